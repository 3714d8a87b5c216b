// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The game a run explored, as something to play: each position the recursion worked out, its
// moves in the solver's order and where they lead, and how the position stands for the player to
// move. Read from a whole trace (memo on, short-circuit off), so it is the recursion's own game:
// a user's program gives the game its code plays, built-in or not.

#include "core/game.h"
#include "core/trace.h"
#include "core/user_error.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace gt {

// Why a run cannot be played: its values do not say who wins, or its positions do not give their moves.
class PlayError : public UserError {
public:
    using UserError::UserError;
};

// How a position stands for the player to move, with best play from both sides.
enum class Outlook : std::uint8_t { Win, Draw, Loss };

Outlook opposite(Outlook outlook);

struct GraphMove {
    std::int32_t move = 0;  // the game's number for the move (the prime subtracted, the stones taken)
    std::uint32_t to = 0;   // the position it leads to
    bool sameMover = false; // the player who moved moves again (rare: a user's program's turn flag)
    std::int32_t call = -1; // the child call that tried it
};

class GameGraph {
public:
    // `trace` must be a whole run (not truncated); throws PlayError naming why a run cannot be
    // played: values that say nothing of a winner (plain, a score difference), states that are
    // not whole, a run cut by the recording limit.
    GameGraph(const Game& game, std::shared_ptr<const Trace> trace);

    const Game& game() const { return m_game; }
    const Trace& trace() const { return *m_trace; }
    std::shared_ptr<const Trace> sharedTrace() const { return m_trace; }

    std::uint32_t start() const { return m_trace->state(0); }
    Player startingPlayer() const { return m_trace->player(0); }
    // Whether the recursion worked the position out (every reachable position of a whole run is).
    bool known(std::uint32_t state) const { return state < m_calls.size() && m_calls[state] >= 0; }
    // The call that worked the position out: its subtree in the tree is the position's analysis.
    std::int32_t callOf(std::uint32_t state) const { return m_calls[state]; }
    // Every move the recursion tried there, in its order; empty where the game has ended. A
    // program that records no moves (traced as written) has its calls numbered 1, 2, ... instead.
    std::vector<GraphMove> moves(std::uint32_t state) const;
    bool movesNumbered() const { return m_numberedMoves; }
    // A move in the game's words ("subtract 5"); a numbered one by where it leads ("→ n=9").
    QString moveLabel(std::uint32_t from, std::int32_t move) const;
    // False where the recursion stopped trying moves early (its own early exit): the position's
    // other moves were never tried, so it cannot be played on.
    bool complete(std::uint32_t state) const;
    bool ended(std::uint32_t state) const;

    // Score games (the mover's score): points are stones, shared as the game goes.
    bool scoresPoints() const { return m_scores; }
    // What the player to move gets from here with best play (score games), and what is left to share.
    std::int64_t bestScore(std::uint32_t state) const { return m_trace->value(callOf(state)); }
    std::int64_t left(std::uint32_t state) const { return m_game.stonesLeft(state); }
    // Win/lose games: how the position stands for its mover. Score games: the share of what is left.
    Outlook outlook(std::uint32_t state) const;
    // How the mover stands after playing `move`, from the mover's side (win/lose games).
    Outlook outlookAfter(const GraphMove& move) const;
    // Plies to the end with best play: the winner ends soonest, the loser holds out longest.
    int pliesLeft(std::uint32_t state) const;

private:
    const Game& m_game;
    std::shared_ptr<const Trace> m_trace;
    std::vector<std::int32_t> m_calls; // state -> the call that worked it out, -1: never
    bool m_scores = false;
    bool m_numberedMoves = false;
    mutable std::vector<std::int32_t> m_plies; // state -> pliesLeft, -1: not yet worked out
};

// Runs `game` with the memo on and the short-circuit off, recording every call, and reads its
// game. Throws RunError (a budget, cancel) and PlayError.
GameGraph exploreGame(Game& game, const RunLimits& limits);

} // namespace gt
