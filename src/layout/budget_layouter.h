// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "graphviz_layouter.h"
#include "tidy_tree_layouter.h"

#include <cstddef>
#include <cstdint>

namespace gt {

// Graphviz where it fits its time budget, the linear tidy tree beyond: the drawing is never
// refused for its size. bench_layout: Graphviz takes ~2 s for 16,000 nodes, ~0.2 s for 5,000;
// the tidy tree 0.2 s for a million.
class BudgetLayouter : public Layouter {
public:
    static constexpr std::size_t kExportGraphvizNodes = 16000;     // files: the best picture within ~2 s
    static constexpr std::size_t kInteractiveGraphvizNodes = 5000; // the studio: within ~0.2 s

    // Graphviz's time grows with the ranks too: 5,000 nodes down a 1,000-rank line took 136 s.
    static constexpr std::size_t kMaxGraphvizRanks = 200;
    // And with the nodes of one rank (its crossing minimisation): a root's 1,148 moves opened
    // at once took 0.6 s (bench_studio, expandMovesMs); the studio lays a wider rank out tidily.
    static constexpr std::size_t kInteractiveGraphvizRankWidth = 300;

    explicit BudgetLayouter(std::size_t maxGraphvizNodes, std::size_t maxGraphvizRankWidth = SIZE_MAX)
        : m_maxGraphvizNodes(maxGraphvizNodes)
        , m_maxGraphvizRankWidth(maxGraphvizRankWidth)
    {
    }
    LayoutResult layout(const LayoutRequest& request) override
    {
        if (usesGraphvizFor(request))
            return m_graphviz.layout(request);
        return m_tidy.layout(request);
    }
    bool usesGraphvizFor(const LayoutRequest& request) const
    {
        if (request.nodes.size() > m_maxGraphvizNodes)
            return false;
        const RankShape shape = rankShape(request);
        return shape.ranks <= kMaxGraphvizRanks && shape.widest <= m_maxGraphvizRankWidth;
    }
    struct RankShape {
        std::size_t ranks = 0;  // levels of the forest the ranked edges make (edges in any order)
        std::size_t widest = 0; // nodes on its widest level
    };
    static RankShape rankShape(const LayoutRequest& request);

private:
    std::size_t m_maxGraphvizNodes;
    std::size_t m_maxGraphvizRankWidth;
    GraphvizLayouter m_graphviz;
    TidyTreeLayouter m_tidy;
};

} // namespace gt
