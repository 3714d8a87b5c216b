// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "user_game.h"

#include "core/user_error.h"
#include "failure_message.h"
#include "program_runner.h"
#include "sandbox.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>

#include <algorithm>
#include <bit>

namespace gt {

namespace {

class GameTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

// "canIWin(10, 11)"; "10 2 / 1 4" (the input's lines, cut after 40 characters); empty for none.
QString runInputText(const CodeOptions& options)
{
    if (options.call)
        return *options.call;
    QStringList shown;
    for (const QString& line : QString::fromUtf8(options.input).split(u'\n'))
        if (!line.trimmed().isEmpty())
            shown << line.simplified();
    const QString input = shown.join(QStringLiteral(" / "));
    constexpr int kMost = 40;
    return input.size() > kMost ? input.left(kMost - 1) + QStringLiteral("…") : input;
}

bool winGame(ValueMeaning values)
{
    return values == ValueMeaning::MoverWins || values == ValueMeaning::FirstPlayerWins || values == ValueMeaning::WinnerIndex;
}

} // namespace

UserGame::UserGame(
    std::shared_ptr<const UserProgram> program, ParamText values, std::optional<ValueMeaning> given, ProgramLimits limits)
    : m_program(std::move(program))
    , m_values(std::move(values))
    , m_suggested(given.value_or(m_program->description.values))
    , m_valuesGiven(given || !m_program->asWritten)
    , m_limits(limits)
{
}

QString UserGame::id() const
{
    return QFileInfo(m_program->path).fileName();
}

QString UserGame::title() const
{
    return m_program->description.title.isEmpty() ? id() : m_program->description.title;
}

QJsonObject UserGame::paramsJson() const
{
    QJsonObject json;
    for (const ParamSpec& spec : m_program->description.params) {
        const QString text = m_values.at(spec.name);
        if (spec.kind == ParamSpec::Kind::Integer) {
            json[spec.name] = text.toInt();
        } else {
            QJsonArray items;
            for (const QString& item : text.split(u','))
                items.append(item.toInt());
            json[spec.name] = items;
        }
    }
    return json;
}

QString UserGame::paramsText() const
{
    if (m_program->asWritten) // what a judge gives it: the call, or the input on one line
        return runInputText(m_program->options);
    QStringList parts;
    for (const ParamSpec& spec : m_program->description.params) {
        const QString text = m_values.at(spec.name);
        parts
            << (spec.kind == ParamSpec::Kind::Integer ? QStringLiteral("%1=%2") : QStringLiteral("%1=[%2]")).arg(spec.name, text);
    }
    return parts.join(QStringLiteral(", "));
}

const UserGame::RunLabels* UserGame::runOfState(std::uint32_t state) const
{
    const auto after = std::upper_bound(
        m_runs.begin(), m_runs.end(), state, [](std::uint32_t s, const RunLabels& run) { return s < run.stateBase; });
    return after == m_runs.begin() ? nullptr : &*(after - 1);
}

QString UserGame::stateLabel(std::uint32_t state) const
{
    const RunLabels* run = runOfState(state);
    return run ? run->recording->stateLabel(state - run->stateBase) : QString();
}

std::int64_t UserGame::stonesLeft(std::uint32_t state) const
{
    const RunLabels* run = runOfState(state);
    return run ? run->recording->stonesLeft(state - run->stateBase) : 0;
}

QString UserGame::moveLabel(std::int32_t move) const
{
    for (auto run = m_runs.rbegin(); run != m_runs.rend(); ++run)
        if (move > run->moveBase)
            return run->recording->moveLabel(move - run->moveBase);
    return {};
}

// true and false where the code's values are (as its syntax says), read as a win or a loss.
QString UserGame::answerText(std::int64_t answer) const
{
    if (winGame(valueMeaning()) && winGame(m_suggested))
        return answer ? QStringLiteral("true") : QStringLiteral("false");
    return QString::number(answer);
}

QJsonValue UserGame::answerJson(std::int64_t answer) const
{
    if (winGame(valueMeaning()) && winGame(m_suggested))
        return answer != 0;
    return QJsonValue(qint64(answer));
}

QString UserGame::runAnswerText(std::int64_t answer) const
{
    if (!m_program->asWritten)
        return answerText(answer);
    return QString::fromUtf8(standardOutput()).trimmed();
}

QJsonValue UserGame::runAnswerJson(std::int64_t answer) const
{
    if (!m_program->asWritten)
        return answerJson(answer);
    return runAnswerText(answer);
}

QByteArray UserGame::standardOutput() const
{
    return m_runs.empty() ? QByteArray() : m_runs.back().recording->run().standardOutput;
}

// Said once, in the run's notes, when the program ran with fewer walls than sandbox.h sets up.
static QString sandboxNote(int walls)
{
    if ((walls & sandbox::kAllWalls) == sandbox::kAllWalls)
        return {};
    if (!(walls & sandbox::OwnProcesses))
        return qgetenv("GAMETREE_SANDBOX") == "off"
            ? GameTr::tr("the program ran without a sandbox (GAMETREE_SANDBOX=off): with your rights, the network and "
                         "no bound on processes")
            : GameTr::tr("the program ran without a sandbox (this system gives no namespaces): with your rights, the "
                         "network and no bound on processes");
    QStringList missing;
    if (!(walls & sandbox::NoNetwork))
        missing << GameTr::tr("a network of its own");
    if (!(walls & sandbox::ReadOnlyFiles))
        missing << GameTr::tr("a read-only file system");
    if (!(walls & sandbox::ProcessBound))
        missing << GameTr::tr("a bound on processes");
    return GameTr::tr("the program's sandbox lacks %1 on this system").arg(missing.join(QStringLiteral(", ")));
}

QStringList UserGame::notes() const
{
    const ProgramRecording* last = m_runs.empty() ? nullptr : m_runs.back().recording.get();
    QStringList notes = programNotes(*m_program, last ? last->roots() : 0, last ? last->exitedInside() : 0,
        last && !last->groupCalls().empty() ? last->drawnGroup() : -1);
    if (last && !last->groupCalls().empty()) {
        // Several separate recursions traced: the others, with their calls, and why this one.
        const std::vector<std::int64_t>& calls = last->groupCalls();
        QStringList others;
        for (std::size_t g = 0; g < calls.size(); ++g)
            if (int(g) != last->drawnGroup())
                others << (calls[g] == 1
                        ? GameTr::tr("%1 (1 call)").arg(m_program->asWritten->groupName(int(g)))
                        : GameTr::tr("%1 (%L2 calls)").arg(m_program->asWritten->groupName(int(g))).arg(calls[g]));
        notes << GameTr::tr("also traced: %1; drawn: %2, the recursion with the most calls (--trace NAME draws another)")
                     .arg(others.join(QStringLiteral(", ")), m_program->asWritten->groupName(last->drawnGroup()));
    }
    if (const QString values
        = last ? valueReadingNote(m_runs.back().reading, [this](const CallValue& v) { return valueText(v); }) : QString();
        !values.isEmpty())
        notes << values;
    if (last && last->run().walls >= 0)
        if (const QString walls = sandboxNote(last->run().walls); !walls.isEmpty())
            notes << walls;
    if (const std::optional<StateConflict>& conflict = last ? last->stateConflict() : std::nullopt; conflict) {
        const QStringList suspects = m_program->asWritten ? m_program->asWritten->suspects : QStringList();
        const QString where = suspects.isEmpty()
            ? GameTr::tr("the rest of the state may be in variables the recursion changes in place")
            : GameTr::tr("the rest of the state may be in variables the recursion or its helpers change: %1")
                  .arg(suspects.join(QStringLiteral(", ")));
        notes << GameTr::tr("the labels do not hold the whole state: calls #%1 and #%2 are both “%3” but return %4 and "
                            "%5, so no call is drawn as a repeat or a memo answer of another (%6)")
                     .arg(QString::number(conflict->firstCall), QString::number(conflict->laterCall),
                         last->stateLabel(conflict->state), valueText(conflict->firstValue), valueText(conflict->laterValue),
                         where); // one pass: a label may hold "%5"
    }
    return notes;
}

namespace {

// A program traced as written, in any language, reads its settings from the control channel
// (the environment and the call descriptor): its argv is its own.
ProgramOutcome runAsWritten(const UserProgram& program, const ProgramLimits& programLimits, const SolveOptions& options,
    const RunLimits& limits, const std::function<void(std::int64_t)>& onCalls)
{
    const ProgramLaunch& launch = program.launch;
    ProgramInput input;
    input.standardInput = program.options.input;
    input.separateStdout = true;
    input.callArguments = launch.callInput;
    input.environment = launch.environment
        + traceControlEnvironment({options.memo, program.options.root, limits.maxCalls, launch.callInput.has_value(),
            program.asWritten ? program.asWritten->groupOfFunctions() : std::vector<int>()});
    return runProgram(launch.program, launch.arguments, programLimits, input, limits.cancel, onCalls);
}

} // namespace

void UserGame::prepareRun(const SolveOptions& options, const RunLimits& limits)
{
    // A program without a memo switch runs one way only: its default.
    if (options.memo != memoByDefault() && !m_program->hasMemoSwitch)
        throw ParamError(memoSwitchRefusal(*m_program), QStringLiteral("memo"));
    std::function<void(std::int64_t)> progress;
    if (limits.onProgress)
        progress = [&](std::int64_t calls) { limits.onProgress(Progress {calls, 0, 0, 0}); };
    if (m_program->asWritten) {
        ProgramOutcome run = runAsWritten(*m_program, m_limits, options, limits, progress);
        if (run.exit.kind == ProgramExit::Kind::Cancelled)
            throw RunError(RunError::Kind::Cancelled, "the run was cancelled", run.calls);
        keepRun(std::move(run), limits);
        const ProgramRecording& recording = *m_runs.back().recording;
        if (m_program->call && recording.failure() && recording.failure()->kind == stream::FailureKind::BadCallArgument)
            throw ParamError(callArgumentMessage(recording.failure()->text, *m_program->call, m_program->asWritten->calledParams),
                QStringLiteral("call"));
        if (recording.finished() && recording.roots() < m_program->options.root)
            throw ParamError(recording.roots() == 0
                    ? GameTr::tr("the program made no call of %1 with this input (it printed: %2)")
                          .arg(m_program->asWritten->tracedNames().join(QStringLiteral(", ")),
                              QString::fromUtf8(standardOutput()).trimmed().left(200))
                    : GameTr::tr("--root %L1: the recursion was started only %L2 times from the top level")
                          .arg(m_program->options.root)
                          .arg(recording.roots()),
                QStringLiteral("root"));
        return;
    }
    QStringList args {QStringLiteral("--gt-memo=%1").arg(options.memo ? 1 : 0),
        QStringLiteral("--gt-short-circuit=%1").arg(options.shortCircuit && hasShortCircuit() ? 1 : 0),
        QStringLiteral("--gt-max-calls=%1").arg(limits.maxCalls)};
    for (const auto& [name, value] : m_values)
        args << QStringLiteral("--gt-param=%1=%2").arg(name, value);
    ProgramOutcome run = runProgram(m_program->compiled.binary, args, m_limits, limits.cancel, progress);
    if (run.exit.kind == ProgramExit::Kind::Cancelled)
        throw RunError(RunError::Kind::Cancelled, "the run was cancelled", run.calls);
    keepRun(std::move(run), limits);
}

void UserGame::keepRun(ProgramOutcome run, const RunLimits& limits)
{
    RunLabels labels;
    labels.recording
        = std::make_unique<ProgramRecording>(std::move(run), limits.maxRecordedCalls, m_suggested == ValueMeaning::MoverScore,
            m_program->asWritten ? m_program->asWritten->groupOfFunctions() : std::vector<int>());
    ValueMeaning suggested = m_suggested; // several recursions: what the drawn one's syntax suggests
    if (!m_valuesGiven && !labels.recording->groupCalls().empty())
        for (const TracedFunction& f : m_program->asWritten->traced)
            if (f.group == labels.recording->drawnGroup()) {
                suggested = valueMeaningById(f.values).value_or(suggested);
                break;
            }
    labels.reading = m_valuesGiven ? givenValues(m_suggested) : readValues(labels.recording->valueEvidence(), suggested);
    labels.stateBase = m_stateCount;
    labels.moveBase = m_moveCount;
    m_stateCount += labels.recording->stateCount();
    m_moveCount += std::int32_t(labels.recording->moveCount());
    findTable(labels);
    m_runs.push_back(std::move(labels));
}

void UserGame::findTable(RunLabels& run) const
{
    const ProgramRecording& recording = *run.recording;
    if (!m_program->asWritten) {
        try {
            if (recording.description())
                run.table = parseDescription(*recording.description()).table;
        } catch (const UserError&) {
        }
        if (run.table)
            run.cells = recording.cells();
        else
            run.noTable = GameTr::tr("the program does not declare its memo as a table: declare it with "
                                     "run.table(\"dp[N+1]\", N + 1) before the first call, and name each call's cell "
                                     "with call.cell(n)");
        return;
    }
    const TracedFunction* memoized = nullptr;
    for (const TracedFunction& f : m_program->asWritten->traced)
        if (!memoized && !f.memoIndexes.isEmpty() && f.group == recording.drawnGroup())
            memoized = &f;
    if (!memoized) {
        run.noTable = m_program->asWritten->memoFound
            ? GameTr::tr("its memo is not indexed by the recursion's parameters alone (as dp[n] or dp[i][m] is), "
                         "so its cells are unknown")
            : GameTr::tr("no memo table was found in the recursion");
        return;
    }
    run.cells = recording.cellsOfArguments(memoized->name, memoized->memoIndexes);
    std::int64_t rows = 0, columns = 0;
    for (const MemoCell& cell : run.cells)
        if (cell.row >= 0) {
            rows = std::max<std::int64_t>(rows, cell.row + 1);
            columns = std::max(columns, cell.column + 1);
        }
    const QString declaration = memoized->memoTable + u'[' + memoized->memoIndexes.join(QStringLiteral("][")) + u']';
    if (columns == 0) {
        run.noTable = GameTr::tr("no call indexed %1 with whole numbers from 0").arg(declaration);
        return;
    }
    constexpr std::int64_t kMostCells = stream::kMostTableCells;
    if (columns > kMostCells || rows * columns > kMostCells) { // the first: no overflow of the product
        run.noTable = GameTr::tr("%1 reaches %2 x %3 cells; a table of at most %L4 cells is drawn")
                          .arg(declaration)
                          .arg(rows)
                          .arg(columns)
                          .arg(kMostCells);
        run.cells.clear();
        return;
    }
    MemoShape shape;
    const QString index = memoized->memoIndexes.front().toLower();
    if (memoized->memoIndexes.size() == 1 && (index.contains(QLatin1String("mask")) || index.contains(QLatin1String("bit")))) {
        // dp[mask] is a table of subsets, which a bottom-up DP goes through by how many bits are set
        const int items = std::max(1, int(std::bit_width(std::uint64_t(columns - 1))));
        for (MemoCell& cell : run.cells)
            if (cell.row >= 0)
                cell.row = std::popcount(std::uint64_t(cell.column));
        shape.kind = MemoShape::Kind::Subsets;
        shape.declaration = declaration;
        shape.rowAxis = QStringLiteral("used");
        shape.columnAxis = memoized->memoIndexes.front();
        shape.rows = items + 1;
        shape.columns = items;
        shape.firstItem = 0;
        run.table = shape;
        return;
    }
    shape.kind = memoized->memoIndexes.size() == 2 ? MemoShape::Kind::Grid : MemoShape::Kind::Line;
    shape.declaration = declaration;
    shape.rowAxis = memoized->memoIndexes.front();
    shape.columnAxis = memoized->memoIndexes.back();
    shape.rows = int(rows);
    shape.columns = int(columns);
    run.table = shape;
}

std::optional<MemoShape> UserGame::memoShape() const
{
    return m_runs.empty() ? std::nullopt : m_runs.back().table;
}

MemoCell UserGame::memoCell(std::uint32_t state) const
{
    if (m_runs.empty() || state < m_runs.back().stateBase) // an earlier run's state has no place in this table
        return {-1, 0};
    const std::size_t own = state - m_runs.back().stateBase;
    return own < m_runs.back().cells.size() ? m_runs.back().cells[own] : MemoCell {-1, 0};
}

QString UserGame::noMemoShapeReason() const
{
    return m_runs.empty() ? QString() : m_runs.back().noTable;
}

template <class Recorder> std::int64_t UserGame::replayInto(Recorder& rec)
{
    ProgramRecording& last = *m_runs.back().recording;
    last.replay(rec, m_runs.back().stateBase, m_runs.back().moveBase);
    const QString failure = failureMessage(last, m_program->path, m_limits);
    if (!failure.isEmpty())
        throw RunError(RunError::Kind::ProgramFailed, failure.toStdString(), last.calls());
    if (last.failure() && last.failure()->kind == stream::FailureKind::TooManyCalls) // a NullRecorder counts nothing
        throw RunError(RunError::Kind::TooLarge, GameTr::tr("too large: the run needs more than the call limit").toStdString(),
            last.calls());
    return last.answer();
}

std::int64_t UserGame::solve(TraceRecorder& rec, const SolveOptions&)
{
    rec.setCallLines(m_runs.back().recording->takeLines());
    rec.setStatesWhole(!m_runs.back().recording->stateConflict());
    return replayInto(rec);
}

QByteArray UserGame::programOutput() const
{
    if (m_runs.empty())
        return {};
    const ProgramRecording& recording = *m_runs.back().recording;
    QByteArray output = recording.output();
    if (!output.isEmpty() && !output.endsWith('\n')) // what follows starts a line of its own
        output += '\n';
    if (recording.run().outputCut)
        output += GameTr::tr("[the program printed more; only its first %L1 KiB are shown]").arg(output.size() / 1024).toUtf8()
            + '\n';
    return output;
}

const UserGame* asUserGame(const Game& game)
{
    return dynamic_cast<const UserGame*>(&game);
}

} // namespace gt
