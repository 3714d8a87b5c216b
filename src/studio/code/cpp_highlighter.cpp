#include "studio/code/cpp_highlighter.h"

#include <QFont>

namespace gt {

namespace {
enum BlockState { OutsideComment = 0, InsideComment = 1 };

enum class Kind { Token, Literal, Comment };

struct RuleRow {
    Kind kind;
    const char* pattern;
    QRgb colour;
    bool bold = false;
    bool italic = false;
};

constexpr QRgb commentColour = 0x6a737d;

// The look of C++ on a light background, a row a kind of text. Tokens are coloured first, in row
// order (the preprocessor row last, so a #define's keywords stay in its colour); literals and
// comments then win over them, found left to right so that a "//" in a string starts nothing.
const RuleRow rules[] = {
    {Kind::Token,
        R"(\b(?:alignas|alignof|and|and_eq|asm|auto|bitand|bitor|break|case|catch|class|compl|concept|const|)"
        R"(consteval|constexpr|constinit|const_cast|continue|co_await|co_return|co_yield|decltype|default|delete|)"
        R"(do|dynamic_cast|else|enum|explicit|export|extern|false|final|for|friend|goto|if|inline|mutable|)"
        R"(namespace|new|noexcept|not|not_eq|nullptr|operator|or|or_eq|override|private|protected|public|)"
        R"(register|reinterpret_cast|requires|return|sizeof|static|static_assert|static_cast|struct|switch|)"
        R"(template|this|thread_local|throw|true|try|typedef|typeid|typename|union|using|virtual|volatile|while|)"
        R"(xor|xor_eq)\b)",
        0x0033b3, true},
    {Kind::Token,
        R"(\b(?:bool|char|char8_t|char16_t|char32_t|double|float|int|long|short|signed|unsigned|void|wchar_t|)"
        R"(size_t|ptrdiff_t|u?int(?:8|16|32|64|ptr)_t)\b)",
        0x0b7285},
    {Kind::Token, R"(\b(?:0[xX][0-9A-Fa-f']+|0[bB][01']+|\d[\d']*\.?\d*(?:[eE][+-]?\d+)?)[uUlLfFzZ]*)", 0x986801},
    {Kind::Token, R"(\bgt(?=::)|\bGT_GAME\b)", 0x6f42c1, true}, // the gametree.h contract
    {Kind::Token, R"(^\s*#.*)", 0xa626a4},                      // preprocessor
    {Kind::Literal, R"("(?:[^"\\]|\\.)*"?)", 0x067d17},         // a string, unclosed to the line's end
    {Kind::Literal, R"((?<!\w)'(?:[^'\\]|\\.)*'?)", 0x067d17},  // a character, not a digit separator
    {Kind::Literal, R"(//.*)", commentColour, false, true},
    {Kind::Comment, R"(/\*)", commentColour, false, true},
};

QTextCharFormat formatOf(const RuleRow& row)
{
    QTextCharFormat format;
    format.setForeground(QColor(row.colour));
    if (row.bold)
        format.setFontWeight(QFont::Bold);
    format.setFontItalic(row.italic);
    return format;
}
} // namespace

CppHighlighter::CppHighlighter(QTextDocument* document)
    : QSyntaxHighlighter(document)
{
    for (const RuleRow& row : rules) {
        Rule rule {QRegularExpression(QString::fromLatin1(row.pattern)), formatOf(row), row.kind == Kind::Comment};
        if (rule.opensComment)
            m_comment = rule.format;
        (row.kind == Kind::Token ? m_tokens : m_literals).push_back(std::move(rule));
    }
}

void CppHighlighter::highlightBlock(const QString& text)
{
    for (const Rule& rule : m_tokens)
        for (auto it = rule.pattern.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            setFormat(match.capturedStart(), match.capturedLength(), rule.format);
        }
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
        const Rule* first = nullptr;
        QRegularExpressionMatch firstMatch;
        for (const Rule& rule : m_literals) {
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
