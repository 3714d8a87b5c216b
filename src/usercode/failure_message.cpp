// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "failure_message.h"

#include <QCoreApplication>

#include <signal.h>
#include <string.h>

namespace gt {

namespace {

class FailureTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

using stream::FailureKind;

QString signalName(int signal)
{
    const char* abbreviation = sigabbrev_np(signal);
    return abbreviation ? QStringLiteral("SIG") + QLatin1String(abbreviation) : QString::number(signal);
}

// "after 174,530 calls; the deepest call is #174,529 n=-3"
QString whereItStopped(const ProgramRecording& rec)
{
    if (rec.openCalls().empty())
        return FailureTr::tr("after %L1 calls").arg(rec.calls());
    const OpenCall& deepest = rec.openCalls().back();
    return FailureTr::tr("after %L1 calls; the deepest call is #%L2 %3")
        .arg(rec.calls())
        .arg(deepest.ordinal)
        .arg(rec.stateLabel(deepest.state));
}

QString label(const ProgramRecording& rec, const ProgramFailure& f)
{
    return f.state >= 0 ? rec.stateLabel(std::uint32_t(f.state)) : QString();
}

// The contract of gametree.h, broken at a line of the user's file.
QString contractMessage(const ProgramRecording& rec, const ProgramFailure& f, const QString& at)
{
    switch (f.kind) {
    case FailureKind::MissingReturn:
        if (f.text == QLatin1String("exception"))
            return FailureTr::tr("%1: the call %2 was ended by an exception that the program caught; a call returns "
                                 "through call.base, call.memo or call.value")
                .arg(at, label(rec, f));
        return FailureTr::tr("%1: the call %2 ended without call.base, call.memo or call.value").arg(at, label(rec, f));
    case FailureKind::ReturnedTwice:
        return FailureTr::tr("%1: the call %2 returned a second time; return once, through call.base, call.memo or "
                             "call.value")
            .arg(at, label(rec, f));
    case FailureKind::CallAfterReturn:
        return FailureTr::tr("%1: a call was made after its caller %2 had returned; return last").arg(at, label(rec, f));
    case FailureKind::SecondRoot:
        return FailureTr::tr("%1: a second recursion started: the tree has one root, so make one top-level call").arg(at);
    case FailureKind::ValueOutOfRange: return FailureTr::tr("%1: the value %2 does not fit in 32 bits").arg(at, f.text);
    case FailureKind::BadDeclaration: return FailureTr::tr("%1: %2").arg(at, f.text);
    default: return {};
    }
}

// A failure the runtime reported; empty for one it leaves to the recorder (the call budget).
QString failureRecordMessage(
    const ProgramRecording& rec, const ProgramFailure& f, const QString& path, const ProgramLimits& limits)
{
    const QString at = f.line > 0 ? QStringLiteral("%1:%2").arg(path, QString::number(f.line)) : path;
    switch (f.kind) {
    case FailureKind::Exception:
        return f.text.isEmpty() ? FailureTr::tr("the program threw an exception %1").arg(whereItStopped(rec))
                                : FailureTr::tr("the program threw an exception (%1) %2").arg(f.text, whereItStopped(rec));
    case FailureKind::OutOfMemory:
        return FailureTr::tr("the program ran out of memory (--memory-limit %L1 MiB) %2")
            .arg(limits.memoryMiB)
            .arg(whereItStopped(rec));
    case FailureKind::TooDeep:
        return FailureTr::tr("the recursion went deeper than %L1 calls %2").arg(stream::kMaxDepth).arg(whereItStopped(rec));
    case FailureKind::StackOverflow:
        return FailureTr::tr("the program crashed with SIGSEGV (stack overflow) %1").arg(whereItStopped(rec));
    case FailureKind::TooManyCalls: return {};
    case FailureKind::BadCallArgument: // worded with the call where the run is prepared; this is the rest
        return FailureTr::tr("--call: an argument does not fit its parameter (%1)").arg(QString(f.text).replace(u'\t', u' '));
    default: return contractMessage(rec, f, at);
    }
}

QString exitMessage(const ProgramRecording& rec, const ProgramLimits& limits)
{
    const ProgramExit& exit = rec.exit();
    switch (exit.kind) {
    case ProgramExit::Kind::TimedOut:
        return FailureTr::tr("the program ran longer than %1 s (the time-out: twice --cpu-limit plus 10 s) %2")
            .arg(wallSecondsFor(limits))
            .arg(whereItStopped(rec));
    case ProgramExit::Kind::OutputLimit:
        return FailureTr::tr("the program's trace grew past %L1 MiB (--output-limit) %2")
            .arg(limits.outputMiB)
            .arg(whereItStopped(rec));
    case ProgramExit::Kind::Signalled:
        // SIGXCPU at the limit, or SIGKILL a second later (the hard limit) if it was ignored.
        if (exit.code == SIGXCPU || (exit.code == SIGKILL && rec.run().cpuSeconds >= limits.cpuSeconds))
            return FailureTr::tr("the program used more than %1 s of CPU time (--cpu-limit) %2")
                .arg(limits.cpuSeconds)
                .arg(whereItStopped(rec));
        if (exit.code == SIGKILL) // nothing crashes with it: something killed the program
            return FailureTr::tr("the program was killed (SIGKILL: by the system when memory ran out, or by a process) %1")
                .arg(whereItStopped(rec));
        if (exit.code == SIGXFSZ)
            return FailureTr::tr("the program wrote a file larger than %L1 MiB (--output-limit) %2")
                .arg(limits.outputMiB)
                .arg(whereItStopped(rec));
        return FailureTr::tr("the program crashed with %1 %2").arg(signalName(exit.code), whereItStopped(rec));
    case ProgramExit::Kind::Stopped:
        return FailureTr::tr("the program stopped itself with %1, and a stopped program never goes on: it was ended %2")
            .arg(signalName(exit.code), whereItStopped(rec));
    case ProgramExit::Kind::Exited:
        if (exit.code != 0 || !rec.finished())
            return FailureTr::tr("the program exited with status %1 before it finished, %2")
                .arg(exit.code)
                .arg(whereItStopped(rec));
        return {};
    case ProgramExit::Kind::Cancelled: break;
    }
    return {};
}

} // namespace

QString failureMessage(const ProgramRecording& recording, const QString& path, const ProgramLimits& limits)
{
    if (const std::optional<ProgramFailure>& failure = recording.failure()) {
        QString message = failureRecordMessage(recording, *failure, path, limits);
        if (!message.isEmpty())
            return message;
    }
    if (recording.malformed())
        return FailureTr::tr("the program's trace stream is broken after %L1 calls (did the program write to descriptor "
                             "3, or overwrite the runtime's memory?)")
            .arg(recording.calls());
    return exitMessage(recording, limits);
}

} // namespace gt
