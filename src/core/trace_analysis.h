// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What a trace says about the game beyond the raw calls: who wins each position, which move
// decides it, and which calls repeat work already done. Shared by the drawing, the studio and tests.

#include "game.h"
#include "trace.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace gt {

// Who comes out ahead from this call's position with best play: the winner for win/lose games
// (a Grundy number: the mover unless it is 0); for the mover's score the player who gets at least
// half of the stones left (the player to move on a tie), or with a first player's score, the first
// unless it is below 0; for a score difference or negamax, the sign: Even for 0 (a tie, a draw).
// Plain recursions have no players: the first, by convention.
Standing standing(const Game& game, const Trace& trace, std::int32_t id);
// The same as a player: on a tie or a draw, the player to move.
Player favouredPlayer(const Game& game, const Trace& trace, std::int32_t id);

// The child whose move gives the call its value: the first winning move of the player to move,
// or the first move reaching the best score (a score difference or negamax: the child worst for
// the opponent; negamax in a drawn position, a drawing move). -1 when no move decides (a lost
// position, a leaf, a plain recursion).
std::int32_t decidingChild(const Game& game, const Trace& trace, std::int32_t id);

// Pairs: whether a call returning `value` took it from the move to `child`. (mine, theirs), as
// MoverScore reads a pair: the opponent's total is the child's first number; (the first player's,
// the second's) under FirstPlayerScore: the number of the player not moving is the child's.
bool pairTakenFrom(ValueMeaning meaning, Player mover, const CallValue& value, const CallValue& child);

// a - b as 64-bit values wrap: what is left minus a share, for any two values of a user's program
// (left was summed the same way, so left - child == value holds exactly).
std::int64_t wrappingDifference(std::int64_t a, std::int64_t b);

// Grundy numbers: the distinct values of a computed call's children, ascending, when the call's
// value is their mex (the smallest number not among them) and every child was recorded and
// returned; std::nullopt otherwise (a leaf, a memo answer, a value computed some other way,
// such as the XOR of subgames).
std::optional<std::vector<std::int64_t>> mexOfChildren(const Trace& trace, std::int32_t id);
// "mex{0,1,3}"; with `mostShown`, a longer set shows its first mostShown - 1 and "…":
// "mex{0,1,2,…}".
QString mexText(const std::vector<std::int64_t>& values, int mostShown = 0);

// What repeatedSubtreeMask says of a call.
enum RepeatMark : std::uint8_t {
    NotRepeated = 0,
    Repeat = 1,    // in a subtree whose root repeats a computation done earlier (memo off: the article's yellow)
    FirstCopy = 2, // in the subtree where that computation was first done, and not in a repeat
};
// For each call, its RepeatMark: both copies of a repeated subtree are the article's point.
std::vector<std::uint8_t> repeatedSubtreeMask(const Trace& trace);

} // namespace gt
