#include "game_arguments.h"

#include <QCoreApplication>

namespace gt {

void addGameOptions(QCommandLineParser& parser, const GameInfo& game)
{
    for (const ParamSpec& spec : game.params)
        parser.addOption(QCommandLineOption(
            spec.name, spec.description + QStringLiteral(" (") + spec.limitsText() + u')', spec.name.toUpper()));
}

ParamText gameParamsFrom(const QCommandLineParser& parser, const GameInfo& game)
{
    ParamText params;
    for (const ParamSpec& spec : game.params)
        if (parser.isSet(spec.name))
            params[spec.name] = parser.value(spec.name);
    return params;
}

bool parseOnOff(const QString& option, const QString& value)
{
    if (value == QLatin1String("on"))
        return true;
    if (value == QLatin1String("off"))
        return false;
    throw ParamError(QCoreApplication::translate("gt::Params", "--%1: '%2' is not allowed; use on or off").arg(option, value));
}

QString unknownOptionMessage(const QString& option, const GameInfo& game)
{
    QStringList allowed;
    for (const ParamSpec& spec : game.params)
        allowed << QStringLiteral("--") + spec.name;
    return QCoreApplication::translate("gt::Params", "unknown option --%1 for %2; its parameters: %3")
        .arg(option, game.id, allowed.join(QStringLiteral(", ")));
}

} // namespace gt
