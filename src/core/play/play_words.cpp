// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "play_words.h"

namespace gt {

PlaySentences playSentences()
{
    PlaySentences s;
    s.orJoin = PlayTr::tr("%1 or %2");
    s.comma = PlayTr::tr(", ");
    s.you = PlayTr::tr("you");
    s.solver = PlayTr::tr("the solver");
    s.theClass = PlayTr::tr("the class");
    s.teamA = PlayTr::tr("team A");
    s.teamB = PlayTr::tr("team B");
    s.solverFirst = PlayTr::tr("the solver (first)");
    s.solverSecond = PlayTr::tr("the solver (second)");
    s.over = PlayTr::tr("%1 · the game is over");
    s.toMove = PlayTr::tr("%1 · to move: %2");
    s.played = PlayTr::tr("%1. %2: %3 at %4");
    s.drawStones = PlayTr::tr("A draw: %1 %L2, %3 %L4.");
    s.wonStones = PlayTr::tr("%1 won, %L2 stones to %L3.");
    s.draw = PlayTr::tr("A draw.");
    s.won = PlayTr::tr("%1 won.");
    s.mistakeWin = PlayTr::tr("At %1, %2 chose %3; %4 would have won.");
    s.mistakeDraw = PlayTr::tr("At %1, %2 chose %3; %4 would have drawn.");
    s.noMistakeWins = PlayTr::tr("No move gave the game away: from %1, %2 wins with best play.");
    s.noMistakeDraw = PlayTr::tr("No move gave the game away: %1 is a draw with best play.");
    s.takesRest = PlayTr::tr("%1 takes the %L2 stones left.");
    return s;
}

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
    return playSentences().orJoin.arg(items.mid(0, items.size() - 1).join(playSentences().comma), items.constLast());
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
    const QString person = playSentences().you;
    const QString solver = playSentences().solver;
    return you == Player::First ? PlayerNames {{person, solver}} : PlayerNames {{solver, person}};
}

PlayerNames classAndSolver(Player theClass)
{
    const QString person = playSentences().theClass;
    const QString solver = playSentences().solver;
    return theClass == Player::First ? PlayerNames {{person, solver}} : PlayerNames {{solver, person}};
}

PlayerNames twoTeams()
{
    return PlayerNames {{playSentences().teamA, playSentences().teamB}};
}

PlayerNames solverAndSolver()
{
    return PlayerNames {{playSentences().solverFirst, playSentences().solverSecond}};
}

QString positionLine(const PlayGame& play, const PlayerNames& names)
{
    const QString position = play.graph().game().positionLabel(play.position());
    if (play.over())
        return playSentences().over.arg(position);
    return playSentences().toMove.arg(position, names.of(play.toMove()));
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
    return playSentences().played.arg(QString::number(number), names.of(played.by), graph.moveLabel(played.from, played.move),
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
            return playSentences().drawStones.arg(
                names.of(Player::First), QString::number(first), names.of(Player::Second), QString::number(second));
        const bool firstWon = *winner == Player::First;
        return sentenceStart(playSentences().wonStones.arg(
            names.of(*winner), QString::number(firstWon ? first : second), QString::number(firstWon ? second : first)));
    }
    if (!winner)
        return playSentences().draw;
    return sentenceStart(playSentences().won.arg(names.of(*winner)));
}

QString mistakeLine(const PlayGame& play, const PlayerNames& names)
{
    const Game& game = play.graph().game();
    if (const PlayedMove* mistake = play.firstMistake()) {
        const QString where = game.positionLabel(mistake->from);
        const QString instead = movesOf(play.graph(), mistake->from, mistake->keeping);
        const QString chose = play.graph().moveLabel(mistake->from, mistake->move);
        if (mistake->before == Outlook::Win)
            return playSentences().mistakeWin.arg(where, names.of(mistake->by), chose, instead);
        return playSentences().mistakeDraw.arg(where, names.of(mistake->by), chose, instead);
    }
    const PlayGame fromStart(play.graph(), play.startPosition(), play.startingPlayer());
    const QString start = game.positionLabel(play.startPosition());
    switch (fromStart.outlook()) {
    case Outlook::Win: return playSentences().noMistakeWins.arg(start, names.of(play.startingPlayer()));
    case Outlook::Loss: return playSentences().noMistakeWins.arg(start, names.of(otherPlayer(play.startingPlayer())));
    case Outlook::Draw: break;
    }
    return playSentences().noMistakeDraw.arg(start);
}

QStringList summaryLines(const PlayGame& play, const PlayerNames& names)
{
    QStringList lines;
    int number = 0;
    for (const PlayedMove& played : play.history())
        lines << playedLine(play.graph(), played, ++number, names);
    const GameGraph& graph = play.graph();
    if (play.over() && graph.scoresPoints() && graph.bestScore(play.position()) > 0) // Stone Game II's shortcut
        lines << sentenceStart(
            playSentences().takesRest.arg(names.of(play.toMove()), QString::number(graph.bestScore(play.position()))));
    if (play.over())
        lines << resultLine(play, names);
    lines << mistakeLine(play, names);
    return lines;
}

PlayControlWords playControlWords()
{
    PlayControlWords w;
    w.tab = PlayTr::tr("Play");
    w.whoPlays = PlayTr::tr("&Who plays:");
    w.seats = {PlayTr::tr("The class first, the solver second"), PlayTr::tr("The solver first, the class second"),
        PlayTr::tr("Team A against team B"), PlayTr::tr("The solver against itself")};
    w.undo = PlayTr::tr("&Undo");
    w.undoTip = PlayTr::tr("Takes the last move back (Ctrl+Z), with the solver's reply to it");
    w.solverMove = PlayTr::tr("&Solver's move");
    w.solverMoveTip = PlayTr::tr("The solver plays a best move for the side to move, and says why");
    w.again = PlayTr::tr("Play &again");
    w.againTip = PlayTr::tr("Starts again from where this game started");
    w.reveal = PlayTr::tr("Show who &wins each move");
    w.revealTip = PlayTr::tr("Hidden at first, so that the class can guess before the tree tells");
    w.moves = PlayTr::tr("Moves: %1");
    w.solverSays = PlayTr::tr("The solver: %1.");
    w.outcome = PlayTr::tr("%1 · %2");
    w.outlooks = {PlayTr::tr("wins"), PlayTr::tr("draws"), PlayTr::tr("loses")};
    w.earlyExit
        = PlayTr::tr("The recursion stopped trying moves here (an early exit): run with the short-circuit off to play on.");
    w.earlyExitInLoop = PlayTr::tr("The program returned here before trying every move (an early exit in its loop), so the other "
                                   "moves are unknown: let the loop try every move to play on.");
    return w;
}

} // namespace gt
