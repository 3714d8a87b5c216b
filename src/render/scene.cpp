#include "scene.h"

#include "core/trace_analysis.h"
#include "icicle_scene.h"
#include "worksheet.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QImage>
#include <QLocale>

#include <algorithm>

namespace gt {

namespace {

// A paint device at 72 dpi: one font point is one scene unit.
const QImage& pointDevice()
{
    static const QImage device = [] {
        QImage image(1, 1, QImage::Format_ARGB32);
        image.setDotsPerMeterX(2835);
        image.setDotsPerMeterY(2835);
        return image;
    }();
    return device;
}

QFontMetricsF metrics(const QFont& font)
{
    return QFontMetricsF(font, &pointDevice());
}

// The context of the texts every picture of a run shares (its title and legend).
class SceneTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Scene)
};

struct NodeLabel {
    QString state;
    QString value;
};

class SceneBuilder {
    Q_DECLARE_TR_FUNCTIONS(gt::Scene)

public:
    SceneBuilder(const SceneInput& run, const Drawing& drawing, const Style& style, SceneParts parts)
        : m_run(run)
        , m_trace(*run.result.trace)
        , m_drawing(drawing)
        , m_style(style)
        , m_palette(style.palette)
        , m_parts(parts)
    {
    }

    LayoutRequest layoutRequest() const
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

    // The drawn way from the root to the call in focus (the studio's call being stepped), root first.
    std::vector<int> spine() const
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

    Scene build(const LayoutResult& layout)
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

private:
    bool scoreGame() const { return m_run.game.valueMeaning() == ValueMeaning::MoverScore; }
    bool firstPlayerScore() const { return m_run.game.valueMeaning() == ValueMeaning::FirstPlayerScore; }
    // A plain recursion (a user's Fibonacci): no players, so no OR/AND shapes and no winners' colours.
    bool plain() const { return m_run.game.valueMeaning() == ValueMeaning::Plain; }
    bool returned(std::int32_t call) const { return m_drawing.returnedAtStep[std::size_t(call)]; }
    // A worksheet hides every value and whatever tells them (who-wins fills, the line of best play).
    bool worksheet() const { return m_parts.sheet == SceneParts::Sheet::Worksheet; }

    // The label when the run is over: node sizes never depend on the step, so nothing moves.
    NodeLabel finalLabel(const DrawNode& node) const
    {
        switch (node.kind) {
        case DrawNode::Kind::Cut:
            return {node.hiddenCalls < 0 ? tr("calls not recorded") : tr("+%1 calls").arg(countText(node.hiddenCalls)), {}};
        case DrawNode::Kind::Skipped: return {m_run.game.moveLabel(node.move), tr("not tried")};
        case DrawNode::Kind::Elided: return elidedLabel(node);
        case DrawNode::Kind::Above: return {tr("%1 calls above").arg(countText(node.hiddenCalls)), {}};
        case DrawNode::Kind::Call: break;
        }
        return {m_run.game.stateLabel(m_trace.state(node.call)), valueText(node.call, node.sharedBy)};
    }

    // Whose view the value is, always: the prime game's values are the first player's. In the
    // DAG, "×k" when k calls reach the state.
    QString valueText(std::int32_t call, std::int32_t shared) const
    {
        QString value = nodeValueText(m_run.game, m_trace, call);
        if (shared > 1)
            value += QStringLiteral("  ×") + QString::number(shared);
        return value;
    }

    NodeLabel elidedLabel(const DrawNode& node) const
    {
        const QString first = m_run.game.moveShortLabel(node.move);
        if (node.hiddenMoves == 1) // one move left out, when pinned calls crowd its siblings
            return {tr("+1 move"), first};
        const QString moves = node.hiddenMoves == 2 ? tr("%1, %2").arg(first, m_run.game.moveShortLabel(node.lastMove))
                                                    : tr("%1 … %2").arg(first, m_run.game.moveShortLabel(node.lastMove));
        return {tr("+%1 moves").arg(countText(node.hiddenMoves)), moves};
    }

    QSizeF nodeSize(const DrawNode& node, const NodeLabel& label) const
    {
        const bool call = node.kind == DrawNode::Kind::Call;
        const QFontMetricsF state = metrics(call ? m_style.labelFont : m_style.smallFont);
        const QFontMetricsF value = metrics(m_style.valueFont);
        // A handout's pill is taller: the state along its top must clear the round ends.
        const bool handoutPill = call && keepsAnswerRoom(m_parts) && !plain() && m_trace.player(node.call) == Player::Second;
        double width = std::max(state.horizontalAdvance(label.state) + (handoutPill ? pillWidening(m_style) : 0),
            value.horizontalAdvance(label.value));
        if (call && node.call > 0 && m_drawing.options.view == DrawOptions::View::Tree)
            width = std::max(
                width, metrics(m_style.smallFont).horizontalAdvance(m_run.game.moveShortLabel(m_trace.move(node.call))));
        width = std::max(width + 2 * m_style.nodePaddingX, m_style.minNodeWidth);
        double height = state.height() + 2 * m_style.nodePaddingY;
        if (call && keepsAnswerRoom(m_parts))
            height += answerRoomHeight(m_style);
        else if (!label.value.isEmpty())
            height += value.height();
        return {std::ceil(width), std::ceil(height)};
    }

    double addTitle(bool details, bool stepLine)
    {
        const QString view
            = m_drawing.options.view == DrawOptions::View::Tree ? tr("call tree") : tr("state graph: one node per state");
        QStringList lines = worksheet() ? worksheetTitleLines(m_run, view) : runTitleLines(m_run, view, m_drawing.repeatedCalls);
        if (m_parts.sheet == SceneParts::Sheet::AnswerKey)
            lines.prepend(answerKeyLine());
        if (m_drawing.callsDrawn < m_trace.size() && m_drawing.options.view == DrawOptions::View::Tree)
            lines << tr("drawn: depth 0 to %1, %2 of %3 recorded calls; each “+N calls” node stands for a subtree")
                         .arg(m_drawing.depthShown)
                         .arg(countText(m_drawing.callsDrawn), countText(m_trace.size()));
        if (m_drawing.movesElided > 0)
            lines << tr("%1 moves not drawn stand in “+k moves” nodes, which name the first and the last")
                         .arg(countText(m_drawing.movesElided));
        lines << recordingNotes(m_trace);
        if (!details)
            lines.clear(); // a slide says only where the step is: the deck's first page has the rest
        if (m_drawing.options.step && stepLine) {
            const std::int64_t k = *m_drawing.options.step;
            const TraceEvent e = m_trace.event(k - 1);
            const QString what = e.kind == EventKind::Enter
                ? tr("call #%1 starts: %2").arg(e.call).arg(m_run.game.stateLabel(m_trace.state(e.call)))
                : worksheet() ? worksheetReturnText(e.call)
                              : tr("call #%1 returns %2")
                                    .arg(e.call)
                                    .arg(m_run.game.valueWithView(m_trace.value(e.call), m_trace.player(e.call)));
            lines << tr("step %1 of %2: %3").arg(countText(k), countText(m_trace.eventCount()), what);
        }
        return placeRunTitle(m_run, lines, m_style, &m_scene.title);
    }

    double titleWidth() const
    {
        double width = 0;
        for (const SceneText& t : m_scene.title)
            width = std::max(width, metrics(t.font).horizontalAdvance(t.text));
        return width;
    }

    // Where a move's label goes: 70% of the way down its edge, where siblings' edges have
    // spread apart (at the middle, labels of neighbouring moves collided).
    static QPointF labelPoint(const SceneEdge& e)
    {
        const std::vector<QPointF>& piece = e.pieces.back();
        if (piece.size() < 4)
            return piece.front();
        const std::size_t k = piece.size() - 4;
        const double t = 0.7, u = 1 - t;
        return u * u * u * piece[k] + 3 * u * u * t * piece[k + 1] + 3 * u * t * t * piece[k + 2] + t * t * t * piece[k + 3];
    }

    static void dashedThin(SceneEdge& e, const QColor& color, const QString& cls)
    {
        e.color = color;
        e.width = 1;
        e.dashed = true;
        e.classes << cls;
    }

    void addEdge(int index, const LayoutResult::EdgePath& path, QPointF offset)
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
            // The line of best play stands out; winning moves elsewhere are lighter.
            const bool deciding = edge.deciding && returned(from.call) && !worksheet();
            const bool best = edge.bestLine && returned(from.call) && !worksheet(); // in a lost position, the first move tried
            e.color = best ? m_palette.bestLine : deciding ? m_palette.decidingEdge : m_palette.edge;
            e.width = best ? m_style.bestLineWidth : deciding ? m_style.decidingWidth : m_style.strokeWidth;
            e.classes << QStringLiteral("move")
                      << (best              ? QStringLiteral("best-line")
                                 : deciding ? QStringLiteral("deciding")
                                            : QString());
            e.halo = m_drawing.options.view == DrawOptions::View::Tree && (*m_drawing.repeated)[std::size_t(from.call)]
                && (*m_drawing.repeated)[std::size_t(to.call)];
            if (!e.pieces.empty()) {
                const QFontMetricsF small = metrics(m_style.smallFont);
                const QPointF middle = labelPoint(e);
                e.label = int(m_scene.edgeLabels.size());
                m_scene.edgeLabels.push_back(
                    {m_run.game.moveShortLabel(edge.move), {middle.x(), middle.y() + (small.ascent() - small.descent()) / 2},
                        m_style.smallFont, m_palette.mutedText, false, m_palette.background});
            }
            break;
        }
        case DrawEdge::Kind::MemoLink:
            dashedThin(e, m_palette.memoLink, QStringLiteral("memo-link"));
            if (edge.bestLine && returned(from.call) && !worksheet()) { // the line goes on where the state was computed
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

    QString tooltip(const DrawNode& node, std::int32_t shared) const
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
        if (worksheet())
            return lines.join(u'\n');
        lines << callOutcomeLines(game, m_trace, id);
        if (shared > 1)
            lines << tr("reached by %1 calls").arg(shared);
        return lines.join(u'\n');
    }

    void addTexts(SceneNode& n, const NodeLabel& label, const QFont& stateFont, QColor stateColor, QColor valueColor)
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

    // A handout's call: the state at the top, the value (the key's, or "…" while running) where the
    // worksheet has its box.
    void addTextsAboveRoom(SceneNode& n, const NodeLabel& label)
    {
        const QFontMetricsF state = metrics(m_style.labelFont);
        const QFontMetricsF value = metrics(m_style.valueFont);
        n.texts.push_back({label.state, {n.box.center().x(), n.box.top() + m_style.nodePaddingY + state.ascent()},
            m_style.labelFont, m_palette.text});
        if (label.value.isEmpty())
            return;
        const QRectF room = answerBoxIn(n.box, n.shape, m_style);
        n.texts.push_back({label.value, {room.center().x(), room.center().y() + (value.ascent() - value.descent()) / 2},
            m_style.valueFont, m_palette.text});
    }

    // "+N calls" and "+k moves": dashed grey stand-ins for what is not drawn.
    void addStandIn(
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

    // The corner tag of a memo answer ("memo") or of Stone Game II's shortcut ("takes all"); its text.
    QString addBadge(SceneNode& n, const DrawNode& node) const
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
            n.badge = QRectF(n.box.right() - w + 4, n.box.top() - h / 2 - 1, w, h);
        }
        return badge;
    }

    // A move the short-circuit did not try: dashed, in the skipped colour.
    void addSkipped(SceneNode n, const DrawNode& node, const NodeLabel& label)
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

    // A call's fill and outline by who comes out ahead (neutral on a worksheet, grey while it runs);
    // returns the value it shows, empty where a worksheet has its box.
    QString paintByOutcome(SceneNode& n, std::int32_t id, std::int32_t shared) const
    {
        if (!returned(id)) {
            n.fill = m_palette.pendingFill;
            n.stroke = m_palette.pendingStroke;
            n.classes << QStringLiteral("pending");
            return QStringLiteral("…");
        }
        if (shared > 1)
            n.classes << QStringLiteral("shared");
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

    void addNode(int index, NodeLabel label, const QRectF& box)
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
            return addStandIn(std::move(n), label, NodeRef::cut(node.call), QStringLiteral("cut-") + callId,
                QStringLiteral("cut"),
                node.hiddenCalls < 0
                    ? tr("calls below call #%1 were past the recording limit").arg(node.call)
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
        if (m_drawing.options.view == DrawOptions::View::Tree && (*m_drawing.repeated)[std::size_t(id)]) {
            n.halo = true;
            n.classes << QStringLiteral("repeat");
        }
        if (index == m_drawing.currentNode()) { // in the DAG, the state of the call running now
            n.current = true;
            n.classes << QStringLiteral("current");
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

    std::vector<LegendItem> legendItems() const
    {
        bool anyMemo = false, anyRepeat = false, anyCut = false, anySkipped = false, anyTakeAll = false, anyElided = false,
             anyShared = false;
        for (const SceneNode& n : m_scene.nodes) {
            anyMemo = anyMemo || n.classes.contains(QStringLiteral("memo"));
            anyRepeat = anyRepeat || n.halo;
            anyCut = anyCut || n.ref.isCut();
            anyElided = anyElided || n.ref.isMoves();
            anySkipped = anySkipped || n.shape == SceneNode::Shape::Skipped;
            anyTakeAll = anyTakeAll || n.classes.contains(QStringLiteral("take-all"));
            anyShared = anyShared || n.classes.contains(QStringLiteral("shared"));
        }
        using S = LegendEntry::Swatch;
        std::vector<LegendItem> items {{S::Or, tr("a call")}};
        if (!plain()) {
            items = {{S::Or, tr("first player to move (OR)")}, {S::And, tr("second player to move (AND)")}};
            for (const LegendItem& item : whoWinsLegend(m_run.game))
                items.push_back(item);
            items.push_back({S::BestLine, tr("line of best play")});
            items.push_back(
                {S::Deciding, scoreGame() || firstPlayerScore() ? tr("best move elsewhere") : tr("winning move elsewhere")});
        }
        if (anyMemo)
            items.push_back({S::Memo,
                m_drawing.options.memoLinks ? tr("answered from the memo (dashed arrow: where it was computed)")
                                            : tr("answered from the memo")});
        if (anyTakeAll)
            items.push_back({S::TakeAll, tr("2M covers every pile left: takes them all (not stored)")});
        if (anyRepeat)
            items.push_back({S::Repeat, tr("repeated subtree: this state was computed before")});
        if (anyCut)
            items.push_back({S::Cut, tr("subtree not drawn")});
        if (anyElided)
            items.push_back({S::Cut, tr("moves not drawn (“+k moves”)")});
        if (anyShared)
            items.push_back({S::Shared, tr("×k: a state reached by k calls")});
        if (anySkipped)
            items.push_back({S::Skipped, tr("move not tried (short-circuit)")});
        if (m_drawing.options.step) {
            items.push_back({S::Current, tr("current call")});
            items.push_back({S::Pending, tr("not returned yet")});
        }
        return worksheet() ? worksheetLegend(items) : items;
    }

    const SceneInput& m_run;
    const Trace& m_trace;
    const Drawing& m_drawing;
    const Style& m_style;
    const Palette& m_palette;
    SceneParts m_parts;
    Scene m_scene;
};
} // namespace

QString pictureHeading(const Game& game)
{
    return game.title() + QStringLiteral(" — ") + game.paramsText();
}

QString nodeValueText(const Game& game, const Trace& trace, std::int32_t id)
{
    const QString view = game.valueWithViewShort(trace.value(id), trace.player(id));
    if (game.valueMeaning() == ValueMeaning::Grundy)
        if (const auto reached = mexOfChildren(trace, id)) // a node is narrow: a long set is cut
            return mexText(*reached, 4) + QStringLiteral(" = ") + game.answerText(trace.value(id));
    return QStringLiteral("= ") + view;
}

QString mexLine(const Game& game, const Trace& trace, std::int32_t id)
{
    if (game.valueMeaning() != ValueMeaning::Grundy)
        return {};
    const auto reached = mexOfChildren(trace, id);
    return reached ? SceneTr::tr("%1 = %2: the smallest number not among its moves' values")
                         .arg(mexText(*reached), game.answerText(trace.value(id)))
                   : QString();
}

QStringList callOutcomeLines(const Game& game, const Trace& trace, std::int32_t id)
{
    QStringList lines;
    lines << SceneTr::tr("returns %1").arg(game.valueWithView(trace.value(id), trace.player(id)));
    if (const QString mex = mexLine(game, trace, id); !mex.isEmpty())
        lines << mex;
    switch (trace.outcome(id)) {
    case Outcome::Base: lines << SceneTr::tr("base case"); break;
    case Outcome::Memo: lines << SceneTr::tr("answered from the memo: computed by call #%1").arg(trace.memoOf(id)); break;
    case Outcome::Shortcut: lines << SceneTr::tr("takes every remaining pile"); break;
    case Outcome::Computed:
        lines << SceneTr::tr("computed from its children: %1 moves tried").arg(trace.children(id).size());
        if (trace.earlyExit(id))
            lines << SceneTr::tr("stopped early: the deciding move was found");
        if (trace.repeatOf(id) >= 0)
            lines << SceneTr::tr("repeats call #%1 (same state)").arg(trace.repeatOf(id));
        break;
    }
    const Standing ahead = standing(game, trace, id);
    const bool first = ahead == Standing::First;
    switch (game.valueMeaning()) {
    case ValueMeaning::MoverScore:
        if (game.isUserProgram()) // its own units: what is left is inferred from its values
            lines << (first ? SceneTr::tr("the first player gets at least half of what is left (%1)")
                            : SceneTr::tr("the second player gets at least half of what is left (%1)"))
                         .arg(game.stonesLeft(trace.state(id)));
        else
            lines << (first ? SceneTr::tr("the first player gets at least half of the %1 stones left")
                            : SceneTr::tr("the second player gets at least half of the %1 stones left"))
                         .arg(game.stonesLeft(trace.state(id)));
        break;
    case ValueMeaning::FirstPlayerScore:
        lines << (first ? SceneTr::tr("the first player's score is 0 or more")
                        : SceneTr::tr("the first player's score is below 0"));
        break;
    case ValueMeaning::ScoreDifference:
        lines << (ahead == Standing::Even ? SceneTr::tr("a tie from here")
                : first                   ? SceneTr::tr("the first player is ahead from here")
                                          : SceneTr::tr("the second player is ahead from here"));
        break;
    case ValueMeaning::Negamax:
        if (ahead == Standing::Even) {
            lines << SceneTr::tr("a draw from here");
            break;
        }
        [[fallthrough]];
    case ValueMeaning::MoverWins:
    case ValueMeaning::FirstPlayerWins:
    case ValueMeaning::Grundy:
        lines << (first ? SceneTr::tr("the first player wins from here") : SceneTr::tr("the second player wins from here"));
        break;
    case ValueMeaning::Plain: break;
    }
    return lines;
}

QStringList runTitleLines(const SceneInput& run, const QString& view, std::int64_t repeatedCalls)
{
    QString options = run.options.memo ? SceneTr::tr("memo on") : SceneTr::tr("memo off");
    if (run.game.hasShortCircuit())
        options += QStringLiteral(" · ")
            + (run.options.shortCircuit ? SceneTr::tr("short-circuit on") : SceneTr::tr("short-circuit off"));
    options += QStringLiteral(" · ") + view;
    const RunStats& stats = run.result.stats;
    QString summary = SceneTr::tr("answer: %1 · %2 calls · %3 memo hits")
                          .arg(run.game.runAnswerText(run.result.answer), countText(stats.calls), countText(stats.memoHits));
    if (repeatedCalls > 0)
        summary += QStringLiteral(" · ")
            + SceneTr::tr("%1 calls (%2%) in repeated subtrees")
                  .arg(countText(repeatedCalls))
                  .arg(qRound(100.0 * double(repeatedCalls) / double(std::max<std::int64_t>(1, stats.calls))));
    return {options, summary};
}

QStringList recordingNotes(const Trace& trace)
{
    QStringList notes;
    if (trace.truncated())
        notes << SceneTr::tr("recording stopped after %1 calls (the recording limit); the counts are exact")
                     .arg(countText(trace.size()));
    return notes;
}

double placeRunTitle(const SceneInput& run, QStringList lines, const Style& style, std::vector<SceneText>* title)
{
    if (run.result.trace->empty())
        lines << SceneTr::tr("answered before any recursive call");
    double y = style.margin;
    const QFontMetricsF big = metrics(style.titleFont);
    y += big.ascent();
    title->push_back({pictureHeading(run.game), {style.margin, y}, style.titleFont, style.palette.text, true});
    y += big.descent() + 4;
    const QFontMetricsF small = metrics(style.labelFont);
    for (const QString& line : lines) {
        y += small.ascent();
        title->push_back({line, {style.margin, y}, style.labelFont, style.palette.mutedText, true});
        y += small.descent() + 2;
    }
    return y;
}

std::vector<LegendItem> whoWinsLegend(const Game& game)
{
    using S = LegendEntry::Swatch;
    if (game.valueMeaning() == ValueMeaning::MoverScore)
        return {{S::First, SceneTr::tr("first player gets at least half")},
            {S::Second, SceneTr::tr("second player gets at least half")}};
    if (game.valueMeaning() == ValueMeaning::FirstPlayerScore)
        return {
            {S::First, SceneTr::tr("first player's score 0 or more")}, {S::Second, SceneTr::tr("first player's score below 0")}};
    if (game.valueMeaning() == ValueMeaning::ScoreDifference)
        return {{S::First, SceneTr::tr("first player ahead")}, {S::Second, SceneTr::tr("second player ahead")},
            {S::Tie, SceneTr::tr("a tie")}};
    if (game.valueMeaning() == ValueMeaning::Negamax)
        return {{S::First, SceneTr::tr("first player wins")}, {S::Second, SceneTr::tr("second player wins")},
            {S::Tie, SceneTr::tr("a draw")}};
    if (game.valueMeaning() == ValueMeaning::Plain)
        return {}; // no players: nobody wins
    return {{S::First, SceneTr::tr("first player wins")}, {S::Second, SceneTr::tr("second player wins")}};
}

LayoutRequest sceneLayoutRequest(const SceneInput& run, const Drawing& drawing, const Style& style, SceneParts parts)
{
    return SceneBuilder(run, drawing, style, parts).layoutRequest();
}

QString countText(std::int64_t n)
{
    return QLocale().toString(qlonglong(n));
}

QFontMetricsF textMetrics(const QFont& font)
{
    return metrics(font);
}

double textWidth(const QFont& font, const QString& text)
{
    return metrics(font).horizontalAdvance(text);
}

Scene buildScene(const SceneInput& run, const Drawing& drawing, const Style& style, Layouter& layouter, SceneParts parts)
{
    return buildScene(run, drawing, style, layouter.layout(sceneLayoutRequest(run, drawing, style, parts)), parts);
}

Scene buildScene(const SceneInput& run, const Drawing& drawing, const Style& style, const LayoutResult& layout, SceneParts parts)
{
    return SceneBuilder(run, drawing, style, parts).build(layout);
}

std::vector<LegendEntry> placeLegend(
    const std::vector<LegendItem>& items, const Style& style, QPointF topLeft, double width, QRectF* frame)
{
    const QFontMetricsF fm = metrics(style.labelFont);
    const double swatchW = 30, swatchH = 16, gap = 6, spacing = 18, rowH = swatchH + 8;
    const double left = topLeft.x();
    double x = left, y = topLeft.y();
    std::vector<LegendEntry> entries;
    for (const LegendItem& item : items) {
        const double w = swatchW + gap + fm.horizontalAdvance(item.text);
        if (x > left && x + w > left + width) {
            x = left;
            y += rowH;
        }
        entries.push_back(legendSwatch(item.swatch, QRectF(x, y, swatchW, swatchH), style,
            {item.text, {x + swatchW + gap, y + swatchH / 2 + (fm.ascent() - fm.descent()) / 2}, style.labelFont,
                style.palette.text, true}));
        x += w + spacing;
    }
    if (frame)
        *frame = QRectF(left - 8, topLeft.y() - 8, width + 16, y + rowH - topLeft.y() + 8);
    return entries;
}

SceneText swatchText(const LegendEntry& entry, const Style& style)
{
    if (entry.swatch != LegendEntry::Swatch::Shared)
        return {};
    const QFontMetricsF fm = metrics(style.smallFont);
    const QPointF baseline(entry.box.center().x(), entry.box.center().y() + (fm.ascent() - fm.descent()) / 2);
    return {QStringLiteral("×k"), baseline, style.smallFont, style.palette.text};
}

namespace {
SceneShape boxShape(const QRectF& box, double radius, const QColor& fill, const QColor& stroke = {}, double strokeWidth = 0,
    bool dashed = false)
{
    SceneShape shape;
    shape.box = box;
    shape.radius = radius;
    shape.fill = fill;
    shape.stroke = stroke;
    shape.strokeWidth = strokeWidth;
    shape.dashed = dashed;
    return shape;
}
} // namespace

LegendEntry legendSwatch(LegendEntry::Swatch swatch, const QRectF& box, const Style& style, SceneText text)
{
    LegendEntry entry {swatch, box, std::move(text), {}, {}};
    const Palette& p = style.palette;
    using S = LegendEntry::Swatch;
    std::vector<SceneShape>& shapes = entry.shapes;
    switch (swatch) {
    case S::Or: shapes.push_back(boxShape(box, 2, p.background, p.text, 1.2)); break;
    case S::And: shapes.push_back(boxShape(box, box.height() / 2, p.background, p.text, 1.2)); break;
    case S::First:
    case S::Second:
    case S::Tie: { // the winner's fill over the background, as on a node
        const WinnerLook look = winnerLook(p,
            swatch == S::First        ? Standing::First
                : swatch == S::Second ? Standing::Second
                                      : Standing::Even);
        SceneShape shape = boxShape(box, 2, look.fill, look.stroke, 1.2);
        shape.pattern = look.pattern;
        shape.backdrop = p.background;
        shapes.push_back(shape);
        break;
    }
    case S::BestLine:
    case S::Deciding: {
        const bool best = swatch == S::BestLine;
        SceneShape line;
        line.kind = SceneShape::Kind::Line;
        line.from = QPointF(box.left() + 2, box.center().y());
        line.to = QPointF(box.right() - 2, box.center().y());
        line.stroke = best ? p.bestLine : p.decidingEdge;
        line.strokeWidth = best ? style.bestLineWidth : style.decidingWidth;
        shapes.push_back(line);
        break;
    }
    case S::Memo:
    case S::TakeAll: { // a small node with the memo's or take-all's corner badge
        const bool memo = swatch == S::Memo;
        shapes.push_back(boxShape(box.adjusted(0, 3, -6, 0), 2, p.background, p.text, 1.2, memo));
        shapes.push_back(boxShape(QRectF(box.right() - 14, box.top(), 14, 7), 2, memo ? p.memoBadge : p.mutedText));
        break;
    }
    case S::Repeat: // a small node in the repeated subtree's halo
        shapes.push_back(boxShape(box, 5, p.repeatHalo));
        shapes.push_back(boxShape(box.adjusted(5, 4, -5, -4), 2, p.background, p.text, 1));
        break;
    case S::Cut: shapes.push_back(boxShape(box, 7, p.cutFill, p.cutStroke, 1, true)); break;
    case S::Current: shapes.push_back(boxShape(box, 3, p.background, p.current, 2.5)); break;
    case S::Pending: shapes.push_back(boxShape(box, 2, p.pendingFill, p.pendingStroke, 1.2)); break;
    case S::Skipped: shapes.push_back(boxShape(box, 4, QColor(), p.skipped, 1, true)); break;
    case S::AnswerBox:
        shapes.push_back(boxShape(box, 2, p.background, p.text, 1.2));
        shapes.push_back(boxShape(answerBoxInSwatch(box), 0, p.background, p.text, kAnswerBoxStroke));
        break;
    case S::Shared: // a node with "×k" in it, as the state graph writes it
        shapes.push_back(boxShape(box, 2, p.background, p.text, 1.2));
        entry.shapeTexts.push_back(swatchText(entry, style));
        break;
    case S::MemoShare:
    case S::BaseShare:
    case S::RepeatShare:
    case S::Pale:
        for (const SceneMark& strip : icicleSwatch(entry, p)) {
            SceneShape shape = boxShape(strip.box, 0, strip.color);
            shape.kind = SceneShape::Kind::Strip;
            shapes.push_back(shape);
        }
        break;
    }
    return entry;
}

// A small tree is enlarged at most this much to fill its page.
constexpr double kMaxPageUpscale = 2.0;

double pageScale(const Scene& scene)
{
    if (scene.page.isEmpty() || scene.bounds.isEmpty())
        return 1;
    return std::min({scene.page.width() / scene.bounds.width(), scene.page.height() / scene.bounds.height(), kMaxPageUpscale});
}

QSizeF pageSize(const Scene& scene)
{
    return scene.page.isEmpty() ? scene.bounds.size() : scene.page;
}

QRectF pageViewBox(const Scene& scene)
{
    if (scene.page.isEmpty())
        return scene.bounds;
    const QSizeF shown = scene.page / pageScale(scene);
    QRectF box(QPointF(), shown);
    box.moveCenter(scene.bounds.center());
    return box;
}

} // namespace gt
