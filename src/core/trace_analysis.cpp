// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "trace_analysis.h"

#include <QStringList>

#include <algorithm>

namespace gt {

namespace {
Player other(Player p)
{
    return p == Player::First ? Player::Second : Player::First;
}

Standing standingOf(Player p)
{
    return p == Player::First ? Standing::First : Standing::Second;
}

// Score difference and negamax: the child worst for the opponent (the lowest value from its view).
std::int32_t lowestChild(const Trace& trace, std::int32_t id)
{
    std::int32_t lowest = -1;
    for (std::int32_t child = id + 1; child < trace.subtreeEnd(id); child = trace.subtreeEnd(child))
        if (trace.returned(child) && (lowest < 0 || trace.value(child) < trace.value(lowest)))
            lowest = child;
    return lowest;
}
} // namespace

Standing standing(const Game& game, const Trace& trace, std::int32_t id)
{
    const CallValue value = trace.callValue(id);
    if (game.valueMeaning() == ValueMeaning::MoverScore
        && !value.pair) { // 128 bits: a user's program may return any 64-bit value
        const Player mover = trace.player(id);
        return standingOf(2 * __int128(value.first) >= game.stonesLeft(trace.state(id)) ? mover : other(mover));
    }
    return game.standing(value, trace.player(id));
}

Player favouredPlayer(const Game& game, const Trace& trace, std::int32_t id)
{
    switch (standing(game, trace, id)) {
    case Standing::First: return Player::First;
    case Standing::Second: return Player::Second;
    case Standing::Even: break;
    }
    return trace.player(id);
}

std::int32_t decidingChild(const Game& game, const Trace& trace, std::int32_t id)
{
    if (trace.outcome(id) != Outcome::Computed)
        return -1;
    const Player mover = trace.player(id);
    if (trace.pairValues() && readsPairsAsScores(game.valueMeaning())) {
        const CallValue value = trace.callValue(id);
        for (std::int32_t child = id + 1; child < trace.subtreeEnd(id); child = trace.subtreeEnd(child))
            if (trace.returned(child) && pairTakenFrom(game.valueMeaning(), mover, value, trace.callValue(child)))
                return child;
        return -1;
    }
    switch (game.valueMeaning()) {
    case ValueMeaning::Plain: return -1;
    case ValueMeaning::FirstPlayerScore: // minimax: the child whose value it took
        for (std::int32_t child = id + 1; child < trace.subtreeEnd(id); child = trace.subtreeEnd(child))
            if (trace.value(child) == trace.value(id))
                return child;
        return -1;
    case ValueMeaning::ScoreDifference: return lowestChild(trace, id);
    case ValueMeaning::Negamax: {
        const std::int32_t lowest = lowestChild(trace, id);
        return lowest >= 0 && trace.value(lowest) <= 0 ? lowest : -1; // a win, else a draw; every move losing: none
    }
    case ValueMeaning::MoverScore: {
        const std::int64_t left = game.stonesLeft(trace.state(id));
        for (std::int32_t child = id + 1; child < trace.subtreeEnd(id); child = trace.subtreeEnd(child))
            // Wrapping: a user's program may return any 64-bit value (found by fuzz_picture), and
            // its stones left were summed so (see ProgramRecording::stonesLeft).
            if (wrappingDifference(left, trace.value(child)) == trace.value(id))
                return child;
        return -1;
    }
    case ValueMeaning::MoverWins:
    case ValueMeaning::FirstPlayerWins:
    case ValueMeaning::WinnerIndex:
    case ValueMeaning::Grundy: break;
    }
    if (favouredPlayer(game, trace, id) != mover)
        return -1; // every move loses: none decides
    for (std::int32_t child = id + 1; child < trace.subtreeEnd(id); child = trace.subtreeEnd(child))
        if (favouredPlayer(game, trace, child) == mover)
            return child;
    return -1;
}

bool pairTakenFrom(ValueMeaning meaning, Player mover, const CallValue& value, const CallValue& child)
{
    if (meaning == ValueMeaning::MoverScore) // (mine, theirs): the opponent's total is what they got moving next
        return child.first == value.second;
    // (the first player's, the second's): the mover adds to its own; the other's stays as the move left it
    return mover == Player::First ? child.second == value.second : child.first == value.first;
}

std::int64_t wrappingDifference(std::int64_t a, std::int64_t b)
{
    return std::int64_t(std::uint64_t(a) - std::uint64_t(b));
}

std::optional<std::vector<std::int64_t>> mexOfChildren(const Trace& trace, std::int32_t id)
{
    if (trace.outcome(id) != Outcome::Computed || !trace.returned(id) || trace.hasHiddenChildren(id))
        return std::nullopt;
    std::vector<std::int64_t> values;
    for (std::int32_t child = id + 1; child < trace.subtreeEnd(id); child = trace.subtreeEnd(child)) {
        if (!trace.returned(child))
            return std::nullopt;
        values.push_back(trace.value(child));
    }
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    std::int64_t mex = 0;
    for (const std::int64_t v : values)
        if (v == mex)
            ++mex;
    if (values.empty() || mex != trace.value(id))
        return std::nullopt;
    return values;
}

QString mexText(const std::vector<std::int64_t>& values, int mostShown)
{
    const bool cut = mostShown > 0 && int(values.size()) > mostShown;
    const std::size_t shown = cut ? std::size_t(mostShown - 1) : values.size();
    QStringList items;
    for (std::size_t i = 0; i < shown; ++i)
        items << QString::number(values[i]);
    if (cut)
        items << QStringLiteral("…");
    return QStringLiteral("mex{") + items.join(u',') + u'}';
}

std::vector<std::uint8_t> repeatedSubtreeMask(const Trace& trace)
{
    // The roots of both copies first (a first computation is never itself a repeat), then each
    // mark down its subtree: calls come in preorder, so a parent's mark is final before its children's.
    std::vector<std::uint8_t> mask(std::size_t(trace.size()), NotRepeated);
    bool repeats = false;
    for (std::int32_t id = 0; id < trace.size(); ++id)
        if (const std::int32_t first = trace.repeatOf(id); first >= 0) {
            mask[std::size_t(id)] = Repeat;
            mask[std::size_t(first)] = FirstCopy;
            repeats = true;
        }
    // With the memo on there are none, and nothing to carry down 10 million calls.
    for (std::int32_t id = 1; repeats && id < trace.size(); ++id) {
        std::uint8_t& mark = mask[std::size_t(id)];
        const std::uint8_t above = mask[std::size_t(trace.parent(id))];
        if (above == Repeat || (above == FirstCopy && mark == NotRepeated))
            mark = above;
    }
    return mask;
}

} // namespace gt
