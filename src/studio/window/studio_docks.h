// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The panels around the tree, each in a dock the teacher can move, close or reopen: the game
// form and the legend on the left; the call stack, the memo table and the inspector on the
// right; the solver's source (or the user's code) and the icicle of the whole run below. (The state graph has a tab beside the
// tree: CanvasTabs.)

#include "render/style.h"

#include <QObject>

class QDockWidget;
class QListView;
class QStackedWidget;
class QMainWindow;
class QTableView;

namespace gt {

class CallStackModel;
class CodeEditor;
class CodeRunInput;
class GameForm;
class IcicleView;
class InspectorPanel;
class LegendPanel;
class MemoTableModel;
class SourcePanel;

class StudioDocks : public QObject {
    Q_OBJECT

public:
    StudioDocks(QMainWindow* window, CallStackModel* stack, MemoTableModel* memo);
    void retranslate();
    // The panels' highlights and error colours from the palette the tree is drawn in.
    void setColors(const Palette& palette);
    // The memo table at the step: its count in the title, the entry just read (or the newest) in view.
    void followMemoTable(bool memoOn);
    // Once the window has its size (not when a saved layout was restored): the Game form the
    // height it needs, the legend the rest.
    void balanceLeftColumn();
    // The default layout on a screen under 1600 pixels wide: no right column, the canvas wider.
    // Below 1600 pixels the right column goes below the tree; below kSmallScreenPixels, tabbed.
    void arrangeForNarrowScreen(int width);
    static constexpr int kSmallScreenPixels = 1100;
    // The code dock shows the user's code (editable) or the built-in solver's listing. The first
    // time it shows code it grows, so that a screenful of the code is in view.
    void showCode(bool shown);
    void setCodeTitle(const QString& fileName);

    GameForm* form;
    CodeRunInput* runInput; // in the form, for code traced as written
    LegendPanel* legend;
    QListView* stackView;
    QTableView* memoView;
    InspectorPanel* inspector;
    SourcePanel* source; // a built-in solver's listing
    CodeEditor* code;    // the user's own code
    IcicleView* icicle;  // every call of the run at once
    QDockWidget* memoDock;

private:
    static constexpr int kLeastLegendHeight = 90;
    // Only the code dock's title: the rest of retranslate() redraws the icicle.
    void updateSourceTitle();

    QMainWindow* m_window;
    MemoTableModel* m_memo;
    QDockWidget* m_gameDock;
    QDockWidget* m_legendDock;
    QDockWidget* m_stackDock;
    QDockWidget* m_inspectorDock;
    QDockWidget* m_sourceDock;
    QDockWidget* m_icicleDock;
    QStackedWidget* m_sourceStack;
    QString m_codeTitle;
    bool m_codeShownBefore = false;
};

} // namespace gt
