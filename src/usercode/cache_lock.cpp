// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "cache_lock.h"

#include "core/run_limits.h"

#include <QFile>
#include <QThread>

#include <cerrno>

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

namespace gt {

namespace {
constexpr int kPollMs = 50;
} // namespace

CacheLock::CacheLock(const QString& path, const std::atomic_bool* cancel)
{
    m_fd = ::open(QFile::encodeName(path).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (m_fd < 0)
        return;
    // Each holder opens the file anew: flock excludes open files, threads of one process too.
    while (::flock(m_fd, LOCK_EX | LOCK_NB) != 0) {
        if (errno != EWOULDBLOCK && errno != EINTR)
            return;
        m_wasFree = false;
        if (cancel && cancel->load()) {
            ::close(m_fd);
            m_fd = -1;
            throw RunError(RunError::Kind::Cancelled, "the compile was cancelled", 0);
        }
        QThread::msleep(kPollMs);
    }
}

CacheLock::~CacheLock()
{
    if (m_fd >= 0)
        ::close(m_fd); // closing the last descriptor of the open file releases the lock
}

} // namespace gt
