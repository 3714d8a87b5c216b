// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "app/game_arguments.h"

#include <QCoreApplication>

namespace gt {

QString addGameOptions(QCommandLineParser& parser, const GameInfo& game)
{
    QString taken;
    for (const ParamSpec& spec : game.params) {
        const QCommandLineOption option(spec.name, spec.helpText(), spec.name.toUpper());
        if (!parser.addOption(option) && taken.isEmpty())
            taken = spec.name;
    }
    return taken;
}

QStringList gameOptionNames(const GameInfo& game)
{
    QStringList names;
    for (const ParamSpec& spec : game.params)
        names << QStringLiteral("--") + spec.name;
    return names;
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
    return QCoreApplication::translate("gt::Params", "unknown option --%1 for %2; its parameters: %3")
        .arg(option, game.id, gameOptionNames(game).join(QStringLiteral(", ")));
}

} // namespace gt
