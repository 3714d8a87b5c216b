// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "cli/commands.h"

#include "core/one_line.h"

#include "core/solve.h"
#include "layout/budget_layouter.h"
#include "render/exporter.h"
#include "render/handout.h"
#include "render/icicle_scene.h"
#include "render/table_scene.h"
#include "render/page_fit.h"
#include "render/slide_deck.h"
#include "render/slide_deck_writer.h"
#include "cli/play_command.h"
#include "cli/trace_json.h"
#include "usercode/code_cache.h"
#include "usercode/code_preparation.h"
#include "usercode/user_game.h"
#include "cli/web_page_export.h"

#include <QCoreApplication>
#include <QFileDevice>

#include <cerrno>
#include <cstdio>
#include <cstring>

namespace gt::cli {

namespace {

QString onOff(bool on)
{
    return on ? CliTr::tr("on") : CliTr::tr("off");
}

// How a call returned, brackets included: Japanese writes them full-width.
QString outcomeText(const Trace& trace, std::int32_t id)
{
    switch (trace.outcome(id)) {
    case Outcome::Base: return CliTr::tr("(base case)");
    case Outcome::Memo: return trace.memoOf(id) >= 0 ? CliTr::tr("(memo of #%1)").arg(trace.memoOf(id)) : CliTr::tr("(memo)");
    case Outcome::Shortcut: return CliTr::tr("(takes all)");
    case Outcome::Computed: break;
    }
    return {};
}

// What `prepare-code` built, or that it found everything built.
void prepareCode(QTextStream& out)
{
    const CodePreparation done = prepareCodeCache(false);
    const QString cache = codeCacheDir();
    if (!done.compilerHeaderBuilt && !done.parserHeaderBuilt)
        out << CliTr::tr("your code's precompiled headers were ready in %1").arg(cache) << '\n';
    else
        out << CliTr::tr("your code's precompiled headers are built in %1: the first file no longer waits for them").arg(cache)
            << '\n';
}

void listGames(QTextStream& out)
{
    for (const GameInfo& game : allGames()) {
        out << game.id << "  " << CliTr::tr("%1  (%2)", "a game's title, then where it comes from").arg(game.title, game.source)
            << '\n';
        QStringList example;
        for (const ParamSpec& spec : game.params) {
            out << "    --" << spec.name.leftJustified(7) << spec.describedLimits() << '\n';
            example << QStringLiteral("--%1 %2").arg(spec.name, spec.example);
        }
        const std::unique_ptr<Game> sample = game.create([&] {
            ParamText text;
            for (const ParamSpec& spec : game.params)
                text[spec.name] = spec.example;
            return text;
        }());
        // The defaults as the options take them: on or off, untranslated.
        out << "    "
            << (sample->hasShortCircuit()
                       ? CliTr::tr("options: --memo on|off (default on), --short-circuit on|off (default %1)")
                             .arg(sample->shortCircuitByDefault() ? QStringLiteral("on") : QStringLiteral("off"))
                       : CliTr::tr("options: --memo on|off (default on)"));
        out << '\n' << "    " << CliTr::tr("example: gametree solve %1 %2").arg(game.id, example.join(u' ')) << "\n\n";
    }
}

SolveOptions optionsFor(const Command& command, const Game& game)
{
    SolveOptions options = game.defaultOptions();
    if (command.memo)
        options.memo = *command.memo;
    if (command.shortCircuit) {
        if (!game.hasShortCircuit())
            throw ParamError(CliTr::tr("--short-circuit: %1 has no short-circuit (its value needs every move)").arg(game.id()));
        options.shortCircuit = *command.shortCircuit;
    }
    // What would draw nothing different is refused, as any option that does not apply.
    if (command.draw.skippedMoves && !options.shortCircuit && command.compare != ComparedOption::ShortCircuit)
        throw ParamError(CliTr::tr("--skipped shows the moves a short-circuit did not try; %1 runs with no short-circuit here")
                             .arg(game.id()));
    if (!command.draw.memoLinks && !options.memo && command.compare != ComparedOption::Memo)
        throw ParamError(CliTr::tr("--no-memo-links: with the memo off there are no memo links to leave out"));
    return options;
}

// `answered`: false for the partial run of a program that stopped, which has no answer to show.
void writeSummary(
    QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result, bool answered = true)
{
    const QString answer = game.runAnswerText(result.answer); // a program's output, as written: may be empty
    out << oneLine(game.id()) << "  " << oneLine(game.paramsText()) << "  "
        << (game.hasShortCircuit()
                   ? CliTr::tr("(memo %1, short-circuit %2)").arg(onOff(options.memo), onOff(options.shortCircuit))
                   : CliTr::tr("(memo %1)").arg(onOff(options.memo)))
        << '\n'
        << (!answered                 ? CliTr::tr("answer: none (the program stopped before it answered)")
                   : answer.isEmpty() ? CliTr::tr("answer: none (the program printed nothing)")
                                      : CliTr::tr("answer: %1").arg(answer))
        << '\n'
        << CliTr::tr("calls %L1 · memo hits %L2 · distinct states %L3 · max depth %4 · %5 ms")
               .arg(result.stats.calls)
               .arg(result.stats.memoHits)
               .arg(result.stats.distinctStates)
               .arg(result.stats.maxDepth < 0 ? QStringLiteral("–") : QString::number(result.stats.maxDepth))
               .arg(result.stats.seconds * 1000, 0, 'f', 3)
        << '\n';
    const UserGame* user = asUserGame(game);
    if (!user)
        return;
    if (user->lastRun())
        out << CliTr::tr("program: %1 s of CPU time, peak memory %L2 MiB")
                   .arg(user->lastRun()->cpuSeconds, 0, 'f', 2)
                   .arg(user->lastRun()->peakKiB / 1024)
            << '\n';
    for (const QString& note : user->notes())
        out << CliTr::tr("note: %1").arg(oneLine(note)) << '\n';
}

// Deeper calls are not indented further but say their depth: a run 10,000 calls deep (or an
// endless recursion stopped at 65,535) would otherwise print gigabytes of spaces.
constexpr int kMostIndentedDepth = 40;

void writeTraceText(QTextStream& out, const Game& game, const Trace& trace)
{
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        const int depth = trace.depth(id);
        out << QString(2 * qsizetype(std::min(depth, kMostIndentedDepth)), u' ');
        if (depth > kMostIndentedDepth)
            out << CliTr::tr("[depth %L1] ").arg(depth);
        out << '#' << id << "  ";
        // A label is the program's text: its control characters are shown, never sent to the terminal.
        if (trace.parent(id) >= 0)
            out << oneLine(game.moveLabel(trace.move(id))) << " → ";
        out << oneLine(game.stateLabel(trace.state(id)));
        if (!trace.returned(id)) {
            out << "  " << CliTr::tr("(running when the program stopped)") << '\n';
            continue;
        }
        out << "  " << nodeValueText(game, trace, id); // as a node reads: "= 5 · 1st gets 5", "mex{0,1} = 2"
        if (const QString how = outcomeText(trace, id); !how.isEmpty())
            out << "  " << how;
        if (trace.repeatOf(id) >= 0)
            out << "  " << CliTr::tr("(repeat of #%1)").arg(trace.repeatOf(id));
        if (trace.hasHiddenChildren(id))
            out << "  " << CliTr::tr("(calls below not recorded)");
        out << '\n';
    }
    if (trace.truncated())
        out << CliTr::tr("recording stopped after %L1 calls (--max-recorded); the counts above are exact").arg(trace.size())
            << '\n';
}
// The whole run as an icicle on the page (a slide when --fit none: it fits any page).
void exportIcicle(const Command& command, Game& game, const SolveOptions& options, const SolveResult& result, QTextStream& out)
{
    const Style style = Style::forPalette(*paletteById(command.palette));
    const Scene scene = buildIcicleScene({game, options, result}, style, pageSizeOf(command.fit), {true, command.legend});
    ExportOptions exportOptions;
    exportOptions.dpi = command.dpi;
    exportOptions.force = command.force;
    exportToFile(command.output, scene, Drawing {}, game, exportOptions);
    // One arg() for all: a file name such as "a%1b.svg" is written as it is.
    out << CliTr::tr("wrote %1: an icicle of %2 calls, %3 drawn one by one")
               .arg(oneLine(command.output), QString::number(result.trace->size()), QString::number(scene.callsInScene))
        << '\n';
}

// --view table, export and slides: the game must say how its memo is laid out.
void requireMemoShape(const Game& game, TableOrder order)
{
    const std::optional<MemoShape> shape = game.memoShape();
    if (!shape && !game.noMemoShapeReason().isEmpty())
        throw ParamError(CliTr::tr("--view table: %1 has no table to draw: %2").arg(game.id(), game.noMemoShapeReason()));
    if (!shape)
        throw ParamError(
            CliTr::tr("--view table: %1 does not say how its memo is laid out, so there is no table to draw").arg(game.id()));
    if (order == TableOrder::BottomUp && shape->bottomUpLoop.isEmpty())
        throw ParamError(CliTr::tr("--order bottom-up: %1 does not say how a bottom-up loop would fill its table; "
                                   "--order recursion is allowed")
                             .arg(game.id()));
}

// The memo as its DP table, at --step K or at the end of the run.
void exportTable(const Command& command, Game& game, const SolveResult& result, QTextStream& out)
{
    requireMemoShape(game, command.tableOrder);
    Stepper stepper(*result.trace);
    const std::int64_t step = command.draw.step.value_or(stepper.last());
    try {
        checkStepInRun(step, stepper.last());
    } catch (const std::out_of_range& error) {
        throw ParamError(QString::fromStdString(error.what()));
    }
    stepper.setPosition(step);
    const MemoTable table(game, stepper);
    const Style style = Style::forPalette(*paletteById(command.palette));
    Scene scene = buildTableScene(game, table, style, command.tableOrder, {true, command.legend});
    scene.page = pageSizeOf(command.fit);
    ExportOptions exportOptions;
    exportOptions.dpi = command.dpi;
    exportOptions.force = command.force;
    exportToFile(command.output, scene, Drawing {}, game, exportOptions);
    out << CliTr::tr("wrote %1: a table of %2 cells, %3 stored by this step")
               .arg(oneLine(command.output), QString::number(table.cellCount()), QString::number(table.storedByNow()))
        << '\n';
}

// --worksheet: the worksheet and its answer key, two pages of one PDF.
void exportWorksheet(const Command& command, Game& game, const SolveOptions& options, const SolveResult& result, QTextStream& out)
{
    BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
    const Style style = Style::forPalette(*paletteById(command.palette));
    std::vector<Scene> pages;
    try {
        pages = buildHandout({game, options, result}, command.draw, style,
            {pageSizeOf(command.fit), true, command.legend, command.fit == PageFit::A4}, layouter);
    } catch (const std::out_of_range& error) {
        throw ParamError(QString::fromStdString(error.what()));
    }
    writeExportFile(command.output, pdfOfPages({&pages.at(0), &pages.at(1)}));
    const auto boxes
        = std::count_if(pages[0].nodes.begin(), pages[0].nodes.end(), [](const SceneNode& n) { return !n.answerBox.isEmpty(); });
    out << CliTr::tr("wrote %1: a worksheet with %2 boxes to fill in, and its answer key")
               .arg(oneLine(command.output), QString::number(boxes))
        << '\n';
}

// `result`: a whole run, or what a failed program recorded (drawn as it stood when it stopped).
void exportPicture(const Command& command, Game& game, const SolveOptions& options, const SolveResult& result, QTextStream& out)
{
    if (command.icicle)
        return exportIcicle(command, game, options, result, out);
    if (command.table)
        return exportTable(command, game, result, out);
    if (exportFormatFor(command.output) == ExportFormat::Html)
        return exportWebPage(command, game, options, result, out);
    if (command.worksheet)
        return exportWorksheet(command, game, options, result, out);
    BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
    const Style style = Style::forPalette(*paletteById(command.palette));
    const SceneParts parts {true, command.legend};
    Drawing drawing;
    try {
        // A page is fitted on the whole run, so that a step shows the same nodes as the end.
        DrawOptions wanted = command.draw;
        if (!wanted.step && result.trace->openCalls() > 0)
            wanted.step = result.trace->eventCount();
        const DrawOptions draw = fitDrawOptions({game, options, result}, wanted, style, parts, pageSizeOf(command.fit), layouter);
        drawing = buildDrawing(game, *result.trace, draw);
    } catch (const std::out_of_range& error) {
        throw ParamError(QString::fromStdString(error.what()));
    }
    // At once, not after minutes of layout: how big it would be, and whether that is allowed.
    // "drawing…" only once every check has passed.
    const QString cost = checkDrawingSize(drawing, command.force);
    if (exportFormatFor(command.output) == ExportFormat::Png && command.fit == PageFit::None)
        checkPngBeforeLayout(drawing, *result.trace, style, command.dpi, command.force);
    if (!cost.isEmpty())
        out << cost << Qt::endl;
    Scene scene = buildScene({game, options, result}, drawing, style, layouter, parts);
    scene.page = pageSizeOf(command.fit);
    ExportOptions exportOptions;
    exportOptions.dpi = command.dpi;
    exportOptions.force = command.force;
    exportToFile(command.output, scene, drawing, game, exportOptions);
    if (command.draw.view == DrawOptions::View::Dag)
        out << CliTr::tr("wrote %1: %2 states drawn for %3 calls")
                   .arg(oneLine(command.output), QString::number(scene.callsInScene), QString::number(result.stats.calls));
    else
        out << CliTr::tr("wrote %1: %2 of %3 calls drawn")
                   .arg(oneLine(command.output), QString::number(scene.callsInScene), QString::number(result.stats.calls));
    out << '\n';
}
// --compare: the run with the option off and on, side by side.
void exportComparison(const Command& command, Game& game, const SolveOptions& options, QTextStream& out)
{
    exportFormatFor(command.output);
    if (*command.compare == ComparedOption::ShortCircuit && !game.hasShortCircuit())
        throw ParamError(
            CliTr::tr("--compare short-circuit: %1 has no short-circuit (its value needs every move)").arg(game.id()));
    const SolveOptions offOptions = withCompared(options, *command.compare, false);
    const SolveOptions onOptions = withCompared(options, *command.compare, true);
    const SolveResult offRun = solveTraced(game, offOptions, command.limits);
    const SolveResult onRun = solveTraced(game, onOptions, command.limits);
    BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
    const Style style = Style::forPalette(*paletteById(command.palette));
    const ComparedRun off {offOptions, offRun}, on {onOptions, onRun};
    const Scene scene = command.icicle
        ? buildIcicleComparisonScene(game, off, on, *command.compare, style, pageSizeOf(command.fit), command.legend)
        : buildComparisonScene(
            game, off, on, *command.compare, command.draw, style, layouter, pageSizeOf(command.fit), command.legend);
    ExportOptions exportOptions;
    exportOptions.dpi = command.dpi;
    exportOptions.force = command.force;
    exportToFile(command.output, scene, Drawing(), game, exportOptions);
    out << CliTr::tr("wrote %1: %2").arg(oneLine(command.output), comparisonSummary(off, on, *command.compare)) << '\n';
}

// --view table: a slide of the DP table at each step, as export --view table draws it.
void addTableSlides(
    const Command& command, Game& game, const SolveResult& result, const std::vector<std::int64_t>& steps, SlideDeckWriter& deck)
{
    requireMemoShape(game, command.tableOrder);
    Stepper stepper(*result.trace);
    const MemoTable table(game, stepper); // reads the store order once; each slide moves the stepper
    const Style style = Style::forPalette(*paletteById(command.palette));
    for (const std::int64_t step : steps) {
        stepper.setPosition(step);
        Scene slide = buildTableScene(game, table, style, command.tableOrder, {true, command.legend});
        slide.page = pageSizeOf(command.fit);
        deck.add(slide);
    }
}

void writeSlides(const Command& command, Game& game, const SolveOptions& options, const SolveResult& result, QTextStream& out)
{
    const std::int64_t events = result.trace->eventCount();
    const std::vector<std::int64_t> steps = command.steps.isEmpty()
        ? stepsEvery(command.every, events)
        : parseSteps(command.steps, events, QStringLiteral("--steps"));
    checkSlideCount(steps.size(), CliTr::tr("use --every or --steps"));
    if (command.table) {
        SlideDeckWriter deck(command.output);
        addTableSlides(command, game, result, steps, deck);
        deck.commit();
        out << CliTr::tr("wrote %1: %L2 slides of the DP table").arg(oneLine(command.output)).arg(deck.slidesAdded()) << '\n';
        return;
    }
    // Unfitted, every slide draws the whole picture: its size is checked before the first.
    if (command.fit == PageFit::None)
        if (const QString cost = checkDrawingSize(buildDrawing(game, *result.trace, command.draw), command.force);
            !cost.isEmpty())
            out << cost << Qt::endl;
    BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
    const Style style = Style::forPalette(*paletteById(command.palette));
    SlideDeckWriter deck(command.output);
    buildFittedSlides({game, options, result}, command.draw, style, steps, layouter, pageSizeOf(command.fit), deck);
    deck.commit();
    const qint64 slides = deck.slidesAdded();
    out << (slides == 1 ? CliTr::tr("wrote %1: 1 slide").arg(oneLine(command.output))
                        : CliTr::tr("wrote %1: %L2 slides").arg(oneLine(command.output)).arg(slides))
        << '\n';
}
// `failure`: why the run failed, empty when it finished.
void writeTrace(const Command& command, const Game& game, const SolveOptions& options, const SolveResult& result,
    QTextStream& out, const QString& failure = {})
{
    const bool answered = failure.isEmpty();
    if (command.json) {
        writeTraceJson(out, game, options, result, failure);
    } else {
        writeSummary(out, game, options, result, answered);
        writeTraceText(out, game, *result.trace);
    }
}

void runGame(const Command& command, Game& game, const SolveOptions& options, QTextStream& out)
{
    switch (command.verb) {
    case Command::Verb::Solve: {
        const SolveResult result = solveCounted(game, options, command.limits);
        if (command.json)
            writeSolveJson(out, game, options, result);
        else
            writeSummary(out, game, options, result);
        break;
    }
    case Command::Verb::Export:
        if (command.table && exportFormatFor(command.output) == ExportFormat::Dot) // a wrong extension fails before the run
            throw ParamError(CliTr::tr("a table has no graph to write as DOT; use .svg, .png or .pdf"));
        if (command.icicle)
            checkIcicleFormat(exportFormatFor(command.output));
        else
            exportFormatFor(command.output);
        if (command.compare)
            exportComparison(command, game, options, out);
        else
            exportPicture(command, game, options, solveTraced(game, options, command.limits), out);
        break;
    case Command::Verb::Slides: writeSlides(command, game, options, solveTraced(game, options, command.limits), out); break;
    default: writeTrace(command, game, options, solveTraced(game, options, command.limits), out); break;
    }
}

// What a --code program printed, before our own lines: it is the program's debugging output.
void writeProgramOutput(const Game& game, QTextStream& err)
{
    if (const UserGame* user = asUserGame(game))
        err << QString::fromUtf8(user->programOutput());
}

// A --code program that failed or hit --max-calls: trace, export and slides still show the calls it made.
int reportFailedRun(const Command& command, Game& game, const SolveOptions& options, const FailedRunError& failed,
    QTextStream& out, QTextStream& err)
{
    writeProgramOutput(game, err);
    const SolveResult& partial = failed.partial();
    if (partial.trace && command.verb == Command::Verb::Trace)
        writeTrace(command, game, options, partial, out, QString::fromStdString(failed.what()));
    else if (partial.trace && command.verb == Command::Verb::Export && !command.compare)
        exportPicture(command, game, options, partial, out);
    else if (partial.trace && !partial.trace->empty() && command.verb == Command::Verb::Slides)
        writeSlides(command, game, options, partial, out);
    printError(err, QString::fromStdString(failed.what()));
    return failed.kind() == RunError::Kind::ProgramFailed ? ExitProgramFailed : ExitBudget;
}

std::unique_ptr<Game> makeGame(const Command& command)
{
    return command.program ? createUserGame(command.program, command.params, command.values, command.programLimits)
                           : createGame(command.gameId, command.params);
}

} // namespace

void printError(QTextStream& err, const QString& message)
{
    err << "gametree: " << oneLine(message) << '\n';
}

int finishOutput(QTextStream& out, QTextStream& err, int status)
{
    errno = 0;
    out.flush();
    int error = errno;
    bool failed = out.status() != QTextStream::Ok;
    // The JSON of a trace is written to the device itself, past the stream.
    if (auto* file = qobject_cast<QFileDevice*>(out.device())) {
        errno = 0;
        if (!file->flush() || file->error() != QFileDevice::NoError) {
            failed = true;
            error = error != 0 ? error : errno;
        }
    }
    // The stream writes through the C library's stdout: what it still buffers is written here.
    if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
        failed = true;
        error = error != 0 ? error : errno;
    }
    if (!failed)
        return status;
    const QString why = error != 0                               ? QString::fromLocal8Bit(std::strerror(error))
        : out.device() && !out.device()->errorString().isEmpty() ? out.device()->errorString()
                                                                 : CliTr::tr("the write failed");
    printError(err, CliTr::tr("cannot write to standard output: %1; what it shows is incomplete").arg(why));
    return status == ExitOk ? ExitBadInput : status;
}

int runCommand(const Command& command, QTextStream& out, QTextStream& err)
{
    try {
        switch (command.verb) {
        case Command::Verb::Help: out << command.helpText; return ExitOk;
        case Command::Verb::Version: out << "gametree " << QCoreApplication::applicationVersion() << '\n'; return ExitOk;
        case Command::Verb::Games: listGames(out); return ExitOk;
        case Command::Verb::PrepareCode: prepareCode(out); return ExitOk;
        case Command::Verb::Solve:
        case Command::Verb::Trace:
        case Command::Verb::Export:
        case Command::Verb::Slides:
        case Command::Verb::Play: break;
        }
        const std::unique_ptr<Game> game = makeGame(command);
        const SolveOptions options = optionsFor(command, *game);
        try {
            if (command.verb == Command::Verb::Play) {
                QTextStream in(stdin);
                const int status = playInTerminal(command, *game, in, out, err);
                writeProgramOutput(*game, err);
                return status;
            }
            runGame(command, *game, options, out);
        } catch (const FailedRunError& failed) {
            return reportFailedRun(command, *game, options, failed, out, err);
        }
        writeProgramOutput(*game, err);
        return ExitOk;
    } catch (const ParamError& error) {
        printError(err, error.message());
        return ExitBadInput;
    } catch (const ExportError& error) {
        printError(err, error.message());
        return ExitBadInput;
    } catch (const LayoutError& error) {
        printError(err, QString::fromStdString(error.what()));
        return ExitBadInput;
    } catch (const UserError& error) { // a --code program that cannot be started
        printError(err, error.message());
        return ExitBadInput;
    } catch (const RunError& error) {
        printError(err, QString::fromStdString(error.what()));
        return error.kind() == RunError::Kind::ProgramFailed ? ExitProgramFailed : ExitBudget;
    }
}

} // namespace gt::cli
