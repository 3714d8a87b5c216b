// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "layout_types.h"

namespace gt {

// A linear-time tidy tree (Reingold-Tilford, with Walker's n-ary placement as made linear by
// Buchheim, Jünger and Leipert): parents centred over their children, subtrees as close as their
// widths allow, children in request order, levels top to bottom. Iterative, so a chain of a
// million calls lays out without deep recursion. Edges are straight lines.
//
// The request's ranked edges must form a forest (each node has at most one ranked parent; a
// later one is drawn but does not shape the layout). Thread-safe: it keeps no state.
class TidyTreeLayouter : public Layouter {
public:
    LayoutResult layout(const LayoutRequest& request) override;
};

} // namespace gt
