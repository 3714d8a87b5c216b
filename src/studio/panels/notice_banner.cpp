// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/panels/notice_banner.h"

#include "studio/run/studio_run.h"

#include <QDir>

namespace gt {

NoticeBanner::NoticeBanner(QWidget* parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setContentsMargins(10, 6, 10, 6);
    setTextFormat(Qt::PlainText);
    hide();
}

void NoticeBanner::showNotice(const QString& text, bool error)
{
    // A message quoting what a user typed or a program printed can be any length: the middle
    // goes, the start (what happened) and the end (what is allowed) stay.
    display(text, error, 600);
}

// Qt may wrap a line after "+" or "-": g++, apt-get and --max would be cut in two. A word
// joiner (invisible) after each keeps such a word whole; message() stays as it was written.
static QString withUnbreakableWords(const QString& text)
{
    QString shown;
    shown.reserve(text.size() + 16);
    for (qsizetype i = 0; i < text.size(); ++i) {
        shown += text[i];
        const bool inWord = i + 1 < text.size() && !text[i + 1].isSpace();
        if ((text[i] == u'+' || text[i] == u'-') && inWord)
            shown += QChar(0x2060);
    }
    return shown;
}

void NoticeBanner::display(const QString& text, bool error, qsizetype maxCharacters)
{
    m_error = error;
    m_message = text.size() <= maxCharacters
        ? text
        : text.left(maxCharacters / 2) + QStringLiteral(" … ") + text.right(maxCharacters / 2);
    setText(withUnbreakableWords(m_message));
    applyColors();
    setVisible(!text.isEmpty());
}

void NoticeBanner::showRunNotes(const StudioRun& run)
{
    QStringList notes;
    if (run.trace().empty())
        notes << tr("The answer is known before any recursive call: there is no tree to draw.");
    if (run.trace().truncated())
        notes << tr("Recording stopped after %L1 calls; the counts are exact, the tree shows the first calls.")
                     .arg(run.trace().size());
    if (run.drawing().callsDrawn < run.trace().size())
        notes << tr("%L1 of %L2 calls are drawn: click a “+N calls” node to open it.")
                     .arg(run.drawing().callsDrawn)
                     .arg(run.trace().size());
    QStringList lines {notes.join(u' ')};
    // A program traced as written: what was changed, what is drawn, how often it started; a line
    // each, so the teacher reads them once per run.
    for (const QString& note : run.programNotes())
        lines << tr("• %1", "a note about the user's program, on a line of its own").arg(note);
    if (run.choice().isCode() && !run.choice().codeOptions.cpp.includeDirs.isEmpty()) {
        QStringList folders;
        for (const QString& folder : run.choice().codeOptions.cpp.includeDirs)
            folders << QDir::toNativeSeparators(folder);
        lines << tr("• headers were also looked for in %1 (Run › Include Folders)").arg(folders.join(QStringLiteral(", ")));
    }
    if (lines.first().isEmpty())
        lines.removeFirst();
    m_runNotes = lines.join(u'\n');
    display(m_runNotes, false, 2000); // our own sentences, each with a file's or a function's name
}

void NoticeBanner::refreshRunNotes(const StudioRun& run)
{
    if (!m_error && m_message == m_runNotes)
        showRunNotes(run);
}

void NoticeBanner::setColors(const Palette& palette)
{
    m_palette = palette;
    applyColors();
}

void NoticeBanner::applyColors()
{
    const ChromeColors& c = m_palette.chrome;
    setStyleSheet(QStringLiteral("background: %1; color: %2;")
                      .arg((m_error ? c.errorFill : c.noticeFill).name(), (m_error ? c.errorText : c.noticeText).name()));
}

} // namespace gt
