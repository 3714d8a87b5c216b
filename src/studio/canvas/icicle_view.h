// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The whole run at once, as an icicle in a dock: the call running at the step and its way from
// the root highlighted, the part of the tree on screen outlined; a click goes to the call there,
// hovering names it. The icicle is computed and painted off the GUI thread into an image, once
// per run, size and palette; a frame paints that image and the highlights only.

#include "render/icicle_scene.h"

#include <QFutureWatcher>
#include <QImage>
#include <QTimer>
#include <QWidget>

#include <memory>

namespace gt {

class StudioRun;

class IcicleView : public QWidget {
    Q_OBJECT

public:
    explicit IcicleView(QWidget* parent = nullptr);
    ~IcicleView() override;

    // The run to show (none: nullptr) in the tree's palette; made again when either changes.
    void setRun(std::shared_ptr<const StudioRun> run, const Style& style);
    // The call running at the step: it and its way from the root are highlighted.
    void setCurrentCall(std::int32_t call);
    // A quiz: every call in one colour, no values in the tooltips, until the quiz ends.
    void setAnswerHidden(bool hidden);
    bool isAnswerHidden() const { return m_answerHidden; }
    std::int32_t currentCall() const { return m_current; }
    // The part of the tree on screen: the calls of the tree's scene inside `visible`.
    void setTreeArea(const Scene& treeScene, const QRectF& visible);
    // Texts are in the language of when the picture was made: a switch makes it again.
    void retranslate() { requestPicture(); }

    // The picture for this run and size is made (not in the works).
    bool isReady() const
    {
        return m_picture && m_picture->run == m_run && m_picture->size == size() && !m_watcher.isRunning()
            && !m_debounce.isActive();
    }
    // Where a call is in the widget (the middle of its box); for tests.
    QPointF pointOf(std::int32_t call) const;
    // The call a click at `point` goes to (an aggregate: the first call it stands for), -1 for none.
    std::int32_t callAt(QPointF point) const;
    QString tooltipAt(QPointF point) const;
    // What is outlined as the tree's part on screen, in widget coordinates (empty: nothing).
    QRectF treeArea() const;

signals:
    void callClicked(std::int32_t call);
    void pictureReady(); // the picture of the run at this size is made and shown

protected:
    bool event(QEvent* event) override; // the tooltip
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override; // dragging goes along the run
    void resizeEvent(QResizeEvent* event) override;   // a new picture once the size settles

private:
    // The icicle, its scene and its image, made off the GUI thread for one run, size and style.
    struct Picture {
        std::shared_ptr<const StudioRun> run;
        QSize size;
        IciclePlacement placement;
        Scene scene;
        QImage image;
    };
    static std::shared_ptr<Picture> makePicture(
        const std::shared_ptr<const StudioRun>& run, QSize size, const Style& style, qreal dpr, bool showAnswer);
    void requestPicture();
    void startPicture();
    void onPictureMade();
    void paintHighlights(QPainter& painter) const;
    QRectF areaBox() const; // the tree's part on screen, on the picture
    QPointF toPicture(QPointF widgetPoint) const;
    QPointF toWidget(QPointF picturePoint) const;
    int segmentAt(QPointF point) const;

    std::shared_ptr<const StudioRun> m_run;
    Style m_style = Style::forPalette(*paletteById(QStringLiteral("default")));
    std::shared_ptr<Picture> m_picture; // the last one made; may be of an older size
    QFutureWatcher<std::shared_ptr<Picture>> m_watcher;
    QTimer m_debounce; // resizing makes one picture at the end, not one per pixel
    bool m_again = false;
    bool m_answerHidden = false;
    std::int32_t m_current = -1;
    std::int32_t m_dragged = -1;                   // the call the drag went to last
    std::int32_t m_areaFirst = -1, m_areaEnd = -1; // the tree's part on screen: calls and depths
    int m_areaTop = 0, m_areaBottom = -1;
};

} // namespace gt
