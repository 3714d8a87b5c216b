// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "render/web/web_page_strings.h"

#include <QCoreApplication>

namespace gt {

namespace {
class WebPageTr {
    Q_DECLARE_TR_FUNCTIONS(gt::WebPage)
};
} // namespace

// Keys first, as the script names them; the groups: stepping, the panels, the quiz.
QJsonObject webPageStrings()
{
    return {
        {QStringLiteral("first"), WebPageTr::tr("First")},
        {QStringLiteral("firstTip"), WebPageTr::tr("Back to the first step (Home)")},
        {QStringLiteral("back"), WebPageTr::tr("Back")},
        {QStringLiteral("backTip"), WebPageTr::tr("Step back: the previous event (Left, Page Up)")},
        {QStringLiteral("into"), WebPageTr::tr("Into")},
        {QStringLiteral("intoTip"), WebPageTr::tr("Step into: the next event (Right, Page Down, F11)")},
        {QStringLiteral("over"), WebPageTr::tr("Over")},
        {QStringLiteral("overTip"), WebPageTr::tr("Step over: finish the call about to start (Down, F10)")},
        {QStringLiteral("out"), WebPageTr::tr("Out")},
        {QStringLiteral("outTip"), WebPageTr::tr("Step out: return from the current call (Up, Shift+F11)")},
        {QStringLiteral("last"), WebPageTr::tr("Last")},
        {QStringLiteral("lastTip"), WebPageTr::tr("On to the last step (End)")},
        {QStringLiteral("play"), WebPageTr::tr("Play")},
        {QStringLiteral("pause"), WebPageTr::tr("Pause")},
        {QStringLiteral("playTip"), WebPageTr::tr("Play or pause (Space)")},
        {QStringLiteral("speed"), WebPageTr::tr("Speed")},
        {QStringLiteral("speedTip"), WebPageTr::tr("Play speed: 25 ms to 2 s per step")},
        {QStringLiteral("timeline"), WebPageTr::tr("Timeline")},
        {QStringLiteral("stepOf"), WebPageTr::tr("step %1 of %2")},
        {QStringLiteral("stack"), WebPageTr::tr("Call stack")},
        {QStringLiteral("memo"), WebPageTr::tr("Memo table")},
        {QStringLiteral("source"), WebPageTr::tr("Source")},
        {QStringLiteral("legend"), WebPageTr::tr("Legend")},
        {QStringLiteral("running"), WebPageTr::tr("← running")},
        {QStringLiteral("stackEmpty"), WebPageTr::tr("(empty: the root has returned)")},
        {QStringLiteral("stackMore"), WebPageTr::tr("… %1 more calls …")},
        {QStringLiteral("memoOrder"), WebPageTr::tr("#")},
        {QStringLiteral("memoState"), WebPageTr::tr("State")},
        {QStringLiteral("memoValue"), WebPageTr::tr("Value")},
        {QStringLiteral("memoStoredBy"), WebPageTr::tr("Stored by")},
        {QStringLiteral("memoEmpty"), WebPageTr::tr("Nothing stored yet.")},
        {QStringLiteral("memoOff"), WebPageTr::tr("The memo is off in this run.")},
        {QStringLiteral("dpTable"), WebPageTr::tr("DP table")},
        {QStringLiteral("dpNote"), WebPageTr::tr("The memo as the article's table: %1 of %2 cells stored by this step.")},
        {QStringLiteral("tree"), WebPageTr::tr("The call tree: drag to pan, wheel or pinch to zoom")},
        {QStringLiteral("zoomIn"), WebPageTr::tr("Zoom in (+)")},
        {QStringLiteral("zoomOut"), WebPageTr::tr("Zoom out (-)")},
        {QStringLiteral("fit"), WebPageTr::tr("Show the whole tree (0)")},
        {QStringLiteral("keys"),
            WebPageTr::tr("Keys: Right into, Down over, Up out, Left back, Home and End, Space play; + and - zoom, 0 the "
                          "whole tree, Shift with an arrow pans.")},
        {QStringLiteral("quiz"), WebPageTr::tr("Quiz")},
        {QStringLiteral("quizTip"), WebPageTr::tr("Pause before each return: guess the value, then it is revealed")},
        {QStringLiteral("quizHint"), WebPageTr::tr("Quiz: step on; the run pauses before each return to ask.")},
        {QStringLiteral("tally"), WebPageTr::tr("%1 of %2 right")},
        {QStringLiteral("firstPlayer"), WebPageTr::tr("First player")},
        {QStringLiteral("secondPlayer"), WebPageTr::tr("Second player")},
        {QStringLiteral("draw"), WebPageTr::tr("Draw")},
        {QStringLiteral("answer"), WebPageTr::tr("Your answer")},
        {QStringLiteral("check"), WebPageTr::tr("Check")},
        {QStringLiteral("right"), WebPageTr::tr("Right.")},
        {QStringLiteral("wrong"), WebPageTr::tr("Not quite.")},
    };
}

} // namespace gt
