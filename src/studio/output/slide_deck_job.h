// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// File > Export Slide Deck, off the GUI thread: a deck of hundreds of slides takes a minute to
// draw, so the window stays live, says which slide it is on, and Cancel leaves the old file as it
// was (render/slide_deck_writer.h writes nothing in place before the last slide).

#include "render/style.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

namespace gt {

class StudioRun;

class SlideDeckJob : public QObject {
    Q_OBJECT

public:
    explicit SlideDeckJob(QObject* parent = nullptr);
    ~SlideDeckJob() override; // cancels and waits for the worker

    // Writes the slides at `steps` of `run` to `path` (a PDF or a folder, as `gametree slides`).
    void start(
        const std::shared_ptr<const StudioRun>& run, std::vector<std::int64_t> steps, const Style& style, const QString& path);
    void cancel();
    bool isBusy() const;

signals:
    void progress(int slidesDone, int slides);
    void written(const QString& path, int slides);
    void failed(const QString& message);
    void cancelled();

private:
    struct Outcome {
        int slides = 0;
        QString error;
    };
    void onFinished();

    QFutureWatcher<Outcome> m_watcher;
    QString m_path;
};

} // namespace gt
