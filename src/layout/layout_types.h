// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What a layouter takes and gives back: plain structs in points (1/72 inch), y growing down.

#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

#include <stdexcept>
#include <vector>

namespace gt {

struct LayoutRequest {
    struct Edge {
        int from = 0;
        int to = 0;
        bool ranked = true; // false: drawn, but no influence on the ranks (e.g. a memo link)
    };
    std::vector<QSizeF> nodes; // in the order children should appear (move order)
    std::vector<Edge> edges;   // tree edges in move order for each parent
    // Nodes from a root down, each a child of the one before, drawn in one vertical line: the way
    // to the call in focus stays straight and narrow however wide the levels around it are.
    std::vector<int> spine;
    double rankSeparation = 36;
    double nodeSeparation = 14;
};

struct LayoutResult {
    struct EdgePath {
        // Cubic bezier pieces: start, then (control, control, end) triples; one list per piece.
        std::vector<std::vector<QPointF>> pieces;
        QPointF arrowTip; // where the arrowhead points, if any
        bool hasArrow = false;
    };
    std::vector<QRectF> nodes; // one box per requested node
    std::vector<EdgePath> edges;
    QRectF bounds;
};

// A link drawn across the layout (a memo answer to its origin) without routing: from the side
// of `from` facing `to` to the facing side of `to`, a straight cubic ending in an arrow.
LayoutResult::EdgePath straightLink(const QRectF& from, const QRectF& to);
// A tree edge as a straight cubic from the parent's bottom to the child's top.
LayoutResult::EdgePath straightEdge(const QRectF& parent, const QRectF& child);

// Lays out a directed graph top to bottom. Implementations are thread-safe.
class Layouter {
public:
    virtual ~Layouter() = default;
    // Throws LayoutError when the engine fails; the message is the engine's.
    virtual LayoutResult layout(const LayoutRequest& request) = 0;
};

class LayoutError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

} // namespace gt
