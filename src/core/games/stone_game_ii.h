// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "core/game.h"

namespace gt {
// Stone Game II (LeetCode 1140), seed article 002 (ja).
GameInfo stoneGameIIInfo();
} // namespace gt
