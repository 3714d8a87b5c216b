// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "input_file.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gt {

namespace {
class InputTr {
    Q_DECLARE_TR_FUNCTIONS(gt::InputFile)
};

QString systemReason(int error)
{
    return QString::fromLocal8Bit(std::strerror(error));
}

// What a file that is not a regular one is, and what is read instead.
QString notRegular(mode_t mode, qint64 maxBytes)
{
    const qint64 mib = maxBytes >> 20;
    if (S_ISDIR(mode))
        return InputTr::tr("it is a folder; only a regular file of at most %L1 MiB is read").arg(mib);
    if (S_ISFIFO(mode))
        return InputTr::tr("it is a FIFO (a named pipe); only a regular file of at most %L1 MiB is read").arg(mib);
    if (S_ISCHR(mode) || S_ISBLK(mode))
        return InputTr::tr("it is a device; only a regular file of at most %L1 MiB is read").arg(mib);
    return InputTr::tr("it is not a regular file; only a regular file of at most %L1 MiB is read").arg(mib);
}

QString tooLarge(qint64 maxBytes)
{
    return InputTr::tr("it is larger than %L1 MiB, the most that is read").arg(maxBytes >> 20);
}

class Descriptor {
public:
    explicit Descriptor(int fd)
        : m_fd(fd)
    {
    }
    ~Descriptor()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    int fd() const { return m_fd; }

private:
    int m_fd;
};
} // namespace

QString readInputFile(const QString& path, qint64 maxBytes, QByteArray& bytes)
{
    bytes.clear();
    const QByteArray name = QFile::encodeName(path);
    struct stat info { };
    // Looked at before opening: open() of a FIFO waits for a writer.
    if (::stat(name.constData(), &info) != 0)
        return systemReason(errno);
    if (!S_ISREG(info.st_mode))
        return notRegular(info.st_mode, maxBytes);
    if (info.st_size > maxBytes)
        return tooLarge(maxBytes);
    // O_NONBLOCK: the name may have been replaced by a FIFO since; what was opened is checked again.
    const Descriptor file(::open(name.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC));
    if (file.fd() < 0)
        return systemReason(errno);
    if (::fstat(file.fd(), &info) != 0)
        return systemReason(errno);
    if (!S_ISREG(info.st_mode))
        return notRegular(info.st_mode, maxBytes);
    if (const int flags = ::fcntl(file.fd(), F_GETFL); flags < 0 || ::fcntl(file.fd(), F_SETFL, flags & ~O_NONBLOCK) != 0)
        return systemReason(errno);
    // Read up to one byte past the limit: a file that grew since stat() is refused, not cut.
    QByteArray read(qsizetype(std::min<qint64>(info.st_size, maxBytes) + 1), Qt::Uninitialized);
    qint64 total = 0;
    while (total <= maxBytes) {
        if (total == read.size())
            read.resize(qsizetype(std::min<qint64>(read.size() * 2, maxBytes + 1)));
        const ssize_t n = ::read(file.fd(), read.data() + total, size_t(read.size() - total));
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return systemReason(errno);
        if (n == 0)
            break;
        total += n;
    }
    if (total > maxBytes)
        return tooLarge(maxBytes);
    read.truncate(qsizetype(total));
    bytes = std::move(read);
    return {};
}

} // namespace gt
