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

// Whole sentences per case rather than pieces: Japanese and Korean order them differently.
QString Game::valueWithView(std::int64_t value, Player toMove) const
{
    const QString v = answerText(value);
    const bool first = isFirst(toMove);
    switch (valueMeaning()) {
    case ValueMeaning::FirstPlayerWins:
        return (value ? ValueTr::tr("%1 · first player wins") : ValueTr::tr("%1 · first player loses")).arg(v);
    case ValueMeaning::MoverWins:
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
    case ValueMeaning::Plain: break;
    }
    return v;
}

QString Game::valueWithViewShort(std::int64_t value, Player toMove) const
{
    const QString v = answerText(value);
    const bool first = isFirst(toMove);
    switch (valueMeaning()) {
    case ValueMeaning::FirstPlayerWins: return (value ? ValueTr::tr("%1 · 1st wins") : ValueTr::tr("%1 · 1st loses")).arg(v);
    case ValueMeaning::MoverWins:
        if (value)
            return (first ? ValueTr::tr("%1 · 1st wins") : ValueTr::tr("%1 · 2nd wins")).arg(v);
        return (first ? ValueTr::tr("%1 · 1st loses") : ValueTr::tr("%1 · 2nd loses")).arg(v);
    case ValueMeaning::MoverScore:
        return (first ? ValueTr::tr("%1 · 1st gets %2") : ValueTr::tr("%1 · 2nd gets %2")).arg(v).arg(value);
    case ValueMeaning::FirstPlayerScore: return ValueTr::tr("%1 · 1st's score").arg(v);
    case ValueMeaning::Plain: break;
    }
    return v;
}

Player Game::winner(std::int64_t value, Player toMove) const
{
    const Player other = isFirst(toMove) ? Player::Second : Player::First;
    if (valueMeaning() == ValueMeaning::FirstPlayerWins)
        return value ? Player::First : Player::Second;
    if (valueMeaning() == ValueMeaning::FirstPlayerScore)
        return value >= 0 ? Player::First : Player::Second;
    return value ? toMove : other;
}

std::int64_t Game::valueWhenWins(Player winner, Player toMove) const
{
    if (valueMeaning() == ValueMeaning::FirstPlayerWins)
        return isFirst(winner) ? 1 : 0;
    return winner == toMove ? 1 : 0;
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
