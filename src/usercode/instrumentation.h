// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A program as the student wrote it (no gametree.h): the gametree-instrument helper (src/instrument)
// reads it with libclang in a process of its own and gives it back with its recursion
// instrumented; this is its client. Answers are cached by the source and the request, so an
// unchanged file costs no parse.

#include "core/user_error.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <atomic>
#include <optional>
#include <vector>

namespace gt {

// True when the file is written against the contract of gametree.h (it includes the header).
bool usesGametreeHeader(const QByteArray& source);

struct InstrumentRequest {
    QByteArray source;
    QString path;            // as the user named it: messages, #line, its folder for #include "..."
    QStringList includeDirs; // -I
    QStringList standards;   // empty: gnu++20, gnu++17, gnu++14 as a judge retries
    QStringList traceNames;  // --trace; empty: the recursion found
    // --call's method, for a class without main(): the main() made for it reads the call's
    // arguments when it runs, so the answer serves every call of the method.
    std::optional<QString> callMethod;
};

struct TracedFunction {
    QString name;
    QString signature;
    int line = 0;
    // Its separate recursion, from 0, where several are traced (the run draws the one with the
    // most calls); 0 with one.
    int group = 0;
    QString values;           // the kind its group's syntax suggests ("mover-wins")
    QStringList stateParams;  // what the label shows
    QStringList fixedParams;  // passed unchanged to every call: left out of the label
    QStringList outsideState; // of stateParams, the variables outside the parameters (a global board)
    QString turnParam;        // the parameter that names the player to move, if one flips
    QList<int> memoTestLines;
    // The table a memo test reads and the parameters that index it (`dp[i][m]`: "dp", i, m),
    // from the first test indexed by parameters alone; empty without one.
    QString memoTable;
    QStringList memoIndexes;
};

struct InstrumentationPlan {
    QByteArray source; // the rewritten program, to compile
    QString standard;  // the -std that parsed cleanly (the compile starts there)
    bool stdcppFirst = false;
    bool builtPrecompiledHeader = false; // this read built libclang's precompiled <bits/stdc++.h>
    bool prelude = false;                // LeetCode's includes were put before the file
    QString values;                      // the kind suggested, e.g. "mover-wins"
    bool memoFound = false;
    bool memoStoredOnly = false; // stores into a table it never tests: a memo read before the call
    QStringList suspects;        // variables changed in place that the labels do not show (C++)
    bool hasMain = false;
    QString called;           // the signature --call makes
    QStringList calledParams; // its parameters as declared ("vector<int>& piles")
    QList<TracedFunction> traced;
    QStringList callables;
    QStringList skipped;
    int normalizedCharacters = 0; // non-breaking and ideographic spaces, zero-width characters, quotes
    bool byteOrderMark = false;
    bool mainWithoutType = false;
    QStringList parseErrors; // libclang's, where no standard parsed cleanly ("LINE: message")

    QStringList tracedNames() const;
    int groupCount() const; // the separate recursions traced: 1 under --trace
    // Each traced function's group, by its index in `traced` (as the stream numbers functions);
    // empty with one group.
    std::vector<int> groupOfFunctions() const;
    QString groupName(int group) const; // its functions' names ("f", "a+b")
};

// A source line libclang could not read: where, and what it said.
struct ParseDiagnostic {
    int line = 0;
    int column = 0;
    QString message;
};

// The helper's refusal of a file: its code ("no-recursion", "trace-not-found", "no-main", ...)
// for decisions, the sentence for the user, and libclang's errors in the file, if any: a
// recursion the parser could not read is not found, so the file's own mistake is what to show.
class InstrumentError : public UserError {
public:
    InstrumentError(const QString& message, const QString& code, QList<ParseDiagnostic> parseErrors, bool prelude)
        : UserError(message)
        , m_code(code)
        , m_parseErrors(std::move(parseErrors))
        , m_prelude(prelude)
    {
    }
    QString code() const { return m_code; }
    // The function to draw must be named (--trace, the studio's Trace box): the one named was
    // not found, or is not recursive.
    bool asksForTraceName() const
    {
        return m_code == QLatin1String("trace-not-found") || m_code == QLatin1String("trace-not-recursive");
    }
    const QList<ParseDiagnostic>& parseErrors() const { return m_parseErrors; }
    bool prelude() const { return m_prelude; } // LeetCode's includes were put before the file

private:
    QString m_code;
    QList<ParseDiagnostic> m_parseErrors;
    bool m_prelude = false;
};

// The text the helper reads for a file without main() called with --call: LeetCode's includes,
// then the file, its lines numbered as the user's.
QByteArray withLeetCodePrelude(const QByteArray& source, const QString& path);

// Runs the helper (or takes its answer from the cache). Throws UserError with a message naming
// what was wrong: no recursion ("an iterative DP"), several, a --trace or --call that names
// nothing; RunError (Cancelled) when `cancel` is set meanwhile.
InstrumentationPlan instrumentProgram(const InstrumentRequest& request, const std::atomic_bool* cancel = nullptr);

// Builds libclang's precompiled <bits/stdc++.h> for `standard` ahead of the first file, or waits
// for a build of it under way; `background` runs the helper at the lowest CPU priority. True when
// this call built it. Throws UserError when the helper is missing or fails, RunError (Cancelled).
bool prepareParser(const QString& standard, bool background, const std::atomic_bool* cancel = nullptr);

// The helper program: $GAMETREE_INSTRUMENT, else beside this program, else in libexec.
QString instrumenterPath();

// Reads the helper's JSON answer (exposed for tests). Throws InstrumentError for an error answer.
InstrumentationPlan parsePlan(const QByteArray& json, const InstrumentRequest& request);

} // namespace gt
