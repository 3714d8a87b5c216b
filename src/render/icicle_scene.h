// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The icicle overview as a picture on a page: the title and legend of every export, the bands
// labelled by depth on the left, each segment a flat block with its tooltip and marks over it.
// A column is one point and the scene is the page itself, so blocks fall on whole pixels of a PNG.

#include "icicle.h"
#include "scene.h"

namespace gt {

// Bands are at least this high: a deeper run puts several levels in one band.
constexpr double kMinIcicleBandPoints = 4;

// An icicle and where its columns and bands are on its scene (a column is a point), for what the
// studio paints over it.
struct IciclePlacement {
    Icicle icicle;
    double left = 0; // column 0
    double top = 0;  // band 0
    double bandHeight = 0;
    double fillHeight = 0; // a band's blocks, above the gap between bands

    // Where a call is: its band and columns, at least one column wide (a call narrower than a
    // column is where it is summed).
    QRectF boxOf(const Trace& trace, std::int32_t call) const;
    // The segment under a scene point, -1 for none.
    int segmentAt(QPointF point) const;
};

// The page is the scene's size (a slide when empty). The blocks are the icicle's segments, in
// the same order; `placement`, when given, gets the icicle and where it is.
Scene buildIcicleScene(
    const SolvedRun& run, const Style& style, QSizeF page, SceneParts parts = {}, IciclePlacement* placement = nullptr);

// The icicle's legend swatches (MemoShare, BaseShare, RepeatShare, Pale) as coloured strips,
// for every backend; empty for the tree's swatches.
std::vector<SceneMark> icicleSwatch(const LegendEntry& entry, const Palette& palette);

} // namespace gt
