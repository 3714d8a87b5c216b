// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/panels/compact_combo_box.h"

#include <QAbstractItemView>
#include <QStyle>
#include <QStylePainter>

#include <algorithm>

namespace gt {

CompactComboBox::CompactComboBox(QWidget* parent)
    : QComboBox(parent)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon); // long titles must not widen the dock
    setMinimumContentsLength(12);
    // Also when the current entry is renamed ("Your code: …" once the program is compiled).
    connect(this, &QComboBox::currentTextChanged, this, &CompactComboBox::updateToolTip);
}

QString CompactComboBox::withoutParenthesis(const QString& title)
{
    const qsizetype at = std::min(title.indexOf(u'(') < 0 ? title.size() : title.indexOf(u'('),
        title.indexOf(u'\uff08') < 0 ? title.size() : title.indexOf(u'\uff08'));
    const QString head = title.left(at).trimmed();
    return head.isEmpty() ? title : head;
}

QString CompactComboBox::shownText() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    const QRect field = style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
    const QString shortText = currentData(kShortTextRole).toString();
    const QString text = shortText.isEmpty() ? currentText() : shortText;
    return fontMetrics().elidedText(text, Qt::ElideRight, field.width());
}

void CompactComboBox::widenPopupToItems()
{
    int widest = 0;
    for (int i = 0; i < count(); ++i)
        widest = std::max(widest, fontMetrics().horizontalAdvance(itemText(i)));
    view()->setMinimumWidth(widest + 2 * style()->pixelMetric(QStyle::PM_ScrollBarExtent));
}

void CompactComboBox::paintEvent(QPaintEvent*)
{
    QStylePainter painter(this);
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    option.currentText = shownText();
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

void CompactComboBox::setPurpose(const QString& purpose)
{
    m_purpose = purpose;
    updateToolTip();
}

void CompactComboBox::updateToolTip()
{
    // The whole entry first: the closed box may show only its start.
    const QString whole = currentText();
    setToolTip(whole.isEmpty() ? m_purpose : m_purpose.isEmpty() ? whole : whole + u'\n' + m_purpose);
}

} // namespace gt
