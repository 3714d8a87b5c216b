// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What the tree canvas shows, as JSON, for tests and for checking a screen from the command line
// (gametree-studio ... --view-report view.json): the canvas size, the zoom, the node text size in
// pixels, the nodes fully on screen with their rectangles ({"call", "kind": call, cut, moves,
// skipped or state, "rect"}; a stand-in names the call it hangs below, a state the first call
// to reach it), and the line of best play. Works for the state graph's canvas too.

#include <QJsonObject>

namespace gt {

class StudioRun;
class TreeView;

QJsonObject viewReport(const TreeView& view, const StudioRun* run);

} // namespace gt
