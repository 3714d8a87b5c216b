// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "svg_writer.h"

#include "scene_painter.h"
#include "worksheet.h"

#include <cmath>
#include <map>

namespace gt {

namespace {
// Two decimals at most, trailing zeros dropped: "12.5", "40".
QString num(double v)
{
    QString text = QString::number(v, 'f', 2);
    while (text.endsWith(u'0'))
        text.chop(1);
    if (text.endsWith(u'.'))
        text.chop(1);
    return text == QLatin1String("-0") ? QStringLiteral("0") : text;
}

QString color(const QColor& c)
{
    return c.name(QColor::HexRgb);
}

QString pathData(const SceneEdge& edge)
{
    QString d;
    for (const auto& piece : edge.pieces) {
        if (piece.empty())
            continue;
        d += QStringLiteral("M%1,%2").arg(num(piece[0].x()), num(piece[0].y()));
        for (std::size_t k = 1; k + 2 < piece.size(); k += 3)
            d += QStringLiteral(" C%1,%2 %3,%4 %5,%6")
                     .arg(num(piece[k].x()), num(piece[k].y()), num(piece[k + 1].x()), num(piece[k + 1].y()),
                         num(piece[k + 2].x()), num(piece[k + 2].y()));
    }
    return d;
}

void writeGroup(QXmlStreamWriter& xml, const QString& cls, const auto& items, const auto& write)
{
    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), cls);
    for (const auto& item : items)
        write(item);
    xml.writeEndElement();
}
} // namespace

SvgElements::SvgElements(QByteArray* out, bool indent)
    : m_xml(out)
{
    m_xml.setAutoFormatting(indent);
}

void SvgElements::writeDefs(const Palette& p)
{
    m_xml.writeStartElement(QStringLiteral("defs"));
    for (const auto& [id, c] :
        {std::pair {QStringLiteral("hatch-first"), p.firstFill}, std::pair {QStringLiteral("hatch-second"), p.secondFill}}) {
        m_xml.writeStartElement(QStringLiteral("pattern"));
        m_xml.writeAttribute(QStringLiteral("id"), id);
        m_xml.writeAttribute(QStringLiteral("patternUnits"), QStringLiteral("userSpaceOnUse"));
        m_xml.writeAttribute(QStringLiteral("width"), QStringLiteral("6"));
        m_xml.writeAttribute(QStringLiteral("height"), QStringLiteral("6"));
        m_xml.writeEmptyElement(QStringLiteral("path"));
        m_xml.writeAttribute(QStringLiteral("d"), QStringLiteral("M-1,1 l2,-2 M0,6 l6,-6 M5,7 l2,-2"));
        m_xml.writeAttribute(QStringLiteral("stroke"), color(c));
        m_xml.writeAttribute(QStringLiteral("stroke-width"), QStringLiteral("0.8"));
        m_xml.writeEndElement();
    }
    if (p.tiePattern != Qt::SolidPattern) { // the print palette's ties: dots, apart from either hatching
        m_xml.writeStartElement(QStringLiteral("pattern"));
        m_xml.writeAttribute(QStringLiteral("id"), QStringLiteral("dots-tie"));
        m_xml.writeAttribute(QStringLiteral("patternUnits"), QStringLiteral("userSpaceOnUse"));
        m_xml.writeAttribute(QStringLiteral("width"), QStringLiteral("4"));
        m_xml.writeAttribute(QStringLiteral("height"), QStringLiteral("4"));
        m_xml.writeEmptyElement(QStringLiteral("circle"));
        m_xml.writeAttribute(QStringLiteral("cx"), QStringLiteral("2"));
        m_xml.writeAttribute(QStringLiteral("cy"), QStringLiteral("2"));
        m_xml.writeAttribute(QStringLiteral("r"), QStringLiteral("0.8"));
        m_xml.writeAttribute(QStringLiteral("fill"), color(p.tieFill));
        m_xml.writeEndElement();
    }
    m_xml.writeEndElement();
}

void SvgElements::writeBackground(const QRectF& view, const Palette& p)
{
    rect(view, 0, p.background, Qt::SolidPattern, QColor(), 0, false, QStringLiteral("background"));
}

void SvgElements::writeEdgeHalo(const SceneEdge& edge, const Style& style)
{
    path(edge, haloColor(style.palette, edge.firstCopy), 2 * style.haloWidth, false);
}

void SvgElements::writeNodeHalo(const SceneNode& node, const Style& style)
{
    const double halo = style.haloWidth;
    rect(node.box.adjusted(-halo, -halo, halo, halo), cornerRadius(node) + halo, haloColor(style.palette, node.firstCopy),
        Qt::SolidPattern, QColor(), 0, false);
}

void SvgElements::writeEdge(const SceneEdge& edge)
{
    m_xml.writeStartElement(QStringLiteral("g"));
    m_xml.writeAttribute(QStringLiteral("class"), QStringLiteral("edge ") + edge.classes.join(u' '));
    path(edge, edge.color, edge.width, edge.dashed);
    if (edge.arrow && !edge.pieces.empty() && !edge.pieces.back().empty())
        arrow(edge);
    m_xml.writeEndElement();
}

QString SvgElements::fill(const QColor& c, Qt::BrushStyle pattern, const Palette* p) const
{
    if (pattern == Qt::SolidPattern || !p)
        return color(c);
    if (pattern == p->tiePattern && c == p->tieFill)
        return QStringLiteral("url(#dots-tie)");
    return c == p->firstFill ? QStringLiteral("url(#hatch-first)") : QStringLiteral("url(#hatch-second)");
}

void SvgElements::rect(const QRectF& box, double radius, const QColor& fillColor, Qt::BrushStyle pattern, const QColor& stroke,
    double strokeWidth, bool dashed, const QString& cls, const Palette* p)
{
    m_xml.writeEmptyElement(QStringLiteral("rect"));
    if (!cls.isEmpty())
        m_xml.writeAttribute(QStringLiteral("class"), cls);
    this->box(box);
    if (radius > 0) {
        const double r = std::min(radius, box.height() / 2);
        m_xml.writeAttribute(QStringLiteral("rx"), num(r));
        m_xml.writeAttribute(QStringLiteral("ry"), num(r));
    }
    m_xml.writeAttribute(QStringLiteral("fill"), fillColor.isValid() ? fill(fillColor, pattern, p) : QStringLiteral("none"));
    if (stroke.isValid() && strokeWidth > 0) {
        m_xml.writeAttribute(QStringLiteral("stroke"), color(stroke));
        m_xml.writeAttribute(QStringLiteral("stroke-width"), num(strokeWidth));
        if (dashed)
            m_xml.writeAttribute(QStringLiteral("stroke-dasharray"), QStringLiteral("4,2"));
    }
}

void SvgElements::path(const SceneEdge& edge, const QColor& c, double width, bool dashed)
{
    m_xml.writeEmptyElement(QStringLiteral("path"));
    m_xml.writeAttribute(QStringLiteral("d"), pathData(edge));
    m_xml.writeAttribute(QStringLiteral("fill"), QStringLiteral("none"));
    m_xml.writeAttribute(QStringLiteral("stroke"), color(c));
    m_xml.writeAttribute(QStringLiteral("stroke-width"), num(width));
    m_xml.writeAttribute(QStringLiteral("stroke-linecap"), QStringLiteral("round"));
    if (dashed)
        m_xml.writeAttribute(QStringLiteral("stroke-dasharray"), QStringLiteral("4,3"));
}

void SvgElements::arrow(const SceneEdge& edge)
{
    const QPointF base = edge.pieces.back().back();
    const QPointF d = edge.arrowTip - base;
    const double length = std::hypot(d.x(), d.y());
    if (length < 0.01)
        return;
    const QPointF n(-d.y() / length * 3.5, d.x() / length * 3.5);
    m_xml.writeEmptyElement(QStringLiteral("polygon"));
    m_xml.writeAttribute(QStringLiteral("points"),
        QStringLiteral("%1,%2 %3,%4 %5,%6")
            .arg(num(edge.arrowTip.x()), num(edge.arrowTip.y()), num(base.x() + n.x()), num(base.y() + n.y()),
                num(base.x() - n.x()), num(base.y() - n.y())));
    m_xml.writeAttribute(QStringLiteral("fill"), color(edge.color));
}

void SvgElements::writeText(const SceneText& t)
{
    if (t.backdrop.isValid())
        rect(backdropRect(t), 2, t.backdrop, Qt::SolidPattern, QColor(), 0, false);
    m_xml.writeStartElement(QStringLiteral("text"));
    m_xml.writeAttribute(QStringLiteral("x"), num(t.anchor.x()));
    m_xml.writeAttribute(QStringLiteral("y"), num(t.anchor.y()));
    if (!t.left)
        m_xml.writeAttribute(QStringLiteral("text-anchor"), QStringLiteral("middle"));
    m_xml.writeAttribute(QStringLiteral("font-size"), num(t.font.pointSizeF()));
    if (t.font.bold())
        m_xml.writeAttribute(QStringLiteral("font-weight"), QStringLiteral("bold"));
    m_xml.writeAttribute(QStringLiteral("fill"), color(t.color));
    // An indented line (a program's answer under "answer:") keeps its spaces: SVG collapses them.
    if (t.text.startsWith(u' ') || t.text.contains(QLatin1String("  ")))
        m_xml.writeAttribute(QStringLiteral("xml:space"), QStringLiteral("preserve"));
    m_xml.writeCharacters(t.text);
    m_xml.writeEndElement();
}

void SvgElements::writeRing(const SceneNode& node, const Palette& p, const QString& cls)
{
    const double r = cornerRadius(node);
    rect(node.box.adjusted(-3.5, -3.5, 3.5, 3.5), r + 3.5, QColor(), Qt::NoBrush, p.current, 3, false, cls);
}

void SvgElements::writePlayedRing(const SceneNode& node, const Style& style)
{
    const double gap = playedRingGap(node, style);
    rect(node.box.adjusted(-gap, -gap, gap, gap), cornerRadius(node) + gap, QColor(), Qt::NoBrush, style.palette.playedLine,
        style.playedRingWidth, false, QStringLiteral("played-ring"));
}

void SvgElements::writeNode(const SceneNode& node, const Palette& p)
{
    m_xml.writeStartElement(QStringLiteral("g"));
    if (!node.id.isEmpty())
        m_xml.writeAttribute(QStringLiteral("id"), node.id);
    m_xml.writeAttribute(QStringLiteral("class"), node.classes.join(u' '));
    m_xml.writeTextElement(QStringLiteral("title"), node.tooltip);
    const double r = cornerRadius(node);
    if (node.current)
        writeRing(node, p);
    if (node.pattern != Qt::SolidPattern)
        rect(node.box, r, p.background, Qt::SolidPattern, QColor(), 0, false);
    rect(node.box, r, node.fill, node.pattern, node.stroke, node.strokeWidth, node.dashed, {}, &p);
    if (!node.badge.isEmpty())
        rect(node.badge, 3, node.badgeColor, Qt::SolidPattern, QColor(), 0, false);
    if (!node.answerBox.isEmpty())
        rect(node.answerBox, 0, p.background, Qt::SolidPattern, p.text, kAnswerBoxStroke, false, QStringLiteral("answer-box"));
    for (const SceneText& t : node.texts)
        writeText(t);
    m_xml.writeEndElement();
}

// A block is one rect with its tooltip inside; marks of one kind and colour are one path, so
// a run of ten million calls stays a file of some ten thousand elements.
void SvgElements::writeIcicle(const Scene& scene)
{
    const Palette& p = scene.style.palette;
    m_xml.writeStartElement(QStringLiteral("g"));
    m_xml.writeAttribute(QStringLiteral("class"), QStringLiteral("icicle"));
    for (const SceneBlock& block : scene.blocks) {
        m_xml.writeStartElement(QStringLiteral("rect"));
        if (!block.id.isEmpty())
            m_xml.writeAttribute(QStringLiteral("id"), block.id);
        m_xml.writeAttribute(QStringLiteral("class"), block.classes.join(u' '));
        box(block.box);
        m_xml.writeAttribute(QStringLiteral("fill"), fill(block.fill, block.pattern, &p));
        opacity(block.fill);
        if (block.stroke.isValid()) {
            m_xml.writeAttribute(QStringLiteral("stroke"), color(block.stroke));
            m_xml.writeAttribute(QStringLiteral("stroke-width"), num(block.strokeWidth));
            if (block.dashed)
                m_xml.writeAttribute(QStringLiteral("stroke-dasharray"), QStringLiteral("3,2"));
        }
        m_xml.writeTextElement(QStringLiteral("title"), block.tooltip);
        m_xml.writeEndElement();
    }
    writeMarks(scene.marks);
    for (const SceneBlock& block : scene.blocks)
        for (const SceneText& t : block.texts)
            writeText(t);
    for (const SceneText& caption : scene.captions)
        writeText(caption);
    m_xml.writeEndElement();
}

void SvgElements::writeMarks(const std::vector<SceneMark>& marks)
{
    std::map<std::pair<QString, QRgb>, QString> paths; // (kind, colour) -> path data
    for (const SceneMark& mark : marks)
        paths[{mark.kind, mark.color.rgba()}] += QStringLiteral("M%1,%2h%3v%4h%5z")
                                                     .arg(num(mark.box.x()), num(mark.box.y()), num(mark.box.width()),
                                                         num(mark.box.height()), num(-mark.box.width()));
    for (const auto& [key, d] : paths) {
        m_xml.writeEmptyElement(QStringLiteral("path"));
        m_xml.writeAttribute(QStringLiteral("class"), key.first);
        m_xml.writeAttribute(QStringLiteral("d"), d);
        const QColor c = QColor::fromRgba(key.second);
        m_xml.writeAttribute(QStringLiteral("fill"), color(c));
        opacity(c);
        m_xml.writeAttribute(QStringLiteral("pointer-events"), QStringLiteral("none"));
    }
}

void SvgElements::box(const QRectF& r)
{
    m_xml.writeAttribute(QStringLiteral("x"), num(r.x()));
    m_xml.writeAttribute(QStringLiteral("y"), num(r.y()));
    m_xml.writeAttribute(QStringLiteral("width"), num(r.width()));
    m_xml.writeAttribute(QStringLiteral("height"), num(r.height()));
}

void SvgElements::opacity(const QColor& c)
{
    if (c.alpha() < 255)
        m_xml.writeAttribute(QStringLiteral("fill-opacity"), num(c.alphaF()));
}

void SvgElements::writeLegend(const Scene& scene)
{
    m_xml.writeStartElement(QStringLiteral("g"));
    m_xml.writeAttribute(QStringLiteral("class"), QStringLiteral("legend"));
    rect(scene.legendFrame, 4, QColor(), Qt::NoBrush, scene.style.palette.pendingStroke, 0.6, false);
    for (const LegendEntry& e : scene.legend) {
        for (const SceneShape& shape : e.shapes)
            writeShape(shape, scene.style.palette);
        for (const SceneText& t : e.shapeTexts)
            writeText(t);
        writeText(e.text);
    }
    m_xml.writeEndElement();
}

void SvgElements::writeShape(const SceneShape& shape, const Palette& p)
{
    switch (shape.kind) {
    case SceneShape::Kind::Line: {
        SceneEdge line;
        line.pieces = {{shape.from, shape.from, shape.to, shape.to}};
        path(line, shape.stroke, shape.strokeWidth, false);
        return;
    }
    case SceneShape::Kind::Strip:
        rect(shape.box, 0, shape.fill, Qt::SolidPattern, QColor(), 0, false);
        opacity(shape.fill);
        return;
    case SceneShape::Kind::Box: break;
    }
    if (shape.backdrop.isValid())
        rect(shape.box, shape.radius, shape.backdrop, Qt::SolidPattern, QColor(), 0, false);
    rect(shape.box, shape.radius, shape.fill, shape.pattern, shape.stroke, shape.strokeWidth, shape.dashed, {}, &p);
}

QByteArray sceneToSvg(const Scene& scene)
{
    QByteArray out;
    SvgElements svg(&out, true);
    QXmlStreamWriter& xml = svg.xml();
    xml.writeStartDocument();
    xml.writeStartElement(QStringLiteral("svg"));
    xml.writeDefaultNamespace(QStringLiteral("http://www.w3.org/2000/svg"));
    xml.writeAttribute(QStringLiteral("version"), QStringLiteral("1.1"));
    // width and height are the page's; the viewBox scales the scene into it.
    const QRectF view = pageViewBox(scene);
    xml.writeAttribute(QStringLiteral("width"), num(pageSize(scene).width()) + QStringLiteral("pt"));
    xml.writeAttribute(QStringLiteral("height"), num(pageSize(scene).height()) + QStringLiteral("pt"));
    xml.writeAttribute(QStringLiteral("viewBox"),
        QStringLiteral("%1 %2 %3 %4").arg(num(view.left()), num(view.top()), num(view.width()), num(view.height())));
    xml.writeAttribute(QStringLiteral("font-family"),
        scene.style.labelFont.families().join(QStringLiteral(", ")) + QStringLiteral(", sans-serif"));
    svg.writeDefs(scene.style.palette);
    svg.writeBackground(view, scene.style.palette);

    xml.writeStartElement(QStringLiteral("g"));
    xml.writeAttribute(QStringLiteral("class"), QStringLiteral("repeats"));
    for (const SceneEdge& edge : scene.edges)
        if (edge.halo)
            svg.writeEdgeHalo(edge, scene.style);
    for (const SceneNode& node : scene.nodes)
        if (node.halo)
            svg.writeNodeHalo(node, scene.style);
    xml.writeEndElement();

    writeGroup(xml, QStringLiteral("edges"), scene.edges, [&](const SceneEdge& edge) { svg.writeEdge(edge); });
    for (const SceneNode& node : scene.nodes) {
        if (node.ringed)
            svg.writePlayedRing(node, scene.style);
        svg.writeNode(node, scene.style.palette);
    }
    if (!scene.blocks.empty())
        svg.writeIcicle(scene);       // with its depths
    else if (!scene.captions.empty()) // a table's indexes and caption
        writeGroup(xml, QStringLiteral("captions"), scene.captions, [&](const SceneText& line) { svg.writeText(line); });
    writeGroup(xml, QStringLiteral("moves"), scene.edgeLabels, [&](const SceneText& label) { svg.writeText(label); });
    writeGroup(xml, QStringLiteral("title"), scene.title, [&](const SceneText& line) { svg.writeText(line); });
    if (!scene.legend.empty())
        svg.writeLegend(scene);
    xml.writeEndElement();
    xml.writeEndDocument();
    return out;
}

} // namespace gt
