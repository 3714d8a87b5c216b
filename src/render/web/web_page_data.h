// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What a web page shows beside its tree, written from the run so that the page's script only
// looks it up: each step's event, narration (the sentences of the studio and the slides) and
// source lines; each call's line in the call stack; the memo table's entries and the step each
// is stored at; the quiz's question, answer and verdict for each call.

#include "core/solver_listing.h"
#include "render/scene.h"

#include <QJsonObject>

namespace gt {

// `lastStep`: the events that happened; `source` null: the page hides the solver's source.
QJsonObject webPageData(const SolvedRun& run, std::int64_t lastStep, const SolverListing* source);

} // namespace gt
