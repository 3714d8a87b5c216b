// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "call_inspection.h"

namespace gt {

CallAtStep inspectCall(const Trace& trace, std::int32_t call, std::int64_t position)
{
    CallAtStep result;
    result.returned = trace.returnEvent(call) < position;
    // Children are entered in move order, so the first one not entered yet ends the list.
    for (std::int32_t child = call + 1; child < trace.subtreeEnd(call); child = trace.subtreeEnd(child)) {
        if (trace.enterEvent(child) >= position)
            break;
        result.tried.push_back({child, trace.returnEvent(child) < position});
    }
    return result;
}

} // namespace gt
