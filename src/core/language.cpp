// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <atomic>
#include <memory>

namespace gt {

namespace {
QString g_language = QStringLiteral("en");
std::unique_ptr<QTranslator> g_ours;
std::unique_ptr<QTranslator> g_qts;
std::atomic<int> g_generation {0};
} // namespace

QStringList languageIds()
{
    return {QStringLiteral("en"), QStringLiteral("ja"), QStringLiteral("ko")};
}

QString systemLanguage()
{
    const QString name = QLocale::system().name().left(2);
    return languageIds().contains(name) ? name : QStringLiteral("en");
}

QString currentLanguage()
{
    return g_language;
}

int languageGeneration()
{
    return g_generation.load(std::memory_order_acquire);
}

bool setLanguage(const QString& id)
{
    if (!languageIds().contains(id))
        return false;
    if (g_ours)
        QCoreApplication::removeTranslator(g_ours.get());
    if (g_qts)
        QCoreApplication::removeTranslator(g_qts.get());
    g_ours.reset();
    g_qts.reset();
    g_language = id;
    if (id != QLatin1String("en")) {
        auto ours = std::make_unique<QTranslator>();
        if (ours->load(QStringLiteral(":/i18n/gametree_") + id))
            QCoreApplication::installTranslator((g_ours = std::move(ours)).get());
        auto qts = std::make_unique<QTranslator>();
        if (qts->load(QStringLiteral("qtbase_") + id, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator((g_qts = std::move(qts)).get());
    }
    QLocale::setDefault(QLocale(id == QLatin1String("en") ? QStringLiteral("en_US") : id));
    g_generation.fetch_add(1, std::memory_order_release);
    return true;
}

QStringList fontFamilies()
{
    const QString cjk
        = g_language == QLatin1String("ko") ? QStringLiteral("Noto Sans CJK KR") : QStringLiteral("Noto Sans CJK JP");
    return {QStringLiteral("DejaVu Sans"), cjk};
}

QString languageArgument(const QStringList& args)
{
    QString language;
    for (qsizetype i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--lang") && i + 1 < args.size())
            language = args[++i];
        else if (args[i].startsWith(QLatin1String("--lang=")))
            language = args[i].mid(7);
    }
    return language;
}

} // namespace gt
