#pragma once

// The memo drawn as the DP table it is (core/memo_table.h): a row of cells for dp[N+1], a grid
// for visit[2][N+1] and dp[n+1][n+1], a row per layer of subsets for dp[1 << max]. Cells are
// SceneNodes, so the canvas, SVG, PNG and PDF draw them, name them in tooltips and <title>s, and
// a click on one goes to the call that stored it.

#include "core/memo_table.h"
#include "scene.h"

namespace gt {

// Which numbers the cells carry: the order the recursion stored them, or the order an
// iterative DP over the same table fills them.
enum class TableOrder { Recursion, BottomUp };

// Cells drawn one by one; a larger table is cut at this many, and its caption says so.
constexpr std::int64_t kMostTableCells = 20'000;
// Cells of one line before it wraps.
constexpr int kTableCellsPerLine = 20;

Scene buildTableScene(const Game& game, const MemoTable& table, const Style& style, TableOrder order, SceneParts parts = {});

} // namespace gt
