#include "trace_analysis.h"

namespace gt {

namespace {
Player other(Player p)
{
    return p == Player::First ? Player::Second : Player::First;
}
} // namespace

std::int64_t wrappingDifference(std::int64_t a, std::int64_t b)
{
    return std::int64_t(std::uint64_t(a) - std::uint64_t(b));
}

Player favouredPlayer(const Game& game, const Trace& trace, std::int32_t id)
{
    const Player mover = trace.player(id);
    const std::int64_t value = trace.value(id);
    switch (game.valueMeaning()) {
    case ValueMeaning::MoverWins: return value ? mover : other(mover);
    case ValueMeaning::FirstPlayerWins: return value ? Player::First : Player::Second;
    case ValueMeaning::MoverScore: // 128 bits: a user's program may return any 64-bit value
        return 2 * __int128(value) >= game.stonesLeft(trace.state(id)) ? mover : other(mover);
    case ValueMeaning::FirstPlayerScore: return value >= 0 ? Player::First : Player::Second;
    case ValueMeaning::Plain: break; // no players: nobody is favoured, the first by convention
    }
    return Player::First;
}

std::int32_t decidingChild(const Game& game, const Trace& trace, std::int32_t id)
{
    if (trace.outcome(id) != Outcome::Computed || game.valueMeaning() == ValueMeaning::Plain)
        return -1;
    if (game.valueMeaning() == ValueMeaning::FirstPlayerScore) { // minimax: the child whose value it took
        for (std::int32_t child = id + 1; child < trace.subtreeEnd(id); child = trace.subtreeEnd(child))
            if (trace.value(child) == trace.value(id))
                return child;
        return -1;
    }
    const Player mover = trace.player(id);
    const bool scoreGame = game.valueMeaning() == ValueMeaning::MoverScore;
    if (!scoreGame && favouredPlayer(game, trace, id) != mover)
        return -1; // every move loses: none decides
    const std::int64_t left = game.stonesLeft(trace.state(id));
    for (std::int32_t child = id + 1; child < trace.subtreeEnd(id); child = trace.subtreeEnd(child)) {
        // Wrapping: a user's program may return any 64-bit value (found by fuzz_picture), and
        // its stones left were summed so (see ProgramRecording::stonesLeft).
        if (scoreGame ? wrappingDifference(left, trace.value(child)) == trace.value(id)
                      : favouredPlayer(game, trace, child) == mover)
            return child;
    }
    return -1;
}

std::vector<std::uint8_t> repeatedSubtreeMask(const Trace& trace)
{
    std::vector<std::uint8_t> mask(std::size_t(trace.size()), 0);
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        const std::int32_t parent = trace.parent(id);
        mask[std::size_t(id)] = trace.repeatOf(id) >= 0 || (parent >= 0 && mask[std::size_t(parent)]);
    }
    return mask;
}

} // namespace gt
