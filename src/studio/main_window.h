#pragma once

#include "core/session_file.h"
#include "render/style.h"
#include "studio_run.h"

#include <QMainWindow>
#include <QTimer>

#include <memory>
#include <set>

class QAction;
class QDockWidget;
class QFrame;
class QLineEdit;
class QSpinBox;
class QLabel;
class QListView;
class QProgressBar;
class QPushButton;
class QSlider;
class QTableView;
class QTextBrowser;

namespace gt {

class CallStackModel;
class GameForm;
class LegendPanel;
class MemoTableModel;
class SolveJob;
class SourcePanel;
class TimelineSlider;
class TreeView;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    GameForm* form() const { return m_form; }
    TreeView* treeView() const { return m_view; }
    TreeView* stateGraphView() const { return m_dagView; }
    QDockWidget* stateGraphDock() const { return m_dagDock; }
    SourcePanel* sourcePanel() const { return m_source; }
    CallStackModel* callStack() const { return m_stackModel; }
    MemoTableModel* memoTable() const { return m_memoModel; }
    QTextBrowser* inspector() const { return m_inspector; }
    SolveJob* job() const { return m_job; }
    StudioRun* run() const { return m_run.get(); }
    QString statusText() const;
    QString bannerText() const;
    QString narrationText() const;

    // Solves what the form says; `step` then moves there (clamped).
    void solve(std::optional<std::int64_t> step = std::nullopt);
    void openSession(const QString& path);
    void saveSession(const QString& path);
    void restoreSettings();
    // English, Japanese or Korean, at once: the window's widgets are made again in that language.
    void switchLanguage(const QString& id);
    // Full screen, the tree and the narration only, high contrast; Esc leaves.
    void setPresentation(bool on);
    bool isPresenting() const { return m_presenting; }
    // Quiz: stepping pauses before each return (or the root's moves' returns) until the class
    // answers; the answer is revealed and tallied.
    void setQuizMode(bool on);
    void answerQuiz(std::int32_t value);
    QString quizQuestion() const;
    QString quizTally() const;
    // Calls whose state label contains `text` (whole numbers: "n=1" does not find n=10), in call
    // order; the first is shown.
    void find(const QString& text);
    void findNext(int direction = 1);
    QString findStatus() const;

public slots:
    void stepInto();
    void stepOver();
    void stepOut();
    void stepBack();
    void toFirst();
    void toLast();
    void togglePlay();
    void cancelRun();
    void selectNode(const QString& id);

signals:
    void runShown(); // a run (or an error) is on screen
    void stepShown();

protected:
    void closeEvent(QCloseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void step(void (Stepper::*move)());
    void buildUi();
    void buildQuizBar();
    void updateQuizBar();
    bool isQuizQuestion(std::int64_t event) const;
    void showRun();
    void buildActions();
    void buildDocks();
    void onFinished(std::shared_ptr<StudioRun> run);
    void onFailed(const QString& message, bool cancelled);
    void showStep(bool fit = false);
    void updateActions();
    void updateInspector();
    void exportPicture(bool wholeRun);
    void copyPicture();
    void exportSlides();
    void setBanner(const QString& text, bool error);
    Style currentStyle() const;
    void setPalette(const QString& id);
    int playInterval() const;

    GameForm* m_form;
    TreeView* m_view;
    TreeView* m_dagView = nullptr;
    QDockWidget* m_dagDock = nullptr;
    void showStateGraph(bool fit);
    QLabel* m_banner;
    QLabel* m_narration;
    SourcePanel* m_source;
    CallStackModel* m_stackModel;
    MemoTableModel* m_memoModel;
    QListView* m_stackView;
    QTableView* m_memoView;
    QTextBrowser* m_inspector;
    LegendPanel* m_legend;
    QDockWidget* m_memoDock;
    TimelineSlider* m_timeline;
    QSlider* m_speed;
    QLabel* m_speedLabel;
    QLabel* m_stepLabel;
    QLabel* m_stats;
    QProgressBar* m_progress;
    QPushButton* m_cancel;
    SolveJob* m_job;
    std::shared_ptr<StudioRun> m_run;
    std::optional<std::int64_t> m_pendingStep;
    double m_pendingZoom = 0; // from a session; 0: frame the new run
    QString m_palette = QStringLiteral("default");
    QTimer m_playTimer;
    bool m_presenting = false;
    struct Quiz {
        bool on = false;
        bool rootMovesOnly = false;
        std::set<std::int32_t> answered;
        int right = 0;
        int asked = 0;
    } m_quiz;
    QFrame* m_quizBar = nullptr;
    QLabel* m_quizQuestion = nullptr;
    QLabel* m_quizTally = nullptr;
    QSpinBox* m_quizNumber = nullptr;
    QWidget* m_quizButtons = nullptr;
    QAction* m_quizAction = nullptr;
    QLineEdit* m_findEdit = nullptr;
    QLabel* m_findStatus = nullptr;
    std::vector<std::int32_t> m_matches;
    int m_match = -1;
    void showMatch();
    QByteArray m_statePresenting; // docks and toolbars to put back
    QString m_paletteBeforePresenting;
    double m_narrationScale = 1.25;

    QAction* m_stepInto;
    QAction* m_stepOver;
    QAction* m_stepOut;
    QAction* m_stepBack;
    QAction* m_first;
    QAction* m_last;
    QAction* m_play;
    QAction* m_exportWhole;
    QAction* m_exportStep;
    QAction* m_copy;
    QAction* m_slides;
    QAction* m_save;
    QAction* m_collapse;
};

} // namespace gt
