#pragma once

#include "core/game.h"
#include "core/solve_run.h"

#include <QStringList>

// "max=10 total=11" -> {max: "10", total: "11"}
inline gt::ParamText paramText(const QString& spec)
{
    gt::ParamText text;
    for (const QString& item : spec.split(u' ', Qt::SkipEmptyParts)) {
        const qsizetype eq = item.indexOf(u'=');
        text[item.left(eq)] = item.mid(eq + 1);
    }
    return text;
}

inline std::unique_ptr<gt::Game> makeGame(const QString& id, const QString& spec)
{
    return gt::createGame(id, paramText(spec));
}

// A game and its traced run, kept together (the trace's labels need the game).
struct Run {
    std::unique_ptr<gt::Game> game;
    gt::SolveResult result;
};

inline Run traced(const QString& id, const QString& params, gt::SolveOptions options, gt::RunLimits limits = {})
{
    Run run {makeGame(id, params), {}};
    run.result = gt::solveTraced(*run.game, options, limits);
    return run;
}
