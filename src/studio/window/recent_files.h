// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// File > Open Recent: the sessions and code files opened or saved last, kept between starts.

#include <QObject>
#include <QStringList>

#include <functional>

class QMenu;

namespace gt {

class RecentFiles : public QObject {
    Q_OBJECT

public:
    static constexpr int kMaxFiles = 10;

    explicit RecentFiles(QObject* parent = nullptr);
    QMenu* menu() const { return m_menu; }
    QStringList files() const;
    // Puts `path` first (a file already listed moves up). False, after notSaved, when the list
    // could not be saved.
    bool add(const QString& path);
    bool remove(const QString& path);
    void retranslate();

signals:
    void sessionChosen(const QString& path); // a .gtree
    void codeChosen(const QString& path);    // anything else: a C++ file
    // The list could not be saved (StudioSettings::notSavedMessage says so); the menu has it still.
    void notSaved(const QString& message);

private:
    // Changes the stored list (StudioSettings::changeRecentFiles) and the menu.
    bool save(const std::function<QStringList(QStringList)>& change);
    void rebuildMenu();

    QMenu* m_menu;
};

} // namespace gt
