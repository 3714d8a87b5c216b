// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/window/shortcuts_dialog.h"

#include "studio/window/action_text.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace gt {

namespace {
QString keysText(const QList<QKeySequence>& keys)
{
    QStringList texts;
    for (const QKeySequence& key : keys)
        texts << key.toString(QKeySequence::NativeText);
    return texts.join(QStringLiteral(", "));
}
} // namespace

ShortcutsDialog::ShortcutsDialog(QWidget* window)
    : QDialog(window)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    std::vector<std::pair<QString, QString>> rows;
    std::set<const QAction*> seen;
    for (const QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcuts().isEmpty() || !seen.insert(action).second)
            continue;
        rows.emplace_back(withoutMnemonic(action->text()), keysText(action->shortcuts()));
    }
    rows.emplace_back(tr("Leave presentation mode"), QKeySequence(Qt::Key_Escape).toString(QKeySequence::NativeText));
    rows.emplace_back(tr("Larger or smaller text in presentation mode"), QStringLiteral("+, −"));
    rows.emplace_back(tr("Zoom the tree"), tr("Mouse wheel"));
    rows.emplace_back(tr("Move the tree"), tr("Drag with the mouse"));

    m_table = new QTableWidget(int(rows.size()), 2);
    m_table->setHorizontalHeaderLabels({tr("Action"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (int r = 0; r < int(rows.size()); ++r) {
        m_table->setItem(r, 0, new QTableWidgetItem(rows[std::size_t(r)].first));
        m_table->setItem(r, 1, new QTableWidgetItem(rows[std::size_t(r)].second));
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(560, 600);
}

} // namespace gt
