// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "cli/icicle_svg.h"

#include <QFile>
#include <QXmlStreamReader>

IcicleSvg readIcicleSvg(const QString& path)
{
    QFile file(path);
    IcicleSvg svg;
    if (!file.open(QIODevice::ReadOnly))
        return svg;
    QXmlStreamReader xml(&file);
    bool inIcicle = false;
    while (xml.readNextStartElement() || !xml.atEnd()) {
        if (!xml.isStartElement())
            continue;
        ++svg.elements;
        const QXmlStreamAttributes a = xml.attributes();
        inIcicle = inIcicle || a.value(QStringLiteral("class")) == QLatin1String("icicle");
        const QStringList classes = a.value(QStringLiteral("class")).toString().split(QLatin1Char(' '));
        if (xml.name() == QLatin1String("rect")
            && (classes.contains(QStringLiteral("call")) || classes.contains(QStringLiteral("aggregate")))) {
            const QRectF box(a.value(QStringLiteral("x")).toDouble(), a.value(QStringLiteral("y")).toDouble(),
                a.value(QStringLiteral("width")).toDouble(), a.value(QStringLiteral("height")).toDouble());
            svg.whole = svg.whole.isNull() ? box : svg.whole.united(box);
            if (a.value(QStringLiteral("id")) == QLatin1String("call-0"))
                svg.root = box;
            ++(classes.contains(QStringLiteral("call")) ? svg.calls : svg.aggregates);
        }
        if (inIcicle && xml.name() == QLatin1String("text"))
            svg.labels << xml.readElementText();
    }
    return svg;
}
