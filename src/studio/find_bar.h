#pragma once

// Find a state: a field at the end of the timeline's row, Enter / F3 / Shift+F3 to go through
// the matches. What matches is core's findCalls; what showing a match means is the window's.

#include <QObject>

#include <cstdint>
#include <vector>

class QAction;
class QLabel;
class QLineEdit;
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

    void setRun(const StudioRun* run);
    void addTo(QToolBar* bar) const;
    void addTo(QMenu* menu) const;
    void retranslate();

    // Calls whose state matches `text` (whole numbers: "n=1" does not find n=10); the first is chosen.
    void find(const QString& text);
    void findNext(int direction = 1);
    QString status() const;

signals:
    void matchChosen(std::int32_t call);

private:
    void choose(int match);

    QWidget* m_window;
    const StudioRun* m_run = nullptr;
    QLineEdit* m_edit;
    QLabel* m_status;
    QAction* m_focus;
    QAction* m_next;
    QAction* m_previous;
    std::vector<std::int32_t> m_matches;
    int m_match = -1;
};

} // namespace gt
