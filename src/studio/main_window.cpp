#include "main_window.h"

#include "game_form.h"
#include "legend_panel.h"
#include "core/language.h"
#include "core/narration.h"
#include "layout/budget_layouter.h"
#include "render/exporter.h"
#include "render/slide_deck.h"
#include "render/scene_painter.h"
#include "run_models.h"
#include "solve_job.h"
#include "source_panel.h"
#include "timeline_slider.h"
#include "tree_view.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QInputDialog>
#include <QLineEdit>
#include <QSpinBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListView>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QStatusBar>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QToolBar>
#include <QVBoxLayout>

#include <cmath>

namespace gt {

namespace {
// The studio lays out at most this many nodes: about 0.2 s in Graphviz (bench_layout: 4,959
// nodes in 0.18 s), so a new run appears quickly; "+N calls" nodes expand on click.
constexpr int kStudioMaxNodes = 5000;

QString callIdOf(std::int32_t call)
{
    return QStringLiteral("call-%1").arg(call);
}

std::int32_t callOf(const QString& id)
{
    return id.section(u'-', 1, 1).toInt();
}
} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("MainWindow"));
    m_job = new SolveJob(this);
    m_stackModel = new CallStackModel(this);
    m_memoModel = new MemoTableModel(this);
    connect(m_job, &SolveJob::finished, this, &MainWindow::onFinished);
    connect(m_job, &SolveJob::failed, this, &MainWindow::onFailed);
    connect(m_job, &SolveJob::progress, this, [this](qint64 calls) {
        m_progress->setRange(0, 0);
        m_progress->setFormat(tr("%L1 calls").arg(calls));
        m_stats->setText(tr("Solving: %L1 calls so far…").arg(calls));
    });
    connect(&m_playTimer, &QTimer::timeout, this, [this] {
        if (!m_run || m_run->stepper().atLast()) {
            togglePlay();
            return;
        }
        stepInto();
    });
    buildUi();
    resize(1366, 768);
    m_stats->setText(tr("Choose a game and press Solve."));
}

void MainWindow::buildUi()
{
    setWindowTitle(tr("Game Tree Studio"));
    auto* central = new QWidget;
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    m_banner = new QLabel;
    m_banner->setWordWrap(true);
    m_banner->setContentsMargins(10, 6, 10, 6);
    m_banner->hide();
    m_narration = new QLabel;
    m_narration->setWordWrap(true);
    m_narration->setContentsMargins(12, 8, 12, 8);
    m_narration->setAccessibleName(tr("Narration"));
    QFont narrationFont = m_narration->font();
    narrationFont.setPointSizeF(QApplication::font().pointSizeF() * m_narrationScale);
    m_narration->setFont(narrationFont);
    m_narration->setStyleSheet(QStringLiteral("background: #fbfaf4; border-bottom: 1px solid #e4e0cc;"));
    m_narration->setMinimumHeight(m_narration->fontMetrics().lineSpacing() * 2 + 16);
    m_narration->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_view = new TreeView;
    buildQuizBar();
    layout->addWidget(m_banner);
    layout->addWidget(m_narration);
    layout->addWidget(m_quizBar);
    layout->addWidget(m_view, 1);
    setCentralWidget(central);

    buildDocks();
    buildActions();

    setStatusBar(new QStatusBar);
    m_stats = new QLabel;
    m_progress = new QProgressBar;
    m_progress->setRange(0, 0);
    m_progress->setMaximumWidth(220);
    m_progress->setFormat(tr("%v calls"));
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->hide();
    statusBar()->addWidget(m_stats, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);

    connect(m_form, &GameForm::solveRequested, this, [this] { solve(); });
    connect(m_cancel, &QPushButton::clicked, this, &MainWindow::cancelRun);
    connect(m_view, &TreeView::nodeClicked, this, &MainWindow::selectNode);
    updateActions();
}

void MainWindow::switchLanguage(const QString& id)
{
    if (id == currentLanguage() || m_job->isRunning())
        return;
    // Every text is set when the widgets are made: make them again in the new language, and put
    // back what the user had (the form, the run and its step, the docks).
    const QByteArray docks = saveState();
    const QString game = m_form->gameId();
    const ParamText params = m_form->params();
    const SolveOptions options = m_form->options();
    const int speed = m_speed->value();
    const double zoom = m_view->zoom();
    const QString selected = m_view->selectedId();
    if (m_playTimer.isActive())
        togglePlay();
    setLanguage(id);

    menuBar()->clear();
    qDeleteAll(menuBar()->findChildren<QMenu*>(QString(), Qt::FindDirectChildrenOnly));
    for (QToolBar* bar : findChildren<QToolBar*>(QString(), Qt::FindDirectChildrenOnly)) {
        removeToolBar(bar);
        delete bar;
    }
    for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
        removeDockWidget(dock);
        delete dock;
    }
    qDeleteAll(findChildren<QActionGroup*>(QString(), Qt::FindDirectChildrenOnly));
    qDeleteAll(findChildren<QAction*>(QString(), Qt::FindDirectChildrenOnly));
    buildUi();
    restoreState(docks);
    m_form->setRun(game, params, options);
    m_speed->setValue(speed);
    if (m_run) {
        showRun();
        m_view->setZoom(zoom, m_view->rect().center());
        m_view->setSelectedId(selected);
        showStep();
    } else {
        m_stats->setText(tr("Choose a game and press Solve."));
    }
    QSettings().setValue(QStringLiteral("view/language"), id);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDocks()
{
    auto dock = [this](const QString& title, const QString& name, QWidget* widget, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(title, this);
        d->setObjectName(name);
        d->setWidget(widget);
        addDockWidget(area, d);
        return d;
    };
    m_form = new GameForm;
    QDockWidget* game = dock(tr("Game"), QStringLiteral("GameDock"), m_form, Qt::LeftDockWidgetArea);

    m_legend = new LegendPanel;
    QDockWidget* legend = dock(tr("Legend"), QStringLiteral("LegendDock"), m_legend, Qt::LeftDockWidgetArea);
    splitDockWidget(game, legend, Qt::Vertical);

    m_stackView = new QListView;
    m_stackView->setModel(m_stackModel);
    m_stackView->setAlternatingRowColors(true);
    connect(m_stackView, &QListView::clicked, this,
            [this](const QModelIndex& index) { selectNode(callIdOf(m_stackModel->callAt(index.row()))); });
    QDockWidget* stack = dock(tr("Call stack"), QStringLiteral("CallStackDock"), m_stackView, Qt::RightDockWidgetArea);

    m_memoView = new QTableView;
    m_memoView->setModel(m_memoModel);
    m_memoView->verticalHeader()->hide();
    m_memoView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_memoView->horizontalHeader()->setSectionResizeMode(MemoTableModel::State, QHeaderView::Stretch);
    m_memoView->verticalHeader()->setDefaultSectionSize(m_memoView->fontMetrics().height() + 6);
    m_memoView->setSelectionBehavior(QAbstractItemView::SelectRows);
    connect(m_memoView, &QTableView::clicked, this,
            [this](const QModelIndex& index) { selectNode(callIdOf(m_memoModel->callAt(index.row()))); });
    m_memoDock = dock(tr("Memo table"), QStringLiteral("MemoDock"), m_memoView, Qt::RightDockWidgetArea);
    splitDockWidget(stack, m_memoDock, Qt::Vertical);

    m_inspector = new QTextBrowser;
    m_inspector->setOpenLinks(false);
    m_inspector->setPlaceholderText(tr("Click a call in the tree to see it here."));
    connect(m_inspector, &QTextBrowser::anchorClicked, this, [this](const QUrl& url) { selectNode(url.toString()); });
    QDockWidget* inspector = dock(tr("Inspector"), QStringLiteral("InspectorDock"), m_inspector, Qt::RightDockWidgetArea);
    splitDockWidget(m_memoDock, inspector, Qt::Vertical);

    m_source = new SourcePanel;
    QDockWidget* source = dock(tr("Solver source"), QStringLiteral("SourceDock"), m_source, Qt::BottomDockWidgetArea);
    m_dagView = new TreeView;
    m_dagView->setAccessibleName(tr("State graph"));
    m_dagView->setMinimumSize(160, 90); // a dock: it must not make the window taller than the screen
    m_dagDock = dock(tr("State graph: one node per state"), QStringLiteral("StateGraphDock"), m_dagView, Qt::BottomDockWidgetArea);
    tabifyDockWidget(source, m_dagDock);
    source->raise();
    connect(m_dagDock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible && m_run)
            showStateGraph(true);
    });
    connect(m_dagView, &TreeView::nodeClicked, this, [this](const QString& id) {
        // A state selects the call that computed it.
        if (id.startsWith(QLatin1String("state-")))
            selectNode(QStringLiteral("call-") + id.section(u'-', 1, 1));
    });
    resizeDocks({source}, {150}, Qt::Vertical);
    resizeDocks({stack, m_memoDock}, {150, 200}, Qt::Vertical);
    resizeDocks({game, stack}, {290, 320}, Qt::Horizontal);
}

void MainWindow::buildActions()
{
    QStyle* s = style();
    auto action = [this](const QString& text, const QList<QKeySequence>& keys, auto slot, const QIcon& icon = {}) {
        auto* a = new QAction(icon, text, this);
        a->setShortcuts(keys);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };

    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(action(tr("&Open Session…"), {QKeySequence::Open}, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open Session"), {}, tr("Game Tree sessions (*.gtree)"));
        if (!path.isEmpty())
            openSession(path);
    }));
    m_save = action(tr("&Save Session…"), {QKeySequence::Save}, [this] {
        QString path = QFileDialog::getSaveFileName(this, tr("Save Session"), QStringLiteral("session.gtree"),
                                                    tr("Game Tree sessions (*.gtree)"));
        if (path.isEmpty())
            return;
        if (!path.endsWith(QLatin1String(".gtree")))
            path += QStringLiteral(".gtree");
        saveSession(path);
    });
    file->addAction(m_save);
    file->addSeparator();
    m_exportStep = action(tr("Export &Current Step…"), {QKeySequence(Qt::CTRL | Qt::Key_E)}, [this] { exportPicture(false); });
    m_exportWhole = action(tr("Export &Whole Run…"), {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)}, [this] { exportPicture(true); });
    m_copy = action(tr("Co&py Picture"), {QKeySequence::Copy}, [this] { copyPicture(); });
    m_slides = action(tr("Export Slide &Deck…"), {}, [this] { exportSlides(); });
    file->addAction(m_exportStep);
    file->addAction(m_exportWhole);
    file->addAction(m_slides);
    file->addAction(m_copy);
    file->addSeparator();
    file->addAction(action(tr("&Quit"), {QKeySequence::Quit}, [this] { close(); }));

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(action(tr("&Fit to Window"), {QKeySequence(Qt::CTRL | Qt::Key_0)}, [this] { m_view->fitToWindow(); }));
    view->addAction(action(tr("Zoom &In"), {QKeySequence::ZoomIn}, [this] { m_view->zoomIn(); }));
    view->addAction(action(tr("Zoom &Out"), {QKeySequence::ZoomOut}, [this] { m_view->zoomOut(); }));
    view->addAction(action(tr("&Actual Size"), {QKeySequence(Qt::CTRL | Qt::Key_1)}, [this] { m_view->resetZoom(); }));
    view->addAction(action(tr("Show &Current Call"), {QKeySequence(Qt::CTRL | Qt::Key_J)}, [this] {
        if (m_run)
            if (const SceneNode* node = m_view->nodeById(callIdOf(m_run->stepper().currentCall())))
                m_view->centerOn(node->box);
    }));
    m_collapse = action(tr("C&ollapse Below Selected Call"), {}, [this] {
        if (!m_run || !m_view->selectedId().startsWith(QLatin1String("call-")))
            return;
        m_run->setExpanded(callOf(m_view->selectedId()), false, m_job->layouter());
        showStep();
    });
    view->addAction(m_collapse);
    view->addAction(action(tr("Expand the &Line of Best Play Only"), {}, [this] {
        if (!m_run)
            return;
        m_run->showBestLineOnly(m_job->layouter());
        showStep();
    }));
    QAction* present = action(tr("&Presentation Mode"), {QKeySequence(Qt::Key_F5)}, [this] { setPresentation(!m_presenting); });
    present->setToolTip(tr("Full screen, the tree and the narration only, high contrast (F5; Esc leaves)"));
    view->addAction(present);
    addAction(present);
    QMenu* palettes = view->addMenu(tr("&Palette"));
    auto* paletteGroup = new QActionGroup(this);
    const QStringList paletteNames{tr("Default"), tr("Colour-blind safe (Okabe-Ito)"), tr("Print (black and white)"),
                                   tr("High contrast (projector)")};
    for (int i = 0; i < paletteIds().size(); ++i) {
        QAction* a = palettes->addAction(paletteNames[i]);
        a->setCheckable(true);
        a->setData(paletteIds()[i]);
        a->setChecked(paletteIds()[i] == m_palette);
        paletteGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, a] { setPalette(a->data().toString()); });
    }
    QMenu* languages = view->addMenu(tr("&Language"));
    auto* languageGroup = new QActionGroup(languages);
    const QStringList languageNames{QStringLiteral("English"), QStringLiteral("日本語"), QStringLiteral("한국어")};
    for (int i = 0; i < languageIds().size(); ++i) {
        QAction* a = languages->addAction(languageNames[i]);
        a->setCheckable(true);
        a->setChecked(languageIds()[i] == currentLanguage());
        languageGroup->addAction(a);
        const QString id = languageIds()[i];
        connect(a, &QAction::triggered, this, [this, id] { QTimer::singleShot(0, this, [this, id] { switchLanguage(id); }); });
    }
    view->addSeparator();
    for (QDockWidget* dock : findChildren<QDockWidget*>())
        view->addAction(dock->toggleViewAction());

    QMenu* runMenu = menuBar()->addMenu(tr("&Run"));
    runMenu->addAction(action(tr("&Solve"), {QKeySequence(Qt::CTRL | Qt::Key_R)}, [this] {
        if (m_form->problem().isEmpty())
            solve();
    }));
    runMenu->addAction(action(tr("&Cancel"), {QKeySequence(Qt::CTRL | Qt::Key_Period)}, [this] { cancelRun(); }));
    runMenu->addSeparator();
    m_first = action(tr("&First Step"), {QKeySequence(Qt::Key_Home)}, [this] { toFirst(); }, s->standardIcon(QStyle::SP_MediaSkipBackward));
    m_stepBack = action(tr("Step &Back"), {QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_PageUp)}, [this] { stepBack(); },
                        s->standardIcon(QStyle::SP_MediaSeekBackward));
    m_stepInto = action(tr("Step &Into"), {QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_PageDown), QKeySequence(Qt::Key_F11)},
                        [this] { stepInto(); }, s->standardIcon(QStyle::SP_ArrowRight));
    m_stepOver = action(tr("Step &Over"), {QKeySequence(Qt::Key_Down), QKeySequence(Qt::Key_F10)}, [this] { stepOver(); },
                        s->standardIcon(QStyle::SP_ArrowDown));
    m_stepOut = action(tr("Step O&ut"), {QKeySequence(Qt::Key_Up), QKeySequence(Qt::SHIFT | Qt::Key_F11)}, [this] { stepOut(); },
                       s->standardIcon(QStyle::SP_ArrowUp));
    m_last = action(tr("&Last Step"), {QKeySequence(Qt::Key_End)}, [this] { toLast(); }, s->standardIcon(QStyle::SP_MediaSkipForward));
    m_play = action(tr("&Play"), {QKeySequence(Qt::Key_Space)}, [this] { togglePlay(); }, s->standardIcon(QStyle::SP_MediaPlay));
    m_stepInto->setToolTip(tr("Step into: the next event (Right, Page Down)"));
    m_stepOver->setToolTip(tr("Step over: finish the call about to start (Down)"));
    m_stepOut->setToolTip(tr("Step out: return from the current call (Up)"));
    m_stepBack->setToolTip(tr("Step back: the previous event (Left, Page Up)"));
    for (QAction* a : {m_first, m_stepBack, m_stepInto, m_stepOver, m_stepOut, m_last, m_play}) {
        runMenu->addAction(a);
        addAction(a); // keys keep working in presentation mode, with the menus hidden
    }

    runMenu->addSeparator();
    m_quizAction = action(tr("&Quiz Mode"), {QKeySequence(Qt::Key_F6)}, [this] { setQuizMode(m_quizAction->isChecked()); });
    m_quizAction->setCheckable(true);
    m_quizAction->setChecked(m_quiz.on);
    m_quizAction->setToolTip(tr("Pause before each return: the class guesses the value, then it is revealed (F6)"));
    runMenu->addAction(m_quizAction);
    addAction(m_quizAction);
    auto* quizScope = new QActionGroup(runMenu);
    QAction* everyReturn = runMenu->addAction(tr("Ask at Every Return"));
    QAction* rootMoves = runMenu->addAction(tr("Ask for the Root's Moves Only"));
    for (QAction* a : {everyReturn, rootMoves}) {
        a->setCheckable(true);
        quizScope->addAction(a);
    }
    (m_quiz.rootMovesOnly ? rootMoves : everyReturn)->setChecked(true);
    connect(rootMoves, &QAction::toggled, this, [this](bool on) { m_quiz.rootMovesOnly = on; });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(action(tr("&About Game Tree Studio"), {}, [this] {
        QMessageBox::about(this, tr("About Game Tree Studio"),
                           tr("<p><b>Game Tree Studio</b> %1</p><p>Makes the recursion of game solvers visible: every call "
                              "of a memoized solver as a node of the AND/OR game tree, stepped through like a debugger.</p>")
                               .arg(QApplication::applicationVersion()));
    }));

    QToolBar* bar = addToolBar(tr("Stepping"));
    bar->setObjectName(QStringLiteral("SteppingToolBar"));
    bar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    for (QAction* a : {m_first, m_stepBack, m_stepInto, m_stepOver, m_stepOut, m_last, m_play})
        bar->addAction(a);
    bar->addSeparator();
    m_speed = new QSlider(Qt::Horizontal);
    m_speed->setRange(0, 100);
    m_speed->setValue(40);
    m_speed->setMaximumWidth(110);
    m_speed->setToolTip(tr("Play speed: 25 ms to 2 s per step"));
    m_speed->setAccessibleName(tr("Play speed"));
    m_speedLabel = new QLabel;
    m_speedLabel->setMinimumWidth(64);
    connect(m_speed, &QSlider::valueChanged, this, [this] {
        m_speedLabel->setText(tr("%1 ms/step").arg(playInterval()));
        m_playTimer.setInterval(playInterval());
    });
    emit m_speed->valueChanged(m_speed->value());
    bar->addWidget(m_speed);
    bar->addWidget(m_speedLabel);

    addToolBarBreak(); // the timeline gets a row of its own: it needs the width
    QToolBar* timeline = addToolBar(tr("Timeline"));
    timeline->setObjectName(QStringLiteral("TimelineToolBar"));
    m_timeline = new TimelineSlider;
    m_stepLabel = new QLabel;
    m_stepLabel->setMinimumWidth(120);
    m_timeline->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    timeline->addWidget(m_timeline);
    timeline->addWidget(m_stepLabel);
    // Find sits at the end of the timeline's row, so the slider can take the rest of its width.
    QToolBar* findBar = timeline;
    findBar->addSeparator();
    m_findEdit = new QLineEdit;
    m_findEdit->setPlaceholderText(tr("Find a state: n=37, used {1,3}, i=2 M=1"));
    m_findEdit->setClearButtonEnabled(true);
    m_findEdit->setMinimumWidth(220);
    m_findEdit->setMaximumWidth(320); // the timeline beside it takes the rest of the row
    m_findEdit->setAccessibleName(tr("Find a state"));
    m_findStatus = new QLabel;
    m_findStatus->setMinimumWidth(90);
    findBar->addWidget(m_findEdit);
    findBar->addWidget(m_findStatus);
    connect(m_findEdit, &QLineEdit::returnPressed, this, [this] {
        if (m_matches.empty() || m_findEdit->isModified())
            find(m_findEdit->text());
        else
            findNext(QGuiApplication::keyboardModifiers() & Qt::ShiftModifier ? -1 : 1);
        m_findEdit->setModified(false);
    });
    QAction* findAction = action(tr("&Find State…"), {QKeySequence::Find}, [this] {
        m_findEdit->setFocus();
        m_findEdit->selectAll();
    });
    QAction* nextAction = action(tr("Find &Next"), {QKeySequence::FindNext}, [this] { findNext(1); });
    QAction* previousAction = action(tr("Find &Previous"), {QKeySequence::FindPrevious}, [this] { findNext(-1); });
    view->addSeparator();
    for (QAction* a : {findAction, nextAction, previousAction}) {
        view->addAction(a);
        addAction(a);
    }

    connect(m_timeline, &QSlider::valueChanged, this, [this](int value) {
        if (!m_run || value == m_run->stepper().position())
            return;
        m_run->stepper().setPosition(value);
        showStep();
    });
}

int MainWindow::playInterval() const
{
    return int(std::lround(25 * std::pow(80.0, m_speed->value() / 100.0)));
}

QString MainWindow::statusText() const
{
    return m_stats->text();
}

void MainWindow::find(const QString& text)
{
    m_matches.clear();
    m_match = -1;
    const QString query = text.simplified();
    if (!m_run || query.isEmpty()) {
        m_findStatus->clear();
        return;
    }
    // Labels are compared once per distinct state, then calls by their state index.
    const Trace& trace = m_run->trace();
    const Game& game = m_run->game();
    std::vector<std::int8_t> stateMatches(game.stateSpaceSize(), -1);
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        std::int8_t& known = stateMatches[trace.state(id)];
        if (known < 0) {
            const QString label = game.stateLabel(trace.state(id));
            known = 0;
            for (qsizetype at = label.indexOf(query, 0, Qt::CaseInsensitive); at >= 0;
                 at = label.indexOf(query, at + 1, Qt::CaseInsensitive)) {
                const qsizetype end = at + query.size();
                const bool wholeNumber = !(query.back().isDigit() && end < label.size() && label[end].isDigit());
                if (wholeNumber) {
                    known = 1;
                    break;
                }
            }
        }
        if (known)
            m_matches.push_back(id);
    }
    if (m_matches.empty()) {
        m_findStatus->setText(tr("not found"));
        return;
    }
    m_match = 0;
    showMatch();
}

void MainWindow::findNext(int direction)
{
    if (m_matches.empty())
        return;
    m_match = int((m_match + direction + int(m_matches.size())) % int(m_matches.size()));
    showMatch();
}

void MainWindow::showMatch()
{
    const std::int32_t call = m_matches[std::size_t(m_match)];
    const Trace& trace = m_run->trace();
    m_findStatus->setText(tr("%L1 of %L2").arg(m_match + 1).arg(m_matches.size()));
    // Open the cuts on the way to the call, and step to where it has returned.
    if (m_run->drawing().nodeOfCall[std::size_t(call)] < 0)
        m_run->expandPathTo(call, m_job->layouter());
    m_run->stepper().setPosition(trace.returnEvent(call) + 1);
    m_view->setSelectedId(callIdOf(call));
    showStep();
    if (const SceneNode* node = m_view->nodeById(callIdOf(call)))
        m_view->centerOn(node->box);
}

QString MainWindow::findStatus() const
{
    return m_findStatus->text();
}

QString MainWindow::quizQuestion() const
{
    return m_quizBar->isVisible() ? m_quizQuestion->text() : QString();
}

QString MainWindow::quizTally() const
{
    return m_quizTally->text();
}

QString MainWindow::narrationText() const
{
    return m_narration->text();
}

QString MainWindow::bannerText() const
{
    return m_banner->isVisible() ? m_banner->text() : QString();
}

void MainWindow::setBanner(const QString& text, bool error)
{
    m_banner->setText(text);
    m_banner->setStyleSheet(error ? QStringLiteral("background: #fde7ea; color: #8a0018;")
                                  : QStringLiteral("background: #eef4fb; color: #1d3b5c;"));
    m_banner->setVisible(!text.isEmpty());
}

Style MainWindow::currentStyle() const
{
    return Style::forPalette(*paletteById(m_palette));
}

void MainWindow::setPalette(const QString& id)
{
    if (!paletteById(id))
        return;
    m_palette = id;
    if (m_run)
        showStep();
}

void MainWindow::solve(std::optional<std::int64_t> step)
{
    if (m_job->isRunning())
        return;
    if (m_playTimer.isActive())
        togglePlay();
    m_pendingStep = step;
    DrawOptions draw;
    draw.maxNodes = kStudioMaxNodes;
    draw.expandBestLine = true;
    if (!m_job->start(m_form->gameId(), m_form->params(), m_form->options(), draw))
        return;
    m_form->setBusy(true);
    m_progress->show();
    m_cancel->show();
    m_cancel->setEnabled(true);
    setBanner(tr("Solving %1…").arg(m_form->gameId()), false);
    updateActions();
}

void MainWindow::cancelRun()
{
    if (!m_job->isRunning())
        return;
    m_job->cancel();
    m_cancel->setEnabled(false);
    m_stats->setText(tr("Cancelling…"));
}

void MainWindow::onFinished(std::shared_ptr<StudioRun> run)
{
    m_form->setBusy(false);
    m_progress->hide();
    m_cancel->hide();
    m_run = std::move(run);
    m_run->stepper().setPosition(m_pendingStep.value_or(m_run->stepper().first()));
    showRun();
    m_view->setSelectedId({});

    QStringList notes;
    if (m_run->trace().empty())
        notes << tr("The answer is known before any recursive call: there is no tree to draw.");
    if (m_run->trace().truncated())
        notes << tr("Recording stopped after %L1 calls; the counts are exact, the tree shows the first calls.")
                     .arg(m_run->trace().size());
    if (m_run->drawing().callsDrawn < m_run->trace().size())
        notes << tr("%L1 of %L2 calls are drawn: click a “+N calls” node to open it.")
                     .arg(m_run->drawing().callsDrawn)
                     .arg(m_run->trace().size());
    setBanner(notes.join(u' '), false);
    showStep(true);
    if (m_pendingZoom > 0) {
        m_view->setZoom(m_pendingZoom, m_view->rect().center());
        if (const SceneNode* node = m_view->nodeById(callIdOf(m_run->stepper().currentCall())))
            m_view->centerOn(node->box);
        m_pendingZoom = 0;
    }
    emit runShown();
}

void MainWindow::showRun()
{
    m_stackModel->setRun(m_run);
    m_memoModel->setRun(m_run);
    m_source->loadSolver(findGame(m_run->game().id())->solverSource);
    const Stepper& stepper = m_run->stepper();
    const QSignalBlocker block(m_timeline); // setting the range must not move the stepper
    m_timeline->setRange(int(stepper.first()), int(std::max<std::int64_t>(stepper.last(), 1)));
    m_timeline->setValue(int(stepper.position()));
    m_timeline->setMarks(stepper.memoHitEvents());
}

void MainWindow::onFailed(const QString& message, bool cancelled)
{
    m_form->setBusy(false);
    m_progress->hide();
    m_cancel->hide();
    const QString kept = m_run ? tr(" The previous run is still shown.") : QString();
    setBanner(cancelled ? tr("Cancelled.") + kept : tr("The run stopped: %1.").arg(message) + kept, !cancelled);
    m_stats->setText(m_run ? QString() : tr("Choose a game and press Solve."));
    updateActions();
    if (m_run)
        showStep();
    emit runShown();
}

void MainWindow::showStep(bool fit)
{
    if (!m_run)
        return;
    const Stepper& stepper = m_run->stepper();
    Scene scene = m_run->sceneAtStep(currentStyle());
    m_legend->setLegend(scene.legendItems, currentStyle());
    m_view->setScene(std::move(scene), false);
    if (fit)
        m_view->frameNewRun();
    const std::int32_t current = stepper.currentCall();
    if (const SceneNode* node = m_view->nodeById(callIdOf(current)))
        m_view->ensureVisible(node->box);
    m_stackModel->refresh();
    m_memoModel->refresh();
    const int entries = m_memoModel->rowCount();
    m_memoDock->setWindowTitle(!m_run->options().memo ? tr("Memo table: off in this run")
                               : entries == 1         ? tr("Memo table: 1 entry")
                                                      : tr("Memo table: %1 entries").arg(entries));
    if (m_memoModel->rowJustRead() >= 0)
        m_memoView->scrollTo(m_memoModel->index(m_memoModel->rowJustRead(), 0));
    else if (m_memoModel->rowCount() > 0)
        m_memoView->scrollToBottom();
    if (const std::optional<TraceEvent> e = stepper.lastEvent()) {
        m_source->showStep(e->step, e->kind == EventKind::Enter && m_run->trace().parent(e->call) >= 0);
        m_narration->setText(narrateEvent(m_run->game(), m_run->trace(), stepper.position() - 1));
    } else {
        m_source->clearStep();
        m_narration->setText(tr("The answer, %1, is known before any recursive call.")
                                 .arg(m_run->game().answerText(m_run->result().answer)));
    }
    {
        const QSignalBlocker block(m_timeline);
        m_timeline->setValue(int(stepper.position()));
    }
    m_stepLabel->setText(tr("step %L1 of %L2").arg(stepper.position()).arg(stepper.last()));
    const RunStats& stats = m_run->result().stats;
    m_stats->setText(tr("%1 · answer %2 · %L3 calls · %L4 memo hits · %L5 distinct states · depth %6 · %7 ms")
                         .arg(m_run->game().paramsText(), m_run->game().answerText(m_run->result().answer))
                         .arg(stats.calls)
                         .arg(stats.memoHits)
                         .arg(stats.distinctStates)
                         .arg(stats.maxDepth)
                         .arg(stats.seconds * 1000, 0, 'f', 2));
    updateActions();
    updateInspector();
    updateQuizBar();
    showStateGraph(fit);
    emit stepShown();
}

void MainWindow::showStateGraph(bool fit)
{
    if (!m_run || !m_dagDock->isVisible())
        return;
    m_dagView->setScene(m_run->stateGraphAtStep(currentStyle(), m_job->layouter()), false);
    if (fit)
        m_dagView->frameNewRun();
    const QString selected = m_run->stateNodeOf(callOf(m_view->selectedId()));
    m_dagView->setSelectedId(selected);
    if (const SceneNode* node = m_dagView->nodeById(selected))
        m_dagView->ensureVisible(node->box);
}

void MainWindow::updateActions()
{
    const bool ready = m_run && !m_job->isRunning() && !m_run->trace().empty();
    const bool atFirst = !ready || m_run->stepper().atFirst();
    const bool atLast = !ready || m_run->stepper().atLast();
    m_first->setEnabled(!atFirst);
    m_stepBack->setEnabled(!atFirst);
    m_stepInto->setEnabled(!atLast);
    m_stepOver->setEnabled(!atLast);
    m_stepOut->setEnabled(!atLast);
    m_last->setEnabled(!atLast);
    m_play->setEnabled(ready);
    m_timeline->setEnabled(ready);
    m_exportStep->setEnabled(ready);
    m_exportWhole->setEnabled(ready);
    m_copy->setEnabled(ready);
    m_slides->setEnabled(ready);
    m_save->setEnabled(m_run != nullptr);
    m_collapse->setEnabled(ready && m_view->selectedId().startsWith(QLatin1String("call-")));
}

void MainWindow::step(void (Stepper::*move)())
{
    if (!m_run || m_job->isRunning())
        return;
    Stepper& stepper = m_run->stepper();
    const std::int64_t from = stepper.position();
    (stepper.*move)();
    // In quiz mode nothing moves past a return the class has not guessed yet.
    if (m_quiz.on && stepper.position() > from) {
        const std::int64_t target = stepper.position();
        for (std::int64_t k = from; k < target; ++k) {
            if (isQuizQuestion(k)) {
                stepper.setPosition(k);
                if (m_playTimer.isActive())
                    togglePlay();
                break;
            }
        }
    }
    showStep();
}

bool MainWindow::isQuizQuestion(std::int64_t event) const
{
    const TraceEvent e = m_run->trace().event(event);
    if (e.kind != EventKind::Return || m_quiz.answered.count(e.call))
        return false;
    return !m_quiz.rootMovesOnly || m_run->trace().parent(e.call) == 0;
}

void MainWindow::buildQuizBar()
{
    m_quizBar = new QFrame;
    m_quizBar->setStyleSheet(QStringLiteral("QFrame { background: #eef6ff; border-bottom: 1px solid #c9dcf2; }"));
    auto* row = new QHBoxLayout(m_quizBar);
    row->setContentsMargins(12, 6, 12, 6);
    m_quizQuestion = new QLabel;
    m_quizQuestion->setWordWrap(true);
    row->addWidget(m_quizQuestion, 1);
    m_quizNumber = new QSpinBox;
    m_quizNumber->setRange(0, 1'000'000);
    row->addWidget(m_quizNumber);
    m_quizButtons = new QWidget;
    auto* buttons = new QHBoxLayout(m_quizButtons);
    buttons->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_quizButtons);
    m_quizTally = new QLabel;
    row->addWidget(m_quizTally);
    m_quizBar->hide();
}

void MainWindow::setQuizMode(bool on)
{
    m_quiz.on = on;
    m_quiz.answered.clear();
    m_quiz.right = m_quiz.asked = 0;
    if (m_quizAction)
        m_quizAction->setChecked(on);
    if (m_run)
        showStep();
}

void MainWindow::updateQuizBar()
{
    const bool asking = m_quiz.on && m_run && !m_run->stepper().atLast() && isQuizQuestion(m_run->stepper().position());
    m_quizBar->setVisible(m_quiz.on && m_run);
    m_quizTally->setText(tr("%1 of %2 right").arg(m_quiz.right).arg(m_quiz.asked));
    qDeleteAll(m_quizButtons->findChildren<QPushButton*>());
    m_quizNumber->hide();
    if (!asking) {
        m_quizQuestion->setText(m_quiz.on ? tr("Quiz: step on; the run pauses before each return to ask.") : QString());
        return;
    }
    const std::int32_t call = m_run->trace().event(m_run->stepper().position()).call;
    const Game& game = m_run->game();
    m_quizQuestion->setText(tr("What does call #%1 (%2) return?").arg(call).arg(game.stateLabel(m_run->trace().state(call))));
    auto* buttons = static_cast<QHBoxLayout*>(m_quizButtons->layout());
    if (game.valueMeaning() == ValueMeaning::MoverScore) {
        m_quizNumber->setRange(0, std::max(0, game.stonesLeft(m_run->trace().state(call))));
        m_quizNumber->setValue(0);
        m_quizNumber->show();
        auto* check = new QPushButton(tr("Check"));
        connect(check, &QPushButton::clicked, this, [this] { answerQuiz(m_quizNumber->value()); });
        buttons->addWidget(check);
        return;
    }
    for (const std::int32_t value : {1, 0}) {
        auto* button = new QPushButton(game.answerText(value));
        button->setObjectName(QStringLiteral("quiz-answer-%1").arg(value));
        connect(button, &QPushButton::clicked, this, [this, value] { answerQuiz(value); });
        buttons->addWidget(button);
    }
}

void MainWindow::answerQuiz(std::int32_t value)
{
    if (!m_run || m_run->stepper().atLast() || !isQuizQuestion(m_run->stepper().position()))
        return;
    const std::int32_t call = m_run->trace().event(m_run->stepper().position()).call;
    const std::int32_t truth = m_run->trace().value(call);
    ++m_quiz.asked;
    m_quiz.right += value == truth;
    m_quiz.answered.insert(call);
    const QString shown = m_run->game().answerText(truth);
    m_run->stepper().stepInto(); // reveal
    showStep();
    setBanner(value == truth ? tr("Right: call #%1 returns %2.").arg(call).arg(shown)
                             : tr("Not quite: call #%1 returns %2.").arg(call).arg(shown),
              false);
}

void MainWindow::stepInto()
{
    step(&Stepper::stepInto);
}

void MainWindow::stepOver()
{
    step(&Stepper::stepOver);
}

void MainWindow::stepOut()
{
    step(&Stepper::stepOut);
}

void MainWindow::stepBack()
{
    step(&Stepper::stepBack);
}

void MainWindow::toFirst()
{
    step(&Stepper::toFirst);
}

void MainWindow::toLast()
{
    step(&Stepper::toLast);
}

void MainWindow::togglePlay()
{
    if (m_playTimer.isActive()) {
        m_playTimer.stop();
        m_play->setText(tr("&Play"));
        m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
        return;
    }
    if (!m_run || m_run->trace().empty())
        return;
    if (m_run->stepper().atLast())
        toFirst();
    m_playTimer.start(playInterval());
    m_play->setText(tr("&Pause"));
    m_play->setIcon(style()->standardIcon(QStyle::SP_MediaPause));
}

void MainWindow::selectNode(const QString& id)
{
    if (!m_run || id.isEmpty())
        return;
    if (id.startsWith(QLatin1String("cut-"))) {
        const std::int32_t call = callOf(id);
        if (m_run->trace().hasHiddenChildren(call)) {
            setBanner(tr("The calls below call #%1 were past the recording limit: they were counted, not recorded.").arg(call), false);
            return;
        }
        const SceneNode* before = m_view->nodeById(callIdOf(call));
        const QPointF onScreen = before ? m_view->sceneToWidget(before->box.center()) : QPointF();
        try {
            m_run->setExpanded(call, true, m_job->layouter());
        } catch (const std::exception& e) {
            setBanner(QString::fromStdString(e.what()), true);
            return;
        }
        m_view->setSelectedId(callIdOf(call));
        showStep();
        // What was on screen stays put: the opened call keeps its place in the window.
        if (const SceneNode* after = m_view->nodeById(callIdOf(call)); after && before)
            m_view->keepAt(after->box.center(), onScreen);
        return;
    }
    if (!id.startsWith(QLatin1String("call-")))
        return;
    const std::int32_t call = callOf(id);
    QString target = id;
    // A memo answer leads to the call that computed the value it read.
    if (m_view->selectedId() != id && m_run->trace().memoOf(call) >= 0)
        target = callIdOf(m_run->trace().memoOf(call));
    m_view->setSelectedId(target);
    if (m_run) {
        const QString state = m_run->stateNodeOf(callOf(target));
        m_dagView->setSelectedId(state);
        if (const SceneNode* node = m_dagView->nodeById(state))
            m_dagView->ensureVisible(node->box);
    }
    if (const SceneNode* node = m_view->nodeById(target)) {
        if (target != id)
            m_view->centerOn(node->box);
    } else if (target != id) {
        setBanner(tr("Call #%1 computed this state; it is below a cut: open the “+N calls” node above it.").arg(callOf(target)),
                  false);
    }
    updateInspector();
    updateActions();
}

void MainWindow::updateInspector()
{
    // The selected call, or else the one running now.
    QString id = m_view->selectedId();
    if (!id.startsWith(QLatin1String("call-")) && m_run && m_run->stepper().currentCall() >= 0)
        id = callIdOf(m_run->stepper().currentCall());
    if (!m_run || !id.startsWith(QLatin1String("call-"))) {
        m_inspector->clear();
        return;
    }
    const std::int32_t call = callOf(id);
    const Trace& trace = m_run->trace();
    const Game& game = m_run->game();
    const bool returned = trace.returnEvent(call) < m_run->stepper().position();
    QString html = QStringLiteral("<h3>%1</h3>").arg(game.stateLabel(trace.state(call)).toHtmlEscaped());
    html += QStringLiteral("<p>") + tr("Call #%1 · depth %2").arg(call).arg(trace.depth(call)) + QStringLiteral("<br>");
    html += (trace.player(call) == Player::First ? tr("First player to move (OR node)") : tr("Second player to move (AND node)"));
    if (trace.parent(call) >= 0)
        html += QStringLiteral("<br>") + tr("Reached by %1 from <a href=\"call-%2\">call #%2</a>")
                                             .arg(game.moveLabel(trace.move(call)).toHtmlEscaped())
                                             .arg(trace.parent(call));
    html += QStringLiteral("</p><p>");
    if (!returned) {
        html += tr("Not returned yet at this step.");
    } else {
        html += tr("Returns <b>%1</b>").arg(game.answerText(trace.value(call)).toHtmlEscaped()) + QStringLiteral("<br>");
        switch (trace.outcome(call)) {
        case Outcome::Base: html += tr("Base case"); break;
        case Outcome::Memo:
            html += tr("Answered from the memo, computed by <a href=\"call-%1\">call #%1</a>").arg(trace.memoOf(call));
            break;
        case Outcome::Shortcut: html += tr("Takes every remaining pile (not stored)"); break;
        case Outcome::Computed:
            html += trace.earlyExit(call) ? tr("Computed; stopped at the deciding move") : tr("Computed from every move");
            if (trace.repeatOf(call) >= 0)
                html += QStringLiteral("<br>") + tr("Repeats <a href=\"call-%1\">call #%1</a> (same state)").arg(trace.repeatOf(call));
            break;
        }
    }
    html += QStringLiteral("</p>");
    std::vector<std::int32_t> children; // tried so far
    for (std::int32_t child : trace.children(call))
        if (trace.enterEvent(child) < m_run->stepper().position())
            children.push_back(child);
    if (!children.empty()) {
        html += QStringLiteral("<p><b>") + tr("Moves tried") + QStringLiteral("</b></p><ul>");
        for (std::int32_t child : children) {
            const bool childReturned = trace.returnEvent(child) < m_run->stepper().position();
            html += QStringLiteral("<li><a href=\"call-%1\">%2</a> → %3</li>")
                        .arg(child)
                        .arg(game.moveLabel(trace.move(child)).toHtmlEscaped())
                        .arg(childReturned ? game.answerText(trace.value(child)).toHtmlEscaped() : QStringLiteral("…"));
        }
        html += QStringLiteral("</ul>");
    }
    m_inspector->setHtml(html);
}

void MainWindow::exportPicture(bool wholeRun)
{
    if (!m_run)
        return;
    const QString path = QFileDialog::getSaveFileName(
        this, wholeRun ? tr("Export Whole Run") : tr("Export Current Step"),
        QStringLiteral("%1.svg").arg(m_run->game().id()),
        tr("SVG (*.svg);;PNG (*.png);;PDF (*.pdf);;Graphviz DOT (*.dot)"));
    if (path.isEmpty())
        return;
    try {
        const Scene scene = wholeRun ? m_run->wholeScene(currentStyle()) : m_run->sceneAtStep(currentStyle(), SceneParts{});
        exportToFile(path, scene, m_run->drawing(), m_run->game());
        setBanner(tr("Wrote %1.").arg(QDir::toNativeSeparators(path)), false);
    } catch (const ExportError& e) {
        QMessageBox::warning(this, tr("Export failed"), e.message());
    }
    showStep(); // back to the step on screen
}

void MainWindow::exportSlides()
{
    if (!m_run)
        return;
    const std::int64_t events = m_run->trace().eventCount();
    bool ok = false;
    const int every = QInputDialog::getInt(this, tr("Export Slide Deck"),
                                           tr("One slide every how many steps? (the run has %L1 steps)").arg(events),
                                           int(std::max<std::int64_t>(1, (events + 39) / 40)), 1, int(std::max<std::int64_t>(events, 1)), 1, &ok);
    if (!ok)
        return;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Slide Deck"), QStringLiteral("%1-slides.pdf").arg(m_run->game().id()),
                                                      tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    try {
        BudgetLayouter layouter(BudgetLayouter::kExportGraphvizNodes);
        const SlideDeck deck = buildSlideDeck({m_run->game(), m_run->options(), m_run->result()}, m_run->drawing().options,
                                              currentStyle(), stepsEvery(every, events), layouter);
        writeSlideDeck(deck, path);
        setBanner(tr("Wrote %1: %2 slides.").arg(QDir::toNativeSeparators(path)).arg(deck.slides.size()), false);
    } catch (const UserError& e) {
        QMessageBox::warning(this, tr("Export failed"), e.message());
    }
}

void MainWindow::copyPicture()
{
    if (!m_run)
        return;
    const Scene scene = m_run->sceneAtStep(currentStyle(), SceneParts{});
    QImage image((scene.bounds.size() * 2).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.scale(2, 2);
    paintScene(painter, scene);
    painter.end();
    QGuiApplication::clipboard()->setImage(image);
    m_stats->setText(tr("The picture of this step is on the clipboard."));
}

void MainWindow::saveSession(const QString& path)
{
    if (!m_run)
        return;
    Session session;
    session.gameId = m_form->gameId();
    session.params = m_form->params();
    session.options = m_run->options();
    session.step = m_run->stepper().position();
    session.palette = m_palette;
    session.zoom = m_view->zoom();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeSession(session)) < 0 || !file.commit()) {
        QMessageBox::warning(this, tr("Save failed"), tr("Cannot write %1: %2").arg(path, file.errorString()));
        return;
    }
    setBanner(tr("Saved %1.").arg(QDir::toNativeSeparators(path)), false);
}

void MainWindow::openSession(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setBanner(tr("Cannot open %1: %2").arg(path, file.errorString()), true);
        return;
    }
    Session session;
    try {
        session = readSession(file.read(1 << 20));
    } catch (const SessionError& e) {
        setBanner(tr("%1 was not opened: %2").arg(QDir::toNativeSeparators(path), e.message()), true);
        return; // nothing on screen changes
    }
    m_form->setRun(session.gameId, session.params, session.options);
    if (paletteById(session.palette))
        m_palette = session.palette;
    m_pendingZoom = session.zoom;
    solve(session.step);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    const QString game = settings.value(QStringLiteral("run/game")).toString();
    if (findGame(game)) {
        ParamText params;
        settings.beginGroup(QStringLiteral("run/params"));
        for (const QString& key : settings.childKeys())
            params[key] = settings.value(key).toString();
        settings.endGroup();
        m_form->setRun(game, params,
                       {settings.value(QStringLiteral("run/memo"), true).toBool(),
                        settings.value(QStringLiteral("run/shortCircuit"), false).toBool()});
    }
    setPalette(settings.value(QStringLiteral("view/palette"), m_palette).toString());
    m_speed->setValue(settings.value(QStringLiteral("play/speed"), m_speed->value()).toInt());
}

void MainWindow::setPresentation(bool on)
{
    if (on == m_presenting)
        return;
    m_presenting = on;
    if (on) {
        m_statePresenting = saveState();
        m_paletteBeforePresenting = m_palette;
        for (QDockWidget* dock : findChildren<QDockWidget*>())
            dock->hide();
        for (QToolBar* bar : findChildren<QToolBar*>())
            bar->hide();
        menuBar()->hide();
        statusBar()->hide();
        m_banner->hide();
        m_palette = QStringLiteral("contrast");
        m_narrationScale = 2.0;
        showFullScreen();
    } else {
        showNormal();
        menuBar()->show();
        statusBar()->show();
        restoreState(m_statePresenting);
        m_palette = m_paletteBeforePresenting;
        m_narrationScale = 1.25;
    }
    QFont font = m_narration->font();
    font.setPointSizeF(QApplication::font().pointSizeF() * m_narrationScale);
    m_narration->setFont(font);
    m_narration->setMinimumHeight(m_narration->fontMetrics().lineSpacing() * 2 + 16);
    if (m_run)
        showStep();
    // After the window has its new size: as large as fits (1x to 1.8x), the current call in view.
    QTimer::singleShot(100, this, [this] {
        if (!m_run)
            return;
        if (m_presenting)
            m_view->fitToWindow(); // centred, then as large as fits, but at least actual size
        m_view->setZoom(m_presenting ? std::clamp(m_view->fitZoom(), 1.0, 1.8) : 1.0, m_view->rect().center());
        if (const SceneNode* node = m_view->nodeById(callIdOf(m_run->stepper().currentCall())))
            m_view->ensureVisible(node->box);
    });
    m_view->setFocus();
}

void MainWindow::keyPressEvent(QKeyEvent* event)
{
    if (m_presenting && event->key() == Qt::Key_Escape) {
        setPresentation(false);
        return;
    }
    // In presentation mode + and - scale the narration and the tree together.
    if (m_presenting && (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Minus || event->key() == Qt::Key_Equal)) {
        const double factor = event->key() == Qt::Key_Minus ? 1 / 1.15 : 1.15;
        m_narrationScale = std::clamp(m_narrationScale * factor, 1.0, 4.0);
        QFont font = m_narration->font();
        font.setPointSizeF(QApplication::font().pointSizeF() * m_narrationScale);
        m_narration->setFont(font);
        m_view->setZoom(m_view->zoom() * factor, m_view->rect().center());
        return;
    }
    QMainWindow::keyPressEvent(event);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("run/game"), m_form->gameId());
    settings.remove(QStringLiteral("run/params"));
    for (const auto& [name, text] : m_form->params())
        settings.setValue(QStringLiteral("run/params/") + name, text);
    settings.setValue(QStringLiteral("run/memo"), m_form->options().memo);
    settings.setValue(QStringLiteral("run/shortCircuit"), m_form->options().shortCircuit);
    settings.setValue(QStringLiteral("view/palette"), m_palette);
    settings.setValue(QStringLiteral("play/speed"), m_speed->value());
    m_job->cancel();
    event->accept();
}

} // namespace gt
