// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The corpora of programs traced as written (tests/data/as_written for C++,
// tests/data/as_written_python and seed_python for Python): each manifest.tsv row becomes a test
// row of the columns below, and a run's figures are checked against the counted copy's, summed
// over every top-level call where a row counts the whole run.

#include "support/test_helpers.h"

#include <QDir>
#include <QFile>
#include <QJsonObject>
#include <QtTest>

#include <functional>

// The columns corpusRows() fills.
inline void addCorpusColumns()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QStringList>("args"); // --stdin FILE or --call EXPR
    QTest::addColumn<QString>("answer");
    QTest::addColumn<int>("calls");
    QTest::addColumn<int>("memoHits");
    QTest::addColumn<int>("roots");
    QTest::addColumn<QStringList>("traced");
    QTest::addColumn<QString>("turn");
    QTest::addColumn<QString>("values"); // the kind the run's values are read as (--values spells it)
    QTest::addColumn<bool>("firstRootOnly");
    // A file of several separate recursions: the counted copy's figures of each function
    // ("gcd calls=4 memo=0 roots=1; firstWins calls=327 memo=202 roots=60"); empty for one.
    QTest::addColumn<QString>("perFunction");
}

// One function's figures in a row's perFunction.
struct FunctionFigures {
    QString name;
    int calls = 0;
    int memo = 0;
    int roots = 0;
};

inline QList<FunctionFigures> functionFigures(const QString& perFunction)
{
    QList<FunctionFigures> out;
    for (const QString& item : perFunction.split(QStringLiteral("; "), Qt::SkipEmptyParts)) {
        const QStringList words = item.split(u' ', Qt::SkipEmptyParts);
        FunctionFigures f;
        f.name = words.value(0);
        for (const QString& word : words.mid(1)) {
            const int value = word.section(u'=', 1).toInt();
            if (word.startsWith(QLatin1String("calls=")))
                f.calls = value;
            else if (word.startsWith(QLatin1String("memo=")))
                f.memo = value;
            else if (word.startsWith(QLatin1String("roots=")))
                f.roots = value;
        }
        out << f;
    }
    return out;
}

// One test row per manifest row of `dir` (ending in '/'), the programs NAME`extension` in `dir` or
// in the folder its `originals` file names; rows marked bench-only are left to the benchmarks, and
// with `only`, the rows of programs it does not name.
inline void addCorpusRows(
    const QString& dir, const QString& extension, const QString& rowPrefix = {}, const QStringList& only = {})
{
    QFile manifest(dir + QStringLiteral("manifest.tsv"));
    QVERIFY2(manifest.open(QIODevice::ReadOnly), qPrintable(manifest.fileName()));
    QString programs = dir;
    QFile originals(dir + QStringLiteral("originals"));
    if (originals.open(QIODevice::ReadOnly))
        programs = QDir(dir).absoluteFilePath(QString::fromUtf8(originals.readAll()).trimmed()) + u'/';
    const QStringList lines = QString::fromUtf8(manifest.readAll()).split(u'\n', Qt::SkipEmptyParts);
    const QStringList header = lines.value(0).split(u'\t');
    for (const QString& line : lines.mid(1)) {
        const QStringList f = line.split(u'\t');
        auto column = [&](const char* name) { return f.value(header.indexOf(QLatin1String(name))); };
        if (column("notes").contains(QLatin1String("bench-only")))
            continue;
        const QString name = column("name");
        const QString base = name.section(u'#', 0, 0);
        if (!only.isEmpty() && !only.contains(base))
            continue;
        const QString variant = name.contains(u'#') ? QStringLiteral(".") + name.section(u'#', 1) : QString();
        QStringList args;
        if (column("kind") == QLatin1String("call")) {
            QFile call(programs + base + QStringLiteral(".call"));
            QVERIFY(call.open(QIODevice::ReadOnly));
            args << QStringLiteral("--call") << QString::fromUtf8(call.readAll()).trimmed();
        } else {
            args << QStringLiteral("--stdin") << programs + base + variant + QStringLiteral(".in");
        }
        const QString traced = column("traced");
        QTest::newRow(qPrintable(rowPrefix + name))
            << programs + base + extension << args
            << column("expected_stdout_trimmed").replace(QStringLiteral("\\n"), QStringLiteral("\n")) << column("calls").toInt()
            << column("memo_hits").toInt() << column("roots").toInt()
            << (traced == QLatin1String("-") ? QStringList() : traced.split(u','))
            << (column("turn") == QLatin1String("-") ? QString() : column("turn")) << column("values")
            << column("notes").contains(QLatin1String("first-root-only"))
            << column("notes").section(QStringLiteral("per function: "), 1);
    }
}

// Checks the current row (QFETCH) against a traced run: `solveJson(args, output)` is
// `gametree solve ARGS --json`. Each row's figures were counted by a counter in a copy of the
// original (outside any cache decorator): the run makes exactly as many calls and memo answers,
// and prints the same; a row of several top-level calls counts them all.
inline void checkCorpusRow(const std::function<QJsonObject(const QStringList& args, CommandOutput* output)>& solveJson)
{
    QFETCH(QString, file);
    QFETCH(QStringList, args);
    QFETCH(QString, answer);
    QFETCH(int, calls);
    QFETCH(int, memoHits);
    QFETCH(int, roots);
    QFETCH(QStringList, traced);
    QFETCH(QString, turn);
    QFETCH(QString, values);
    QFETCH(bool, firstRootOnly);
    QFETCH(QString, perFunction);
    const QStringList code {QStringLiteral("--code"), file};
    CommandOutput out;
    if (traced.isEmpty()) { // an iterative DP
        solveJson(code + args, &out);
        QCOMPARE(out.status, 2);
        QVERIFY2(out.err.contains("no recursive function found"), out.err.constData());
        return;
    }
    // Several separate recursions: all are traced, the one with the most calls from the top level
    // is drawn (a helper called only inside another has none), and a note names the others.
    const QList<FunctionFigures> functions = functionFigures(perFunction);
    FunctionFigures drawn;
    for (const FunctionFigures& f : functions)
        if (f.roots > 0 && (drawn.name.isEmpty() || f.calls > drawn.calls))
            drawn = f;
    if (!functions.isEmpty()) {
        traced = {drawn.name};
        calls = drawn.calls;
        memoHits = drawn.memo;
        roots = drawn.roots;
    }
    const QJsonObject json = solveJson(code + args, &out);
    QVERIFY2(out.status == 0, out.err.constData());
    QCOMPARE(json[QStringLiteral("answer")].toString(), answer.trimmed());
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    for (const QString& name : traced)
        QVERIFY2(notes.contains(QStringLiteral("each call of %1(").arg(name)), qPrintable(notes));
    if (!turn.isEmpty())
        QVERIFY2(notes.contains(turn + QStringLiteral(" flips from call to call")), qPrintable(notes));
    // What the run's values support, which may not be what the syntax suggests.
    QVERIFY2(json[QStringLiteral("values")].toString() == values,
        qPrintable(json[QStringLiteral("values")].toString() + QStringLiteral(" read, expected ") + values + u'\n' + notes));
    if (!functions.isEmpty()) {
        QVERIFY2(
            notes.contains(QStringLiteral("; drawn: %1, the recursion with the most calls").arg(drawn.name)), qPrintable(notes));
        for (const FunctionFigures& f : functions) {
            if (f.name == drawn.name)
                continue;
            QVERIFY2(!notes.contains(QStringLiteral("each call of %1(").arg(f.name)), qPrintable(notes));
            const QString counted = f.calls == 1 ? QStringLiteral("%1 (1 call)").arg(f.name)
                                                 : QStringLiteral("%1 (%L2 calls)").arg(f.name).arg(f.calls);
            QVERIFY2(notes.contains(counted), qPrintable(counted + QStringLiteral(" not in\n") + notes));
            // --trace still chooses: the other recursion alone, as before.
            CommandOutput other;
            const QJsonObject alone = solveJson(code + args + QStringList {QStringLiteral("--trace"), f.name}, &other);
            if (f.calls == 0) {
                QCOMPARE(other.status, 2);
                QVERIFY2(other.err.contains(QStringLiteral("made no call of %1").arg(f.name).toUtf8()), other.err.constData());
            } else if (f.roots == 1) {
                QVERIFY2(other.status == 0, other.err.constData());
                QCOMPARE(alone[QStringLiteral("calls")].toInt(), f.calls);
                QCOMPARE(alone[QStringLiteral("memoHits")].toInt(), f.memo);
            }
        }
    }
    if (roots <= 1 || firstRootOnly) {
        QCOMPARE(json[QStringLiteral("calls")].toInt(), calls);
        QCOMPARE(json[QStringLiteral("memoHits")].toInt(), memoHits);
        return;
    }
    // Counted over the whole run: the sum of every top-level call's tree.
    QVERIFY2(notes.contains(QStringLiteral("started %1 times").arg(roots)), qPrintable(notes));
    qint64 allCalls = json[QStringLiteral("calls")].toInt();
    qint64 allMemo = json[QStringLiteral("memoHits")].toInt();
    for (int k = 2; k <= roots; ++k) {
        const QJsonObject next = solveJson(code + args + QStringList {QStringLiteral("--root"), QString::number(k)}, nullptr);
        allCalls += next[QStringLiteral("calls")].toInt();
        allMemo += next[QStringLiteral("memoHits")].toInt();
    }
    QCOMPARE(allCalls, qint64(calls));
    QCOMPARE(allMemo, qint64(memoHits));
}
