// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "layout_types.h"

#include <memory>

namespace gt {

// The Graphviz (cgraph + gvc, dot engine) backend: the only code that includes Graphviz headers.
// Every Graphviz call goes through one process-wide mutex (Graphviz is not thread-safe), errors
// are captured into LayoutError, numbers are parsed in the C locale, and every graph is freed.
class GraphvizLayouter : public Layouter {
public:
    GraphvizLayouter();
    ~GraphvizLayouter() override;

    LayoutResult layout(const LayoutRequest& request) override;
    // The DOT text of the graph as laid out (same attributes), for comparing with the dot program.
    QString layoutDot(const LayoutRequest& request);

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace gt
