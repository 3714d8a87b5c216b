// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Quiz mode's rules: which returns are asked, and the tally. No widgets.

#include "game.h"
#include "trace.h"

#include <cstdint>
#include <optional>
#include <set>

namespace gt {

// The question about one call's return and the verdict's sentence, naming whose view the value
// is ("From N=2 (second player to move) the first player wins: call #3 returns Win · first
// player wins."); the web page shows them as they are, the studio's quiz for the kinds of values
// only user programs have.
struct QuizWords {
    QString question;
    QString verdict;
};
QuizWords quizWords(const Game& game, const Trace& trace, std::int32_t call);

class Quiz {
public:
    enum class Scope { EveryReturn, RootMovesOnly };

    void setScope(Scope scope) { m_scope = scope; } // does not reset the tally
    Scope scope() const { return m_scope; }
    void reset(); // forgets answers and the tally

    // True when `event` is the return of a call not answered yet (and, for RootMovesOnly, a
    // child of the root, i.e. parent == 0). False for enters and for events outside the trace.
    bool asks(const Trace& trace, std::int64_t event) const;
    // The first asked event in [from, to), or std::nullopt: stepping from `from` to `to` stops there.
    std::optional<std::int64_t> firstQuestionIn(const Trace& trace, std::int64_t from, std::int64_t to) const;

    struct Verdict {
        std::int32_t call;
        std::int64_t truth;
        bool right;
    };
    // Records the answer to the question at `event` (which must be asked; otherwise returns
    // std::nullopt and changes nothing).
    std::optional<Verdict> answer(const Trace& trace, std::int64_t event, std::int64_t value);
    // The kind of answer a call's question wants: a number (plain values, scores, score
    // differences, Grundy numbers) or who comes out ahead.
    static bool asksNumber(ValueMeaning meaning);
    // Win/lose games ask "who wins from here?" (negamax: or is it a draw?): right when the call's
    // standing is the one answered, whatever view its value takes (the first player's in the
    // prime game, the mover's in Can I Win).
    std::optional<Verdict> answerStanding(const Game& game, const Trace& trace, std::int64_t event, Standing answered);
    std::optional<Verdict> answerWinner(const Game& game, const Trace& trace, std::int64_t event, Player winner)
    {
        return answerStanding(game, trace, event, winner == Player::First ? Standing::First : Standing::Second);
    }

    int right() const { return m_right; }
    int asked() const { return m_asked; }

private:
    bool asksReturnOf(const Trace& trace, std::int32_t call) const;
    Verdict record(std::int32_t call, std::int64_t truth, bool right);

    std::set<std::int32_t> m_answered;
    int m_right = 0;
    int m_asked = 0;
    Scope m_scope = Scope::EveryReturn;
};

} // namespace gt
