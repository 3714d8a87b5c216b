// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The studio's window. It only assembles: the form, the tree, the panels and the parts that own
// a concern each (stepping, quiz, find, presentation, export, print, status), wired with signals.

#include "render/node_ref.h"
#include "render/style.h"
#include "studio/canvas/canvas_tabs.h"
#include "studio/modes/find_bar.h"
#include "studio/panels/inspector_panel.h"
#include "studio/panels/narration_band.h"
#include "studio/panels/notice_banner.h"
#include "studio/modes/presentation_mode.h"
#include "studio/modes/quiz_bar.h"
#include "studio/run/run_status_bar.h"
#include "studio/modes/step_controls.h"
#include "studio/window/studio_docks.h"
#include "studio/canvas/tree_navigator.h"
#include "studio/run/studio_run.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QDockWidget;
class QListView;
class QMenu;
class QTableView;
class QToolBar;

class QSplitter;

namespace gt {

struct Session;
class CallStackModel;
class CodeWorkspace;
class ExportActions;
class ComparisonPane;
class FindBar;
class GameForm;
class IcicleView;
class InspectorPanel;
class LegendPanel;
class MemoTableModel;
class NarrationBand;
class PresentationMode;
class PlayMode;
class PrintActions;
class QuizBar;
class RecentFiles;
class RunStatusBar;
class SolveJob;
class SourcePanel;
class StudioActions;
class StudioDocks;
class TimelineSlider;
class TreeView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override = default;

    GameForm* form() const { return m_docks->form; }
    TreeView* treeView() const { return m_view; }
    ComparisonPane* comparison() const { return m_comparison; }
    TreeView* stateGraphView() const { return m_canvas->stateGraph(); }
    CanvasTabs* canvas() const { return m_canvas; }
    SourcePanel* sourcePanel() const { return m_docks->source; }
    CodeWorkspace* code() const { return m_code; }
    RecentFiles* recentFiles() const { return m_recent; }
    CallStackModel* callStack() const { return m_stackModel; }
    MemoTableModel* memoTable() const { return m_memoModel; }
    InspectorPanel* inspector() const { return m_docks->inspector; }
    IcicleView* icicle() const { return m_docks->icicle; }
    StepControls* stepControls() const { return m_steps; }
    FindBar* findBar() const { return m_find; }
    QuizBar* quiz() const { return m_quiz; }
    PrintActions* printActions() const { return m_print; }
    PlayMode* playMode() const { return m_playMode; }
    ExportActions* exportActions() const { return m_export; }
    SolveJob* job() const { return m_job; }
    StudioRun* run() const { return m_run.get(); }
    QString statusText() const { return m_status->text(); }
    QString bannerText() const { return m_banner->isVisible() ? m_banner->message() : QString(); }
    QString narrationText() const { return m_narration->text(); }
    QString stepText() const;

    // Solves what the form says; `step` then moves there (clamped).
    void solve(std::optional<std::int64_t> step = std::nullopt);
    // Whether a session's code may run: asked each time, or given on the command line.
    enum class CodeConsent { Ask, Given };
    // Opens a session; what was wrong with it (also shown in the banner), or empty.
    QString openSession(const QString& path, CodeConsent consent = CodeConsent::Ask);
    void saveSession(const QString& path);
    // A program (.cpp, .py) in the code editor, after Save/Discard/Cancel for the code there; a
    // failure is shown in the banner. A session (.gtree) opens as openSession() does. For
    // File › Open Recent and files dropped on the window.
    void openFile(const QString& path);
    void restoreSettings();
    // English, Japanese or Korean, at once: every text changes, the layout stays.
    void switchLanguage(const QString& id);
    void setPresentation(bool on) { m_presentation->setOn(on); }
    bool isPresenting() const { return m_presentation->isOn(); }

public slots:
    void cancelRun();
    // A click on a node (tree, state graph, panels): a call is selected (a memo answer leads to
    // the call that computed it), a "+N calls" cut opens.
    void selectNode(gt::NodeRef ref) { m_navigator->select(ref); }

signals:
    void runShown(); // a run (or an error) is on screen
    void stepShown();

protected:
    void closeEvent(QCloseEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    // A program or a session dragged from a file manager opens (the first of several).
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void setupCentralWidget();
    void setupParts();
    void connectRunsAndSelection();
    void setupMenus();
    void setupToolBars();
    void fitStepBar();
    void retranslate();
    void onFinished(std::shared_ptr<StudioRun> run);
    void onFailed(const QString& message, bool cancelled);
    void showRun();
    void clearRun();
    void showCodeLoaded();
    void showStep(bool fit = false);
    void showStateGraph();
    void showMemoTable();
    void showSourceLine();
    void connectCode();
    void connectRecentFiles();
    // A session's code runs only when the user says so, every time: a session can come from anyone.
    bool confirmSessionCode(const QString& fileName, const Session& session);
    static constexpr int kInputShownWhole = 12; // lines of a session's input shown in its question
    void updateActions();
    // Run › Include Folders…: asks, remembers in the settings, and uses them from the next run.
    void chooseIncludeFolders();
    Style currentStyle() const;
    void setPalette(const QString& id);

    TreeView* m_view;
    CanvasTabs* m_canvas;
    NoticeBanner* m_banner;
    NarrationBand* m_narration;
    QuizBar* m_quiz;
    CallStackModel* m_stackModel;
    MemoTableModel* m_memoModel;
    TimelineSlider* m_timeline;
    QLabel* m_stepLabel;
    RunStatusBar* m_status;
    SolveJob* m_job;
    StepControls* m_steps;
    FindBar* m_find;
    ComparisonPane* m_comparison;
    QSplitter* m_trees;                            // the tree and the one compared with
    static constexpr int kWideScreenPixels = 1600; // room for docks on both sides of the tree
    bool m_shownBefore = false;
    bool m_layoutRestored = false; // the user's saved dock layout is kept as it was
    TreeNavigator* m_navigator;
    PresentationMode* m_presentation;
    ExportActions* m_export;
    PrintActions* m_print;
    PlayMode* m_playMode;
    CodeWorkspace* m_code;
    RecentFiles* m_recent;
    std::shared_ptr<StudioRun> m_run;
    std::optional<std::int64_t> m_pendingStep;
    double m_pendingZoom = 0; // from a session; 0: frame the new run
    QString m_palette = QStringLiteral("default");
    QString m_quizVerdict;          // the banner's text while it shows the quiz's last verdict
    QByteArray m_userLayout;        // docks and toolbars as the user left them before a language switch
    QByteArray m_layoutAfterSwitch; // as a switch left them

    StudioActions* m_actions;
    StudioDocks* m_docks;
    QToolBar* m_stepBar = nullptr;
    int m_stepBarWithWords = 0; // its width with words beside the icons; 0: to be measured
    QToolBar* m_timelineBar = nullptr;
};

} // namespace gt
