// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "play_game.h"

#include "play_words.h"

#include <QStringList>

#include <algorithm>

namespace gt {

namespace {

std::size_t seat(Player player)
{
    return player == Player::First ? 0 : 1;
}
} // namespace

Player otherPlayer(Player player)
{
    return player == Player::First ? Player::Second : Player::First;
}

PlayGame::PlayGame(const GameGraph& graph)
    : PlayGame(graph, graph.start(), graph.startingPlayer())
{
}

PlayGame::PlayGame(const GameGraph& graph, std::uint32_t position, Player toMove)
    : m_graph(graph)
    , m_start(position)
    , m_startingPlayer(toMove)
    , m_position(position)
    , m_toMove(toMove)
{
    if (!graph.known(position))
        throw PlayError(
            PlayTr::tr("the recursion never worked out %1, so it cannot be played from").arg(graph.game().stateLabel(position)));
}

PlayError PlayGame::gameOver() const
{
    return PlayError(
        PlayTr::tr("the game is over at %1: there is no move to play").arg(m_graph.game().positionLabel(m_position)));
}

void PlayGame::requireComplete() const
{
    if (positionComplete())
        return;
    const Game& game = m_graph.game();
    throw PlayError(game.hasShortCircuit()
            ? PlayTr::tr("the recursion stopped trying moves at %1 (an early exit), so its other moves are unknown; "
                         "run it with the short-circuit off")
                  .arg(game.positionLabel(m_position))
            : PlayTr::tr("the program returned at %1 before trying every move (an early exit in its loop), so its "
                         "other moves are unknown; let the loop try every move to play on")
                  .arg(game.positionLabel(m_position)));
}

const GraphMove* PlayGame::findMove(std::int32_t move, const std::vector<GraphMove>& moves) const
{
    for (const GraphMove& candidate : moves)
        if (candidate.move == move)
            return &candidate;
    return nullptr;
}

QString PlayGame::moveNumbers() const
{
    QStringList numbers;
    for (const GraphMove& move : moves())
        numbers << QString::number(move.move);
    return numbers.join(u", ");
}

bool PlayGame::allowed(std::int32_t move) const
{
    const std::vector<GraphMove> all = moves();
    return findMove(move, all) != nullptr;
}

Outlook PlayGame::outlookAt(std::uint32_t position, Player mover, const std::array<std::int64_t, 2>& points) const
{
    if (!m_graph.scoresPoints())
        return m_graph.outlook(position);
    const std::int64_t best = m_graph.bestScore(position);
    const std::int64_t mine = points[seat(mover)] + best;
    const std::int64_t theirs = points[seat(otherPlayer(mover))] + m_graph.left(position) - best;
    return mine > theirs ? Outlook::Win : mine == theirs ? Outlook::Draw : Outlook::Loss;
}

Outlook PlayGame::outlookAfter(const GraphMove& move) const
{
    if (!m_graph.scoresPoints())
        return m_graph.outlookAfter(move);
    std::array<std::int64_t, 2> points = m_points;
    points[seat(m_toMove)] += m_graph.left(m_position) - m_graph.left(move.to);
    const Player next = move.sameMover ? m_toMove : otherPlayer(m_toMove);
    const Outlook theirs = outlookAt(move.to, next, points);
    return move.sameMover ? theirs : opposite(theirs);
}

std::vector<std::int32_t> PlayGame::keepingMoves() const
{
    const Outlook now = outlook();
    std::vector<std::int32_t> keeping;
    for (const GraphMove& move : moves())
        if (outlookAfter(move) == now)
            keeping.push_back(move.move);
    return keeping;
}

const PlayedMove& PlayGame::play(std::int32_t move, bool bySolver)
{
    const std::vector<GraphMove> all = moves();
    if (all.empty())
        throw gameOver();
    requireComplete();
    const GraphMove* chosen = findMove(move, all);
    if (!chosen) {
        throw PlayError(PlayTr::tr("%1 is not a move at %2; allowed: %3")
                            .arg(QString::number(move), m_graph.game().positionLabel(m_position), moveNumbers()));
    }
    PlayedMove played;
    played.from = m_position;
    played.move = move;
    played.to = chosen->to;
    played.by = m_toMove;
    played.bySolver = bySolver;
    played.before = outlook();
    played.after = outlookAfter(*chosen);
    played.call = m_graph.callOf(m_position);
    if (played.mistake())
        played.keeping = keepingMoves();
    if (m_graph.scoresPoints())
        played.points = m_graph.left(m_position) - m_graph.left(chosen->to);
    m_points[seat(m_toMove)] += played.points;
    m_position = chosen->to;
    if (!chosen->sameMover)
        m_toMove = otherPlayer(m_toMove);
    m_history.push_back(played);
    return m_history.back();
}

std::int32_t PlayGame::bestMove() const
{
    const std::vector<GraphMove> all = moves();
    if (all.empty())
        throw gameOver();
    requireComplete();
    if (m_graph.scoresPoints()) { // the most stones, from this move on: the first such move
        const GraphMove* best = nullptr;
        std::int64_t most = 0;
        for (const GraphMove& move : all) {
            const std::int64_t next = m_graph.bestScore(move.to);
            const std::int64_t mine
                = m_graph.left(m_position) - m_graph.left(move.to) + (move.sameMover ? next : m_graph.left(move.to) - next);
            if (!best || mine > most) {
                best = &move;
                most = mine;
            }
        }
        return best->move;
    }
    const Outlook now = outlook();
    if (now != Outlook::Loss)
        for (const GraphMove& move : all)
            if (outlookAfter(move) == now)
                return move.move;
    // Lost (or no move keeps what the values promise): hold out longest.
    const GraphMove* slowest = &all.front();
    for (const GraphMove& move : all)
        if (m_graph.pliesLeft(move.to) > m_graph.pliesLeft(slowest->to))
            slowest = &move;
    return slowest->move;
}

void PlayGame::undo()
{
    if (m_history.empty())
        return;
    const PlayedMove last = m_history.back();
    m_history.pop_back();
    m_points[seat(last.by)] -= last.points;
    m_position = last.from;
    m_toMove = last.by;
}

const PlayedMove* PlayGame::firstMistake() const
{
    for (const PlayedMove& move : m_history)
        if (move.mistake())
            return &move;
    return nullptr;
}

std::array<std::int64_t, 2> PlayGame::finalPoints() const
{
    std::array<std::int64_t, 2> points = m_points;
    if (m_graph.scoresPoints() && over()) { // the last position's value: Stone Game II's shortcut takes the rest
        const std::int64_t last = m_graph.bestScore(m_position);
        points[seat(m_toMove)] += last;
        points[seat(otherPlayer(m_toMove))] += m_graph.left(m_position) - last;
    }
    return points;
}

std::optional<Player> PlayGame::winner() const
{
    const Outlook last = outlook(); // the game is over: best play from here is what happened
    if (last == Outlook::Draw)
        return std::nullopt;
    return last == Outlook::Win ? m_toMove : otherPlayer(m_toMove);
}

std::vector<std::int32_t> playedCalls(const PlayGame& game)
{
    const GameGraph& graph = game.graph();
    const Trace& trace = graph.trace();
    std::vector<std::int32_t> calls {graph.callOf(game.startPosition())};
    for (const PlayedMove& played : game.history()) {
        const std::int32_t from = graph.callOf(played.from);
        if (calls.back() != from) // a leaf that repeats a position's computation: on from that
            calls.push_back(from);
        const std::vector<GraphMove> moves = graph.moves(played.from);
        const auto made
            = std::find_if(moves.begin(), moves.end(), [&](const GraphMove& move) { return move.move == played.move; });
        if (made == moves.end())
            break; // not a move of the position: the game is not of this graph
        const std::int32_t child = made->call;
        calls.push_back(child);
        // A memo answer goes on through its memo link, as the tree draws it.
        if (trace.outcome(child) == Outcome::Memo)
            calls.push_back(trace.memoOf(child) >= 0 ? trace.memoOf(child) : graph.callOf(played.to));
    }
    return calls;
}

std::int64_t playedCallsStep(const Trace& trace, const std::vector<std::int32_t>& calls)
{
    if (calls.empty())
        return 0;
    const std::int32_t last = calls.back();
    std::int64_t step = trace.returnEvent(last) + 1;
    for (const std::int32_t call : calls) {
        const bool caller = call <= last && last < trace.subtreeEnd(call); // entered before the last, open after it
        if (!caller)
            step = std::max(step, trace.returnEvent(call) + 1);
    }
    return step;
}

} // namespace gt
