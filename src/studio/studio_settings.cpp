#include "studio_settings.h"

#include <QSettings>

namespace gt {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kGame = QStringLiteral("run/game");
const QString kRecentFiles = QStringLiteral("files/recent");
const QString kParams = QStringLiteral("run/params");
const QString kMemo = QStringLiteral("run/memo");
const QString kShortCircuit = QStringLiteral("run/shortCircuit");
const QString kPalette = QStringLiteral("view/palette");
const QString kSpeed = QStringLiteral("play/speed");
const QString kLanguage = QStringLiteral("view/language");
} // namespace

QByteArray StudioSettings::windowGeometry() const
{
    return QSettings().value(kGeometry).toByteArray();
}

void StudioSettings::setWindowGeometry(const QByteArray& geometry)
{
    QSettings().setValue(kGeometry, geometry);
}

QByteArray StudioSettings::windowState() const
{
    return QSettings().value(kState).toByteArray();
}

void StudioSettings::setWindowState(const QByteArray& state)
{
    QSettings().setValue(kState, state);
}

QString StudioSettings::gameId() const
{
    return QSettings().value(kGame).toString();
}

ParamText StudioSettings::params() const
{
    QSettings settings;
    ParamText params;
    settings.beginGroup(kParams);
    for (const QString& key : settings.childKeys())
        params[key] = settings.value(key).toString();
    return params;
}

SolveOptions StudioSettings::options() const
{
    QSettings settings;
    return {settings.value(kMemo, true).toBool(), settings.value(kShortCircuit, false).toBool()};
}

void StudioSettings::setRun(const QString& gameId, const ParamText& params, const SolveOptions& options)
{
    QSettings settings;
    settings.setValue(kGame, gameId);
    settings.remove(kParams); // a game's parameters replace the last game's
    settings.beginGroup(kParams);
    for (const auto& [name, text] : params)
        settings.setValue(name, text);
    settings.endGroup();
    settings.setValue(kMemo, options.memo);
    settings.setValue(kShortCircuit, options.shortCircuit);
}

QString StudioSettings::palette(const QString& fallback) const
{
    return QSettings().value(kPalette, fallback).toString();
}

void StudioSettings::setPalette(const QString& id)
{
    QSettings().setValue(kPalette, id);
}

int StudioSettings::playSpeed(int fallback) const
{
    return QSettings().value(kSpeed, fallback).toInt();
}

void StudioSettings::setPlaySpeed(int speed)
{
    QSettings().setValue(kSpeed, speed);
}

QString StudioSettings::language(const QString& fallback) const
{
    return QSettings().value(kLanguage, fallback).toString();
}

void StudioSettings::setLanguage(const QString& id)
{
    QSettings().setValue(kLanguage, id);
}

QStringList StudioSettings::recentFiles() const
{
    return QSettings().value(kRecentFiles).toStringList();
}

void StudioSettings::setRecentFiles(const QStringList& paths)
{
    QSettings().setValue(kRecentFiles, paths);
}

} // namespace gt
