// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// How a game's memo is laid out as its article allocates it: stones dp[N+1] is one row, the
// prime game's visit[2][N+1] and Stone Game II's dp[n+1][n+1] are grids, Can I Win's
// dp[1 << max] is a table of subsets, which a bottom-up DP goes through by how many items
// each uses.

#include <QString>
#include <QStringList>

#include <cstdint>

namespace gt {

struct MemoShape {
    enum class Kind : std::uint8_t {
        Line,    // one index: columns cells
        Grid,    // two indexes: rows x columns
        Subsets, // a bitmask over `columns` items: row = items used, the masks of a row in order
    };
    Kind kind = Kind::Line;
    QString declaration; // the article's array: "dp[N+1]", "visit[2][N+1]", "dp[1 << max]"
    QString rowAxis;     // Grid: "turn", "i"; Subsets: "used"
    QString columnAxis;  // "n", "M"; Subsets: the items' name
    int rows = 1;
    int columns = 0;       // Line, Grid: cells in a row; Subsets: how many items
    QStringList rowLabels; // Grid: each row's name where the index is not a number ("first")
    QString bottomUpLoop;  // the order an iterative DP fills the table, as its loops: "n = 0 … N"
    int firstItem = 1;     // Subsets: the item of bit 0 (Can I Win's numbers start at 1; a mask's bits at 0)
};

// A state's place in its table: Line and Grid a cell; Subsets the items used (row) and the mask.
struct MemoCell {
    int row = 0;
    std::int64_t column = 0;
};

// The cell as the article's code indexes it: "dp[7]", "dp[2][1]", "visit[1][5]"; a subset by its
// mask, as dp[1 << max] is indexed.
inline QString cellName(const MemoShape& shape, const MemoCell& cell)
{
    const QString array = shape.declaration.section(u'[', 0, 0);
    return shape.kind == MemoShape::Kind::Grid ? QStringLiteral("%1[%2][%3]").arg(array).arg(cell.row).arg(cell.column)
                                               : QStringLiteral("%1[%2]").arg(array).arg(cell.column);
}

} // namespace gt
