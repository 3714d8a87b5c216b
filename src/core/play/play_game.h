// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// One game played on a GameGraph: the position, the moves played (by a person or the solver),
// undo, the solver's best move, and where the game was lost.

#include "game_graph.h"

#include <array>
#include <optional>
#include <vector>

namespace gt {

struct PlayedMove {
    std::uint32_t from = 0;
    std::int32_t move = 0;
    std::uint32_t to = 0;
    Player by = Player::First;
    bool bySolver = false;
    Outlook before = Outlook::Draw; // how the mover stood before the move, with best play from there
    Outlook after = Outlook::Draw;  // ... and after it, from the mover's side
    // Where the move made the mover's outlook worse: the moves that would have kept it, in the
    // solver's order.
    std::vector<std::int32_t> keeping;
    std::int64_t points = 0;                        // score games: the stones the move took
    std::int32_t call = -1;                         // the call that worked out the position moved from
    bool mistake() const { return after > before; } // Win < Draw < Loss
};

class PlayGame {
public:
    // From the graph's first position, its first player to move.
    explicit PlayGame(const GameGraph& graph);
    // From any position the recursion worked out ("Play from here"), `toMove` to move, no score yet.
    PlayGame(const GameGraph& graph, std::uint32_t position, Player toMove);

    const GameGraph& graph() const { return m_graph; }
    std::uint32_t position() const { return m_position; }
    Player toMove() const { return m_toMove; }
    std::uint32_t startPosition() const { return m_start; }
    Player startingPlayer() const { return m_startingPlayer; }
    std::vector<GraphMove> moves() const { return m_graph.moves(m_position); }
    bool allowed(std::int32_t move) const;
    // The position's moves as they are typed: "7, 5, 3, 2".
    QString moveNumbers() const;
    // The game has ended: the position has no move.
    bool over() const { return m_graph.ended(m_position); }
    // False where the recursion did not try every move of the position (its own early exit).
    bool positionComplete() const { return m_graph.complete(m_position); }
    // Throws PlayError where the position is not complete, saying how to make it so.
    void requireComplete() const;

    // Plays `move` for the player to move. Throws PlayError when the game is over or the move is
    // not one of the position's (the message lists those that are).
    const PlayedMove& play(std::int32_t move, bool bySolver = false);
    // The solver's choice: a winning move where there is one (the first the recursion tries, the
    // one the tree marks), else a drawing one, else the move that loses slowest; in score games
    // the move that keeps the most.
    std::int32_t bestMove() const;
    const PlayedMove& playBest() { return play(bestMove(), true); }
    // The moves that keep the mover's outlook as it is now (win/draw), in the solver's order.
    std::vector<std::int32_t> keepingMoves() const;
    bool canUndo() const { return !m_history.empty(); }
    void undo();

    const std::vector<PlayedMove>& history() const { return m_history; }
    // The first move after which its mover stood worse than before it; nullptr: none.
    const PlayedMove* firstMistake() const;
    // How the player to move stands now (score games count the stones already taken).
    Outlook outlook() const { return outlookAt(m_position, m_toMove, m_points); }
    // Score games: the stones each player (First, Second) has taken so far.
    const std::array<std::int64_t, 2>& points() const { return m_points; }
    // Once over(): the winner; nullopt for a draw. Score games add what the last position gives.
    std::optional<Player> winner() const;
    // Score games, once over(): each player's final total.
    std::array<std::int64_t, 2> finalPoints() const;

private:
    Outlook outlookAt(std::uint32_t position, Player mover, const std::array<std::int64_t, 2>& points) const;
    Outlook outlookAfter(const GraphMove& move) const;
    PlayError gameOver() const;
    const GraphMove* findMove(std::int32_t move, const std::vector<GraphMove>& moves) const;

    const GameGraph& m_graph;
    std::uint32_t m_start;
    Player m_startingPlayer;
    std::uint32_t m_position;
    Player m_toMove;
    std::array<std::int64_t, 2> m_points {0, 0};
    std::vector<PlayedMove> m_history;
};

Player otherPlayer(Player player);

// The game so far as the tree draws it (DrawOptions::played): the call that worked out the first
// position, then for each move the child of the position's call that tried it, and where that
// child is a memo answer, the call its memo link leads to (its state's computation), and so on:
// the last call is the position reached.
std::vector<std::int32_t> playedCalls(const PlayGame& game);
// The first step at which all of `calls` are drawn: each entered, and each that is not a caller
// of the last returned (a memo answer on the way comes after the position it reads).
std::int64_t playedCallsStep(const Trace& trace, const std::vector<std::int32_t>& calls);

} // namespace gt
