// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "play_words.h"

namespace gt {

namespace {
// "you won" at the start of a sentence: "You won". Scripts without case are left as they are.
QString sentenceStart(QString text)
{
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    return text;
}

QString oneOf(const QStringList& items)
{
    if (items.size() <= 1)
        return items.join(QString());
    return PlayTr::tr("%1 or %2").arg(items.mid(0, items.size() - 1).join(PlayTr::tr(", ")), items.constLast());
}

QString movesOf(const GameGraph& graph, std::uint32_t from, const std::vector<std::int32_t>& moves)
{
    QStringList words;
    for (const std::int32_t move : moves)
        words << graph.moveLabel(from, move);
    return oneOf(words);
}
} // namespace

PlayerNames youAndSolver(Player you)
{
    const QString person = PlayTr::tr("you");
    const QString solver = PlayTr::tr("the solver");
    return you == Player::First ? PlayerNames {{person, solver}} : PlayerNames {{solver, person}};
}

PlayerNames classAndSolver(Player theClass)
{
    const QString person = PlayTr::tr("the class");
    const QString solver = PlayTr::tr("the solver");
    return theClass == Player::First ? PlayerNames {{person, solver}} : PlayerNames {{solver, person}};
}

PlayerNames twoTeams()
{
    return PlayerNames {{PlayTr::tr("team A"), PlayTr::tr("team B")}};
}

PlayerNames solverAndSolver()
{
    return PlayerNames {{PlayTr::tr("the solver (first)"), PlayTr::tr("the solver (second)")}};
}

QString positionLine(const PlayGame& play, const PlayerNames& names)
{
    const QString position = play.graph().game().positionLabel(play.position());
    if (play.over())
        return PlayTr::tr("%1 · the game is over").arg(position);
    return PlayTr::tr("%1 · to move: %2").arg(position, names.of(play.toMove()));
}

QString movesInWords(const PlayGame& play)
{
    std::vector<std::int32_t> moves;
    for (const GraphMove& move : play.moves())
        moves.push_back(move.move);
    return movesOf(play.graph(), play.position(), moves);
}

QString solverReason(const PlayGame& play, std::int32_t move)
{
    const GameGraph& graph = play.graph();
    const QString label = graph.moveLabel(play.position(), move);
    if (graph.scoresPoints())
        return PlayTr::tr("%1 keeps the most: %L2 of the %L3 stones left")
            .arg(label, QString::number(graph.bestScore(play.position())), QString::number(graph.left(play.position())));
    switch (play.outlook()) {
    case Outlook::Win: return PlayTr::tr("%1 wins: it is the first winning move the recursion tries").arg(label);
    case Outlook::Draw: return PlayTr::tr("%1 keeps the draw").arg(label);
    case Outlook::Loss: break;
    }
    std::uint32_t to = play.position();
    for (const GraphMove& candidate : play.moves())
        if (candidate.move == move)
            to = candidate.to;
    return PlayTr::tr("every move loses here; %1 holds out longest (%n more moves)", nullptr, graph.pliesLeft(to)).arg(label);
}

QString playedLine(const GameGraph& graph, const PlayedMove& played, int number, const PlayerNames& names)
{
    return PlayTr::tr("%1. %2: %3 at %4")
        .arg(QString::number(number), names.of(played.by), graph.moveLabel(played.from, played.move),
            graph.game().positionLabel(played.from));
}

QString resultLine(const PlayGame& play, const PlayerNames& names)
{
    const std::optional<Player> winner = play.winner();
    if (play.graph().scoresPoints()) {
        const std::array<std::int64_t, 2> points = play.finalPoints();
        const std::int64_t first = points[0];
        const std::int64_t second = points[1];
        if (!winner)
            return PlayTr::tr("A draw: %1 %L2, %3 %L4.")
                .arg(names.of(Player::First), QString::number(first), names.of(Player::Second), QString::number(second));
        const bool firstWon = *winner == Player::First;
        return sentenceStart(
            PlayTr::tr("%1 won, %L2 stones to %L3.")
                .arg(names.of(*winner), QString::number(firstWon ? first : second), QString::number(firstWon ? second : first)));
    }
    if (!winner)
        return PlayTr::tr("A draw.");
    return sentenceStart(PlayTr::tr("%1 won.").arg(names.of(*winner)));
}

QString mistakeLine(const PlayGame& play, const PlayerNames& names)
{
    const Game& game = play.graph().game();
    if (const PlayedMove* mistake = play.firstMistake()) {
        const QString where = game.positionLabel(mistake->from);
        const QString instead = movesOf(play.graph(), mistake->from, mistake->keeping);
        const QString chose = play.graph().moveLabel(mistake->from, mistake->move);
        if (mistake->before == Outlook::Win)
            return PlayTr::tr("At %1, %2 chose %3; %4 would have won.").arg(where, names.of(mistake->by), chose, instead);
        return PlayTr::tr("At %1, %2 chose %3; %4 would have drawn.").arg(where, names.of(mistake->by), chose, instead);
    }
    const PlayGame fromStart(play.graph(), play.startPosition(), play.startingPlayer());
    const QString start = game.positionLabel(play.startPosition());
    switch (fromStart.outlook()) {
    case Outlook::Win:
        return PlayTr::tr("No move gave the game away: from %1, %2 wins with best play.")
            .arg(start, names.of(play.startingPlayer()));
    case Outlook::Loss:
        return PlayTr::tr("No move gave the game away: from %1, %2 wins with best play.")
            .arg(start, names.of(otherPlayer(play.startingPlayer())));
    case Outlook::Draw: break;
    }
    return PlayTr::tr("No move gave the game away: %1 is a draw with best play.").arg(start);
}

QStringList summaryLines(const PlayGame& play, const PlayerNames& names)
{
    QStringList lines;
    int number = 0;
    for (const PlayedMove& played : play.history())
        lines << playedLine(play.graph(), played, ++number, names);
    const GameGraph& graph = play.graph();
    if (play.over() && graph.scoresPoints() && graph.bestScore(play.position()) > 0) // Stone Game II's shortcut
        lines << sentenceStart(PlayTr::tr("%1 takes the %L2 stones left.")
                                   .arg(names.of(play.toMove()), QString::number(graph.bestScore(play.position()))));
    if (play.over())
        lines << resultLine(play, names);
    lines << mistakeLine(play, names);
    return lines;
}

} // namespace gt
