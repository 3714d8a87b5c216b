// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "graph_attributes.h"

#include <charconv>

namespace gt {

namespace {
constexpr double kPointsPerInch = 72.0;

std::string inches(double points, bool shortNumber = false)
{
    // As printf's "%.4f" in the C locale, whatever the process's locale.
    char text[32];
    const auto end = std::to_chars(text, text + sizeof text, points / kPointsPerInch, std::chars_format::fixed, 4).ptr;
    std::string out(text, end);
    if (shortNumber && out.find('.') != std::string::npos) {
        while (out.back() == '0')
            out.pop_back();
        if (out.back() == '.')
            out.pop_back();
    }
    return out;
}
} // namespace

std::string graphInches(double points)
{
    return inches(points);
}

GraphAttributes dotFileGraphAttributes()
{
    return {0.45 * kPointsPerInch, 0.2 * kPointsPerInch, true};
}

std::vector<GraphAttribute> graphAttributeList(const GraphAttributes& attributes, bool shortNumbers)
{
    std::vector<GraphAttribute> list;
    list.push_back({"rankdir", "TB"});
    list.push_back({"ordering", "out"}); // children in move order
    list.push_back({"newrank", "true"}); // measured 10-50x faster on trees
    if (attributes.coarsePlacement)
        list.push_back({"nslimit", "0.05"}); // coarser x placement, much faster
    list.push_back({"ranksep", inches(attributes.rankSeparation, shortNumbers)});
    list.push_back({"nodesep", inches(attributes.nodeSeparation, shortNumbers)});
    return list;
}

} // namespace gt
