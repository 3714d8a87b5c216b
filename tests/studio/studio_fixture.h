// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What the studio's window tests share: a fresh window for each test function, shown headless,
// settings in a test location, the language back to English after each; solving and finding as
// a user does, waiting for the result.

#include "core/game.h"
#include "studio/window/main_window.h"

#include <QObject>
#include <QSize>
#include <QStringList>

#include <memory>

// Sends the posted layout requests until the window's geometry no longer changes from them.
void settleLayouts();

class StudioFixture : public QObject {
    Q_OBJECT

protected:
    void solveAndWait(const QString& game, const gt::ParamText& params, gt::SolveOptions options);
    void findAndWait(const QString& text);
    QStringList stackRows() const;
    // The window at `size`, and the layouts that follow (posted events) done.
    void resizeAndSettle(QSize size);
    // Presentation mode on or off, once the trees are framed at the window's new size.
    void presentAndWait(bool on);
    std::unique_ptr<gt::MainWindow> m_window;

private slots:
    // QtTest finds these in the base class too: every test of the studio starts the same way.
    void initTestCase();
    void init();
    void cleanup();
};
