#pragma once

// Quiz mode's rules: which returns are asked, and the tally. No widgets.

#include "game.h"
#include "trace.h"

#include <cstdint>
#include <optional>
#include <set>

namespace gt {

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
    // Win/lose games ask "who wins from here?": `winner` is mapped to the value the trace stores
    // for that call (the first player's view in the prime game, the mover's in Can I Win).
    std::optional<Verdict> answerWinner(const Game& game, const Trace& trace, std::int64_t event, Player winner);

    int right() const { return m_right; }
    int asked() const { return m_asked; }

private:
    bool asksReturnOf(const Trace& trace, std::int32_t call) const;

    std::set<std::int32_t> m_answered;
    int m_right = 0;
    int m_asked = 0;
    Scope m_scope = Scope::EveryReturn;
};

} // namespace gt
