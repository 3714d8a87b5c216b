// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "program_language.h"

#include <QFileInfo>
#include <QList>

#include <cctype>

namespace gt {

namespace {

bool startsWithWord(const QByteArray& line, const char* word)
{
    const QByteArray w(word);
    return line.startsWith(w) && (line.size() == w.size() || !(std::isalnum(uchar(line[w.size()])) || line[w.size()] == '_'));
}

} // namespace

CodeLanguage codeLanguageOfText(const QByteArray& source)
{
    int python = 0;
    int cpp = 0;
    for (const QByteArray& raw : source.split('\n')) {
        const QByteArray line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith("#include") || line.startsWith("#define") || line.startsWith("#pragma")
            || line.startsWith("using namespace") || line.startsWith("template") || line.startsWith("//"))
            cpp += 3;
        else if (line.endsWith(';') || line.endsWith('{') || line == "}" || line == "};")
            ++cpp;
        if (startsWithWord(line, "def") || startsWithWord(line, "import")
            || (startsWithWord(line, "from") && line.contains(" import ")) || startsWithWord(line, "elif") || line.startsWith("@")
            || line == "else:")
            python += 3;
        else if (line.endsWith(':') && !line.startsWith("public") && !line.startsWith("private") && !line.startsWith("protected")
            && !line.startsWith("case ") && !line.startsWith("default"))
            ++python;
        if (line.startsWith("print(") || line.contains(" = input()") || line.contains("sys.stdin") || line.contains("self."))
            python += 2;
    }
    return python > cpp ? CodeLanguage::Python : CodeLanguage::Cpp;
}

CodeLanguage codeLanguageOf(const QByteArray& source, const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("py") || suffix == QLatin1String("pyw") || suffix == QLatin1String("pyi"))
        return CodeLanguage::Python;
    static const QList<QString> cppSuffixes {QStringLiteral("cpp"), QStringLiteral("cc"), QStringLiteral("cxx"),
        QStringLiteral("c++"), QStringLiteral("hpp"), QStringLiteral("h"), QStringLiteral("hh")};
    if (cppSuffixes.contains(suffix))
        return CodeLanguage::Cpp;
    return codeLanguageOfText(source);
}

QString codeLanguageId(CodeLanguage language)
{
    return language == CodeLanguage::Python ? QStringLiteral("python") : QStringLiteral("cpp");
}

bool codeLanguageFromId(const QString& id, CodeLanguage* language)
{
    if (id == QLatin1String("python")) {
        *language = CodeLanguage::Python;
        return true;
    }
    if (id == QLatin1String("cpp") || id == QLatin1String("c++")) {
        *language = CodeLanguage::Cpp;
        return true;
    }
    return false;
}

} // namespace gt
