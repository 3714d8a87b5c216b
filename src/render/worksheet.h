// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A worksheet for students: the call tree with each call's value hidden behind a blank box to
// fill in, and nothing else that gives the values away (the who-wins fills, the line of best
// play, the winning moves, the answer in the title). The scene builder asks these functions what
// a handout's sheet changes; handout.h puts a worksheet and its answer key on pages.

#include "scene.h"

namespace gt {

// On a handout's sheets (a worksheet and its answer key) a call's node keeps room under its state
// for a value written by hand, so that both sheets are laid out alike.
bool keepsAnswerRoom(const SceneParts& parts);
// What the room adds under the state, in scene units: a box about 7 mm tall on an A4 page,
// enough for a word written in pen.
double answerRoomHeight(const Style& style);
// How much wider than its state a pill (the second player's call) must be: a handout's node is
// taller than a picture's, its round ends reach further in, and the state along its top must clear them.
double pillWidening(const Style& style);
// Where the answer goes in a call's node: under the state, clear of a pill's round ends.
QRectF answerBoxIn(const QRectF& node, SceneNode::Shape shape, const Style& style);
// The legend's swatch for the answer box: a node's outline with the box inside; this is the box.
QRectF answerBoxInSwatch(const QRectF& swatch);
// The box's outline, thin beside the node's.
constexpr double kAnswerBoxStroke = 0.8;
// A returned call on a worksheet: the same neutral look whoever comes out ahead.
WinnerLook worksheetLook(const Palette& palette);

// A worksheet's title lines: what to do, a line for the student's name, then the run's switches
// and counts without its answer.
QStringList worksheetTitleLines(const SolvedRun& run, const QString& view);
// The answer key's first title line.
QString answerKeyLine();
// A step's event on a worksheet when a call returns: which call, not its value.
QString worksheetReturnText(std::int32_t call);
// The worksheet's legend: the picture's, less the swatches that tell who wins, with the answer
// box after the players' shapes.
std::vector<LegendItem> worksheetLegend(const std::vector<LegendItem>& items);

} // namespace gt
