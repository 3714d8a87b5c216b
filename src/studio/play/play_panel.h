// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The Play panel: the class plays the solved game against the solver (or team against team, or
// watches the solver play itself). The position in the game's words, big enough for the back
// row; the moves as buttons and keys 1-9; undo; who wins each move hidden until the teacher
// reveals it; the history and, at the end, the summary with the first mistake, each line one
// click from its position in the tree.

#include "core/play/play_words.h"

#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QStackedWidget;

namespace gt {

class PlayPanel : public QWidget {
    Q_OBJECT

public:
    enum class Seats { ClassFirst, ClassSecond, TwoTeams, SolverAlone };

    explicit PlayPanel(QWidget* parent = nullptr);
    ~PlayPanel() override;

    // The game to play, from a run that tried every move (`keepAlive` owns what the graph reads),
    // started from its first position; nullptr: nothing to play, with `why` and, where another
    // run would do, the button that asks for it.
    void setGraph(std::shared_ptr<const GameGraph> graph, std::shared_ptr<const void> keepAlive);
    void setUnavailable(const QString& why, bool offerRerun);
    bool available() const { return m_play != nullptr; }
    // "Play from here": a new game from a position the recursion worked out.
    void startFrom(std::uint32_t position, Player toMove);
    void playAgain();
    void setSeats(Seats seats);
    Seats seats() const;
    void setRevealed(bool revealed);
    bool revealed() const;
    // Presentation mode: 2 makes every text twice as large.
    void setTextScale(double scale);
    void retranslate();

    const PlayGame* game() const { return m_play.get(); }
    QString positionText() const;
    QString reasonText() const;
    QStringList historyLines() const;
    QList<QPushButton*> moveButtons() const { return m_moveButtons; }
    QPushButton* undoButton() const { return m_undo; }
    QPushButton* solverButton() const { return m_solverMove; }
    QPushButton* rerunButton() const { return m_rerun; }

signals:
    // The position changed: the call that worked it out, and the calls of the game so far.
    void positionChanged(std::int32_t call);
    // A line of the history or the summary was clicked: its position's call.
    void callChosen(std::int32_t call);
    // The button offered by setUnavailable: run again with every move tried.
    void rerunRequested();
    // "Show who wins each move" was ticked or cleared.
    void revealedChanged(bool revealed);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void buildPlayPage(QWidget* page);
    void play(std::int32_t move);
    // The solver's turns, until a person's turn or the end (the solver alone moves one at a time).
    void solverReplies();
    void undo();
    // Shows the game and moves the tree to its position.
    void refresh();
    // Shows the game only: a language switch or a new text size must not step the tree.
    void showGame();
    void refreshMoves();
    void refreshHistory();
    PlayerNames names() const;
    bool solverSeat(Player player) const;

    std::shared_ptr<const GameGraph> m_graph;
    std::shared_ptr<const void> m_keepAlive;
    std::unique_ptr<PlayGame> m_play;
    QString m_lastReason;
    double m_scale = 1;

    QStackedWidget* m_pages;
    QLabel* m_unavailable;
    QPushButton* m_rerun;
    QLabel* m_seatsLabel;
    QComboBox* m_seats;
    QLabel* m_position;
    QLabel* m_prompt;
    QWidget* m_movesBox;
    QGridLayout* m_movesGrid;
    QList<QPushButton*> m_moveButtons;
    QLabel* m_reason;
    QPushButton* m_undo;
    QPushButton* m_solverMove;
    QPushButton* m_again;
    QCheckBox* m_reveal;
    QListWidget* m_history;
};

} // namespace gt
