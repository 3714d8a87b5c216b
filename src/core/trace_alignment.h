// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Two runs of one game side by side: the same call in both is the one reached by the same moves
// from the root. With the memo (or the short-circuit) on, a run makes a subset of the calls of
// the run with it off, in the same order; the other way round, a call the other run does not
// make stands at the nearest call before it that both runs make.

#include "trace.h"

#include <cstdint>
#include <vector>

namespace gt {

class TraceAlignment {
public:
    TraceAlignment(const Trace& from, const Trace& to);

    // The call of `to` reached by the same moves as `call` of `from`; when `to` does not make
    // that call, the counterpart of the nearest call before it (in call order) that `to` makes.
    // -1 only when not even the root is shared (an empty run).
    std::int32_t counterpart(std::int32_t call) const;
    // True when `to` makes the call itself.
    bool exact(std::int32_t call) const;
    // The position of `to`'s stepper that shows the same moment of the search as `fromPosition`
    // (events done) of `from`'s: the same call entered or returned; inside a part `to` skips,
    // the last moment both share. Positions move forward together.
    std::int64_t counterpartPosition(std::int64_t fromPosition) const;

private:
    const Trace& m_from;
    const Trace& m_to;
    std::vector<std::int32_t> m_counterpart; // per call of `from`
    std::vector<std::uint8_t> m_exact;
};

} // namespace gt
