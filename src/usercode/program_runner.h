// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Runs a compiled user's program as a separate process in a sandbox (sandbox.h; GAMETREE_SANDBOX=off
// runs it without) under limits (CPU seconds, address space, trace size, a wall-clock time-out)
// and collects the trace stream it writes on descriptor 3 as it arrives, so that whatever happens
// to the program, the calls it sent are kept. A program written for a judge gets its standard
// input, its own stdout and a stack as large as its memory.

#include "core/user_error.h"
#include "program_limits.h"
#include "runtime/stream_format.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace gt {

// How the program ended.
struct ProgramExit {
    enum class Kind {
        Exited,      // `code` is its exit status
        Signalled,   // `code` is the signal (SIGXCPU: the CPU limit)
        TimedOut,    // it ran past the wall-clock time-out and was stopped
        OutputLimit, // its trace grew past the output limit and it was stopped
        Cancelled,   // the user cancelled
        Stopped,     // it stopped itself (`code` is the signal, SIGSTOP) and was ended
    };
    Kind kind = Kind::Exited;
    int code = 0;
};

struct ProgramOutcome {
    std::vector<QByteArray> chunks; // the records of every complete chunk, in order, in blocks
    std::int64_t calls = 0;         // calls entered, from the chunk headers (and the shared buffer's count)
    ProgramExit exit;
    QByteArray output;              // what the program printed on stderr, and stdout unless apart (the first 64 KiB)
    QByteArray standardOutput;      // with ProgramInput::separateStdout, what it printed on stdout (the first 16 MiB)
    bool standardOutputCut = false; // it printed more than that
    bool outputCut = false;         // it printed more than `output` keeps
    double cpuSeconds = 0;          // the CPU time it used
    std::int64_t peakKiB = 0;       // its peak resident memory
    int walls = -1;                 // the sandbox::Wall bits that held; -1: the keeper never said
};

// What a program written for a judge is given besides its command line.
struct ProgramInput {
    QByteArray standardInput;    // all of it, read as from a file; empty: the input ends at once
    bool separateStdout = false; // collect stdout into ProgramOutcome::standardOutput, apart from stderr
    QStringList environment;     // NAME=VALUE added to the bare environment (PATH, LC_ALL), or replacing theirs
    // --call's argument literals, read from descriptor kProgramCallFd as from a file; none: no such descriptor.
    std::optional<QByteArray> callArguments;
    QString workingFolder;  // where it starts; empty: where gametree runs
    QString writableFolder; // a folder it may write in besides its scratch folder (a compiler's build folder)
};

constexpr int kProgramTraceFd = 3; // where the trace stream is written
constexpr int kProgramCallFd = 5;  // where --call's arguments are read (4 is the keeper's until exec)
// Eight bytes shared with the supervisor: the calls the program has entered, stored at each call,
// so that progress counts calls the trace stream's buffer has not sent yet (a program looping
// after 11 calls shows 11, not 0).
constexpr int kProgramCallsFd = 6;
// The buffer a program traced as written fills with its records (stream_format.h's
// SharedBufferHead): what it committed and did not send is read after it ended, however it ended.
constexpr int kProgramBufferFd = 7;
constexpr qsizetype kMaxStandardOutput = qsizetype(16) << 20;

// Where the records a program committed to its shared buffer and never sent lie in it:
// [offset, offset + size); size 0 when there are none to read (the buffer was never mapped, the
// pipe had the last chunk the program wrote, or the head is not one its runtime wrote).
struct UnsentRecords {
    std::size_t offset = 0;
    std::size_t size = 0;
};
UnsentRecords unsentRecords(const stream::SharedBufferHead& head, std::uint64_t chunksReceived, std::size_t bufferSize);

// The program could not be started (a descriptor, fork or exec failed): "cannot start the
// program: REASON".
class ProgramStartError : public UserError {
public:
    explicit ProgramStartError(const QString& reason);
    QString reason() const { return m_reason; }

private:
    QString m_reason;
};

// The wall-clock time-out: as set, else twice the CPU limit plus 10 s.
int wallSecondsFor(const ProgramLimits& limits);

// Runs `binary args...`, nothing added: the command line is the program's (a runtime that needs
// settings reads them from `input.environment`). `onCalls` is told the calls entered about every
// 0.1 s. Throws ProgramStartError when the process cannot be started.
ProgramOutcome runProgram(const QString& binary, const QStringList& args, const ProgramLimits& limits, const ProgramInput& input,
    const std::atomic_bool* cancel = nullptr, const std::function<void(std::int64_t calls)>& onCalls = {});
// Runs a gametree.h program: `binary args... --gt-trace-fd=3` with an empty input.
ProgramOutcome runProgram(const QString& binary, const QStringList& args, const ProgramLimits& limits,
    const std::atomic_bool* cancel = nullptr, const std::function<void(std::int64_t calls)>& onCalls = {});

// A helper that reads a user's program (the compiler, the instrumenter, the Python analysis): it
// runs in the same sandbox as the program, with gametree's environment (the compiler's PATH and
// language) but its temporary files in its scratch folder.
struct HelperRun {
    int cpuSeconds = 60;
    int wallSeconds = 60;
    int memoryMiB = 0;           // 0: no limit
    int fileMiB = 1024;          // the largest file it may write
    bool background = false;     // ahead of need: at the lowest priority
    bool separateStdout = false; // its answer on stdout, apart from its messages
    QString folder;              // where it starts and may write; empty: it writes nowhere
};
// Throws UserError naming `binary` when it cannot be started.
ProgramOutcome runHelper(const QString& binary, const QStringList& args, const HelperRun& run, const std::atomic_bool* cancel);
// What a helper reading the user's `file` printed on standard output. When it printed nothing or
// did not end well, throws what the user sees: RunError Cancelled, "reading FILE took more than
// N s" (its wall or CPU time), else UserError(failure(run)).
QByteArray helperAnswer(
    const ProgramOutcome& run, const QString& file, int seconds, const std::function<QString(const ProgramOutcome&)>& failure);

} // namespace gt
