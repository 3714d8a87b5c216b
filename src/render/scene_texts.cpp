// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "scene_texts.h"

#include <QFontMetricsF>

namespace gt {

QString treeViewText(DrawOptions::View view)
{
    return view == DrawOptions::View::Tree ? SceneTr::tr("call tree") : SceneTr::tr("state graph: one node per state");
}

QString drawnPartLine(int depthShown, std::int64_t callsDrawn, std::int64_t recordedCalls)
{
    return SceneTr::tr("drawn: depth 0 to %1, %2 of %3 recorded calls; each “+N calls” node stands for a subtree")
        .arg(depthShown)
        .arg(countText(callsDrawn), countText(recordedCalls));
}

QString movesNotDrawnLine(std::int64_t moves, bool named)
{
    if (!named) // a program's moves have no words: the nodes only count them
        return SceneTr::tr("%1 moves not drawn stand in “+k moves” nodes").arg(countText(moves));
    return SceneTr::tr("%1 moves not drawn stand in “+k moves” nodes, which name the first and the last").arg(countText(moves));
}

QString stepStartText(std::int32_t call, const QString& state)
{
    return SceneTr::tr("call #%1 starts: %2").arg(call).arg(state);
}

QString stepReturnText(std::int32_t call, const QString& value)
{
    return SceneTr::tr("call #%1 returns %2").arg(call).arg(value);
}

QString stepTitleLine(std::int64_t step, std::int64_t steps, const QString& what)
{
    return SceneTr::tr("step %1 of %2: %3").arg(countText(step), countText(steps), what);
}

bool answerKnownAt(const Trace& trace, std::optional<std::int64_t> step)
{
    return !step || trace.empty() || *step > trace.returnEvent(0);
}

QStringList runTitleLines(const SolvedRun& run, const QString& view, std::int64_t repeatedCalls, bool showAnswer)
{
    QString options = run.options.memo ? SceneTr::tr("memo on") : SceneTr::tr("memo off");
    if (run.game.hasShortCircuit())
        options += QStringLiteral(" · ")
            + (run.options.shortCircuit ? SceneTr::tr("short-circuit on") : SceneTr::tr("short-circuit off"));
    options += QStringLiteral(" · ") + view;
    const RunStats& stats = run.result.stats;
    // A program's output of several lines (a grid of A and B) is shown on its lines, after the counts.
    const QStringList answer = showAnswer ? run.game.runAnswerText(run.result.answer).split(u'\n') : QStringList();
    QString summary = answer.size() > 1
        ? SceneTr::tr("%1 calls · %2 memo hits").arg(countText(stats.calls), countText(stats.memoHits))
        : showAnswer ? SceneTr::tr("answer: %1 · %2 calls · %3 memo hits")
                           .arg(answer.value(0), countText(stats.calls), countText(stats.memoHits))
                     : SceneTr::tr("answer: when the root returns · %1 calls · %2 memo hits")
                           .arg(countText(stats.calls), countText(stats.memoHits));
    if (repeatedCalls > 0)
        summary += QStringLiteral(" · ")
            + SceneTr::tr("%1 calls (%2%) in repeated subtrees")
                  .arg(countText(repeatedCalls))
                  .arg(qRound(100.0 * double(repeatedCalls) / double(std::max<std::int64_t>(1, stats.calls))));
    QStringList lines {options, summary};
    if (answer.size() > 1) {
        constexpr qsizetype kMostLines = 8;
        lines << SceneTr::tr("answer:");
        for (const QString& line : answer.mid(0, kMostLines))
            lines << QStringLiteral("  ") + line;
        const qsizetype more = answer.size() - kMostLines;
        if (more > 0)
            lines << QStringLiteral("  ") + (more == 1 ? SceneTr::tr("… 1 more line") : SceneTr::tr("… %1 more lines").arg(more));
    }
    return lines;
}

QStringList recordingNotes(const Trace& trace)
{
    QStringList notes;
    if (trace.truncated())
        notes << SceneTr::tr("recording stopped after %1 calls (the recording limit); the counts are exact")
                     .arg(countText(trace.size()));
    return notes;
}

double placeRunTitle(const SolvedRun& run, QStringList lines, const Style& style, std::vector<SceneText>* title)
{
    if (run.result.trace->empty())
        lines << SceneTr::tr("answered before any recursive call");
    double y = style.margin;
    const QFontMetricsF big = textMetrics(style.titleFont);
    y += big.ascent();
    title->push_back({pictureHeading(run.game), {style.margin, y}, style.titleFont, style.palette.text, true});
    y += big.descent() + 4;
    const QFontMetricsF small = textMetrics(style.labelFont);
    for (const QString& line : lines) {
        y += small.ascent();
        title->push_back({line, {style.margin, y}, style.labelFont, style.palette.mutedText, true});
        y += small.descent() + 2;
    }
    return y;
}

std::vector<LegendItem> whoWinsLegend(const Game& game, bool pairValues)
{
    using S = LegendEntry::Swatch;
    if (game.valueMeaning() == ValueMeaning::ScoreDifference || (pairValues && readsPairsAsScores(game.valueMeaning())))
        return {{S::First, SceneTr::tr("first player ahead")}, {S::Second, SceneTr::tr("second player ahead")},
            {S::Tie, SceneTr::tr("a tie")}};
    if (game.valueMeaning() == ValueMeaning::MoverScore)
        return {{S::First, SceneTr::tr("first player gets at least half")},
            {S::Second, SceneTr::tr("second player gets at least half")}};
    if (game.valueMeaning() == ValueMeaning::FirstPlayerScore)
        return {
            {S::First, SceneTr::tr("first player's score 0 or more")}, {S::Second, SceneTr::tr("first player's score below 0")}};
    if (game.valueMeaning() == ValueMeaning::Negamax)
        return {{S::First, SceneTr::tr("first player wins")}, {S::Second, SceneTr::tr("second player wins")},
            {S::Tie, SceneTr::tr("a draw")}};
    if (game.valueMeaning() == ValueMeaning::Plain)
        return {}; // no players: nobody wins
    return {{S::First, SceneTr::tr("first player wins")}, {S::Second, SceneTr::tr("second player wins")}};
}

std::vector<LegendItem> treeLegendItems(const Game& game, const TreeLegendFacts& facts)
{
    const ValueMeaning meaning = game.valueMeaning();
    using S = LegendEntry::Swatch;
    std::vector<LegendItem> items {{S::Or, SceneTr::tr("a call")}};
    if (meaning != ValueMeaning::Plain) {
        items = {{S::Or, SceneTr::tr("first player to move (OR)")}, {S::And, SceneTr::tr("second player to move (AND)")}};
        if (facts.played)
            items.push_back({S::Played, SceneTr::tr("the game played (ringed: the position reached)")});
    }
    if (meaning != ValueMeaning::Plain && !facts.outcomes) {
        items.push_back({S::Pending, SceneTr::tr("who wins is hidden")});
    } else if (meaning != ValueMeaning::Plain) {
        for (const LegendItem& item : whoWinsLegend(game, facts.pairValues))
            items.push_back(item);
        items.push_back({S::BestLine, SceneTr::tr("line of best play")});
        items.push_back({S::Deciding,
            meaning == ValueMeaning::MoverScore || meaning == ValueMeaning::FirstPlayerScore
                ? SceneTr::tr("best move elsewhere")
                : SceneTr::tr("winning move elsewhere")});
    }
    if (facts.memo)
        items.push_back({S::Memo,
            facts.memoLinks ? SceneTr::tr("answered from the memo (dashed arrow: where it was computed)")
                            : SceneTr::tr("answered from the memo")});
    if (facts.takeAll)
        items.push_back({S::TakeAll, SceneTr::tr("2M covers every pile left: takes them all (not stored)")});
    if (facts.firstCopy)
        items.push_back({S::RepeatFirst, SceneTr::tr("first computed here: the same subtree is computed again later")});
    if (facts.repeat)
        items.push_back({S::Repeat, SceneTr::tr("repeated subtree: this state was computed before")});
    if (facts.cut)
        items.push_back({S::Cut, SceneTr::tr("subtree not drawn")});
    if (facts.elided)
        items.push_back({S::Cut, SceneTr::tr("moves not drawn (“+k moves”)")});
    if (facts.shared)
        items.push_back({S::Shared, SceneTr::tr("×k: a state reached by k calls")});
    if (facts.skipped)
        items.push_back({S::Skipped, SceneTr::tr("move not tried (short-circuit)")});
    if (facts.step) {
        items.push_back({S::Current, SceneTr::tr("current call")});
        items.push_back({S::Pending, SceneTr::tr("not returned yet")});
    }
    return items;
}

} // namespace gt
