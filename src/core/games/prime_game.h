// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "core/game.h"

namespace gt {
// yukicoder No.7 "Prime Number Game", seed article 004 (ja).
GameInfo primeGameInfo();
} // namespace gt
