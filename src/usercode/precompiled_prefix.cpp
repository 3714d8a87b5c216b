// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "precompiled_prefix.h"

#include <QList>

#include <cctype>

namespace gt {

namespace {

// One line as the preprocessor reads it: physical lines joined at a backslash, comments read as
// a space (a block comment may run over several lines).
struct LogicalLine {
    qsizetype begin = 0;
    qsizetype end = 0; // after its newline
    QByteArray code;
};

LogicalLine readLine(const QByteArray& source, qsizetype at)
{
    LogicalLine line;
    line.begin = at;
    char quote = 0;
    const qsizetype n = source.size();
    while (at < n) {
        const char c = source[at];
        const char next = at + 1 < n ? source[at + 1] : '\0';
        if (c == '\\' && (next == '\n' || (next == '\r' && at + 2 < n && source[at + 2] == '\n'))) {
            at += next == '\n' ? 2 : 3;
        } else if (c == '\n') {
            ++at;
            break;
        } else if (quote) {
            line.code += c;
            if (c == '\\' && at + 1 < n)
                line.code += source[++at];
            else if (c == quote)
                quote = 0;
            ++at;
        } else if (c == '/' && next == '/') {
            while (at < n && source[at] != '\n')
                at += source[at] == '\\' && at + 1 < n && source[at + 1] == '\n' ? 2 : 1;
        } else if (c == '/' && next == '*') {
            const qsizetype close = source.indexOf("*/", at + 2);
            at = close < 0 ? n : close + 2;
            line.code += ' ';
        } else {
            if (c == '"' || c == '\'')
                quote = c;
            line.code += c;
            ++at;
        }
    }
    line.end = at;
    line.code = line.code.trimmed();
    return line;
}

// Runs of blanks as one space, outside string literals: the pragma's tokens decide, not its spacing.
QByteArray singleSpaced(const QByteArray& code)
{
    QByteArray out;
    char quote = 0;
    for (qsizetype i = 0; i < code.size(); ++i) {
        const char c = code[i];
        if (quote) {
            out += c;
            if (c == '\\' && i + 1 < code.size())
                out += code[++i];
            else if (c == quote)
                quote = 0;
        } else if (c == ' ' || c == '\t' || c == '\r') {
            if (!out.endsWith(' '))
                out += ' ';
        } else {
            if (c == '"' || c == '\'')
                quote = c;
            out += c;
        }
    }
    return out.trimmed();
}

// "#  pragma GCC optimize ..." -> {"pragma", "GCC optimize ..."}.
std::pair<QByteArray, QByteArray> directive(const QByteArray& code)
{
    qsizetype i = 1;
    while (i < code.size() && (code[i] == ' ' || code[i] == '\t'))
        ++i;
    qsizetype end = i;
    while (end < code.size() && (std::isalnum(static_cast<unsigned char>(code[end])) || code[end] == '_'))
        ++end;
    return {code.mid(i, end - i), code.mid(end).trimmed()};
}

// The pragmas that change how the code after them is compiled and that GCC keeps in a
// precompiled header (checked: the same assembly as the file compiled as written).
bool isOptionPragma(const QByteArray& text)
{
    const QByteArrayList words = singleSpaced(text).split(' ');
    if (words.size() < 2 || words[0] != "GCC")
        return false;
    const qsizetype paren = words[1].indexOf('('); // "optimize(" written without a space
    const QByteArray name = paren < 0 ? words[1] : words[1].left(paren);
    return name == "optimize" || name == "target";
}

bool isBitsHeader(const QByteArray& target)
{
    QByteArray compact = target;
    compact.replace(' ', "").replace('\t', "");
    return compact == "<bits/stdc++.h>" || compact == "\"bits/stdc++.h\"";
}

} // namespace

PrecompiledPrefix precompiledPrefix(const QByteArray& source)
{
    PrecompiledPrefix prefix;
    prefix.programText = source;
    QList<LogicalLine> moved;
    int depth = 0; // #if nesting
    for (qsizetype at = source.startsWith("\xEF\xBB\xBF") ? 3 : 0; at < source.size();) {
        const LogicalLine line = readLine(source, at);
        at = line.end;
        if (line.code.isEmpty())
            continue;
        if (!line.code.startsWith('#'))
            return {false, {}, source}; // code before the header: nothing is precompiled
        const auto [name, rest] = directive(line.code);
        if (name == "if" || name == "ifdef" || name == "ifndef") {
            ++depth;
        } else if (name == "endif") {
            --depth;
        } else if ((name == "include" || name == "include_next" || name == "import") && depth == 0) {
            if (!isBitsHeader(rest))
                return {false, {}, source}; // another header first: its tokens come before ours
            prefix.bitsHeader = true;
            break;
        } else if (name == "pragma" && depth == 0 && isOptionPragma(rest)) {
            moved << line;
            prefix.pragmas << "#pragma " + singleSpaced(rest);
        }
    }
    if (!prefix.bitsHeader)
        return {false, {}, source};
    for (auto it = moved.crbegin(); it != moved.crend(); ++it) // from the end: earlier offsets stay valid
        prefix.programText.replace(
            it->begin, it->end - it->begin, QByteArray(source.mid(it->begin, it->end - it->begin).count('\n'), '\n'));
    return prefix;
}

} // namespace gt
