#pragma once

#include "core/game.h"
#include "core/solve_run.h"

#include <QProcess>
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

// What a command line printed and how it ended (status -1: it did not finish in time).
struct CommandOutput {
    int status = -1;
    QByteArray out;
    QByteArray err;
};

inline CommandOutput runCommand(const QString& program, const QStringList& args, int timeoutMs = 60000)
{
    QProcess process;
    process.start(program, args);
    if (!process.waitForFinished(timeoutMs))
        return {};
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}
