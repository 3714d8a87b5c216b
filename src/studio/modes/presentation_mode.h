// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Presentation mode (F5): full screen, only the tree and the narration, the high-contrast
// palette, larger text; + and - scale the narration and the tree together; Esc leaves and puts
// back the docks and toolbars the teacher had.

#include <QByteArray>
#include <QObject>

#include <vector>

class QAction;
class QKeyEvent;
class QMainWindow;

namespace gt {

class NarrationBand;
class NoticeBanner;
class TreeView;

// The property of a dock that presentation mode leaves open (true): the class works in it.
inline constexpr char kKeptWhilePresenting[] = "keptWhilePresenting";

class PresentationMode : public QObject {
    Q_OBJECT

public:
    // `views`: the canvases (the tree, the state graph) whose text it enlarges.
    PresentationMode(QMainWindow* window, NarrationBand* narration, NoticeBanner* banner, std::vector<TreeView*> views);

    bool isOn() const { return m_on; }
    void setOn(bool on);
    QAction* action() const { return m_action; }
    // Esc, + and - while presenting; false for every other key.
    bool handleKey(QKeyEvent* event);
    void retranslate();

signals:
    // Entered or left: the window shows the step again in the palette that goes with it.
    void toggled(bool on);
    // The trees are framed at the window's new size, a moment after toggling.
    void framed();

private:
    void frameTree();
    void applyTextSizes();

    QMainWindow* m_window;
    NarrationBand* m_narration;
    NoticeBanner* m_banner;
    std::vector<TreeView*> m_views;
    QAction* m_action;
    bool m_on = false;
    QByteArray m_savedState; // docks and toolbars to put back
};

} // namespace gt
