// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The Graphviz graph attributes, in one place: the layouter gives them to Graphviz, the DOT writer
// writes them into the .dot file. Plain C++: no Qt, no Graphviz.

#include <string>
#include <vector>

namespace gt {

struct GraphAttributes {
    double rankSeparation = 36;   // points between ranks (ranksep)
    double nodeSeparation = 14;   // points between neighbours in a rank (nodesep)
    bool coarsePlacement = false; // nslimit: a coarser x placement, much faster on big graphs
};

// The .dot file's own: ranksep 0.45 and nodesep 0.2 inches, with the coarse placement, as the
// file has always said for those who lay it out with dot themselves (not the style's spacing).
GraphAttributes dotFileGraphAttributes();

struct GraphAttribute {
    std::string name;
    std::string value;
};

// A length in points as Graphviz reads it: inches, four decimals ("0.5278"), a point as the
// decimal mark whatever the locale.
std::string graphInches(double points);

// rankdir, ordering, newrank, nslimit (when coarse), ranksep and nodesep, in this order. Lengths
// are inches with four decimals ("0.5278"), or with the trailing zeros dropped ("0.45") when
// `shortNumbers`.
std::vector<GraphAttribute> graphAttributeList(const GraphAttributes& attributes, bool shortNumbers = false);

} // namespace gt
