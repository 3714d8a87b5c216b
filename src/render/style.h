// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The classroom look, shared by the screen and every file: colours of a palette, fonts, sizes.

#include "core/call_record.h"
#include "core/game.h"

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

#include <optional>

namespace gt {

// The studio's bands and highlights around the tree: the narration, the banner, the quiz bar, the
// form's errors, the memo table's and the source panel's highlights. In the palette, so that
// presentation mode's contrast palette reaches them too.
struct ChromeColors {
    QColor narrationFill, narrationRule, narrationText;
    QColor noticeFill, noticeText; // the banner: information
    QColor errorFill, errorText;   // the banner and the form: something is wrong
    QColor quizFill, quizRule, quizText;
    QColor memoRead;                // the memo table's row a memo answer just read
    QColor sourceLine, sourceTried; // the code panel: the current line, the move being tried
};

struct Palette {
    QString id; // "default", "colorblind", "print"
    QColor background;
    QColor text;
    QColor mutedText;
    QColor firstFill, firstStroke;                  // positions the first player wins (or gets at least half)
    QColor secondFill, secondStroke;                // positions the second player wins
    QColor tieFill, tieStroke;                      // a tie or a draw: nobody comes out ahead
    QColor pendingFill, pendingStroke;              // entered, not returned yet (step view)
    Qt::BrushStyle firstPattern = Qt::SolidPattern; // the print palette hatches instead of colouring
    Qt::BrushStyle secondPattern = Qt::SolidPattern;
    Qt::BrushStyle tiePattern = Qt::SolidPattern;
    QColor repeatHalo; // the article's yellow
    QColor current;    // the call running at the step
    QColor edge;
    QColor decidingEdge; // a winning (or best) move off the line of best play
    QColor bestLine;     // the line of best play from the root
    QColor playedLine;   // a game played (Play): its moves, and a ring round the position reached
    QColor memoLink;
    QColor memoBadge;
    QColor cutFill, cutStroke;
    QColor skipped;
    ChromeColors chrome;
};

// How a position is painted by who comes out ahead from it: the tree's nodes, the icicle's calls.
struct WinnerLook {
    QColor fill;
    Qt::BrushStyle pattern = Qt::SolidPattern;
    QColor stroke;
    QString cssClass; // "first-wins", "second-wins", "tie", "plain"
};
WinnerLook winnerLook(const Palette& palette, Standing standing);
// A call of a plain recursion (no players): light grey, nobody's colour.
WinnerLook plainLook(const Palette& palette);

// The halo of a repeated subtree's first copy (computed there, again later): the repeats' yellow
// halfway to the background, so that a class sees both copies and which one came first.
QColor firstCopyHalo(const Palette& palette);
inline QColor haloColor(const Palette& palette, bool firstCopy)
{
    return firstCopy ? firstCopyHalo(palette) : palette.repeatHalo;
}

// Palette ids in menu order; unknown ids return std::nullopt.
QStringList paletteIds();
std::optional<Palette> paletteById(const QString& id);

struct Style {
    Palette palette;
    QFont labelFont; // the state
    QFont valueFont; // the returned value
    QFont smallFont; // moves on edges, badges
    QFont titleFont;
    double nodePaddingX = 8;
    double nodePaddingY = 5;
    double minNodeWidth = 54;
    double rankSeparation = 38;
    double nodeSeparation = 12;
    double margin = 18;
    double strokeWidth = 1.2;
    double decidingWidth = 1.8; // winning moves off the line of best play: lighter than it
    double bestLineWidth = 4.5;
    double playedLineWidth = 5.5; // a game played: thicker than the line of best play it may run beside
    double playedRingWidth = 4;   // round the position a game played has reached
    double haloWidth = 6;

    static Style forPalette(const Palette& palette);
};

} // namespace gt
