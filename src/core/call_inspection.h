// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What the inspector shows of one call at a step ("moves tried so far"). No widgets.

#include "trace.h"

#include <cstdint>
#include <vector>

namespace gt {

struct TriedMove {
    std::int32_t child;
    bool returned;
};

struct CallAtStep {
    bool returned = false;        // the call's return event is before `position`
    std::vector<TriedMove> tried; // children entered before `position`, in move order
};

// `position` is the stepper's position: events [0, position) have happened (see Stepper).
CallAtStep inspectCall(const Trace& trace, std::int32_t call, std::int64_t position);

} // namespace gt
