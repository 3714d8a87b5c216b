// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// --call's arguments, read when the program starts: the studio compiles a class without main()
// once, with a main() that takes the call's arguments from here (autotrace.h's readAs gives each
// parameter its value), so that a new call runs the same binary. The arguments come as their C++
// literals on the descriptor GAMETREE_CALL names ("fd=5"); call_literals.cpp reads them.
//
// What is wrong is a Failure record (BadCallArgument) the studio words, and a line on stderr for
// a program run by hand. EXPECTED is one of: "integer MIN MAX", "number", "bool", "char",
// "string", "list", "pair", "null" (a pointer), "unsupported" (a type no literal makes),
// "syntax CODE" (call_literals.h), "count N" (the method takes N arguments; FOUND: how many
// were given), "missing" (no arguments were given at all).

#include "autotrace.h"
#include "call_literals.h"
#include "runtime_state.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include <unistd.h>

namespace __gt {

// A literal of the call and where it stands: the argument, or an item of a list within it.
struct Argument {
    const gt::calls::Literal* literal = nullptr;
    const Argument* parent = nullptr;
    std::size_t index = 0; // from 0, in its parent's list or among the arguments
    std::vector<Argument> items;
};

namespace {

using gt::calls::Literal;

constexpr std::size_t kShownCharacters = 60;

std::string g_text; // the argument list as the studio gave it
std::vector<Literal> g_literals;
std::vector<Argument> g_arguments;

void link(Argument& argument)
{
    for (std::size_t k = 0; k < argument.literal->items.size(); ++k) {
        argument.items.push_back({&argument.literal->items[k], &argument, k, {}});
        link(argument.items.back());
    }
}

[[noreturn]] void failWith(std::size_t argument, const std::string& path, const std::string& expected, const std::string& found)
{
    std::fprintf(stderr, "--call: argument %zu%s%s: expected %s, found %s\n", argument, path.empty() ? "" : " item ",
        path.c_str(), expected.c_str(), found.c_str());
    gt::detail::fail(
        gt::stream::FailureKind::BadCallArgument, -1, 0, std::to_string(argument) + '\t' + path + '\t' + expected + '\t' + found);
}

std::string writtenText(std::size_t begin, std::size_t end)
{
    std::string text = g_text.substr(begin, end - begin);
    if (text.size() > kShownCharacters)
        text = text.substr(0, kShownCharacters) + "...";
    return text;
}

[[noreturn]] void wrong(const Argument* argument, const std::string& expected)
{
    std::string path;
    const Argument* top = argument;
    for (; top->parent; top = top->parent)
        path = std::to_string(top->index + 1) + (path.empty() ? "" : "." + path);
    failWith(top->index + 1, path, expected, writtenText(argument->literal->begin, argument->literal->end));
}

bool readAll(int fd, std::string& out)
{
    char buffer[65536];
    while (true) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n < 0)
            return false;
        if (n == 0)
            return true;
        out.append(buffer, std::size_t(n));
    }
}

// GAMETREE_CALL=fd=N: the descriptor the arguments are read from; -1 without it.
int callDescriptor()
{
    const char* setting = std::getenv("GAMETREE_CALL");
    return setting && std::strncmp(setting, "fd=", 3) == 0 ? std::atoi(setting + 3) : -1;
}

const Literal& literalOf(const Argument* argument)
{
    return *argument->literal;
}

} // namespace

void expectCallArguments(unsigned count)
{
    const int fd = callDescriptor();
    if (fd < 0 || !readAll(fd, g_text))
        failWith(0, "", "missing", "");
    ::close(fd);
    gt::calls::SyntaxError error;
    if (!gt::calls::parseArguments(g_text, g_literals, error)) {
        // The argument the error is in: the commas before it at the top level, counted by the literals read.
        failWith(g_literals.size() + 1, "", "syntax " + error.code, writtenText(error.at, g_text.size()));
    }
    if (g_literals.size() != count)
        failWith(0, "", "count " + std::to_string(count), std::to_string(g_literals.size()));
    g_arguments.reserve(g_literals.size());
    for (std::size_t k = 0; k < g_literals.size(); ++k) {
        g_arguments.push_back({&g_literals[k], nullptr, k, {}});
        link(g_arguments.back());
    }
}

const Argument* callArgument(unsigned index)
{
    return &g_arguments.at(index);
}

i64 readSigned(const Argument* argument, i64 min, i64 max)
{
    const Literal& literal = literalOf(argument);
    const std::string range = "integer " + std::to_string(min) + ' ' + std::to_string(max);
    if (literal.kind == Literal::Kind::Char)
        return static_cast<i64>(static_cast<signed char>(literal.value[0]));
    bool negative = false;
    unsigned long long magnitude = 0;
    if (literal.kind != Literal::Kind::Integer || !gt::calls::integerValue(literal, negative, magnitude))
        wrong(argument, range);
    const unsigned long long lowest = static_cast<unsigned long long>(-(min + 1)) + 1; // |min|: min is below 0
    if (negative ? magnitude > lowest : magnitude > static_cast<unsigned long long>(max))
        wrong(argument, range);
    return negative ? static_cast<i64>(0 - magnitude) : static_cast<i64>(magnitude);
}

u64 readUnsigned(const Argument* argument, u64 max)
{
    const Literal& literal = literalOf(argument);
    const std::string range = "integer 0 " + std::to_string(max);
    bool negative = false;
    unsigned long long magnitude = 0;
    if (literal.kind != Literal::Kind::Integer || !gt::calls::integerValue(literal, negative, magnitude)
        || (negative && magnitude > 0) || magnitude > max)
        wrong(argument, range);
    return magnitude;
}

long double readFloating(const Argument* argument)
{
    const Literal& literal = literalOf(argument);
    if (literal.kind == Literal::Kind::Floating)
        return std::strtold(literal.value.c_str(), nullptr);
    bool negative = false;
    unsigned long long magnitude = 0;
    if (literal.kind != Literal::Kind::Integer || !gt::calls::integerValue(literal, negative, magnitude))
        wrong(argument, "number");
    return negative ? -static_cast<long double>(magnitude) : static_cast<long double>(magnitude);
}

bool readBool(const Argument* argument)
{
    const Literal& literal = literalOf(argument);
    if (literal.kind == Literal::Kind::Bool)
        return literal.value == "true";
    if (literal.kind == Literal::Kind::Integer && (literal.value == "0" || literal.value == "1"))
        return literal.value == "1";
    wrong(argument, "bool");
}

char readChar(const Argument* argument)
{
    const Literal& literal = literalOf(argument);
    if (literal.kind == Literal::Kind::Char)
        return literal.value[0];
    wrong(argument, "char");
}

const char* readText(const Argument* argument, usize& length)
{
    const Literal& literal = literalOf(argument);
    if (literal.kind != Literal::Kind::String)
        wrong(argument, "string");
    length = literal.value.size();
    return literal.value.c_str();
}

usize readList(const Argument* argument, bool pair)
{
    const Literal& literal = literalOf(argument);
    if (literal.kind != Literal::Kind::List || (pair && literal.items.size() != 2))
        wrong(argument, pair ? "pair" : "list");
    return literal.items.size();
}

const Argument* listItem(const Argument* argument, usize k)
{
    return &argument->items.at(k);
}

void readNull(const Argument* argument)
{
    if (literalOf(argument).kind != Literal::Kind::Null)
        wrong(argument, "null");
}

void unreadable(const Argument* argument)
{
    wrong(argument, "unsupported");
}

} // namespace __gt
