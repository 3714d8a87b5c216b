// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Find a state: a field at the end of the timeline's row, Enter / F3 / Shift+F3 to go through
// the matches. What matches is core's findCalls; what showing a match means is the window's.
// The search runs off the GUI thread (a run of ten million calls takes half a second to scan):
// the first match is shown as soon as it is found, the others join as the scan goes on.

#include <QFuture>
#include <QLabel>
#include <QLineEdit>
#include <QObject>
#include <QPointer>

#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace gt {

class StudioRun;

class FindBar : public QObject {
    Q_OBJECT

public:
    // The actions are added to `window` for their keys.
    explicit FindBar(QWidget* window);
    // Stops a running search and waits for it.
    ~FindBar() override;

    // A search still running on the old run is stopped; it keeps the old run alive until then.
    void setRun(std::shared_ptr<const StudioRun> run);
    void addTo(QToolBar* bar) const;
    void addTo(QMenu* menu) const;
    void retranslate();

    // Starts the search for calls whose state matches `text` (whole numbers: "n=1" does not find
    // n=10), stopping the one before; the first match is chosen when it is found.
    void find(const QString& text);
    // Among the matches found so far.
    void findNext(int direction = 1);
    bool isSearching() const { return m_searching; }
    QString status() const;

signals:
    void matchChosen(std::int32_t call);
    // The search that find() started has scanned the whole run.
    void searchFinished();

private:
    void cancelSearch();
    // On the GUI thread, from the search numbered `search` (older searches' news is dropped).
    void addMatches(int search, const std::vector<std::int32_t>& found);
    void finishSearch(int search);
    void choose(int match);
    void showStatus();

    QWidget* m_window;
    std::shared_ptr<const StudioRun> m_run;
    // Owned by the bar they are added to (addTo); until then, and if never, by this.
    QPointer<QLineEdit> m_edit;
    QPointer<QLabel> m_status;
    QAction* m_focus;
    QAction* m_next;
    QAction* m_previous;
    std::vector<std::int32_t> m_matches;
    int m_match = -1;
    bool m_searched = false; // a query was given: no match then means "not found"
    bool m_searching = false;
    int m_search = 0; // numbers the searches: a stopped one's late news is dropped
    std::atomic<bool> m_cancel {false};
    QFuture<void> m_task;
};

} // namespace gt
