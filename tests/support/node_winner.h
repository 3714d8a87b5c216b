// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The check the truth headers (take134_truth.h, tictactoe_truth.h) share: a node of a
// `trace --json` is coloured for the winner that a minimax of its position finds.

#include <QJsonObject>
#include <QtTest>

// `moverResult`: 1 where the player to move at the node wins, -1 where they lose, 0 for a draw.
// QVERIFY returns from here only: callers check QTest::currentTestFailed() to stop.
inline void verifyNodeWinner(const QJsonObject& node, int moverResult)
{
    const QString mover = node[QStringLiteral("player")].toString();
    const QString other = mover == QLatin1String("first") ? QStringLiteral("second") : QStringLiteral("first");
    const QString expected = moverResult > 0 ? mover : moverResult < 0 ? other : QStringLiteral("draw");
    const QString message = QStringLiteral("#%1 %2 (%3 to move) = %4: coloured for %5, the winner is %6")
                                .arg(node[QStringLiteral("id")].toInt())
                                .arg(node[QStringLiteral("label")].toString(), mover)
                                .arg(node[QStringLiteral("value")].toInteger())
                                .arg(node[QStringLiteral("winner")].toString(), expected);
    QVERIFY2(node[QStringLiteral("winner")].toString() == expected, qPrintable(message));
}
