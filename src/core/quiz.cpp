#include "quiz.h"

#include <algorithm>

namespace gt {

namespace {

// The event after `e`: after the enter of c comes its first
// child's enter or its own return; after the return of c, its next sibling's enter or its
// parent's return. Only call and kind are set: the quiz needs no more.
TraceEvent nextEvent(const Trace& trace, const TraceEvent& e)
{
    const std::int32_t c = e.call;
    if (e.kind == EventKind::Enter)
        return c + 1 < trace.subtreeEnd(c) ? TraceEvent {c + 1, EventKind::Enter} : TraceEvent {c, EventKind::Return};
    const std::int32_t p = trace.parent(c);
    if (p < 0)
        return e; // the root's return is the last event: nothing follows
    if (trace.subtreeEnd(c) < trace.subtreeEnd(p))
        return {trace.subtreeEnd(c), EventKind::Enter};
    return {p, EventKind::Return};
}

} // namespace

void Quiz::reset()
{
    m_answered.clear();
    m_right = m_asked = 0;
}

bool Quiz::asksReturnOf(const Trace& trace, std::int32_t call) const
{
    if (m_scope == Scope::RootMovesOnly && trace.parent(call) != 0)
        return false;
    return !m_answered.count(call);
}

bool Quiz::asks(const Trace& trace, std::int64_t event) const
{
    if (event < 0 || event >= trace.eventCount())
        return false;
    const TraceEvent e = trace.event(event);
    return e.kind == EventKind::Return && asksReturnOf(trace, e.call);
}

std::optional<std::int64_t> Quiz::firstQuestionIn(const Trace& trace, std::int64_t from, std::int64_t to) const
{
    from = std::max<std::int64_t>(from, 0);
    to = std::min(to, trace.eventCount());
    if (from >= to)
        return std::nullopt;
    // Trace::event() searches; walking on from one event is O(1) per step, which matters when
    // End crosses millions of events.
    TraceEvent e = trace.event(from);
    for (std::int64_t k = from; k < to; ++k, e = nextEvent(trace, e)) {
        if (e.kind == EventKind::Return && asksReturnOf(trace, e.call))
            return k;
    }
    return std::nullopt;
}

std::optional<Quiz::Verdict> Quiz::answer(const Trace& trace, std::int64_t event, std::int64_t value)
{
    if (!asks(trace, event))
        return std::nullopt;
    const std::int32_t call = trace.event(event).call;
    const std::int64_t truth = trace.value(call);
    const bool right = value == truth;
    m_answered.insert(call);
    ++m_asked;
    m_right += right;
    return Verdict {call, truth, right};
}

std::optional<Quiz::Verdict> Quiz::answerWinner(const Game& game, const Trace& trace, std::int64_t event, Player winner)
{
    if (!asks(trace, event))
        return std::nullopt;
    const Player toMove = trace.player(trace.event(event).call);
    return answer(trace, event, game.valueWhenWins(winner, toMove));
}

} // namespace gt
