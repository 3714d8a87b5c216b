#pragma once

// The icicle overview as a picture on a page: the title and legend of every export, the bands
// labelled by depth on the left, each segment a flat block with its tooltip and marks over it.
// A column is one point and the scene is the page itself, so blocks fall on whole pixels of a PNG.

#include "icicle.h"
#include "scene.h"

namespace gt {

// Bands are at least this high: a deeper run puts several levels in one band.
constexpr double kMinIcicleBandPoints = 4;

// The page is the scene's size (a slide when empty).
Scene buildIcicleScene(const SceneInput& run, const Style& style, QSizeF page, SceneParts parts = {});

// The icicle's legend swatches (MemoShare, BaseShare, RepeatShare, Pale) as coloured strips,
// for every backend; empty for the tree's swatches.
std::vector<SceneMark> icicleSwatch(const LegendEntry& entry, const Palette& palette);

} // namespace gt
