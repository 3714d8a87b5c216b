// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "scene.h"

#include <QPageSize>

class QPagedPaintDevice;
class QPainter;
class QPdfWriter;

namespace gt {

struct PaintOptions {
    QRectF visible;           // scene area to paint; empty: everything
    bool texts = true;        // false when zoomed far out: boxes and lines only
    bool dots = false;        // very far out: each node a plain filled box, edges hairlines
    double moveTextScale = 1; // a canvas enlarges the moves on edges to its own floor
};

// Paints a scene with QPainter in scene units (points); the caller sets any scale. Text keeps
// its point size whatever the device's resolution, so screen, PNG and PDF match.
void paintScene(QPainter& painter, const Scene& scene, const PaintOptions& options = {});
// The scene on its page (painter units are page points): scaled and centred as pageViewBox says,
// the page's background filled.
void paintOnPage(QPainter& painter, const Scene& scene);

// Scenes one to a page on a paged device (a PDF writer, a printer), each scaled from points to
// the device's resolution; the page size is the caller's to set. False when the device cannot be
// painted on (a printer that failed to start).
bool paintPages(QPagedPaintDevice& device, const std::vector<const Scene*>& pages);
// Our PDFs: one device unit is one point (one scene unit), no margins, named as made by us.
void setUpPdfWriter(QPdfWriter& pdf);
// A page the size of `pageSize` points, exactly.
QPageSize pagePoints(QSizeF pageSize);

// The legend's frame and entries (as placed by placeLegend), for panels outside the scene.
void paintLegend(QPainter& painter, const Style& style, const std::vector<LegendEntry>& entries, const QRectF& frame);

// The shape of a node's outline, shared by the painter and the SVG writer.
double cornerRadius(const SceneNode& node);
// How far outside a ringed node's box its ring runs (outside the current call's ring, where both are).
double playedRingGap(const SceneNode& node, const Style& style);
// The box behind a text with a backdrop.
QRectF backdropRect(const SceneText& text);

} // namespace gt
