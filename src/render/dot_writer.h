// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "scene.h"

#include <QByteArray>

namespace gt {

// DOT of the drawn graph with its look as Graphviz attributes (shapes, fills, labels, bold
// deciding moves, dashed memo links, tooltips), so users can restyle and lay it out themselves.
QByteArray drawingToDot(const Scene& scene, const Drawing& drawing, const Game& game);

} // namespace gt
