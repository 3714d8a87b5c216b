// gametree-studio: the desktop window of Game Tree Studio.
//   gametree-studio [GAME PARAMS] [--memo on|off] [--short-circuit on|off] [--step K] [--screenshot FILE.png]
//   gametree-studio SESSION.gtree [--screenshot FILE.png]

#include "core/game_arguments.h"
#include "core/language.h"
#include "game_form.h"
#include "main_window.h"
#include "solve_job.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QSettings>
#include <QTimer>

#include <cstdio>

#include <unistd.h>

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
    std::fprintf(stderr, "gametree-studio: %s\n", qPrintable(message));
    return 2;
}

std::optional<bool> onOff(const QCommandLineParser& parser, const QString& name)
{
    return parser.isSet(name) ? std::optional(gt::parseOnOff(name, parser.value(name))) : std::nullopt;
}
} // namespace

int main(int argc, char* argv[])
{
    g_previousHandler = qInstallMessageHandler(dropOffscreenNoise);
    // Without it Qt warns on stderr at every start under a bare X server or offscreen.
    if (!qEnvironmentVariableIsSet("XDG_RUNTIME_DIR"))
        qputenv("XDG_RUNTIME_DIR", QDir::tempPath().toLocal8Bit() + "/runtime-gametree-" + QByteArray::number(getuid()));
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("GameTreeStudio"));
    QApplication::setApplicationName(QStringLiteral("gametree-studio"));
    QApplication::setApplicationDisplayName(QStringLiteral("Game Tree Studio"));
    QApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    // The language: --lang, else the one chosen last time, else the system's.
    {
        const QStringList all = QApplication::arguments();
        const qsizetype i = all.indexOf(QStringLiteral("--lang"));
        const QString wanted = i >= 0 && i + 1 < all.size()
            ? all[i + 1]
            : QSettings().value(QStringLiteral("view/language"), gt::systemLanguage()).toString();
        if (!gt::setLanguage(wanted))
            return fail(QStringLiteral("--lang: '%1' is not allowed; use en, ja or ko").arg(wanted));
    }
    const QStringList args = QApplication::arguments();
    const QString first = args.size() > 1 && !args[1].startsWith(u'-') ? args[1] : QString();
    const std::optional<gt::GameInfo> game = first.isEmpty() ? std::nullopt : gt::findGame(first);

    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate("main", "Game Tree Studio: step through a game solver's recursion."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("game"), QApplication::translate("main", "can-i-win, stone-game-ii, stones or prime; or a .gtree session"));
    const QCommandLineOption memo(QStringLiteral("memo"), QApplication::translate("main", "Use the memo table."), QStringLiteral("on|off"));
    const QCommandLineOption shortCircuit(QStringLiteral("short-circuit"), QApplication::translate("main", "Return at the first deciding move."), QStringLiteral("on|off"));
    const QCommandLineOption step(QStringLiteral("step"), QApplication::translate("main", "Open the run at this step."), QStringLiteral("K"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QApplication::translate("main", "Save a picture of the window once the run is shown, then quit."),
                                        QStringLiteral("FILE.png"));
    const QCommandLineOption lang(QStringLiteral("lang"), QApplication::translate("main", "Language: en, ja or ko."), QStringLiteral("en|ja|ko"));
    const QCommandLineOption present(QStringLiteral("present"), QApplication::translate("main", "Start in presentation mode (full screen; Esc leaves)."));
    const QCommandLineOption quiz(QStringLiteral("quiz"), QApplication::translate("main", "Start in quiz mode: pause before each return to ask."));
    parser.addOptions({memo, shortCircuit, step, screenshot, lang, present, quiz});
    if (game)
        gt::addGameOptions(parser, *game);
    if (!parser.parse(args)) {
        if (!parser.unknownOptionNames().isEmpty() && game)
            return fail(gt::unknownOptionMessage(parser.unknownOptionNames().first(), *game));
        return fail(parser.errorText());
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    gt::MainWindow window;
    std::optional<std::int64_t> startStep;
    if (parser.isSet(step)) {
        bool ok = false;
        startStep = parser.value(step).toLongLong(&ok);
        if (!ok || *startStep < 1)
            return fail(QStringLiteral("--step: '%1' is not allowed; use a whole number from 1").arg(parser.value(step)));
    }

    bool solving = false;
    if (first.endsWith(QLatin1String(".gtree"))) {
        window.openSession(first);
        solving = window.job()->isRunning();
    } else if (!first.isEmpty()) {
        if (!game)
            return fail(QStringLiteral("unknown game '%1'; the games: can-i-win, stone-game-ii, stones, prime").arg(first));
        try {
            const gt::ParamText params = gt::gameParamsFrom(parser, *game);
            const std::unique_ptr<gt::Game> g = gt::createGame(game->id, params);
            gt::SolveOptions options = g->defaultOptions();
            options.memo = onOff(parser, memo.names().first()).value_or(options.memo);
            options.shortCircuit = onOff(parser, shortCircuit.names().first()).value_or(options.shortCircuit);
            if (!g->hasShortCircuit())
                options.shortCircuit = false;
            window.form()->setRun(game->id, params, options);
        } catch (const gt::ParamError& error) {
            return fail(error.message());
        }
        window.solve(startStep);
        solving = true;
    } else {
        window.restoreSettings();
    }
    window.show();
    if (parser.isSet(quiz))
        window.setQuizMode(true);
    if (parser.isSet(present)) {
        if (solving)
            QObject::connect(&window, &gt::MainWindow::runShown, &window, [&window] { window.setPresentation(true); },
                             Qt::SingleShotConnection);
        else
            window.setPresentation(true);
    }

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        auto shoot = [&window, file] {
            // Let the layout settle and paint before grabbing.
            QTimer::singleShot(300, &window, [&window, file] {
                const bool saved = window.grab().save(file);
                if (!saved)
                    std::fprintf(stderr, "gametree-studio: cannot write %s\n", qPrintable(file));
                QApplication::exit(saved ? 0 : 2);
            });
        };
        if (solving)
            QObject::connect(&window, &gt::MainWindow::runShown, &window, shoot, Qt::SingleShotConnection);
        else
            shoot();
    }
    return QApplication::exec();
}
