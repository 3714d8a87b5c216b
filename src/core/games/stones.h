// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "core/game.h"

namespace gt {
// AtCoder ABC 270 D "Stones", seed article 003 (ja).
GameInfo stonesInfo();
} // namespace gt
