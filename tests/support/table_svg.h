// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// An exported DP table (export --view table) read back: its cells by id, their classes, <title>
// and texts, the sum boxes of a big table, and every text for the captions.

#include <QFile>
#include <QStringList>
#include <QXmlStreamReader>

#include <algorithm>
#include <map>

// One cell of an exported table: its classes, its <title> and the texts drawn in it.
struct TableCell {
    QStringList classes;
    QString title;
    QStringList texts;
};

struct TableSvg {
    std::map<QString, TableCell> cells; // by id ("cell-7")
    int sums = 0;                       // boxes summing many cells (class "cells")
    int filledSums = 0;
    int gaps = 0; // cells of the table no call reached (class "gap")
    int elements = 0;
    QString text; // every text of the file, for its captions
};

inline TableSvg readTableSvg(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    TableSvg svg;
    QXmlStreamReader xml(&file);
    QString openCell; // the id of the cell whose element we are in
    int cellDepth = 0, depth = 0;
    QString element;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::StartElement) {
            ++depth;
            ++svg.elements;
            element = xml.name().toString();
            const QStringList classes
                = xml.attributes().value(QStringLiteral("class")).toString().split(u' ', Qt::SkipEmptyParts);
            if (classes.contains(QStringLiteral("cell"))) {
                openCell = xml.attributes().value(QStringLiteral("id")).toString();
                svg.cells[openCell].classes = classes;
                cellDepth = depth;
            }
            svg.gaps += classes.contains(QStringLiteral("gap"));
            if (classes.contains(QStringLiteral("cells"))) {
                ++svg.sums;
                svg.filledSums += classes.contains(QStringLiteral("filled"));
            }
        } else if (token == QXmlStreamReader::EndElement) {
            if (depth == cellDepth)
                openCell.clear(), cellDepth = 0;
            --depth;
        } else if (token == QXmlStreamReader::Characters && !xml.isWhitespace()) {
            const QString text = xml.text().toString();
            svg.text += text + u'\n';
            if (!openCell.isEmpty() && element == QStringLiteral("title"))
                svg.cells[openCell].title += text;
            else if (!openCell.isEmpty())
                svg.cells[openCell].texts << text;
        }
    }
    return xml.hasError() ? TableSvg {} : svg;
}

inline int countWith(const TableSvg& svg, const QString& cssClass)
{
    return int(std::count_if(
        svg.cells.begin(), svg.cells.end(), [&](const auto& cell) { return cell.second.classes.contains(cssClass); }));
}
