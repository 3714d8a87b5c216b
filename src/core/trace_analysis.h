#pragma once

// What a trace says about the game beyond the raw calls: who wins each position, which move
// decides it, and which calls repeat work already done. Shared by the drawing, the studio and tests.

#include "game.h"
#include "trace.h"

#include <cstdint>
#include <vector>

namespace gt {

// The player who comes out ahead from this call's position with best play: the winner for
// win/lose games; for score games the player who gets at least half of the stones left
// (the player to move on a tie), or with a first player's score, the first unless it is below 0.
// Plain recursions have no players: the first, by convention.
Player favouredPlayer(const Game& game, const Trace& trace, std::int32_t id);

// The child whose move gives the call its value: the first winning move of the player to move,
// or the first move reaching the best score. -1 when no move decides (a lost position, a leaf,
// a plain recursion).
std::int32_t decidingChild(const Game& game, const Trace& trace, std::int32_t id);

// a - b as 64-bit values wrap: what is left minus a share, for any two values of a user's program
// (left was summed the same way, so left - child == value holds exactly).
std::int64_t wrappingDifference(std::int64_t a, std::int64_t b);

// For each call: 1 if it lies in a subtree whose root repeats a computation done earlier
// (memo off: the article's yellow subtrees).
std::vector<std::uint8_t> repeatedSubtreeMask(const Trace& trace);

} // namespace gt
