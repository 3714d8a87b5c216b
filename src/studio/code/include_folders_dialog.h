// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Run › Include Folders…: the folders where #include <...> of the user's code also looks (-I), as
// a judge or a course sets them up (a library of the course's own headers). A folder that does
// not exist is named under the list, and OK stays disabled while one is listed.

#include <QDialog>
#include <QStringList>

class QLabel;
class QListWidget;
class QPushButton;

namespace gt {

class IncludeFoldersDialog : public QDialog {
    Q_OBJECT

public:
    explicit IncludeFoldersDialog(const QStringList& folders, QWidget* parent = nullptr);

    QStringList folders() const;
    // Adds a folder as the Add button does, without the file dialog.
    void addFolder(const QString& folder);
    QListWidget* list() const { return m_list; }
    // Why OK is disabled; empty when it is not.
    QString problem() const;

private:
    void check();

    QListWidget* m_list;
    QPushButton* m_add;
    QPushButton* m_remove;
    QPushButton* m_ok;
    QLabel* m_status;
};

} // namespace gt
