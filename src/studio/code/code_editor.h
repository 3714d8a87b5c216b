// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A plain-text editor for C++ or Python with what a programmer expects of one: line numbers,
// highlighting in the language of the text, compiler errors marked at their lines and the line
// running now while stepping. The source panel shows the built-in solvers in it read-only; the
// user's own solver is edited in it.

#include "usercode/program_language.h"

#include <QColor>
#include <QPlainTextEdit>

#include <vector>

class QHelpEvent;
class QSyntaxHighlighter;

namespace gt {

// One compiler message: 1-based line, column 0 for the whole line.
struct CodeMark {
    int line = 0;
    int column = 0;
    QString message;
};

class CodeEditor : public QPlainTextEdit {
    Q_OBJECT

public:
    explicit CodeEditor(QWidget* parent = nullptr);

    // The highlighting (C++ at first) and, for Python, the indentation after a line ending in ':'.
    // The text is coloured anew at once.
    void setLanguage(CodeLanguage language);
    CodeLanguage language() const { return m_language; }
    QSyntaxHighlighter* highlighter() const { return m_highlighter; }

    // Compiler errors: a pale red line, a red marker in the gutter, the message as the line's
    // tooltip. The first mark is scrolled into view and the cursor put there. They stay at their
    // lines through edits until the next compile sets them again.
    void setErrorMarks(const std::vector<CodeMark>& marks);
    void clearErrorMarks();
    const std::vector<CodeMark>& errorMarks() const { return m_errorMarks; }
    // The messages of the marks at this line, a line each; empty when none.
    QString markMessage(int line) const;
    // The tooltip at a point of the viewport: the messages of the line there.
    QString toolTipAt(QPoint viewportPos) const;

    // The line running now, centred in view, and optionally a second one in the softer colour (the
    // caller's line); 0 for none. Read-only, the text cursor goes to the line; editable, only the
    // view moves, so typing is never redirected. Any change of the text (setPlainText too) clears
    // them: they describe a run of the old text.
    void setRunningLines(int current, int secondary = 0);
    void clearRunningLines();
    int runningLine() const { return m_runningLine; }
    int secondaryLine() const { return m_secondaryLine; }
    void setLineColors(const QColor& current, const QColor& secondary);

    int lineNumberAreaWidth() const;
    // 1-based; empty when out of range.
    QString lineText(int line) const;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    // Files dragged here are not text to insert: the window opens a program or a session.
    bool canInsertFromMimeData(const QMimeData* source) const override;

private:
    class Gutter;

    void paintGutter(QPaintEvent* event);
    bool showToolTip(QHelpEvent* event, QWidget* widget);
    int lineAtY(int y) const; // 1-based, 0 below the text
    bool hasMark(int line) const;
    int markerSize() const;
    void applyFontMetrics();
    void updateGutterWidth();
    void updateGutter(const QRect& rect, int dy);
    void updateSelections();
    void scrollToLine(int line);
    void afterEdit();
    void insertIndentedNewline();

    Gutter* m_gutter;
    CodeLanguage m_language = CodeLanguage::Cpp;
    QSyntaxHighlighter* m_highlighter;
    std::vector<CodeMark> m_errorMarks;
    int m_runningLine = 0;
    int m_secondaryLine = 0;
    QColor m_currentColor, m_secondaryColor;
    bool m_textEdited = false; // characters changed since the last contentsChanged
};

} // namespace gt
