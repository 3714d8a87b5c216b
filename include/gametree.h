// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// gametree.h: write a recursion that Game Tree Studio can draw, step through and export.
//
//     static int dfs(int n) {
//         gt::Call call("n=%d", n);            // enters a call; the label is the state
//         if (gt::memoOn() && memo[n] != -1) return call.memo(memo[n]);
//         if (n == 0) return call.base(0);
//         ...
//             gt::move("-%d", x);              // labels the edge to the next call entered
//             best = std::max(best, n - dfs(n - x));
//         ...
//         return call.value(best);             // computed from its children
//     }
//     GT_GAME(run) {
//         const int n = run.param("n", 10, 1, 10000, "stones in the pile");
//         run.values(gt::Values::MoverScore);
//         run.table("memo[n+1]", n + 1);           // optional: dfs calls call.cell(n) for the DP table
//         run.answer(dfs(n));
//     }
//
// The names here are a fixed contract: code written outside the project uses them.
// The studio compiles this file with the runtime (c++ -std=c++20 -O2) and runs the program as a
// separate process that writes every call to the studio.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <source_location>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace gt {

enum class Player { First, Second };
inline constexpr Player First = Player::First;
inline constexpr Player Second = Player::Second;

// How a call's value reads, for the colours and the words.
enum class Values {
    MoverWins,        // 1 (true): the player to move wins; 0: loses
    FirstPlayerWins,  // 1: the first player wins; 0: loses
    MoverScore,       // the player to move's share of what is left; the opponent gets the rest
    FirstPlayerScore, // the first player's score; above 0 favours the first player, below the second
    Plain,            // no players: any memoized recursion, drawn as a plain call tree
    ScoreDifference,  // the mover's total minus the opponent's: max(a[l] - f(l+1, r), ...); 0 a tie
    Negamax,          // 1: the player to move wins, -1: loses, 0: a draw
    Grundy,           // the position's Grundy number (the mex of its moves'): 0 the player to move loses
};

// call.value(v, gt::StoppedEarly): the call returned before trying every move.
enum class Ending { AllMoves, StoppedEarly };
inline constexpr Ending StoppedEarly = Ending::StoppedEarly;
inline constexpr Ending AllMoves = Ending::AllMoves;

class Run;

namespace detail {

// A format that does not fit its arguments calls one of these at compile time, so the compiler's
// error names the problem.
void format_has_more_conversions_than_arguments();
void format_has_fewer_conversions_than_arguments();
void format_has_an_unknown_or_unsupported_conversion();
void format_conversion_needs_an_integer_of_its_size_such_as_int_for_d_and_long_long_for_lld();
void format_conversion_needs_a_floating_point_number();
void format_conversion_needs_a_string();
void format_conversion_needs_a_pointer();

enum class ArgKind { Int, Int64, Double, LongDouble, String, Pointer, Other };

template <class T> consteval ArgKind argKind()
{
    using D = std::decay_t<T>;
    if constexpr (std::is_same_v<D, std::string> || std::is_same_v<D, const char*> || std::is_same_v<D, char*>)
        return ArgKind::String;
    else if constexpr (std::is_integral_v<D>)
        return sizeof(D) <= sizeof(int) ? ArgKind::Int : ArgKind::Int64;
    else if constexpr (std::is_same_v<D, long double>)
        return ArgKind::LongDouble;
    else if constexpr (std::is_floating_point_v<D>)
        return ArgKind::Double;
    else if constexpr (std::is_pointer_v<D>)
        return ArgKind::Pointer;
    else
        return ArgKind::Other;
}

consteval bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The kind of argument a printf conversion takes: `p` points after '%' and is moved past it.
// '*' widths and precisions take an int first; they are written to `stars`.
consteval ArgKind conversionKind(const char*& p, int& stars)
{
    stars = 0;
    while (*p == '-' || *p == '+' || *p == ' ' || *p == '#' || *p == '0')
        ++p;
    for (int part = 0; part < 2; ++part) { // width, then precision
        if (part == 1 && *p != '.')
            break;
        if (part == 1)
            ++p;
        if (*p == '*') {
            ++stars;
            ++p;
        }
        while (isDigit(*p))
            ++p;
    }
    bool wide = false;
    bool longDouble = false;
    if (*p == 'h') {
        p += p[1] == 'h' ? 2 : 1;
    } else if (*p == 'l') {
        p += p[1] == 'l' ? 2 : 1;
        wide = true;
    } else if (*p == 'z' || *p == 'j' || *p == 't') {
        ++p;
        wide = true;
    } else if (*p == 'L') {
        ++p;
        longDouble = true;
    }
    const char c = *p ? *p++ : '\0';
    switch (c) {
    case 'd':
    case 'i':
    case 'u':
    case 'x':
    case 'X':
    case 'o': return wide ? ArgKind::Int64 : ArgKind::Int;
    case 'c': return ArgKind::Int;
    case 'f':
    case 'F':
    case 'e':
    case 'E':
    case 'g':
    case 'G':
    case 'a':
    case 'A': return longDouble ? ArgKind::LongDouble : ArgKind::Double;
    case 's': return ArgKind::String;
    case 'p': return ArgKind::Pointer;
    default: format_has_an_unknown_or_unsupported_conversion();
    }
    return ArgKind::Other;
}

consteval void requireKind(ArgKind wanted, ArgKind given)
{
    if (wanted == given)
        return;
    switch (wanted) {
    case ArgKind::Int:
    case ArgKind::Int64: format_conversion_needs_an_integer_of_its_size_such_as_int_for_d_and_long_long_for_lld(); break;
    case ArgKind::Double:
    case ArgKind::LongDouble: format_conversion_needs_a_floating_point_number(); break;
    case ArgKind::String: format_conversion_needs_a_string(); break;
    default: format_conversion_needs_a_pointer(); break;
    }
}

// The check -Wformat does, at compile time, for our printf-style labels.
template <class... Args> consteval void checkFormat(const char* format)
{
    constexpr ArgKind given[] = {argKind<Args>()..., ArgKind::Other};
    std::size_t next = 0;
    for (const char* p = format; *p;) {
        if (*p++ != '%')
            continue;
        if (*p == '%') {
            ++p;
            continue;
        }
        int stars = 0;
        const ArgKind wanted = conversionKind(p, stars);
        for (int k = 0; k <= stars; ++k) {
            if (next >= sizeof...(Args))
                format_has_more_conversions_than_arguments();
            requireKind(k < stars ? ArgKind::Int : wanted, given[next++]);
        }
    }
    if (next != sizeof...(Args))
        format_has_fewer_conversions_than_arguments();
}

// A format string checked against its arguments, with where it was written.
template <class... Args> struct Format {
    template <class S>
    requires std::is_convertible_v<const S&, const char*>
    consteval Format(const S& format, std::source_location where = std::source_location::current())
        : text(format)
        , where(where)
    {
        checkFormat<Args...>(text);
    }
    const char* text;
    std::source_location where;
};

template <class T> decltype(auto) printfArgument(const T& value)
{
    if constexpr (std::is_same_v<T, std::string>)
        return value.c_str();
    else
        return (value);
}

// The runtime (compiled with your code): labels are formatted into its buffer, then entered.
char* labelBuffer(); // stream::kMaxLabelBytes + 1 bytes
std::size_t labelLength(int printed);
std::size_t longLabel(const char* whole, std::size_t length);
std::uint32_t enter(int player, unsigned line, const char* label, std::size_t length);
void leave(std::uint32_t level, int outcome, long long value, bool stoppedEarly, unsigned line);
void endScope(std::uint32_t level);
void setMove(const char* label, std::size_t length);
void cell(std::uint32_t level, int indexes, long long first, long long second, unsigned line);
bool memoOn();
bool shortCircuitOn();
int runMain(int argc, char** argv, void (*body)(Run&));
void answer(long long value, unsigned line);

constexpr std::size_t kLabelBytes = 4096;

template <class... Args> std::size_t format(const char* text, const Args&... args)
{
    if constexpr (sizeof...(Args) == 0) { // only "%%" to undo
        std::size_t n = 0;
        for (const char* p = text; *p && n < kLabelBytes; ++p) {
            labelBuffer()[n++] = *p;
            if (p[0] == '%' && p[1] == '%')
                ++p;
        }
        return n;
    } else {
        const int printed = std::snprintf(labelBuffer(), kLabelBytes + 1, text, printfArgument(args)...);
        if (printed > int(kLabelBytes)) { // cut: the whole text as well, for its hash
            std::string whole(std::size_t(printed) + 1, '\0');
            std::snprintf(whole.data(), whole.size(), text, printfArgument(args)...);
            return longLabel(whole.data(), std::size_t(printed));
        }
        return labelLength(printed);
    }
}

template <class T> long long toValue(const T& value)
{
    static_assert(std::is_convertible_v<const T&, long long>, "a call's value must be an integer or bool");
    return static_cast<long long>(value);
}

} // namespace detail

template <class... Args> using FormatString = detail::Format<std::type_identity_t<Args>...>;

// One call of the recursion, from its declaration to its return: declare it first in the
// function, then return through call.base, call.memo or call.value.
class Call {
public:
    // The player to move alternates with depth, the root's being the first player.
    template <class... Args>
    explicit Call(FormatString<Args...> label, const Args&... args)
        : m_level(open(-1, label.where.line(), detail::format(label.text, args...)))
    {
    }
    template <class... Args>
    Call(Player toMove, FormatString<Args...> label, const Args&... args)
        : m_level(open(toMove == Player::First ? 0 : 1, label.where.line(), detail::format(label.text, args...)))
    {
    }
    Call(const Call&) = delete;
    Call& operator=(const Call&) = delete;
    ~Call() { detail::endScope(m_level); }

    // A base case of the recursion.
    template <class T> T base(T v, std::source_location where = std::source_location::current())
    {
        detail::leave(m_level, 0, detail::toValue(v), false, where.line());
        return v;
    }
    // An answer read from the memo table.
    template <class T> T memo(T v, std::source_location where = std::source_location::current())
    {
        detail::leave(m_level, 1, detail::toValue(v), false, where.line());
        return v;
    }
    // Computed from the calls it made.
    template <class T> T value(T v, std::source_location where = std::source_location::current())
    {
        detail::leave(m_level, 3, detail::toValue(v), false, where.line());
        return v;
    }
    // Computed, and with gt::StoppedEarly: before every move was tried (a short-circuit, a cutoff).
    template <class T> T value(T v, Ending ending, std::source_location where = std::source_location::current())
    {
        detail::leave(m_level, 3, detail::toValue(v), ending == Ending::StoppedEarly, where.line());
        return v;
    }

    // This call's cell in the table run.table declared: dp[i] for a line or a table of subsets
    // (i the mask), dp[i][j] for a grid. The DP table view draws the call's value there.
    void cell(long long i, std::source_location where = std::source_location::current())
    {
        detail::cell(m_level, 1, i, 0, where.line());
    }
    void cell(long long i, long long j, std::source_location where = std::source_location::current())
    {
        detail::cell(m_level, 2, i, j, where.line());
    }

private:
    static std::uint32_t open(int player, unsigned line, std::size_t length)
    {
        return detail::enter(player, line, detail::labelBuffer(), length);
    }

    std::uint32_t m_level;
};

// Labels the edge to the next call entered ("-%d", "take %d").
template <class... Args> void move(FormatString<Args...> label, const Args&... args)
{
    const std::size_t length = detail::format(label.text, args...);
    detail::setMove(detail::labelBuffer(), length);
}

// The studio's Memo and Short-circuit switches (--memo, --short-circuit).
inline bool memoOn()
{
    return detail::memoOn();
}
inline bool shortCircuitOn()
{
    return detail::shortCircuitOn();
}

// The program's declarations and answer: see GT_GAME.
class Run {
public:
    // A parameter: its default, limits and a short description become the studio's field and
    // the command line's --NAME option. Declare every parameter before the first gt::Call.
    int param(const char* name, int defaultValue, int min, int max, const char* description,
        std::source_location where = std::source_location::current());
    // A comma-separated list: each item in [min, max], between minItems and maxItems of them.
    std::vector<int> paramList(const char* name, const std::vector<int>& defaultValue, int min, int max, int minItems,
        int maxItems, const char* description, std::source_location where = std::source_location::current());
    void title(const char* text, std::source_location where = std::source_location::current());
    void values(Values meaning, std::source_location where = std::source_location::current());
    // The defaults of the Memo and Short-circuit switches (memo on, short-circuit off).
    void defaults(bool memo, bool shortCircuit, std::source_location where = std::source_location::current());
    // The recursion has no short-circuit: the switch is greyed out.
    void noShortCircuit(std::source_location where = std::source_location::current());
    // The memo as a table, for the DP table view: its declaration as your code writes it
    // ("dp[N+1]", "dp[n+1][n+1]") and its size; each call then names its cell with call.cell.
    void table(const char* declaration, int columns, std::source_location where = std::source_location::current());
    void table(const char* declaration, int rows, int columns, std::source_location where = std::source_location::current());
    // A table indexed by a bitmask of `items` items (dp[1 << items]), drawn by how many items
    // each mask holds, the order a bottom-up DP over subsets goes.
    void subsetTable(const char* declaration, int items, std::source_location where = std::source_location::current());
    // The names of the table's indexes for its captions (default "i", and "i", "j" for a grid).
    void tableAxes(const char* column, std::source_location where = std::source_location::current());
    void tableAxes(const char* row, const char* column, std::source_location where = std::source_location::current());
    // The answer printed for the whole run; without it, the first call's value.
    template <class T> void answer(T value, std::source_location where = std::source_location::current())
    {
        detail::answer(detail::toValue(value), where.line());
    }
};

} // namespace gt

// The program's entry point: GT_GAME(run) { ... } declares the parameters and runs the recursion.
#define GT_GAME(run)                                                                                                             \
    static void gtGameBody(::gt::Run& run);                                                                                      \
    int main(int argc, char** argv)                                                                                              \
    {                                                                                                                            \
        return ::gt::detail::runMain(argc, argv, &gtGameBody);                                                                   \
    }                                                                                                                            \
    static void gtGameBody(::gt::Run& run)
