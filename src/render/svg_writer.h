// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "scene.h"

#include <QByteArray>
#include <QXmlStreamWriter>

namespace gt {

// SVG 1.1 of a scene: one <g> per node with a <title> tooltip, text as <text> (selectable,
// searchable), the same geometry and colours as the painter.
QByteArray sceneToSvg(const Scene& scene);

// A scene's elements as SVG, one at a time: sceneToSvg puts a whole file together from them, the
// web page a tree whose nodes and edges change with the step.
class SvgElements {
public:
    // `indent`: one element a line, indented, for files people open; off where size matters.
    SvgElements(QByteArray* out, bool indent);
    QXmlStreamWriter& xml() { return m_xml; }

    void writeDefs(const Palette& p); // the print palette's hatching
    void writeBackground(const QRectF& view, const Palette& p);
    // Under everything: the article's yellow around repeated subtrees.
    void writeEdgeHalo(const SceneEdge& edge, const Style& style);
    void writeNodeHalo(const SceneNode& node, const Style& style);
    void writeEdge(const SceneEdge& edge); // <g class="edge ...">: the path and its arrow
    // <g id class>: the tooltip, the ring when it is the current call, the shape, badge and texts.
    void writeNode(const SceneNode& node, const Palette& p);
    // The current call's ring around a node's shape; `cls` names it where it is shown and hidden.
    void writeRing(const SceneNode& node, const Palette& p, const QString& cls = {});
    // The ring round the position a game played has reached.
    void writePlayedRing(const SceneNode& node, const Style& style);
    void writeText(const SceneText& t);
    void writeIcicle(const Scene& scene);
    void writeLegend(const Scene& scene);
    // One shape of a legend entry's picture.
    void writeShape(const SceneShape& shape, const Palette& p);

private:
    QString fill(const QColor& c, Qt::BrushStyle pattern, const Palette* p = nullptr) const;
    void rect(const QRectF& box, double radius, const QColor& fillColor, Qt::BrushStyle pattern, const QColor& stroke,
        double strokeWidth, bool dashed, const QString& cls = {}, const Palette* p = nullptr);
    void path(const SceneEdge& edge, const QColor& c, double width, bool dashed);
    void arrow(const SceneEdge& edge);
    void writeMarks(const std::vector<SceneMark>& marks);
    void box(const QRectF& r);
    void opacity(const QColor& c);

    QXmlStreamWriter m_xml;
};

} // namespace gt
