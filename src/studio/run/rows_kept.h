// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// How the panels' models follow a step: with row inserts and removes at the end (a step pushes
// or pops a call, stores or un-stores an entry), not a reset, so views keep their scroll and
// selection. The rows kept are the common prefix of the old rows and the new.

#include <algorithm>
#include <cstdint>
#include <vector>

namespace gt {

inline int commonPrefix(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>& b)
{
    return int(std::mismatch(a.begin(), a.end(), b.begin(), b.end()).first - a.begin());
}

} // namespace gt
