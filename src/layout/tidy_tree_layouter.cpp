// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "tidy_tree_layouter.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace gt {

namespace {
struct Tree {
    std::vector<int> parent;
    std::vector<int> childStart; // CSR: children of v are children[childStart[v] .. childStart[v + 1])
    std::vector<int> children;
    std::vector<int> number; // index among its siblings
    std::vector<int> roots;
    std::vector<int> spineChild; // the child a node is placed above (LayoutRequest::spine), or -1

    int childCount(int v) const { return childStart[std::size_t(v) + 1] - childStart[std::size_t(v)]; }
    int child(int v, int k) const { return children[std::size_t(childStart[std::size_t(v)]) + std::size_t(k)]; }
    int firstChild(int v) const { return childCount(v) ? child(v, 0) : -1; }
    int lastChild(int v) const { return childCount(v) ? child(v, childCount(v) - 1) : -1; }
    int leftSibling(int v) const
    {
        return parent[std::size_t(v)] >= 0 && number[std::size_t(v)] > 0
            ? child(parent[std::size_t(v)], number[std::size_t(v)] - 1)
            : -1;
    }
    int leftmostSibling(int v) const { return parent[std::size_t(v)] >= 0 ? firstChild(parent[std::size_t(v)]) : v; }
};

// A node that would be its own ancestor keeps no parent: a state graph has cycles when a
// program's labels repeat along a path (found by fuzz_picture), and every node needs a root.
void breakCycles(std::vector<int>& parent)
{
    const std::size_t n = parent.size();
    std::vector<int> walk(n, -1); // the walk that last passed a node
    std::vector<char> done(n, 0);
    for (std::size_t v = 0; v < n; ++v) {
        for (std::size_t u = v; !done[u];) {
            if (walk[u] == int(v)) { // back where this walk has been: a cycle
                parent[u] = -1;
                break;
            }
            walk[u] = int(v);
            if (parent[u] < 0)
                break;
            u = std::size_t(parent[u]);
        }
        for (std::size_t u = v; !done[u];) {
            done[u] = 1;
            if (parent[u] < 0)
                break;
            u = std::size_t(parent[u]);
        }
    }
}

Tree buildTree(const LayoutRequest& request)
{
    const std::size_t n = request.nodes.size();
    Tree t;
    t.parent.assign(n, -1);
    for (const LayoutRequest::Edge& e : request.edges)
        if (e.ranked && e.from != e.to && t.parent[std::size_t(e.to)] < 0)
            t.parent[std::size_t(e.to)] = e.from;
    breakCycles(t.parent);
    std::vector<int> count(n, 0);
    std::vector<char> placed(n, 0);
    std::vector<std::pair<int, int>> treeEdges; // in the request's order: the children's order
    for (const LayoutRequest::Edge& e : request.edges)
        if (e.ranked && t.parent[std::size_t(e.to)] == e.from && !placed[std::size_t(e.to)]) {
            placed[std::size_t(e.to)] = 1;
            treeEdges.emplace_back(e.from, e.to);
            ++count[std::size_t(e.from)];
        }
    t.childStart.assign(n + 1, 0);
    for (std::size_t v = 0; v < n; ++v)
        t.childStart[v + 1] = t.childStart[v] + count[v];
    t.children.assign(treeEdges.size(), 0);
    t.number.assign(n, 0);
    std::vector<int> fill(t.childStart.begin(), t.childStart.end() - 1);
    for (const auto& [from, to] : treeEdges) {
        t.number[std::size_t(to)] = fill[std::size_t(from)] - t.childStart[std::size_t(from)];
        t.children[std::size_t(fill[std::size_t(from)]++)] = to;
    }
    for (std::size_t v = 0; v < n; ++v)
        if (t.parent[v] < 0)
            t.roots.push_back(int(v));
    t.spineChild.assign(n, -1);
    for (std::size_t k = 1; k < request.spine.size(); ++k) {
        const int above = request.spine[k - 1], below = request.spine[k];
        if (above >= 0 && below >= 0 && std::size_t(below) < n && t.parent[std::size_t(below)] == above)
            t.spineChild[std::size_t(above)] = below;
    }
    return t;
}

class Placer {
public:
    Placer(const Tree& tree, const LayoutRequest& request)
        : t(tree)
        , r(request)
    {
        const std::size_t n = request.nodes.size();
        prelim.assign(n, 0);
        mod.assign(n, 0);
        shift.assign(n, 0);
        change.assign(n, 0);
        thread.assign(n, -1);
        ancestor.resize(n);
        for (std::size_t v = 0; v < n; ++v)
            ancestor[v] = int(v);
        defaultAncestor.assign(n, -1);
        x.assign(n, 0);
    }

    // Places the tree under `root`; returns nothing, fills x relative to the root at 0.
    void place(int root)
    {
        firstWalk(root);
        secondWalk(root);
    }

    std::vector<double> x;

private:
    double distance(int a, int b) const
    {
        return (r.nodes[std::size_t(a)].width() + r.nodes[std::size_t(b)].width()) / 2 + r.nodeSeparation;
    }
    int nextLeft(int v) const { return t.childCount(v) ? t.firstChild(v) : thread[std::size_t(v)]; }
    int nextRight(int v) const { return t.childCount(v) ? t.lastChild(v) : thread[std::size_t(v)]; }

    void moveSubtree(int wm, int wp, double amount)
    {
        const double subtrees = t.number[std::size_t(wp)] - t.number[std::size_t(wm)];
        change[std::size_t(wp)] -= amount / subtrees;
        shift[std::size_t(wp)] += amount;
        change[std::size_t(wm)] += amount / subtrees;
        prelim[std::size_t(wp)] += amount;
        mod[std::size_t(wp)] += amount;
    }

    void executeShifts(int v)
    {
        double s = 0, c = 0;
        for (int k = t.childCount(v) - 1; k >= 0; --k) {
            const int w = t.child(v, k);
            prelim[std::size_t(w)] += s;
            mod[std::size_t(w)] += s;
            c += change[std::size_t(w)];
            s += shift[std::size_t(w)] + c;
        }
    }

    int ancestorOf(int vim, int v, int fallback) const
    {
        const int a = ancestor[std::size_t(vim)];
        return t.parent[std::size_t(a)] == t.parent[std::size_t(v)] ? a : fallback;
    }

    int apportion(int v, int defaultAnc)
    {
        const int w = t.leftSibling(v);
        if (w < 0)
            return defaultAnc;
        int vip = v, vop = v, vim = w, vom = t.leftmostSibling(vip);
        double sip = mod[std::size_t(vip)], sop = mod[std::size_t(vop)], sim = mod[std::size_t(vim)], som = mod[std::size_t(vom)];
        while (nextRight(vim) >= 0 && nextLeft(vip) >= 0) {
            vim = nextRight(vim);
            vip = nextLeft(vip);
            vom = nextLeft(vom);
            vop = nextRight(vop);
            ancestor[std::size_t(vop)] = v;
            const double amount = (prelim[std::size_t(vim)] + sim) - (prelim[std::size_t(vip)] + sip) + distance(vim, vip);
            if (amount > 0) {
                moveSubtree(ancestorOf(vim, v, defaultAnc), v, amount);
                sip += amount;
                sop += amount;
            }
            sim += mod[std::size_t(vim)];
            sip += mod[std::size_t(vip)];
            som += mod[std::size_t(vom)];
            sop += mod[std::size_t(vop)];
        }
        if (nextRight(vim) >= 0 && nextRight(vop) < 0) {
            thread[std::size_t(vop)] = nextRight(vim);
            mod[std::size_t(vop)] += sim - sop;
        }
        if (nextLeft(vip) >= 0 && nextLeft(vom) < 0) {
            thread[std::size_t(vom)] = nextLeft(vip);
            mod[std::size_t(vom)] += sip - som;
            defaultAnc = v;
        }
        return defaultAnc;
    }

    // Post-order, iteratively: a node is finished after all its children, which are finished in
    // order, so each child's apportion sees its left siblings already placed.
    void firstWalk(int root)
    {
        std::vector<std::pair<int, int>> stack {{root, 0}};
        while (!stack.empty()) {
            auto& [v, next] = stack.back();
            if (next < t.childCount(v)) {
                const int child = t.child(v, next++);
                if (next == 1)
                    defaultAncestor[std::size_t(v)] = child;
                stack.emplace_back(child, 0);
                continue;
            }
            const int done = v;
            stack.pop_back();
            finish(done);
            const int p = t.parent[std::size_t(done)];
            if (p >= 0 && !stack.empty())
                defaultAncestor[std::size_t(p)] = apportion(done, defaultAncestor[std::size_t(p)]);
        }
    }

    void finish(int v)
    {
        const int w = t.leftSibling(v);
        if (t.childCount(v) == 0) {
            prelim[std::size_t(v)] = w >= 0 ? prelim[std::size_t(w)] + distance(w, v) : 0;
            return;
        }
        executeShifts(v);
        const int spineChild = t.spineChild[std::size_t(v)];
        const double above = spineChild >= 0 ? prelim[std::size_t(spineChild)]
                                             : (prelim[std::size_t(t.firstChild(v))] + prelim[std::size_t(t.lastChild(v))]) / 2;
        if (w >= 0) {
            prelim[std::size_t(v)] = prelim[std::size_t(w)] + distance(w, v);
            mod[std::size_t(v)] = prelim[std::size_t(v)] - above;
        } else {
            prelim[std::size_t(v)] = above;
        }
    }

    void secondWalk(int root)
    {
        std::vector<std::pair<int, double>> stack {{root, -prelim[std::size_t(root)]}};
        while (!stack.empty()) {
            const auto [v, m] = stack.back();
            stack.pop_back();
            x[std::size_t(v)] = prelim[std::size_t(v)] + m;
            for (int k = t.childCount(v) - 1; k >= 0; --k)
                stack.emplace_back(t.child(v, k), m + mod[std::size_t(v)]);
        }
    }

    const Tree& t;
    const LayoutRequest& r;
    std::vector<double> prelim, mod, shift, change;
    std::vector<int> thread, ancestor, defaultAncestor;
};

} // namespace

LayoutResult TidyTreeLayouter::layout(const LayoutRequest& request)
{
    LayoutResult result;
    const std::size_t n = request.nodes.size();
    if (n == 0)
        return result;
    const Tree tree = buildTree(request);

    // Levels: depth from each root, each level as tall as its tallest node.
    std::vector<int> depth(n, 0);
    std::vector<double> levelHeight;
    for (int root : tree.roots) {
        std::vector<int> stack {root};
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            const std::size_t d = std::size_t(depth[std::size_t(v)]);
            if (levelHeight.size() <= d)
                levelHeight.resize(d + 1, 0);
            levelHeight[d] = std::max(levelHeight[d], request.nodes[std::size_t(v)].height());
            for (int k = 0; k < tree.childCount(v); ++k) {
                depth[std::size_t(tree.child(v, k))] = depth[std::size_t(v)] + 1;
                stack.push_back(tree.child(v, k));
            }
        }
    }
    std::vector<double> levelTop(levelHeight.size(), 0);
    for (std::size_t d = 1; d < levelHeight.size(); ++d)
        levelTop[d] = levelTop[d - 1] + levelHeight[d - 1] + request.rankSeparation;

    // Each root's tree is placed on its own, the trees side by side.
    Placer placer(tree, request);
    std::vector<double> x(n, 0);
    double offset = 0;
    for (int root : tree.roots) {
        placer.place(root);
        double left = 0, right = 0;
        bool first = true;
        std::vector<int> stack {root};
        std::vector<int> members;
        while (!stack.empty()) {
            const int v = stack.back();
            stack.pop_back();
            members.push_back(v);
            const double half = request.nodes[std::size_t(v)].width() / 2;
            left = first ? placer.x[std::size_t(v)] - half : std::min(left, placer.x[std::size_t(v)] - half);
            right = first ? placer.x[std::size_t(v)] + half : std::max(right, placer.x[std::size_t(v)] + half);
            first = false;
            for (int k = 0; k < tree.childCount(v); ++k)
                stack.push_back(tree.child(v, k));
        }
        for (int v : members)
            x[std::size_t(v)] = placer.x[std::size_t(v)] - left + offset;
        offset += right - left + request.nodeSeparation;
    }

    result.nodes.reserve(n);
    double width = 0, height = 0;
    for (std::size_t v = 0; v < n; ++v) {
        const QSizeF size = request.nodes[v];
        const std::size_t d = std::size_t(depth[v]);
        const double top = levelTop[d] + (levelHeight[d] - size.height()) / 2;
        result.nodes.emplace_back(x[v] - size.width() / 2, top, size.width(), size.height());
        width = std::max(width, x[v] + size.width() / 2);
        height = std::max(height, top + size.height());
    }
    result.bounds = QRectF(0, 0, width, height);
    result.edges.reserve(request.edges.size());
    for (const LayoutRequest::Edge& e : request.edges) {
        const QRectF& a = result.nodes[std::size_t(e.from)];
        const QRectF& b = result.nodes[std::size_t(e.to)];
        const bool treeEdge = e.ranked && tree.parent[std::size_t(e.to)] == e.from;
        result.edges.push_back(treeEdge ? straightEdge(a, b) : straightLink(a, b));
    }
    return result;
}

} // namespace gt
