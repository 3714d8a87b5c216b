#pragma once

#include "scene.h"

#include <QByteArray>

namespace gt {

// SVG 1.1 of a scene: one <g> per node with a <title> tooltip, text as <text> (selectable,
// searchable), the same geometry and colours as the painter.
QByteArray sceneToSvg(const Scene& scene);

} // namespace gt
