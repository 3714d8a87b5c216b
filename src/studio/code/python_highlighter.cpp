// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/code/python_highlighter.h"

#include <utility>

namespace gt {

namespace {
// A string's kind, as flags; a block that ends inside a triple-quoted string keeps its kind as its
// state, for the next block to go on with (Plain: none).
enum StringKind { Plain = 0, Triple = 1, DoubleQuoted = 2, FString = 4 };

// Tokens, coloured in row order (a later row wins where they overlap: a decorator over the
// built-in it names, a def's name over a built-in's); strings and comments then win over them.
const TokenHighlighter::TokenRule tokens[] = {
    {R"(\b(?:False|None|True|and|as|assert|async|await|break|class|continue|def|del|elif|else|except|finally|)"
     R"(for|from|global|if|import|in|is|lambda|nonlocal|not|or|pass|raise|return|try|while|with|yield)\b)",
        HighlightRole::Keyword},
    // Soft keywords: match and case only where they start a statement that ends in ':' (not
    // `match = re.match(...)` or `case.upper()`).
    {R"(^\s*(match|case)\b(?=\s*[^\s=.,:)\]}].*:\s*(?:#.*)?$))", HighlightRole::Keyword, 1},
    // Built-in functions, types and exceptions, and the typing names LeetCode's signatures use;
    // not as an attribute (self.max).
    {R"((?<![\w.])(?:abs|aiter|all|anext|any|ascii|bin|bool|breakpoint|bytearray|bytes|callable|chr|classmethod|)"
     R"(compile|complex|delattr|dict|dir|divmod|enumerate|eval|exec|filter|float|format|frozenset|getattr|)"
     R"(globals|hasattr|hash|help|hex|id|input|int|isinstance|issubclass|iter|len|list|locals|map|max|)"
     R"(memoryview|min|next|object|oct|open|ord|pow|print|property|range|repr|reversed|round|set|setattr|slice|)"
     R"(sorted|staticmethod|str|sum|super|tuple|type|vars|zip|__import__|NotImplemented|Ellipsis|__name__|)"
     R"(Exception|BaseException|ArithmeticError|AssertionError|AttributeError|EOFError|IndexError|KeyError|)"
     R"(KeyboardInterrupt|LookupError|MemoryError|NameError|NotImplementedError|OverflowError|RecursionError|)"
     R"(RuntimeError|StopIteration|SystemExit|TypeError|ValueError|ZeroDivisionError|)"
     R"(List|Dict|Tuple|Set|FrozenSet|Optional|Deque|DefaultDict)\b)",
        HighlightRole::Type},
    {R"((?<![\w.])(?:0[xX][0-9A-Fa-f_]+|0[oO][0-7_]+|0[bB][01_]+|)"
     R"((?:\d[\d_]*(?:\.[\d_]*)?|\.\d[\d_]*)(?:[eE][+-]?\d[\d_]*)?[jJ]?)\b)",
        HighlightRole::Number},
    {R"(\b(?:self|cls)\b)", HighlightRole::Receiver},
    {R"(^\s*(@\s*[A-Za-z_][\w.]*))", HighlightRole::Meta, 1}, // a decorator: @cache, @functools.lru_cache
    {R"(\b(?:def|class)\s+([A-Za-z_]\w*))", HighlightRole::Name, 1},
};
} // namespace

PythonHighlighter::PythonHighlighter(QTextDocument* document)
    : TokenHighlighter(document, tokens)
    // A comment, or a string's opening quotes after its prefix (r, b, f, u, rb, fr, ...).
    , m_literalStart(QStringLiteral(R"(#|(?:(?<!\w)([rRbBuUfF]{1,2}))?('''|"""|'|"))"))
    , m_string(highlightFormat(HighlightRole::String))
    , m_comment(highlightFormat(HighlightRole::Comment))
{
}

void PythonHighlighter::highlightBlock(const QString& text)
{
    colourTokens(text);
    setCurrentBlockState(Plain);
    int pos = 0;
    if (const int previous = previousBlockState(); previous > Plain)
        pos = closeString(text, 0, 0, previous);
    while (pos >= 0 && pos < text.size()) {
        const QRegularExpressionMatch match = m_literalStart.match(text, pos);
        if (!match.hasMatch())
            return;
        const int start = int(match.capturedStart());
        if (text[start] == u'#') {
            setFormat(start, int(text.size()) - start, m_comment);
            return;
        }
        const QString quotes = match.captured(2);
        const int kind = (quotes.size() == 3 ? Triple : Plain) | (quotes[0] == u'"' ? DoubleQuoted : Plain)
            | (match.captured(1).contains(u'f', Qt::CaseInsensitive) ? FString : Plain);
        pos = closeString(text, start, int(match.capturedEnd()), kind);
    }
}

int PythonHighlighter::closeString(const QString& text, int start, int from, int kind)
{
    const QString closing((kind & Triple) ? 3 : 1, (kind & DoubleQuoted) ? u'"' : u'\'');
    const QChar quote = closing[0];
    int end = -1;
    for (int i = from; i < text.size(); ++i) {
        if (text[i] == u'\\')
            ++i; // an escaped character, a quote too (in a raw string as well)
        else if (text[i] == quote && QStringView(text).mid(i).startsWith(closing)) {
            end = i + int(closing.size());
            break;
        }
    }
    // An f-string's fields ({n - x}, not {{) are code: they keep the tokens' colours.
    std::vector<std::pair<int, QTextCharFormat>> fields;
    const int contentEnd = end < 0 ? int(text.size()) : end - int(closing.size());
    for (int i = from; (kind & FString) && i < contentEnd; ++i) {
        if (text[i] != u'{')
            continue;
        if (i + 1 < contentEnd && text[i + 1] == u'{') {
            ++i;
            continue;
        }
        int depth = 1;
        int j = i + 1;
        for (; j < contentEnd && depth > 0; ++j)
            depth += text[j] == u'{' ? 1 : text[j] == u'}' ? -1 : 0;
        for (int k = i + 1; depth == 0 && k < j - 1; ++k)
            fields.emplace_back(k, format(k));
        i = j - 1;
    }
    setFormat(start, (end < 0 ? int(text.size()) : end) - start, m_string);
    for (const auto& [at, tokenFormat] : fields)
        setFormat(at, 1, tokenFormat);
    if (end < 0 && (kind & Triple))
        setCurrentBlockState(kind);
    return end; // -1: the string runs to the line's end (a one-line string left open too)
}

} // namespace gt
