// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "call_value.h"
#include "json_text.h"
#include "memo_shape.h"
#include "params.h"
#include "recorders.h"

#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace gt {

// Who comes out ahead from a position with best play: a player, or nobody (a tie, a draw).
enum class Standing : std::uint8_t { First, Second, Even };

// How a call's value reads. The order is gametree.h's gt::Values (its numbers cross the stream).
enum class ValueMeaning {
    MoverWins,        // 1: the player to move wins, 0: loses (Can I Win)
    FirstPlayerWins,  // 1: the first player wins, 0: loses (prime game)
    MoverScore,       // the stones the player to move gets (Stone Game II, Stones)
    FirstPlayerScore, // a user's program: the first player's score; >= 0 favours the first player
    Plain,            // a user's program: no players, any recursion (Fibonacci)
    ScoreDifference,  // a user's program: the mover's total minus the opponent's (EDPC L, LeetCode 486); 0 a tie
    Negamax,          // a user's program: 1 the mover wins, -1 loses, 0 a draw (tic-tac-toe negamax)
    Grundy,           // a user's program: the position's Grundy number; 0 the mover loses, else wins
    WinnerIndex,      // a user's program: 0 the first player wins, 1 the second (a winner's index, or "the second wins")
};

// The kinds a pair of numbers is read by, as scores: MoverScore as (mine, theirs), FirstPlayerScore
// as (the first player's, the second's); the player ahead is favoured, a tie is even.
constexpr bool readsPairsAsScores(ValueMeaning meaning)
{
    return meaning == ValueMeaning::MoverScore || meaning == ValueMeaning::FirstPlayerScore;
}

// Every kind, in the order above; and their stable names for the command line and files
// ("mover-wins", ..., "grundy").
std::vector<ValueMeaning> valueMeanings();
QString valueMeaningId(ValueMeaning meaning);
std::optional<ValueMeaning> valueMeaningById(const QString& id);
// The ids joined for a message: "mover-wins, first-player-wins, ..., grundy".
QString valueMeaningIdList();
// A kind as a form's choice, in the current language: "Score difference (mine − the opponent's)".
QString valueMeaningTitle(ValueMeaning meaning);

struct SolveOptions {
    bool memo = true;
    bool shortCircuit = false;
};

// One game with its parameters fixed: it runs its article's recursion and names its states.
class Game {
public:
    virtual ~Game() = default;

    virtual QString id() const = 0;
    // The game's name for headings: the listed title of a built-in game.
    virtual QString title() const;
    virtual ValueMeaning valueMeaning() const = 0;
    // The article's default for short-circuit, and whether the game has a choice at all.
    virtual bool shortCircuitByDefault() const = 0;
    virtual bool hasShortCircuit() const { return true; }
    // On for every built-in game; a user's program may say otherwise.
    virtual bool memoByDefault() const { return true; }
    // The built-in solvers compute each state once and answer from the memo only states they
    // computed; a user's program may not, so its trace is checked as it comes.
    virtual bool keepsMemoDiscipline() const { return true; }
    // A run stopped by a budget keeps the calls it made (a user's program: a debugging aid); a
    // built-in game's keeps nothing.
    virtual bool keepsCallsWhenStopped() const { return false; }
    SolveOptions defaultOptions() const { return {memoByDefault(), shortCircuitByDefault()}; }

    // Parameters as typed values for JSON, and as one readable line ("N=7").
    virtual QJsonObject paramsJson() const = 0;
    virtual QString paramsText() const = 0;

    // States are dense indices in [0, stateSpaceSize()).
    virtual std::uint32_t stateSpaceSize() const = 0;
    virtual QString stateLabel(std::uint32_t state) const = 0;
    // The position without whose turn it is, where a sentence names the player ("N=7").
    virtual QString positionLabel(std::uint32_t state) const { return stateLabel(state); }
    virtual QJsonObject stateJson(std::uint32_t state) const = 0;
    // stateJson(state) as compact text (the same text): `trace --json` writes millions, and a
    // game may write them without building objects.
    virtual void writeStateJson(std::uint32_t state, JsonText& json) const { json.value(stateJson(state)); }
    virtual QString moveLabel(std::int32_t move) const = 0;
    // A compact form for the tree's edges ("−4"); the full label where there is room.
    virtual QString moveShortLabel(std::int32_t move) const { return moveLabel(move); }
    // Score games: the stones still to be shared at a state (the mover's value plus the
    // opponent's). 0 for win/lose games.
    virtual std::int64_t stonesLeft(std::uint32_t) const { return 0; }
    // stonesLeft read from the run's values, in the program's own units rather than stones.
    virtual bool infersWhatIsLeft() const { return false; }
    // The legal moves at a state, in the order the solver tries them.
    virtual std::vector<std::int32_t> legalMoves(std::uint32_t state) const = 0;

    // The memo as the article allocates it, and a state's cell in it; nullopt where the memo
    // has no table's shape (a user's program keyed by anything).
    virtual std::optional<MemoShape> memoShape() const { return std::nullopt; }
    virtual MemoCell memoCell(std::uint32_t state) const { return {0, std::int64_t(state)}; }
    // Without a shape: why, in words a user can act on (empty: the game has no table).
    virtual QString noMemoShapeReason() const { return {}; }
    // The states an iterative DP over the same table fills, in its loops' order.
    virtual std::vector<std::uint32_t> bottomUpOrder() const { return {}; }

    // The answer of the whole game (and any call's value), as the article prints it: a number
    // unless the game says otherwise. Values are 64-bit: a user's program may return any.
    virtual QString answerText(std::int64_t answer) const { return QString::number(answer); }
    // A number as JSON: exact, since we write the JSON text ourselves (JsonText).
    virtual QJsonValue answerJson(std::int64_t answer) const { return QJsonValue(qint64(answer)); }
    // A call's value as text: answerText, or a pair's "(6, 4)".
    QString valueText(const CallValue& value) const;
    // The whole run's answer, as the program gives it: a user's program traced as written answers
    // with what it printed, not with its first call's value.
    virtual QString runAnswerText(std::int64_t answer) const { return answerText(answer); }
    virtual QJsonValue runAnswerJson(std::int64_t answer) const { return answerJson(answer); }

    // A call's value with whose view it is, in the game's words: a bare "Lose" on a node where
    // the second player moves was read as the mover losing, but the prime game's values are the
    // first player's. `toMove` is the call's player. "Lose · first player loses",
    // "false · second player (to move) loses", "5 · first player (to move) gets 5".
    // A pair (mine, theirs) reads by both numbers: "(6, 4) · 1st gets 6"; as (the first player's,
    // the second's) under FirstPlayerScore: "(6, 4) · 1st ahead by 2".
    QString valueWithView(const CallValue& call, Player toMove) const;
    // The same, short enough for a node's value line: "Lose · 1st loses", "5 · 1st gets 5".
    QString valueWithViewShort(const CallValue& call, Player toMove) const;
    // Who comes out ahead when a call with `toMove` to move returns `call`; Standing::Even for a
    // tie or a draw (score difference, negamax). Mover's score games: undefined, as it takes the
    // stones left (see standing() in trace_analysis.h, which has them).
    Standing standing(const CallValue& call, Player toMove) const;

    // Runs before the recorder is made, whose state tables need stateSpaceSize(): a user's
    // program runs here (it is replayed by solve); the built-in solvers need nothing. Throws
    // RunError.
    virtual void prepareRun(const SolveOptions&, const RunLimits&) { }
    // The article's recursion, once per recorder kind. The memo starts empty on each call.
    virtual std::int64_t solve(NullRecorder& rec, const SolveOptions& options) = 0;
    virtual std::int64_t solve(CountingRecorder& rec, const SolveOptions& options) = 0;
    virtual std::int64_t solve(TraceRecorder& rec, const SolveOptions& options) = 0;
};

// Implements the three solve() overloads with Derived::run<Recorder>(rec, options).
template <class Derived> class GameWithSolver : public Game {
public:
    std::int64_t solve(NullRecorder& rec, const SolveOptions& options) override { return self().run(rec, options); }
    std::int64_t solve(CountingRecorder& rec, const SolveOptions& options) override { return self().run(rec, options); }
    std::int64_t solve(TraceRecorder& rec, const SolveOptions& options) override { return self().run(rec, options); }

private:
    Derived& self() { return static_cast<Derived&>(*this); }
};

// A game as listed to the user, and the factory that checks parameters.
struct GameInfo {
    QString id;     // "can-i-win"
    QString title;  // "Can I Win (100 game)"
    QString source; // the seed article
    std::vector<ParamSpec> params;
    std::unique_ptr<Game> (*create)(const ParamText& text); // throws ParamError
    QString solverSource; // the solver's file in src/core/games, shown by the studio's code panel
};

// Built on each call, so titles and descriptions follow the current language.
std::vector<GameInfo> allGames();
std::optional<GameInfo> findGame(const QString& id);
// Whether `id` is a built-in game's, without building the games' descriptions (the narration asks
// at every sentence).
bool isBuiltInGame(const QString& id);
// Checks the parameters against the game's specs and builds it; throws ParamError.
std::unique_ptr<Game> createGame(const QString& id, const ParamText& text);

} // namespace gt
