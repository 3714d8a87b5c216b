// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// An icicle exported as SVG, read back: its calls' and aggregates' rectangles and its labels.

#include <QRectF>
#include <QString>
#include <QStringList>

struct IcicleSvg {
    int elements = 0;
    QRectF root;  // the rect of call #0
    QRectF whole; // around every call and aggregate
    int calls = 0;
    int aggregates = 0;
    QStringList labels; // texts inside the icicle
};

IcicleSvg readIcicleSvg(const QString& path);
