// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "label_words.h"

#include "language.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTranslator>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

namespace gt {

namespace {

// The state labels' formats, as the games write them (their tr() contexts and sources).
struct LabelFormat {
    const char* context;
    const char* source;
};
constexpr LabelFormat kFormats[] = {
    {"gt::CanIWin", "used %1 · need %2"},
    {"gt::CanIWin", "used %1 · reached %2"},
    {"gt::PrimeGame", "N=%1, first player"},
    {"gt::PrimeGame", "N=%1, second player"},
};

// Each language's catalogue, loaded once beside the installed one (which is the shown language's).
const QTranslator* catalogue(const QString& language)
{
    static const auto loaded = [] {
        std::map<QString, std::unique_ptr<QTranslator>> all;
        for (const QString& id : languageIds()) {
            auto translator = std::make_unique<QTranslator>();
            if (id != QLatin1String("en") && translator->load(QStringLiteral(":/i18n/gametree_") + id))
                all[id] = std::move(translator);
        }
        return all;
    }();
    const auto it = loaded.find(language);
    return it == loaded.end() ? nullptr : it->second.get();
}

QStringList fragments(const LabelFormat& format, const QString& language)
{
    static const QRegularExpression placeholder(QStringLiteral("%\\d"));
    const QTranslator* translator = catalogue(language);
    QString text = translator ? translator->translate(format.context, format.source) : QString();
    if (text.isEmpty())
        text = QString::fromUtf8(format.source);
    return text.split(placeholder);
}

QString withoutSeparators(const QString& fragment)
{
    static const QRegularExpression ends(QStringLiteral("^[\\s·・,、:：]+|[\\s·・,、:：]+$"));
    return QString(fragment).remove(ends);
}

// Another language's fragment (with its separators, then without) -> the shown language's,
// longest first so that ", first player" goes before "first player".
std::vector<std::pair<QString, QString>> replacements(const QString& shown)
{
    std::vector<std::pair<QString, QString>> pairs;
    for (const LabelFormat& format : kFormats) {
        const QStringList into = fragments(format, shown);
        for (const QString& language : languageIds()) {
            const QStringList from = fragments(format, language);
            if (language == shown || from.size() != into.size())
                continue;
            for (qsizetype i = 0; i < from.size(); ++i) {
                if (from[i].trimmed().isEmpty() || from[i].compare(into[i], Qt::CaseInsensitive) == 0)
                    continue;
                pairs.emplace_back(from[i], into[i]);
                if (const QString word = withoutSeparators(from[i]); !word.isEmpty())
                    pairs.emplace_back(word, withoutSeparators(into[i]));
            }
        }
    }
    std::stable_sort(pairs.begin(), pairs.end(), [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    return pairs;
}

} // namespace

QString inShownLabelWords(const QString& query)
{
    const std::vector<std::pair<QString, QString>> pairs = replacements(currentLanguage());
    QString out;
    for (qsizetype at = 0; at < query.size();) {
        const auto match = std::find_if(pairs.begin(), pairs.end(),
            [&](const auto& pair) { return QStringView(query).mid(at).startsWith(pair.first, Qt::CaseInsensitive); });
        if (match == pairs.end()) {
            out += query[at++];
            continue;
        }
        out += match->second;
        at += match->first.size();
    }
    return out;
}

} // namespace gt
