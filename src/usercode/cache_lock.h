// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// One builder at a time for a folder of the code cache (a precompiled header, a runtime): a
// second process or thread that needs the same folder waits for the first to finish instead of
// building a copy of its own (a precompiled header is 7 s of a core and 124 MB). flock(2) on a
// file beside the folder: the lock goes when its holder ends however it ends, so a killed build
// never blocks the next.

#include <QString>

#include <atomic>

namespace gt {

class CacheLock {
public:
    // Waits for the lock on `path` (made if missing), polling `cancel`; throws RunError (Cancelled)
    // when it is set first. A lock that cannot be made (a read-only cache) is not waited for.
    explicit CacheLock(const QString& path, const std::atomic_bool* cancel = nullptr);
    ~CacheLock();
    CacheLock(const CacheLock&) = delete;
    CacheLock& operator=(const CacheLock&) = delete;

    // False when another holder had it when this one asked: it may have built the folder meanwhile.
    bool wasFree() const { return m_wasFree; }

private:
    int m_fd = -1;
    bool m_wasFree = true;
};

} // namespace gt
