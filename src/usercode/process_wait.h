#pragma once

// Waiting for a helper process (the instrumenter, the Python tracer's reading of a file) to end,
// while the user may cancel and a time-out bounds it.

#include <QElapsedTimer>
#include <QProcess>

#include <atomic>

namespace gt {

enum class ProcessWait { Finished, Cancelled, TimedOut };

// Polls every `pollMs`; a cancel or the time-out kills the process (and waits for it) first.
inline ProcessWait waitForHelper(QProcess& process, int timeoutMs, int pollMs, const std::atomic_bool* cancel)
{
    QElapsedTimer clock;
    clock.start();
    while (!process.waitForFinished(pollMs) && process.state() != QProcess::NotRunning) {
        const bool cancelled = cancel && cancel->load();
        if (cancelled || clock.hasExpired(timeoutMs)) {
            process.kill();
            process.waitForFinished();
            return cancelled ? ProcessWait::Cancelled : ProcessWait::TimedOut;
        }
    }
    return ProcessWait::Finished;
}

} // namespace gt
