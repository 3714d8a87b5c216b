// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The icicle overview of a run: one band per depth, each call a rectangle that starts at its call
// number and is as wide as its subtree, so a call's children tile it after its own one unit.
// Computed for a width in columns (pixels or points): calls narrower than a column are summed per
// band and column, and a run deeper than the rows given puts several levels in one band, so ten
// million calls give at most columns x bands segments. Plain numbers: scenes and the studio paint them.

#include "core/game.h"
#include "core/trace.h"

#include <cstdint>
#include <vector>

namespace gt {

struct IcicleSize {
    int columns = 0;  // the width; a column is the narrowest thing drawn
    int maxBands = 0; // at most this many bands; a deeper run puts several levels in each
};

// Calls of a band, and how many of them are memo answers, base cases, in repeated subtrees.
struct IcicleCounts {
    std::int64_t calls = 0;
    std::int64_t memo = 0;
    std::int64_t base = 0;
    std::int64_t repeated = 0; // inside a repeated subtree (memo off)

    IcicleCounts& operator+=(const IcicleCounts& other);
    IcicleCounts operator-(const IcicleCounts& other) const;
};

// What a band shows at some columns: one call, or an aggregate of the calls narrower than a column
// there. Counts are of the band's calls, so a band's segments add up to the calls at its depths.
struct IcicleSegment {
    std::int32_t x = 0;     // the first column
    std::int32_t width = 0; // in columns, at least 1
    std::int32_t band = 0;
    std::int32_t call = -1;      // the call drawn; -1 for an aggregate
    std::int32_t firstCall = -1; // the first call an aggregate stands for; a drawn call's own id
    // The calls of the band it stands for: with a drawn call, the calls below it in a band of
    // several levels, and the calls narrower than a column just before it in its first column.
    IcicleCounts counts;
    // Of those, the calls narrower than a column just before a drawn call in its first column:
    // counted here, but the call's marks are its own.
    IcicleCounts absorbed;
    std::int64_t span = 0;      // positions its band's shallowest calls cover: their subtree sizes
    std::int64_t firstSpan = 0; // of those, in positions the first player comes out ahead from
    std::int64_t evenSpan = 0;  // and in positions that are a tie or a draw

    bool aggregate() const { return call < 0; }
    // Who comes out ahead in most of it (a drawn call: from that call's position); Even when ties
    // and draws outweigh either player.
    Standing favoured() const
    {
        const std::int64_t secondSpan = span - firstSpan - evenSpan;
        if (evenSpan > firstSpan && evenSpan > secondSpan)
            return Standing::Even;
        return firstSpan >= secondSpan ? Standing::First : Standing::Second;
    }
};

struct IcicleBand {
    int firstDepth = 0;
    int lastDepth = 0;
    std::int64_t calls = 0;         // recorded calls at these depths
    std::size_t begin = 0, end = 0; // its segments, left to right
};

struct Icicle {
    std::int32_t columns = 0;
    std::int32_t positions = 0; // the recorded calls: x runs over their numbers, then is scaled
    int levelsPerBand = 1;
    std::vector<IcicleBand> bands;
    std::vector<IcicleSegment> segments; // band by band

    // The column boundary at position p (a call number; positions for the right edge). Shared
    // by neighbours, so the rectangles of a band and of a call's children meet to the column.
    std::int32_t columnOf(std::int64_t p) const { return positions > 0 ? std::int32_t(p * columns / positions) : 0; }
    // The share of a segment's columns that its calls' subtrees fill: 1 for a call drawn.
    double coverage(const IcicleSegment& segment) const;
    // The segment of `band` at `column`, -1 where there is none.
    int segmentAt(int band, std::int32_t column) const;
};

// One scan of the depths, then one pass over the calls.
Icicle computeIcicle(const Game& game, const Trace& trace, IcicleSize size);

// How a segment looks, in eighths (0: none; any share at all is at least 1): neighbouring
// aggregates that look alike are merged into one.
struct IcicleShade {
    Standing favoured = Standing::First;
    int coverage = 8;
    int memo = 0;
    int base = 0;
    int repeated = 0;
    friend bool operator==(const IcicleShade&, const IcicleShade&) = default;
};
IcicleShade icicleShade(const Icicle& icicle, const IcicleSegment& segment);
// The marks of the calls a drawn call absorbed, for its first column (no marks: nothing absorbed).
IcicleShade absorbedShade(const IcicleSegment& segment);

} // namespace gt
