// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "icicle.h"

#include "core/trace_analysis.h"

#include <algorithm>

namespace gt {

namespace {

int levelsOf(const Trace& trace)
{
    int deepest = -1;
    for (std::int32_t id = 0; id < trace.size(); ++id)
        deepest = std::max(deepest, trace.depth(id));
    return deepest + 1;
}

// Eighths of part / whole, rounded up so that any share at all shows.
int eighths(std::int64_t part, std::int64_t whole)
{
    if (part <= 0 || whole <= 0)
        return 0;
    return int(std::min<std::int64_t>(8, (8 * part + whole - 1) / whole));
}

void setMarks(IcicleShade& shade, const IcicleCounts& counts)
{
    shade.memo = eighths(counts.memo, counts.calls);
    shade.base = eighths(counts.base, counts.calls);
    shade.repeated = eighths(counts.repeated, counts.calls);
}

// Walks the calls in call order with the way from the root to the current call: each call counts
// in the segment of its band's shallowest call on that way (itself in a band of one level).
class IcicleBuilder {
public:
    IcicleBuilder(const Game& game, const Trace& trace, IcicleSize size)
        : m_game(game)
        , m_trace(trace)
    {
        m_icicle.columns = std::max(1, size.columns);
        m_icicle.positions = trace.size();
        const int levels = levelsOf(trace);
        const int maxBands = std::max(1, size.maxBands);
        m_icicle.levelsPerBand = levels > maxBands ? (levels + maxBands - 1) / maxBands : 1;
        const int bands = (levels + m_icicle.levelsPerBand - 1) / m_icicle.levelsPerBand;
        m_bands.resize(std::size_t(bands));
        m_icicle.bands.resize(std::size_t(bands));
        m_segmentOnPath.resize(std::size_t(levels));
        m_repeatedOnPath.resize(std::size_t(levels));
    }

    Icicle build()
    {
        for (std::int32_t id = 0; id < m_trace.size(); ++id)
            addCall(id);
        for (std::size_t b = 0; b < m_bands.size(); ++b) {
            IcicleBand& band = m_icicle.bands[b];
            band.firstDepth = int(b) * m_icicle.levelsPerBand;
            band.lastDepth = band.firstDepth + m_icicle.levelsPerBand - 1;
            band.begin = m_icicle.segments.size();
            mergeAlike(m_bands[b]);
            m_icicle.segments.insert(m_icicle.segments.end(), m_bands[b].begin(), m_bands[b].end());
            band.end = m_icicle.segments.size();
        }
        if (!m_icicle.bands.empty())
            m_icicle.bands.back().lastDepth = int(m_segmentOnPath.size()) - 1;
        return std::move(m_icicle);
    }

private:
    void addCall(std::int32_t id)
    {
        const int depth = m_trace.depth(id);
        const int band = m_icicle.levelsPerBand == 1 ? depth : depth / m_icicle.levelsPerBand;
        const int topDepth = band * m_icicle.levelsPerBand;
        const bool repeated = m_trace.repeatOf(id) >= 0 || (depth > 0 && m_repeatedOnPath[std::size_t(depth - 1)]);
        m_repeatedOnPath[std::size_t(depth)] = repeated;
        if (depth == topDepth)
            m_segmentOnPath[std::size_t(depth)] = placeTop(id, band);
        IcicleSegment& segment = m_bands[std::size_t(band)][m_segmentOnPath[std::size_t(topDepth)]];
        const Outcome outcome = m_trace.outcome(id);
        segment.counts += {1, outcome == Outcome::Memo, outcome == Outcome::Base, repeated};
        ++m_icicle.bands[std::size_t(band)].calls;
    }

    // The column of position p, for positions that never go back: a division per column rather
    // than per call (ten million divisions were a third of the pass).
    std::int32_t advanceTo(std::int64_t p)
    {
        while (p >= m_nextColumnStart) {
            ++m_column;
            m_nextColumnStart = (std::int64_t(m_column + 1) * m_icicle.positions + m_icicle.columns - 1) / m_icicle.columns;
        }
        return m_column;
    }

    // A call at its band's first depth: a segment of its own when it spans a column boundary,
    // else a part of the aggregate of its column.
    std::size_t placeTop(std::int32_t id, int band)
    {
        std::vector<IcicleSegment>& segments = m_bands[std::size_t(band)];
        const std::int32_t left = advanceTo(id);
        const std::int32_t end = m_trace.subtreeEnd(id);
        const std::int64_t span = end - id;
        const Standing ahead = standing(m_game, m_trace, id);
        const bool first = ahead == Standing::First;
        const bool even = ahead == Standing::Even;
        const bool sharesColumn = !segments.empty() && segments.back().x == left; // an aggregate, then
        if (end >= m_nextColumnStart) {
            // Calls narrower than a column before it in its first column count in it: it covers that column.
            IcicleSegment segment = sharesColumn ? segments.back() : IcicleSegment {};
            segment.absorbed = segment.counts;
            segment.x = left;
            segment.width = m_icicle.columnOf(end) - left;
            segment.band = band;
            segment.call = segment.firstCall = id;
            segment.span = span;
            segment.firstSpan = first ? span : 0;
            segment.evenSpan = even ? span : 0;
            if (sharesColumn)
                segments.back() = segment;
            else
                segments.push_back(segment);
            return segments.size() - 1;
        }
        if (!sharesColumn)
            segments.push_back({left, 1, band, -1, id});
        segments.back().span += span;
        segments.back().firstSpan += first ? span : 0;
        segments.back().evenSpan += even ? span : 0;
        return segments.size() - 1;
    }

    // Neighbouring aggregates that look alike become one: a far deeper band of a big run is a few
    // long runs of one look rather than a segment per column.
    void mergeAlike(std::vector<IcicleSegment>& segments) const
    {
        std::size_t kept = 0;
        for (std::size_t i = 0; i < segments.size(); ++i) {
            IcicleSegment& last = segments[kept > 0 ? kept - 1 : 0];
            const IcicleSegment& next = segments[i];
            if (kept > 0 && last.aggregate() && next.aggregate() && last.x + last.width == next.x
                && icicleShade(m_icicle, last) == icicleShade(m_icicle, next)) {
                last.width += next.width;
                last.counts += next.counts;
                last.span += next.span;
                last.firstSpan += next.firstSpan;
                last.evenSpan += next.evenSpan;
            } else {
                segments[kept++] = next;
            }
        }
        segments.resize(kept);
    }

    const Game& m_game;
    const Trace& m_trace;
    Icicle m_icicle;
    std::vector<std::vector<IcicleSegment>> m_bands;
    std::vector<std::size_t> m_segmentOnPath; // per depth on the way: the segment (in its band) its call counts in
    std::vector<std::uint8_t> m_repeatedOnPath;
    std::int32_t m_column = -1;         // the column of the last call placed
    std::int64_t m_nextColumnStart = 0; // the first position of the column after it
};
} // namespace

IcicleCounts& IcicleCounts::operator+=(const IcicleCounts& other)
{
    calls += other.calls;
    memo += other.memo;
    base += other.base;
    repeated += other.repeated;
    return *this;
}

IcicleCounts IcicleCounts::operator-(const IcicleCounts& other) const
{
    return {calls - other.calls, memo - other.memo, base - other.base, repeated - other.repeated};
}

double Icicle::coverage(const IcicleSegment& segment) const
{
    if (!segment.aggregate() || positions == 0)
        return 1;
    return std::min(1.0, double(segment.span) * columns / (double(positions) * segment.width));
}

int Icicle::segmentAt(int band, std::int32_t column) const
{
    if (band < 0 || band >= int(bands.size()))
        return -1;
    const IcicleBand& b = bands[std::size_t(band)];
    const auto begin = segments.begin() + std::ptrdiff_t(b.begin), end = segments.begin() + std::ptrdiff_t(b.end);
    const auto after
        = std::upper_bound(begin, end, column, [](std::int32_t c, const IcicleSegment& segment) { return c < segment.x; });
    if (after == begin || column >= (after - 1)->x + (after - 1)->width)
        return -1;
    return int(after - 1 - segments.begin());
}

Icicle computeIcicle(const Game& game, const Trace& trace, IcicleSize size)
{
    return IcicleBuilder(game, trace, size).build();
}

IcicleShade icicleShade(const Icicle& icicle, const IcicleSegment& segment)
{
    IcicleShade shade;
    shade.favoured = segment.favoured();
    if (segment.aggregate() && icicle.positions > 0)
        shade.coverage = std::max(1, eighths(segment.span * icicle.columns, std::int64_t(icicle.positions) * segment.width));
    setMarks(shade, segment.counts - segment.absorbed);
    return shade;
}

IcicleShade absorbedShade(const IcicleSegment& segment)
{
    IcicleShade shade;
    shade.favoured = segment.favoured();
    setMarks(shade, segment.absorbed);
    return shade;
}

} // namespace gt
