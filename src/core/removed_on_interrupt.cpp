// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "removed_on_interrupt.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <atomic>
#include <cerrno>
#include <climits>
#include <csignal>
#include <cstring>
#include <mutex>

#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>

namespace gt {

namespace {

constexpr int kSlots = 16;
constexpr int kSignals[] = {SIGINT, SIGTERM, SIGHUP};

struct Slot {
    std::atomic_bool used {false};
    char path[PATH_MAX] {};
};
Slot g_slots[kSlots];
std::mutex g_register;

// With system calls only, as a signal handler may: the entries of `dir`, then `dir` itself.
void removeTree(int parent, const char* name, int depth)
{
    if (unlinkat(parent, name, 0) == 0 || errno == ENOENT)
        return;
    const int dir = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
    if (dir < 0)
        return;
    if (depth > 0) {
        alignas(dirent64) char buffer[4096];
        for (ssize_t n; (n = getdents64(dir, buffer, sizeof buffer)) > 0;)
            for (ssize_t at = 0; at < n;) {
                const auto* entry = reinterpret_cast<const dirent64*>(buffer + at);
                at += entry->d_reclen;
                if (std::strcmp(entry->d_name, ".") != 0 && std::strcmp(entry->d_name, "..") != 0)
                    removeTree(dir, entry->d_name, depth - 1);
            }
    }
    close(dir);
    unlinkat(parent, name, AT_REMOVEDIR);
}

void removeAndStop(int signal)
{
    for (Slot& slot : g_slots)
        if (slot.used.load())
            removeTree(AT_FDCWD, slot.path, 3);
    std::signal(signal, SIG_DFL);
    raise(signal);
}

// Once, and only for a signal nothing else handles (the studio's Qt keeps its own).
void installHandlers()
{
    static bool installed = false;
    if (installed)
        return;
    installed = true;
    for (const int signal : kSignals) {
        struct sigaction old { };
        if (sigaction(signal, nullptr, &old) != 0 || old.sa_handler != SIG_DFL || (old.sa_flags & SA_SIGINFO))
            continue;
        struct sigaction action { };
        action.sa_handler = removeAndStop;
        sigemptyset(&action.sa_mask);
        sigaction(signal, &action, nullptr);
    }
}

} // namespace

RemovedOnInterrupt::RemovedOnInterrupt(const QString& folder)
{
    const QByteArray path = QFile::encodeName(QFileInfo(folder).absoluteFilePath());
    if (path.size() >= PATH_MAX)
        return;
    const std::lock_guard<std::mutex> lock(g_register);
    installHandlers();
    for (int k = 0; k < kSlots; ++k) {
        Slot& slot = g_slots[k];
        if (slot.used.load())
            continue;
        std::memcpy(slot.path, path.constData(), std::size_t(path.size()) + 1);
        slot.used.store(true); // after the path: a handler reads a whole one
        m_slot = k;
        return;
    }
}

RemovedOnInterrupt::~RemovedOnInterrupt()
{
    if (m_slot >= 0)
        g_slots[m_slot].used.store(false);
}

QString temporaryFolderTemplate(const QString& target)
{
    const QFileInfo info(QDir::cleanPath(target));
    return QDir(info.absolutePath()).filePath(QStringLiteral(".%1-%2-XXXXXX").arg(info.fileName()).arg(getpid()));
}

QStringList staleTemporaryFolders(const QString& target)
{
    // Those of any target beside this one (a deck killed while written is found by the next deck
    // written there, whatever its name), made by a process that is gone: the staging layout
    // ("new", never "old" files set aside, which are the user's) tells them from a user's folder.
    static const QRegularExpression name(QStringLiteral("^\\..+-(\\d+)-[A-Za-z0-9]{6}$"));
    QStringList stale;
    const QDir parent(QFileInfo(QDir::cleanPath(target)).absolutePath());
    for (const QString& entry : parent.entryList(QDir::Dirs | QDir::Hidden | QDir::NoDotAndDotDot)) {
        const QRegularExpressionMatch match = name.match(entry);
        if (!match.hasMatch())
            continue;
        const QDir folder(parent.filePath(entry));
        const QDir aside(folder.filePath(QStringLiteral("old")));
        if (!folder.exists(QStringLiteral("new")) || (aside.exists() && !aside.isEmpty()))
            continue;
        const pid_t pid = pid_t(match.captured(1).toLongLong());
        if (pid > 0 && kill(pid, 0) != 0 && errno == ESRCH)
            stale << folder.path();
    }
    return stale;
}

} // namespace gt
