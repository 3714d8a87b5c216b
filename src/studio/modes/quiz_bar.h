// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Quiz mode's bar above the tree: the question before a return, "who wins from here?" with a
// button per player or a number for score games, and the tally. The rules (which returns are asked, what is right) are core's
// Quiz.

#include "core/quiz.h"
#include "render/style.h"

#include <QFrame>

#include <utility>

class QAction;
class QLabel;
class QMenu;
class QLineEdit;
class QHBoxLayout;

namespace gt {

class StudioRun;

class QuizBar : public QFrame {
    Q_OBJECT

public:
    // The actions (quiz on/off, which returns to ask) are added to `window` for their keys.
    explicit QuizBar(QWidget* window);

    void setRun(StudioRun* run);
    bool isOn() const { return m_on; }
    void setOn(bool on);
    // Where stepping from `from` to `to` must stop to ask, or nullopt.
    std::optional<std::int64_t> stopBetween(std::int64_t from, std::int64_t to) const;
    // Answers the question asked now; the step is revealed (`revealed` says whether it was right).
    void answer(std::int64_t value);
    // Win/lose games: answers "`winner` wins from here", whatever view the game's values take.
    void answerWinner(Player winner);
    // The same, where a draw may be the answer (negamax).
    void answerStanding(Standing answered);
    // Shows the question (or nothing) at the run's position.
    void refresh();
    void addTo(QMenu* menu) const;
    void setColors(const Palette& palette);
    // Text size as a multiple of the application's (presentation mode: 2).
    void setTextScale(double scale);
    void retranslate();

    QString question() const;
    QString tally() const;
    // Why the number typed was not taken (empty while there is nothing to say).
    QString refusal() const;

signals:
    void toggled(bool on);
    // The answer was checked and the stepper moved past the return.
    void revealed(const QString& verdict);

private:
    bool asksNow() const;
    void showButtons(std::int32_t call);
    // Answers the typed number when it is one and in range.
    void checkNumber();
    QString allowedNumbers() const;
    static QString playerName(Player p);
    static bool programsOnly(ValueMeaning meaning);
    QString questionText(std::int32_t call) const;
    QString verdictText(const Quiz::Verdict& verdict) const;
    void reveal(const std::optional<Quiz::Verdict>& verdict);

    StudioRun* m_run = nullptr;
    Palette m_palette = *paletteById(QStringLiteral("default"));
    double m_textScale = 1;
    Quiz m_quiz;
    bool m_on = false;
    QLabel* m_question;
    QLineEdit* m_number;
    QLabel* m_refusal;                                   // says what may be answered when the number typed cannot be right
    std::pair<std::int64_t, std::int64_t> m_numberRange; // what may be answered, both ends included
    QWidget* m_buttons;
    QHBoxLayout* m_buttonRow;
    QLabel* m_tally;
    QAction* m_toggle;
    QAction* m_everyReturn;
    QAction* m_rootMovesOnly;
};

} // namespace gt
