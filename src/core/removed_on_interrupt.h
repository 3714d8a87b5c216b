// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A temporary folder that goes even when the process is stopped by Ctrl+C (SIGINT), SIGTERM or
// SIGHUP: while one is registered, those signals, if nothing else handles them, first remove it
// (its files and folders, three levels deep), then end the process as they would have. A folder
// left by SIGKILL, which no handler sees, is found by its name and removed by the next writer
// beside it (staleTemporaryFolders).

#include <QString>
#include <QStringList>

namespace gt {

class RemovedOnInterrupt {
public:
    explicit RemovedOnInterrupt(const QString& folder);
    ~RemovedOnInterrupt();
    RemovedOnInterrupt(const RemovedOnInterrupt&) = delete;
    RemovedOnInterrupt& operator=(const RemovedOnInterrupt&) = delete;

private:
    int m_slot = -1;
};

// A temporary name beside `target` that says which process made it: ".NAME-PID-XXXXXX", for
// QTemporaryDir.
QString temporaryFolderTemplate(const QString& target);
// The staging folders beside `target` (of any target) with such names whose process has ended.
QStringList staleTemporaryFolders(const QString& target);

} // namespace gt
