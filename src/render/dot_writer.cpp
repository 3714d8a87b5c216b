// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "dot_writer.h"

#include "core/one_line.h"
#include "layout/graph_attributes.h"

#include <QRegularExpression>
#include <QTextStream>

namespace gt {

namespace {
// A DOT double-quoted string; backslashes are escaped so Graphviz does not read \N, \G or \l.
// Other control characters (a NUL ends Graphviz's string) are shown as "\x00", as `trace` does.
QString quoted(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text)
        out += c != u'\n' && isControlCharacter(c) ? QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'))
                                                   : QString(c);
    out.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\"")).replace(u'\n', QStringLiteral("\\n"));
    return u'"' + out + u'"';
}

QString nodeName(int index)
{
    return QStringLiteral("n%1").arg(index);
}
} // namespace

QByteArray drawingToDot(const Scene& scene, const Drawing& drawing, const Game& game)
{
    const Palette& p = scene.style.palette;
    QString dot;
    QTextStream out(&dot);
    QStringList title;
    for (const SceneText& line : scene.title)
        title << line.text;
    // A label with a line break must not end the comment: the rest would be read as DOT.
    static const QRegularExpression lineBreaks(QStringLiteral("[\\r\\n\\x{0b}\\x{0c}\\x{85}\\x{2028}\\x{2029}]"));
    out << "// Game Tree Studio: " << QString(title.value(0)).replace(lineBreaks, QStringLiteral(" ")) << "\n";
    out << "digraph gametree {\n";
    out << "  graph [";
    for (const GraphAttribute& attribute : graphAttributeList(dotFileGraphAttributes(), true))
        out << attribute.name.c_str() << '=' << attribute.value.c_str() << ", ";
    out << "labelloc=t, labeljust=l, fontname=" << quoted(scene.style.labelFont.families().value(0))
        << ", label=" << quoted(title.join(u'\n')) << "];\n";
    out << "  node [fontname=" << quoted(scene.style.labelFont.families().value(0))
        << ", fontsize=9.5, style=\"filled\", penwidth=1.2];\n";
    out << "  edge [arrowhead=none, color=" << quoted(p.edge.name()) << ", fontsize=7.5, fontcolor=" << quoted(p.mutedText.name())
        << "];\n";

    // Scene nodes were made in drawing order, skipping the invisible ones: match them by id.
    std::vector<int> sceneNodeOf(drawing.nodes.size(), -1);
    {
        std::size_t s = 0;
        for (std::size_t n = 0; n < drawing.nodes.size() && s < scene.nodes.size(); ++n)
            if (drawing.visible(drawing.nodes[n]))
                sceneNodeOf[n] = int(s++);
    }
    for (std::size_t n = 0; n < drawing.nodes.size(); ++n) {
        if (sceneNodeOf[n] < 0)
            continue;
        const SceneNode& node = scene.nodes[std::size_t(sceneNodeOf[n])];
        QStringList label;
        for (const SceneText& t : node.texts)
            label << t.text;
        QString style = QStringLiteral("filled");
        if (node.shape != SceneNode::Shape::Or)
            style += QStringLiteral(",rounded");
        if (node.dashed)
            style += QStringLiteral(",dashed");
        out << "  " << nodeName(int(n)) << " [id=" << quoted(node.id) << ", shape=box, style=" << quoted(style)
            << ", label=" << quoted(label.join(u'\n')) << ", fillcolor=" << quoted(node.fill.name()) << ", color="
            << quoted(node.current   ? p.current.name()
                       : node.ringed ? p.playedLine.name()
                                     : node.stroke.name())
            << ", tooltip=" << quoted(node.tooltip) << ", class=" << quoted(node.classes.join(u' '));
        if (node.current)
            out << ", penwidth=3";
        else if (node.ringed)
            out << ", penwidth=" << scene.style.playedRingWidth;
        if (node.halo)
            out << ", peripheries=2";
        out << "];\n";
    }
    for (const DrawEdge& edge : drawing.edges) {
        if (sceneNodeOf[std::size_t(edge.from)] < 0 || sceneNodeOf[std::size_t(edge.to)] < 0 || !drawing.visible(edge))
            continue;
        out << "  " << nodeName(edge.from) << " -> " << nodeName(edge.to) << " [";
        switch (edge.kind) {
        case DrawEdge::Kind::Move: {
            const bool returned = drawing.returnedAtStep[std::size_t(drawing.nodes[std::size_t(edge.from)].call)];
            out << "label=" << quoted(game.moveLabel(edge.move));
            if (edge.played)
                out << ", penwidth=" << scene.style.playedLineWidth << ", color=" << quoted(p.playedLine.name());
            else if (returned && edge.bestLine)
                out << ", penwidth=4.5, color=" << quoted(p.bestLine.name());
            else if (edge.deciding && returned)
                out << ", penwidth=1.8, color=" << quoted(p.decidingEdge.name());
            break;
        }
        case DrawEdge::Kind::MemoLink:
            out << "style=dashed, constraint=false, arrowhead=normal, color="
                << quoted(edge.played ? p.playedLine.name() : p.memoLink.name());
            if (edge.played)
                out << ", penwidth=" << scene.style.playedLineWidth / 2;
            break;
        case DrawEdge::Kind::Cut:
        case DrawEdge::Kind::Skipped: out << "style=dashed, color=" << quoted(p.cutStroke.name()); break;
        }
        out << "];\n";
    }
    out << "}\n";
    out.flush();
    return dot.toUtf8();
}

} // namespace gt
