// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// gametree-studio: the desktop window of Game Tree Studio.
//   gametree-studio [GAME PARAMS] [--memo on|off] [--short-circuit on|off] [--step K] [--state-graph]
//                   [--screenshot FILE.png]
//   gametree-studio SESSION.gtree [--screenshot FILE.png [--run-code]]
//   gametree-studio FILE.cpp|FILE.py [--memo on|off] [--short-circuit on|off] [--step K]   (your own recursion)
//                   [--stdin FILE] [--call 'method(args)'] [--root K]         (a file without gametree.h)
// Options may stand before GAME or SESSION as well as after it (--lang ja can-i-win --max 10).

#include "app/command_checks.h"
#include "app/game_arguments.h"
#include "app/game_words.h"
#include "app/start_up.h"
#include "core/file_writing.h"
#include "core/input_file.h"
#include "core/language.h"
#include "core/one_line.h"
#include "core/session_file.h"
#include "studio/canvas/comparison_pane.h"
#include "studio/canvas/icicle_view.h"
#include "studio/canvas/tree_view.h"
#include "studio/canvas/view_report.h"
#include "studio/code/code_files.h"
#include "studio/code/code_run_input.h"
#include "studio/code/code_workspace.h"
#include "studio/panels/game_form.h"
#include "studio/play/play_mode.h"
#include "studio/run/solve_job.h"
#include "studio/window/main_window.h"
#include "studio/window/studio_settings.h"
#include "usercode/code_preparation.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QEventLoop>
#include <QIcon>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTimer>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>

namespace {
QtMessageHandler g_previousHandler = nullptr;

// The offscreen platform (screenshots, CI) warns for every dock; not about our code.
void dropOffscreenNoise(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (!message.contains(QLatin1String("does not support propagateSizeHints")))
        g_previousHandler(type, context, message);
}

int fail(const QString& message)
{
    std::fprintf(stderr, "gametree-studio: %s\n", qPrintable(gt::oneLine(message)));
    return 2;
}

std::optional<bool> onOff(const QCommandLineParser& parser, const QString& name)
{
    return parser.isSet(name) ? std::optional(gt::parseOnOff(name, parser.value(name))) : std::nullopt;
}

void nameApplication()
{
    QApplication::setOrganizationName(QStringLiteral("GameTreeStudio"));
    QApplication::setApplicationName(QStringLiteral("gametree-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("Game Tree Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("org.gametreestudio.Studio")); // the window manager finds the icon
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/org.gametreestudio.Studio.png")));
}

// --lang, else the one chosen last time, else the system's. It is read before the parser is
// built, so that --help and every message are in that language.
QString wantedLanguage(const QStringList& args)
{
    const QString given = gt::languageArgument(args);
    return !given.isEmpty() ? given : gt::StudioSettings().language(gt::systemLanguage());
}

// The studio's own options; the game's parameters are added once the game is known.
struct StudioOptions {
    QCommandLineOption memo {
        QStringLiteral("memo"), QApplication::translate("main", "Use the memo table."), QStringLiteral("on|off")};
    QCommandLineOption shortCircuit {QStringLiteral("short-circuit"),
        QApplication::translate("main", "Return at the first deciding move."), QStringLiteral("on|off")};
    QCommandLineOption step {
        QStringLiteral("step"), QApplication::translate("main", "Open the run at this step."), QStringLiteral("K")};
    QCommandLineOption screenshot {QStringLiteral("screenshot"),
        QApplication::translate("main", "Save a picture of the window once the run is shown, then quit."),
        QStringLiteral("FILE.png")};
    QCommandLineOption viewReport {QStringLiteral("view-report"),
        QApplication::translate("main", "With --screenshot: also write what the canvas shows, as JSON."),
        QStringLiteral("FILE.json")};
    QCommandLineOption runCode {QStringLiteral("run-code"),
        QApplication::translate("main", "With --screenshot: compile and run the session's code without asking.")};
    QCommandLineOption lang {
        QStringLiteral("lang"), QApplication::translate("main", "Language: en, ja or ko."), QStringLiteral("en|ja|ko")};
    QCommandLineOption present {
        QStringLiteral("present"), QApplication::translate("main", "Start in presentation mode (full screen; Esc leaves).")};
    QCommandLineOption play {QStringLiteral("play"),
        QApplication::translate("main", "Start in Play mode: the class plays the game against the solver.")};
    QCommandLineOption quiz {
        QStringLiteral("quiz"), QApplication::translate("main", "Start in quiz mode: pause before each return to ask.")};
    QCommandLineOption compare {QStringLiteral("compare"),
        QApplication::translate("main", "Show beside the run the same run with this option flipped."),
        QStringLiteral("memo|short-circuit")};
    QCommandLineOption stateGraph {QStringLiteral("state-graph"),
        QApplication::translate("main", "Show the state graph (one node per state) in place of the call tree.")};
    QCommandLineOption memoTable {
        QStringLiteral("dp-table"), QApplication::translate("main", "Show the memo as its DP table in place of the call tree.")};
    QCommandLineOption order {QStringLiteral("order"),
        QApplication::translate(
            "main", "The memo table's numbers: when the recursion stored each cell, or when a bottom-up loop fills it."),
        QStringLiteral("recursion|bottom-up")};

    // A program traced as written: what its Input, Call and "Run K of N" boxes start with.
    QCommandLineOption stdinFile {QStringLiteral("stdin"),
        QApplication::translate("main", "Your code as written: the file its standard input comes from (the Standard input box)."),
        QStringLiteral("FILE")};
    QCommandLineOption call {QStringLiteral("call"),
        QApplication::translate("main", "Your code as written, a class without main(): the call to make (the Call box)."),
        QStringLiteral("method(args)")};
    QCommandLineOption root {QStringLiteral("root"),
        QApplication::translate("main", "Your code as written: draw the K-th top-level call of its recursion."),
        QStringLiteral("K")};

    QList<QCommandLineOption> all() const
    {
        return {memo, shortCircuit, step, screenshot, viewReport, runCode, lang, present, play, quiz, compare, stateGraph,
            memoTable, order, stdinFile, call, root};
    }
};

// The game's parameters only once the game is known: its --help lists them, and a parameter of
// another game is refused by name.
void declareOptions(QCommandLineParser& parser, const StudioOptions& options, const std::optional<gt::GameInfo>& game)
{
    parser.setApplicationDescription(
        QApplication::translate("main", "Game Tree Studio: step through a game solver's recursion."));
    // Ours, not addHelpOption's: Qt's own lines stayed English (or plain-form Japanese among polite ones).
    parser.addOption(
        QCommandLineOption({QStringLiteral("h"), QStringLiteral("help")}, QApplication::translate("main", "Shows this help.")));
    parser.addOption(QCommandLineOption(QStringLiteral("version"), QApplication::translate("main", "Shows the version.")));
    parser.addPositionalArgument(QStringLiteral("game"),
        QApplication::translate("main", "A game (%1), a .gtree session or your own .cpp or .py file.").arg(gt::gameIdList()));
    parser.addOptions(options.all());
    if (game)
        gt::addGameOptions(parser, *game);
}

// Qt's message for an unknown option says only that; for a game, ours lists its parameters.
QString parseErrorMessage(const QCommandLineParser& parser, const std::optional<gt::GameInfo>& game)
{
    if (!parser.unknownOptionNames().isEmpty() && game)
        return gt::unknownOptionMessage(parser.unknownOptionNames().constFirst(), *game);
    return parser.errorText();
}

// --step K; its upper bound is only known once the run is solved. Throws ParamError.
std::optional<std::int64_t> startStepFrom(const QCommandLineParser& parser, const QCommandLineOption& step)
{
    if (!parser.isSet(step))
        return std::nullopt;
    bool ok = false;
    const std::int64_t k = parser.value(step).toLongLong(&ok);
    if (!ok || k < 1)
        throw gt::ParamError(
            QApplication::translate("main", "--step: '%1' is not allowed; use a whole number from 1").arg(parser.value(step)));
    return k;
}

// Fills the form with the game's run as given; throws ParamError for a bad parameter or on/off
// value. --short-circuit is dropped for a game that has none.
void setRunFrom(gt::MainWindow& window, const QCommandLineParser& parser, const StudioOptions& options, const gt::GameInfo& game)
{
    const gt::ParamText params = gt::gameParamsFrom(parser, game);
    const std::unique_ptr<gt::Game> g = gt::createGame(game.id, params);
    gt::SolveOptions solveOptions = g->defaultOptions();
    solveOptions.memo = onOff(parser, options.memo.names().constFirst()).value_or(solveOptions.memo);
    solveOptions.shortCircuit = onOff(parser, options.shortCircuit.names().constFirst()).value_or(solveOptions.shortCircuit);
    if (!g->hasShortCircuit() && solveOptions.shortCircuit && parser.isSet(options.shortCircuit))
        throw gt::ParamError(
            QApplication::translate("main", "--short-circuit: %1 has no short-circuit (its value needs every move)")
                .arg(game.id));
    if (!g->hasShortCircuit())
        solveOptions.shortCircuit = false;
    window.form()->setRun(game.id, params, solveOptions);
}

// --stdin, --call and --root fill the boxes of a program traced as written. Throws ParamError.
void setCodeInputFrom(gt::MainWindow& window, const QCommandLineParser& parser, const StudioOptions& options)
{
    QString input;
    if (parser.isSet(options.stdinFile)) {
        // The Standard input box holds at most kMaxInputLength characters; a file of more bytes cannot fit.
        constexpr qint64 kMaxInputBytes = qint64(2) << 20;
        QByteArray bytes;
        if (const QString why = gt::readInputFile(parser.value(options.stdinFile), kMaxInputBytes, bytes); !why.isEmpty())
            throw gt::ParamError(
                QApplication::translate("main", "--stdin: cannot read %1: %2").arg(parser.value(options.stdinFile), why));
        input = QString::fromUtf8(bytes);
        if (input.size() > gt::Session::kMaxInputLength)
            throw gt::ParamError(QApplication::translate("main", "--stdin: %1 is longer than %L2 characters")
                                     .arg(parser.value(options.stdinFile))
                                     .arg(gt::Session::kMaxInputLength));
    }
    std::int64_t root = 1;
    if (parser.isSet(options.root)) {
        bool ok = false;
        root = parser.value(options.root).toLongLong(&ok);
        if (!ok || root < 1 || root > gt::Session::kMaxRoot)
            throw gt::ParamError(QApplication::translate("main", "--root: '%1' is not allowed; use a whole number from 1 to %L2")
                                     .arg(parser.value(options.root))
                                     .arg(gt::Session::kMaxRoot));
    }
    const std::optional<QString> call = parser.isSet(options.call) ? std::optional(parser.value(options.call)) : std::nullopt;
    window.code()->runInput()->setOptions(input, call, root);
}

// A session named on the command line. In the window its code is asked about over the window,
// which shows it; a screenshot cannot ask, so it needs --run-code, and a session that cannot be
// opened is an error (the window shows it in its banner). Returns whether a run is being solved.
bool openSessionFrom(gt::MainWindow& window, const QCommandLineParser& parser, const StudioOptions& options, const QString& path)
{
    if (!parser.isSet(options.screenshot)) {
        window.show();
        window.openSession(path);
        return window.job()->isRunning();
    }
    if (!parser.isSet(options.runCode)) {
        bool hasCode = false;
        try {
            hasCode = gt::loadSessionFile(path).hasCode();
        } catch (const gt::SessionError&) { // openSession() names what is wrong
        }
        if (hasCode)
            throw gt::ParamError(QApplication::translate("main",
                "%1 contains C++ code, which --screenshot runs only with --run-code; "
                "open the session in the window to read the code first")
                                     .arg(path));
    }
    if (const QString error = window.openSession(path, gt::MainWindow::CodeConsent::Given); !error.isEmpty())
        throw gt::ParamError(error);
    return window.job()->isRunning();
}

// Opens what the command line names: a session, a game's run (solving starts at once), or else
// the last run from the settings. Throws ParamError for bad input. Returns whether a run is being
// solved, that is whether runShown() is still to come.
bool openRun(gt::MainWindow& window, const QCommandLineParser& parser, const StudioOptions& options, const QString& first,
    const std::optional<gt::GameInfo>& game)
{
    const std::optional<std::int64_t> startStep = startStepFrom(parser, options.step);
    for (const QCommandLineOption* codeOnly : {&options.stdinFile, &options.call, &options.root})
        if (parser.isSet(*codeOnly) && !gt::isCodeFileName(first))
            throw gt::ParamError(QApplication::translate(
                "main", "--%1 is for your own code: name its .cpp or .py file (gametree-studio FILE.py --%1 ...)")
                                     .arg(codeOnly->names().constFirst()));
    if (parser.isSet(options.runCode) && (!first.endsWith(QLatin1String(".gtree")) || !parser.isSet(options.screenshot)))
        throw gt::ParamError(QApplication::translate("main",
            "--run-code is for a session's code with --screenshot "
            "(gametree-studio SESSION.gtree --screenshot FILE.png --run-code)"));
    if (first.endsWith(QLatin1String(".gtree"))) {
        for (const QCommandLineOption* run : {&options.memo, &options.shortCircuit, &options.step})
            if (parser.isSet(*run))
                throw gt::ParamError(QApplication::translate(
                    "main", "--%1 does not apply to a session, which opens with its own run and step; change them in the window")
                                         .arg(run->names().constFirst()));
        return openSessionFrom(window, parser, options, first);
    }
    if (first.isEmpty()) { // the last run, or on a first start the first game's first example: a tree at once
        for (const QCommandLineOption* run : {&options.memo, &options.shortCircuit})
            if (parser.isSet(*run))
                throw gt::ParamError(QApplication::translate("main",
                    "--%1 goes with the game or code file it changes: name it first (gametree-studio prime --n 7 --%1 off)")
                                         .arg(run->names().constFirst()));
        window.restoreSettings();
        if (!window.form()->problem().isEmpty())
            return false;
        window.solve(startStep);
        return true;
    }
    if (gt::isCodeFileName(first)) { // named by the user here, so it runs without asking; its parameters are set in the form
        if (const QString error = window.code()->openFile(first); !error.isEmpty())
            throw gt::ParamError(error);
        if (!window.code()->isAsWritten()) // a gametree.h program declares its parameters and has no input or call
            for (const QCommandLineOption* option : {&options.stdinFile, &options.call, &options.root})
                if (parser.isSet(*option))
                    throw gt::ParamError(QApplication::translate("main",
                        "--%1 is for a program traced as written; %2 is written against gametree.h, which takes "
                        "--memo, --short-circuit and --step here, and its parameters in the window's form")
                                             .arg(option->names().constFirst(), first));
        setCodeInputFrom(window, parser, options);
        const std::optional<bool> memo = onOff(parser, options.memo.names().constFirst());
        const std::optional<bool> shortCircuit = onOff(parser, options.shortCircuit.names().constFirst());
        if (memo || shortCircuit) // else the program's own defaults
            window.form()->setRun({}, {}, {memo.value_or(true), shortCircuit.value_or(false)});
        window.solve(startStep);
        return true;
    }
    if (!game)
        gt::createGame(first, {}); // throws "unknown game 'X'; the games: ..."
    setRunFrom(window, parser, options, *game);
    window.solve(startStep);
    return true;
}

// --help and --version: the text on standard output, checked like every output (/dev/full, a full disk).
int printed(const QString& text)
{
    const QByteArray bytes = text.toLocal8Bit();
    errno = 0;
    if (std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout) == size_t(bytes.size()) && std::fflush(stdout) == 0)
        return 0;
    return fail(QApplication::translate("main", "cannot write to standard output: %1")
                    .arg(QString::fromLocal8Bit(std::strerror(errno != 0 ? errno : EIO))));
}

// What the command line gives that would be ignored or lost is refused: a second value of an
// option (of --n 7 --n 8 only 8 ran), a word after the game or file, --state-graph with --dp-table
// (one tab is shown), a picture or report written over what is opened. Throws ParamError.
void refuseWhatDoesNotApply(const QCommandLineParser& parser, const StudioOptions& options, const QString& first)
{
    gt::refuseRepeatedOptions(parser, options.all());
    const QStringList positional = parser.positionalArguments();
    if (positional.size() > 1)
        throw gt::ParamError(QApplication::translate(
            "main", "unexpected argument '%1'; give one game, session or code file, and parameters as --name value")
                                 .arg(positional[1]));
    if (parser.isSet(options.stateGraph) && parser.isSet(options.memoTable))
        throw gt::ParamError(QApplication::translate(
            "main", "--state-graph and --dp-table each show one tab in place of the call tree; give one of them"));
    const bool opensFile = first.endsWith(QLatin1String(".gtree")) || gt::isCodeFileName(first);
    const QStringList inputs {opensFile ? first : QString(), parser.value(options.stdinFile)};
    gt::refuseOutputOverInputs(QStringLiteral("--screenshot"), parser.value(options.screenshot), inputs);
    gt::refuseOutputOverInputs(QStringLiteral("--view-report"), parser.value(options.viewReport), inputs);
    if (parser.isSet(options.viewReport) && parser.value(options.viewReport) == parser.value(options.screenshot))
        throw gt::ParamError(QApplication::translate("main",
            "--view-report and --screenshot name the same file, %1; "
            "the report would replace the picture")
                                 .arg(parser.value(options.screenshot)));
}

// --step K past the run's last step: the command line is refused (the status says so) rather than
// opening at the first step, as a session's step does.
void refuseStepPastTheEnd(gt::MainWindow& window, std::optional<std::int64_t> step)
{
    if (!step)
        return;
    QObject::connect(
        &window, &gt::MainWindow::runShown, &window,
        [&window, step] {
            if (!window.run() || *step <= window.run()->stepper().last())
                return;
            fail(QApplication::translate("main", "--step: %1 is past the run's last step, %2; use a step from 1 to %2")
                     .arg(*step)
                     .arg(window.run()->stepper().last()));
            QApplication::exit(2);
        },
        Qt::SingleShotConnection);
}

// Presentation mode frames the tree, so while solving it waits until the run is on screen.
void startModes(gt::MainWindow& window, bool quiz, bool present, bool solving)
{
    if (quiz)
        window.quiz()->setOn(true);
    if (!present)
        return;
    if (solving)
        QObject::connect(
            &window, &gt::MainWindow::runShown, &window, [&window] { window.setPresentation(true); }, Qt::SingleShotConnection);
    else
        window.setPresentation(true);
}

// Saves a picture of the window and quits; the exit status says whether the file was written.
void screenshotSoon(gt::MainWindow& window, const QString& file, const QString& report)
{
    // Let the layout settle and paint before grabbing, the icicle made too (off the GUI thread).
    QTimer::singleShot(300, &window, [&window, file, report] {
        if (window.run() && !window.icicle()->isReady()) { // no run (an error is shown): no icicle comes
            QEventLoop wait;
            QObject::connect(window.icicle(), &gt::IcicleView::pictureReady, &wait, &QEventLoop::quit);
            QTimer::singleShot(20000, &wait, &QEventLoop::quit);
            wait.exec();
            QApplication::processEvents();
        }
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        window.grab().save(&buffer, "PNG");
        QString error = gt::writeFileWhole(file, png);
        if (!error.isEmpty())
            std::fprintf(
                stderr, "gametree-studio: --screenshot: cannot write %s: %s\n", qPrintable(gt::oneLine(file)), qPrintable(error));
        bool saved = error.isEmpty();
        if (saved && !report.isEmpty()) {
            QJsonObject shown = gt::viewReport(*window.canvas()->shown(), window.run());
            if (window.comparison()->isVisible()) // the second canvas, beside the first
                shown.insert(
                    QStringLiteral("compare"), gt::viewReport(*window.comparison()->view(), window.comparison()->otherRun()));
            error = gt::writeFileWhole(report, QJsonDocument(shown).toJson());
            if (!error.isEmpty())
                std::fprintf(stderr, "gametree-studio: --view-report: cannot write %s: %s\n", qPrintable(gt::oneLine(report)),
                    qPrintable(error));
            saved = error.isEmpty();
        }
        QApplication::exit(saved ? 0 : 2);
    });
}

// The screenshot once the run is on screen (and the run to compare with, if any) when one is
// being solved.
void screenshotWhenShown(gt::MainWindow& window, const QString& file, const QString& report, bool solving)
{
    auto shoot = [&window, file, report] { screenshotSoon(window, file, report); };
    if (window.comparison()->compared())
        QObject::connect(window.comparison(), &gt::ComparisonPane::shown, &window, shoot, Qt::SingleShotConnection);
    else if (solving)
        QObject::connect(&window, &gt::MainWindow::runShown, &window, shoot, Qt::SingleShotConnection);
    else
        shoot();
}
} // namespace

int main(int argc, char* argv[])
{
    g_previousHandler = qInstallMessageHandler(dropOffscreenNoise);
    gt::prepareRuntimeFolder();
    QApplication app(argc, argv);
    nameApplication();

    const QStringList args = QApplication::arguments();
    const QString language = wantedLanguage(args);
    if (const QString error = gt::applyLanguage(language); !error.isEmpty())
        return fail(error);
    const StudioOptions options;
    // The game (or session) decides which options the parser accepts, so it is found first.
    const QString first = gt::positionalWords(args, options.all()).value(0);
    const std::optional<gt::GameInfo> game = first.isEmpty() ? std::nullopt : gt::findGame(first);

    // A game that does not exist is the mistake to name, not the parameters it was given.
    if (!first.isEmpty() && !game && !first.endsWith(QLatin1String(".gtree")) && !gt::isCodeFileName(first)) {
        try {
            gt::createGame(first, {});
        } catch (const gt::ParamError& error) {
            return fail(error.message());
        }
    }
    QCommandLineParser parser;
    declareOptions(parser, options, game);
    if (!parser.parse(args))
        return fail(parseErrorMessage(parser, game));
    try {
        refuseWhatDoesNotApply(parser, options, first);
    } catch (const gt::ParamError& error) {
        return fail(error.message());
    }
    if (parser.isSet(QStringLiteral("help")))
        return printed(parser.helpText());
    if (parser.isSet(QStringLiteral("version")))
        return printed(QApplication::applicationName() + u' ' + QApplication::applicationVersion() + u'\n');

    gt::MainWindow window;
    if (parser.isSet(options.compare)) {
        const std::optional<gt::ComparedOption> compared = gt::comparedOptionById(parser.value(options.compare));
        if (!compared)
            return fail(QApplication::translate("main", "--compare: '%1' is not allowed; use memo or short-circuit")
                            .arg(parser.value(options.compare)));
        window.comparison()->setCompared(compared);
    }
    bool solving = false;
    try {
        if (parser.isSet(options.viewReport) && !parser.isSet(options.screenshot))
            throw gt::ParamError(
                QApplication::translate("main", "--view-report goes with --screenshot: it is written with the picture"));
        solving = openRun(window, parser, options, first, game);
        if (solving) // before the screenshot's connection, so that a step past the end writes no picture
            refuseStepPastTheEnd(window, startStepFrom(parser, options.step));
    } catch (const gt::ParamError& error) {
        return fail(error.message());
    }
    if (parser.isSet(options.play)) // a game with the short-circuit on is run again with it off
        window.playMode()->startWithPlay(!parser.isSet(options.shortCircuit));
    if (parser.isSet(options.stateGraph))
        window.canvas()->showStateGraph(true);
    if (parser.isSet(options.memoTable))
        window.canvas()->showMemoTable(true);
    if (parser.isSet(options.order)) {
        const std::optional<gt::TableOrder> order = gt::tableOrderById(parser.value(options.order));
        if (!order)
            return fail(QApplication::translate("main", "--order: '%1' is not allowed; use recursion or bottom-up")
                            .arg(parser.value(options.order)));
        window.canvas()->setTableOrder(*order);
    }
    window.show();
    startModes(window, parser.isSet(options.quiz), parser.isSet(options.present), solving);
    // The precompiled headers one's own code is compiled with, built while the window is in use
    // (at the lowest priority), so that its first Solve waits no longer than any new file. A
    // screenshot quits before they would be of use.
    std::unique_ptr<gt::BackgroundCodePreparation> preparation;
    if (parser.isSet(options.screenshot))
        screenshotWhenShown(window, parser.value(options.screenshot), parser.value(options.viewReport), solving);
    else
        QTimer::singleShot(0, &window, [&preparation] { preparation = std::make_unique<gt::BackgroundCodePreparation>(); });
    return QApplication::exec();
}
