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
            << column("notes").contains(QLatin1String("first-root-only"));
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
    const QStringList code {QStringLiteral("--code"), file};
    CommandOutput out;
    if (traced.isEmpty()) { // an iterative DP
        solveJson(code + args, &out);
        QCOMPARE(out.status, 2);
        QVERIFY2(out.err.contains("no recursive function found"), out.err.constData());
        return;
    }
    QStringList trace;
    if (roots > 1 && traced.size() > 1) { // two recursions: the file asks which, then draws the one named
        solveJson(code + args, &out);
        QCOMPARE(out.status, 2);
        QVERIFY2(out.err.contains("separate recursions"), out.err.constData());
        trace << QStringLiteral("--trace") << traced.last();
    }
    const QJsonObject json = solveJson(code + args + trace, &out);
    QVERIFY2(out.status == 0, out.err.constData());
    QCOMPARE(json[QStringLiteral("answer")].toString(), answer.trimmed());
    const QString notes = json[QStringLiteral("notes")].toVariant().toStringList().join(u'\n');
    for (const QString& name : traced.mid(trace.isEmpty() ? 0 : traced.size() - 1))
        QVERIFY2(notes.contains(QStringLiteral("each call of %1(").arg(name)), qPrintable(notes));
    if (!turn.isEmpty())
        QVERIFY2(notes.contains(turn + QStringLiteral(" flips from call to call")), qPrintable(notes));
    // What the run's values support, which may not be what the syntax suggests.
    QVERIFY2(json[QStringLiteral("values")].toString() == values,
        qPrintable(json[QStringLiteral("values")].toString() + QStringLiteral(" read, expected ") + values + u'\n' + notes));
    if (!trace.isEmpty())
        return; // the counts are of both recursions together
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
