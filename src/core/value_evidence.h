// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What a run's own values say about their meaning. A program's syntax suggests a kind (a bool
// with a turn flag reads as "the first player wins"), and other people's code often means
// something else: a flag whose value is "the player to move wins", a value that names the
// winner's index. The recorded calls settle it: each kind is a recurrence that a call computed
// from its moves must satisfy, so every such call confirms or refutes each kind. The evidence is
// gathered as the calls enter and return (a stream of any length in the memory of the deepest
// call), from a program's stream or from a recorded Trace; both languages share it.

#include "call_record.h"
#include "game.h"
#include "trace.h"

#include <QString>

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace gt {

// The kinds a run can test: those whose value is a function of the children's values alone.
// (Score kinds add what each move gains, which a trace does not record.) A pair of scores can
// be tested by the number the move did not change: (mine, theirs) takes the opponent's total
// from the child's first number (MinePair, read as MoverScore); (the first player's, the
// second's) keeps the number of the player not moving (FirstSecondPair, as FirstPlayerScore).
enum class TestedKind : std::uint8_t { MoverWins, FirstPlayerWins, WinnerIndex, Grundy, Negamax, MinePair, FirstSecondPair };
inline constexpr int kTestedKinds = 7;
ValueMeaning meaningOf(TestedKind kind);
// `pairs`: the run's calls return pairs (a score is then tested as a pair kind).
std::optional<TestedKind> testedKindOf(ValueMeaning meaning, bool pairs);

class ValueEvidence {
public:
    // How one kind fared: the calls it was tested on, those that could have refuted it (a win
    // needs no child to show it: a move may win without a call), and the first that did.
    struct Tally {
        std::int64_t tested = 0;
        std::int64_t telling = 0;
        std::int64_t refuted = 0;
        std::int64_t firstRefuting = -1; // its number among the run's calls, as a trace's id
        CallValue refutingValue;
        std::vector<CallValue> refutingChildren; // the first few of its children's values
    };

    void enter(Player mover);
    // Only a Computed call with children is tested: a base case or a memo answer says nothing
    // about how values combine.
    void leave(const CallValue& returned, Outcome outcome);
    // A call that never returned (the program stopped inside it).
    void abandon();

    // The evidence of a recorded trace (its calls, in order; the unreturned ones are skipped).
    static ValueEvidence ofTrace(const Trace& trace);

    const Tally& tally(TestedKind kind) const { return m_tallies[std::size_t(kind)]; }
    // Whether every value returned lies in what the kind allows ({0, 1}; {-1, 0, 1}; 0 and up).
    bool valuesFit(TestedKind kind) const;
    // The kind holds on every call it was tested on, and on at least one.
    bool holds(TestedKind kind) const;
    std::int64_t largestValue() const { return m_largest; }
    // Every call returned a pair (and some call returned).
    bool pairs() const { return m_returned > 0 && m_firstOutside[3].first < 0; }
    // The first call whose value the kind does not allow (as a Tally's refutation), if any.
    std::optional<Tally> valueOutside(TestedKind kind) const;

private:
    struct Frame {
        std::int64_t ordinal;
        Player mover;
        std::uint32_t children = 0;
        bool anyZero = false;
        bool anyNonZero = false;
        std::int64_t smallest = 0;
        std::uint64_t small = 0; // bit v: a child returned v (0 <= v < 64), for the mex
        std::array<CallValue, 4> shown {};
        std::size_t firstChildPair; // its children's pairs are m_childPairs from here
    };
    void test(TestedKind kind, bool fits, bool telling, const Frame& frame, const CallValue& value);
    // Which of m_firstOutside holds what the kind does not allow.
    static std::size_t rangeOf(TestedKind kind);

    std::vector<Frame> m_open;
    std::int64_t m_calls = 0;
    std::int64_t m_returned = 0;
    std::int64_t m_largest = INT64_MIN;
    // The first call returning a value outside {0, 1}, below 0, outside {-1, 0, 1}, not a pair:
    // (ordinal, value).
    std::array<std::pair<std::int64_t, std::int64_t>, 4> m_firstOutside {{{-1, 0}, {-1, 0}, {-1, 0}, {-1, 0}}};
    // The pairs the open calls' children returned, a stack: each frame's from its firstChildPair.
    std::vector<CallValue> m_childPairs;
    std::array<Tally, kTestedKinds> m_tallies {};
};

// How a run's values were read, and why.
struct ValueReading {
    enum class Basis : std::uint8_t {
        Given,     // --values, or a gametree.h program's declaration: not questioned
        Confirmed, // the syntax's kind, and the run fits it
        Found,     // the run fits another kind than the syntax's
        NoneFits,  // the syntax's kind is refuted and nothing else fits: plain values
        Unchecked, // the syntax's kind cannot be tested (a score) or nothing was tested
    };
    ValueMeaning meaning = ValueMeaning::Plain;
    ValueMeaning suggested = ValueMeaning::Plain;
    Basis basis = Basis::Unchecked;
    std::int64_t tested = 0;                 // the calls the kind read was tested on
    std::optional<ValueEvidence::Tally> why; // Found, NoneFits: how the suggested kind was refuted
};

// The meaning the run supports: the suggested kind where it fits (or cannot be tested), else the
// tested kind that fits the run, else plain values.
ValueReading readValues(const ValueEvidence& evidence, ValueMeaning suggested);
ValueReading givenValues(ValueMeaning given);

// A sentence for the run's notes, or empty (a plain recursion, a kind given by the user). The
// refuting call's values are written as `text` writes them: as the tree shows them ("true").
using ValueText = std::function<QString(const CallValue&)>;
QString valueReadingNote(const ValueReading& reading, const ValueText& text);

} // namespace gt
