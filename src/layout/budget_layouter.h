#pragma once

#include "graphviz_layouter.h"
#include "tidy_tree_layouter.h"

#include <cstddef>

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

    explicit BudgetLayouter(std::size_t maxGraphvizNodes)
        : m_maxGraphvizNodes(maxGraphvizNodes)
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
        return request.nodes.size() <= m_maxGraphvizNodes && ranks(request) <= kMaxGraphvizRanks;
    }
    // Levels of the forest the ranked edges make (edges in any order).
    static std::size_t ranks(const LayoutRequest& request);

private:
    std::size_t m_maxGraphvizNodes;
    GraphvizLayouter m_graphviz;
    TidyTreeLayouter m_tidy;
};

} // namespace gt
