// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The seam between the languages a user may write in: each has one ProgramPreparer, which makes
// a program ready to run (compiled, or read by a tracer), says how it is started and what its
// judge environment changed. Everything after that is shared: a run is started from the
// program's launch, told its settings through one control channel (traceControlEnvironment),
// and writes the one trace stream of runtime/stream_format.h.

#include "code_options.h"
#include "program_language.h"
#include "program_limits.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace gt {

struct UserProgram;

// How a run of a program traced as written starts: its command line and the environment its
// language wants, and what the call channel carries (--call's arguments, as the program's runtime
// reads them; none: the channel stays closed).
struct ProgramLaunch {
    QString program;
    QStringList arguments;
    QStringList environment; // NAME=VALUE
    std::optional<QByteArray> callInput;
};

// The settings of one traced run, the same for every language.
struct TraceControl {
    bool memo = true;
    std::int64_t root = 1;
    std::int64_t maxCalls = 0;
    bool call = false; // the call channel is open (ProgramLaunch::callInput is set)
    // Where several separate recursions are traced: each function's group (by its number in the
    // stream), so that `root` counts each group's top-level calls apart; empty: one group.
    std::vector<int> groups;
};

// The control channel: GAMETREE_TRACE (stream descriptor, memo switch, root, calls limit, the
// calls counter's descriptor, the functions' groups) and GAMETREE_CALL (the descriptor --call's arguments are read from),
// as environment entries. docs/trace-stream.md writes them down.
QStringList traceControlEnvironment(const TraceControl& control);

class ProgramPreparer {
public:
    virtual ~ProgramPreparer() = default;

    // Makes `source` (the text of `path`) ready: what is traced, its description, its launch and
    // whether it has a memo switch. Throws CompileError (the file's own mistake, as its language
    // words it), InstrumentError (nothing to trace, or a --trace or --call that names nothing),
    // UserError, and RunError (Cancelled when `cancel` is set meanwhile).
    virtual std::shared_ptr<UserProgram> prepare(const QByteArray& source, const QString& path, const CodeOptions& options,
        const ProgramLimits& limits, const std::atomic_bool* cancel) const = 0;

    // What was changed or chosen before the program ran (LeetCode's names put before it, the -std
    // it compiled with, characters read as spaces), as sentences for programNotes.
    virtual QStringList preparationNotes(const UserProgram& program) const = 0;
};

// The preparer of `language`; one instance each, for the program's lifetime.
const ProgramPreparer& programPreparer(CodeLanguage language);

} // namespace gt
