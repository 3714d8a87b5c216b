#pragma once

#include "scene.h"

class QPainter;

namespace gt {

// Paints a scene with QPainter in scene units (points); the caller sets any scale. Text keeps
// its point size whatever the device's resolution, so screen, PNG and PDF match.
void paintScene(QPainter& painter, const Scene& scene);

// The shape of a node's outline, shared by the painter and the SVG writer.
double cornerRadius(const SceneNode& node);
// The box behind a text with a backdrop.
QRectF backdropRect(const SceneText& text);

} // namespace gt
