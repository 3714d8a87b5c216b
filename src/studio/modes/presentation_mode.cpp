#include "studio/modes/presentation_mode.h"

#include "studio/window/action_text.h"
#include "studio/panels/narration_band.h"
#include "studio/panels/notice_banner.h"
#include "studio/canvas/tree_view.h"

#include <QAction>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>

#include <algorithm>

namespace gt {

namespace {
constexpr double kNormalNarration = 1.25;
constexpr double kPresentingNarration = 2.0;
// Node text from the back of a room: 28 px on a 1920x1080 projector; 14 px at a desk.
constexpr double kNormalTextPixels = 14;
constexpr double kPresentingTextPixels = 28;
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
        for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
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
    for (TreeView* view : m_views)
        view->setMinimumTextPixels(on ? kPresentingTextPixels : kNormalTextPixels);
    emit toggled(on);
    // After the window has its new size: as large as fits (1x to 1.8x).
    QTimer::singleShot(100, this, &PresentationMode::frameTree);
    for (TreeView* view : m_views)
        if (view->isVisible())
            view->setFocus();
}

void PresentationMode::frameTree()
{
    for (TreeView* view : m_views)
        if (!view->scene().nodes.empty())
            view->frameNewRun();
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
        const double factor = event->key() == Qt::Key_Minus ? 1 / 1.15 : 1.15;
        m_narration->setScale(std::clamp(m_narration->scale() * factor, 1.0, 4.0));
        for (TreeView* view : m_views) {
            view->setMinimumTextPixels(std::clamp(view->minimumTextPixels() * factor, 10.0, 80.0));
            view->frameNewRun(); // larger text, and the tree framed again around the current call
        }
        return true;
    }
    return false;
}

} // namespace gt
