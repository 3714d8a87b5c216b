// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The words of the built-in games' state labels in English, Japanese and Korean, so that a state
// typed in any of them is found in whichever language the labels are shown: with Japanese labels
// "used {1,3}" finds 使用済み {1,3} · 残り 2, and "N=4, second player" finds N=4・後手.

#include <QString>

namespace gt {

// `query` with every label word of another language put in the shown language's (the current
// one, language.h); the query itself when it has none.
QString inShownLabelWords(const QString& query);

} // namespace gt
