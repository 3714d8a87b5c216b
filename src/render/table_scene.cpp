// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "table_scene.h"

#include "core/trace_analysis.h"

#include <QCoreApplication>

#include <algorithm>
#include <bit>
#include <cmath>
#include <unordered_map>

namespace gt {

namespace {

class TableTr {
    Q_DECLARE_TR_FUNCTIONS(gt::TableScene)
};

// One row of the table: its label and its states, in their columns' order (MemoTable::rows).
struct TableRow {
    QString label;
    const std::vector<std::int64_t>& states;
};

std::vector<TableRow> rowsOf(const MemoTable& table)
{
    const MemoShape& shape = table.shape();
    std::vector<TableRow> rows;
    for (std::size_t r = 0; r < table.rows().size(); ++r) {
        const int k = int(r);
        const QString label = shape.kind == MemoShape::Kind::Subsets ? TableTr::tr("%1 used").arg(k)
            : shape.kind == MemoShape::Kind::Line                    ? shape.columnAxis
            : k < shape.rowLabels.size()                             ? shape.rowLabels[k]
                                                                     : QStringLiteral("%1=%2").arg(shape.rowAxis).arg(k);
        rows.push_back({label, table.rows()[r]});
    }
    return rows;
}

// The most cells any row has: a grid's columns, a subset table's widest layer.
std::size_t widestRow(const std::vector<TableRow>& rows)
{
    std::size_t widest = 0;
    for (const TableRow& row : rows)
        widest = std::max(widest, row.states.size());
    return widest;
}

// "{1,3}" for a mask over items numbered from 1.
QString itemsText(std::uint64_t mask, int firstItem)
{
    QStringList items;
    for (std::uint64_t rest = mask; rest; rest &= rest - 1)
        items << QString::number(std::countr_zero(rest) + firstItem);
    return u'{' + items.join(u',') + u'}';
}

// The height a line of cells leaves under it for the arcs joining its cells, and the room
// between rows, which the arrows between them cross.
constexpr double kArcRoom = 40;
constexpr double kRowGap = 14;

class TableSceneBuilder {
public:
    TableSceneBuilder(const Game& game, const MemoTable& table, const Style& style, TableOrder order, std::int32_t readsOf)
        : m_game(game)
        , m_table(table)
        , m_style(style)
        , m_palette(style.palette)
        , m_order(order)
        , m_readsOf(readsOf)
        , m_currentState(table.currentState()) // each finds the step's event: once, not once a cell
        , m_stateJustRead(table.stateJustRead())
        , m_storedByNow(table.storedByNow())
    {
        m_scene.style = style;
    }

    Scene build(SceneParts parts)
    {
        const MemoShape& shape = m_table.shape();
        const std::vector<TableRow> rows = rowsOf(m_table);
        double y = m_style.margin;
        double left = m_style.margin + rowLabelWidth(rows) + 10;
        if (parts.title) {
            y += 16;
            m_scene.title.push_back({TableTr::tr("%1 · %2 as a table").arg(m_game.title(), shape.declaration), {left, y},
                m_style.titleFont, m_palette.text, true});
            y += 10;
            if (parts.stepLine && m_table.step() < m_table.lastStep()) { // a step of the run, not its end
                y += 12;
                m_scene.title.push_back({TableTr::tr("step %L1 of %L2").arg(m_table.step()).arg(m_table.lastStep()), {left, y},
                    m_style.labelFont, m_palette.mutedText, true});
                y += 6;
            }
        }
        double right = left;
        // A sentence a line, so that the caption is no wider than a table needs. The web page says
        // its counts itself, as its step changes (no parts.titleDetails).
        QStringList caption;
        if (parts.titleDetails) {
            caption << TableTr::tr("The recursion stored %1 of %2 cells by this step (%3 in the whole run).")
                           .arg(countText(m_table.storedByNow()), countText(m_table.tableSize()),
                               countText(m_table.storedCells()));
            if (!shape.bottomUpLoop.isEmpty()) // a user's program does not say how a loop would go
                caption << TableTr::tr("A bottom-up loop (%1) computes %2.")
                               .arg(shape.bottomUpLoop, countText(m_table.bottomUpCells()));
            caption << (m_order == TableOrder::Recursion ? TableTr::tr("A cell's number: when the recursion stored it.")
                                                         : TableTr::tr("A cell's number: when the bottom-up loop fills it."));
        }
        if (tableDrawnAsSums(m_table.places())) {
            placeSums(rows, left, y, right);
            if (parts.titleDetails)
                caption << TableTr::tr("Each box sums the cells under it; the stronger its colour, the more of them are stored.");
        } else {
            placeCells(rows, left, y, right);
            addReads(m_readsOf >= 0 ? m_readsOf : m_table.currentCall());
        }
        const QFontMetricsF label(m_style.labelFont);
        y += 4;
        for (const QString& line : caption) {
            y += label.height() + 2;
            m_scene.captions.push_back({line, {m_style.margin, y}, m_style.labelFont, m_palette.text, true});
            right = std::max(right, m_style.margin + label.horizontalAdvance(line));
        }
        m_scene.bounds = QRectF(0, 0, right + m_style.margin, y + label.descent() + m_style.margin);
        return std::move(m_scene);
    }

private:
    bool storedNow(std::uint32_t state) const { return m_table.storedWithin(state, m_storedByNow); }

    double rowLabelWidth(const std::vector<TableRow>& rows) const
    {
        const QFontMetricsF label(m_style.labelFont);
        double width = 0;
        for (const TableRow& row : rows)
            width = std::max(width, label.horizontalAdvance(row.label));
        return width;
    }

    void addRowLabel(const QString& text, double top, double height)
    {
        const QFontMetricsF label(m_style.labelFont);
        m_scene.captions.push_back(
            {text, {m_style.margin, top + height / 2 + label.ascent() / 2 - 2}, m_style.labelFont, m_palette.text, true});
    }

    // Every cell a node of its own, rows wrapped in bands of kTableCellsPerLine columns.
    void placeCells(const std::vector<TableRow>& rows, double left, double& y, double& right)
    {
        const MemoShape& shape = m_table.shape();
        const QFontMetricsF label(m_style.labelFont);
        const bool subsets = shape.kind == MemoShape::Kind::Subsets;
        // Small tables show each subset's items and value; past kRoomyTableCells, cells shrink to
        // their order number and colour, so that Can I Win (10, 11)'s 1,024 masks fit a page.
        const bool roomy = m_table.places() <= std::uint64_t(kRoomyTableCells);
        const bool showItems = roomy && subsets && shape.columns <= 6; // "{1,2,3}" fits a cell up to six items
        m_showValues = roomy;
        m_cellWidth = !roomy
            ? 30.0
            : std::max(44.0,
                showItems ? label.horizontalAdvance(itemsText((std::uint64_t(1) << shape.columns) - 1, shape.firstItem)) + 10
                          : 0.0);
        m_cellHeight = showItems ? 50 : roomy ? 38 : 22;
        const std::size_t lineLength = std::size_t(roomy ? kTableCellsPerLine : 2 * kTableCellsPerLine);
        const bool headers = !subsets; // a grid's columns are indexes; a layer's cells are its own
        // Grid rows go in bands of lineLength columns: every band repeats the column indexes.
        // A layer of subsets wraps under its own label.
        const std::size_t widest = widestRow(rows);
        const std::size_t perBand = subsets ? std::max<std::size_t>(widest, 1) : lineLength;
        for (std::size_t from = 0; from < std::max<std::size_t>(widest, 1); from += perBand) {
            if (headers) {
                y += 14;
                for (std::size_t c = from; c < std::min(widest, from + perBand); ++c)
                    m_scene.captions.push_back({QString::number(c), {left + double(c - from) * m_cellWidth + m_cellWidth / 2, y},
                        m_style.smallFont, m_palette.mutedText});
                m_scene.captions.push_back({shape.columnAxis, {m_style.margin, y}, m_style.smallFont, m_palette.mutedText, true});
                y += 4;
            }
            for (const TableRow& row : rows) {
                if (row.states.size() <= from)
                    continue;
                const std::size_t end = std::min(row.states.size(), from + perBand);
                addRowLabel(row.label, y, m_cellHeight);
                for (std::size_t c = from; c < end; ++c) {
                    const std::size_t place = c - from;
                    const std::size_t line = place / lineLength; // a whole line of cells
                    const QRectF box(left + double(place % lineLength) * m_cellWidth, y + double(line) * m_cellHeight,
                        m_cellWidth - 4, m_cellHeight - 4);
                    right = std::max(right, box.right());
                    if (row.states[c] >= 0)
                        addCell(std::uint32_t(row.states[c]), box, showItems);
                    else if (!subsets)
                        addGap({int(&row - rows.data()), std::int64_t(c)}, box);
                }
                const std::size_t lines = (end - from + lineLength - 1) / lineLength; // rounded up
                y += double(lines) * m_cellHeight + kRowGap;
            }
            if (shape.kind == MemoShape::Kind::Line)
                y += kArcRoom;
        }
    }

    // A cell of the table no call reached (a user's program meets only the indexes it needs):
    // an outline, so that the table keeps its shape.
    void addGap(const MemoCell& cell, const QRectF& box)
    {
        SceneNode n;
        n.shape = SceneNode::Shape::Or;
        n.box = box;
        n.strokeWidth = m_style.strokeWidth / 2;
        n.dashed = true;
        n.fill = m_palette.background; // the studio paints an invalid colour black
        n.stroke = m_palette.mutedText;
        n.stroke.setAlpha(100); // fainter than a cell reached but never stored
        n.id = QStringLiteral("gap-%1-%2").arg(cell.row).arg(cell.column);
        n.classes << QStringLiteral("gap");
        n.tooltip = TableTr::tr("%1: no call reached it").arg(cellName(m_table.shape(), cell));
        m_scene.nodes.push_back(std::move(n));
    }

    // Past kMostTableCells each row becomes at most kTableSumsPerRow boxes, each summing the
    // cells under it as the icicle sums calls: 2^20 masks stay a file of a few thousand elements.
    void placeSums(const std::vector<TableRow>& rows, double left, double& y, double& right)
    {
        const MemoShape& shape = m_table.shape();
        const double rowHeight = 20;
        const double rowWidth = kTableSumsPerRow * 4.0;
        if (shape.kind != MemoShape::Kind::Subsets) {
            y += 14;
            m_scene.captions.push_back({shape.columnAxis, {m_style.margin, y}, m_style.smallFont, m_palette.mutedText, true});
            const std::size_t widest = widestRow(rows);
            for (int tick = 0; tick <= 4; ++tick) {
                const std::size_t column = (widest - 1) * std::size_t(tick) / 4;
                m_scene.captions.push_back(
                    {QString::number(column), {left + rowWidth * double(column) / double(std::max<std::size_t>(widest, 1)), y},
                        m_style.smallFont, m_palette.mutedText, true});
            }
            y += 4;
        }
        for (const TableRow& row : rows) {
            const std::size_t cells = row.states.size();
            if (cells == 0)
                continue;
            addRowLabel(row.label, y, rowHeight);
            const std::size_t sums = std::min<std::size_t>(cells, std::size_t(kTableSumsPerRow));
            const double width = std::min(44.0, rowWidth / double(sums));
            for (std::size_t k = 0; k < sums; ++k) {
                const std::size_t from = k * cells / sums, to = (k + 1) * cells / sums;
                addSum(row, from, to, QRectF(left + double(k) * width, y, width, rowHeight - 4));
            }
            right = std::max(right, left + double(sums) * width);
            y += rowHeight;
        }
    }

    // One box for the cells [from, to) of a row: coloured as most of its stored cells, as strong
    // as the share of them stored by now; ringed when the current call's cell is among them.
    void addSum(const TableRow& row, std::size_t from, std::size_t to, const QRectF& box)
    {
        std::int64_t stored = 0, cells = 0, first = 0, second = 0;
        bool current = false, justRead = false;
        for (std::size_t c = from; c < to; ++c) {
            const std::int64_t state = row.states[c];
            if (state < 0)
                continue;
            ++cells;
            current = current || state == m_currentState;
            justRead = justRead || state == m_stateJustRead;
            if (!storedNow(std::uint32_t(state)))
                continue;
            ++stored;
            const Standing who = m_table.standingAt(std::uint32_t(state));
            first += who == Standing::First;
            second += who == Standing::Second;
        }
        SceneBlock block;
        block.box = box;
        block.classes << QStringLiteral("cells");
        const WinnerLook look = winnerLook(m_palette,
            first > second       ? Standing::First
                : second > first ? Standing::Second
                                 : Standing::Even);
        if (stored > 0) {
            block.fill = look.fill;
            block.fill.setAlphaF(0.3f + 0.7f * float(stored) / float(std::max<std::int64_t>(cells, 1)));
            block.pattern = look.pattern;
            block.classes << QStringLiteral("filled") << look.cssClass;
        } else {
            block.fill = m_palette.background;
            block.stroke = m_palette.pendingStroke;
            block.strokeWidth = 0.5;
        }
        if (current || justRead) {
            block.stroke = current ? m_palette.text : m_palette.memoBadge;
            block.strokeWidth = 2;
            block.classes << (current ? QStringLiteral("current") : QStringLiteral("just-read"));
        }
        const QString span = to - from == 1 ? m_game.stateLabel(std::uint32_t(row.states[from]))
                                            : TableTr::tr("%1: cells %2 to %3").arg(row.label).arg(from).arg(to - 1);
        block.tooltip = TableTr::tr("%1\n%2 of %3 stored by this step (first player wins %4, second %5)")
                            .arg(span, countText(stored), countText(cells), countText(first), countText(second));
        m_scene.blocks.push_back(std::move(block));
    }

    // An arrow from the cell of each state `call` has called by now into its own cell: the cells
    // its value is made of. Cells of one row are joined by an arc (under a line, above a grid's row).
    void addReads(std::int32_t call)
    {
        const Trace& trace = m_table.trace();
        if (call < 0 || call >= trace.size())
            return;
        const auto to = m_boxes.find(trace.state(call));
        if (to == m_boxes.end())
            return;
        for (const std::int32_t child : trace.children(call)) {
            const auto from = m_boxes.find(trace.state(child));
            if (!m_table.enteredNow(child) || from == m_boxes.end() || from->first == to->first)
                continue;
            const QPointF a = from->second.center(), b = to->second.center();
            const bool oneRow = std::abs(a.y() - b.y()) < 1;
            // A line's arcs go under it, into the room placeCells leaves; a grid's above the row.
            const bool under = oneRow && m_table.shape().kind == MemoShape::Kind::Line;
            const double lift = !oneRow ? 0 : (under ? -1 : 1) * std::min(kArcRoom - 6, 12 + std::abs(b.x() - a.x()) * 0.25);
            const double rim = under ? from->second.bottom() : from->second.top();
            // Cells cover lines drawn under them: from edge to edge, across the room between rows.
            const QPointF start(a.x(), oneRow ? rim : a.y() + (b.y() > a.y() ? 1 : -1) * from->second.height() / 2);
            const QPointF tip(b.x(), oneRow ? rim : b.y() + (b.y() > a.y() ? -1 : 1) * to->second.height() / 2);
            const QPointF c1 = start + QPointF((tip.x() - start.x()) * 0.25, -lift);
            const QPointF c2 = tip + QPointF((start.x() - tip.x()) * 0.25, -lift);
            const QPointF d = tip - c2;
            const double length = std::max(0.01, std::hypot(d.x(), d.y()));
            SceneEdge edge;
            edge.pieces.push_back({start, c1, c2, tip - d / length * 6});
            edge.arrow = true;
            edge.arrowTip = tip;
            edge.color = m_palette.current;
            edge.width = 1.5;
            edge.classes << QStringLiteral("read");
            m_scene.edges.push_back(std::move(edge));
        }
    }

    void addCell(std::uint32_t state, const QRectF& box, bool showItems)
    {
        m_boxes[state] = box;
        SceneNode n;
        n.shape = SceneNode::Shape::Or;
        n.box = box;
        n.strokeWidth = m_style.strokeWidth;
        n.id = QStringLiteral("cell-%1").arg(state);
        n.classes << QStringLiteral("node") << QStringLiteral("cell");
        const std::int32_t by = m_table.storedBy(state);
        const bool stored = storedNow(state);
        const std::int64_t number = m_order == TableOrder::Recursion ? m_table.storeIndex(state) : m_table.bottomUpRank(state);
        const bool numbered = m_order == TableOrder::BottomUp ? number >= 0 : stored;
        QStringList lines {m_game.stateLabel(state)};
        QString value;
        if (stored) {
            const Trace& trace = m_table.trace();
            const WinnerLook look = winnerLook(m_palette, m_table.standingAt(state));
            n.fill = look.fill;
            n.pattern = look.pattern;
            n.stroke = look.stroke;
            n.classes << QStringLiteral("stored") << QStringLiteral("filled") << look.cssClass;
            n.ref = NodeRef::call(by);
            value = m_game.valueText(trace.callValue(by));
            lines << TableTr::tr("value %1").arg(m_game.valueWithView(trace.callValue(by), trace.player(by)));
            lines << TableTr::tr("stored by call #%1, entry %2 of the run").arg(by).arg(m_table.storeIndex(state) + 1);
        } else {
            n.fill = m_palette.background;
            n.stroke = m_palette.pendingStroke;
            n.dashed = m_table.storeIndex(state) < 0;
            if (by >= 0)
                n.ref = NodeRef::call(by); // a click goes to the call that will store it
            n.classes << (m_table.storeIndex(state) < 0 ? QStringLiteral("never-stored") : QStringLiteral("not-yet"));
            lines << (m_table.storeIndex(state) < 0 ? TableTr::tr("never stored: the recursion does not need it")
                                                    : TableTr::tr("stored later, by call #%1").arg(by));
        }
        if (m_table.bottomUpRank(state) >= 0)
            lines << TableTr::tr("bottom-up: cell %1 of %2").arg(m_table.bottomUpRank(state) + 1).arg(m_table.bottomUpCells());
        if (std::int64_t(state) == m_currentState) {
            n.current = true;
            n.classes << QStringLiteral("current");
        }
        if (std::int64_t(state) == m_stateJustRead) {
            n.stroke = m_palette.memoBadge;
            n.strokeWidth = m_style.bestLineWidth / 2;
            n.classes << QStringLiteral("just-read");
            lines << TableTr::tr("read by a memo answer at this step");
        }
        n.tooltip = lines.join(u'\n');
        const QFontMetricsF small(m_style.smallFont);
        double baseline = box.top() + small.ascent() + 2;
        if (numbered)
            n.texts.push_back(
                {QString::number(number + 1), {box.left() + 3, baseline}, m_style.smallFont, m_palette.mutedText, true});
        if (showItems) {
            baseline += small.height();
            n.texts.push_back({itemsText(std::uint64_t(m_game.memoCell(state).column), m_table.shape().firstItem),
                {box.center().x(), baseline}, m_style.smallFont, m_palette.text});
        }
        if (!value.isEmpty() && m_showValues)
            n.texts.push_back({value, {box.center().x(), box.bottom() - 5}, m_style.valueFont, m_palette.text});
        ++m_scene.callsInScene;
        m_scene.nodes.push_back(std::move(n));
    }

    const Game& m_game;
    const MemoTable& m_table;
    const Style& m_style;
    const Palette& m_palette;
    TableOrder m_order;
    std::int32_t m_readsOf;
    std::int64_t m_currentState;
    std::int64_t m_stateJustRead;
    std::int64_t m_storedByNow;
    Scene m_scene;
    std::unordered_map<std::uint32_t, QRectF> m_boxes; // the cells drawn one by one, by state
    double m_cellWidth = 44;
    double m_cellHeight = 38;
    bool m_showValues = true;
};

} // namespace

std::optional<TableOrder> tableOrderById(const QString& id)
{
    if (id == QLatin1String("recursion"))
        return TableOrder::Recursion;
    if (id == QLatin1String("bottom-up"))
        return TableOrder::BottomUp;
    return std::nullopt;
}

Scene buildTableScene(
    const Game& game, const MemoTable& table, const Style& style, TableOrder order, SceneParts parts, std::int32_t readsOf)
{
    return TableSceneBuilder(game, table, style, order, readsOf).build(parts);
}

} // namespace gt
