// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The files of the user's code, told by their names: C++ (.cpp, .cc, .cxx) and Python (.py), as the
// Open and Save dialogs offer them, the command line and drag and drop take them.

#include "usercode/program_language.h"

#include <QString>
#include <QStringList>

class QMimeData;

namespace gt {

// A C++ or Python source by its extension.
bool isCodeFileName(const QString& path);
// The Open dialog's filters: every kind of code first, then C++ files, then Python files.
QStringList codeFileFilters();
// The filter of one language, of codeFileFilters().
QString codeFileFilter(CodeLanguage language);
// `path` with the language's extension (.py or .cpp) when it has none.
QString withCodeExtension(const QString& path, CodeLanguage language);
// `name` with the language's extension in place of the other language's (new_game.cpp as
// Python: new_game.py); unchanged when it already fits or has no code extension.
QString renamedForLanguage(const QString& name, CodeLanguage language);
// The local files a drag carries that the window opens: programs and sessions (.gtree).
QStringList filesToOpen(const QMimeData* data);

} // namespace gt
