// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The truth about tic-tac-toe positions, for programs that keep the board outside their
// parameters (a global or captured board changed in place): each node of a `trace --json` must
// show the board in its label and be coloured for the winner a plain minimax finds from it.

#include "support/node_winner.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QtTest>

#include <array>
#include <map>
#include <string>

// 1: the player to move wins, 0: a draw, -1: the player to move loses. X moves when the counts
// are equal. Plain minimax, memoized on the board only to keep the test quick.
inline int ticTacToeMoverResult(std::string board)
{
    static std::map<std::string, int> known;
    if (const auto it = known.find(board); it != known.end())
        return it->second;
    static const std::array<std::array<int, 3>, 8> lines {
        {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}};
    int xs = 0, os = 0;
    for (const char c : board) {
        xs += c == 'X';
        os += c == 'O';
    }
    const char me = xs == os ? 'X' : 'O';
    const char other = me == 'X' ? 'O' : 'X';
    for (const auto& l : lines)
        if (board[std::size_t(l[0])] == other && board[std::size_t(l[1])] == other && board[std::size_t(l[2])] == other)
            return known[board] = -1;
    int best = -2;
    for (std::size_t i = 0; i < 9; ++i) {
        if (board[i] != '.')
            continue;
        board[i] = me;
        best = std::max(best, -ticTacToeMoverResult(board));
        board[i] = '.';
    }
    return known[board] = best == -2 ? 0 : best;
}

// The board a label shows in `name`: its X, O and . inside quotes ({"XO.",".X.","..O"} or
// ['X','O','.',...]), or its digits 1 (X), 2 (O) and 0 ({1,2,0,...}); empty when it has not 9 cells.
inline std::string ticTacToeBoardOf(const QString& label, const QString& name)
{
    const qsizetype at = label.indexOf(name + u'=');
    if (at < 0)
        return {};
    qsizetype end = label.indexOf(QLatin1String(", "), at);
    for (qsizetype k = at, depth = 0; k < label.size(); ++k) { // the value ends at its closing bracket
        depth += (label[k] == u'{' || label[k] == u'[') ? 1 : (label[k] == u'}' || label[k] == u']') ? -1 : 0;
        if (depth == 0 && (label[k] == u'}' || label[k] == u']')) {
            end = k + 1;
            break;
        }
    }
    const QString value = label.mid(at + name.size() + 1, end < 0 ? -1 : end - at - name.size() - 1);
    std::string board;
    const bool quoted = value.contains(u'"') || value.contains(u'\'');
    bool inside = false;
    for (const QChar c : value) {
        if (c == u'"' || c == u'\'')
            inside = !inside;
        else if (quoted && inside && (c == u'X' || c == u'O' || c == u'.'))
            board += char(c.unicode());
        else if (!quoted && (c == u'0' || c == u'1' || c == u'2'))
            board += c == u'1' ? 'X' : c == u'2' ? 'O' : '.';
    }
    return board.size() == 9 ? board : std::string();
}

// Every returned node's "winner" against the minimax of the board its label shows.
inline void checkTicTacToeWinners(const QJsonArray& nodes, const QString& boardName)
{
    QVERIFY(!nodes.isEmpty());
    for (const QJsonValue& value : nodes) {
        const QJsonObject node = value.toObject();
        const QString label = node[QStringLiteral("label")].toString();
        const std::string board = ticTacToeBoardOf(label, boardName);
        QVERIFY2(!board.empty(),
            qPrintable(QStringLiteral("no board in the label of #%1: %2").arg(node[QStringLiteral("id")].toInt()).arg(label)));
        verifyNodeWinner(node, ticTacToeMoverResult(board));
        if (QTest::currentTestFailed())
            return;
    }
}
