// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The parameter parsers: any game and any text for its parameters makes the game or throws
// ParamError naming what was wrong.
#include "core/game.h"
#include "fuzz_input.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzInput in(data, size);
    const std::vector<gt::GameInfo> games = gt::allGames();
    const gt::GameInfo& game = games[std::size_t(in.below(int(games.size())))];
    gt::ParamText params;
    for (const gt::ParamSpec& spec : game.params)
        if (in.below(4) != 0) // sometimes missing
            params[spec.name] = in.text(40);
    if (in.below(8) == 0)
        params[in.text(8)] = in.text(8); // sometimes an unknown one
    try {
        const std::unique_ptr<gt::Game> made = gt::createGame(game.id, params);
        if (!made || made->paramsText().isEmpty())
            __builtin_trap();
    } catch (const gt::ParamError& error) {
        if (error.message().isEmpty())
            __builtin_trap();
    }
    return 0;
}
