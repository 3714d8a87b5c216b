#pragma once

// Everything the studio remembers between starts, with one typed accessor per setting, so each
// QSettings key is spelled once (as hotspot's settings.h does).

#include "core/game.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace gt {

// Each setter writes at once and returns false when the settings file could not be written (a
// full disk, a read-only file): the file then stays as it was.
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
    bool setRecentFiles(const QStringList& paths);

    // What to tell the user when a setter returned false.
    static QString notSavedMessage();
};

} // namespace gt
