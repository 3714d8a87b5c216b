// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A user's program as a Game: prepareRun runs it as a separate process with the parameters and
// switches, and solve replays the calls it sent into the recorder, so that solveTraced, the
// drawing, the narration, exports and slides work as for the built-in games. A label is a state:
// equal labels are one state, so memo answers link to the first computed call with that label.

#include "core/game.h"
#include "program_recording.h"
#include "user_program.h"

#include <memory>
#include <vector>

namespace gt {

class UserGame final : public Game {
public:
    // `values`: every parameter's checked text (createUserGame makes it); `given`: how the values
    // read when the user chose it (else a gametree.h program's declaration, or what each run's
    // values support of what the syntax suggests); `limits`: each run's.
    UserGame(
        std::shared_ptr<const UserProgram> program, ParamText values, std::optional<ValueMeaning> given, ProgramLimits limits);

    QString id() const override;
    QString title() const override;
    ValueMeaning valueMeaning() const override { return m_runs.empty() ? m_suggested : m_runs.back().reading.meaning; }
    bool shortCircuitByDefault() const override { return m_program->description.shortCircuitDefault; }
    bool hasShortCircuit() const override { return m_program->description.hasShortCircuit; }
    bool memoByDefault() const override { return m_program->description.memoDefault; }
    bool keepsMemoDiscipline() const override { return false; }
    bool keepsCallsWhenStopped() const override { return true; }
    bool infersWhatIsLeft() const override { return true; }

    QJsonObject paramsJson() const override;
    QString paramsText() const override;

    // The states and moves of every run so far: each run's labels get ids after the last run's,
    // so traces of earlier runs (a comparison) still read right.
    std::uint32_t stateSpaceSize() const override { return m_stateCount; }
    QString stateLabel(std::uint32_t state) const override;
    QJsonObject stateJson(std::uint32_t state) const override { return {{QStringLiteral("label"), stateLabel(state)}}; }
    void writeStateJson(std::uint32_t state, JsonText& json) const override
    {
        json.raw("{\"label\":");
        json.string(stateLabel(state));
        json.raw('}');
    }
    QString moveLabel(std::int32_t move) const override;
    std::int64_t stonesLeft(std::uint32_t state) const override;
    // Unknown to us: a program's untried moves are not drawn.
    std::vector<std::int32_t> legalMoves(std::uint32_t) const override { return {}; }
    QString answerText(std::int64_t answer) const override;
    QJsonValue answerJson(std::int64_t answer) const override;
    // A program traced as written answers with what it printed.
    QString runAnswerText(std::int64_t answer) const override;
    QJsonValue runAnswerJson(std::int64_t answer) const override;

    // The memo's table as the last run declared it (run.table) or as its memo test indexes it
    // (a program traced as written: `dp[i][m]`), sized by the indexes the run met.
    std::optional<MemoShape> memoShape() const override;
    MemoCell memoCell(std::uint32_t state) const override;
    QString noMemoShapeReason() const override;

    void prepareRun(const SolveOptions& options, const RunLimits& limits) override;
    std::int64_t solve(NullRecorder& rec, const SolveOptions&) override { return replayInto(rec); }
    std::int64_t solve(CountingRecorder& rec, const SolveOptions&) override { return replayInto(rec); }
    std::int64_t solve(TraceRecorder& rec, const SolveOptions&) override;

    const UserProgram& program() const { return *m_program; }
    // What the program printed in its last run (stdout and stderr, the first 64 KiB).
    QByteArray programOutput() const;
    // A program traced as written: its standard output in the last run, and the notes about it.
    QByteArray standardOutput() const;
    QStringList notes() const;
    // The last run's process: its CPU time and peak memory (null before any run).
    const ProgramOutcome* lastRun() const { return m_runs.empty() ? nullptr : &m_runs.back().recording->run(); }
    // How many times the last run started the recursion from the top level (a loop over test
    // cases); CodeOptions::root picks the one drawn. 0 before any run.
    std::int64_t topLevelCalls() const { return m_runs.empty() ? 0 : m_runs.back().recording->roots(); }

private:
    struct RunLabels {
        std::unique_ptr<ProgramRecording> recording;
        std::uint32_t stateBase = 0;
        std::int32_t moveBase = 0;
        std::optional<MemoShape> table;
        std::vector<MemoCell> cells; // by the run's own state ids
        QString noTable;             // why there is no table
        ValueReading reading;
    };
    void findTable(RunLabels& run) const;
    void keepRun(ProgramOutcome run, const RunLimits& limits);
    // Runs the last recording into `rec`; throws RunError for a run that did not finish.
    template <class Recorder> std::int64_t replayInto(Recorder& rec);
    const RunLabels* runOfState(std::uint32_t state) const;

    std::shared_ptr<const UserProgram> m_program;
    ParamText m_values;
    ValueMeaning m_suggested; // chosen, declared or suggested by the syntax
    bool m_valuesGiven;       // chosen or declared: not questioned by the run
    std::vector<RunLabels> m_runs;
    std::uint32_t m_stateCount = 0;
    std::int32_t m_moveCount = 0;
    ProgramLimits m_limits;
};

// The user's program behind a game, for what only it has (its output, its process, its notes);
// null for a built-in game.
const UserGame* asUserGame(const Game& game);

} // namespace gt
