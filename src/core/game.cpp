// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "game.h"

#include "games/can_i_win.h"
#include "games/prime_game.h"
#include "games/stone_game_ii.h"
#include "games/stones.h"

#include <QCoreApplication>

namespace gt {

namespace {
class ValueTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Value)
};

bool isFirst(Player p)
{
    return p == Player::First;
}
} // namespace

QString Game::title() const
{
    const std::optional<GameInfo> info = findGame(id());
    return info ? info->title : id();
}

namespace {
// |value| as text, exact for INT64_MIN too: "ahead by 3", "behind by 2".
QString magnitude(std::int64_t value)
{
    return QString::number(value < 0 ? 0 - std::uint64_t(value) : std::uint64_t(value));
}

int sign(std::int64_t value)
{
    return (value > 0) - (value < 0);
}

// A pair's first number minus its second, saturated: a user's program may return any 64-bit values.
std::int64_t wrappingLead(const CallValue& value)
{
    const __int128 lead = __int128(value.first) - value.second;
    return lead > INT64_MAX ? INT64_MAX : lead < INT64_MIN ? INT64_MIN : std::int64_t(lead);
}
} // namespace

QString Game::valueText(const CallValue& value) const
{
    return value.pair ? QStringLiteral("(%1, %2)").arg(answerText(value.first)).arg(value.second) : answerText(value.first);
}

// Whole sentences per case rather than pieces: Japanese and Korean order them differently.
QString Game::valueWithView(const CallValue& call, Player toMove) const
{
    const std::int64_t value = call.first;
    QString v = valueText(call);
    const bool first = isFirst(toMove);
    if (call.pair && valueMeaning() == ValueMeaning::FirstPlayerScore) { // (the first player's, the second's)
        const std::int64_t lead = wrappingLead(call);
        if (lead == 0)
            return ValueTr::tr("%1 · a tie").arg(v);
        return (lead > 0 ? ValueTr::tr("%1 · first player ahead by %2") : ValueTr::tr("%1 · second player ahead by %2"))
            .arg(v, magnitude(lead));
    }
    switch (valueMeaning()) {
    case ValueMeaning::FirstPlayerWins:
        return (value ? ValueTr::tr("%1 · first player wins") : ValueTr::tr("%1 · first player loses")).arg(v);
    case ValueMeaning::WinnerIndex:
        return (value ? ValueTr::tr("%1 · second player wins") : ValueTr::tr("%1 · first player wins")).arg(v);
    case ValueMeaning::MoverWins:
    case ValueMeaning::Grundy: // a Grundy number: 0 loses, any other wins
        if (value)
            return (first ? ValueTr::tr("%1 · first player (to move) wins") : ValueTr::tr("%1 · second player (to move) wins"))
                .arg(v);
        return (first ? ValueTr::tr("%1 · first player (to move) loses") : ValueTr::tr("%1 · second player (to move) loses"))
            .arg(v);
    case ValueMeaning::MoverScore:
        return (first ? ValueTr::tr("%1 · first player (to move) gets %2") : ValueTr::tr("%1 · second player (to move) gets %2"))
            .arg(v)
            .arg(value);
    case ValueMeaning::FirstPlayerScore: return ValueTr::tr("%1 · first player's score").arg(v);
    case ValueMeaning::ScoreDifference:
        if (value > 0)
            return (first ? ValueTr::tr("%1 · first player (to move) ahead by %2")
                          : ValueTr::tr("%1 · second player (to move) ahead by %2"))
                .arg(v, magnitude(value));
        if (value < 0)
            return (first ? ValueTr::tr("%1 · first player (to move) behind by %2")
                          : ValueTr::tr("%1 · second player (to move) behind by %2"))
                .arg(v, magnitude(value));
        return ValueTr::tr("%1 · a tie").arg(v);
    case ValueMeaning::Negamax:
        if (value > 0)
            return (first ? ValueTr::tr("%1 · first player (to move) wins") : ValueTr::tr("%1 · second player (to move) wins"))
                .arg(v);
        if (value < 0)
            return (first ? ValueTr::tr("%1 · first player (to move) loses") : ValueTr::tr("%1 · second player (to move) loses"))
                .arg(v);
        return ValueTr::tr("%1 · a draw").arg(v);
    case ValueMeaning::Plain: break;
    }
    return v;
}

QString Game::valueWithViewShort(const CallValue& call, Player toMove) const
{
    const std::int64_t value = call.first;
    QString v = valueText(call);
    const bool first = isFirst(toMove);
    if (call.pair && valueMeaning() == ValueMeaning::FirstPlayerScore) {
        const std::int64_t lead = wrappingLead(call);
        if (lead == 0)
            return ValueTr::tr("%1 · tie").arg(v);
        return (lead > 0 ? ValueTr::tr("%1 · 1st ahead by %2") : ValueTr::tr("%1 · 2nd ahead by %2")).arg(v, magnitude(lead));
    }
    switch (valueMeaning()) {
    case ValueMeaning::FirstPlayerWins: return (value ? ValueTr::tr("%1 · 1st wins") : ValueTr::tr("%1 · 1st loses")).arg(v);
    case ValueMeaning::WinnerIndex: return (value ? ValueTr::tr("%1 · 2nd wins") : ValueTr::tr("%1 · 1st wins")).arg(v);
    case ValueMeaning::MoverWins:
    case ValueMeaning::Grundy:
        if (value)
            return (first ? ValueTr::tr("%1 · 1st wins") : ValueTr::tr("%1 · 2nd wins")).arg(v);
        return (first ? ValueTr::tr("%1 · 1st loses") : ValueTr::tr("%1 · 2nd loses")).arg(v);
    case ValueMeaning::MoverScore:
        return (first ? ValueTr::tr("%1 · 1st gets %2") : ValueTr::tr("%1 · 2nd gets %2")).arg(v).arg(value);
    case ValueMeaning::FirstPlayerScore: return ValueTr::tr("%1 · 1st's score").arg(v);
    case ValueMeaning::ScoreDifference:
        if (value > 0)
            return (first ? ValueTr::tr("%1 · 1st ahead by %2") : ValueTr::tr("%1 · 2nd ahead by %2")).arg(v, magnitude(value));
        if (value < 0)
            return (first ? ValueTr::tr("%1 · 1st behind by %2") : ValueTr::tr("%1 · 2nd behind by %2")).arg(v, magnitude(value));
        return ValueTr::tr("%1 · tie").arg(v);
    case ValueMeaning::Negamax:
        if (value > 0)
            return (first ? ValueTr::tr("%1 · 1st wins") : ValueTr::tr("%1 · 2nd wins")).arg(v);
        if (value < 0)
            return (first ? ValueTr::tr("%1 · 1st loses") : ValueTr::tr("%1 · 2nd loses")).arg(v);
        return ValueTr::tr("%1 · draw").arg(v);
    case ValueMeaning::Plain: break;
    }
    return v;
}

Standing Game::standing(const CallValue& call, Player toMove) const
{
    const std::int64_t value = call.first;
    const Standing mover = isFirst(toMove) ? Standing::First : Standing::Second;
    const Standing other = isFirst(toMove) ? Standing::Second : Standing::First;
    if (call.pair && readsPairsAsScores(valueMeaning())) {
        const int lead = sign(wrappingLead(call)); // the first number's lead over the second
        const Standing ahead = valueMeaning() == ValueMeaning::MoverScore ? mover : Standing::First;
        const Standing behind = valueMeaning() == ValueMeaning::MoverScore ? other : Standing::Second;
        return lead > 0 ? ahead : lead < 0 ? behind : Standing::Even;
    }
    switch (valueMeaning()) {
    case ValueMeaning::FirstPlayerWins: return value ? Standing::First : Standing::Second;
    case ValueMeaning::WinnerIndex: return value ? Standing::Second : Standing::First;
    case ValueMeaning::FirstPlayerScore: return value >= 0 ? Standing::First : Standing::Second;
    case ValueMeaning::ScoreDifference:
    case ValueMeaning::Negamax: return sign(value) > 0 ? mover : sign(value) < 0 ? other : Standing::Even;
    case ValueMeaning::Plain: return Standing::First; // no players: nobody is favoured, the first by convention
    case ValueMeaning::MoverWins:
    case ValueMeaning::MoverScore:
    case ValueMeaning::Grundy: break;
    }
    return value ? mover : other;
}

std::vector<ValueMeaning> valueMeanings()
{
    return {ValueMeaning::MoverWins, ValueMeaning::FirstPlayerWins, ValueMeaning::MoverScore, ValueMeaning::FirstPlayerScore,
        ValueMeaning::Plain, ValueMeaning::ScoreDifference, ValueMeaning::Negamax, ValueMeaning::Grundy,
        ValueMeaning::WinnerIndex};
}

QString valueMeaningId(ValueMeaning meaning)
{
    switch (meaning) {
    case ValueMeaning::MoverWins: return QStringLiteral("mover-wins");
    case ValueMeaning::FirstPlayerWins: return QStringLiteral("first-player-wins");
    case ValueMeaning::MoverScore: return QStringLiteral("mover-score");
    case ValueMeaning::FirstPlayerScore: return QStringLiteral("first-player-score");
    case ValueMeaning::Plain: return QStringLiteral("plain");
    case ValueMeaning::ScoreDifference: return QStringLiteral("score-difference");
    case ValueMeaning::Negamax: return QStringLiteral("negamax");
    case ValueMeaning::Grundy: return QStringLiteral("grundy");
    case ValueMeaning::WinnerIndex: return QStringLiteral("winner-index");
    }
    return {};
}

std::optional<ValueMeaning> valueMeaningById(const QString& id)
{
    for (const ValueMeaning meaning : valueMeanings())
        if (valueMeaningId(meaning) == id)
            return meaning;
    return std::nullopt;
}

QString valueMeaningIdList()
{
    QStringList ids;
    for (const ValueMeaning meaning : valueMeanings())
        ids << valueMeaningId(meaning);
    return ids.join(QStringLiteral(", "));
}

QString valueMeaningTitle(ValueMeaning meaning)
{
    switch (meaning) {
    case ValueMeaning::MoverWins: return ValueTr::tr("The player to move wins (1/0)");
    case ValueMeaning::FirstPlayerWins: return ValueTr::tr("The first player wins (1/0)");
    case ValueMeaning::MoverScore: return ValueTr::tr("The mover's score (the rest is the opponent's)");
    case ValueMeaning::FirstPlayerScore: return ValueTr::tr("The first player's score");
    case ValueMeaning::Plain: return ValueTr::tr("Plain values (no players)");
    case ValueMeaning::ScoreDifference: return ValueTr::tr("Score difference (mine − the opponent's)");
    case ValueMeaning::Negamax: return ValueTr::tr("Negamax (1 win, 0 draw, −1 loss)");
    case ValueMeaning::Grundy: return ValueTr::tr("Grundy number (0 loses)");
    case ValueMeaning::WinnerIndex: return ValueTr::tr("The winner's index (0 the first player, 1 the second)");
    }
    return {};
}

std::vector<GameInfo> allGames()
{
    return {canIWinInfo(), stoneGameIIInfo(), stonesInfo(), primeGameInfo()};
}

std::optional<GameInfo> findGame(const QString& id)
{
    for (GameInfo& game : allGames())
        if (game.id == id)
            return std::move(game);
    return std::nullopt;
}

bool isBuiltInGame(const QString& id)
{
    static const QStringList ids = [] {
        QStringList all;
        for (const GameInfo& game : allGames())
            all << game.id;
        return all;
    }();
    return ids.contains(id);
}

std::unique_ptr<Game> createGame(const QString& id, const ParamText& text)
{
    const std::optional<GameInfo> info = findGame(id);
    if (!info) {
        QStringList ids;
        for (const GameInfo& game : allGames())
            ids << game.id;
        throw ParamError(QCoreApplication::translate("gt::Params", "unknown game '%1'; the games: %2")
                             .arg(id, ids.join(QStringLiteral(", "))));
    }
    return info->create(text);
}

} // namespace gt
