// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "style.h"

#include "core/language.h"

namespace gt {

namespace {
Palette defaultPalette()
{
    Palette p;
    p.id = QStringLiteral("default");
    p.background = Qt::white;
    p.text = QColor(0x20, 0x20, 0x28);
    p.mutedText = QColor(0x6a, 0x6a, 0x75);
    p.firstFill = QColor(0xf9, 0xc6, 0xd9); // the article's pink: the first player wins
    p.firstStroke = QColor(0xb0, 0x2a, 0x62);
    p.secondFill = QColor(0xc4, 0xdd, 0xf5);
    p.secondStroke = QColor(0x23, 0x5f, 0x9c);
    p.tieFill = QColor(0xe8, 0xe0, 0xc4); // sand: apart from pink, blue, the running grey and the yellow
    p.tieStroke = QColor(0x7d, 0x6c, 0x3a);
    p.pendingFill = QColor(0xf4, 0xf4, 0xf6);
    p.pendingStroke = QColor(0x8a, 0x8a, 0x96);
    p.repeatHalo = QColor(0xff, 0xe0, 0x4d); // the article's yellow
    p.current = QColor(0xff, 0x6d, 0x00);
    p.edge = QColor(0x7a, 0x7a, 0x86);
    p.decidingEdge = QColor(0x20, 0x20, 0x28);
    p.bestLine = QColor(0x6d, 0x28, 0xd9); // violet: apart from both winners' colours and the memo's green
    // Cyan, the game played: apart from the violet line, the memo's green, the winners' pink and
    // pale blue, and the running call's orange.
    p.playedLine = QColor(0x00, 0xa6, 0xc8);
    p.memoLink = QColor(0x2e, 0x8b, 0x57);
    p.memoBadge = QColor(0x2e, 0x8b, 0x57);
    p.cutFill = QColor(0xfa, 0xfa, 0xfa);
    p.cutStroke = QColor(0x9a, 0x9a, 0xa6);
    p.skipped = QColor(0xb8, 0xb8, 0xc0);
    p.chrome = {QColor(0xfb, 0xfa, 0xf4), QColor(0xe4, 0xe0, 0xcc), p.text, QColor(0xee, 0xf4, 0xfb), QColor(0x1d, 0x3b, 0x5c),
        QColor(0xfd, 0xe7, 0xea), QColor(0xb0, 0x00, 0x20), QColor(0xee, 0xf6, 0xff), QColor(0xc9, 0xdc, 0xf2), p.text,
        QColor(0xc8, 0xf0, 0xd4), QColor(0xff, 0xe4, 0x8a), QColor(0xe8, 0xee, 0xf8)};
    return p;
}

// Okabe-Ito: orange / sky blue / yellow / vermillion / bluish green stay apart for every
// common kind of colour blindness.
Palette colorblindPalette()
{
    Palette p = defaultPalette();
    p.id = QStringLiteral("colorblind");
    p.firstFill = QColor(0xf5, 0xc9, 0x7a); // light Okabe-Ito orange
    p.firstStroke = QColor(0xb3, 0x6b, 0x00);
    p.secondFill = QColor(0xa9, 0xd8, 0xf2); // light sky blue
    p.secondStroke = QColor(0x00, 0x72, 0xb2);
    p.tieFill = QColor(0xd6, 0xd6, 0xd6); // grey: orange and sky blue stay apart from it in lightness and hue
    p.tieStroke = QColor(0x4d, 0x4d, 0x4d);
    p.repeatHalo = QColor(0xf0, 0xe4, 0x42);
    p.current = QColor(0xd5, 0x5e, 0x00);
    p.memoLink = QColor(0x00, 0x9e, 0x73);
    p.memoBadge = QColor(0x00, 0x9e, 0x73);
    p.bestLine = QColor(0xa0, 0x3c, 0x80); // a deeper Okabe-Ito reddish purple
    // Navy, the game played: darker than the sky blue and the blue outlines, for every kind of colour blindness.
    p.playedLine = QColor(0x1a, 0x1a, 0x6e);
    return p;
}

// Black and white: hatching tells the winners apart, grey marks repeats.
Palette printPalette()
{
    Palette p;
    p.id = QStringLiteral("print");
    p.background = Qt::white;
    p.text = Qt::black;
    p.mutedText = QColor(0x55, 0x55, 0x55);
    p.firstFill = QColor(0xa8, 0xa8, 0xa8); // light hatching: the black text stays readable
    p.firstStroke = Qt::black;
    p.firstPattern = Qt::BDiagPattern;
    p.secondFill = Qt::white;
    p.secondStroke = Qt::black;
    p.secondPattern = Qt::SolidPattern;
    p.tieFill = QColor(0x99, 0x99, 0x99); // sparse dots: neither the hatching nor plain white
    p.tieStroke = Qt::black;
    p.tiePattern = Qt::Dense6Pattern;
    p.pendingFill = Qt::white;
    p.pendingStroke = QColor(0x88, 0x88, 0x88);
    p.repeatHalo = QColor(0xcc, 0xcc, 0xcc);
    p.current = Qt::black;
    p.edge = QColor(0x66, 0x66, 0x66);
    p.decidingEdge = QColor(0x55, 0x55, 0x55);
    p.bestLine = Qt::black; // in black and white the line stands out by its weight
    // The game played: thicker still, in mid grey beside the black line.
    p.playedLine = QColor(0x90, 0x90, 0x90);
    p.memoLink = QColor(0x44, 0x44, 0x44);
    p.memoBadge = Qt::black;
    p.cutFill = Qt::white;
    p.cutStroke = QColor(0x77, 0x77, 0x77);
    p.skipped = QColor(0xaa, 0xaa, 0xaa);
    p.chrome = {Qt::white, Qt::black, Qt::black, QColor(0xf2, 0xf2, 0xf2), Qt::black, QColor(0xe0, 0xe0, 0xe0), Qt::black,
        QColor(0xf2, 0xf2, 0xf2), QColor(0x88, 0x88, 0x88), Qt::black, QColor(0xd0, 0xd0, 0xd0), QColor(0xd8, 0xd8, 0xd8),
        QColor(0xf0, 0xf0, 0xf0)};
    return p;
}
// For projectors and the back of a room: saturated fills, black outlines and text.
Palette contrastPalette()
{
    Palette p = defaultPalette();
    p.id = QStringLiteral("contrast");
    p.text = Qt::black;
    p.mutedText = QColor(0x22, 0x22, 0x22);
    p.firstFill = QColor(0xff, 0x8f, 0xbd);
    p.firstStroke = Qt::black;
    p.secondFill = QColor(0x7f, 0xbf, 0xff);
    p.secondStroke = Qt::black;
    p.tieFill = QColor(0xc8, 0xc8, 0xc8);
    p.tieStroke = Qt::black;
    p.pendingFill = Qt::white;
    p.pendingStroke = Qt::black;
    p.repeatHalo = QColor(0xff, 0xd4, 0x00);
    p.current = QColor(0xff, 0x4d, 0x00);
    p.edge = QColor(0x33, 0x33, 0x33);
    p.decidingEdge = QColor(0x33, 0x33, 0x33);
    p.bestLine = QColor(0x6a, 0x00, 0xff);
    p.playedLine = QColor(0x00, 0x9c, 0xd6);
    p.memoLink = QColor(0x00, 0x7a, 0x33);
    p.memoBadge = QColor(0x00, 0x7a, 0x33);
    p.cutStroke = QColor(0x33, 0x33, 0x33);
    // Bands that read from the back of a room: strong fills, black rules and text.
    p.chrome = {QColor(0xff, 0xf0, 0x9e), Qt::black, Qt::black, QColor(0xd4, 0xe8, 0xff), Qt::black, QColor(0xff, 0xc9, 0xd2),
        QColor(0x80, 0x00, 0x10), QColor(0xb8, 0xdc, 0xff), Qt::black, Qt::black, QColor(0x7f, 0xe0, 0x9c),
        QColor(0xff, 0xd4, 0x00), QColor(0xcf, 0xdf, 0xf5)};
    return p;
}
} // namespace

WinnerLook winnerLook(const Palette& palette, Standing standing)
{
    switch (standing) {
    case Standing::First: return {palette.firstFill, palette.firstPattern, palette.firstStroke, QStringLiteral("first-wins")};
    case Standing::Second:
        return {palette.secondFill, palette.secondPattern, palette.secondStroke, QStringLiteral("second-wins")};
    case Standing::Even: break;
    }
    return {palette.tieFill, palette.tiePattern, palette.tieStroke, QStringLiteral("tie")};
}

WinnerLook plainLook(const Palette& palette)
{
    return {palette.cutFill, Qt::SolidPattern, palette.text, QStringLiteral("plain")};
}

QColor firstCopyHalo(const Palette& palette)
{
    const QColor a = palette.repeatHalo;
    const QColor b = palette.background;
    return QColor((a.red() + b.red()) / 2, (a.green() + b.green()) / 2, (a.blue() + b.blue()) / 2);
}

QStringList paletteIds()
{
    return {QStringLiteral("default"), QStringLiteral("colorblind"), QStringLiteral("print"), QStringLiteral("contrast")};
}

std::optional<Palette> paletteById(const QString& id)
{
    if (id == QLatin1String("default"))
        return defaultPalette();
    if (id == QLatin1String("colorblind"))
        return colorblindPalette();
    if (id == QLatin1String("print"))
        return printPalette();
    if (id == QLatin1String("contrast"))
        return contrastPalette();
    return std::nullopt;
}

Style Style::forPalette(const Palette& palette)
{
    Style style;
    style.palette = palette;
    // DejaVu Sans and Noto Sans CJK ship with Debian (fonts-dejavu-core, fonts-noto-cjk) and are
    // named in the SVG too, so text is measured and drawn with the same glyphs everywhere.
    auto font = [](double points, bool bold) {
        QFont f;
        f.setFamilies(fontFamilies());
        f.setPointSizeF(points);
        f.setBold(bold);
        return f;
    };
    style.labelFont = font(9.5, false);
    style.valueFont = font(9.5, true);
    style.smallFont = font(7.5, false);
    style.titleFont = font(12, true);
    if (palette.id == QLatin1String("contrast")) { // thick lines, readable from the back of a room
        style.strokeWidth = 2.2;
        style.decidingWidth = 3;
        style.bestLineWidth = 7;
        style.playedLineWidth = 8.5;
        style.playedRingWidth = 5;
        style.haloWidth = 7;
    }
    return style;
}

} // namespace gt
