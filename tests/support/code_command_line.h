// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What the tests of programs traced as written share: the gametree command line run on a file,
// a folder for the files they write, and the code cache kept in the build folder between runs.

#include "support/test_helpers.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

class CodeCommandLine {
protected:
    // Call from initTestCase().
    void setUpCommandLine(const QString& sourceDir, const QString& bin, const QByteArray& cache)
    {
        m_sourceDir = sourceDir;
        m_bin = bin;
        qputenv("GAMETREE_CODE_CACHE", cache);
        QVERIFY(m_dir.isValid());
        QVERIFY2(QFileInfo(m_bin).isExecutable(), "the gametree binary is built first");
    }
    CommandOutput run(const QStringList& args) const { return runCommand(m_bin, args, 300000); }
    // `gametree solve ARGS --json`; a failure is printed unless `output` is asked for.
    QJsonObject solveJson(const QStringList& args, CommandOutput* output = nullptr) const
    {
        const CommandOutput out = run(QStringList {QStringLiteral("solve")} + args + QStringList {QStringLiteral("--json")});
        if (output)
            *output = out;
        else if (out.status != 0)
            qWarning("gametree %s: status %d: %s", qPrintable(args.join(u' ')), out.status, out.err.constData());
        return QJsonDocument::fromJson(out.out).object();
    }
    QString writeFile(const QString& name, const QByteArray& text) const { return writeTestFile(QDir(m_dir.path()), name, text); }

    QString m_sourceDir;
    QString m_bin;
    QTemporaryDir m_dir;
};
