#pragma once

// The classroom look, shared by the screen and every file: colours of a palette, fonts, sizes.

#include <QColor>
#include <QFont>
#include <QString>
#include <QStringList>

#include <optional>

namespace gt {

struct Palette {
    QString id;                 // "default", "colorblind", "print"
    QColor background;
    QColor text;
    QColor mutedText;
    QColor firstFill, firstStroke;   // positions the first player wins (or gets at least half)
    QColor secondFill, secondStroke; // positions the second player wins
    QColor pendingFill, pendingStroke; // entered, not returned yet (step view)
    Qt::BrushStyle firstPattern = Qt::SolidPattern; // the print palette hatches instead of colouring
    Qt::BrushStyle secondPattern = Qt::SolidPattern;
    QColor repeatHalo;          // the article's yellow
    QColor current;             // the call running at the step
    QColor edge;
    QColor decidingEdge;
    QColor memoLink;
    QColor memoBadge;
    QColor cutFill, cutStroke;
    QColor skipped;
};

// Palette ids in menu order; unknown ids return std::nullopt.
QStringList paletteIds();
std::optional<Palette> paletteById(const QString& id);

struct Style {
    Palette palette;
    QFont labelFont;   // the state
    QFont valueFont;   // the returned value
    QFont smallFont;   // moves on edges, badges
    QFont titleFont;
    double nodePaddingX = 8;
    double nodePaddingY = 5;
    double minNodeWidth = 54;
    double rankSeparation = 38;
    double nodeSeparation = 12;
    double margin = 18;
    double strokeWidth = 1.2;
    double decidingWidth = 3.2;
    double haloWidth = 6;

    static Style forPalette(const Palette& palette);
};

} // namespace gt
