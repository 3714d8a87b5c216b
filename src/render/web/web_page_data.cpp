// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "render/web/web_page_data.h"

#include "core/narration.h"
#include "core/quiz.h"
#include "core/stepper.h"
#include "core/trace_analysis.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace gt {

namespace {
class WebPageTr {
    Q_DECLARE_TR_FUNCTIONS(gt::WebPage)
};

// Per step: its event as call * 2 + (1 for a return), the narration, and the source lines.
QJsonObject stepsData(const SolvedRun& run, std::int64_t lastStep, const SolverListing* source)
{
    const Trace& trace = *run.result.trace;
    QJsonArray events, narration, lines, callers;
    for (std::int64_t k = 0; k < lastStep; ++k) {
        const TraceEvent event = trace.event(k);
        events.append(qint64(event.call) * 2 + (event.kind == EventKind::Return ? 1 : 0));
        narration.append(narrateEvent(run.game, trace, k));
        if (!source)
            continue;
        const StepLines at = linesOfEvent(*source, trace, event);
        lines.append(at.running);
        callers.append(at.caller);
    }
    QJsonObject steps {{QStringLiteral("event"), events}, {QStringLiteral("narration"), narration}};
    if (source) {
        steps.insert(QLatin1String("line"), lines);
        steps.insert(QLatin1String("caller"), callers);
    }
    return steps;
}

// Per call: its caller, and its line in the call stack, with the move it is reached by for its
// caller's line ("#4  N=4, second player   → trying subtract 2").
QJsonObject callsData(const SolvedRun& run)
{
    const Trace& trace = *run.result.trace;
    QJsonArray parents, frames, trying;
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        parents.append(trace.parent(id));
        frames.append(QStringLiteral("#%1  %2").arg(QString::number(id), run.game.stateLabel(trace.state(id))));
        trying.append(id == 0 ? QString() : WebPageTr::tr("→ trying %1").arg(run.game.moveLabel(trace.move(id))));
    }
    return {{QStringLiteral("parent"), parents}, {QStringLiteral("frame"), frames}, {QStringLiteral("trying"), trying}};
}

// The entries in the order they are stored, each with the step from which it is in the table;
// per call, the entry a memo answer reads (-1 for the others).
QJsonValue memoData(const SolvedRun& run, std::int64_t lastStep)
{
    const Trace& trace = *run.result.trace;
    if (!trace.memoEnabled())
        return QJsonValue::Null;
    Stepper stepper(trace);
    stepper.setPosition(lastStep);
    QJsonArray calls, steps, states, values, reads;
    for (const std::int32_t call : stepper.memoStoredSoFar()) {
        calls.append(call);
        steps.append(qint64(trace.returnEvent(call) + 1));
        states.append(run.game.stateLabel(trace.state(call)));
        values.append(run.game.valueWithViewShort(trace.callValue(call), trace.player(call)));
    }
    for (std::int32_t id = 0; id < trace.size(); ++id)
        reads.append(trace.memoOf(id));
    return QJsonObject {{QStringLiteral("call"), calls}, {QStringLiteral("step"), steps}, {QStringLiteral("state"), states},
        {QStringLiteral("value"), values}, {QStringLiteral("reads"), reads}};
}

// A number for the page's script: JavaScript's numbers are exact only up to 2^53, so a value
// beyond that goes as its decimal text (the page compares answers as text).
QJsonValue scriptNumber(std::int64_t n)
{
    constexpr std::int64_t exact = std::int64_t(1) << 53;
    if (n >= -exact && n <= exact)
        return QJsonValue(qint64(n));
    return QString::number(n);
}

// What the student answers: who comes out ahead (0 first, 1 second, 2 a draw where the game has
// draws), or a number (up to `most` when set).
QJsonObject quizData(const SolvedRun& run)
{
    const Game& game = run.game;
    const Trace& trace = *run.result.trace;
    const ValueMeaning meaning = game.valueMeaning();
    const bool number = Quiz::asksNumber(meaning);
    QJsonArray questions, verdicts, truths, most;
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        if (!trace.returned(id)) { // a user's program stopped inside it: never asked
            questions.append(QString());
            verdicts.append(QString());
            truths.append(QJsonValue::Null);
            most.append(QJsonValue::Null);
            continue;
        }
        const QuizWords words = quizWords(game, trace, id);
        questions.append(words.question);
        verdicts.append(words.verdict);
        truths.append(number ? scriptNumber(trace.value(id)) : QJsonValue(int(standing(game, trace, id))));
        most.append(meaning == ValueMeaning::MoverScore ? scriptNumber(game.stonesLeft(trace.state(id))) : QJsonValue::Null);
    }
    return {{QStringLiteral("kind"), number ? QStringLiteral("number") : QStringLiteral("winner")},
        {QStringLiteral("draw"), meaning == ValueMeaning::Negamax}, {QStringLiteral("question"), questions},
        {QStringLiteral("verdict"), verdicts}, {QStringLiteral("truth"), truths}, {QStringLiteral("most"), most}};
}
} // namespace

QJsonObject webPageData(const SolvedRun& run, std::int64_t lastStep, const SolverListing* source)
{
    return {
        {QStringLiteral("steps"), stepsData(run, lastStep, source)},
        {QStringLiteral("calls"), callsData(run)},
        {QStringLiteral("memo"), memoData(run, lastStep)},
        {QStringLiteral("quiz"), quizData(run)},
        {QStringLiteral("source"), source ? QJsonValue(source->text) : QJsonValue::Null},
    };
}

} // namespace gt
