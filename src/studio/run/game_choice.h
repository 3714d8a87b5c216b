// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What Solve runs: a built-in game, or the user's own code as the editor holds it now (compiled
// by the job, off the GUI thread), with how it is run: its standard input, the call for a class
// without main(), the top-level call drawn, the include folders.

#include "usercode/code_options.h"

#include "core/game.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace gt {

struct GameChoice {
    QString gameId;                     // a built-in game's id; empty for code
    QString codeName;                   // the user's file as messages name it; its folder resolves #include "..."
    QByteArray codeSource;              // the editor's text
    CodeOptions codeOptions;            // code traced as written: its input, call, what is drawn
    std::optional<ValueMeaning> values; // code: how its values read, when not as it declares
    // Code: the parameters were given (by a session), not typed into the fields of an earlier
    // compile, so one the program does not declare is an error, as for a built-in game.
    bool paramsGiven = false;

    bool isCode() const { return gameId.isEmpty(); }
    static GameChoice builtIn(const QString& id) { return {id, {}, {}, {}, {}, false}; }
    static GameChoice code(const QString& name, const QByteArray& source, const CodeOptions& options = {})
    {
        return {{}, name, source, options, {}, false};
    }
};

} // namespace gt
