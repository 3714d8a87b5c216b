#include "command_line.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace gt::cli {

namespace {
QString tr(const char* text)
{
    return QCoreApplication::translate("gt::cli", text);
}

const QString kUsage = QStringLiteral(
    "gametree games\n"
    "gametree solve GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]\n"
    "gametree trace GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]");

bool parseOnOff(const QString& option, const QString& value)
{
    if (value == QLatin1String("on"))
        return true;
    if (value == QLatin1String("off"))
        return false;
    throw ParamError(tr("--%1: '%2' is not allowed; use on or off").arg(option, value));
}

std::int64_t parseLimit(const QString& option, const QString& value, std::int64_t max)
{
    bool ok = false;
    const qlonglong n = value.toLongLong(&ok);
    if (!ok || n < 1 || n > max)
        throw ParamError(tr("--%1: '%2' is not allowed; use a whole number from 1 to %3").arg(option, value).arg(max));
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
    parser.setApplicationDescription(tr("Runs the seed games' memoized solvers with tracing on.\n\n") + kUsage);
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")}, tr("Shows this help."));
    const QCommandLineOption version(QStringLiteral("version"), tr("Shows the version."));
    const QCommandLineOption memo(QStringLiteral("memo"), tr("Use the memo table (default on)."), QStringLiteral("on|off"));
    const QCommandLineOption shortCircuit(QStringLiteral("short-circuit"),
                                          tr("Return at the first deciding move (default: as in the article)."),
                                          QStringLiteral("on|off"));
    const QCommandLineOption json(QStringLiteral("json"), tr("Print one JSON object."));
    const QCommandLineOption maxRecorded(
        QStringLiteral("max-recorded"),
        tr("Record at most this many calls; the run goes on and the trace says it is truncated (default %L1).")
            .arg(RunLimits::kDefaultMaxRecordedCalls),
        QStringLiteral("N"));
    const QCommandLineOption maxCalls(QStringLiteral("max-calls"),
                                      tr("Stop with \"too large\" past this many calls (default %L1).")
                                          .arg(RunLimits::kDefaultMaxCalls),
                                      QStringLiteral("N"));
    parser.addOptions({help, version, memo, shortCircuit, json, maxRecorded, maxCalls});
    parser.addPositionalArgument(QStringLiteral("command"), tr("games, solve or trace"));
    parser.addPositionalArgument(QStringLiteral("game"), tr("the game, for solve and trace"));

    const std::optional<GameInfo> game = gameId.isEmpty() ? std::nullopt : findGame(gameId);
    if (game) {
        for (const ParamSpec& spec : game->params)
            parser.addOption(QCommandLineOption(spec.name, spec.description + QStringLiteral(" (") + spec.limitsText()
                                                                 + QStringLiteral(")"),
                                                spec.name.toUpper()));
    }

    if (!parser.parse(args)) {
        const QStringList unknown = parser.unknownOptionNames();
        if (!unknown.isEmpty() && game) {
            QStringList allowed;
            for (const ParamSpec& spec : game->params)
                allowed << QStringLiteral("--") + spec.name;
            throw ParamError(tr("unknown option --%1 for %2; its parameters: %3")
                                 .arg(unknown.first(), game->id, allowed.join(QStringLiteral(", "))));
        }
        if (!unknown.isEmpty())
            throw ParamError(tr("unknown option --%1; see gametree --help").arg(unknown.first()));
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
        throw ParamError(tr("no command given; usage:\n") + kUsage);
    if (verb == QLatin1String("games")) {
        if (positional.size() > 1)
            throw ParamError(tr("games takes no arguments, got '%1'").arg(positional[1]));
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
    else
        throw ParamError(tr("unknown command '%1'; the commands: games, solve, trace").arg(positional[0]));

    if (gameId.isEmpty())
        throw ParamError(tr("%1 needs a game: can-i-win, stone-game-ii, stones or prime").arg(verb));
    if (!game)
        createGame(gameId, {}); // throws the "unknown game" message that lists the games
    if (positional.size() > 2)
        throw ParamError(tr("unexpected argument '%1'; parameters are given as --name value").arg(positional[2]));

    command.gameId = gameId;
    for (const ParamSpec& spec : game->params)
        if (parser.isSet(spec.name))
            command.params[spec.name] = parser.value(spec.name);
    if (parser.isSet(memo))
        command.memo = parseOnOff(memo.names().first(), parser.value(memo));
    if (parser.isSet(shortCircuit))
        command.shortCircuit = parseOnOff(shortCircuit.names().first(), parser.value(shortCircuit));
    command.json = parser.isSet(json);
    if (parser.isSet(maxRecorded))
        command.limits.maxRecordedCalls = parseLimit(maxRecorded.names().first(), parser.value(maxRecorded), 100'000'000);
    if (parser.isSet(maxCalls))
        command.limits.maxCalls = parseLimit(maxCalls.names().first(), parser.value(maxCalls), 10'000'000'000LL);
    return command;
}

} // namespace gt::cli
