// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/window/recent_files.h"

#include "studio/window/studio_settings.h"

#include <QAction>
#include <QDir>
#include <QFileInfo>
#include <QMenu>

namespace gt {

RecentFiles::RecentFiles(QObject* parent)
    : QObject(parent)
    , m_menu(new QMenu)
{
    m_menu->setObjectName(QStringLiteral("recentFilesMenu"));
    connect(this, &QObject::destroyed, m_menu, &QObject::deleteLater);
    rebuildMenu();
}

QStringList RecentFiles::files() const
{
    return StudioSettings().recentFiles();
}

bool RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    return save([&](QStringList list) {
        list.removeAll(absolute);
        list.prepend(absolute);
        return list.mid(0, kMaxFiles);
    });
}

bool RecentFiles::remove(const QString& path)
{
    return save([&](QStringList list) {
        list.removeAll(path);
        return list;
    });
}

bool RecentFiles::save(const std::function<QStringList(QStringList)>& change)
{
    const bool saved = StudioSettings().changeRecentFiles(change);
    rebuildMenu();
    if (!saved)
        emit notSaved(StudioSettings::notSavedMessage());
    return saved;
}

void RecentFiles::rebuildMenu()
{
    m_menu->clear();
    const QStringList list = files();
    for (int i = 0; i < list.size(); ++i) {
        // "&1 name — folder": a key for the first nine, the folder to tell equal names apart.
        const QFileInfo info(list[i]);
        const QString key = i < 9 ? QStringLiteral("&%1 ").arg(i + 1) : QString();
        QString name = info.fileName() + QStringLiteral(" — ") + QDir::toNativeSeparators(info.path());
        QAction* a = m_menu->addAction(key + name.replace(u'&', QStringLiteral("&&")));
        a->setData(list[i]);
        connect(a, &QAction::triggered, this, [this, path = list[i]] {
            if (path.endsWith(QLatin1String(".gtree")))
                emit sessionChosen(path);
            else
                emit codeChosen(path);
        });
    }
    m_menu->setEnabled(!list.isEmpty());
}

void RecentFiles::retranslate()
{
    m_menu->setTitle(tr("Open &Recent"));
}

} // namespace gt
