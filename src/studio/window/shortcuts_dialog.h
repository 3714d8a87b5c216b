// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Help > Keyboard Shortcuts: every action of the window that has a key, read from the actions
// themselves (so the list cannot drift), plus the keys of presentation mode.

#include <QDialog>

class QTableWidget;

namespace gt {

class ShortcutsDialog : public QDialog {
    Q_OBJECT

public:
    // Lists the actions of `window` (and its menus) that have shortcuts.
    explicit ShortcutsDialog(QWidget* window);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table;
};

} // namespace gt
