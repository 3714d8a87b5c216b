// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "command_checks.h"

#include "core/params.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace gt {

namespace {
class CheckTr {
    Q_DECLARE_TR_FUNCTIONS(gt::CommandChecks)
};

// The last of the option's names, so that -o and --output count as one.
QString keyOf(const QString& name, const QList<QCommandLineOption>& all)
{
    for (const QCommandLineOption& option : all)
        if (option.names().contains(name))
            return option.names().constLast();
    return name;
}
// -o, -I and -h as written, with one dash; the others (a game's --n too) with two.
QString dashesOf(const QString& name, const QList<QCommandLineOption>& all)
{
    for (const QCommandLineOption& option : all)
        if (option.names().size() > 1 && option.names().constFirst() == name)
            return QStringLiteral("-");
    return QStringLiteral("--");
}
} // namespace

void refuseRepeatedOptions(const QCommandLineParser& parser, const QList<QCommandLineOption>& all, const QStringList& repeatable)
{
    QStringList seen;
    for (const QString& name : parser.optionNames()) {
        const QString key = keyOf(name, all);
        if (repeatable.contains(key))
            continue;
        if (seen.contains(key)) {
            const QStringList values = parser.values(key);
            const QString dashes = dashesOf(name, all);
            throw ParamError(values.size() > 1 ? CheckTr::tr("%1%2 is given more than once ('%3' and '%4'); give it once")
                                                     .arg(dashes, name, values.value(0), values.value(1))
                                               : CheckTr::tr("%1%2 is given more than once; give it once").arg(dashes, name));
        }
        seen << key;
    }
}

void refuseOutputOverInputs(const QString& option, const QString& output, const QStringList& inputs)
{
    const QString target = QFileInfo(output).canonicalFilePath();
    if (target.isEmpty())
        return;
    for (const QString& input : inputs) {
        const QString source = input.isEmpty() ? QString() : QFileInfo(input).canonicalFilePath();
        if (source.isEmpty())
            continue;
        if (source == target)
            throw ParamError(CheckTr::tr("%1 %2 is also an input (%3): writing it would destroy it; write to another file")
                                 .arg(option, output, input));
        if (source.startsWith(target + u'/'))
            throw ParamError(CheckTr::tr("%1 %2 is a folder holding an input (%3): writing it would destroy it; "
                                         "write to another folder")
                                 .arg(option, output, input));
    }
}

} // namespace gt
