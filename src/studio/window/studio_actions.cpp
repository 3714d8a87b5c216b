// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/window/studio_actions.h"

#include "studio/code/code_workspace.h"
#include "studio/canvas/comparison_pane.h"
#include "studio/window/action_text.h"
#include "studio/window/studio_settings.h"
#include "core/language.h"
#include "studio/output/export_actions.h"
#include "studio/output/print_actions.h"
#include "studio/play/play_mode.h"
#include "studio/modes/find_bar.h"
#include "studio/modes/presentation_mode.h"
#include "studio/modes/quiz_bar.h"
#include "studio/window/recent_files.h"
#include "render/style.h"
#include "studio/window/shortcuts_dialog.h"
#include "studio/modes/step_controls.h"
#include "studio/canvas/tree_view.h"
#include "studio/window/user_guide.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFileDialog>
#include <QMessageBox>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenuBar>

namespace gt {

StudioActions::StudioActions(QMainWindow* window)
    : QObject(window)
    , m_window(window)
{
    auto action = [window](const char* name, const QKeySequence& key = {}) { return namedAction(window, name, key); };
    open = action("open", QKeySequence::Open);
    save = action("save", QKeySequence::Save);
    quit = action("quit", QKeySequence::Quit);
    fit = action("fit", QKeySequence(Qt::CTRL | Qt::Key_0));
    zoomIn = action("zoomIn", QKeySequence::ZoomIn);
    zoomOut = action("zoomOut", QKeySequence::ZoomOut);
    actualSize = action("actualSize", QKeySequence(Qt::CTRL | Qt::Key_1));
    showCurrent = action("showCurrent", QKeySequence(Qt::CTRL | Qt::Key_J));
    collapse = action("collapse");
    bestLine = action("bestLine");
    stateGraph = action("stateGraph", QKeySequence(Qt::Key_F7));
    stateGraph->setCheckable(true);
    window->addAction(stateGraph); // F7 also while presenting, with the menu bar hidden
    memoTable = action("memoTable", QKeySequence(Qt::Key_F8));
    memoTable->setCheckable(true);
    window->addAction(memoTable);
    solve = action("solve", QKeySequence(Qt::CTRL | Qt::Key_R));
    cancel = action("cancel", QKeySequence(Qt::CTRL | Qt::Key_Period));
    includeFolders = action("includeFolders");
    shortcuts = action("shortcuts", QKeySequence(Qt::CTRL | Qt::Key_Slash));
    userGuide = action("userGuide", QKeySequence::HelpContents);
    about = action("about");
    palettes = new QActionGroup(this);
    for (const QString& id : paletteIds())
        palettes->addAction(QString())->setData(id);
    languages = new QActionGroup(this);
    const QStringList names {QStringLiteral("English"), QStringLiteral("日本語"), QStringLiteral("한국어")};
    for (int i = 0; i < languageIds().size(); ++i) {
        QAction* a = languages->addAction(names[i]); // each in its own language
        a->setData(languageIds().at(i));
    }
    for (QActionGroup* group : {palettes, languages})
        for (QAction* a : group->actions())
            a->setCheckable(true);

    connect(open, &QAction::triggered, this, [this] {
        StudioSettings settings;
        const QString path = QFileDialog::getOpenFileName(
            m_window, tr("Open Session"), settings.inLastFolder(kSessionDialogs), tr("Game Tree sessions (*.gtree)"));
        settings.rememberFolderOf(kSessionDialogs, path);
        if (!path.isEmpty())
            emit openRequested(path);
    });
    connect(save, &QAction::triggered, this, [this] {
        StudioSettings settings;
        const QString path = QFileDialog::getSaveFileName(m_window, tr("Save Session"),
            settings.inLastFolder(kSessionDialogs, QStringLiteral("session.gtree")), tr("Game Tree sessions (*.gtree)"));
        settings.rememberFolderOf(kSessionDialogs, path);
        if (!path.isEmpty())
            emit saveRequested(path.endsWith(QLatin1String(".gtree")) ? path : path + QStringLiteral(".gtree"));
    });
    connect(quit, &QAction::triggered, m_window, &QWidget::close);
    connect(shortcuts, &QAction::triggered, this, [this] { ShortcutsDialog(m_window).exec(); });
    connect(userGuide, &QAction::triggered, this, [this] {
        if (!m_guide)
            m_guide = new UserGuide(m_window); // beside the window: the tree stays usable
        m_guide->show();
        m_guide->raise();
    });
    connect(about, &QAction::triggered, this, [this] {
        QMessageBox::about(m_window, tr("About Game Tree Studio"),
            tr("<p><b>Game Tree Studio</b> %1</p><p>Makes the recursion of game solvers visible: every call "
               "of a memoized solver as a node of the AND/OR game tree, stepped through like a debugger.</p>"
               "<p>Built with Qt %2 (GNU LGPL version 3) and Graphviz (Eclipse Public License 2.0); the "
               "source of both is at qt.io and graphviz.org.</p>")
                .arg(QApplication::applicationVersion(), QString::fromLatin1(qVersion())));
    });
}

void StudioActions::connectView(const std::function<TreeView*()>& shown)
{
    // Fit, but never below readable text: a wide tree shows the part around the current call; a
    // table shows whole.
    connect(fit, &QAction::triggered, this, [shown] { shown()->frameOnRequest(); });
    connect(zoomIn, &QAction::triggered, this, [shown] { shown()->zoomIn(); });
    connect(zoomOut, &QAction::triggered, this, [shown] { shown()->zoomOut(); });
    connect(actualSize, &QAction::triggered, this, [shown] { shown()->resetZoom(); });
}

void StudioActions::buildMenus(const Parts& parts)
{
    QMenuBar* bar = m_window->menuBar();
    m_file = bar->addMenu(QString());
    parts.code->addTo(m_file);
    m_file->addSeparator();
    m_file->addAction(open);
    m_file->addMenu(parts.recent->menu());
    m_file->addAction(save);
    m_file->addSeparator();
    parts.exports->addTo(m_file);
    parts.print->addTo(m_file);
    m_file->addSeparator();
    m_file->addAction(quit);

    m_view = bar->addMenu(QString());
    m_view->addActions(
        {stateGraph, memoTable, fit, zoomIn, zoomOut, actualSize, showCurrent, collapse, bestLine, parts.presentation->action()});
    m_paletteMenu = m_view->addMenu(QString());
    m_paletteMenu->addActions(palettes->actions());
    m_languageMenu = m_view->addMenu(QString());
    m_languageMenu->addActions(languages->actions());
    m_view->addSeparator();
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        m_view->addAction(dock->toggleViewAction());
    m_view->addSeparator();
    parts.find->addTo(m_view);

    m_run = bar->addMenu(QString());
    m_run->addActions({solve, cancel, includeFolders});
    m_run->addSeparator();
    parts.steps->addTo(m_run);
    m_run->addSeparator();
    parts.quiz->addTo(m_run);
    m_run->addSeparator();
    parts.comparison->addTo(m_run);
    m_run->addSeparator();
    parts.play->addTo(m_run);

    m_help = bar->addMenu(QString());
    m_help->addActions({userGuide, shortcuts, about});
    retranslate();
}

void StudioActions::retranslate()
{
    setActionText(open, tr("&Open Session…"));
    setActionText(save, tr("&Save Session…"));
    setActionText(quit, tr("&Quit"));
    setActionText(fit, tr("&Fit to Window"));
    setActionText(zoomIn, tr("Zoom &In"));
    setActionText(zoomOut, tr("Zoom &Out"));
    setActionText(actualSize, tr("&Actual Size"));
    setActionText(showCurrent, tr("Show &Current Call"));
    setActionText(collapse, tr("Collaps&e Below Selected Call"));
    setActionText(bestLine, tr("Expand the Line of &Best Play Only"));
    setActionText(stateGraph, tr("State &Graph"));
    stateGraph->setToolTip(tr("One node per state, in place of the call tree (F7 switches back)"));
    setActionText(memoTable, tr("&DP Table"));
    memoTable->setToolTip(tr("The memo as the DP table it is, filling as the run steps (F8 switches back)"));
    setActionText(solve, tr("&Solve"));
    setActionText(cancel, tr("&Cancel"));
    setActionText(includeFolders, tr("Inclu&de Folders…"));
    includeFolders->setToolTip(tr("Where #include <...> in your own code also looks (-I)"));
    setActionText(shortcuts, tr("&Keyboard Shortcuts"));
    setActionText(userGuide, tr("&User Guide"));
    setActionText(about, tr("&About Game Tree Studio"));
    const QStringList paletteNames {
        tr("Default"), tr("Colour-blind safe (Okabe-Ito)"), tr("Print (black and white)"), tr("High contrast (projector)")};
    for (int i = 0; i < palettes->actions().size(); ++i)
        palettes->actions().at(i)->setText(paletteNames.value(i));
    if (!m_file)
        return;
    m_file->setTitle(tr("&File"));
    m_view->setTitle(tr("&View"));
    m_paletteMenu->setTitle(tr("&Palette"));
    m_languageMenu->setTitle(tr("&Language"));
    m_run->setTitle(tr("&Run"));
    m_help->setTitle(tr("&Help"));
}

} // namespace gt
