// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A played game in words, for the studio's Play tab, the web page and `gametree play`: the
// position and its moves, why the solver chose its move, and the summary with the first mistake.

#include "play_game.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <array>

namespace gt {

class PlayTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Play)
};

// The sentences' patterns, for the page's script as well as the functions below: %1, %2 ...
// are put in; %L2 is a number in the reader's locale.
struct PlaySentences {
    QString orJoin;
    QString comma;
    QString you;
    QString solver;
    QString theClass;
    QString teamA;
    QString teamB;
    QString solverFirst;
    QString solverSecond;
    QString over;
    QString toMove;
    QString played;
    QString drawStones;
    QString wonStones;
    QString draw;
    QString won;
    QString mistakeWin;
    QString mistakeDraw;
    QString noMistakeWins;
    QString noMistakeDraw;
    QString takesRest;
};
PlaySentences playSentences();

// What each player is called in a game's sentences: "you" and "the solver", "team A" and "team B".
struct PlayerNames {
    std::array<QString, 2> names; // First, Second
    const QString& of(Player player) const { return names[player == Player::First ? 0 : 1]; }
};
// You against the solver, you moving first or second.
PlayerNames youAndSolver(Player you);
// The studio's seats: the class against the solver, two teams, or the solver against itself.
PlayerNames classAndSolver(Player theClass);
PlayerNames twoTeams();
PlayerNames solverAndSolver();

// "N=7 · your move" / "N=7 · the solver's move"; "N=0 · the game is over".
QString positionLine(const PlayGame& play, const PlayerNames& names);
// "subtract 7, subtract 5, subtract 3 or subtract 2": the moves of the position in the game's words.
QString movesInWords(const PlayGame& play);
// Why the solver plays `move` at the current position: "a winning move: ...".
QString solverReason(const PlayGame& play, std::int32_t move);
// "Move 3: you subtract 2 at N=7."
QString playedLine(const GameGraph& graph, const PlayedMove& played, int number, const PlayerNames& names);
// "You won.", "The solver won.", "A draw."; score games add the totals.
QString resultLine(const PlayGame& play, const PlayerNames& names);
// "At N=7, you chose subtract 2; subtract 5 would have won." or that no one gave the game away.
QString mistakeLine(const PlayGame& play, const PlayerNames& names);
// The whole summary: the moves played, the result, the first mistake.
QStringList summaryLines(const PlayGame& play, const PlayerNames& names);

// The words of the controls, shared by the studio's Play panel and the web page's Play tab.
// Labels carry their mnemonic ("&Undo", "一手戻す(&U)"); the page takes it out.
struct PlayControlWords {
    QString tab; // the web page's tab
    QString whoPlays;
    std::array<QString, 4> seats; // the class first, the class second, two teams, the solver alone
    QString undo, undoTip, solverMove, solverMoveTip, again, againTip, reveal, revealTip;
    QString moves;                   // "Moves: %1"
    QString solverSays;              // "The solver: %1."
    QString outcome;                 // a move with who it makes win: "%1 · %2"
    std::array<QString, 3> outlooks; // wins, draws, loses (by Outlook)
    // A position whose moves the recursion did not all try, and what to do about it: a built-in
    // game is solved again with the short-circuit off; a program traced as written has no such
    // switch, its own loop returns early.
    QString earlyExit, earlyExitInLoop;
    const QString& earlyExitFor(const Game& game) const { return game.hasShortCircuit() ? earlyExit : earlyExitInLoop; }
};
PlayControlWords playControlWords();

} // namespace gt
