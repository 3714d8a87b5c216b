// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The window's own actions (sessions, view, run, help) and the menu bar that gathers them with
// the actions of the parts (stepping, quiz, find, export, presentation). Texts are set in
// retranslate(), so a language switch changes them in place.

#include <QObject>

#include <functional>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;

namespace gt {

class CodeWorkspace;
class ComparisonPane;
class ExportActions;
class FindBar;
class PresentationMode;
class PlayMode;
class PrintActions;
class QuizBar;
class RecentFiles;
class StepControls;
class TreeView;
class UserGuide;

class StudioActions : public QObject {
    Q_OBJECT

public:
    explicit StudioActions(QMainWindow* window);

    struct Parts {
        const StepControls* steps;
        const QuizBar* quiz;
        const FindBar* find;
        const ExportActions* exports;
        const PrintActions* print;
        const PresentationMode* presentation;
        const ComparisonPane* comparison;
        const CodeWorkspace* code;
        const RecentFiles* recent;
        const PlayMode* play;
    };
    void buildMenus(const Parts& parts);
    // Fit, zoom and actual size act on the canvas shown (the tree or the state graph).
    void connectView(const std::function<TreeView*()>& shown);
    void retranslate();

    QAction* open;
    QAction* save;
    QAction* quit;
    QAction* fit;
    QAction* zoomIn;
    QAction* zoomOut;
    QAction* actualSize;
    QAction* showCurrent;
    QAction* collapse;
    QAction* bestLine;
    QAction* stateGraph; // checked: the state graph's tab is shown
    QAction* memoTable;  // checked: the memo table's tab is shown
    QAction* solve;
    QAction* cancel;
    QAction* includeFolders; // Run › Include Folders…: the main window opens the dialog
    QAction* shortcuts;
    QAction* userGuide; // F1
    QAction* about;
    QActionGroup* palettes;  // data(): the palette id
    QActionGroup* languages; // data(): the language id

signals:
    // A path chosen in the Open or Save Session dialog (saving adds ".gtree" when missing).
    void openRequested(const QString& path);
    void saveRequested(const QString& path);

private:
    QMainWindow* m_window;
    QMenu* m_file = nullptr;
    QMenu* m_view = nullptr;
    QMenu* m_paletteMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_run = nullptr;
    QMenu* m_help = nullptr;
    UserGuide* m_guide = nullptr;
};

} // namespace gt
