#include "command_line.h"

#include "core/game_arguments.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include "render/style.h"

#include <limits>

namespace gt::cli {

namespace {

const QString kUsage = QStringLiteral(
    "gametree games\n"
    "gametree solve GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]\n"
    "gametree trace GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]\n"
    "gametree export GAME PARAMS [--memo ...] [--short-circuit ...] -o FILE.svg|.png|.pdf|.dot\n"
    "        [--view tree|dag] [--step K] [--palette default|colorblind|print|contrast] [--max-nodes N]\n"
    "        [--depth D] [--no-legend] [--no-memo-links] [--skipped] [--dpi N]\n"
    "gametree slides GAME PARAMS [--memo ...] [--short-circuit ...] -o DECK.pdf|FOLDER [--every K | --steps a,b,c]\n"
    "        [--palette ...] [--max-nodes N] [--depth D]\n"
    "every command: [--lang en|ja|ko]");

qint64 parseLimit(const QString& option, const QString& value, qint64 max, qint64 min = 1)
{
    bool ok = false;
    const qlonglong n = value.toLongLong(&ok);
    if (!ok || n < min || n > max)
        throw ParamError(
            CliTr::tr("--%1: '%2' is not allowed; use a whole number from %3 to %4").arg(option, value).arg(min).arg(max));
    return n;
}

QString commandOf(const QStringList& args, int index)
{
    return args.size() > index && !args[index].startsWith(u'-') ? args[index] : QString();
}
} // namespace

Command parseCommandLine(const QStringList& args)
{
    Command command;
    const QString verb = commandOf(args, 1);
    const QString gameId = commandOf(args, 2);

    QCommandLineParser parser;
    parser.setApplicationDescription(CliTr::tr("Runs the seed games' memoized solvers with tracing on.\n\n") + kUsage);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, CliTr::tr("Shows this help."));
    const QCommandLineOption version(QStringLiteral("version"), CliTr::tr("Shows the version."));
    const QCommandLineOption memo(QStringLiteral("memo"), CliTr::tr("Use the memo table (default on)."), QStringLiteral("on|off"));
    const QCommandLineOption shortCircuit(QStringLiteral("short-circuit"),
                                          CliTr::tr("Return at the first deciding move (default: as in the article)."),
                                          QStringLiteral("on|off"));
    const QCommandLineOption json(QStringLiteral("json"), CliTr::tr("Print one JSON object."));
    const QCommandLineOption maxRecorded(
        QStringLiteral("max-recorded"),
        CliTr::tr("Record at most this many calls; the run goes on and the trace says it is truncated (default %L1).")
            .arg(RunLimits::kDefaultMaxRecordedCalls),
        QStringLiteral("N"));
    const QCommandLineOption maxCalls(QStringLiteral("max-calls"),
                                      CliTr::tr("Stop with \"too large\" past this many calls (default %L1).")
                                          .arg(RunLimits::kDefaultMaxCalls),
                                      QStringLiteral("N"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    CliTr::tr("export: the file to write; .svg, .png, .pdf or .dot."), QStringLiteral("FILE"));
    const QCommandLineOption view(QStringLiteral("view"), CliTr::tr("export: tree (every call) or dag (one node per state)."),
                                  QStringLiteral("tree|dag"));
    const QCommandLineOption step(QStringLiteral("step"),
                                  CliTr::tr("export: the run as it stands after the first K enter/return events."),
                                  QStringLiteral("K"));
    const QCommandLineOption palette(QStringLiteral("palette"), CliTr::tr("export: default, colorblind, print or contrast."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption maxNodes(QStringLiteral("max-nodes"),
                                      CliTr::tr("export: draw at most about N nodes; deeper levels become \"+N calls\" "
                                         "(default %L1).")
                                          .arg(DrawOptions::kDefaultMaxNodes),
                                      QStringLiteral("N"));
    const QCommandLineOption depth(QStringLiteral("depth"), CliTr::tr("export: draw levels 0 to D only."), QStringLiteral("D"));
    const QCommandLineOption noLegend(QStringLiteral("no-legend"), CliTr::tr("export: leave out the legend."));
    const QCommandLineOption noMemoLinks(QStringLiteral("no-memo-links"),
                                         CliTr::tr("export: no dashed arrows from memo answers to where they were computed."));
    const QCommandLineOption skipped(QStringLiteral("skipped"), CliTr::tr("export: show the moves a short-circuit did not try."));
    const QCommandLineOption dpi(QStringLiteral("dpi"), CliTr::tr("export: PNG resolution (default 144)."), QStringLiteral("N"));
    const QCommandLineOption lang(QStringLiteral("lang"), CliTr::tr("Language of messages and pictures: en, ja or ko."),
                                  QStringLiteral("en|ja|ko"));
    const QCommandLineOption every(QStringLiteral("every"), CliTr::tr("slides: one slide every K steps (default 1)."),
                                   QStringLiteral("K"));
    const QCommandLineOption steps(QStringLiteral("steps"), CliTr::tr("slides: exactly these steps, e.g. 1,12,30."),
                                   QStringLiteral("LIST"));
    parser.addOptions({help, version, memo, shortCircuit, json, maxRecorded, maxCalls, output, view, step, palette,
                       maxNodes, depth, noLegend, noMemoLinks, skipped, dpi, lang, every, steps});
    parser.addPositionalArgument(QStringLiteral("command"), CliTr::tr("games, solve, trace or export"));
    parser.addPositionalArgument(QStringLiteral("game"), CliTr::tr("the game, for solve and trace"));

    const std::optional<GameInfo> game = gameId.isEmpty() ? std::nullopt : findGame(gameId);
    if (game)
        addGameOptions(parser, *game);

    if (!parser.parse(args)) {
        const QStringList unknown = parser.unknownOptionNames();
        if (!unknown.isEmpty() && game)
            throw ParamError(unknownOptionMessage(unknown.first(), *game));
        if (!unknown.isEmpty())
            throw ParamError(CliTr::tr("unknown option --%1; see gametree --help").arg(unknown.first()));
        throw ParamError(parser.errorText());
    }

    if (parser.isSet(help)) {
        command.verb = Command::Verb::Help;
        command.helpText = parser.helpText();
        return command;
    }
    if (parser.isSet(version)) {
        command.verb = Command::Verb::Version;
        return command;
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.isEmpty())
        throw ParamError(CliTr::tr("no command given; usage:\n") + kUsage);
    if (verb == QLatin1String("games")) {
        if (positional.size() > 1)
            throw ParamError(CliTr::tr("games takes no arguments, got '%1'").arg(positional[1]));
        command.verb = Command::Verb::Games;
        return command;
    }
    if (verb == QLatin1String("help")) {
        command.verb = Command::Verb::Help;
        command.helpText = parser.helpText();
        return command;
    }
    if (verb == QLatin1String("solve"))
        command.verb = Command::Verb::Solve;
    else if (verb == QLatin1String("trace"))
        command.verb = Command::Verb::Trace;
    else if (verb == QLatin1String("export"))
        command.verb = Command::Verb::Export;
    else if (verb == QLatin1String("slides"))
        command.verb = Command::Verb::Slides;
    else
        throw ParamError(CliTr::tr("unknown command '%1'; the commands: games, solve, trace, export, slides").arg(positional[0]));

    if (gameId.isEmpty())
        throw ParamError(CliTr::tr("%1 needs a game: can-i-win, stone-game-ii, stones or prime").arg(verb));
    if (!game)
        createGame(gameId, {}); // throws the "unknown game" message that lists the games
    if (positional.size() > 2)
        throw ParamError(CliTr::tr("unexpected argument '%1'; parameters are given as --name value").arg(positional[2]));

    command.gameId = gameId;
    command.params = gameParamsFrom(parser, *game);
    if (parser.isSet(memo))
        command.memo = parseOnOff(memo.names().first(), parser.value(memo));
    if (parser.isSet(shortCircuit))
        command.shortCircuit = parseOnOff(shortCircuit.names().first(), parser.value(shortCircuit));
    command.json = parser.isSet(json);
    if (parser.isSet(maxRecorded))
        command.limits.maxRecordedCalls = parseLimit(maxRecorded.names().first(), parser.value(maxRecorded), 100'000'000);
    if (parser.isSet(maxCalls))
        command.limits.maxCalls = parseLimit(maxCalls.names().first(), parser.value(maxCalls), 10'000'000'000LL);

    const bool pictures = command.verb == Command::Verb::Export || command.verb == Command::Verb::Slides;
    const QList<QCommandLineOption> exportOnly{output, view, step, palette, maxNodes, depth, noLegend, noMemoLinks, skipped, dpi};
    if (!pictures) {
        for (const QCommandLineOption& option : exportOnly)
            if (parser.isSet(option))
                throw ParamError(CliTr::tr("--%1 is an option of export, not of %2").arg(option.names().last(), verb));
    }
    for (const QCommandLineOption& option : {every, steps})
        if (command.verb != Command::Verb::Slides && parser.isSet(option))
            throw ParamError(CliTr::tr("--%1 is an option of slides, not of %2").arg(option.names().last(), verb));
    if (!pictures)
        return command;
    if (command.json)
        throw ParamError(CliTr::tr("--json is an option of solve and trace, not of %1").arg(verb));
    command.output = parser.value(output);
    if (command.output.isEmpty())
        throw ParamError(command.verb == Command::Verb::Slides ? CliTr::tr("slides needs -o DECK.pdf or -o FOLDER")
                                                               : CliTr::tr("export needs -o FILE (.svg, .png, .pdf or .dot)"));
    if (command.verb == Command::Verb::Slides) {
        if (parser.isSet(every) && parser.isSet(steps))
            throw ParamError(CliTr::tr("give --every or --steps, not both"));
        if (parser.isSet(every))
            command.every = parseLimit(every.names().first(), parser.value(every), 1'000'000'000);
        command.steps = parser.value(steps);
        if (parser.isSet(step) || parser.isSet(view) || parser.isSet(dpi))
            throw ParamError(CliTr::tr("slides draws the call tree at its chosen steps: --step, --view and --dpi are for export"));
    }
    if (parser.isSet(view)) {
        const QString v = parser.value(view);
        if (v != QLatin1String("tree") && v != QLatin1String("dag"))
            throw ParamError(CliTr::tr("--view: '%1' is not allowed; use tree or dag").arg(v));
        command.draw.view = v == QLatin1String("dag") ? DrawOptions::View::Dag : DrawOptions::View::Tree;
    }
    if (parser.isSet(step))
        command.draw.step = parseLimit(step.names().first(), parser.value(step), std::numeric_limits<std::int32_t>::max());
    if (parser.isSet(palette)) {
        command.palette = parser.value(palette);
        if (!paletteIds().contains(command.palette))
            throw ParamError(CliTr::tr("--palette: '%1' is not allowed; use %2").arg(command.palette, paletteIds().join(QStringLiteral(", "))));
    }
    if (parser.isSet(maxNodes))
        command.draw.maxNodes = int(parseLimit(maxNodes.names().first(), parser.value(maxNodes), 2'000'000, 2));
    if (parser.isSet(depth))
        command.draw.maxDepth = int(parseLimit(depth.names().first(), parser.value(depth), 65535, 0));
    command.legend = !parser.isSet(noLegend);
    command.draw.memoLinks = !parser.isSet(noMemoLinks);
    command.draw.skippedMoves = parser.isSet(skipped);
    if (parser.isSet(dpi))
        command.dpi = int(parseLimit(dpi.names().first(), parser.value(dpi), 1200, 36));
    return command;
}

} // namespace gt::cli
