// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/studio_fixture.h"

#include "core/language.h"
#include "studio/modes/find_bar.h"
#include "studio/modes/presentation_mode.h"
#include "studio/panels/game_form.h"
#include "studio/run/call_stack_model.h"
#include "support/offscreen_noise.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QtTest>

using namespace gt;

void settleLayouts()
{
    // A layout's new geometry may ask its parent's layout again: a few rounds reach the window.
    for (int round = 0; round < 4; ++round) {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
}

void StudioFixture::initTestCase()
{
    installOffscreenNoiseFilter();
    QCoreApplication::setOrganizationName(QStringLiteral("GameTreeStudioTests"));
    QStandardPaths::setTestModeEnabled(true); // QSettings go to a test location
}

void StudioFixture::init()
{
    m_window = std::make_unique<MainWindow>();
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
}

void StudioFixture::cleanup()
{
    m_window.reset();
    setLanguage(QStringLiteral("en")); // a failed language test must not fail the ones after it
}

void StudioFixture::solveAndWait(const QString& game, const ParamText& params, SolveOptions options)
{
    m_window->form()->setRun(game, params, options);
    QSignalSpy shown(m_window.get(), &MainWindow::runShown);
    m_window->form()->solveButton()->click();
    QVERIFY(shown.wait(20000));
    QVERIFY(m_window->run());
}

// The search runs off the GUI thread; its news arrives through the event loop.
void StudioFixture::findAndWait(const QString& text)
{
    QSignalSpy finished(m_window->findBar(), &FindBar::searchFinished);
    m_window->findBar()->find(text);
    QCOMPARE(m_window->findBar()->status(), QStringLiteral("searching…")); // nothing is delivered before the loop runs
    QVERIFY(finished.wait(10000));
    QVERIFY(!m_window->findBar()->isSearching());
}

void StudioFixture::resizeAndSettle(QSize size)
{
    m_window->resize(size);
    QTRY_COMPARE(m_window->size(), size);
    settleLayouts();
}

void StudioFixture::presentAndWait(bool on)
{
    auto* presentation = m_window->findChild<PresentationMode*>();
    QVERIFY(presentation);
    if (presentation->isOn() == on)
        return;
    QSignalSpy framed(presentation, &PresentationMode::framed);
    m_window->setPresentation(on);
    QVERIFY(framed.wait(5000));
    settleLayouts();
}

QStringList StudioFixture::stackRows() const
{
    QStringList rows;
    CallStackModel* model = m_window->callStack();
    for (int r = 0; r < model->rowCount(); ++r)
        rows << model->data(model->index(r), Qt::DisplayRole).toString();
    return rows;
}
