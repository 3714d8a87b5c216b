// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/window/studio_docks.h"

#include "studio/code/code_editor.h"
#include "studio/code/code_run_input.h"
#include "studio/panels/game_form.h"
#include "studio/canvas/icicle_view.h"
#include "studio/panels/inspector_panel.h"
#include "studio/canvas/legend_panel.h"
#include "studio/run/call_stack_model.h"
#include "studio/run/memo_table_model.h"
#include "studio/panels/source_panel.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QLayout>
#include <QListView>
#include <QMainWindow>
#include <QScrollArea>
#include <QStackedWidget>
#include <QTableView>

namespace gt {

StudioDocks::StudioDocks(QMainWindow* window, CallStackModel* stack, MemoTableModel* memo)
    : QObject(window)
    , m_window(window)
    , m_memo(memo)
{
    auto dock = [window](const QString& name, QWidget* widget, Qt::DockWidgetArea area) {
        auto* d = new QDockWidget(window);
        d->setObjectName(name);
        d->setWidget(widget);
        window->addDockWidget(area, d);
        return d;
    };
    // The form and the legend scroll rather than squeeze their lines or make the window taller
    // than a laptop's screen.
    auto scrolling = [](QWidget* widget) {
        auto* scroll = new QScrollArea;
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        scroll->setWidget(widget);
        return scroll;
    };
    QDockWidget* game = dock(QStringLiteral("GameDock"), scrolling(form = new GameForm), Qt::LeftDockWidgetArea);
    QDockWidget* legendDock = dock(QStringLiteral("LegendDock"), scrolling(legend = new LegendPanel), Qt::LeftDockWidgetArea);
    window->splitDockWidget(game, legendDock, Qt::Vertical);
    form->setCodeInput(runInput = new CodeRunInput);
    m_gameDock = game;
    m_legendDock = legendDock;
    stackView = new QListView;
    stackView->setModel(stack);
    stackView->setAlternatingRowColors(true);
    QDockWidget* stackDock = dock(QStringLiteral("CallStackDock"), stackView, Qt::RightDockWidgetArea);
    memoView = new QTableView;
    memoView->setModel(memo);
    memoView->verticalHeader()->hide();
    // Every column as wide as its words (a state and its value are never cut, "n=1686",
    // "1033 · 2nd gets 1033"); the last one takes what is left, and a narrow dock scrolls.
    memoView->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    memoView->horizontalHeader()->setStretchLastSection(true);
    memoView->verticalHeader()->setDefaultSectionSize(memoView->fontMetrics().height() + 6);
    memoView->setSelectionBehavior(QAbstractItemView::SelectRows);
    memoDock = dock(QStringLiteral("MemoDock"), memoView, Qt::RightDockWidgetArea);
    window->splitDockWidget(stackDock, memoDock, Qt::Vertical);
    m_stackDock = stackDock;
    m_inspectorDock = dock(QStringLiteral("InspectorDock"), inspector = new InspectorPanel, Qt::RightDockWidgetArea);
    window->splitDockWidget(memoDock, m_inspectorDock, Qt::Vertical);
    m_sourceStack = new QStackedWidget;
    m_sourceStack->addWidget(source = new SourcePanel);
    m_sourceStack->addWidget(code = new CodeEditor);
    QDockWidget* sourceDock = dock(QStringLiteral("SourceDock"), m_sourceStack, Qt::BottomDockWidgetArea);
    QDockWidget* icicleDock = dock(QStringLiteral("IcicleDock"), icicle = new IcicleView, Qt::BottomDockWidgetArea);
    window->splitDockWidget(sourceDock, icicleDock, Qt::Horizontal);
    window->resizeDocks({sourceDock, icicleDock}, {1, 2}, Qt::Horizontal); // the icicle the wider
    window->resizeDocks({sourceDock}, {170}, Qt::Vertical);
    m_sourceDock = sourceDock;
    m_icicleDock = icicleDock;
    window->resizeDocks({stackDock, memoDock}, {150, 200}, Qt::Vertical);
    // Narrow side panels: on a projector the canvas is what the class looks at (the article's
    // figure whole at 14 px needs 1,340 of its pixels).
    window->resizeDocks({game, stackDock}, {240, 300}, Qt::Horizontal);
}

void StudioDocks::arrangeForNarrowScreen(int width)
{
    // A laptop's 1366 pixels: a right column as well would leave the tree 800 pixels, too few
    // for the article's 15 calls at a readable size. The call stack, the memo table and the
    // inspector go below, tabbed between the code and the icicle. The left column runs the
    // window's whole height, so the form keeps its Solve button and the legend all its rows.
    m_window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_window->splitDockWidget(m_sourceDock, m_stackDock, Qt::Horizontal);
    m_window->tabifyDockWidget(m_stackDock, memoDock);
    m_window->tabifyDockWidget(memoDock, m_inspectorDock);
    m_stackDock->raise();
    m_window->resizeDocks({m_sourceDock, m_stackDock, m_icicleDock}, {280, 360, 480}, Qt::Horizontal);
    m_window->resizeDocks({m_sourceDock}, {140}, Qt::Vertical); // the 768 pixels' height goes to the tree
    if (width >= kSmallScreenPixels)
        return;
    // 800 pixels: three docks side by side below the tree took 725 of them and squeezed the Game
    // form to a sliver. The icicle, too narrow to read there, waits in View › Every Call.
    m_icicleDock->hide();
    m_window->resizeDocks({m_gameDock, m_sourceDock}, {230, 280}, Qt::Horizontal);
}

void StudioDocks::retranslate()
{
    const std::pair<const char*, QString> titles[]
        = {{"GameDock", tr("Game")}, {"LegendDock", tr("Legend")}, {"CallStackDock", tr("Call stack")},
            {"MemoDock", tr("Memo table")}, {"InspectorDock", tr("Inspector")}, {"IcicleDock", tr("Every call (icicle)")}};
    for (const auto& [name, title] : titles)
        m_window->findChild<QDockWidget*>(QLatin1String(name))->setWindowTitle(title);
    updateSourceTitle();
    icicle->retranslate();
}

void StudioDocks::updateSourceTitle()
{
    m_sourceDock->setWindowTitle(
        m_sourceStack->currentWidget() == code ? tr("Your code: %1").arg(m_codeTitle) : tr("Solver source"));
}

void StudioDocks::showCode(bool shown)
{
    m_sourceStack->setCurrentWidget(shown ? static_cast<QWidget*>(code) : source);
    updateSourceTitle();
    if (!shown || m_codeShownBefore)
        return;
    m_codeShownBefore = true;
    // Code is read and written here: about 20 lines and half the width, the canvas keeps the rest;
    // on a laptop's 768 pixels at most a third of the window, so that the tree and the Game form
    // (its Solve button) keep theirs.
    m_sourceDock->show();
    const int lines = std::min(code->fontMetrics().lineSpacing() * 20, m_window->height() / 3);
    m_window->resizeDocks({m_sourceDock}, {std::max(m_sourceDock->height(), lines)}, Qt::Vertical);
    // On a laptop the call stack's tabs sit between them (arrangeForNarrowScreen): the code half
    // the width, or it is squeezed to its least.
    if (m_window->dockWidgetArea(m_stackDock) == Qt::BottomDockWidgetArea)
        m_window->resizeDocks({m_sourceDock, m_stackDock, m_icicleDock}, {2, 1, 1}, Qt::Horizontal);
    else
        m_window->resizeDocks({m_sourceDock, m_icicleDock}, {1, 1}, Qt::Horizontal);
}

void StudioDocks::setCodeTitle(const QString& fileName)
{
    m_codeTitle = fileName;
    updateSourceTitle();
}

void StudioDocks::setColors(const Palette& palette)
{
    source->setColors(palette);
    code->setLineColors(palette.chrome.sourceLine, palette.chrome.sourceTried);
    form->setPalette(palette);
    m_memo->setHighlight(palette.chrome.memoRead);
}

void StudioDocks::followMemoTable(bool memoOn)
{
    m_memo->refresh();
    const int entries = m_memo->rowCount();
    memoDock->setWindowTitle(!memoOn ? tr("Memo table: off in this run")
            : entries == 1           ? tr("Memo table: 1 entry")
                                     : tr("Memo table: %L1 entries").arg(entries));
    memoDock->toggleViewAction()->setText(tr("Memo table")); // the View menu's item opens the panel
    if (m_memo->rowJustRead() >= 0)
        memoView->scrollTo(m_memo->index(m_memo->rowJustRead(), 0));
    else if (entries > 0)
        memoView->scrollToBottom();
}

void StudioDocks::balanceLeftColumn()
{
    // The form gets the height it needs (its Solve button in view), the legend the rest.
    const int total = m_gameDock->height() + m_legendDock->height();
    const int width = m_gameDock->widget()->width(); // its hints wrap to the dock's width
    const int needed
        = form->layout()->hasHeightForWidth() ? form->layout()->totalHeightForWidth(width) : form->sizeHint().height();
    const int titleBar = m_gameDock->height() - m_gameDock->widget()->height();
    const int formHeight = std::min(needed + titleBar + 4, total - kLeastLegendHeight);
    m_window->resizeDocks({m_gameDock, m_legendDock}, {formHeight, total - formHeight}, Qt::Vertical);
}

} // namespace gt
