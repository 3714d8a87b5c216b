// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "label_pattern.h"

#include "language.h"

#include <QCoreApplication>

#include <map>
#include <utility>

namespace gt {

namespace {
struct Translated {
    int generation = -1;
    QString text;
    qsizetype first = -1; // where %1 is, or -1
    qsizetype second = -1;
};

// Writes `value` in decimal at `out`; returns the characters written (at most 11).
qsizetype writeNumber(int value, char16_t* out)
{
    char16_t digits[12];
    qsizetype count = 0;
    unsigned magnitude = value < 0 ? 0u - unsigned(value) : unsigned(value);
    do {
        digits[count++] = char16_t(u'0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude > 0);
    qsizetype at = 0;
    if (value < 0)
        out[at++] = u'-';
    while (count > 0)
        out[at++] = digits[--count];
    return at;
}
} // namespace

QString LabelPattern::fill(QStringView first, QStringView second) const
{
    // By context and source: the linker may merge equal source texts of two contexts.
    thread_local std::map<std::pair<const char*, const char*>, Translated> patterns;
    Translated& pattern = patterns[{m_context, m_source}];
    if (pattern.generation != languageGeneration()) {
        pattern.text = QCoreApplication::translate(m_context, m_source);
        pattern.first = pattern.text.indexOf(QLatin1String("%1"));
        pattern.second = pattern.text.indexOf(QLatin1String("%2"));
        pattern.generation = languageGeneration();
    }
    // The pieces in the pattern's order (a translation may put %2 first).
    struct Piece {
        qsizetype at;
        QStringView text;
    };
    Piece pieces[2] = {{pattern.first, first}, {pattern.second, second}};
    if (pieces[1].at >= 0 && (pieces[0].at < 0 || pieces[1].at < pieces[0].at))
        std::swap(pieces[0], pieces[1]);
    const QStringView text(pattern.text);
    QString label;
    label.reserve(text.size() + first.size() + second.size());
    qsizetype from = 0;
    for (const Piece& piece : pieces) {
        if (piece.at < 0)
            continue;
        label.append(text.mid(from, piece.at - from)).append(piece.text);
        from = piece.at + 2;
    }
    return label.append(text.mid(from));
}

QString LabelPattern::fill(QStringView first, int second) const
{
    char16_t number[12];
    return fill(first, QStringView(number, writeNumber(second, number)));
}

QString LabelPattern::fill(int first, int second) const
{
    char16_t a[12];
    char16_t b[12];
    return fill(QStringView(a, writeNumber(first, a)), QStringView(b, writeNumber(second, b)));
}

QString LabelPattern::fill(int first) const
{
    char16_t number[12];
    return fill(QStringView(number, writeNumber(first, number)));
}

} // namespace gt
