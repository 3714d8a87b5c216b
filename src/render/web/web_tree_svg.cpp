// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "render/web/web_tree_svg.h"

#include "render/step_spans.h"
#include "render/svg_writer.h"

#include <QHash>

namespace gt {

namespace {

// The drawing at its last step with nothing marked current: the page rings the current call itself.
Drawing atLastStep(Drawing drawing, const Trace& trace, std::int64_t lastStep)
{
    setDrawingStep(drawing, trace, lastStep);
    drawing.current = -1;
    return drawing;
}

// The same with no call returned: every call in its running look.
Drawing beforeAnyReturn(Drawing drawing, const Trace& trace, std::int64_t lastStep)
{
    drawing = atLastStep(std::move(drawing), trace, lastStep);
    for (const DrawNode& node : drawing.nodes)
        drawing.returnedAtStep[std::size_t(node.call)] = 0;
    return drawing;
}

// The area the tree takes (without the title the scene puts above it), with room for rings and halos.
QRectF treeBounds(const Scene& scene)
{
    QRectF bounds;
    const double around = std::max(scene.style.haloWidth, 6.5);
    for (const SceneNode& node : scene.nodes)
        bounds |= node.box.adjusted(-around, -around, around, around);
    for (const SceneEdge& edge : scene.edges)
        for (const auto& piece : edge.pieces)
            for (const QPointF& p : piece)
                bounds |= QRectF(p, QSizeF(1, 1));
    return bounds.adjusted(-12, -12, 12, 12);
}

QString number(std::int64_t n)
{
    return QString::number(n);
}

class SteppedTreeWriter {
public:
    SteppedTreeWriter(const SolvedRun& run, const Drawing& drawing, const Style& style, std::int64_t lastStep)
        : m_trace(*run.result.trace)
        , m_drawing(drawing)
        , m_style(style)
        , m_lastStep(lastStep)
        , m_svg(&m_out, false)
    {
    }

    QByteArray write(const Scene& returned, const Scene& running)
    {
        QHash<int, const SceneNode*> runningNodes;
        for (const SceneNode& node : running.nodes)
            runningNodes.insert(node.drawNode, &node);
        QHash<int, const SceneEdge*> runningEdges;
        for (const SceneEdge& edge : running.edges)
            runningEdges.insert(edge.drawEdge, &edge);

        QXmlStreamWriter& xml = m_svg.xml();
        xml.writeStartElement(QStringLiteral("svg"));
        const QRectF bounds = treeBounds(returned);
        xml.writeAttribute(QStringLiteral("id"), QStringLiteral("tree-svg"));
        xml.writeAttribute(QStringLiteral("viewBox"),
            QStringLiteral("%1 %2 %3 %4").arg(bounds.left()).arg(bounds.top()).arg(bounds.width()).arg(bounds.height()));
        xml.writeAttribute(QStringLiteral("font-family"),
            m_style.labelFont.families().join(QStringLiteral(", ")) + QStringLiteral(", sans-serif"));
        m_svg.writeDefs(m_style.palette);
        writeHalos(returned);
        group(QStringLiteral("edges"));
        for (const SceneEdge& edge : returned.edges)
            writeEdge(edge, runningEdges.value(edge.drawEdge));
        xml.writeEndElement();
        group(QStringLiteral("nodes"));
        for (const SceneNode& node : returned.nodes)
            writeNode(node, runningNodes.value(node.drawNode));
        xml.writeEndElement();
        writeMoveLabels(returned);
        xml.writeEndElement();
        return m_out;
    }

private:
    void group(const QString& cls)
    {
        m_svg.xml().writeStartElement(QStringLiteral("g"));
        m_svg.xml().writeAttribute(QStringLiteral("class"), cls);
    }

    // A group shown from span.shown, with both looks when the look changes within the run.
    void startStep(const StepSpan& span, bool twoLooks)
    {
        QXmlStreamWriter& xml = m_svg.xml();
        xml.writeStartElement(QStringLiteral("g"));
        xml.writeAttribute(QStringLiteral("class"), QStringLiteral("step"));
        xml.writeAttribute(QStringLiteral("data-shown"), number(span.shown));
        if (twoLooks)
            xml.writeAttribute(QStringLiteral("data-returned"), number(span.returned));
    }

    bool changesLook(const StepSpan& span) const { return span.returned > span.shown && span.returned <= m_lastStep; }

    void writeNode(const SceneNode& node, const SceneNode* running)
    {
        const StepSpan span = nodeStepSpan(m_drawing, m_trace, node.drawNode);
        const bool twoLooks = running && changesLook(span);
        startStep(span, twoLooks);
        QXmlStreamWriter& xml = m_svg.xml();
        xml.writeAttribute(QStringLiteral("id"), node.id);
        if (node.ref.isCall())
            xml.writeAttribute(QStringLiteral("data-call"), number(node.ref.id));
        if (node.ref.isCall())
            m_svg.writeRing(node, m_style.palette, QStringLiteral("ring"));
        if (twoLooks)
            m_svg.writeNode(look(*running, QStringLiteral("when-running")), m_style.palette);
        m_svg.writeNode(look(node, twoLooks ? QStringLiteral("when-returned") : QString()), m_style.palette);
        xml.writeEndElement();
    }

    // A node's look inside its step group, which carries the id.
    static SceneNode look(SceneNode node, const QString& when)
    {
        node.id.clear();
        if (!when.isEmpty())
            node.classes << when;
        return node;
    }

    static bool sameLook(const SceneEdge& a, const SceneEdge& b)
    {
        return a.color == b.color && a.width == b.width && a.dashed == b.dashed && a.classes == b.classes;
    }

    void writeEdge(const SceneEdge& edge, const SceneEdge* running)
    {
        const StepSpan span = edgeStepSpan(m_drawing, m_trace, edge.drawEdge);
        const bool twoLooks = running && changesLook(span) && !sameLook(*running, edge);
        startStep(span, twoLooks);
        auto withClass = [](SceneEdge e, const QString& when) {
            e.classes << when;
            return e;
        };
        if (twoLooks) {
            m_svg.writeEdge(withClass(*running, QStringLiteral("when-running")));
            m_svg.writeEdge(withClass(edge, QStringLiteral("when-returned")));
        } else {
            m_svg.writeEdge(edge);
        }
        m_svg.xml().writeEndElement();
    }

    // The article's yellow, each shape shown with its node or edge: the attribute goes on the
    // element the halo writer has just begun.
    void writeHalos(const Scene& scene)
    {
        group(QStringLiteral("repeats"));
        auto shownFrom
            = [this](const StepSpan& span) { m_svg.xml().writeAttribute(QStringLiteral("data-shown"), number(span.shown)); };
        for (const SceneEdge& edge : scene.edges)
            if (edge.halo) {
                m_svg.writeEdgeHalo(edge, m_style);
                shownFrom(edgeStepSpan(m_drawing, m_trace, edge.drawEdge));
            }
        for (const SceneNode& node : scene.nodes)
            if (node.halo) {
                m_svg.writeNodeHalo(node, m_style);
                shownFrom(nodeStepSpan(m_drawing, m_trace, node.drawNode));
            }
        m_svg.xml().writeEndElement();
    }

    void writeMoveLabels(const Scene& scene)
    {
        group(QStringLiteral("moves"));
        for (const SceneEdge& edge : scene.edges) {
            if (edge.label < 0)
                continue;
            startStep(edgeStepSpan(m_drawing, m_trace, edge.drawEdge), false);
            m_svg.writeText(scene.edgeLabels[std::size_t(edge.label)]);
            m_svg.xml().writeEndElement();
        }
        m_svg.xml().writeEndElement();
    }

    const Trace& m_trace;
    const Drawing& m_drawing;
    const Style& m_style;
    std::int64_t m_lastStep;
    QByteArray m_out;
    SvgElements m_svg;
};

} // namespace

SteppedTree buildSteppedTree(const SolvedRun& run, const Drawing& drawing, const LayoutResult& layout, const Style& style,
    std::int64_t lastStep, bool showAnswer)
{
    const Trace& trace = *run.result.trace;
    // Both scenes have the same title, so their trees stand at the same place.
    const SceneParts parts {true, false, true, false, SceneParts::Sheet::Picture, showAnswer};
    const Drawing last = atLastStep(drawing, trace, lastStep);
    const Scene returned = buildScene(run, last, style, layout, parts);
    const Scene running = buildScene(run, beforeAnyReturn(drawing, trace, lastStep), style, layout, parts);
    SteppedTree tree;
    tree.svg = SteppedTreeWriter(run, last, style, lastStep).write(returned, running);
    for (const SceneText& line : returned.title)
        tree.title << line.text;
    tree.legend = returned.legendItems;
    tree.callsDrawn = returned.callsInScene;
    return tree;
}

} // namespace gt
