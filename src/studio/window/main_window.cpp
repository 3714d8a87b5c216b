// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/window/main_window.h"

#include "studio/code/code_editor.h"
#include "studio/code/code_run_input.h"
#include "studio/code/code_workspace.h"
#include "studio/canvas/comparison_pane.h"
#include "core/language.h"
#include "core/narration.h"
#include "studio/output/export_actions.h"
#include "studio/output/print_actions.h"
#include "studio/panels/game_form.h"
#include "studio/play/play_mode.h"
#include "studio/play/play_panel.h"
#include "studio/panels/inspector_panel.h"
#include "studio/canvas/icicle_view.h"
#include "studio/code/include_folders_dialog.h"
#include "studio/canvas/legend_panel.h"
#include "studio/window/recent_files.h"
#include "studio/run/call_stack_model.h"
#include "studio/run/memo_table_model.h"
#include "studio/run/solve_job.h"
#include "studio/panels/source_panel.h"
#include "studio/panels/notice_banner.h"
#include "studio/window/studio_actions.h"
#include "studio/window/studio_settings.h"
#include "studio/canvas/timeline_slider.h"
#include "studio/canvas/tree_view.h"

#include <QApplication>
#include <QActionGroup>
#include <QCloseEvent>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLabel>
#include <QListView>
#include <QLocale>
#include <QScreen>
#include <QSpinBox>
#include <QTableView>
#include <QSplitter>
#include <QTimer>
#include <QToolBar>
#include <QVBoxLayout>

namespace gt {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);
    m_job = new SolveJob(this);
    m_stackModel = new CallStackModel(this);
    m_memoModel = new MemoTableModel(this);
    setupCentralWidget();
    m_docks = new StudioDocks(this, m_stackModel, m_memoModel);
    setupParts();
    setupMenus();
    setupToolBars();
    retranslate();
    // A first start takes the screen (a projector's 1920x1080 or a laptop's 1366x768) less the
    // window manager's frame.
    const QSize screen = this->screen()->availableSize();
    resize(std::max(800, screen.width() - 16), std::max(560, screen.height() - 48));
    if (screen.width() < kWideScreenPixels)
        m_docks->arrangeForNarrowScreen(screen.width());
    m_status->showIdle();
    updateActions();
}

void MainWindow::setupCentralWidget()
{
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_banner = new NoticeBanner;
    m_narration = new NarrationBand;
    m_quiz = new QuizBar(this);
    m_view = new TreeView;
    m_comparison = new ComparisonPane;
    // The run, and beside it the one to compare with when asked, each under its heading, the
    // saving under both.
    auto* mainPane = new QWidget;
    auto* mainLayout = new QVBoxLayout(mainPane);
    mainLayout->setContentsMargins(0, 0, 0, 0);
    mainLayout->setSpacing(0);
    mainLayout->addWidget(m_comparison->mainHeading());
    mainLayout->addWidget(m_view, 1);
    m_trees = new QSplitter;
    m_trees->addWidget(mainPane);
    m_trees->addWidget(m_comparison);
    auto* comparing = new QWidget;
    auto* comparingLayout = new QVBoxLayout(comparing);
    comparingLayout->setContentsMargins(0, 0, 0, 0);
    comparingLayout->setSpacing(0);
    comparingLayout->addWidget(m_trees, 1);
    comparingLayout->addWidget(m_comparison->savingCaption());
    m_canvas = new CanvasTabs(m_view, comparing);
    layout->addWidget(m_banner);
    layout->addWidget(m_narration);
    layout->addWidget(m_quiz);
    layout->addWidget(m_canvas, 1);
    setCentralWidget(central);
    m_status = new RunStatusBar;
    setStatusBar(m_status);
}

// The parts that own a concern each, and the signals between them and the window.
void MainWindow::setupParts()
{
    m_steps = new StepControls(this);
    m_steps->setStopRule([this](std::int64_t from, std::int64_t to) { return m_quiz->stopBetween(from, to); });
    connect(m_steps, &StepControls::stepped, this, [this] { showStep(); });
    connect(m_quiz, &QuizBar::toggled, this, [this](bool on) {
        // The last verdict goes with the quiz: the banner says again what it said of the run.
        if (!on && !m_quizVerdict.isEmpty() && m_banner->message() == m_quizVerdict) {
            if (m_run)
                m_banner->showRunNotes(*m_run);
            else
                m_banner->showNotice({});
        }
        m_quizVerdict.clear();
        showStep();
    });
    connect(m_quiz, &QuizBar::revealed, this, [this](const QString& verdict) {
        showStep();
        m_quizVerdict = verdict;
        m_banner->showNotice(verdict);
    });
    m_navigator = new TreeNavigator(m_view, m_canvas->stateGraph(), m_docks->inspector, m_job, this);
    connect(m_navigator, &TreeNavigator::notice, m_banner, &NoticeBanner::showNotice);
    connect(m_navigator, &TreeNavigator::redrawNeeded, this, [this] {
        showStep();
        m_banner->refreshRunNotes(*m_run);
    });
    connect(m_navigator, &TreeNavigator::selectionChanged, this, [this] {
        updateActions();
        showMemoTable(); // the selected call's cell, with arrows from the cells it read
    });
    m_find = new FindBar(this);
    connect(m_find, &FindBar::matchChosen, m_navigator, &TreeNavigator::goToCall);
    m_playMode = new PlayMode(this, m_navigator, m_view, [this] {
        m_docks->form->setShortCircuit(false); // every move of every position
        solve();
    });
    connect(m_playMode, &PlayMode::redrawNeeded, this, [this] { showStep(); });
    m_presentation = new PresentationMode(
        this, m_narration, m_banner, {m_view, m_canvas->stateGraph(), m_canvas->memoTable(), m_comparison->view()});
    connect(m_presentation, &PresentationMode::toggled, this, [this](bool on) {
        m_quiz->setTextScale(on ? 2.0 : 1.0); // the class reads the question too
        m_canvas->setTextScale(on ? 2.0 : 1.0);
        m_playMode->setTextScale(on ? 2.0 : 1.0);
        m_narration->setCounterShown(on); // the toolbar with the step count is hidden
        showStep();
    });
    m_export = new ExportActions(this, [this] { return currentStyle(); });
    connect(m_export, &ExportActions::notice, this, [this](const QString& text) { m_banner->showNotice(text); });
    connect(m_export, &ExportActions::drawingChanged, this, [this] { showStep(); });
    m_print = new PrintActions(this, [this] { return currentStyle(); });
    connect(m_print, &PrintActions::notice, this, [this](const QString& text) { m_banner->showNotice(text); });
    m_code = new CodeWorkspace(this, m_docks->code, m_docks->runInput);
    m_code->setIncludeDirs(StudioSettings().includeFolders());
    connectCode();
    m_recent = new RecentFiles(this);
    connectRecentFiles();
    m_timeline = new TimelineSlider;
    m_stepLabel = new QLabel;
    m_stepLabel->setMinimumWidth(120);
    connect(m_timeline, &QSlider::valueChanged, this, [this](int value) {
        if (m_run && value != m_run->stepper().position()) {
            m_run->stepper().setPosition(value);
            showStep();
        }
    });
    connectRunsAndSelection();
}

// A run's news, and every click that selects a call (tree, state graph, stack, memo, icicle).
void MainWindow::connectRunsAndSelection()
{
    connect(m_job, &SolveJob::finished, this, &MainWindow::onFinished);
    connect(m_job, &SolveJob::failed, this, &MainWindow::onFailed);
    connect(m_job, &SolveJob::progress, m_status, &RunStatusBar::showProgress);
    connect(m_status, &RunStatusBar::cancelRequested, this, &MainWindow::cancelRun);
    connect(m_docks->form, &GameForm::solveRequested, this, [this] { solve(); });
    connect(m_docks->form, &GameForm::valuesChosen, this, [this] { // the same run read another way: at the same step
        if (m_run && m_run->choice().isCode())
            solve(m_run->stepper().position());
    });
    connect(m_view, &TreeView::nodeClicked, this, &MainWindow::selectNode);
    // A state selects the call that computed it.
    connect(m_canvas->stateGraph(), &TreeView::nodeClicked, this, [this](NodeRef ref) {
        if (ref.isState())
            selectNode(NodeRef::call(ref.id));
    });
    connect(m_docks->inspector, &InspectorPanel::callClicked, this, &MainWindow::selectNode);
    connect(m_docks->stackView, &QListView::clicked, this,
        [this](const QModelIndex& index) { selectNode(NodeRef::call(m_stackModel->callAt(index.row()))); });
    connect(m_docks->memoView, &QTableView::clicked, this,
        [this](const QModelIndex& index) { selectNode(NodeRef::call(m_memoModel->callAt(index.row()))); });
    connect(m_canvas, &CanvasTabs::stateGraphToggled, this, [this] { showStep(); }); // its legend, and the graph at the step
    // A cell selects the call that stored it (or will); a double click shows that call in the tree.
    connect(m_canvas->memoTable(), &TreeView::nodeClicked, this, [this](NodeRef ref) {
        if (ref.isCall())
            selectNode(ref);
    });
    connect(m_canvas->memoTable(), &TreeView::nodeActivated, this, [this](NodeRef ref) {
        if (!ref.isCall())
            return;
        m_canvas->showMemoTable(false);
        m_navigator->goToCall(ref.id);
    });
    connect(m_canvas, &CanvasTabs::memoTableChanged, this, &MainWindow::showMemoTable);
    connect(m_docks->icicle, &IcicleView::callClicked, m_navigator, &TreeNavigator::goToCall);
    connect(m_view, &TreeView::visibleAreaChanged, this,
        [this] { m_docks->icicle->setTreeArea(m_view->scene(), m_view->visibleSceneRect()); });
}

Style MainWindow::currentStyle() const
{
    return Style::forPalette(*paletteById(m_presentation->isOn() ? QStringLiteral("contrast") : m_palette));
}

void MainWindow::setPalette(const QString& id)
{
    if (!paletteById(id))
        return;
    m_palette = id;
    for (QAction* a : m_actions->palettes->actions())
        a->setChecked(a->data().toString() == id);
    showStep();
}

void MainWindow::solve(std::optional<std::int64_t> step)
{
    if (m_job->isRunning())
        return;
    const bool code = m_docks->form->isCode();
    GameChoice choice = code ? m_code->choice() : GameChoice::builtIn(m_docks->form->gameId());
    if (code) {
        choice.values = m_docks->form->chosenValues();
        choice.paramsGiven = m_docks->form->codeParamsGiven();
    }
    if (!m_job->start(choice, m_docks->form->params(), m_docks->form->chosenOptions(), SolveJob::studioDrawOptions()))
        return;
    m_pendingStep = step;
    m_steps->setStepper(nullptr); // no stepping while the next run is being solved
    m_docks->form->setBusy(true);
    m_status->showSolving();
    if (!code)
        m_banner->showNotice(tr("Solving %1…").arg(choice.gameId));
    else if (m_code->language() == CodeLanguage::Python)
        m_banner->showNotice(tr("Running %1…").arg(m_code->fileName()));
    else
        m_banner->showNotice(tr("Compiling and running %1…").arg(m_code->fileName()));
    updateActions();
}

void MainWindow::cancelRun()
{
    if (!m_job->isRunning())
        return;
    m_job->cancel();
    m_status->showCancelling();
}

void MainWindow::onFinished(std::shared_ptr<StudioRun> run)
{
    m_docks->form->setBusy(false);
    m_status->showDone();
    m_run = std::move(run);
    // A step past the end (a session's, the command line's) is refused, not guessed at.
    const bool stepPastEnd = m_pendingStep && *m_pendingStep > m_run->stepper().last();
    m_run->stepper().setPosition(stepPastEnd ? m_run->stepper().first() : m_pendingStep.value_or(m_run->stepper().first()));
    showRun();
    m_view->setSelected({});
    m_canvas->newRun();
    m_banner->showRunNotes(*m_run);
    if (m_run->choice().isCode()) {
        m_docks->runInput->setTopLevelCalls(m_run->topLevelCalls(), m_run->choice().codeOptions.root);
        if (m_run->separateRecursions())
            m_docks->runInput->showTraceBox();
        if (!m_run->choice().values)
            m_docks->form->setReadValues(m_run->game().valueMeaning());
    }
    if (!m_run->failure().isEmpty()) // the calls a user's program made before it stopped
        m_banner->showNotice(tr("%1. The tree shows the calls it made until then.").arg(m_run->failure()), true);
    else if (stepPastEnd)
        m_banner->showNotice(tr("Step %1 is past the run's last step, %2: the run is shown from its first step.")
                                 .arg(QLocale().toString(*m_pendingStep), QLocale().toString(m_run->stepper().last())),
            true);
    showStep(true);
    // The arrow keys step at once: a form field keeps them otherwise. Code being edited keeps its focus.
    const QWidget* focused = QApplication::focusWidget();
    const QWidget* editor = m_code->editor();
    if (m_playMode->dock()->isVisible()) // keys 1-9 play moves
        m_playMode->panel()->setFocus(Qt::OtherFocusReason);
    else if (!focused || (focused != editor && !editor->isAncestorOf(focused)))
        m_view->setFocus(Qt::OtherFocusReason);
    if (m_pendingZoom > 0) {
        m_view->setZoom(m_pendingZoom, m_view->rect().center());
        m_navigator->centerOnCurrentCall();
        m_pendingZoom = 0;
    }
    emit runShown();
}

void MainWindow::onFailed(const QString& message, bool cancelled)
{
    m_docks->form->setBusy(false);
    m_status->showDone();
    const QString kept = m_run ? tr(" The previous run is still shown.") : QString();
    m_banner->showNotice(cancelled ? tr("Cancelled.") + kept : tr("The run stopped: %1.").arg(message) + kept, !cancelled);
    if (m_run) {
        m_steps->setStepper(&m_run->stepper());
        showStep();
    } else {
        m_status->showIdle();
    }
    updateActions();
    emit runShown();
}

// Other code was loaded: the tree on screen is not of it, so no panel keeps the old run.
void MainWindow::clearRun()
{
    if (!m_run || m_job->isRunning())
        return;
    m_run.reset();
    m_stackModel->setRun(nullptr);
    m_memoModel->setRun(nullptr);
    m_quiz->setRun(nullptr);
    m_find->setRun(nullptr);
    m_navigator->setRun(nullptr);
    m_export->setRun(nullptr);
    m_print->setRun(nullptr);
    m_comparison->setMainRun(nullptr);
    m_playMode->setRun(nullptr);
    m_steps->setStepper(nullptr);
    m_timeline->setMarks({});
    m_docks->icicle->setRun(nullptr, currentStyle());
    m_docks->inspector->showCall(nullptr, -1);
    m_docks->legend->setLegend({}, currentStyle());
    m_docks->source->clearStep();
    m_canvas->clear();
    m_view->setScene(Scene {}, true);
    m_narration->setNarration({});
    {
        const QSignalBlocker block(m_timeline);
        m_timeline->setRange(0, 0);
    }
    m_stepLabel->clear(); // not "step 1 of 688" of the run that is gone
    m_narration->setCounter({});
    showCodeLoaded();
    m_status->showIdle();
    updateActions();
}

QString MainWindow::stepText() const
{
    return m_stepLabel->text();
}

void MainWindow::showCodeLoaded()
{
    m_banner->showNotice(tr("%1 is loaded: press Solve (%2) to run it and draw its tree.")
                             .arg(m_code->fileName(), m_actions->solve->shortcut().toString(QKeySequence::NativeText)));
}

// A new run in every panel.
void MainWindow::showRun()
{
    m_stackModel->setRun(m_run);
    m_memoModel->setRun(m_run);
    m_quiz->setRun(m_run.get());
    m_find->setRun(m_run);
    m_navigator->setRun(m_run.get());
    m_export->setRun(m_run);
    m_print->setRun(m_run);
    m_comparison->setMainRun(m_run);
    m_playMode->setRun(m_run);
    m_steps->setStepper(&m_run->stepper());
    const bool code = m_run->choice().isCode();
    if (!code)
        m_docks->source->loadSolver(findGame(m_run->game().id())->solverSource);
    m_docks->showCode(code);
    const Stepper& stepper = m_run->stepper();
    const QSignalBlocker block(m_timeline); // setting the range must not move the stepper
    m_timeline->setRange(int(stepper.first()), int(std::max<std::int64_t>(stepper.last(), 1)));
    m_timeline->setMarks(m_run->memoHitMarks());
}

void MainWindow::showStep(bool fit)
{
    if (!m_run)
        return;
    const Stepper& stepper = m_run->stepper();
    const Style style = currentStyle();
    // The call running now is always drawn (its way opened), and its caller keeps its place.
    const TreeView::Anchor caller = m_view->anchor(NodeRef::call(m_run->trace().parentOrNone(stepper.currentCall())));
    const bool relaidOut = m_run->revealCall(stepper.currentCall(), m_job->layouter());
    m_view->setFocusPath(callRefs(stepper.callStack()));
    m_view->setFocusChildren(m_run->drawnChildren(stepper.currentCall()));
    m_narration->setColors(style.palette);
    m_banner->setColors(style.palette);
    m_quiz->setColors(style.palette);
    m_docks->setColors(style.palette);
    m_docks->icicle->setRun(m_run, style);
    m_docks->icicle->setCurrentCall(stepper.currentCall());
    const bool outcomesHidden = m_playMode->outcomesHidden(); // a game played, who wins kept back
    SceneParts parts {false, false};
    parts.outcomes = !outcomesHidden;
    Scene scene = m_run->sceneAtStep(style, parts);
    m_docks->legend->setLegend(scene.legendItems, style);
    m_view->setScene(std::move(scene), false);
    if (relaidOut) // more calls are drawn now: the banner's count follows
        m_banner->refreshRunNotes(*m_run);
    if (fit || (relaidOut && m_view->isFraming()))
        m_view->frameNewRun();
    else if (relaidOut)
        m_view->restore(caller);
    if (const SceneNode* node = m_view->node(NodeRef::call(stepper.currentCall())))
        m_view->ensureVisible(node->box);
    m_stackModel->refresh();
    m_docks->followMemoTable(m_run->options().memo);
    showSourceLine();
    if (outcomesHidden) { // the narration says who wins
        m_narration->setNarration({});
    } else if (stepper.lastEvent()) {
        m_narration->setNarration(narrateEvent(m_run->game(), m_run->trace(), stepper.position() - 1));
    } else {
        m_narration->setNarration(
            tr("The answer, %1, is known before any recursive call.").arg(m_run->game().runAnswerText(m_run->result().answer)));
    }
    const QSignalBlocker block(m_timeline);
    m_timeline->setValue(int(stepper.position()));
    m_stepLabel->setText(tr("step %L1 of %L2").arg(stepper.position()).arg(stepper.last()));
    m_narration->setCounter(m_stepLabel->text());
    // A quiz keeps the answer back until the root's return is revealed; a game played, until the
    // teacher shows who wins.
    const bool answerShown = !outcomesHidden && (!m_quiz->isOn() || answerKnownAt(m_run->trace(), stepper.position()));
    m_status->showRun(*m_run, answerShown);
    m_docks->icicle->setAnswerHidden(!answerShown);
    const NodeRef selected = m_view->selected();
    m_docks->inspector->showCall(m_run.get(), selected.isCall() ? selected.id : stepper.currentCall());
    m_quiz->refresh();
    showStateGraph();
    showMemoTable();
    updateActions();
    emit stepShown();
}

// The line of the step: in the built-in solver's listing, or in the user's code.
void MainWindow::showSourceLine()
{
    const std::optional<TraceEvent> e = m_run->stepper().lastEvent();
    if (m_run->choice().isCode())
        m_code->showCallLine(*m_run, e);
    else if (e)
        m_docks->source->showStep(e->step, e->kind == EventKind::Enter && m_run->trace().parent(e->call) >= 0);
    else
        m_docks->source->clearStep();
}

void MainWindow::connectCode()
{
    connect(m_code, &CodeWorkspace::codeLoaded, m_docks->form, &GameForm::showCode);
    connect(m_code, &CodeWorkspace::codeLoaded, this, &MainWindow::clearRun);
    connect(m_code, &CodeWorkspace::codeRenamed, m_docks->form, &GameForm::renameCode);
    connect(m_code, &CodeWorkspace::codeRenamed, this, [this] {
        if (!m_run) // the banner names the code to solve: a paste of Python renamed it
            showCodeLoaded();
    });
    connect(m_code, &CodeWorkspace::titleChanged, m_docks, &StudioDocks::setCodeTitle);
    connect(m_code, &CodeWorkspace::notice, m_banner, &NoticeBanner::showNotice);
    connect(m_docks->form, &GameForm::gameChanged, m_docks, &StudioDocks::showCode);
    connect(m_job, &SolveJob::compiling, this, [this] { m_status->showCompiling(m_code->fileName()); });
    connect(m_code, &CodeWorkspace::asWrittenChanged, this, [this](bool asWritten) {
        m_docks->form->setCodeAsWritten(asWritten);
        QTimer::singleShot(0, this, [this] { m_docks->balanceLeftColumn(); }); // the Input box instead of fields
    });
    connect(m_docks->runInput, &CodeRunInput::rootChosen, this, [this] { solve(); });
    connect(m_docks->runInput, &CodeRunInput::solveRequested, this, [this] {
        if (m_docks->form->problem().isEmpty())
            solve();
    });
    connect(m_job, &SolveJob::programLoaded, this, [this](std::shared_ptr<const UserProgram> program) {
        m_docks->runInput->setProgram(*program);
        m_code->editor()->clearErrorMarks();
        m_docks->form->setUserProgram(std::move(program));
        m_status->showSolving();
        QTimer::singleShot(0, this, [this] { m_docks->balanceLeftColumn(); }); // its fields, once laid out
    });
    connect(m_job, &SolveJob::traceNameAsked, this, [this] { m_docks->runInput->showTraceBox(); });
    connect(m_job, &SolveJob::compileFailed, this, [this](const QString& file, int line, int column, const QString& message) {
        m_code->showCompileError(file, line, column, message);
    });
}

void MainWindow::showStateGraph()
{
    // The legend explains what is on screen: the graph's has "×k".
    if (m_run
        && m_canvas->refreshStateGraph(
            *m_run, currentStyle(), m_job->layouter(), m_view->selected(), !m_playMode->outcomesHidden()))
        m_docks->legend->setLegend(m_canvas->stateGraph()->scene().legendItems, currentStyle());
}

void MainWindow::showMemoTable()
{
    if (m_run)
        m_canvas->refreshMemoTable(*m_run, currentStyle(), m_view->selected());
}

void MainWindow::updateActions()
{
    const bool ready = m_run && !m_job->isRunning() && !m_run->trace().empty();
    m_steps->updateActions();
    m_timeline->setEnabled(ready);
    m_export->setEnabled(ready);
    m_print->setEnabled(ready);
    m_actions->save->setEnabled(m_run != nullptr);
    m_actions->collapse->setEnabled(ready && m_view->selected().isCall());
    m_docks->runInput->runChooser()->setEnabled(!m_job->isRunning()); // a choice made now would not run
}

void MainWindow::chooseIncludeFolders()
{
    IncludeFoldersDialog dialog(m_code->includeDirs(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_code->setIncludeDirs(dialog.folders());
    if (!StudioSettings().setIncludeFolders(dialog.folders()))
        m_banner->showNotice(StudioSettings::notSavedMessage(), true);
}

void MainWindow::setupMenus()
{
    m_actions = new StudioActions(this);
    m_actions->buildMenus(
        {m_steps, m_quiz, m_find, m_export, m_print, m_presentation, m_comparison, m_code, m_recent, m_playMode});
    connect(m_comparison, &ComparisonPane::notice, m_banner, &NoticeBanner::showNotice);
    connect(m_comparison, &ComparisonPane::closed, this, [this] {
        m_view->setBesideAnother(nullptr);
        if (m_view->isFraming())
            m_view->frameNewRun();
    });
    connect(m_comparison, &ComparisonPane::shown, this, [this] {
        if (!m_comparison->isVisible())
            return;
        // Equal halves, neither run the lesser one: side by side, or one above the other when
        // that draws the trees larger (a wide, shallow tree).
        const QSizeF tree = m_view->scene().bounds.size(), canvas = m_trees->size();
        const bool stacked = !tree.isEmpty()
            && std::min(canvas.width() / tree.width(), canvas.height() / 2 / tree.height())
                > std::min(canvas.width() / 2 / tree.width(), canvas.height() / tree.height());
        m_trees->setOrientation(stacked ? Qt::Vertical : Qt::Horizontal);
        const int length = stacked ? m_trees->height() : m_trees->width();
        m_trees->setSizes({length / 2, length - length / 2});
        m_view->setBesideAnother(m_comparison->view());
        m_comparison->view()->setBesideAnother(m_view);
        m_view->frameNewRun();
        m_comparison->view()->frameNewRun();
    });
    connect(this, &MainWindow::stepShown, m_comparison, [this] { m_comparison->follow(currentStyle()); });
    connect(m_actions, &StudioActions::openRequested, this, [this](const QString& path) { openSession(path); });
    connect(m_actions, &StudioActions::saveRequested, this, &MainWindow::saveSession);
    m_actions->connectView([this] { return m_canvas->shown(); });
    connect(m_actions->fit, &QAction::triggered, this, [this] { // Ctrl+0 frames both trees being compared
        if (m_comparison->isVisible() && m_canvas->shown() == m_view)
            m_comparison->view()->frameNewRun();
    });
    connect(m_actions->stateGraph, &QAction::toggled, m_canvas, &CanvasTabs::showStateGraph);
    connect(m_canvas, &CanvasTabs::stateGraphToggled, m_actions->stateGraph, &QAction::setChecked);
    connect(m_actions->memoTable, &QAction::toggled, m_canvas, &CanvasTabs::showMemoTable);
    connect(m_canvas, &CanvasTabs::memoTableToggled, m_actions->memoTable, &QAction::setChecked);
    connect(m_actions->showCurrent, &QAction::triggered, m_navigator, &TreeNavigator::centerOnCurrentCall);
    connect(m_actions->collapse, &QAction::triggered, m_navigator, &TreeNavigator::collapseSelected);
    connect(m_actions->bestLine, &QAction::triggered, m_navigator, &TreeNavigator::showBestLineOnly);
    connect(m_actions->palettes, &QActionGroup::triggered, this, [this](QAction* a) { setPalette(a->data().toString()); });
    // After the menu has closed: the switch changes the menu bar itself.
    connect(m_actions->languages, &QActionGroup::triggered, this,
        [this](QAction* a) { QTimer::singleShot(0, this, [this, id = a->data().toString()] { switchLanguage(id); }); });
    connect(m_actions->solve, &QAction::triggered, this, [this] {
        if (m_docks->form->problem().isEmpty())
            solve();
    });
    connect(m_actions->cancel, &QAction::triggered, this, &MainWindow::cancelRun);
    connect(m_actions->includeFolders, &QAction::triggered, this, &MainWindow::chooseIncludeFolders);
    setPalette(m_palette);
}

void MainWindow::setupToolBars()
{
    m_stepBar = addToolBar(QString());
    m_stepBar->setObjectName(QStringLiteral("SteppingToolBar"));
    m_stepBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_steps->addTo(m_stepBar);
    addToolBarBreak(); // the timeline gets a row of its own: it needs the width
    m_timelineBar = addToolBar(QString());
    m_timelineBar->setObjectName(QStringLiteral("TimelineToolBar"));
    m_timeline->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_timelineBar->addWidget(m_timeline);
    m_timelineBar->addWidget(m_stepLabel);
    m_timelineBar->addSeparator();
    m_find->addTo(m_timelineBar); // at the end of the row, so the slider takes the rest
}

// Every text of the window in the current language; the widgets and the layout stay.
void MainWindow::retranslate()
{
    // The window manager shows "title — display name" for every window whose title differs from
    // the display name: both in the shown language, or a Japanese title gets an English tail.
    QGuiApplication::setApplicationDisplayName(tr("Game Tree Studio"));
    setWindowTitle(tr("Game Tree Studio"));
    m_docks->retranslate();
    m_canvas->retranslate();
    m_playMode->retranslate();
    m_view->setEmptyText(tr("Pick a game and its numbers on the left, then press Solve (%1).\n"
                            "Step through the calls with the arrow keys. %2 opens the guide.")
                             .arg(m_actions->solve->shortcut().toString(QKeySequence::NativeText),
                                 m_actions->userGuide->shortcut().toString(QKeySequence::NativeText)));
    m_comparison->retranslate();
    m_stepBar->setWindowTitle(tr("Stepping"));
    m_timelineBar->setWindowTitle(tr("Timeline"));
    for (QAction* a : m_actions->languages->actions())
        a->setChecked(a->data().toString() == currentLanguage());
    m_actions->retranslate();
    m_steps->retranslate();
    m_quiz->retranslate();
    m_find->retranslate();
    m_export->retranslate();
    m_print->retranslate();
    m_code->retranslate();
    m_recent->retranslate();
    m_presentation->retranslate();
    m_stackModel->retranslate();
    m_memoModel->retranslate();
    if (m_run)
        showStep();
    else
        m_status->showIdle();
}

void MainWindow::changeEvent(QEvent* event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        m_stepBarWithWords = 0; // other words, another width
        fitStepBar();
    }
}

void MainWindow::resizeEvent(QResizeEvent* event)
{
    QMainWindow::resizeEvent(event);
    fitStepBar();
}

// The stepping buttons have their words beside their icons where the row is wide enough, else
// icons alone (the tooltips keep the words): no button hides behind the toolbar's ».
void MainWindow::fitStepBar()
{
    if (!m_stepBar)
        return;
    if (m_stepBarWithWords == 0) {
        const Qt::ToolButtonStyle shown = m_stepBar->toolButtonStyle();
        m_stepBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
        m_stepBarWithWords = m_stepBar->sizeHint().width();
        m_stepBar->setToolButtonStyle(shown);
    }
    m_stepBar->setToolButtonStyle(m_stepBarWithWords <= width() ? Qt::ToolButtonTextBesideIcon : Qt::ToolButtonIconOnly);
}

void MainWindow::switchLanguage(const QString& id)
{
    if (id == currentLanguage() || m_job->isRunning())
        return;
    // Longer words may widen a dock; switching back must not keep that: the layout the user
    // made is put back, unless they changed it since the last switch.
    if (saveState() != m_layoutAfterSwitch)
        m_userLayout = saveState();
    setLanguage(id); // Qt sends every widget a LanguageChange
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    restoreState(m_userLayout);
    // Once the new texts have their sizes: what the switch left, to tell it from the user's changes.
    QTimer::singleShot(0, this, [this] { m_layoutAfterSwitch = saveState(); });
    if (!StudioSettings().setLanguage(id))
        m_banner->showNotice(StudioSettings::notSavedMessage(), true);
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    if (m_shownBefore)
        return;
    m_shownBefore = true;
    // Once the window has its size on screen (a window manager maximises it after the first
    // show): the form's hints wrap to the dock's final width, which sets the height it needs.
    QTimer::singleShot(0, this, [this] {
        if (!m_layoutRestored)
            m_docks->balanceLeftColumn();
    });
}

void MainWindow::keyPressEvent(QKeyEvent* event)
{
    if (!m_presentation->handleKey(event))
        QMainWindow::keyPressEvent(event);
}

void MainWindow::restoreSettings()
{
    const StudioSettings settings;
    restoreGeometry(settings.windowGeometry());
    m_layoutRestored = restoreState(settings.windowState());
    if (findGame(settings.gameId()))
        m_docks->form->setRun(settings.gameId(), settings.params(), settings.options());
    setPalette(settings.palette(m_palette));
    m_steps->setSpeed(settings.playSpeed(m_steps->speed()));
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!m_code->maybeSave()) {
        event->ignore();
        return;
    }
    StudioSettings settings;
    settings.setWindowGeometry(saveGeometry());
    settings.setWindowState(saveState());
    settings.setRun(m_docks->form->gameId(), m_docks->form->params(), m_docks->form->options());
    settings.setPalette(m_palette);
    settings.setPlaySpeed(m_steps->speed());
    m_job->cancel();
    event->accept();
}

} // namespace gt
