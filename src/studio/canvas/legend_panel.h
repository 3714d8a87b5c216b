// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "render/scene.h"

#include <QWidget>

namespace gt {

// The legend of what the tree shows now, in a panel beside it (same swatches as the files).
class LegendPanel : public QWidget {
    Q_OBJECT

public:
    explicit LegendPanel(QWidget* parent = nullptr);
    void setLegend(const std::vector<LegendItem>& items, const Style& style);
    QSize sizeHint() const override;
    int heightForWidth(int width) const override;
    bool hasHeightForWidth() const override { return true; }

protected:
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

public:
    // One entry as the panel shows it: its swatch, and its text wrapped to the panel's width (a
    // narrow dock cuts nothing).
    struct Row {
        LegendEntry swatch; // without text
        QRectF textBox;
        QString text;
    };
    std::vector<Row> rows(int width) const;

private:
    std::vector<LegendItem> m_items;
    Style m_style = Style::forPalette(*paletteById(QStringLiteral("default"))); // until setLegend
};

} // namespace gt
