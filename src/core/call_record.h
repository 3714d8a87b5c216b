// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <climits>
#include <cstdint>

namespace gt {

// Who is to move in a call. Every seed game alternates, so it follows the depth's parity.
enum class Player : std::uint8_t { First = 0, Second = 1 };

// How a call produced its value.
enum class Outcome : std::uint8_t {
    Base = 0,     // a base case of the recursion
    Memo = 1,     // read from the memo table (a leaf of the tree)
    Shortcut = 2, // Stone Game II: every remaining pile can be taken at once
    Computed = 3, // combined from its children
};

// One recorded call. 24 bytes: the issue allows 32 per call on average, and labels are
// produced on demand from `state` rather than stored. A memo answer's link (the call that first
// computed its state) is not stored either: the trace keeps that call once per state, and the
// Linked flag says whether it had returned when the answer was given (see Trace::memoOf).
struct CallRecord {
    std::int32_t parent = -1;     // id of the caller, -1 for the root
    std::int32_t move = 0;        // the move that led here (game-specific number), 0 for the root
    std::uint32_t state = 0;      // the game's dense state index
    std::int32_t value = 0;       // the returned value, or an escape into the trace's wide values (see StoredValue)
    std::uint32_t subtreeEnd = 0; // calls [id, subtreeEnd) form this call's subtree (pre-order)
    std::uint32_t depth : 24 = 0; // 0 for the root (contest recursions reach 10^5 and more)
    std::uint32_t flags : 8 = 0;  // see CallFlag
};
static_assert(sizeof(CallRecord) == 24, "keep a recorded call compact");

// A call's value in the record's 32 bits. Values from -2^30 up to INT32_MAX are stored as they
// are; any other 64-bit value (contest code returns `long long`: EDPC L's answers reach 3e12) is
// stored as an escape code, INT32_MIN + k, naming the k-th entry of a side table of int64 values
// kept with the trace. The built-in solvers' values always fit, so they pay one predictable
// compare; a quarter of the 32-bit range is given up so that the escapes outnumber any run's
// recorded calls (at most one escape per call).
namespace StoredValue {
constexpr std::int32_t kSmallestDirect = -(std::int32_t(1) << 30);
constexpr std::int64_t kMaxEscapes = std::int64_t(kSmallestDirect) - INT32_MIN; // 2^30

constexpr bool fitsDirect(std::int32_t value)
{
    return value >= kSmallestDirect;
}
constexpr bool fitsDirect(std::int64_t value)
{
    // One unsigned compare for both ends of [kSmallestDirect, INT32_MAX] (unsigned: no overflow).
    return std::uint64_t(value) - std::uint64_t(std::int64_t(kSmallestDirect))
        <= std::uint64_t(std::int64_t(INT32_MAX) - kSmallestDirect);
}
constexpr bool isEscape(std::int32_t stored)
{
    return stored < kSmallestDirect;
}
constexpr std::int32_t escapeCode(std::int64_t index)
{
    return std::int32_t(INT32_MIN + index);
}
constexpr std::int64_t escapeIndex(std::int32_t stored)
{
    return std::int64_t(stored) - INT32_MIN;
}
} // namespace StoredValue

namespace CallFlag {
constexpr std::uint8_t SecondPlayer = 1u << 0;
constexpr std::uint8_t OutcomeShift = 1; // two bits of Outcome
constexpr std::uint8_t OutcomeMask = 3u << 1;
constexpr std::uint8_t EarlyExit = 1u << 3;      // returned before trying every legal move
constexpr std::uint8_t HiddenChildren = 1u << 4; // some calls below were past the recording limit
constexpr std::uint8_t Returned = 1u << 5;       // the call has returned (false only while running)
constexpr std::uint8_t Linked = 1u << 6;         // a memo answer whose state's first computation had returned
} // namespace CallFlag

} // namespace gt
