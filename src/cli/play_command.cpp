// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "cli/play_command.h"

#include "cli/commands.h"
#include "core/play/play_words.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <unistd.h>

namespace gt::cli {

namespace {

// One person at a terminal against the solver: what is read, what is shown.
class TerminalGame {
public:
    TerminalGame(const Command& command, const GameGraph& graph, QTextStream& in, QTextStream& out, QTextStream& err)
        : m_command(command)
        , m_play(graph)
        , m_names(youAndSolver(command.you))
        , m_in(in)
        , m_out(out)
        , m_err(err)
    {
    }

    // Plays to the end; false when the input ended or the person stopped first.
    bool run()
    {
        showStart();
        while (!m_play.over()) {
            m_play.requireComplete();
            if (m_play.toMove() != m_command.you)
                solverMoves();
            else if (!personMoves())
                return false;
        }
        return true;
    }

    void showSummary(bool finished)
    {
        if (m_command.json) {
            m_out << QJsonDocument(summaryJson(finished)).toJson(QJsonDocument::Compact) << '\n';
            return;
        }
        if (!m_play.over())
            m_out << positionLine(m_play, m_names) << '\n';
        m_out << PlayTr::tr("Summary:") << '\n';
        for (const QString& line : summaryLines(m_play, m_names))
            m_out << "  " << line << '\n';
    }

private:
    const Game& game() const { return m_play.graph().game(); }
    bool text() const { return !m_command.json; }

    void showStart()
    {
        if (!text())
            return;
        m_out << game().title() << " · " << game().paramsText() << '\n';
        m_out << (m_command.you == Player::First ? PlayTr::tr("You move first.") : PlayTr::tr("You move second.")) << ' '
              << PlayTr::tr("Type a move's number and Enter; u takes your last move back, q stops.") << '\n';
    }

    void solverMoves()
    {
        const std::int32_t move = m_play.bestMove();
        const QString reason = solverReason(m_play, move);
        const PlayedMove& played = m_play.playBest();
        if (text())
            m_out << playedLine(m_play.graph(), played, int(m_play.history().size()), m_names) << " — " << reason << '\n';
    }

    QString movesList() const
    {
        QStringList moves;
        for (const GraphMove& move : m_play.moves())
            moves << PlayTr::tr("%1 (%2)").arg(
                QString::number(move.move), m_play.graph().moveLabel(m_play.position(), move.move));
        return PlayTr::tr("moves: %1").arg(moves.join(PlayTr::tr(", ")));
    }

    // Reads lines until one is a move, an undo or a stop; false: stop (or the input ended).
    bool personMoves()
    {
        if (text())
            m_out << positionLine(m_play, m_names) << '\n' << movesList() << '\n';
        for (;;) {
            if (text() && m_interactive)
                m_out << "> " << Qt::flush;
            QString line;
            if (!m_in.readLineInto(&line))
                return false;
            line = line.trimmed();
            if (line == QLatin1String("q"))
                return false;
            if (line == QLatin1String("u")) {
                undoOwnMove();
                return true;
            }
            bool number = false;
            const int move = line.toInt(&number);
            if (!number || !m_play.allowed(move)) {
                printError(m_err, PlayTr::tr("'%1' is not a move here; type one of: %2").arg(line, allowedNumbers()));
                m_err.flush();
                continue;
            }
            const PlayedMove& played = m_play.play(move);
            if (text())
                m_out << playedLine(m_play.graph(), played, int(m_play.history().size()), m_names) << '\n';
            return true;
        }
    }

    QString allowedNumbers() const { return m_play.moveNumbers() + PlayTr::tr(", u (undo) or q (stop)"); }

    // Back to the person's previous turn: the solver's reply goes too.
    void undoOwnMove()
    {
        bool undid = false;
        while (m_play.canUndo()) {
            const bool mine = !m_play.history().back().bySolver;
            m_play.undo();
            if (mine) {
                undid = true;
                break;
            }
        }
        if (text())
            m_out << (undid ? PlayTr::tr("Took your last move back.") : PlayTr::tr("There is no move of yours to take back."))
                  << '\n';
    }

    QString side(Player player) const { return player == m_command.you ? QStringLiteral("you") : QStringLiteral("solver"); }

    QJsonObject summaryJson(bool finished) const
    {
        QJsonArray moves;
        for (const PlayedMove& played : m_play.history())
            moves.append(QJsonObject {{QStringLiteral("by"), side(played.by)},
                {QStringLiteral("from"), game().stateLabel(played.from)}, {QStringLiteral("move"), played.move},
                {QStringLiteral("moveLabel"), m_play.graph().moveLabel(played.from, played.move)},
                {QStringLiteral("to"), game().stateLabel(played.to)}});
        QJsonObject summary {{QStringLiteral("game"), game().id()}, {QStringLiteral("params"), game().paramsJson()},
            {QStringLiteral("you"), m_command.you == Player::First ? QStringLiteral("first") : QStringLiteral("second")},
            {QStringLiteral("moves"), moves}, {QStringLiteral("over"), finished}};
        const std::optional<Player> winner = m_play.winner();
        summary.insert(QStringLiteral("winner"), !finished ? QJsonValue() : winner ? side(*winner) : QStringLiteral("draw"));
        if (m_play.graph().scoresPoints() && finished) {
            const std::array<std::int64_t, 2> points = m_play.finalPoints();
            const std::size_t you = m_command.you == Player::First ? 0 : 1;
            summary.insert(QStringLiteral("points"),
                QJsonObject {{QStringLiteral("you"), qint64(points[you])}, {QStringLiteral("solver"), qint64(points[1 - you])}});
        }
        QJsonValue mistake;
        if (const PlayedMove* first = m_play.firstMistake()) {
            QJsonArray keeping;
            for (const std::int32_t move : first->keeping)
                keeping.append(move);
            mistake
                = QJsonObject {{QStringLiteral("by"), side(first->by)}, {QStringLiteral("from"), game().stateLabel(first->from)},
                    {QStringLiteral("played"), first->move}, {QStringLiteral("winning"), keeping},
                    {QStringLiteral("keeps"), first->before == Outlook::Win ? QStringLiteral("win") : QStringLiteral("draw")}};
        }
        summary.insert(QStringLiteral("firstMistake"), mistake);
        return summary;
    }

    const Command& m_command;
    PlayGame m_play;
    PlayerNames m_names;
    QTextStream& m_in;
    QTextStream& m_out;
    QTextStream& m_err;
    const bool m_interactive = isatty(STDIN_FILENO) != 0;
};

} // namespace

int playInTerminal(const Command& command, Game& game, QTextStream& in, QTextStream& out, QTextStream& err)
{
    const GameGraph graph = exploreGame(game, command.limits);
    TerminalGame terminal(command, graph, in, out, err);
    bool finished = false;
    QString stoppedBy = PlayTr::tr("the game stopped before it was over: no more moves were typed");
    try {
        finished = terminal.run();
    } catch (const PlayError& error) { // a position the run did not work out whole: the game so far is kept
        stoppedBy = error.message();
    }
    terminal.showSummary(finished);
    if (finished)
        return ExitOk;
    printError(err, stoppedBy);
    return ExitBadInput;
}

} // namespace gt::cli
