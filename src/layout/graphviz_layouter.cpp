// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "graphviz_layouter.h"

#include "graph_attributes.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <dlfcn.h>

#include <algorithm>
#include <clocale>
#include <cstring>
#include <locale.h>
#include <mutex>
#include <string>

namespace gt {

namespace {
// Graphviz keeps static state: one lock for every call into it, process-wide.
std::mutex& graphvizMutex()
{
    static std::mutex mutex;
    return mutex;
}

// Only the dot layout and the core plugins: no pango, so nothing measures text but Qt. They are
// loaded from Graphviz's own folder by their full names (no RUNPATH, which Debian's policy
// refuses for a private folder), once; an empty `error` when both are there.
struct Plugins {
    lt_symlist_t list[3] {};
    std::string error;
};

const Plugins& plugins()
{
    static const Plugins loaded = [] {
        Plugins p;
        const std::pair<const char*, const char*> wanted[] = {
            {GRAPHVIZ_DOT_LAYOUT_PLUGIN_FILE, "gvplugin_dot_layout_LTX_library"},
            {GRAPHVIZ_CORE_PLUGIN_FILE, "gvplugin_core_LTX_library"},
        };
        for (std::size_t i = 0; i < std::size(wanted); ++i) {
            void* library = dlopen(wanted[i].first, RTLD_NOW | RTLD_LOCAL);
            void* symbol = library ? dlsym(library, wanted[i].second) : nullptr;
            if (!symbol) {
                p.error = std::string("Graphviz's layout plugin could not be loaded (") + dlerror()
                    + "); install Graphviz (the graphviz package)";
                return p;
            }
            p.list[i] = {wanted[i].second, symbol};
        }
        return p;
    }();
    return loaded;
}

std::string g_errors; // guarded by graphvizMutex()

int collectError(char* message)
{
    g_errors += message;
    return 0;
}

constexpr double kPointsPerInch = 72.0;
// Below this many nodes the network simplex runs to the end: the best picture still takes < 0.3 s.
constexpr std::size_t kFastLayoutAbove = 1000;
// Graphviz routes links across the tree (memo answers) around the nodes, but each one spanning
// many ranks costs a chain of virtual nodes: 4,500 links made a 5,000-node tree take 62 s, and
// 150 links down a 1,000-rank line 139 s. Links are routed only while links x nodes stays under
// this (prime 7: 0; can-i-win (10, 11): 45 x 344); beyond, they are drawn straight afterwards.
constexpr std::size_t kMaxRoutingWork = 100000;

// Graphviz reads numbers with atof(): the C locale's decimal point, for this thread only.
class CNumericLocale {
public:
    CNumericLocale()
        : m_c(newlocale(LC_NUMERIC_MASK, "C", static_cast<locale_t>(nullptr)))
        , m_old(uselocale(m_c))
    {
    }
    ~CNumericLocale()
    {
        uselocale(m_old);
        freelocale(m_c);
    }
    CNumericLocale(const CNumericLocale&) = delete; // a copy would restore and free twice
    CNumericLocale& operator=(const CNumericLocale&) = delete;

private:
    locale_t m_c;
    locale_t m_old;
};

int appendToString(void* channel, const char* text)
{
    static_cast<std::string*>(channel)->append(text);
    return 0;
}

int flushNothing(void*)
{
    return 0;
}

char* str(const char* literal)
{
    return const_cast<char*>(literal);
}
} // namespace

class GraphvizLayouter::Private {
public:
    Private()
    {
        std::lock_guard lock(graphvizMutex());
        context = gvContextPlugins(const_cast<lt_symlist_t*>(plugins().list), 0);
        agseterr(AGERR);
        agseterrf(&collectError);
    }
    ~Private()
    {
        std::lock_guard lock(graphvizMutex());
        gvFreeContext(context);
    }

    // Builds the graph; the caller holds the lock and closes it.
    Agraph_t* build(const LayoutRequest& request, std::vector<Agnode_t*>& nodes, std::vector<Agedge_t*>& edges,
        Agdisc_t* discipline = nullptr)
    {
        Agraph_t* graph = agopen(str("gametree"), Agdirected, discipline);
        const GraphAttributes attributes {
            request.rankSeparation, request.nodeSeparation, request.nodes.size() > kFastLayoutAbove};
        for (const GraphAttribute& attribute : graphAttributeList(attributes))
            agsafeset(graph, str(attribute.name.c_str()), str(attribute.value.c_str()), str(""));
        // Every node a fixed box without text: only its size matters to the layout.
        agattr(graph, AGNODE, str("shape"), str("box"));
        agattr(graph, AGNODE, str("fixedsize"), str("true"));
        agattr(graph, AGNODE, str("label"), str(""));
        Agsym_t* width = agattr(graph, AGNODE, str("width"), str("1"));
        Agsym_t* height = agattr(graph, AGNODE, str("height"), str("0.5"));
        Agsym_t* arrowhead = agattr(graph, AGEDGE, str("arrowhead"), str("none"));
        Agsym_t* constraint = agattr(graph, AGEDGE, str("constraint"), str("true"));
        Agsym_t* group = agattr(graph, AGNODE, str("group"), str("")); // edges within a group are kept straight

        nodes.reserve(request.nodes.size());
        for (std::size_t i = 0; i < request.nodes.size(); ++i) {
            std::string name = "n";
            name += std::to_string(i);
            Agnode_t* node = agnode(graph, str(name.c_str()), 1);
            agxset(node, width, str(graphInches(request.nodes[i].width()).c_str()));
            agxset(node, height, str(graphInches(request.nodes[i].height()).c_str()));
            nodes.push_back(node);
        }
        for (const int v : request.spine)
            agxset(nodes.at(std::size_t(v)), group, str("spine"));
        edges.reserve(request.edges.size());
        const std::size_t links = std::size_t(
            std::count_if(request.edges.begin(), request.edges.end(), [](const LayoutRequest::Edge& e) { return !e.ranked; }));
        for (std::size_t i = 0; i < request.edges.size(); ++i) {
            const LayoutRequest::Edge& e = request.edges[i];
            if (!e.ranked && links * request.nodes.size() > kMaxRoutingWork) {
                edges.push_back(nullptr); // drawn straight once the nodes are placed
                continue;
            }
            std::string name = "e";
            name += std::to_string(i);
            Agedge_t* edge = agedge(graph, nodes.at(std::size_t(e.from)), nodes.at(std::size_t(e.to)), str(name.c_str()), 1);
            if (!e.ranked) {
                agxset(edge, constraint, str("false"));
                agxset(edge, arrowhead, str("normal"));
            }
            edges.push_back(edge);
        }
        return graph;
    }

    GVC_t* context = nullptr;
};

GraphvizLayouter::GraphvizLayouter()
    : d(std::make_unique<Private>())
{
}

GraphvizLayouter::~GraphvizLayouter() = default;

LayoutResult GraphvizLayouter::layout(const LayoutRequest& request)
{
    LayoutResult result;
    if (request.nodes.empty())
        return result;

    std::lock_guard lock(graphvizMutex());
    CNumericLocale cLocale;
    if (!plugins().error.empty())
        throw LayoutError(plugins().error);
    g_errors.clear();
    std::vector<Agnode_t*> nodes;
    std::vector<Agedge_t*> edges;
    Agraph_t* graph = d->build(request, nodes, edges);
    if (gvLayout(d->context, graph, "dot") != 0) {
        agclose(graph);
        throw LayoutError(
            "Graphviz could not lay out the tree: " + (g_errors.empty() ? std::string("no reason given") : g_errors));
    }

    const boxf box = GD_bb(graph);
    const double top = box.UR.y;
    auto flip = [top](pointf p) { return QPointF(p.x, top - p.y); };

    result.bounds = QRectF(QPointF(box.LL.x, 0), QPointF(box.UR.x, top - box.LL.y));
    result.nodes.reserve(nodes.size());
    for (Agnode_t* node : nodes) {
        const QPointF centre = flip(ND_coord(node));
        const double w = ND_width(node) * kPointsPerInch;
        const double h = ND_height(node) * kPointsPerInch;
        result.nodes.emplace_back(centre.x() - w / 2, centre.y() - h / 2, w, h);
    }
    result.edges.reserve(edges.size());
    for (std::size_t i = 0; i < edges.size(); ++i) {
        Agedge_t* edge = edges[i];
        if (!edge) {
            const LayoutRequest::Edge& e = request.edges[i];
            result.edges.push_back(straightLink(result.nodes[std::size_t(e.from)], result.nodes[std::size_t(e.to)]));
            continue;
        }
        LayoutResult::EdgePath path;
        if (const splines* spl = ED_spl(edge)) {
            for (int b = 0; b < spl->size; ++b) {
                const bezier& piece = spl->list[b];
                std::vector<QPointF> points;
                points.reserve(std::size_t(piece.size));
                for (int k = 0; k < piece.size; ++k)
                    points.push_back(flip(piece.list[k]));
                path.pieces.push_back(std::move(points));
                if (piece.eflag) {
                    path.hasArrow = true;
                    path.arrowTip = flip(piece.ep);
                }
            }
        }
        result.edges.push_back(std::move(path));
    }

    gvFreeLayout(d->context, graph);
    agclose(graph);
    return result;
}

QString GraphvizLayouter::layoutDot(const LayoutRequest& request)
{
    std::lock_guard lock(graphvizMutex());
    CNumericLocale cLocale;
    Agiodisc_t io = AgIoDisc;
    io.putstr = &appendToString;
    io.flush = &flushNothing;
    Agdisc_t discipline = AgDefaultDisc;
    discipline.io = &io;
    std::vector<Agnode_t*> nodes;
    std::vector<Agedge_t*> edges;
    Agraph_t* graph = d->build(request, nodes, edges, &discipline);
    std::string text;
    agwrite(graph, &text);
    agclose(graph);
    return QString::fromStdString(text);
}

} // namespace gt
