// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "source_text.h"

#include <cctype>
#include <cstring>

namespace gt::instrument {

namespace {

bool startsWith(const std::string& s, std::size_t at, const char* prefix)
{
    return s.compare(at, std::strlen(prefix), prefix) == 0;
}

bool isIdentifierChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

// The character before `at` that is not a space, skipping whole preprocessor lines.
char previousSignificant(const std::string& out)
{
    for (std::size_t k = out.size(); k-- > 0;) {
        const char c = out[k];
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n')
            continue;
        // A character that ends a directive line counts as a line start.
        std::size_t lineStart = out.rfind('\n', k);
        lineStart = lineStart == std::string::npos ? 0 : lineStart + 1;
        std::size_t first = out.find_first_not_of(" \t", lineStart);
        if (first != std::string::npos && out[first] == '#')
            return '\n';
        return c;
    }
    return '\n';
}

// One pass over the text, character by character, in the state of the literal or comment it
// is in: what is undone inside a real literal would change the program.
class Normalizer {
public:
    explicit Normalizer(const std::string& source)
        : s(source)
        , definesInt(s.find("#define int ") != std::string::npos || s.find("# define int ") != std::string::npos)
    {
        out.reserve(s.size());
        if (startsWith(s, 0, "\xEF\xBB\xBF")) {
            n.byteOrderMark = true;
            i = 3;
        }
    }

    Normalization run()
    {
        while (i < s.size()) {
            const bool literal = state == State::String || state == State::Char || state == State::RawString;
            // Spaces and invisible characters: anywhere but inside a real literal.
            if (!literal && replacedInvisible())
                continue;
            if (consumedByState())
                continue;
            out += s[i];
            ++i;
        }
        return n;
    }

private:
    enum class State { Code, LineComment, BlockComment, String, Char, RawString, SmartString, SmartChar };

    bool replacedInvisible()
    {
        if (startsWith(s, i, "\xC2\xA0") || startsWith(s, i, "\xE2\x80\xAF")) {
            out += ' ';
            i += s[i] == '\xC2' ? 2 : 3;
            ++n.nonBreakingSpaces;
            return true;
        }
        if (startsWith(s, i, "\xE3\x80\x80")) {
            out += ' ';
            i += 3;
            ++n.ideographicSpaces;
            return true;
        }
        if (startsWith(s, i, "\xE2\x80\x8B") || startsWith(s, i, "\xE2\x80\x8C") || startsWith(s, i, "\xE2\x80\x8D")
            || startsWith(s, i, "\xE2\x81\xA0") || startsWith(s, i, "\xEF\xBB\xBF")) {
            i += 3;
            ++n.zeroWidth;
            return true;
        }
        return false;
    }

    // Whether the state took the character (and what follows it) itself; if not, it is copied.
    bool consumedByState()
    {
        const char c = s[i];
        switch (state) {
        case State::Code: return consumedInCode();
        case State::LineComment:
            if (c == '\n' && (out.empty() || out.back() != '\\'))
                state = State::Code;
            return false;
        case State::BlockComment: return leftAt("*/");
        case State::String:
        case State::Char:
            if (c == '\\' && i + 1 < s.size()) {
                out += c;
                out += s[i + 1];
                i += 2;
                return true;
            }
            if (c == (state == State::String ? '"' : '\'') || c == '\n')
                state = State::Code;
            return false;
        case State::RawString: return leftAt(rawEnd);
        case State::SmartString:
        case State::SmartChar: return consumedInSmartLiteral();
        }
        return false;
    }

    // The end of a block comment or a raw string, copied whole.
    bool leftAt(const std::string& end)
    {
        if (!startsWith(s, i, end.c_str()))
            return false;
        out += end;
        i += end.size();
        state = State::Code;
        return true;
    }

    bool consumedInCode()
    {
        const char c = s[i];
        if (startsWith(s, i, "//")) {
            state = State::LineComment;
        } else if (startsWith(s, i, "/*")) {
            out += "/*";
            i += 2;
            state = State::BlockComment;
            return true;
        } else if (c == '"') {
            if (enteredRawString())
                return true;
            state = State::String;
        } else if (c == '\'') {
            // A digit separator (1'000'000) is not a character literal.
            if (!(!out.empty() && std::isxdigit(static_cast<unsigned char>(out.back())) && i + 1 < s.size()
                    && std::isxdigit(static_cast<unsigned char>(s[i + 1]))))
                state = State::Char;
        } else if (startsWith(s, i, "\xE2\x80\x9C") || startsWith(s, i, "\xE2\x80\x9D")) {
            openSmartLiteral('"', State::SmartString);
            return true;
        } else if (startsWith(s, i, "\xE2\x80\x98") || startsWith(s, i, "\xE2\x80\x99")) {
            openSmartLiteral('\'', State::SmartChar);
            return true;
        } else if (startsWith(s, i, "main") && (i == 0 || !isIdentifierChar(s[i - 1])) && !isIdentifierChar(s[i + 4])) {
            typeMainWithoutType();
        }
        return false;
    }

    // R"delim( ... )delim", also u8R, LR ...
    bool enteredRawString()
    {
        if (out.empty() || out.back() != 'R')
            return false;
        const std::size_t open = s.find('(', i + 1);
        if (open == std::string::npos || open - i > 17)
            return false;
        rawEnd = ')' + s.substr(i + 1, open - i - 1) + '"';
        out.append(s, i, open - i + 1);
        i = open + 1;
        state = State::RawString;
        return true;
    }

    void openSmartLiteral(char quote, State literal)
    {
        out += quote;
        i += 3;
        ++n.smartQuotes;
        state = literal;
    }

    bool consumedInSmartLiteral()
    {
        const bool closes = state == State::SmartString ? (startsWith(s, i, "\xE2\x80\x9D") || startsWith(s, i, "\xE2\x80\x9C"))
                                                        : (startsWith(s, i, "\xE2\x80\x99") || startsWith(s, i, "\xE2\x80\x98"));
        if (closes) {
            out += state == State::SmartString ? '"' : '\'';
            i += 3;
            ++n.smartQuotes;
            state = State::Code;
            return true;
        }
        if (s[i] == '\n')
            state = State::Code;
        return false;
    }

    // `main()` at the start of a declaration: old contest code's implicit int, written out
    // (`signed` where `#define int long long` would make it `long long main`).
    void typeMainWithoutType()
    {
        std::size_t after = i + 4;
        while (after < s.size() && (s[after] == ' ' || s[after] == '\t'))
            ++after;
        const char before = previousSignificant(out);
        if (after < s.size() && s[after] == '(' && (before == '\n' || before == ';' || before == '}')) {
            out += definesInt ? "signed " : "int ";
            n.mainWithoutType = true;
        }
    }

    const std::string& s;
    const bool definesInt;
    Normalization n;
    std::string& out = n.text;
    State state = State::Code;
    std::string rawEnd; // )delimiter" of a raw string
    std::size_t i = 0;
};

} // namespace

Normalization normalizeSource(const std::string& source)
{
    return Normalizer(source).run();
}

bool includesStdcppFirst(const std::string& source)
{
    // Line by line as the preprocessor reads them: comments are spaces, a backslash joins lines.
    std::size_t i = startsWith(source, 0, "\xEF\xBB\xBF") ? 3 : 0;
    int depth = 0; // #if nesting
    while (i < source.size()) {
        std::string line;
        while (i < source.size() && source[i] != '\n') {
            if (startsWith(source, i, "\\\n")) {
                i += 2;
            } else if (startsWith(source, i, "//")) {
                while (i < source.size() && source[i] != '\n')
                    i += startsWith(source, i, "\\\n") ? 2 : 1;
            } else if (startsWith(source, i, "/*")) {
                const std::size_t end = source.find("*/", i + 2);
                i = end == std::string::npos ? source.size() : end + 2;
                line += ' ';
            } else {
                line += source[i++];
            }
        }
        ++i;
        std::string compact;
        for (char c : line)
            if (c != ' ' && c != '\t' && c != '\r')
                compact += c;
        if (compact.empty())
            continue;
        if (compact[0] != '#')
            return false;                 // code first
        if (compact.rfind("#if", 0) == 0) // #if, #ifdef, #ifndef
            ++depth;
        else if (compact.rfind("#endif", 0) == 0)
            --depth;
        else if (depth == 0 && compact.rfind("#include", 0) == 0)
            return compact == "#include<bits/stdc++.h>" || compact == "#include\"bits/stdc++.h\"";
    }
    return false;
}

} // namespace gt::instrument
