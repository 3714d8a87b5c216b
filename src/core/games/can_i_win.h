// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "core/game.h"

namespace gt {
// "Can I Win" (LeetCode 464), seed articles 000 (ja) and 001 (ko).
GameInfo canIWinInfo();
} // namespace gt
