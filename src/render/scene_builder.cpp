// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "scene_builder.h"

#include "core/trace_analysis.h"
#include "scene_texts.h"
#include "worksheet.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {
QFontMetricsF metrics(const QFont& font)
{
    return textMetrics(font);
}
} // namespace

SceneBuilder::SceneBuilder(const SolvedRun& run, const Drawing& drawing, const Style& style, SceneParts parts)
    : m_run(run)
    , m_trace(*run.result.trace)
    , m_drawing(drawing)
    , m_style(style)
    , m_palette(style.palette)
    , m_parts(parts)
{
}

LayoutRequest SceneBuilder::layoutRequest() const
{
    LayoutRequest request;
    request.rankSeparation = m_style.rankSeparation;
    request.nodeSeparation = m_style.nodeSeparation;
    for (const DrawNode& node : m_drawing.nodes)
        request.nodes.push_back(nodeSize(node, finalLabel(node)));
    for (const DrawEdge& edge : m_drawing.edges)
        request.edges.push_back({edge.from, edge.to, edge.kind != DrawEdge::Kind::MemoLink});
    request.spine = spine();
    return request;
}

std::vector<int> SceneBuilder::spine() const
{
    std::vector<int> nodes;
    const std::int32_t focus = m_drawing.options.focus;
    if (m_drawing.options.view != DrawOptions::View::Tree || focus < 0 || focus >= m_trace.size())
        return nodes;
    for (std::int32_t call = focus; call >= 0; call = m_trace.parent(call)) {
        if (m_drawing.nodeOfCall[std::size_t(call)] < 0)
            return {}; // not drawn all the way: no line to keep straight
        nodes.push_back(m_drawing.nodeOfCall[std::size_t(call)]);
    }
    std::reverse(nodes.begin(), nodes.end());
    return nodes;
}

Scene SceneBuilder::build(const LayoutResult& layout)
{
    const SceneParts& parts = m_parts;
    m_scene.style = m_style;
    std::vector<NodeLabel> labels;
    for (const DrawNode& node : m_drawing.nodes)
        labels.push_back(finalLabel(node));
    if (layout.nodes.size() != m_drawing.nodes.size() || layout.edges.size() != m_drawing.edges.size())
        throw LayoutError("the layout does not belong to this drawing");

    const double titleBottom = parts.title ? addTitle(parts.titleDetails, parts.stepLine) : m_style.margin - 14;
    const double treeWidth = layout.bounds.width();
    const double legendWidth = parts.legend ? std::max(treeWidth, 520.0) : 0;
    double contentWidth = std::max({titleWidth(), treeWidth, legendWidth});
    const QPointF offset(
        m_style.margin + (contentWidth - treeWidth) / 2 - layout.bounds.left(), titleBottom + 14 - layout.bounds.top());
    for (std::size_t e = 0; e < m_drawing.edges.size(); ++e)
        addEdge(int(e), layout.edges[e], offset);
    for (std::size_t n = 0; n < m_drawing.nodes.size(); ++n)
        addNode(int(n), labels[n], layout.nodes[n].translated(offset));

    double bottom = titleBottom + 14 + layout.bounds.height();
    m_scene.legendItems = legendItems();
    if (parts.legend) {
        m_scene.legend
            = placeLegend(m_scene.legendItems, m_style, {m_style.margin, bottom + 18}, contentWidth, &m_scene.legendFrame);
        bottom = m_scene.legendFrame.bottom();
    }
    m_scene.bounds = QRectF(0, 0, contentWidth + 2 * m_style.margin, bottom + m_style.margin);
    return std::move(m_scene);
}

NodeLabel SceneBuilder::finalLabel(const DrawNode& node) const
{
    switch (node.kind) {
    case DrawNode::Kind::Cut:
        if (node.hiddenCalls < 0)
            return {tr("calls not recorded"), {}};
        return {node.hiddenCalls == 1 ? tr("+1 call") : tr("+%1 calls").arg(countText(node.hiddenCalls)), {}};
    case DrawNode::Kind::Skipped: return {m_run.game.moveLabel(node.move), tr("not tried")};
    case DrawNode::Kind::Elided: return elidedLabel(node);
    case DrawNode::Kind::Above:
        return {node.hiddenCalls == 1 ? tr("1 call above") : tr("%1 calls above").arg(countText(node.hiddenCalls)), {}};
    case DrawNode::Kind::Call: break;
    }
    return {m_run.game.stateLabel(m_trace.state(node.call)), valueText(node.call, node.sharedBy)};
}

QString SceneBuilder::valueText(std::int32_t call, std::int32_t shared) const
{
    QString value = nodeValueText(m_run.game, m_trace, call);
    if (shared > 1)
        value += QStringLiteral("  ×") + QString::number(shared);
    return value;
}

NodeLabel SceneBuilder::elidedLabel(const DrawNode& node) const
{
    const QString first = m_run.game.moveShortLabel(node.move);
    if (node.hiddenMoves == 1) // one move left out, when pinned calls crowd its siblings
        return {tr("+1 move"), first};
    if (first.isEmpty() && m_run.game.moveShortLabel(node.lastMove).isEmpty()) // a program without move labels
        return {tr("+%1 moves").arg(countText(node.hiddenMoves)), QString()};
    const QString moves = node.hiddenMoves == 2 ? tr("%1, %2").arg(first, m_run.game.moveShortLabel(node.lastMove))
                                                : tr("%1 … %2").arg(first, m_run.game.moveShortLabel(node.lastMove));
    return {tr("+%1 moves").arg(countText(node.hiddenMoves)), moves};
}

QSizeF SceneBuilder::nodeSize(const DrawNode& node, const NodeLabel& label) const
{
    const bool call = node.kind == DrawNode::Kind::Call;
    const QFontMetricsF state = metrics(call ? m_style.labelFont : m_style.smallFont);
    const QFontMetricsF value = metrics(m_style.valueFont);
    // A handout's pill is taller: the state along its top must clear the round ends.
    const bool handoutPill = call && keepsAnswerRoom(m_parts) && !plain() && m_trace.player(node.call) == Player::Second;
    const QFont& stateFont = call ? m_style.labelFont : m_style.smallFont;
    double width = std::max(
        textWidth(stateFont, label.state) + (handoutPill ? pillWidening(m_style) : 0), textWidth(m_style.valueFont, label.value));
    if (call && node.call > 0 && m_drawing.options.view == DrawOptions::View::Tree)
        width = std::max(width, textWidth(m_style.smallFont, m_run.game.moveShortLabel(m_trace.move(node.call))));
    width = std::max(width + 2 * m_style.nodePaddingX, m_style.minNodeWidth);
    double height = state.height() + 2 * m_style.nodePaddingY;
    if (call && keepsAnswerRoom(m_parts))
        height += answerRoomHeight(m_style);
    else if (!label.value.isEmpty())
        height += value.height();
    return {std::ceil(width), std::ceil(height)};
}

// A step before the root's return keeps the answer back (the class works it out), but the answer
// key is the teacher's.
bool SceneBuilder::showsAnswer() const
{
    return m_parts.answer && (m_parts.sheet == SceneParts::Sheet::AnswerKey || answerKnownAt(m_trace, m_drawing.options.step));
}

double SceneBuilder::addTitle(bool details, bool stepLine)
{
    const QString view = treeViewText(m_drawing.options.view);
    QStringList lines
        = worksheet() ? worksheetTitleLines(m_run, view) : runTitleLines(m_run, view, m_drawing.repeatedCalls, showsAnswer());
    if (m_parts.sheet == SceneParts::Sheet::AnswerKey)
        lines.prepend(answerKeyLine());
    if (m_drawing.callsDrawn < m_trace.size() && m_drawing.options.view == DrawOptions::View::Tree)
        lines << drawnPartLine(m_drawing.depthShown, m_drawing.callsDrawn, m_trace.size());
    if (m_drawing.movesElided > 0) {
        bool named = false;
        for (const DrawNode& node : m_drawing.nodes)
            named = named || (node.kind == DrawNode::Kind::Elided && !m_run.game.moveShortLabel(node.move).isEmpty());
        lines << movesNotDrawnLine(m_drawing.movesElided, named);
    }
    lines << recordingNotes(m_trace);
    if (!details)
        lines.clear(); // a slide says only where the step is: the deck's first page has the rest
    if (m_drawing.options.step && stepLine) {
        const std::int64_t k = *m_drawing.options.step;
        const TraceEvent e = m_trace.event(k - 1);
        const QString what = e.kind == EventKind::Enter ? stepStartText(e.call, m_run.game.stateLabel(m_trace.state(e.call)))
            : worksheet()                               ? worksheetReturnText(e.call)
                          : stepReturnText(e.call, m_run.game.valueWithView(m_trace.callValue(e.call), m_trace.player(e.call)));
        lines << stepTitleLine(k, m_trace.eventCount(), what);
    }
    return placeRunTitle(m_run, lines, m_style, &m_scene.title);
}

double SceneBuilder::titleWidth() const
{
    double width = 0;
    for (const SceneText& t : m_scene.title)
        width = std::max(width, metrics(t.font).horizontalAdvance(t.text));
    return width;
}

QPointF SceneBuilder::labelPoint(const SceneEdge& e)
{
    const std::vector<QPointF>& piece = e.pieces.back();
    if (piece.size() < 4)
        return piece.front();
    const std::size_t k = piece.size() - 4;
    const double t = 0.7, u = 1 - t;
    return u * u * u * piece[k] + 3 * u * u * t * piece[k + 1] + 3 * u * t * t * piece[k + 2] + t * t * t * piece[k + 3];
}

void SceneBuilder::dashedThin(SceneEdge& e, const QColor& color, const QString& cls)
{
    e.color = color;
    e.width = 1;
    e.dashed = true;
    e.classes << cls;
}

void SceneBuilder::addEdge(int index, const LayoutResult::EdgePath& path, QPointF offset)
{
    const DrawEdge& edge = m_drawing.edges[std::size_t(index)];
    if (!m_drawing.visible(edge))
        return;
    SceneEdge e;
    e.drawEdge = index;
    for (const auto& piece : path.pieces) {
        std::vector<QPointF> points;
        for (const QPointF& p : piece)
            points.push_back(p + offset);
        e.pieces.push_back(std::move(points));
    }
    e.arrow = path.hasArrow;
    e.arrowTip = path.arrowTip + offset;
    const DrawNode& from = m_drawing.nodes[std::size_t(edge.from)];
    const DrawNode& to = m_drawing.nodes[std::size_t(edge.to)];
    switch (edge.kind) {
    case DrawEdge::Kind::Move: {
        // The line of best play stands out; winning moves elsewhere are lighter. A game played
        // stands out above both: it is what the class did.
        const bool deciding = edge.deciding && returned(from.call) && outcomesShown();
        const bool best = edge.bestLine && returned(from.call) && outcomesShown(); // in a lost position, the first move tried
        e.color = edge.played ? m_palette.playedLine
            : best            ? m_palette.bestLine
            : deciding        ? m_palette.decidingEdge
                              : m_palette.edge;
        e.width = edge.played ? m_style.playedLineWidth
            : best            ? m_style.bestLineWidth
            : deciding        ? m_style.decidingWidth
                              : m_style.strokeWidth;
        e.classes << QStringLiteral("move")
                  << (best              ? QStringLiteral("best-line")
                             : deciding ? QStringLiteral("deciding")
                                        : QString())
                  << (edge.played ? QStringLiteral("played") : QString());
        if (m_drawing.options.view == DrawOptions::View::Tree) { // within one copy
            const std::uint8_t mark = (*m_drawing.repeated)[std::size_t(to.call)];
            e.halo = mark != RepeatMark::NotRepeated && (*m_drawing.repeated)[std::size_t(from.call)] == mark;
            e.firstCopy = e.halo && mark == RepeatMark::FirstCopy;
        }
        // A move without words (a program's calls) gets no label: its backdrop would cut the line.
        if (const QString move = m_run.game.moveShortLabel(edge.move); !e.pieces.empty() && !move.isEmpty()) {
            const QFontMetricsF small = metrics(m_style.smallFont);
            const QPointF middle = labelPoint(e);
            e.label = int(m_scene.edgeLabels.size());
            m_scene.edgeLabels.push_back({move, {middle.x(), middle.y() + (small.ascent() - small.descent()) / 2},
                m_style.smallFont, m_palette.mutedText, false, m_palette.background});
        }
        break;
    }
    case DrawEdge::Kind::MemoLink:
        dashedThin(e, m_palette.memoLink, QStringLiteral("memo-link"));
        if (edge.played) { // the game goes on from where the state was computed
            e.color = m_palette.playedLine;
            e.width = m_style.playedLineWidth / 2;
            e.classes << QStringLiteral("played");
        } else if (edge.bestLine && returned(from.call) && outcomesShown()) { // the line goes on where the state was computed
            e.color = m_palette.bestLine;
            e.width = m_style.bestLineWidth / 2;
            e.classes << QStringLiteral("best-line");
        }
        break;
    case DrawEdge::Kind::Cut: dashedThin(e, m_palette.cutStroke, QStringLiteral("cut")); break;
    case DrawEdge::Kind::Skipped: dashedThin(e, m_palette.skipped, QStringLiteral("skipped")); break;
    }
    e.classes.removeAll(QString());
    m_scene.edges.push_back(std::move(e));
}

QString SceneBuilder::tooltip(const DrawNode& node, std::int32_t shared) const
{
    const std::int32_t id = node.call;
    const Game& game = m_run.game;
    QStringList lines;
    lines << game.stateLabel(m_trace.state(id));
    if (!plain())
        lines << (m_trace.player(id) == Player::First ? tr("first player to move (OR)") : tr("second player to move (AND)"));
    lines << tr("call #%1 · depth %2").arg(id).arg(m_trace.depth(id));
    if (m_trace.parent(id) >= 0)
        lines << tr("reached by: %1").arg(game.moveLabel(m_trace.move(id)));
    if (!returned(id)) {
        lines << tr("running: not returned yet");
        return lines.join(u'\n');
    }
    if (!outcomesShown())
        return lines.join(u'\n');
    lines << callOutcomeLines(game, m_trace, id);
    if (shared > 1)
        lines << tr("reached by %1 calls").arg(shared);
    return lines.join(u'\n');
}

void SceneBuilder::addTexts(SceneNode& n, const NodeLabel& label, const QFont& stateFont, QColor stateColor, QColor valueColor)
{
    const QFontMetricsF state = metrics(stateFont);
    const QFontMetricsF value = metrics(m_style.valueFont);
    const double textHeight = state.height() + (label.value.isEmpty() ? 0 : value.height());
    double y = n.box.center().y() - textHeight / 2 + state.ascent();
    n.texts.push_back({label.state, {n.box.center().x(), y}, stateFont, stateColor});
    if (!label.value.isEmpty()) {
        y += state.descent() + value.ascent();
        n.texts.push_back({label.value, {n.box.center().x(), y}, m_style.valueFont, valueColor});
    }
}

void SceneBuilder::addTextsAboveRoom(SceneNode& n, const NodeLabel& label)
{
    const QFontMetricsF state = metrics(m_style.labelFont);
    const QFontMetricsF value = metrics(m_style.valueFont);
    n.texts.push_back({label.state, {n.box.center().x(), n.box.top() + m_style.nodePaddingY + state.ascent()}, m_style.labelFont,
        m_palette.text});
    if (label.value.isEmpty())
        return;
    const QRectF room = answerBoxIn(n.box, n.shape, m_style);
    n.texts.push_back({label.value, {room.center().x(), room.center().y() + (value.ascent() - value.descent()) / 2},
        m_style.valueFont, m_palette.text});
}

void SceneBuilder::addStandIn(
    SceneNode n, const NodeLabel& label, NodeRef ref, const QString& id, const QString& cls, const QString& tooltip)
{
    n.shape = SceneNode::Shape::Cut;
    n.fill = m_palette.cutFill;
    n.stroke = m_palette.cutStroke;
    n.dashed = true;
    n.ref = ref;
    n.id = id;
    n.classes << cls;
    n.tooltip = tooltip;
    addTexts(n, label, m_style.smallFont, m_palette.mutedText, m_palette.mutedText);
    m_scene.nodes.push_back(std::move(n));
}

QString SceneBuilder::addBadge(SceneNode& n, const DrawNode& node) const
{
    const std::int32_t id = node.call;
    QString badge;
    if (m_trace.outcome(id) == Outcome::Memo && returned(id) && node.sharedBy == 1) {
        n.dashed = true;
        n.classes << QStringLiteral("memo");
        badge = tr("memo");
        n.badgeColor = m_palette.memoBadge;
    }
    if (m_trace.outcome(id) == Outcome::Shortcut && returned(id)) {
        n.classes << QStringLiteral("take-all");
        badge = tr("takes all");
        n.badgeColor = m_palette.mutedText;
    }
    if (!badge.isEmpty()) {
        const double w = metrics(m_style.smallFont).horizontalAdvance(badge) + 6;
        const double h = metrics(m_style.smallFont).height() + 1;
        // On the bottom corner: a memo answer and "takes all" are leaves, so nothing leaves there,
        // while the move's label on the edge coming in sits just above the top.
        n.badge = QRectF(n.box.right() - w + 4, n.box.bottom() - h / 2 + 1, w, h);
    }
    return badge;
}

void SceneBuilder::addSkipped(SceneNode n, const DrawNode& node, const NodeLabel& label)
{
    n.shape = SceneNode::Shape::Skipped;
    n.fill = m_palette.background;
    n.stroke = m_palette.skipped;
    n.dashed = true;
    n.ref = {NodeRef::Kind::Skipped, node.call};
    n.id = QStringLiteral("skip-%1-%2").arg(node.call).arg(node.move);
    n.classes << QStringLiteral("skipped");
    n.tooltip = tr("%1: not tried, the short-circuit had already decided call #%2")
                    .arg(m_run.game.moveLabel(node.move), QString::number(node.call));
    addTexts(n, label, m_style.smallFont, m_palette.skipped, m_palette.skipped);
    m_scene.nodes.push_back(std::move(n));
}

QString SceneBuilder::paintByOutcome(SceneNode& n, std::int32_t id, std::int32_t shared) const
{
    if (!returned(id)) {
        n.fill = m_palette.pendingFill;
        n.stroke = m_palette.pendingStroke;
        n.classes << QStringLiteral("pending");
        return QStringLiteral("…");
    }
    if (shared > 1)
        n.classes << QStringLiteral("shared");
    if (!worksheet() && !m_parts.outcomes) { // Play, who wins hidden: drawn as a call still running is
        n.fill = m_palette.pendingFill;
        n.stroke = m_palette.pendingStroke;
        n.classes << QStringLiteral("hidden");
        return shared > 1 ? QStringLiteral("?  ×") + QString::number(shared) : QStringLiteral("?");
    }
    const WinnerLook look = worksheet() ? worksheetLook(m_palette)
        : plain()                       ? plainLook(m_palette)
                                        : winnerLook(m_palette, standing(m_run.game, m_trace, id));
    n.fill = look.fill;
    n.pattern = look.pattern;
    n.stroke = look.stroke;
    n.classes << look.cssClass;
    if (!worksheet())
        return valueText(id, shared);
    n.answerBox = answerBoxIn(n.box, n.shape, m_style);
    return {};
}

void SceneBuilder::addNode(int index, NodeLabel label, const QRectF& box)
{
    const DrawNode& node = m_drawing.nodes[std::size_t(index)];
    if (!m_drawing.visible(node))
        return;
    SceneNode n;
    n.drawNode = index;
    n.box = box;
    n.strokeWidth = m_style.strokeWidth;
    n.classes << QStringLiteral("node");
    const QString callId = QString::number(node.call);
    if (node.kind == DrawNode::Kind::Cut)
        return addStandIn(std::move(n), label, NodeRef::cut(node.call), QStringLiteral("cut-") + callId, QStringLiteral("cut"),
            node.hiddenCalls < 0 ? tr("calls below call #%1 were past the recording limit").arg(node.call)
                                 : tr("%1 calls below call #%2 are not drawn").arg(countText(node.hiddenCalls)).arg(node.call));
    if (node.kind == DrawNode::Kind::Elided)
        return addStandIn(std::move(n), label, NodeRef::moves(node.call), QStringLiteral("moves-") + callId,
            QStringLiteral("elided"),
            tr("%1 more moves of call #%2 (%3 … %4) made %5 calls; they are not drawn")
                .arg(countText(node.hiddenMoves))
                .arg(node.call)
                .arg(m_run.game.moveLabel(node.move), m_run.game.moveLabel(node.lastMove), countText(node.hiddenCalls)));
    if (node.kind == DrawNode::Kind::Skipped)
        return addSkipped(std::move(n), node, label);
    if (node.kind == DrawNode::Kind::Above) // a click goes to the caller, the nearest of them
        return addStandIn(std::move(n), label, NodeRef::call(m_trace.parent(node.call)), QStringLiteral("above-") + callId,
            QStringLiteral("above"),
            tr("the %1 calls from the root to the caller of call #%2 are not drawn: the call stack lists them")
                .arg(countText(node.hiddenCalls))
                .arg(node.call));

    const std::int32_t id = node.call;
    const bool first = plain() || m_trace.player(id) == Player::First;
    n.shape = first ? SceneNode::Shape::Or : SceneNode::Shape::And;
    const bool tree = m_drawing.options.view == DrawOptions::View::Tree;
    n.ref = tree ? NodeRef::call(id) : NodeRef::state(id);
    n.id = (tree ? QStringLiteral("call-") : QStringLiteral("state-")) + callId;
    n.classes << QStringLiteral("call") << (first ? QStringLiteral("or") : QStringLiteral("and"));
    const std::int32_t shared = m_drawing.sharedAtStep(index);
    label.value = paintByOutcome(n, id, shared);
    const QString badge = addBadge(n, node);
    if (m_trace.outcome(id) == Outcome::Base)
        n.classes << QStringLiteral("base");
    if (const std::uint8_t mark = (*m_drawing.repeated)[std::size_t(id)];
        m_drawing.options.view == DrawOptions::View::Tree && mark != RepeatMark::NotRepeated) {
        n.halo = true;
        n.firstCopy = mark == RepeatMark::FirstCopy;
        n.classes << (n.firstCopy ? QStringLiteral("repeat-first") : QStringLiteral("repeat"));
    }
    if (index == m_drawing.currentNode()) { // in the DAG, the state of the call running now
        n.current = true;
        n.classes << QStringLiteral("current");
    }
    if (index == m_drawing.playedNode()) { // the position a game played has reached
        n.ringed = true;
        n.classes << QStringLiteral("position");
    }
    n.tooltip = tooltip(node, shared);
    if (keepsAnswerRoom(m_parts))
        addTextsAboveRoom(n, label);
    else
        addTexts(n, label, m_style.labelFont, m_palette.text, m_palette.text);
    if (!n.badge.isEmpty()) {
        const QFontMetricsF small = metrics(m_style.smallFont);
        n.texts.push_back({badge, {n.badge.center().x(), n.badge.center().y() + (small.ascent() - small.descent()) / 2},
            m_style.smallFont, m_palette.background});
    }
    ++m_scene.callsInScene;
    m_scene.nodes.push_back(std::move(n));
}

std::vector<LegendItem> SceneBuilder::legendItems() const
{
    bool anyMemo = false, anyRepeat = false, anyFirstCopy = false, anyCut = false, anySkipped = false, anyTakeAll = false,
         anyElided = false, anyShared = false, anyPlayed = false;
    for (const SceneEdge& e : m_scene.edges)
        anyPlayed = anyPlayed || e.classes.contains(QStringLiteral("played"));
    for (const SceneNode& n : m_scene.nodes) {
        anyMemo = anyMemo || n.classes.contains(QStringLiteral("memo"));
        anyRepeat = anyRepeat || (n.halo && !n.firstCopy);
        anyFirstCopy = anyFirstCopy || n.firstCopy;
        anyCut = anyCut || n.ref.isCut();
        anyElided = anyElided || n.ref.isMoves();
        anySkipped = anySkipped || n.shape == SceneNode::Shape::Skipped;
        anyTakeAll = anyTakeAll || n.classes.contains(QStringLiteral("take-all"));
        anyShared = anyShared || n.classes.contains(QStringLiteral("shared"));
    }
    TreeLegendFacts facts;
    facts.memo = anyMemo;
    facts.memoLinks = m_drawing.options.memoLinks;
    facts.takeAll = anyTakeAll;
    facts.repeat = anyRepeat;
    facts.firstCopy = anyFirstCopy;
    facts.cut = anyCut;
    facts.elided = anyElided;
    facts.shared = anyShared;
    facts.skipped = anySkipped;
    facts.step = m_drawing.options.step.has_value();
    facts.pairValues = m_trace.pairValues();
    facts.played = anyPlayed;
    facts.outcomes = m_parts.outcomes;
    const std::vector<LegendItem> items = treeLegendItems(m_run.game, facts);
    return worksheet() ? worksheetLegend(items) : items;
}

} // namespace gt
