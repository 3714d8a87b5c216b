// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
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
// "recursion" or "bottom-up", as --order names them; none for another word.
std::optional<TableOrder> tableOrderById(const QString& id);

// Cells drawn one by one, with their values up to kRoomyTableCells; a larger table is drawn as
// boxes that each sum a run of cells, at most kTableSumsPerRow to a row.
constexpr std::int64_t kMostTableCells = 2'048;
constexpr std::int64_t kRoomyTableCells = 256;
constexpr int kTableSumsPerRow = 240;
inline bool tableDrawnAsSums(std::uint64_t cells)
{
    return cells > std::uint64_t(kMostTableCells);
}
// Cells of one line before it wraps (twice as many once cells shrink).
constexpr int kTableCellsPerLine = 20;

// Without parts.titleDetails the counts under the table are left out. Arrows join the cells `readsOf` called by now (its
// children's states) to its own cell; -1: the running call's.
Scene buildTableScene(const Game& game, const MemoTable& table, const Style& style, TableOrder order, SceneParts parts = {},
    std::int32_t readsOf = -1);

} // namespace gt
