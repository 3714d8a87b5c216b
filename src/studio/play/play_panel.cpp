// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/play/play_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace gt {

namespace {
constexpr int kMoveColumns = 3;
constexpr int kKeyedMoves = 9; // keys 1-9 play the first nine moves
constexpr int kCallRole = Qt::UserRole;
} // namespace

PlayPanel::PlayPanel(QWidget* parent)
    : QWidget(parent)
    , m_pages(new QStackedWidget)
    , m_unavailable(new QLabel)
    , m_rerun(new QPushButton)
    , m_seatsLabel(new QLabel)
    , m_seats(new QComboBox)
    , m_position(new QLabel)
    , m_prompt(new QLabel)
    , m_movesBox(new QWidget)
    , m_movesGrid(new QGridLayout(m_movesBox))
    , m_reason(new QLabel)
    , m_undo(new QPushButton)
    , m_solverMove(new QPushButton)
    , m_again(new QPushButton)
    , m_reveal(new QCheckBox)
    , m_history(new QListWidget)
{
    setObjectName(QStringLiteral("PlayPanel"));
    auto* unavailablePage = new QWidget;
    auto* unavailableLayout = new QVBoxLayout(unavailablePage);
    m_unavailable->setWordWrap(true);
    m_rerun->setObjectName(QStringLiteral("PlayRerun"));
    unavailableLayout->addWidget(m_unavailable);
    unavailableLayout->addWidget(m_rerun, 0, Qt::AlignLeft);
    unavailableLayout->addStretch(1);
    auto* playPage = new QWidget;
    buildPlayPage(playPage);
    m_pages->addWidget(unavailablePage);
    m_pages->addWidget(playPage);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_pages);
    connect(m_rerun, &QPushButton::clicked, this, &PlayPanel::rerunRequested);
    retranslate();
    setTextScale(1);
    setUnavailable(QString(), false);
}

PlayPanel::~PlayPanel() = default;

void PlayPanel::buildPlayPage(QWidget* page)
{
    auto* layout = new QVBoxLayout(page);
    m_seats->setObjectName(QStringLiteral("PlaySeats"));
    for (int k = 0; k < 4; ++k)
        m_seats->addItem(QString());
    m_seatsLabel->setBuddy(m_seats);
    auto* seatsRow = new QHBoxLayout;
    seatsRow->addWidget(m_seatsLabel);
    seatsRow->addWidget(m_seats, 1);
    layout->addLayout(seatsRow);
    m_position->setObjectName(QStringLiteral("PlayPosition"));
    m_position->setWordWrap(true);
    m_position->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_prompt->setWordWrap(true);
    layout->addWidget(m_position);
    layout->addWidget(m_prompt);
    m_movesGrid->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_movesBox);
    m_reason->setObjectName(QStringLiteral("PlayReason"));
    m_reason->setWordWrap(true);
    layout->addWidget(m_reason);
    auto* buttons = new QHBoxLayout;
    m_undo->setObjectName(QStringLiteral("PlayUndo"));
    m_solverMove->setObjectName(QStringLiteral("PlaySolverMove"));
    m_again->setObjectName(QStringLiteral("PlayAgain"));
    for (QPushButton* button : {m_undo, m_solverMove, m_again})
        buttons->addWidget(button);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_reveal->setObjectName(QStringLiteral("PlayReveal"));
    layout->addWidget(m_reveal);
    m_history->setObjectName(QStringLiteral("PlayHistory"));
    m_history->setWordWrap(true);
    layout->addWidget(m_history, 1);

    connect(m_undo, &QPushButton::clicked, this, &PlayPanel::undo);
    connect(m_solverMove, &QPushButton::clicked, this, [this] {
        if (m_play && !m_play->over()) {
            m_lastReason = solverReason(*m_play, m_play->bestMove());
            m_play->playBest();
            refresh();
        }
    });
    connect(m_again, &QPushButton::clicked, this, &PlayPanel::playAgain);
    connect(m_reveal, &QCheckBox::toggled, this, &PlayPanel::refreshMoves);
    connect(m_reveal, &QCheckBox::toggled, this, &PlayPanel::revealedChanged);
    connect(m_seats, &QComboBox::currentIndexChanged, this, [this] {
        solverReplies();
        refresh();
    });
    const auto choose = [this](QListWidgetItem* item) {
        if (item->data(kCallRole).isValid())
            emit callChosen(item->data(kCallRole).toInt());
    };
    connect(m_history, &QListWidget::itemActivated, this, choose);
    connect(m_history, &QListWidget::itemClicked, this, choose);
}

void PlayPanel::setGraph(std::shared_ptr<const GameGraph> graph, std::shared_ptr<const void> keepAlive)
{
    m_play.reset();
    m_graph = std::move(graph);
    m_keepAlive = std::move(keepAlive);
    if (!m_graph) {
        m_keepAlive.reset();
        setUnavailable(tr("Solve a game to play it."), false);
        return;
    }
    startFrom(m_graph->start(), m_graph->startingPlayer());
}

void PlayPanel::setUnavailable(const QString& why, bool offerRerun)
{
    m_play.reset();
    m_unavailable->setText(why.isEmpty() ? tr("Solve a game to play it.") : why);
    m_rerun->setVisible(offerRerun);
    m_pages->setCurrentIndex(0);
}

void PlayPanel::startFrom(std::uint32_t position, Player toMove)
{
    if (!m_graph)
        return;
    m_play = std::make_unique<PlayGame>(*m_graph, position, toMove);
    m_lastReason.clear();
    m_pages->setCurrentIndex(1);
    solverReplies();
    refresh();
}

void PlayPanel::playAgain()
{
    if (m_play)
        startFrom(m_play->startPosition(), m_play->startingPlayer());
}

void PlayPanel::setSeats(Seats seats)
{
    m_seats->setCurrentIndex(int(seats));
}

PlayPanel::Seats PlayPanel::seats() const
{
    return Seats(m_seats->currentIndex());
}

void PlayPanel::setRevealed(bool revealed)
{
    m_reveal->setChecked(revealed);
}

bool PlayPanel::revealed() const
{
    return m_reveal->isChecked();
}

bool PlayPanel::solverSeat(Player player) const
{
    switch (seats()) {
    case Seats::ClassFirst: return player == Player::Second;
    case Seats::ClassSecond: return player == Player::First;
    case Seats::TwoTeams:
    case Seats::SolverAlone: break; // the solver alone moves when asked, one move at a time
    }
    return false;
}

PlayerNames PlayPanel::names() const
{
    switch (seats()) {
    case Seats::ClassFirst: return classAndSolver(Player::First);
    case Seats::ClassSecond: return classAndSolver(Player::Second);
    case Seats::TwoTeams: return twoTeams();
    case Seats::SolverAlone: break;
    }
    return solverAndSolver();
}

void PlayPanel::play(std::int32_t move)
{
    if (!m_play || m_play->over() || !m_play->allowed(move))
        return;
    m_lastReason.clear();
    m_play->play(move);
    solverReplies();
    refresh();
}

void PlayPanel::solverReplies()
{
    while (m_play && !m_play->over() && m_play->positionComplete() && solverSeat(m_play->toMove())) {
        m_lastReason = solverReason(*m_play, m_play->bestMove());
        m_play->playBest();
    }
}

void PlayPanel::undo()
{
    if (!m_play || !m_play->canUndo())
        return;
    // Back to the last move a person made: the solver's reply to it goes too.
    do
        m_play->undo();
    while (m_play->canUndo() && solverSeat(m_play->toMove()));
    if (solverSeat(m_play->toMove())) // the solver opened the game: it opens it again
        solverReplies();
    m_lastReason.clear();
    refresh();
}

QString PlayPanel::positionText() const
{
    return m_position->text();
}

QString PlayPanel::reasonText() const
{
    return m_reason->text();
}

QStringList PlayPanel::historyLines() const
{
    QStringList lines;
    for (int row = 0; row < m_history->count(); ++row)
        lines << m_history->item(row)->text();
    return lines;
}

void PlayPanel::refresh()
{
    showGame();
    if (m_play)
        emit positionChanged(m_graph->callOf(m_play->position()));
}

void PlayPanel::showGame()
{
    if (!m_play)
        return;
    const PlayerNames players = names();
    const PlayControlWords words = playControlWords();
    m_position->setText(positionLine(*m_play, players));
    if (m_play->over())
        m_prompt->setText(resultLine(*m_play, players));
    else if (!m_play->positionComplete())
        m_prompt->setText(words.earlyExitFor(m_graph->game()));
    else
        m_prompt->setText(words.moves.arg(movesInWords(*m_play)));
    m_reason->setText(m_lastReason.isEmpty() ? QString() : words.solverSays.arg(m_lastReason));
    m_reason->setVisible(!m_lastReason.isEmpty());
    m_undo->setEnabled(m_play->canUndo());
    m_solverMove->setEnabled(!m_play->over() && m_play->positionComplete());
    refreshMoves();
    refreshHistory();
}

void PlayPanel::refreshMoves()
{
    for (QPushButton* button : std::as_const(m_moveButtons)) { // one of them may be the sender
        m_movesGrid->removeWidget(button);
        button->hide();
        button->deleteLater();
    }
    m_moveButtons.clear();
    if (!m_play || m_play->over() || !m_play->positionComplete())
        return;
    const bool personToMove = !solverSeat(m_play->toMove()) && seats() != Seats::SolverAlone;
    const std::vector<GraphMove> moves = m_play->moves();
    const PlayControlWords words = playControlWords(); // once, not per button: a position may have 1,229 moves
    for (std::size_t k = 0; k < moves.size(); ++k) {
        const GraphMove& move = moves[k];
        QString text = m_graph->moveLabel(m_play->position(), move.move);
        if (m_reveal->isChecked())
            text = words.outcome.arg(text, words.outlooks[std::size_t(m_graph->outlookAfter(move))]);
        auto* button = new QPushButton(k < kKeyedMoves ? QStringLiteral("[%1]  %2").arg(QString::number(k + 1), text) : text);
        button->setObjectName(QStringLiteral("PlayMove%1").arg(move.move));
        button->setEnabled(personToMove);
        QFont font = button->font();
        font.setPointSizeF(font.pointSizeF() * 1.25 * m_scale);
        button->setFont(font);
        button->setToolTip(tr("Plays %1").arg(m_graph->game().moveLabel(move.move)));
        connect(button, &QPushButton::clicked, this, [this, m = move.move] { play(m); });
        m_movesGrid->addWidget(button, int(k) / kMoveColumns, int(k) % kMoveColumns);
        m_moveButtons << button;
    }
}

void PlayPanel::refreshHistory()
{
    m_history->clear();
    int number = 0;
    const PlayerNames players = names();
    for (const PlayedMove& played : m_play->history()) {
        auto* item = new QListWidgetItem(playedLine(*m_graph, played, ++number, players), m_history);
        item->setData(kCallRole, played.call);
    }
    if (!m_play->over())
        return;
    const PlayedMove* mistake = m_play->firstMistake();
    const QStringList summary = summaryLines(*m_play, players).mid(number);
    for (const QString& line : summary) {
        auto* item = new QListWidgetItem(line, m_history);
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        if (mistake && line == summary.constLast())
            item->setData(kCallRole, mistake->call);
    }
    m_history->scrollToBottom();
}

void PlayPanel::setTextScale(double scale)
{
    m_scale = scale;
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 1.6 * scale);
    big.setBold(true);
    m_position->setFont(big);
    QFont normal = font();
    normal.setPointSizeF(font().pointSizeF() * 1.15 * scale);
    for (QWidget* widget : std::initializer_list<QWidget*> {m_prompt, m_reason, m_history, m_seats, m_seatsLabel, m_undo,
             m_solverMove, m_again, m_reveal, m_unavailable, m_rerun})
        widget->setFont(normal);
    refreshMoves();
}

void PlayPanel::retranslate()
{
    const PlayControlWords words = playControlWords();
    m_seatsLabel->setText(words.whoPlays);
    for (int seat = 0; seat < int(words.seats.size()); ++seat)
        m_seats->setItemText(seat, words.seats[std::size_t(seat)]);
    m_undo->setText(words.undo);
    m_undo->setToolTip(words.undoTip);
    m_solverMove->setText(words.solverMove);
    m_solverMove->setToolTip(words.solverMoveTip);
    m_again->setText(words.again);
    m_again->setToolTip(words.againTip);
    m_reveal->setText(words.reveal);
    m_reveal->setToolTip(words.revealTip);
    m_rerun->setText(tr("&Run with the short-circuit off"));
    showGame();
}

// Keys 1-9 play the first nine moves and Ctrl+Z takes one back, while the panel has the focus
// (the code editor keeps its own).
void PlayPanel::keyPressEvent(QKeyEvent* event)
{
    const int k = event->key() - Qt::Key_1;
    if (event->modifiers() == Qt::NoModifier && k >= 0 && k < kKeyedMoves) {
        if (k < m_moveButtons.size() && m_moveButtons[k]->isEnabled())
            m_moveButtons[k]->click();
        return;
    }
    if (event->matches(QKeySequence::Undo)) {
        undo();
        return;
    }
    QWidget::keyPressEvent(event);
}

void PlayPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace gt
