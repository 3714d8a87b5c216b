// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "quiz.h"

#include "trace_analysis.h"

#include <QCoreApplication>

#include <algorithm>

namespace gt {

namespace {

class QuizTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Quiz)
};

QString playerName(Player p)
{
    return p == Player::First ? QuizTr::tr("first player") : QuizTr::tr("second player");
}

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
    return record(call, trace.value(call), value == trace.value(call));
}

std::optional<Quiz::Verdict> Quiz::answerStanding(const Game& game, const Trace& trace, std::int64_t event, Standing answered)
{
    if (!asks(trace, event))
        return std::nullopt;
    const std::int32_t call = trace.event(event).call;
    return record(call, trace.value(call), standing(game, trace, call) == answered);
}

Quiz::Verdict Quiz::record(std::int32_t call, std::int64_t truth, bool right)
{
    m_answered.insert(call);
    ++m_asked;
    m_right += right;
    return Verdict {call, truth, right};
}

// User labels go in by one arg() call: never read as a format.
QuizWords quizWords(const Game& game, const Trace& trace, std::int32_t call)
{
    const QString id = QString::number(call);
    const QString where = game.positionLabel(trace.state(call));
    const CallValue value = trace.callValue(call);
    const Player toMove = trace.player(call);
    const Standing ahead = standing(game, trace, call);
    switch (game.valueMeaning()) {
    case ValueMeaning::Plain:
        return {QuizTr::tr("Call #%1 (%2): what does it return?").arg(id, where),
            QuizTr::tr("Call #%1 (%2) returns %3.").arg(id, where, game.valueText(value))};
    case ValueMeaning::MoverScore:
        return {QuizTr::tr("Call #%1 (%2): how many stones does the player to move (%3) get from here?")
                    .arg(id, where, playerName(toMove)),
            QuizTr::tr("From %1 the player to move (%2) gets %3: call #%4 returns %5.")
                .arg(where, playerName(toMove), QString::number(value.first), id, game.valueText(value))};
    case ValueMeaning::ScoreDifference:
        return {QuizTr::tr("Call #%1 (%2): by how much is the player to move (%3) ahead from here? (Behind: below 0.)")
                    .arg(id, where, playerName(toMove)),
            QuizTr::tr("From %1 (%2 to move): call #%3 returns %4.")
                .arg(where, playerName(toMove), id, game.valueWithView(value, toMove))};
    case ValueMeaning::Grundy:
        return {QuizTr::tr("Call #%1 (%2): what is its Grundy number (the mex of its moves' values)?").arg(id, where),
            QuizTr::tr("From %1 (%2 to move): call #%3 returns %4.")
                .arg(where, playerName(toMove), id, game.valueWithView(value, toMove))};
    case ValueMeaning::Negamax:
        if (ahead == Standing::Even)
            return {
                QuizTr::tr("Call #%1 (%2, %3 to move): who wins from here, or is it a draw?").arg(id, where, playerName(toMove)),
                QuizTr::tr("From %1 (%2 to move) it is a draw: call #%3 returns %4.")
                    .arg(where, playerName(toMove), id, game.valueWithView(value, toMove))};
        return {QuizTr::tr("Call #%1 (%2, %3 to move): who wins from here, or is it a draw?").arg(id, where, playerName(toMove)),
            QuizTr::tr("From %1 (%2 to move) the %3 wins: call #%4 returns %5.")
                .arg(where, playerName(toMove), playerName(favouredPlayer(game, trace, call)), id,
                    game.valueWithView(value, toMove))};
    case ValueMeaning::MoverWins:
    case ValueMeaning::FirstPlayerWins:
    case ValueMeaning::WinnerIndex:
    case ValueMeaning::FirstPlayerScore: break;
    }
    return {QuizTr::tr("Call #%1 (%2, %3 to move): who wins from here?").arg(id, where, playerName(toMove)),
        QuizTr::tr("From %1 (%2 to move) the %3 wins: call #%4 returns %5.")
            .arg(
                where, playerName(toMove), playerName(favouredPlayer(game, trace, call)), id, game.valueWithView(value, toMove))};
}

bool Quiz::asksNumber(ValueMeaning meaning)
{
    switch (meaning) {
    case ValueMeaning::MoverScore:
    case ValueMeaning::Plain:
    case ValueMeaning::ScoreDifference:
    case ValueMeaning::Grundy: return true;
    case ValueMeaning::MoverWins:
    case ValueMeaning::FirstPlayerWins:
    case ValueMeaning::WinnerIndex:
    case ValueMeaning::FirstPlayerScore:
    case ValueMeaning::Negamax: break;
    }
    return false;
}

} // namespace gt
