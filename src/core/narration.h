// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// One or two sentences saying what a step of the run does, in the user's language, with each
// game's own wording: "First player, N=7: tries subtracting 5 and hands N=2 to the second player."

#include "game.h"
#include "trace.h"

#include <QString>

namespace gt {

// The narration of event `index` (the step that reaches position index + 1).
QString narrateEvent(const Game& game, const Trace& trace, std::int64_t index);

} // namespace gt
