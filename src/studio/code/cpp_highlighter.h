// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Colours the C++ of a solver: keywords, types, numbers, literals, comments, preprocessor lines and
// the names of the gametree.h contract (the gt namespace, GT_GAME), so a student's own file reads
// like the built-in listings.

#include "studio/code/token_highlighter.h"

#include <QRegularExpression>
#include <QTextCharFormat>

#include <vector>

namespace gt {

class CppHighlighter : public TokenHighlighter {
    Q_OBJECT

public:
    explicit CppHighlighter(QTextDocument* document);

protected:
    void highlightBlock(const QString& text) override;

private:
    struct Literal {
        QRegularExpression pattern;
        QTextCharFormat format;
        bool opensComment = false; // `/*`: runs to `*/`, maybe blocks later
    };
    int closeComment(const QString& text, int start, int searchFrom);
    void highlightLiterals(const QString& text, int from);

    std::vector<Literal> m_literals; // strings, characters and comments: the first to start wins
    QTextCharFormat m_comment;
};

} // namespace gt
