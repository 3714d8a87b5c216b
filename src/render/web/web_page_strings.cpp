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
        {"first", WebPageTr::tr("First")},
        {"firstTip", WebPageTr::tr("Back to the first step (Home)")},
        {"back", WebPageTr::tr("Back")},
        {"backTip", WebPageTr::tr("Step back: the previous event (Left, Page Up)")},
        {"into", WebPageTr::tr("Into")},
        {"intoTip", WebPageTr::tr("Step into: the next event (Right, Page Down, F11)")},
        {"over", WebPageTr::tr("Over")},
        {"overTip", WebPageTr::tr("Step over: finish the call about to start (Down, F10)")},
        {"out", WebPageTr::tr("Out")},
        {"outTip", WebPageTr::tr("Step out: return from the current call (Up, Shift+F11)")},
        {"last", WebPageTr::tr("Last")},
        {"lastTip", WebPageTr::tr("On to the last step (End)")},
        {"play", WebPageTr::tr("Play")},
        {"pause", WebPageTr::tr("Pause")},
        {"playTip", WebPageTr::tr("Play or pause (Space)")},
        {"speed", WebPageTr::tr("Speed")},
        {"speedTip", WebPageTr::tr("Play speed: 25 ms to 2 s per step")},
        {"timeline", WebPageTr::tr("Timeline")},
        {"stepOf", WebPageTr::tr("step %1 of %2")},
        {"stack", WebPageTr::tr("Call stack")},
        {"memo", WebPageTr::tr("Memo table")},
        {"source", WebPageTr::tr("Source")},
        {"legend", WebPageTr::tr("Legend")},
        {"running", WebPageTr::tr("← running")},
        {"stackEmpty", WebPageTr::tr("(empty: the root has returned)")},
        {"stackMore", WebPageTr::tr("… %1 more calls …")},
        {"memoOrder", WebPageTr::tr("#")},
        {"memoState", WebPageTr::tr("State")},
        {"memoValue", WebPageTr::tr("Value")},
        {"memoStoredBy", WebPageTr::tr("Stored by")},
        {"memoEmpty", WebPageTr::tr("Nothing stored yet.")},
        {"memoOff", WebPageTr::tr("The memo is off in this run.")},
        {"dpTable", WebPageTr::tr("DP table")},
        {"dpNote", WebPageTr::tr("The memo as the article's table: %1 of %2 cells stored by this step.")},
        {"tree", WebPageTr::tr("The call tree: drag to pan, wheel or pinch to zoom")},
        {"zoomIn", WebPageTr::tr("Zoom in (+)")},
        {"zoomOut", WebPageTr::tr("Zoom out (-)")},
        {"fit", WebPageTr::tr("Show the whole tree (0)")},
        {"keys",
            WebPageTr::tr("Keys: Right into, Down over, Up out, Left back, Home and End, Space play; + and - zoom, 0 the "
                          "whole tree, Shift with an arrow pans.")},
        {"quiz", WebPageTr::tr("Quiz")},
        {"quizTip", WebPageTr::tr("Pause before each return: guess the value, then it is revealed")},
        {"quizHint", WebPageTr::tr("Quiz: step on; the run pauses before each return to ask.")},
        {"tally", WebPageTr::tr("%1 of %2 right")},
        {"firstPlayer", WebPageTr::tr("First player")},
        {"secondPlayer", WebPageTr::tr("Second player")},
        {"draw", WebPageTr::tr("Draw")},
        {"answer", WebPageTr::tr("Your answer")},
        {"check", WebPageTr::tr("Check")},
        {"right", WebPageTr::tr("Right.")},
        {"wrong", WebPageTr::tr("Not quite.")},
    };
}

} // namespace gt
