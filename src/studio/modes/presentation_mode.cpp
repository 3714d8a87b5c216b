// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/modes/presentation_mode.h"

#include "studio/window/action_text.h"
#include "studio/panels/narration_band.h"
#include "studio/panels/notice_banner.h"
#include "studio/canvas/tree_view.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include <algorithm>
#include <cmath>

namespace gt {

namespace {
constexpr double kNormalNarration = 1.25;
constexpr double kPresentingNarration = 2.0;
// Node text from the back of a room: 28 px on a 1920x1080 projector; 14 px at a desk. Presenting,
// a tree that fits whole with text of 20 px is shown whole (the article's figure): the whole
// figure tells the class more than a part of it in larger type. At a desk the whole tree needs
// 14 px too, but on a laptop's narrower screen 11 px, which the article's figure fits at.
constexpr double kNormalTextPixels = 14;
constexpr double kNormalWholeTreePixels = 14;
constexpr double kLaptopWholeTreePixels = 11;
constexpr double kPresentingTextPixels = 28;
constexpr double kPresentingWholeTreePixels = 20;
// The moves on edges, drawn smaller than node text, are raised to these on screen.
constexpr double kNormalMoveTextPixels = 13;
constexpr double kPresentingMoveTextPixels = 20;
} // namespace

PresentationMode::PresentationMode(
    QMainWindow* window, NarrationBand* narration, NoticeBanner* banner, std::vector<TreeView*> views)
    : QObject(window)
    , m_window(window)
    , m_narration(narration)
    , m_banner(banner)
    , m_views(std::move(views))
{
    m_action = new QAction(window);
    m_action->setShortcut(QKeySequence(Qt::Key_F5));
    connect(m_action, &QAction::triggered, this, [this] { setOn(!m_on); });
    window->addAction(m_action);
    retranslate();
    applyTextSizes(); // a desk's, for the screen the window opens on
}

void PresentationMode::applyTextSizes()
{
    // The sizes are for a 1920 pixel wide projector: a narrower one shows them on as wide a wall.
    const double projector = std::min(1.0, m_window->screen()->size().width() / 1920.0);
    for (TreeView* view : m_views) {
        // Whole pixels: at 1366 the article's figure fits at 14.2 px, a hair under 20 × 1366 / 1920.
        view->setMinimumTextPixels(m_on ? std::floor(kPresentingTextPixels * projector) : kNormalTextPixels,
            m_on ? std::floor(kPresentingWholeTreePixels * projector)
                 : std::max(kLaptopWholeTreePixels, std::floor(kNormalWholeTreePixels * projector)));
        view->setMinimumMoveTextPixels(m_on ? std::floor(kPresentingMoveTextPixels * projector) : kNormalMoveTextPixels);
    }
}

void PresentationMode::retranslate()
{
    setActionText(m_action, tr("P&resentation Mode"));
    m_action->setToolTip(tr("Full screen, the tree and the narration only, high contrast (F5; Esc leaves)"));
}

void PresentationMode::setOn(bool on)
{
    if (on == m_on)
        return;
    m_on = on;
    if (on) {
        m_savedState = m_window->saveState();
        // A dock the class works in while presenting (Play) stays when it is open.
        for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
            if (!dock->property(kKeptWhilePresenting).toBool())
                dock->hide();
        for (QToolBar* bar : m_window->findChildren<QToolBar*>())
            bar->hide();
        m_window->menuBar()->hide();
        m_window->statusBar()->hide();
        m_banner->hide();
        m_window->showFullScreen();
    } else {
        m_window->showNormal();
        m_window->menuBar()->show();
        m_window->statusBar()->show();
        m_window->restoreState(m_savedState);
    }
    m_narration->setScale(on ? kPresentingNarration : kNormalNarration);
    applyTextSizes();
    emit toggled(on);
    // After the window has its new size: as large as fits (1x to 1.8x).
    QTimer::singleShot(100, this, &PresentationMode::frameTree);
    const QWidget* focused = QApplication::focusWidget();
    for (const QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        if (focused && dock->isVisible() && dock->property(kKeptWhilePresenting).toBool() && dock->isAncestorOf(focused))
            return; // its keys keep working
    for (TreeView* view : m_views)
        if (view->isVisible())
            view->setFocus();
}

void PresentationMode::frameTree()
{
    for (TreeView* view : m_views)
        if (!view->scene().nodes.empty())
            view->frameNewRun();
    emit framed();
}

bool PresentationMode::handleKey(QKeyEvent* event)
{
    if (!m_on)
        return false;
    if (event->key() == Qt::Key_Escape) {
        setOn(false);
        return true;
    }
    if (event->key() == Qt::Key_Plus || event->key() == Qt::Key_Minus || event->key() == Qt::Key_Equal) {
        // The tree only: the narration keeps the size the room reads it at.
        const double factor = event->key() == Qt::Key_Minus ? 1 / 1.15 : 1.15;
        for (TreeView* view : m_views) {
            // One step from the size shown: whole if it fits at that size, else around the current call.
            const double pixels = std::clamp(view->nodeTextPixels() * factor, 10.0, 80.0);
            view->setMinimumTextPixels(pixels, pixels);
            view->frameNewRun();
        }
        return true;
    }
    return false;
}

} // namespace gt
