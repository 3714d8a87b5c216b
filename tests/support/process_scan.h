// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The processes alive on this machine whose command line holds a marker: how a test sees that
// nothing a user's program started outlived its run, in or out of the run's own namespaces.

#include <QByteArray>
#include <QDir>
#include <QFile>

#include <unistd.h>

inline int processesWith(const QByteArray& marker)
{
    int found = 0;
    for (const QString& pid : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (pid.toInt() > 0 && pid.toInt() != getpid() && cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains(marker))
            ++found;
    }
    return found;
}
