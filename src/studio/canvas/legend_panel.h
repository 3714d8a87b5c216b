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

private:
    // The items, their texts elided to the panel's width.
    std::vector<LegendItem> itemsFitting(int width) const;

    std::vector<LegendItem> m_items;
    Style m_style = Style::forPalette(*paletteById(QStringLiteral("default"))); // until setLegend
};

} // namespace gt
