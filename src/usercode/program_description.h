// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What a user's program declares before its recursion starts (run.title, run.values,
// run.defaults, run.noShortCircuit, run.param, run.paramList): the Description record, as JSON.

#include "core/game.h"
#include "core/memo_shape.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace gt {

struct ProgramDescription {
    QString title;
    ValueMeaning values = ValueMeaning::MoverWins;
    bool memoDefault = true;
    bool shortCircuitDefault = false;
    bool hasShortCircuit = true;
    std::vector<ParamSpec> params;  // `example` is the default, as it would be typed
    std::optional<MemoShape> table; // run.table: sized by the run's parameters, so read each run's
};

// Throws UserError when the JSON is not a description (a runtime that does not match).
ProgramDescription parseDescription(const QByteArray& json);

} // namespace gt
