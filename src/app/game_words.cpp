// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "app/game_words.h"

#include "core/game.h"

#include <QCommandLineParser>

namespace gt {

QStringList positionalWords(const QStringList& args, const QList<QCommandLineOption>& options)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(options);
    QStringList taken; // games share names (--n): each once; a front end's own option stays as it is
    for (const QCommandLineOption& option : options)
        taken << option.names();
    for (const GameInfo& game : allGames())
        for (const ParamSpec& param : game.params)
            if (!taken.contains(param.name)) {
                taken << param.name;
                parser.addOption(QCommandLineOption(param.name, QString(), param.name.toUpper()));
            }
    parser.parse(args); // unknown options are a program's own parameters: not an error here
    return parser.positionalArguments();
}

QString gameIdList()
{
    QStringList ids;
    for (const GameInfo& game : allGames())
        ids << game.id;
    return ids.join(QStringLiteral(", "));
}

} // namespace gt
