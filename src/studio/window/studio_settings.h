// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Everything the studio remembers between starts, with one typed accessor per setting, so each
// QSettings key is spelled once (as hotspot's settings.h does).

#include "core/game.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

namespace gt {

// Each setter writes at once and returns false when the settings file could not be written (a
// full disk, a read-only file): the file then stays as it was.
// The kinds of file dialogs that each remember their own folder.
inline const QString kSessionDialogs = QStringLiteral("sessions");
inline const QString kCodeDialogs = QStringLiteral("code");
inline const QString kExportDialogs = QStringLiteral("exports");

class StudioSettings {
    Q_DECLARE_TR_FUNCTIONS(gt::StudioSettings)

public:
    QByteArray windowGeometry() const;
    bool setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    bool setWindowState(const QByteArray& state);

    // The last run's form: empty game id when there is none.
    QString gameId() const;
    ParamText params() const;
    SolveOptions options() const;
    bool setRun(const QString& gameId, const ParamText& params, const SolveOptions& options);

    QString palette(const QString& fallback) const;
    bool setPalette(const QString& id);
    int playSpeed(int fallback) const;
    bool setPlaySpeed(int speed);
    QString language(const QString& fallback) const;
    bool setLanguage(const QString& id);
    // Run › Include Folders: where the user's code also finds its headers (-I), in order.
    QStringList includeFolders() const;
    bool setIncludeFolders(const QStringList& folders);
    // Sessions and code files opened or saved, the newest first.
    QStringList recentFiles() const;
    // Applies `change` to the stored list and stores the result, under a lock shared by every
    // studio of the user.
    bool changeRecentFiles(const std::function<QStringList(QStringList)>& change);

    // The folder a file dialog of this kind ("sessions", "code", "exports") last used; the
    // working folder before the first use.
    QString lastFolder(const QString& kind) const;
    bool setLastFolder(const QString& kind, const QString& folder);
    // `fileName` in that folder, to start a dialog with; remembers the folder of a chosen path.
    QString inLastFolder(const QString& kind, const QString& fileName = {}) const;
    void rememberFolderOf(const QString& kind, const QString& chosenPath);

    // What to tell the user when a setter returned false.
    static QString notSavedMessage();
};

} // namespace gt
