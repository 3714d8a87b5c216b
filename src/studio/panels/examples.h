// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "core/game.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace gt {

// Ready runs for each game, the seed articles' own first.
struct Example {
    QString gameId;
    QString label;
    ParamText params;
    SolveOptions options;
};

std::vector<Example> examplesFor(const QString& gameId);

} // namespace gt
