// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The web page's Play tab: the game of the page's run, every position reachable from the first
// with its moves, how it stands, the solver's move and why, and the words of the sentences, so
// that the page's script plays it offline as the studio does.

#include "render/scene.h"

#include <QJsonObject>
#include <QJsonValue>

namespace gt {

// A page holds each position once: beyond this many the Play tab is left out (a page that
// takes too long to open teaches nothing).
constexpr int kMaxWebPlayPositions = 20000;

// Null when the run cannot be played, with `why` saying so (a run stopped at the first winning
// move, values that say no winner, too many positions).
QJsonValue webPlayData(const SolvedRun& run, QString* why);
// The tab's title, its controls' words and the sentences' patterns, in the current language.
QJsonObject webPlayWords(const Game& game);

} // namespace gt
