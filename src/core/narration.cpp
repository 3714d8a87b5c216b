// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "narration.h"

#include "trace_analysis.h"

#include <QCoreApplication>

namespace gt {

namespace {
class NarrationTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Narration)
};

QString playerName(Player p)
{
    return p == Player::First ? NarrationTr::tr("first player") : NarrationTr::tr("second player");
}

QString capitalPlayer(Player p)
{
    return p == Player::First ? NarrationTr::tr("First player") : NarrationTr::tr("Second player");
}

Player other(Player p)
{
    return p == Player::First ? Player::Second : Player::First;
}

// A seed article's game is told in its article's words; any other (a user's program) by its own
// labels.
bool hasArticleWords(const Game& game)
{
    return isBuiltInGame(game.id());
}

QString position(const Game& game, const Trace& trace, std::int32_t call)
{
    return game.positionLabel(trace.state(call));
}

// "subtracting 5", "taking 3", "removing 4 stones", "taking the next 2 piles": the move that made
// `call`. A user's program labels its own moves ("the move -4"); one traced as written has no
// labels, so the move is named by where it leads.
QString moveAction(const Game& game, const Trace& trace, std::int32_t call)
{
    const std::int32_t move = trace.move(call);
    if (!hasArticleWords(game))
        return game.moveLabel(move).isEmpty() ? NarrationTr::tr("the move to %1").arg(position(game, trace, call))
                                              : NarrationTr::tr("the move %1").arg(game.moveLabel(move));
    const QString id = game.id();
    if (id == QLatin1String("prime"))
        return NarrationTr::tr("subtracting %1").arg(move);
    if (id == QLatin1String("can-i-win"))
        return NarrationTr::tr("taking %1").arg(move);
    if (id == QLatin1String("stones"))
        return move == 1 ? NarrationTr::tr("removing 1 stone") : NarrationTr::tr("removing %1 stones").arg(move);
    return move == 1 ? NarrationTr::tr("taking the next pile") : NarrationTr::tr("taking the next %1 piles").arg(move);
}

// A plain recursion has no players: a call calls another.
QString plainEnterText(const Game& game, const Trace& trace, std::int32_t call)
{
    const std::int32_t parent = trace.parent(call);
    if (parent < 0)
        return NarrationTr::tr("The recursion starts at %1.").arg(position(game, trace, call));
    const QString move = game.moveLabel(trace.move(call));
    if (move.isEmpty())
        return NarrationTr::tr("%1 calls %2.").arg(position(game, trace, parent), position(game, trace, call));
    return NarrationTr::tr("%1 calls %2 (%3).").arg(position(game, trace, parent), position(game, trace, call), move);
}

QString enterText(const Game& game, const Trace& trace, std::int32_t call)
{
    if (game.valueMeaning() == ValueMeaning::Plain)
        return plainEnterText(game, trace, call);
    const std::int32_t parent = trace.parent(call);
    if (parent < 0)
        return NarrationTr::tr("The search starts: the %1 to move at %2.")
            .arg(playerName(trace.player(call)), position(game, trace, call));
    if (game.moveLabel(trace.move(call)).isEmpty()) // a program traced as written names no moves
        return NarrationTr::tr("%1, %2: tries a move that hands %3 to the %4.")
            .arg(capitalPlayer(trace.player(parent)), position(game, trace, parent), position(game, trace, call),
                playerName(trace.player(call)));
    return NarrationTr::tr("%1, %2: tries %3 and hands %4 to the %5.")
        .arg(capitalPlayer(trace.player(parent)), position(game, trace, parent), moveAction(game, trace, call),
            position(game, trace, call), playerName(trace.player(call)));
}

QString baseText(const Game& game, const Trace& trace, std::int32_t call)
{
    const QString id = game.id();
    const Player mover = trace.player(call);
    const QString value = game.valueText(trace.callValue(call));
    if (!hasArticleWords(game))
        return NarrationTr::tr("%1 is a base case: returns %2.").arg(position(game, trace, call), value);
    if (id == QLatin1String("prime"))
        return NarrationTr::tr("The %1 is handed %2: whoever is handed 0 or 1 wins, so the %1 wins: returns %3.")
            .arg(playerName(mover), position(game, trace, call), value);
    if (id == QLatin1String("can-i-win"))
        return NarrationTr::tr("The total has been reached: the %1 just won, so the %2 to move loses: returns %3.")
            .arg(playerName(other(mover)), playerName(mover), value);
    if (id == QLatin1String("stones"))
        return NarrationTr::tr("No stones left: the %1 removes nothing: returns %2.").arg(playerName(mover), value);
    return NarrationTr::tr("No piles left: the %1 gets nothing: returns %2.").arg(playerName(mover), value);
}

// A user's program: what its values say, with no rule of a seed game assumed. Empty where the
// win/lose sentences of the seed games serve.
QString programComputedText(const Game& game, const Trace& trace, std::int32_t call)
{
    const QString state = position(game, trace, call);
    const Player mover = trace.player(call);
    const QString value = game.valueText(trace.callValue(call));
    const std::int32_t deciding = decidingChild(game, trace, call);
    switch (deciding < 0 ? ValueMeaning::Plain : game.valueMeaning()) {
    case ValueMeaning::FirstPlayerScore:
        if (trace.pairValues()) // (the first player's, the second's): the move adds to the mover's number
            return NarrationTr::tr("Best for the %1 at %2: %3, whose call returns %4; with what this move adds: returns %5.")
                .arg(playerName(mover), state, moveAction(game, trace, deciding), game.valueText(trace.callValue(deciding)),
                    value);
        if (trace.earlyExit(call))
            return NarrationTr::tr("Cutoff at %1: after %2, worth %3 to the first player, the other moves cannot change the "
                                   "result: returns %4.")
                .arg(state, moveAction(game, trace, deciding))
                .arg(trace.value(deciding))
                .arg(value);
        return NarrationTr::tr("Best for the %1 at %2: %3, worth %4 to the first player: returns %5.")
            .arg(playerName(mover), state, moveAction(game, trace, deciding))
            .arg(trace.value(deciding))
            .arg(value);
    case ValueMeaning::MoverScore:
        return NarrationTr::tr("Best for the %1 at %2: %3, after which the opponent gets %4; so the %1 gets %5.")
            .arg(playerName(mover), state, moveAction(game, trace, deciding))
            .arg(trace.value(deciding))
            .arg(trace.value(call));
    case ValueMeaning::ScoreDifference:
        return NarrationTr::tr("Best for the %1 at %2: %3, after which the opponent's difference is %4: returns %5.")
            .arg(playerName(mover), state, moveAction(game, trace, deciding))
            .arg(trace.value(deciding))
            .arg(game.valueWithView(trace.callValue(call), mover));
    case ValueMeaning::Negamax:
        if (standing(game, trace, call) == Standing::Even)
            return NarrationTr::tr("No winning move for the %1 at %2: %3 holds a draw: returns %4.")
                .arg(playerName(mover), state, moveAction(game, trace, deciding), value);
        return {}; // a win: the seed games' sentence
    case ValueMeaning::Grundy:
        if (const auto reached = mexOfChildren(trace, call))
            return NarrationTr::tr("At %1: %2 = %3, not 0, so the %4 to move wins with %5, which reaches 0.")
                .arg(state, mexText(*reached), value, playerName(mover), moveAction(game, trace, deciding));
        return {};
    case ValueMeaning::Plain:
        if (game.valueMeaning() == ValueMeaning::Grundy)
            if (const auto reached = mexOfChildren(trace, call))
                return NarrationTr::tr("At %1: %2 = 0, no move reaches 0, so the %3 to move loses.")
                    .arg(state, mexText(*reached), playerName(mover));
        if (game.valueMeaning() != ValueMeaning::Plain && favouredPlayer(game, trace, call) != mover)
            return {}; // a lost position needs no deciding move
        return NarrationTr::tr("%1 returns %2, computed from its calls.").arg(state, value);
    case ValueMeaning::MoverWins:
    case ValueMeaning::FirstPlayerWins:
    case ValueMeaning::WinnerIndex: break;
    }
    return {};
}

QString computedText(const Game& game, const Trace& trace, std::int32_t call, bool memo)
{
    if (!hasArticleWords(game)) {
        if (const QString text = programComputedText(game, trace, call); !text.isEmpty())
            return memo ? NarrationTr::tr("%1 Stored in the memo.").arg(text) : text;
    }
    const QString state = position(game, trace, call);
    const Player mover = trace.player(call);
    // The sentence says who wins or gets what, so the value it returns is the bare one.
    const QString value = game.valueText(trace.callValue(call));
    const std::int32_t deciding = decidingChild(game, trace, call);
    QString text;
    if (game.valueMeaning() == ValueMeaning::MoverScore) {
        // "my share = stones left − the opponent's best", with the numbers
        const std::int64_t left = game.stonesLeft(trace.state(call));
        const std::int64_t opponent = wrappingDifference(left, trace.value(call)); // any value from a user's program
        if (game.id() == QLatin1String("stones"))
            text = NarrationTr::tr("Best for the %1 at %2: %3, after which the opponent gets %4; so the %1 gets %5 − %4 = %6.")
                       .arg(playerName(mover), state, moveAction(game, trace, deciding))
                       .arg(opponent)
                       .arg(left)
                       .arg(value);
        else
            text = NarrationTr::tr(
                "At %1 the best choice is %2, which holds the opponent to %3; the %4 gets the rest: %5 − %3 = %6.")
                       .arg(state, moveAction(game, trace, deciding))
                       .arg(opponent)
                       .arg(playerName(mover))
                       .arg(left)
                       .arg(value);
    } else if (favouredPlayer(game, trace, call) == mover) {
        const QString move = moveAction(game, trace, deciding);
        text = trace.earlyExit(call) ? NarrationTr::tr("%1 wins for the %2: stop here without trying the rest. %3 returns %4.")
                                           .arg(move, playerName(mover), state, value)
                                     : NarrationTr::tr("All moves tried: %1 wins for the %2 at %3: returns %4.")
                                           .arg(move, playerName(mover), state, value);
        text[0] = text[0].toUpper();
    } else {
        text = trace.earlyExit(call)
            ? NarrationTr::tr("Stop here: the %1 has no way to win at %2, the %3 wins: returns %4.")
                  .arg(playerName(mover), state, playerName(other(mover)), value)
            : NarrationTr::tr("All moves tried: no winning move for the %1, so the %2 wins at %3: returns %4.")
                  .arg(playerName(mover), playerName(other(mover)), state, value);
    }
    // The join is part of the sentence: Japanese puts no space between sentences. The cell is
    // named as the article's table indexes it, so the DP table tab and the sentence agree.
    if (memo && game.memoShape())
        text = NarrationTr::tr("%1 Stored in the memo: %2 = %3.")
                   .arg(text, cellName(*game.memoShape(), game.memoCell(trace.state(call))), value);
    else if (memo)
        text = NarrationTr::tr("%1 Stored in the memo.").arg(text);
    return text;
}
} // namespace

QString narrateEvent(const Game& game, const Trace& trace, std::int64_t index)
{
    const TraceEvent e = trace.event(index);
    const std::int32_t call = e.call;
    if (e.kind == EventKind::Enter)
        return enterText(game, trace, call);
    switch (trace.outcome(call)) {
    case Outcome::Base: return baseText(game, trace, call);
    case Outcome::Memo:
        if (trace.memoOf(call) < 0) // a user's program: no computed call has this label
            return NarrationTr::tr("%1: returns %2 from the memo (no call with this label computed it).")
                .arg(position(game, trace, call), game.valueText(trace.callValue(call)));
        return NarrationTr::tr("%1 was solved before (call #%2): returns %3 from the memo.")
            .arg(position(game, trace, call))
            .arg(trace.memoOf(call))
            .arg(game.valueText(trace.callValue(call)));
    case Outcome::Shortcut: {
        const std::int64_t left = game.stonesLeft(trace.state(call));
        return NarrationTr::tr("At %1, 2M covers every pile left: the %2 takes them all, %3 stones (not stored in the memo).")
            .arg(position(game, trace, call), playerName(trace.player(call)))
            .arg(left);
    }
    case Outcome::Computed: break;
    }
    return computedText(game, trace, call, trace.memoEnabled());
}

} // namespace gt
