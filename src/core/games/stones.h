#pragma once

#include "core/game.h"

namespace gt {
// AtCoder ABC 270 D "Stones", seed article 003 (ja).
GameInfo stonesInfo();
} // namespace gt
