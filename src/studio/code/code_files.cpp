// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/code/code_files.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QMimeData>
#include <QUrl>

namespace gt {

namespace {
class CodeFilesTr {
    Q_DECLARE_TR_FUNCTIONS(gt::CodeFiles)
};

const QStringList kCppExtensions {QStringLiteral("cpp"), QStringLiteral("cc"), QStringLiteral("cxx")};
const QString kPythonExtension = QStringLiteral("py");

QString extensionOf(const QString& path)
{
    return QFileInfo(path).suffix().toLower();
}
} // namespace

bool isCodeFileName(const QString& path)
{
    const QString extension = extensionOf(path);
    return kCppExtensions.contains(extension) || extension == kPythonExtension;
}

QStringList codeFileFilters()
{
    return {
        CodeFilesTr::tr("Code (*.cpp *.cc *.cxx *.py)"), codeFileFilter(CodeLanguage::Cpp), codeFileFilter(CodeLanguage::Python)};
}

QString codeFileFilter(CodeLanguage language)
{
    return language == CodeLanguage::Python ? CodeFilesTr::tr("Python files (*.py)")
                                            : CodeFilesTr::tr("C++ files (*.cpp *.cc *.cxx)");
}

QString withCodeExtension(const QString& path, CodeLanguage language)
{
    if (!QFileInfo(path).suffix().isEmpty())
        return path;
    return path + (language == CodeLanguage::Python ? QStringLiteral(".py") : QStringLiteral(".cpp"));
}

QString renamedForLanguage(const QString& name, CodeLanguage language)
{
    const QString extension = extensionOf(name);
    const bool python = extension == kPythonExtension;
    if (!isCodeFileName(name) || python == (language == CodeLanguage::Python))
        return name;
    return name.left(name.size() - extension.size()) + (python ? QStringLiteral("cpp") : kPythonExtension);
}

QStringList filesToOpen(const QMimeData* data)
{
    QStringList paths;
    if (!data || !data->hasUrls())
        return paths;
    for (const QUrl& url : data->urls())
        if (url.isLocalFile() && (isCodeFileName(url.toLocalFile()) || url.toLocalFile().endsWith(QLatin1String(".gtree"))))
            paths << url.toLocalFile();
    return paths;
}

} // namespace gt
