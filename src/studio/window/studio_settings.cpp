// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/window/studio_settings.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLockFile>
#include <QSettings>
#include <QThread>

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
const QString kIncludeFolders = QStringLiteral("code/includeFolders");

// Written now rather than when `settings` goes away, to learn whether it worked. QSettings
// replaces its file whole, so a write that failed left the old file as it was.
bool saved(QSettings& settings)
{
    settings.sync();
    return settings.status() == QSettings::NoError;
}

// Waits for the lock in short steps, up to 30 s. QLockFile::tryLock doubles its sleeps, and each
// holder syncs the settings to disk, which on a busy disk takes a while: of 8 studios started at
// once, one gave up after 5 s and its file was lost. Without the lock the change is made anyway:
// a file missing from the menu is no loss of work.
void lockSoon(QLockFile& lock)
{
    QElapsedTimer clock;
    clock.start();
    while (!lock.tryLock(0) && lock.error() == QLockFile::LockFailedError && !clock.hasExpired(30000))
        QThread::msleep(10);
}

bool saved(const QString& key, const QVariant& value)
{
    QSettings settings;
    settings.setValue(key, value);
    return saved(settings);
}
} // namespace

QByteArray StudioSettings::windowGeometry() const
{
    return QSettings().value(kGeometry).toByteArray();
}

bool StudioSettings::setWindowGeometry(const QByteArray& geometry)
{
    return saved(kGeometry, geometry);
}

QByteArray StudioSettings::windowState() const
{
    return QSettings().value(kState).toByteArray();
}

bool StudioSettings::setWindowState(const QByteArray& state)
{
    return saved(kState, state);
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

bool StudioSettings::setRun(const QString& gameId, const ParamText& params, const SolveOptions& options)
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
    return saved(settings);
}

QString StudioSettings::palette(const QString& fallback) const
{
    return QSettings().value(kPalette, fallback).toString();
}

bool StudioSettings::setPalette(const QString& id)
{
    return saved(kPalette, id);
}

int StudioSettings::playSpeed(int fallback) const
{
    return QSettings().value(kSpeed, fallback).toInt();
}

bool StudioSettings::setPlaySpeed(int speed)
{
    return saved(kSpeed, speed);
}

QString StudioSettings::language(const QString& fallback) const
{
    return QSettings().value(kLanguage, fallback).toString();
}

bool StudioSettings::setLanguage(const QString& id)
{
    return saved(kLanguage, id);
}

QStringList StudioSettings::includeFolders() const
{
    return QSettings().value(kIncludeFolders).toStringList();
}

bool StudioSettings::setIncludeFolders(const QStringList& folders)
{
    return saved(kIncludeFolders, folders);
}

QStringList StudioSettings::recentFiles() const
{
    return QSettings().value(kRecentFiles).toStringList();
}

bool StudioSettings::changeRecentFiles(const std::function<QStringList(QStringList)>& change)
{
    // Studios started together each add their file: the change is made to the list as stored,
    // one studio at a time, so that none is lost (8 at once kept 1 of their 8).
    const QString file = QSettings().fileName();
    QDir().mkpath(QFileInfo(file).path()); // the first studio's: the lock needs the folder
    QLockFile lock(file + QStringLiteral(".recent.lock"));
    lockSoon(lock);
    QSettings settings;
    settings.sync(); // what another studio wrote since this one read the file
    settings.setValue(kRecentFiles, change(settings.value(kRecentFiles).toStringList()));
    return saved(settings);
}

QString StudioSettings::lastFolder(const QString& kind) const
{
    const QString folder = QSettings().value(QStringLiteral("files/lastFolder/") + kind).toString();
    return !folder.isEmpty() && QFileInfo(folder).isDir() ? folder : QDir::currentPath();
}

bool StudioSettings::setLastFolder(const QString& kind, const QString& folder)
{
    return saved(QStringLiteral("files/lastFolder/") + kind, folder);
}

QString StudioSettings::inLastFolder(const QString& kind, const QString& fileName) const
{
    return fileName.isEmpty() ? lastFolder(kind) : QDir(lastFolder(kind)).filePath(fileName);
}

void StudioSettings::rememberFolderOf(const QString& kind, const QString& chosenPath)
{
    if (!chosenPath.isEmpty()) // a setting not saved only costs the folder next time: no message
        setLastFolder(kind, QFileInfo(chosenPath).absolutePath());
}

QString StudioSettings::notSavedMessage()
{
    return tr("The settings could not be saved to %1: the disk may be full or the file read-only. "
              "The settings saved before are kept.")
        .arg(QDir::toNativeSeparators(QSettings().fileName()));
}

} // namespace gt
