// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "budget_layouter.h"

#include <algorithm>
#include <vector>

namespace gt {

BudgetLayouter::RankShape BudgetLayouter::rankShape(const LayoutRequest& request)
{
    const std::size_t n = request.nodes.size();
    std::vector<int> parent(n, -1);
    for (const LayoutRequest::Edge& e : request.edges)
        if (e.ranked && e.from != e.to && parent[std::size_t(e.to)] < 0)
            parent[std::size_t(e.to)] = e.from;
    // Depth by walking up, memoised; a cycle (never made by our drawings) stops the walk.
    std::vector<int> depth(n, -1);
    std::size_t deepest = 0;
    std::vector<int> path;
    for (std::size_t v = 0; v < n; ++v) {
        int u = int(v);
        path.clear();
        while (u >= 0 && depth[std::size_t(u)] < 0 && path.size() <= n) {
            path.push_back(u);
            u = parent[std::size_t(u)];
        }
        int d = u >= 0 ? depth[std::size_t(u)] : -1;
        for (auto it = path.rbegin(); it != path.rend(); ++it)
            depth[std::size_t(*it)] = ++d;
        deepest = std::max(deepest, std::size_t(std::max(d, 0)));
    }
    std::vector<std::size_t> width(n ? deepest + 1 : 0, 0);
    for (std::size_t v = 0; v < n; ++v)
        ++width[std::size_t(std::max(depth[v], 0))];
    return {n ? deepest + 1 : 0, width.empty() ? 0 : *std::max_element(width.begin(), width.end())};
}

} // namespace gt
