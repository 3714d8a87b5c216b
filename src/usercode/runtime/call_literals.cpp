// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "call_literals.h"

#include <cctype>

namespace gt::calls {

namespace {

bool isDigit(char c)
{
    return std::isdigit(static_cast<unsigned char>(c)) != 0;
}

bool isWordChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

int digitValue(char c)
{
    if (isDigit(c))
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return 99;
}

// A recursive-descent reader of the argument list: one literal at a time, each knowing where it
// was written.
class Reader {
public:
    Reader(std::string_view text, SyntaxError& error)
        : m_text(text)
        , m_error(error)
    {
    }

    bool arguments(std::vector<Literal>& out)
    {
        skipSpace();
        if (atEnd())
            return true; // no arguments
        while (true) {
            Literal literal;
            if (!value(literal))
                return false;
            out.push_back(std::move(literal));
            skipSpace();
            if (atEnd())
                return true;
            if (peek() != ',')
                return fail("expected-comma", m_at);
            ++m_at;
            skipSpace();
            if (atEnd() || peek() == ',')
                return fail("empty", m_at);
        }
    }

private:
    bool atEnd() const { return m_at >= m_text.size(); }
    char peek(std::size_t ahead = 0) const { return m_at + ahead < m_text.size() ? m_text[m_at + ahead] : '\0'; }
    void skipSpace()
    {
        while (!atEnd() && std::isspace(static_cast<unsigned char>(peek())))
            ++m_at;
    }
    bool fail(const char* code, std::size_t at)
    {
        m_error = {code, at};
        return false;
    }

    bool value(Literal& literal)
    {
        skipSpace();
        literal.begin = m_at;
        const char c = peek();
        bool ok = false;
        if (atEnd() || c == ',' || c == '}')
            return fail("empty", m_at);
        if (c == '{')
            ok = list(literal);
        else if (c == '[')
            return fail("square-brackets", m_at);
        else if (c == '"')
            ok = quoted(literal, '"');
        else if (c == '\'')
            ok = quoted(literal, '\'');
        else if (isDigit(c) || c == '.' || ((c == '-' || c == '+') && (isDigit(peek(1)) || peek(1) == '.')))
            ok = number(literal);
        else if (isWordChar(c))
            ok = word(literal);
        else
            return fail("not-a-literal", m_at);
        literal.end = m_at;
        return ok;
    }

    bool list(Literal& literal)
    {
        literal.kind = Literal::Kind::List;
        ++m_at;
        skipSpace();
        while (!atEnd() && peek() != '}') {
            Literal item;
            if (!value(item))
                return false;
            literal.items.push_back(std::move(item));
            skipSpace();
            if (atEnd())
                break;
            if (peek() == ',') {
                ++m_at; // a comma before the brace is C++ too: {1, 2,}
                skipSpace();
            } else if (peek() != '}') {
                return fail("expected-comma", m_at);
            }
        }
        if (atEnd())
            return fail("unclosed-list", literal.begin);
        ++m_at;
        return true;
    }

    bool quoted(Literal& literal, char quote)
    {
        const std::size_t start = m_at++;
        literal.kind = quote == '"' ? Literal::Kind::String : Literal::Kind::Char;
        while (!atEnd() && peek() != quote && peek() != '\n') {
            if (peek() == '\\') {
                if (!escape(literal.value))
                    return false;
            } else {
                literal.value += m_text[m_at++];
            }
        }
        if (atEnd() || peek() != quote)
            return fail(quote == '"' ? "unclosed-string" : "unclosed-char", start);
        ++m_at;
        if (quote == '\'' && literal.value.size() != 1)
            return fail("bad-char", start);
        return true;
    }

    bool escape(std::string& out)
    {
        const std::size_t start = m_at++;
        const char c = peek();
        static const std::string_view simple = "n\nt\tr\ra\ab\bf\fv\v\\\\''\"\"??";
        for (std::size_t k = 0; k + 1 < simple.size(); k += 2)
            if (c == simple[k]) {
                out += simple[k + 1];
                ++m_at;
                return true;
            }
        unsigned code = 0;
        int digits = 0;
        if (c == 'x') {
            ++m_at;
            for (; digitValue(peek()) < 16; ++digits)
                code = code * 16 + unsigned(digitValue(m_text[m_at++]));
        } else {
            for (; digits < 3 && peek() >= '0' && peek() <= '7'; ++digits)
                code = code * 8 + unsigned(m_text[m_at++] - '0');
        }
        if (digits == 0 || code > 0xFF)
            return fail("bad-escape", start);
        out += static_cast<char>(code);
        return true;
    }

    // true, false, nullptr, NULL; any other name is not a literal.
    bool word(Literal& literal)
    {
        const std::size_t start = m_at;
        while (!atEnd() && isWordChar(peek()))
            ++m_at;
        const std::string_view text = m_text.substr(start, m_at - start);
        if (text == "true" || text == "false") {
            literal.kind = Literal::Kind::Bool;
            literal.value = std::string(text);
        } else if (text == "nullptr" || text == "NULL") {
            literal.kind = Literal::Kind::Null;
        } else {
            return fail("not-a-literal", start);
        }
        return true;
    }

    bool number(Literal& literal)
    {
        const std::size_t start = m_at;
        std::string sign;
        if (peek() == '-' || peek() == '+')
            sign = m_text[m_at++] == '-' ? "-" : "";
        std::string token; // less digit separators
        const std::size_t body = m_at;
        const bool hex = peek() == '0' && (peek(1) == 'x' || peek(1) == 'X');
        while (!atEnd()) {
            const char c = peek();
            const char before = m_at > body ? m_text[m_at - 1] : '\0';
            const bool exponentSign
                = (c == '+' || c == '-') && (hex ? (before == 'p' || before == 'P') : (before == 'e' || before == 'E'));
            if (!isWordChar(c) && c != '.' && c != '\'' && !exponentSign)
                break;
            if (c != '\'')
                token += c;
            ++m_at;
        }
        if (classify(token, literal)) {
            literal.value = sign + literal.value;
            return true;
        }
        return fail("bad-number", start);
    }

    // The token of a number (no sign): an integer with its base and suffix, or a decimal
    // floating-point number with its suffix.
    static bool classify(const std::string& token, Literal& literal)
    {
        std::size_t at = 0;
        int base = 10;
        if (token.size() > 1 && token[0] == '0' && (token[1] == 'x' || token[1] == 'X'))
            base = 16, at = 2;
        else if (token.size() > 1 && token[0] == '0' && (token[1] == 'b' || token[1] == 'B'))
            base = 2, at = 2;
        const std::size_t digitsStart = at;
        while (at < token.size() && digitValue(token[at]) < base)
            ++at;
        const bool whole = at > digitsStart;
        if (base == 10 && at < token.size() && (token[at] == '.' || token[at] == 'e' || token[at] == 'E')) {
            bool fraction = false;
            if (token[at] == '.')
                for (++at; at < token.size() && isDigit(token[at]); ++at)
                    fraction = true;
            if (!whole && !fraction)
                return false;
            if (at < token.size() && (token[at] == 'e' || token[at] == 'E')) {
                ++at;
                if (at < token.size() && (token[at] == '+' || token[at] == '-'))
                    ++at;
                const std::size_t exponent = at;
                while (at < token.size() && isDigit(token[at]))
                    ++at;
                if (at == exponent)
                    return false;
            }
            const std::size_t end = at;
            if (at < token.size() && (token[at] == 'f' || token[at] == 'F' || token[at] == 'l' || token[at] == 'L'))
                ++at;
            if (at != token.size())
                return false;
            literal.kind = Literal::Kind::Floating;
            literal.value = token.substr(0, end);
            return true;
        }
        if (!whole)
            return false;
        const std::string digits = token.substr(0, at);
        std::string suffix = token.substr(at);
        for (char& c : suffix)
            c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        static const char* const suffixes[] = {"", "u", "l", "ul", "lu", "ll", "ull", "llu", "z", "uz", "zu"};
        for (const char* allowed : suffixes)
            if (suffix == allowed) {
                // An octal 09 is no number: digits past 7 after a leading 0.
                if (base == 10 && digits.size() > 1 && digits[0] == '0')
                    for (char c : digits)
                        if (c > '7')
                            return false;
                literal.kind = Literal::Kind::Integer;
                literal.value = digits;
                return true;
            }
        return false;
    }

    std::string_view m_text;
    std::size_t m_at = 0;
    SyntaxError& m_error;
};

std::string_view trimmed(std::string_view text)
{
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front())))
        text.remove_prefix(1);
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.remove_suffix(1);
    return text;
}

} // namespace

bool parseArguments(std::string_view text, std::vector<Literal>& literals, SyntaxError& error)
{
    literals.clear();
    return Reader(text, error).arguments(literals);
}

bool splitCall(std::string_view text, std::string& name, std::string& arguments)
{
    text = trimmed(text);
    const std::size_t open = text.find('(');
    if (open == std::string_view::npos || text.back() != ')')
        return false;
    const std::string_view method = trimmed(text.substr(0, open));
    if (method.empty() || isDigit(method.front()))
        return false;
    for (char c : method)
        if (!isWordChar(c))
            return false;
    name = std::string(method);
    arguments = std::string(text.substr(open + 1, text.size() - open - 2));
    return true;
}

bool integerValue(const Literal& literal, bool& negative, unsigned long long& magnitude)
{
    std::string_view text = literal.value;
    negative = !text.empty() && text.front() == '-';
    if (negative)
        text.remove_prefix(1);
    int base = 10;
    if (text.size() > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X'))
        base = 16, text.remove_prefix(2);
    else if (text.size() > 1 && text[0] == '0' && (text[1] == 'b' || text[1] == 'B'))
        base = 2, text.remove_prefix(2);
    else if (text.size() > 1 && text[0] == '0')
        base = 8;
    magnitude = 0;
    for (char c : text) {
        const unsigned long long digit = static_cast<unsigned long long>(digitValue(c));
        if (magnitude > (~0ULL - digit) / static_cast<unsigned long long>(base))
            return false;
        magnitude = magnitude * static_cast<unsigned long long>(base) + digit;
    }
    return true;
}

} // namespace gt::calls
