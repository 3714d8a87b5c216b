// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The language of everything a user reads: English, Japanese or Korean, switchable at run time.

#include <QString>
#include <QStringList>

namespace gt {

// "en", "ja", "ko"
QStringList languageIds();
// The language the system asks for (from the locale), or "en".
QString systemLanguage();
// Installs our translations and Qt's own for `id`; "en" removes them. Returns false (and keeps
// the current language) for an unknown id. Widgets get a QEvent::LanguageChange.
bool setLanguage(const QString& id);
QString currentLanguage();
// Changes with every setLanguage(): what caches a translation compares it.
int languageGeneration();
// The value of the last --lang (as "--lang ID" or "--lang=ID") in command-line arguments, or an
// empty string when there is none. The front ends apply it before parsing the rest.
QString languageArgument(const QStringList& args);
// Font families for text in this language: Latin glyphs from DejaVu Sans, CJK from Noto Sans CJK
// (the regional form that matches the language).
QStringList fontFamilies();

} // namespace gt
