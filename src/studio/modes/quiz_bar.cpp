// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/modes/quiz_bar.h"

#include "studio/window/action_text.h"
#include "studio/run/studio_run.h"

#include "core/trace_analysis.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QFontInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>

#include <algorithm>
#include <limits>

namespace gt {

QuizBar::QuizBar(QWidget* window)
{
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(12, 6, 12, 6);
    m_question = new QLabel;
    m_question->setWordWrap(true);
    m_question->setTextFormat(Qt::PlainText);
    row->addWidget(m_question, 1);
    // A line, not a spin box: a value can be any 64-bit integer (QSpinBox holds an int).
    m_number = new QLineEdit;
    m_number->setObjectName(QStringLiteral("quiz-number"));
    m_number->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("-?[0-9]{0,19}")), m_number));
    m_number->setMaximumWidth(m_number->fontMetrics().horizontalAdvance(QStringLiteral("-9999999999999999999")) + 16);
    connect(m_number, &QLineEdit::returnPressed, this, &QuizBar::checkNumber);
    row->addWidget(m_number);
    m_refusal = new QLabel;
    m_refusal->setObjectName(QStringLiteral("quiz-refusal"));
    m_refusal->setWordWrap(true);
    m_refusal->hide();
    connect(m_number, &QLineEdit::textEdited, m_refusal, &QLabel::hide);
    row->addWidget(m_refusal);
    m_buttons = new QWidget;
    m_buttonRow = new QHBoxLayout(m_buttons);
    m_buttonRow->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_buttons);
    m_tally = new QLabel;
    row->addWidget(m_tally);
    setObjectName(QStringLiteral("QuizBar")); // the style sheet's selector: the bar, not its buttons
    setColors(*paletteById(QStringLiteral("default")));
    hide();

    m_toggle = new QAction(window);
    m_toggle->setShortcut(QKeySequence(Qt::Key_F6));
    m_toggle->setCheckable(true);
    connect(m_toggle, &QAction::triggered, this, &QuizBar::setOn);
    window->addAction(m_toggle);
    auto* scope = new QActionGroup(this);
    m_everyReturn = scope->addAction(QString());
    m_rootMovesOnly = scope->addAction(QString());
    for (QAction* a : {m_everyReturn, m_rootMovesOnly})
        a->setCheckable(true);
    m_everyReturn->setChecked(true);
    connect(m_rootMovesOnly, &QAction::toggled, this,
        [this](bool on) { m_quiz.setScope(on ? Quiz::Scope::RootMovesOnly : Quiz::Scope::EveryReturn); });
    retranslate();
}

void QuizBar::retranslate()
{
    setActionText(m_toggle, tr("&Quiz Mode"));
    m_toggle->setToolTip(tr("Pause before each return: the class guesses the value, then it is revealed (F6)"));
    m_everyReturn->setText(tr("Ask at Every Return"));
    m_rootMovesOnly->setText(tr("Ask for the Root's Moves Only"));
    refresh();
}

void QuizBar::addTo(QMenu* menu) const
{
    menu->addActions({m_toggle, m_everyReturn, m_rootMovesOnly});
}

void QuizBar::setColors(const Palette& palette)
{
    m_palette = palette;
    const ChromeColors& c = palette.chrome;
    const int rule = palette.id == QLatin1String("contrast") ? 3 : 1;
    // With a style sheet the font size must be in it too: the question, the buttons, the number
    // and the tally all take the bar's size.
    // At least 14 px at a desk: the question is what the class reads first.
    const int pixels = qRound(std::max(14, QFontInfo(QApplication::font()).pixelSize()) * m_textScale);
    setStyleSheet(QStringLiteral("QFrame#QuizBar { background: %1; border-bottom: %2px solid %3; } QLabel { color: %4; } "
                                 "QLabel, QPushButton, QLineEdit { font-size: %5px; }")
                      .arg(c.quizFill.name())
                      .arg(rule)
                      .arg(c.quizRule.name(), c.quizText.name())
                      .arg(pixels));
}

void QuizBar::setTextScale(double scale)
{
    m_textScale = scale;
    setColors(m_palette);
}

void QuizBar::setRun(StudioRun* run)
{
    m_run = run;
    refresh();
}

void QuizBar::setOn(bool on)
{
    m_on = on;
    m_quiz.reset();
    m_toggle->setChecked(on);
    refresh();
    emit toggled(on);
}

std::optional<std::int64_t> QuizBar::stopBetween(std::int64_t from, std::int64_t to) const
{
    if (!m_on || !m_run)
        return std::nullopt;
    return m_quiz.firstQuestionIn(m_run->trace(), from, to);
}

bool QuizBar::asksNow() const
{
    return m_on && m_run && m_quiz.asks(m_run->trace(), m_run->stepper().position());
}

void QuizBar::refresh()
{
    setVisible(m_on && m_run);
    m_tally->setText(tr("%1 of %2 right").arg(m_quiz.right()).arg(m_quiz.asked()));
    qDeleteAll(m_buttons->findChildren<QPushButton*>());
    m_number->hide();
    m_refusal->hide();
    if (!asksNow()) {
        m_question->setText(m_on ? tr("Quiz: step on; the run pauses before each return to ask.") : QString());
        return;
    }
    const std::int32_t call = m_run->trace().event(m_run->stepper().position()).call;
    m_question->setText(questionText(call));
    showButtons(call);
}

// The kinds of values only a user's program has: the questions and verdicts are core's words.
bool QuizBar::programsOnly(ValueMeaning meaning)
{
    return meaning == ValueMeaning::ScoreDifference || meaning == ValueMeaning::Negamax || meaning == ValueMeaning::Grundy;
}

QString QuizBar::playerName(Player p)
{
    return p == Player::First ? tr("first player") : tr("second player");
}

// The question names the view: "what does it return?" had two readings in the prime game.
QString QuizBar::questionText(std::int32_t call) const
{
    const Game& game = m_run->game();
    const Trace& trace = m_run->trace();
    const QString where = game.positionLabel(trace.state(call));
    if (programsOnly(game.valueMeaning()))
        return quizWords(game, trace, call).question;
    if (game.valueMeaning() == ValueMeaning::Plain) // no players: the value itself
        return tr("Call #%1 (%2): what does it return?").arg(QString::number(call), where);
    if (game.valueMeaning() == ValueMeaning::MoverScore)
        return tr("Call #%1 (%2): how many stones does the player to move (%3) get from here?")
            .arg(call)
            .arg(where, playerName(trace.player(call)));
    return tr("Call #%1 (%2, %3 to move): who wins from here?").arg(call).arg(where, playerName(trace.player(call)));
}

QString QuizBar::verdictText(const Quiz::Verdict& verdict) const
{
    const Game& game = m_run->game();
    const Trace& trace = m_run->trace();
    const Player toMove = trace.player(verdict.call);
    const QString where = game.positionLabel(trace.state(verdict.call));
    if (programsOnly(game.valueMeaning()))
        return (verdict.right ? tr("Right: %1") : tr("Not quite: %1")).arg(quizWords(game, trace, verdict.call).verdict);
    if (game.valueMeaning() == ValueMeaning::Plain)
        return (verdict.right ? tr("Right: call #%1 (%2) returns %3.") : tr("Not quite: call #%1 (%2) returns %3."))
            .arg(QString::number(verdict.call), where, game.answerText(verdict.truth));
    if (game.valueMeaning() == ValueMeaning::MoverScore) // the sentence says whose: the bare number
        return (verdict.right ? tr("Right: from %1 the player to move (%2) gets %3 (call #%4 returns %5).")
                              : tr("Not quite: from %1 the player to move (%2) gets %3 (call #%4 returns %5)."))
            .arg(where, playerName(toMove))
            .arg(verdict.truth)
            .arg(verdict.call)
            .arg(game.answerText(verdict.truth));
    // The sentence says who wins, so the value is the bare one.
    const QString value = game.answerText(verdict.truth);
    return (verdict.right ? tr("Right: from %1 (%2 to move) the %3 wins (call #%4 returns %5).")
                          : tr("Not quite: from %1 (%2 to move) the %3 wins (call #%4 returns %5)."))
        .arg(where, playerName(toMove), playerName(favouredPlayer(game, trace, verdict.call)))
        .arg(verdict.call)
        .arg(value);
}

void QuizBar::showButtons(std::int32_t call)
{
    const Game& game = m_run->game();
    if (Quiz::asksNumber(game.valueMeaning())) {
        // A score lies between 0 and the stones left, a Grundy number is never negative; a plain
        // recursion's value or a score difference can be anything.
        m_numberRange = {std::numeric_limits<std::int64_t>::min(), std::numeric_limits<std::int64_t>::max()};
        if (game.valueMeaning() == ValueMeaning::MoverScore)
            m_numberRange = {0, std::max<std::int64_t>(0, game.stonesLeft(m_run->trace().state(call)))};
        else if (game.valueMeaning() == ValueMeaning::Grundy)
            m_numberRange.first = 0;
        // Empty: a box that already holds a number gives away every answer that number is.
        m_number->clear();
        m_number->setPlaceholderText(allowedNumbers());
        m_number->show();
        m_number->setFocus(Qt::OtherFocusReason);
        auto* check = new QPushButton(tr("Check"));
        connect(check, &QPushButton::clicked, this, &QuizBar::checkNumber);
        m_buttonRow->addWidget(check);
        return;
    }
    for (const Player winner : {Player::First, Player::Second}) {
        const bool first = winner == Player::First;
        auto* button = new QPushButton(first ? tr("First player") : tr("Second player"));
        button->setObjectName(first ? QStringLiteral("quiz-winner-first") : QStringLiteral("quiz-winner-second"));
        connect(button, &QPushButton::clicked, this, [this, winner] { answerWinner(winner); });
        m_buttonRow->addWidget(button);
    }
    if (game.valueMeaning() == ValueMeaning::Negamax) { // 0 is a draw
        auto* draw = new QPushButton(tr("Draw"));
        draw->setObjectName(QStringLiteral("quiz-draw"));
        connect(draw, &QPushButton::clicked, this, [this] { answerStanding(Standing::Even); });
        m_buttonRow->addWidget(draw);
    }
}

void QuizBar::checkNumber()
{
    bool ok = false;
    const qlonglong value = m_number->text().toLongLong(&ok);
    if (ok && value >= m_numberRange.first && value <= m_numberRange.second) {
        answer(value);
        return;
    }
    m_refusal->setText(m_number->text().trimmed().isEmpty()
            ? tr("Type your answer first: %1.").arg(allowedNumbers())
            : tr("%1 cannot be the answer: %2.").arg(m_number->text(), allowedNumbers()));
    m_refusal->show();
}

// What the box takes, in the words of the question: a score between none and every stone left.
QString QuizBar::allowedNumbers() const
{
    constexpr std::int64_t kLeast = std::numeric_limits<std::int64_t>::min();
    constexpr std::int64_t kMost = std::numeric_limits<std::int64_t>::max();
    if (m_numberRange.first == kLeast && m_numberRange.second == kMost)
        return tr("a whole number");
    if (m_numberRange.second == kMost)
        return tr("a whole number from %L1 up").arg(m_numberRange.first);
    return tr("a whole number from %L1 to %L2").arg(m_numberRange.first).arg(m_numberRange.second);
}

QString QuizBar::refusal() const
{
    return m_refusal->isVisible() ? m_refusal->text() : QString();
}

void QuizBar::answer(std::int64_t value)
{
    if (!asksNow())
        return;
    reveal(m_quiz.answer(m_run->trace(), m_run->stepper().position(), value));
}

void QuizBar::answerWinner(Player winner)
{
    answerStanding(winner == Player::First ? Standing::First : Standing::Second);
}

void QuizBar::answerStanding(Standing answered)
{
    if (!asksNow())
        return;
    reveal(m_quiz.answerStanding(m_run->game(), m_run->trace(), m_run->stepper().position(), answered));
}

void QuizBar::reveal(const std::optional<Quiz::Verdict>& verdict)
{
    if (!verdict)
        return;
    const QString text = verdictText(*verdict);
    m_run->stepper().stepInto(); // reveal
    emit revealed(text);
}

QString QuizBar::question() const
{
    return isVisible() ? m_question->text() : QString();
}

QString QuizBar::tally() const
{
    return m_tally->text();
}

} // namespace gt
