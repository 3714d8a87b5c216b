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
        inIcicle = inIcicle || a.value("class") == QLatin1String("icicle");
        const QStringList classes = a.value("class").toString().split(' ');
        if (xml.name() == QLatin1String("rect") && (classes.contains("call") || classes.contains("aggregate"))) {
            const QRectF box(
                a.value("x").toDouble(), a.value("y").toDouble(), a.value("width").toDouble(), a.value("height").toDouble());
            svg.whole = svg.whole.isNull() ? box : svg.whole.united(box);
            if (a.value("id") == QLatin1String("call-0"))
                svg.root = box;
            ++(classes.contains("call") ? svg.calls : svg.aggregates);
        }
        if (inIcicle && xml.name() == QLatin1String("text"))
            svg.labels << xml.readElementText();
    }
    return svg;
}
