// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "game_graph.h"

#include "core/solve.h"
#include "core/trace_analysis.h"
#include "play_words.h"

#include <algorithm>

namespace gt {

namespace {

// The kinds of values a played game can be judged by: each says who wins a position, and what
// an ended game's last position says is its result. A score difference or a first player's
// score add points along the way that no call records, so a played game's result is unknown.
bool playable(ValueMeaning meaning)
{
    switch (meaning) {
    case ValueMeaning::MoverWins:
    case ValueMeaning::FirstPlayerWins:
    case ValueMeaning::MoverScore:
    case ValueMeaning::Negamax:
    case ValueMeaning::Grundy:
    case ValueMeaning::WinnerIndex: return true;
    case ValueMeaning::FirstPlayerScore:
    case ValueMeaning::Plain:
    case ValueMeaning::ScoreDifference: break;
    }
    return false;
}

void checkPlayable(const Game& game, const Trace& trace)
{
    if (!playable(game.valueMeaning()))
        throw PlayError(PlayTr::tr("a game can be played only when its values say who wins: values that read as "
                                   "\"%1\" do not; allowed: mover-wins, first-player-wins, mover-score, negamax, "
                                   "grundy, winner-index")
                            .arg(valueMeaningId(game.valueMeaning())));
    if (trace.pairValues())
        throw PlayError(PlayTr::tr("a game can be played only when each call returns one number; this run's calls "
                                   "return pairs"));
    if (trace.empty())
        throw PlayError(PlayTr::tr("the run made no call, so there is no position to play"));
    if (trace.truncated())
        throw PlayError(PlayTr::tr("the run made more calls than are recorded (%L1), so some positions are missing; "
                                   "choose smaller parameters")
                            .arg(trace.size()));
    if (!trace.statesWhole())
        throw PlayError(PlayTr::tr("calls with the same state returned different values, so a state does not name "
                                   "one position; label the state with everything the recursion depends on"));
    if (trace.openCalls() > 0)
        throw PlayError(PlayTr::tr("the run stopped before its calls returned, so no position has a known value"));
}

} // namespace

Outlook opposite(Outlook outlook)
{
    switch (outlook) {
    case Outlook::Win: return Outlook::Loss;
    case Outlook::Loss: return Outlook::Win;
    case Outlook::Draw: break;
    }
    return Outlook::Draw;
}

GameGraph::GameGraph(const Game& game, std::shared_ptr<const Trace> trace)
    : m_game(game)
    , m_trace(std::move(trace))
    , m_scores(game.valueMeaning() == ValueMeaning::MoverScore)
{
    checkPlayable(game, *m_trace);
    std::uint32_t states = game.stateSpaceSize();
    for (std::int32_t id = 0; id < m_trace->size(); ++id)
        states = std::max(states, m_trace->state(id) + 1);
    m_calls.assign(states, -1);
    // A position is worked out by its first call that is not a memo answer: a computed call, a
    // base case or a shortcut (a memo answer repeats a value worked out elsewhere).
    for (std::int32_t id = 0; id < m_trace->size(); ++id)
        if (m_trace->outcome(id) != Outcome::Memo && m_calls[m_trace->state(id)] < 0)
            m_calls[m_trace->state(id)] = id;
    m_plies.assign(states, -1);
    m_numberedMoves = m_trace->size() > 1;
    for (std::int32_t id = 1; id < m_trace->size() && m_numberedMoves; ++id)
        m_numberedMoves = m_trace->move(id) == 0;
}

std::vector<GraphMove> GameGraph::moves(std::uint32_t state) const
{
    std::vector<GraphMove> moves;
    const std::int32_t call = callOf(state);
    for (const std::int32_t child : m_trace->children(call)) {
        const std::int32_t move = m_numberedMoves ? std::int32_t(moves.size()) + 1 : m_trace->move(child);
        moves.push_back({move, m_trace->state(child), m_trace->player(child) == m_trace->player(call), child});
    }
    return moves;
}

QString GameGraph::moveLabel(std::uint32_t from, std::int32_t move) const
{
    if (!m_numberedMoves)
        return m_game.moveLabel(move);
    for (const GraphMove& candidate : moves(from))
        if (candidate.move == move)
            return PlayTr::tr("→ %1").arg(m_game.stateLabel(candidate.to));
    return QString::number(move);
}

bool GameGraph::complete(std::uint32_t state) const
{
    const std::int32_t call = callOf(state);
    return !m_trace->earlyExit(call) && !m_trace->hasHiddenChildren(call);
}

bool GameGraph::ended(std::uint32_t state) const
{
    const std::int32_t call = callOf(state);
    return m_trace->subtreeEnd(call) == call + 1;
}

Outlook GameGraph::outlook(std::uint32_t state) const
{
    const std::int32_t call = callOf(state);
    if (m_scores) {
        const __int128 twice = 2 * __int128(bestScore(state));
        const std::int64_t all = left(state);
        return twice > all ? Outlook::Win : twice == all ? Outlook::Draw : Outlook::Loss;
    }
    const Standing standing = gt::standing(m_game, *m_trace, call);
    if (standing == Standing::Even)
        return Outlook::Draw;
    const bool moverAhead = (standing == Standing::First) == (m_trace->player(call) == Player::First);
    return moverAhead ? Outlook::Win : Outlook::Loss;
}

Outlook GameGraph::outlookAfter(const GraphMove& move) const
{
    const Outlook next = outlook(move.to);
    return move.sameMover ? next : opposite(next);
}

int GameGraph::pliesLeft(std::uint32_t state) const
{
    // Worked out without recursion: a contest game's positions can be 10^5 moves deep.
    std::vector<std::pair<std::uint32_t, bool>> work {{state, false}};
    while (!work.empty()) {
        const auto [at, childrenDone] = work.back();
        work.pop_back();
        if (m_plies[at] >= 0)
            continue;
        const std::vector<GraphMove> next = moves(at);
        if (!childrenDone) {
            work.push_back({at, true});
            for (const GraphMove& move : next)
                if (m_plies[move.to] < 0)
                    work.push_back({move.to, false});
            continue;
        }
        const Outlook mine = outlook(at);
        int best = -1;
        for (const GraphMove& move : next) {
            const int plies = 1 + m_plies[move.to];
            if (mine == Outlook::Win && outlookAfter(move) != Outlook::Win)
                continue; // a winner keeps to winning moves and ends soonest
            best = best < 0 ? plies : mine == Outlook::Win ? std::min(best, plies) : std::max(best, plies);
        }
        m_plies[at] = std::max(best, 0);
    }
    return m_plies[state];
}

GameGraph exploreGame(Game& game, const RunLimits& limits)
{
    RunLimits whole = limits;
    whole.maxRecordedCalls = std::max(whole.maxRecordedCalls, RunLimits::kWholeRunRecordedCalls);
    SolveOptions options;
    options.memo = true;
    options.shortCircuit = false;
    return GameGraph(game, solveTraced(game, options, whole).trace);
}

} // namespace gt
