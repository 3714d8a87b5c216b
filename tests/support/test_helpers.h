// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "core/game.h"
#include "core/solve.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStringList>

// "max=10 total=11" -> {max: "10", total: "11"}
inline gt::ParamText paramText(const QString& spec)
{
    gt::ParamText text;
    for (const QString& item : spec.split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(u'=');
        text[item.left(eq)] = item.mid(eq + 1);
    }
    return text;
}

inline std::unique_ptr<gt::Game> makeGame(const QString& id, const QString& spec)
{
    return gt::createGame(id, paramText(spec));
}

// A game and its traced run, kept together (the trace's labels need the game).
struct Run {
    std::unique_ptr<gt::Game> game;
    gt::SolveResult result;
};

inline Run traced(const QString& id, const QString& params, gt::SolveOptions options, gt::RunLimits limits = {})
{
    Run run {makeGame(id, params), {}};
    run.result = gt::solveTraced(*run.game, options, limits);
    return run;
}

// With the article's options: memo on, short-circuit as the article writes it.
inline Run tracedAsArticle(const QString& id, const QString& params)
{
    Run run {makeGame(id, params), {}};
    run.result = gt::solveTraced(*run.game, run.game->defaultOptions());
    return run;
}

// What a command line printed and how it ended (status -1: it did not finish in time).
struct CommandOutput {
    int status = -1;
    QByteArray out;
    QByteArray err;
};

// `input` is the program's standard input, closed after it (empty: closed at once).
inline CommandOutput runCommand(
    const QString& program, const QStringList& args, int timeoutMs = 60000, const QByteArray& input = {})
{
    QProcess process;
    process.start(program, args);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(timeoutMs))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

// Writes `text` to `name` in `dir` and returns its path; a test cannot go on without it.
inline QString writeTestFile(const QDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

// poppler's report on a PDF ("Pages:", "Page size:").
inline QString pdfInfo(const QString& path)
{
    return QString::fromUtf8(runCommand(QStringLiteral("pdfinfo"), {path}).out);
}

// One page of a PDF as poppler's pdftotext reads it, normalised (NFKC): DejaVu's ligatures ("ﬁ")
// and the Kangxi radicals some kanji come back as are taken apart; Noto's "・" comes back as U+2027.
inline QString pdfPageText(const QString& path, int page)
{
    const QString k = QString::number(page);
    const CommandOutput o
        = runCommand(QStringLiteral("pdftotext"), {QStringLiteral("-f"), k, QStringLiteral("-l"), k, path, QStringLiteral("-")});
    return QString::fromUtf8(o.out).normalized(QString::NormalizationForm_KC).replace(QChar(0x2027), QChar(0x30FB));
}
