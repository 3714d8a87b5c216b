#pragma once

// Everything the studio remembers between starts, with one typed accessor per setting, so each
// QSettings key is spelled once (as hotspot's settings.h does).

#include "core/game.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace gt {

class StudioSettings {
public:
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);

    // The last run's form: empty game id when there is none.
    QString gameId() const;
    ParamText params() const;
    SolveOptions options() const;
    void setRun(const QString& gameId, const ParamText& params, const SolveOptions& options);

    QString palette(const QString& fallback) const;
    void setPalette(const QString& id);
    int playSpeed(int fallback) const;
    void setPlaySpeed(int speed);
    QString language(const QString& fallback) const;
    void setLanguage(const QString& id);
    // Sessions and code files opened or saved, the newest first.
    QStringList recentFiles() const;
    void setRecentFiles(const QStringList& paths);
};

} // namespace gt
