// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The window's sessions (.gtree): what is on screen saved, and opened again. A session with the
// user's own code shows the code and asks before compiling or running it.
#include "studio/window/main_window.h"

#include "studio/code/code_editor.h"
#include "studio/code/code_files.h"
#include "studio/code/code_run_input.h"
#include "studio/code/code_workspace.h"
#include "core/session_file.h"
#include "usercode/sandbox.h"
#include "studio/panels/game_form.h"
#include "studio/window/recent_files.h"
#include "studio/window/studio_settings.h"
#include "studio/canvas/tree_view.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMimeData>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

namespace gt {

void MainWindow::saveSession(const QString& path)
{
    if (!m_run)
        return;
    Session session;
    session.gameId = m_run->game().id();
    session.params = m_docks->form->params();
    if (m_run->choice().isCode()) {
        session.codeFile = m_code->fileName();
        session.code = m_code->editor()->toPlainText();
        session.values = m_docks->form->chosenValues();
        // What the run on screen was run with, so that the session opens at the same step of it.
        const CodeOptions& options = m_run->choice().codeOptions;
        session.input = QString::fromUtf8(options.input);
        session.call = options.call;
        session.trace = options.traceNames;
        session.root = options.root;
        session.language = options.language ? codeLanguageId(*options.language) : QString();
    }
    session.options = m_run->options();
    session.step = m_run->stepper().position();
    session.palette = m_palette;
    session.zoom = m_view->zoom();
    session.view = m_canvas->showsStateGraph() ? QStringLiteral("dag")
        : m_canvas->showsMemoTable()           ? QStringLiteral("table")
                                               : QStringLiteral("tree");
    try {
        saveSessionFile(path, session);
        const QString saved = tr("Saved %1.").arg(QDir::toNativeSeparators(path));
        if (m_recent->add(path))
            m_banner->showNotice(saved);
        else // the session is saved: only the settings are not
            m_banner->showNotice(saved + u' ' + StudioSettings::notSavedMessage(), true);
    } catch (const SessionError& e) {
        QMessageBox::warning(this, tr("Save failed"), e.message());
    }
}

QString MainWindow::openSession(const QString& path, CodeConsent consent)
{
    try {
        const Session session = loadSessionFile(path);
        if (!paletteById(session.palette)) // core does not know the palettes
            throw SessionError(tr("%1 was not opened: the session's \"palette\" must be one of %2")
                                   .arg(QDir::toNativeSeparators(path), paletteIds().join(QStringLiteral(", "))));
        m_recent->add(path);
        if (session.hasCode()) {
            if (!m_code->maybeSave())
                return tr("%1 was not opened: the code on screen was not saved").arg(QDir::toNativeSeparators(path));
            // Only the name: the session's folder is not the user's, its #include "..." files are not there.
            m_code->load(QFileInfo(session.codeFile).fileName(), {}, session.code);
            CodeLanguage language;
            const bool picked = codeLanguageFromId(session.language, &language);
            m_docks->runInput->setOptions(
                session.input, session.call, session.root, session.trace, picked ? std::optional(language) : std::nullopt);
        }
        m_docks->form->setRun(session.hasCode() ? QString() : session.gameId, session.params, session.options);
        if (session.hasCode())
            m_docks->form->setChosenValues(session.values);
        setPalette(session.palette);
        m_pendingZoom = session.zoom;
        m_canvas->showStateGraph(session.view == QLatin1String("dag"));
        m_canvas->showMemoTable(session.view == QLatin1String("table"));
        if (!session.hasCode() || consent == CodeConsent::Given || confirmSessionCode(m_code->fileName(), session))
            solve(session.step);
        else
            m_banner->showNotice(m_code->language() == CodeLanguage::Python
                    ? tr("The session's code is shown and was not run. Read it; Solve runs it.")
                    : tr("The session's code is shown and was not run. Read it; Solve compiles and runs it."));
        return {};
    } catch (const SessionError& e) {
        m_banner->showNotice(e.message(), true); // nothing else on screen changes
        if (!QFileInfo::exists(path))
            m_recent->remove(QFileInfo(path).absoluteFilePath());
        return e.message();
    }
}

void MainWindow::connectRecentFiles()
{
    connect(m_code, &CodeWorkspace::fileUsed, m_recent, &RecentFiles::add);
    connect(m_recent, &RecentFiles::sessionChosen, this, [this](const QString& path) { openSession(path); });
    connect(m_recent, &RecentFiles::notSaved, this, [this](const QString& message) { m_banner->showNotice(message, true); });
    connect(m_recent, &RecentFiles::codeChosen, this, &MainWindow::openFile);
}

void MainWindow::openFile(const QString& path)
{
    if (path.endsWith(QLatin1String(".gtree"))) {
        openSession(path);
        return;
    }
    if (!m_code->maybeSave())
        return;
    if (const QString error = m_code->openFile(path); !error.isEmpty()) {
        m_banner->showNotice(error, true);
        m_recent->remove(path);
    }
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (!filesToOpen(event->mimeData()).isEmpty())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    const QStringList paths = filesToOpen(event->mimeData());
    if (paths.isEmpty())
        return;
    event->acceptProposedAction();
    // After the drop has ended: the question about unsaved code must not hold the file manager's drag.
    QTimer::singleShot(0, this, [this, path = paths.first()] { openFile(path); });
}

bool MainWindow::confirmSessionCode(const QString& fileName, const Session& session)
{
    const bool python = m_code->language() == CodeLanguage::Python;
    const QString lines = QLocale().toString(session.code.count(u'\n') + 1);
    QMessageBox question(QMessageBox::Warning, tr("Run the Session's Code?"),
        // One arg() for both: a file name with "%2" in it stays as it is.
        python ? tr("This session contains %2 lines of Python code (%1), now shown in the code panel.").arg(fileName, lines)
               : tr("This session contains %2 lines of C++ code (%1), now shown in the code panel.").arg(fileName, lines),
        QMessageBox::NoButton, this);
    // Everything the run would be given, whole: what the call box and the input box show may be
    // scrolled or cut.
    QString given;
    if (session.call)
        given += tr("It calls %1.").arg(QStringLiteral("<code>%1</code>").arg(session.call->toHtmlEscaped()))
            + QStringLiteral("<br>");
    const QString input = session.input;
    const qsizetype inputLines = input.count(u'\n') + (input.endsWith(u'\n') ? 0 : 1);
    if (input.trimmed().isEmpty())
        given += tr("Its input is empty.");
    else if (inputLines <= kInputShownWhole && input.size() <= 400)
        given += tr("Its input:") + QStringLiteral("<pre>%1</pre>").arg(input.toHtmlEscaped());
    else {
        given += tr("Its input has %1 lines; all of them are under Show Details.").arg(QLocale().toString(inputLines));
        question.setDetailedText(input);
    }
    const int walls = sandbox::NoNetwork | sandbox::ReadOnlyFiles;
    const bool walled = (sandbox::wallsHere() & walls) == walls;
    QString risk;
    if (walled)
        risk = python ? tr("Solving runs it on this computer, in a sandbox where it cannot write your files or reach the "
                           "network. Run it only if you trust where the session came from.")
                      : tr("Solving compiles and runs it on this computer, in a sandbox where it cannot write your files "
                           "or reach the network. Run it only if you trust where the session came from.");
    else
        risk = python ? tr("Solving runs it on this computer with your rights. "
                           "Run it only if you trust where the session came from.")
                      : tr("Solving compiles and runs it on this computer with your rights. "
                           "Run it only if you trust where the session came from.");
    question.setInformativeText(QStringLiteral("<p>%1</p><p>%2</p>").arg(given, risk));
    question.setTextFormat(Qt::PlainText);
    QPushButton* run = question.addButton(python ? tr("Run") : tr("Compile and Run"), QMessageBox::AcceptRole);
    question.setDefaultButton(question.addButton(tr("Do Not Run"), QMessageBox::RejectRole));
    question.setObjectName(QStringLiteral("SessionCodeQuestion"));
    question.exec();
    return question.clickedButton() == run;
}

} // namespace gt
