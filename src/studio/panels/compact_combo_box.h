// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <QComboBox>

namespace gt {

// A combo box for a narrow column: closed, it shows an entry's short form (the data under
// kShortTextRole, else the text) elided with "…", never cut mid-letter; its tooltip and its
// list give the whole entry. "Prime Number Game (yukicoder No.7)" reads "Prime Number Game".
class CompactComboBox : public QComboBox {
    Q_OBJECT
public:
    static constexpr int kShortTextRole = Qt::UserRole + 1;

    explicit CompactComboBox(QWidget* parent = nullptr);
    // The text before a parenthesis, Western or full-width: a title's short form.
    static QString withoutParenthesis(const QString& title);
    // What the closed box shows at its current width.
    QString shownText() const;
    // The list opens as wide as its longest entry.
    void widenPopupToItems();
    // What the box is for, in its tooltip under the whole current entry.
    void setPurpose(const QString& purpose);

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void updateToolTip();
    QString m_purpose;
};

} // namespace gt
