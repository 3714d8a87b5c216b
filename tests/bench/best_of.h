// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What the benchmarks measure alike: the best of a few runs of some work (these machines are
// noisy: the least is the work, the rest is the machine), and an SVG's element count.

#include <QByteArray>
#include <QStringList>
#include <QXmlStreamReader>

#include <algorithm>
#include <chrono>
#include <limits>

template <class Fn> double bestMs(int repeat, Fn&& fn)
{
    double best = std::numeric_limits<double>::max();
    for (int k = 0; k < repeat; ++k) {
        const auto start = std::chrono::steady_clock::now();
        fn();
        best = std::min(best, std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
    }
    return best;
}

inline int elementsOf(const QByteArray& svg)
{
    QXmlStreamReader xml(svg);
    int elements = 0;
    while (!xml.atEnd())
        elements += xml.readNext() == QXmlStreamReader::StartElement;
    return elements;
}

// `--repeat N` (at least 1), else `fallback`.
inline int repeatOption(const QStringList& args, int fallback = 3)
{
    const qsizetype i = args.indexOf(QStringLiteral("--repeat"));
    return i >= 0 && i + 1 < args.size() ? std::max(1, args[i + 1].toInt()) : fallback;
}
