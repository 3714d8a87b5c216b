// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The truth about the card game of the vr_pair_* programs (a row of cards, a turn takes the
// leftmost or the rightmost; each player adds the cards taken): their calls return pairs, and
// each node of a `trace --json` must show the pair a plain minimax finds and be coloured for the
// player ahead.

#include "support/node_winner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRegularExpression>
#include <QtTest>

#include <map>
#include <utility>
#include <vector>

// (the mover's best total, the other's) from a[l..r].
inline std::pair<long long, long long> cardsMoverTotals(const std::vector<long long>& a, int l, int r)
{
    // by the cards' values, not their address: a row passed as a temporary may reuse another's
    static std::map<std::pair<std::vector<long long>, std::pair<int, int>>, std::pair<long long, long long>> known;
    if (l > r)
        return {0, 0};
    const auto key = std::make_pair(a, std::make_pair(l, r));
    if (const auto it = known.find(key); it != known.end())
        return it->second;
    const auto left = cardsMoverTotals(a, l + 1, r);
    const auto right = cardsMoverTotals(a, l, r - 1);
    const long long takeLeft = a[std::size_t(l)] + left.second;
    const long long takeRight = a[std::size_t(r)] + right.second;
    return known[key] = takeLeft >= takeRight ? std::make_pair(takeLeft, left.first) : std::make_pair(takeRight, right.first);
}

// A number the label names: "l=2, r=5" -> l is 2; -1 when absent.
inline int cardsLabelNumber(const QString& label, const QString& name)
{
    const QRegularExpressionMatch m = QRegularExpression(QStringLiteral("\\b%1=(-?\\d+)").arg(name)).match(label);
    return m.hasMatch() ? m.captured(1).toInt() : -1;
}

// Every returned node: its value is the pair [mine, theirs] (or, `firstSecond`, [the first
// player's, the second's]) and it is coloured for the player ahead; a tie is a draw.
inline void checkCardPairs(const QJsonArray& nodes, const std::vector<long long>& a, bool firstSecond)
{
    QVERIFY(!nodes.isEmpty());
    for (const QJsonValue& value : nodes) {
        const QJsonObject node = value.toObject();
        if (node[QStringLiteral("outcome")].toString() == QLatin1String("running"))
            continue;
        const QString label = node[QStringLiteral("label")].toString();
        const int l = cardsLabelNumber(label, QStringLiteral("l"));
        const int r = cardsLabelNumber(label, QStringLiteral("r"));
        QVERIFY2(l >= 0 && r >= -1, qPrintable(label));
        const auto [mine, theirs] = cardsMoverTotals(a, l, r);
        const bool firstMoves = node[QStringLiteral("player")].toString() == QLatin1String("first");
        const QJsonArray pair = node[QStringLiteral("value")].toArray();
        QVERIFY2(pair.size() == 2, qPrintable(label));
        const long long first = firstSecond && !firstMoves ? theirs : mine;
        const long long second = firstSecond && !firstMoves ? mine : theirs;
        QVERIFY2(pair[0].toInteger() == first && pair[1].toInteger() == second,
            qPrintable(QStringLiteral("#%1 %2 = (%3, %4), minimax (%5, %6)")
                           .arg(node[QStringLiteral("id")].toInt())
                           .arg(label)
                           .arg(pair[0].toInteger())
                           .arg(pair[1].toInteger())
                           .arg(first)
                           .arg(second)));
        verifyNodeWinner(node, mine > theirs ? 1 : mine < theirs ? -1 : 0);
        if (QTest::currentTestFailed())
            return;
    }
}
