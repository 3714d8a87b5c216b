#pragma once

#include "core/game.h"

namespace gt {
// yukicoder No.7 "Prime Number Game", seed article 004 (ja).
GameInfo primeGameInfo();
} // namespace gt
