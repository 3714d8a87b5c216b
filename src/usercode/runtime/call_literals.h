// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The arguments of --call 'method(args)' as C++ literals: numbers, true and false, 'c', "text"
// (with escapes), {...} lists of them nested at will, and nullptr. Plain C++17, shared: the
// runtime reads them when the program starts (so that a new call runs the same binary), and the
// studio checks them before it runs anything. A literal is only read here; its conversion to the
// parameter's type is autotrace.h's, in the program.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace gt::calls {

struct Literal {
    enum class Kind { Integer, Floating, Bool, Char, String, List, Null };
    Kind kind = Kind::Integer;
    // Integer: the sign and digits with their base prefix, no separator or suffix ("-0x1F");
    // Floating: as written, less separators and suffix; Bool: "true" or "false"; Char and String:
    // the characters, escapes decoded.
    std::string value;
    std::vector<Literal> items; // a List's
    std::size_t begin = 0;      // where it is written in the argument text, for messages
    std::size_t end = 0;
};

// What is wrong in an argument text, as a code the studio words: "empty" (an argument missing,
// as in "1,,2"), "not-a-literal" (a name or an expression), "bad-number", "unclosed-string",
// "unclosed-char", "bad-char" (not one character between quotes), "bad-escape",
// "square-brackets" (a list written [1,2]), "unclosed-list", "expected-comma".
struct SyntaxError {
    std::string code;
    std::size_t at = 0; // offset in the text
};

// "2, {1,2}, \"x\"" into its literals, in order; false with the first error.
bool parseArguments(std::string_view text, std::vector<Literal>& literals, SyntaxError& error);

// "name(args)" into the name and the text between the outer parentheses; false when it is not a
// call (no parentheses, or a name that is not an identifier).
bool splitCall(std::string_view text, std::string& name, std::string& arguments);

// An Integer's value: its magnitude and sign; false when it does not fit 64 bits.
bool integerValue(const Literal& literal, bool& negative, unsigned long long& magnitude);

} // namespace gt::calls
