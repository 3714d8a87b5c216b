#include "game.h"

#include "games/can_i_win.h"
#include "games/prime_game.h"
#include "games/stone_game_ii.h"
#include "games/stones.h"

#include <QCoreApplication>

namespace gt {

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
