// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/code/cpp_highlighter.h"

namespace gt {

namespace {
enum BlockState { OutsideComment = 0, InsideComment = 1 };

// Tokens, coloured in row order (the preprocessor row last, so a #define's keywords stay in its
// colour); literals and comments then win over them, found left to right so that a "//" in a
// string starts nothing.
const TokenHighlighter::TokenRule tokens[] = {
    {R"(\b(?:alignas|alignof|and|and_eq|asm|auto|bitand|bitor|break|case|catch|class|compl|concept|const|)"
     R"(consteval|constexpr|constinit|const_cast|continue|co_await|co_return|co_yield|decltype|default|delete|)"
     R"(do|dynamic_cast|else|enum|explicit|export|extern|false|final|for|friend|goto|if|inline|mutable|)"
     R"(namespace|new|noexcept|not|not_eq|nullptr|operator|or|or_eq|override|private|protected|public|)"
     R"(register|reinterpret_cast|requires|return|sizeof|static|static_assert|static_cast|struct|switch|)"
     R"(template|this|thread_local|throw|true|try|typedef|typeid|typename|union|using|virtual|volatile|while|)"
     R"(xor|xor_eq)\b)",
        HighlightRole::Keyword},
    {R"(\b(?:bool|char|char8_t|char16_t|char32_t|double|float|int|long|short|signed|unsigned|void|wchar_t|)"
     R"(size_t|ptrdiff_t|u?int(?:8|16|32|64|ptr)_t)\b)",
        HighlightRole::Type},
    {R"(\b(?:0[xX][0-9A-Fa-f']+|0[bB][01']+|\d[\d']*\.?\d*(?:[eE][+-]?\d+)?)[uUlLfFzZ]*)", HighlightRole::Number},
    {R"(\bgt(?=::)|\bGT_GAME\b)", HighlightRole::Name}, // the gametree.h contract
    {R"(^\s*#.*)", HighlightRole::Meta},                // preprocessor
};

struct LiteralRow {
    const char* pattern;
    HighlightRole role;
    bool opensComment = false;
};

const LiteralRow literals[] = {
    {R"("(?:[^"\\]|\\.)*"?)", HighlightRole::String},        // a string, unclosed to the line's end
    {R"((?<!\w)'(?:[^'\\]|\\.)*'?)", HighlightRole::String}, // a character, not a digit separator
    {R"(//.*)", HighlightRole::Comment},
    {R"(/\*)", HighlightRole::Comment, true},
};
} // namespace

CppHighlighter::CppHighlighter(QTextDocument* document)
    : TokenHighlighter(document, tokens)
    , m_comment(highlightFormat(HighlightRole::Comment))
{
    for (const LiteralRow& row : literals)
        m_literals.push_back({QRegularExpression(QString::fromLatin1(row.pattern)), highlightFormat(row.role), row.opensComment});
}

void CppHighlighter::highlightBlock(const QString& text)
{
    colourTokens(text);
    setCurrentBlockState(OutsideComment);
    const int from = previousBlockState() == InsideComment ? closeComment(text, 0, 0) : 0;
    highlightLiterals(text, from);
}

// Colours a /* */ comment from start; returns where the text goes on, or -1 when the comment runs
// into the next block.
int CppHighlighter::closeComment(const QString& text, int start, int searchFrom)
{
    const qsizetype close = text.indexOf(QLatin1String("*/"), searchFrom);
    const int end = close < 0 ? int(text.size()) : int(close) + 2;
    setFormat(start, end - start, m_comment);
    if (close < 0)
        setCurrentBlockState(InsideComment);
    return close < 0 ? -1 : end;
}

void CppHighlighter::highlightLiterals(const QString& text, int from)
{
    for (int pos = from; pos >= 0 && pos < text.size();) {
        const Literal* first = nullptr;
        QRegularExpressionMatch firstMatch;
        for (const Literal& rule : m_literals) {
            QRegularExpressionMatch match = rule.pattern.match(text, pos);
            if (match.hasMatch() && (!first || match.capturedStart() < firstMatch.capturedStart())) {
                first = &rule;
                firstMatch = match;
            }
        }
        if (!first)
            return;
        const int start = int(firstMatch.capturedStart());
        if (first->opensComment) {
            pos = closeComment(text, start, start + 2);
        } else {
            setFormat(start, int(firstMatch.capturedLength()), first->format);
            pos = int(firstMatch.capturedEnd());
        }
    }
}

} // namespace gt
