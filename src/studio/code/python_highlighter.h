// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Colours the Python 3 of a solver in the C++ highlighter's roles: keywords (match and case where
// they start a statement), built-in functions and types, numbers, strings with their prefixes
// (r, b, f; triple-quoted ones over several lines, an f-string's fields as code), comments,
// decorators (@cache, @lru_cache(None)), the names a def or class defines, and self.

#include "studio/code/token_highlighter.h"

#include <QRegularExpression>
#include <QTextCharFormat>

namespace gt {

class PythonHighlighter : public TokenHighlighter {
    Q_OBJECT

public:
    explicit PythonHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    // Colours a string of this kind (StringKind's flags) from `start`, its text from `from` (after
    // its opening quotes), up to its closing quotes; returns where the line goes on, or -1 when it
    // runs to the line's end (a triple-quoted string: into the next block, as the state says).
    int closeString(const QString& text, int start, int from, int kind);

    QRegularExpression m_literalStart;
    QTextCharFormat m_string;
    QTextCharFormat m_comment;
};

} // namespace gt
