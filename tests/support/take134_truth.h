// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The truth about "take 1, 3 or 4 stones; whoever cannot move loses", for the programs of many
// styles that play it (tests/data/as_written*/vr_*, take134_*): from n stones the player to move
// loses exactly when n % 7 is 0 or 2 (a plain minimax of the game, below). Each node of a
// `trace --json` must be coloured for that winner, whatever the program's values mean.

#include "support/node_winner.h"
#include "support/test_helpers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <functional>
#include <vector>

// Minimax over the game, not the closed form: the test does not assume what it checks.
inline bool take134MoverWins(int n)
{
    static std::vector<bool> wins;
    for (int k = int(wins.size()); k <= n; ++k) {
        bool w = false;
        for (const int m : {1, 3, 4})
            w = w || (m <= k && !wins[std::size_t(k - m)]);
        wins.push_back(w);
    }
    return wins[std::size_t(n)];
}

// Every returned node's "winner" against the minimax; the stones are the label's first number.
inline void checkTake134Winners(const QJsonArray& nodes)
{
    QVERIFY(!nodes.isEmpty());
    static const QRegularExpression stones(QStringLiteral("^[a-z]+=(\\d+)"));
    for (const QJsonValue& value : nodes) {
        const QJsonObject node = value.toObject();
        const QString label = node[QStringLiteral("label")].toString();
        const QRegularExpressionMatch match = stones.match(label);
        QVERIFY2(match.hasMatch(), qPrintable(label));
        verifyNodeWinner(node, take134MoverWins(match.captured(1).toInt()) ? 1 : -1);
        if (QTest::currentTestFailed())
            return;
    }
}

// The rows of a test over such programs: the file NAME`extension` in `dir`, one input of it, and
// the kind its values must read as.
inline void addTake134Columns()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("values");
}

inline void addTake134Row(const QString& dir, const char* extension, const char* name, const char* input, const char* values)
{
    QTest::newRow((QByteArray(name) + '/' + input).constData())
        << dir + QLatin1String(name) + QLatin1String(extension) << dir + QLatin1String(input) << QString::fromLatin1(values);
}

// The current row run by `trace(args)` (`gametree trace ARGS`): the kind read, and every winner.
inline void checkTake134Row(const std::function<CommandOutput(const QStringList&)>& trace)
{
    QFETCH(QString, name);
    QFETCH(QString, input);
    QFETCH(QString, values);
    const CommandOutput out = trace({QStringLiteral("--code"), name, QStringLiteral("--stdin"), input, QStringLiteral("--json")});
    QVERIFY2(out.status == 0, out.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(out.out).object();
    QCOMPARE(json[QStringLiteral("values")].toString(), values);
    checkTake134Winners(json[QStringLiteral("nodes")].toArray());
}
