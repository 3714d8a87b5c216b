// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What the C++ and the Python highlighter share: the look of code on a light background, a role a
// kind of text (so that a student's file reads alike in either language and like the built-in
// listings), and the tokens (keywords, types, numbers, names) coloured by rules in order. Strings
// and comments are each language's own.

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <span>
#include <vector>

namespace gt {

enum class HighlightRole {
    Keyword,  // bold blue: if, return, def; true, None
    Type,     // teal: int, size_t; Python's built-in functions and types (len, range, list)
    Number,   // ochre
    Name,     // bold purple: what the program is about (gametree.h's gt::, GT_GAME; a def's or class's name)
    Meta,     // magenta: a preprocessor line, a decorator
    String,   // green: strings and characters
    Comment,  // italic grey
    Receiver, // blue, not bold: Python's self and cls
};

QTextCharFormat highlightFormat(HighlightRole role);

class TokenHighlighter : public QSyntaxHighlighter {
public:
    // A pattern and the role of what it colours: the whole match, or one group of it.
    struct TokenRule {
        const char* pattern;
        HighlightRole role;
        int group = 0;
    };

protected:
    TokenHighlighter(QTextDocument* document, std::span<const TokenRule> rules);
    // Every rule's matches in the line, in the rules' order: a later rule wins where they overlap.
    void colourTokens(const QString& text);

private:
    struct Token {
        QRegularExpression pattern;
        QTextCharFormat format;
        int group;
    };
    std::vector<Token> m_tokens;
};

} // namespace gt
