// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "render/web/web_play_data.h"

#include "core/play/play_words.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>

#include <unordered_map>

namespace gt {

namespace {

// "&Undo" -> "Undo", "一手戻す(&U)" -> "一手戻す": a page has no mnemonics.
QString withoutMnemonic(QString text)
{
    static const QRegularExpression bracketed(QStringLiteral("\\(&.\\)"));
    return text.remove(bracketed).remove(u'&');
}

// Every position reachable from the first, in the order a search from it meets them.
std::vector<std::uint32_t> reachable(const GameGraph& graph, std::unordered_map<std::uint32_t, int>& index)
{
    std::vector<std::uint32_t> order {graph.start()};
    index.emplace(graph.start(), 0);
    for (std::size_t k = 0; k < order.size() && order.size() <= std::size_t(kMaxWebPlayPositions); ++k)
        for (const GraphMove& move : graph.moves(order[k]))
            if (index.emplace(move.to, int(order.size())).second)
                order.push_back(move.to);
    return order;
}

} // namespace

QJsonObject webPlayWords(const Game& game)
{
    const PlaySentences s = playSentences();
    const PlayControlWords w = playControlWords();
    QJsonArray seats;
    for (const QString& seat : w.seats)
        seats.append(seat);
    QJsonArray outlooks;
    for (const QString& outlook : w.outlooks)
        outlooks.append(outlook);
    return {{QStringLiteral("tab"), w.tab}, {QStringLiteral("orJoin"), s.orJoin}, {QStringLiteral("comma"), s.comma},
        {QStringLiteral("solver"), s.solver}, {QStringLiteral("theClass"), s.theClass}, {QStringLiteral("teamA"), s.teamA},
        {QStringLiteral("teamB"), s.teamB}, {QStringLiteral("solverFirst"), s.solverFirst},
        {QStringLiteral("solverSecond"), s.solverSecond}, {QStringLiteral("over"), s.over}, {QStringLiteral("toMove"), s.toMove},
        {QStringLiteral("played"), s.played}, {QStringLiteral("drawStones"), s.drawStones},
        {QStringLiteral("wonStones"), s.wonStones}, {QStringLiteral("draw"), s.draw}, {QStringLiteral("won"), s.won},
        {QStringLiteral("mistakeWin"), s.mistakeWin}, {QStringLiteral("mistakeDraw"), s.mistakeDraw},
        {QStringLiteral("noMistakeWins"), s.noMistakeWins}, {QStringLiteral("noMistakeDraw"), s.noMistakeDraw},
        {QStringLiteral("takesRest"), s.takesRest}, {QStringLiteral("whoPlays"), withoutMnemonic(w.whoPlays)},
        {QStringLiteral("seats"), seats}, {QStringLiteral("undo"), withoutMnemonic(w.undo)},
        {QStringLiteral("undoTip"), w.undoTip}, {QStringLiteral("solverMove"), withoutMnemonic(w.solverMove)},
        {QStringLiteral("solverMoveTip"), w.solverMoveTip}, {QStringLiteral("again"), withoutMnemonic(w.again)},
        {QStringLiteral("againTip"), w.againTip}, {QStringLiteral("reveal"), withoutMnemonic(w.reveal)},
        {QStringLiteral("revealTip"), w.revealTip}, {QStringLiteral("moves"), w.moves},
        {QStringLiteral("solverSays"), w.solverSays}, {QStringLiteral("outcome"), w.outcome},
        {QStringLiteral("outlooks"), outlooks}, {QStringLiteral("earlyExit"), w.earlyExitFor(game)}};
}

namespace {

// Per position: what the script looks up. Moves as [number, label, position, same mover (0/1)].
QJsonObject positionsData(
    const GameGraph& graph, const std::vector<std::uint32_t>& order, const std::unordered_map<std::uint32_t, int>& index)
{
    QJsonArray labels, calls, moves, outlooks, best, reasons, values, left, complete;
    for (const std::uint32_t position : order) {
        const std::int32_t call = graph.callOf(position);
        labels.append(graph.game().positionLabel(position));
        calls.append(call);
        QJsonArray these;
        for (const GraphMove& move : graph.moves(position))
            these.append(QJsonArray {move.move, graph.moveLabel(position, move.move), index.at(move.to), move.sameMover ? 1 : 0});
        moves.append(these);
        outlooks.append(int(graph.outlook(position)));
        values.append(qint64(graph.bestScore(position)));
        left.append(qint64(graph.left(position)));
        complete.append(graph.complete(position));
        const PlayGame play(graph, position, graph.trace().player(call));
        const bool playable = !play.over() && play.positionComplete();
        const std::int32_t move = playable ? play.bestMove() : 0;
        best.append(playable ? QJsonValue(move) : QJsonValue());
        reasons.append(playable ? solverReason(play, move) : QString());
    }
    return {{QStringLiteral("label"), labels}, {QStringLiteral("call"), calls}, {QStringLiteral("moves"), moves},
        {QStringLiteral("outlook"), outlooks}, {QStringLiteral("best"), best}, {QStringLiteral("reason"), reasons},
        {QStringLiteral("value"), values}, {QStringLiteral("left"), left}, {QStringLiteral("complete"), complete}};
}

} // namespace

QJsonValue webPlayData(const SolvedRun& run, QString* why)
{
    if (run.options.shortCircuit && run.game.hasShortCircuit()) {
        *why = PlayTr::tr("This page's run stops at the first winning move: export it with --short-circuit off to play "
                          "it here.");
        return QJsonValue::Null;
    }
    try {
        const GameGraph graph(run.game, run.result.trace);
        std::unordered_map<std::uint32_t, int> index;
        const std::vector<std::uint32_t> order = reachable(graph, index);
        if (order.size() > std::size_t(kMaxWebPlayPositions)) {
            *why = PlayTr::tr("The game has more than %L1 positions, too many for a page to play.").arg(kMaxWebPlayPositions);
            return QJsonValue::Null;
        }
        QJsonObject play = positionsData(graph, order, index);
        play.insert(QLatin1String("start"), 0);
        play.insert(QLatin1String("first"), graph.startingPlayer() == Player::First ? 0 : 1);
        play.insert(QLatin1String("scores"), graph.scoresPoints());
        return play;
    } catch (const PlayError& error) {
        *why = error.message();
        return QJsonValue::Null;
    }
}

} // namespace gt
