// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What one run of a user's program sent, decoded once: the state and move labels, how the run
// ended (a failure record, the calls left open), the source lines of each call, the answer. The
// records stay for replay(), which feeds them to any recorder as the built-in solvers do.

#include "core/call_lines.h"
#include "core/call_value.h"
#include "core/game.h"
#include "core/memo_shape.h"
#include "core/value_evidence.h"
#include "program_runner.h"
#include "runtime/stream_format.h"
#include "state_values.h"
#include "stream_reader.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <array>
#include <optional>
#include <unordered_map>
#include <vector>

namespace gt {

// A Failure record: what the runtime saw go wrong.
struct ProgramFailure {
    stream::FailureKind kind = stream::FailureKind::Exception;
    std::int64_t state = -1; // the call it is about, -1 for none
    std::uint32_t line = 0;
    QString text;
};

// Two calls with one state (one label) that returned different values: the label misses part
// of the state (a board the recursion changes in place).
struct StateConflict {
    std::uint32_t state = 0; // the run's own id
    std::int64_t firstCall = 0;
    CallValue firstValue;
    std::int64_t laterCall = 0;
    CallValue laterValue;
};

// A call still open when the stream ended: the program stopped inside it.
struct OpenCall {
    std::int64_t ordinal = 0; // its number among all calls, as a recorded call's id
    std::uint32_t state = 0;
};

class ProgramRecording {
public:
    // Decodes `run`; the lines of the first `recordedCalls` calls are kept. With `scores`, the
    // stones left at each state are inferred for the colours (see stonesLeft). `groups`: where
    // several separate recursions were traced, each function's (by its number in the stream);
    // only the group with the most calls is kept (see drawnGroup).
    ProgramRecording(ProgramOutcome run, std::int64_t recordedCalls, bool scores, std::vector<int> groups = {});

    std::uint32_t stateCount() const
    {
        return std::uint32_t(m_stateFunction.empty() ? std::size_t(m_states.count()) : m_stateFunction.size());
    }
    std::uint32_t moveCount() const { return std::uint32_t(m_moves.count()); }
    QString stateLabel(std::uint32_t state) const;
    // Move 0 is the root's "no move".
    QString moveLabel(std::int32_t move) const { return m_moves.text(std::uint32_t(move)); }
    // The mover's value plus the opponent's at a state: the value of a leaf; of a computed call,
    // its value plus its smallest child value ("my share = left − the opponent's best").
    // 64-bit and wrapping, like every value of a program (see wrappingDifference).
    std::int64_t stonesLeft(std::uint32_t state) const;

    bool finished() const { return m_finished; }
    // A record the runtime never writes (a state or move not declared, a return outside any call,
    // an unknown tag) or one cut short: the records before it are kept, the rest is not read.
    bool malformed() const { return m_malformed; }
    std::int64_t answer() const { return m_answer; }
    const std::optional<ProgramFailure>& failure() const { return m_failure; }
    const std::optional<QByteArray>& description() const { return m_description; }
    const ProgramExit& exit() const { return m_run.exit; }
    std::int64_t calls() const { return m_calls; }
    // Several separate recursions traced: the one drawn, the one with the most calls outside the
    // others' calls (a helper's calls inside the game's count for the helper, are never drawn),
    // and each one's calls (all of them, wherever made); every other count, the roots, the
    // values' evidence and replay() are the drawn group's alone. 0 and empty with one group.
    int drawnGroup() const { return m_drawnGroup; }
    const std::vector<std::int64_t>& groupCalls() const { return m_groupCalls; }
    // A program traced as written: how many top-level calls its recursion had and which one was
    // recorded (from 1), and how many calls were still open when it called exit() (0: none).
    std::int64_t roots() const { return m_roots; }
    std::int64_t recordedRoot() const { return m_recordedRoot; }
    std::int64_t exitedInside() const { return m_exitedInside; }
    const std::vector<OpenCall>& openCalls() const { return m_open; }
    const QByteArray& output() const { return m_run.output; }
    const ProgramOutcome& run() const { return m_run; }
    CallLines takeLines() { return std::move(m_lines); }
    // What the values of every call of the run (recorded or not) say about their meaning.
    const ValueEvidence& valueEvidence() const { return m_evidence; }
    // The first two calls of one state that returned different values, if any.
    const std::optional<StateConflict>& stateConflict() const { return m_conflict; }
    // A gametree.h program: each state's cell as call.cell named it (row -1: none named).
    const std::vector<MemoCell>& cells() const { return m_cells; }
    // A program traced as written: each state's cell from the values of the parameters that index
    // its memo (`dp[i][m]`: i, m) in calls of `function`; row -1 where a state is another
    // function's or an index is not a whole number from 0.
    std::vector<MemoCell> cellsOfArguments(const QString& function, const QStringList& indexes) const;

    // Feeds every call to `rec` as the program made it, its state and move ids moved up by the
    // bases (the game's ids of the run's first labels); stops early only where `rec` throws. The
    // records go as they are replayed (a big run's are as big as its trace): replay once.
    template <class Recorder> void replay(Recorder& rec, std::uint32_t stateBase, std::int32_t moveBase);

private:
    // Texts by dense id, in one buffer.
    class Labels {
    public:
        explicit Labels(int firstId);
        void add(std::string_view text);
        QString text(std::uint32_t id) const;
        qsizetype count() const { return qsizetype(m_ends.size()) - 1; }

    private:
        int m_first;
        QByteArray m_text;
        std::vector<std::uint32_t> m_ends {0};
    };

    // Where several groups are traced: which calls are the drawn group's, as the records go by.
    // A call of another group and everything below it is skipped whole.
    struct GroupFilter {
        const std::vector<int>* groupOf = nullptr;
        int drawn = 0;
        std::int64_t skipDepth = 0;
        bool enter(std::uint64_t function)
        {
            const int group = function < groupOf->size() ? (*groupOf)[std::size_t(function)] : 0;
            if (skipDepth > 0 || group != drawn) {
                ++skipDepth;
                return false;
            }
            return true;
        }
        bool leave() // false: a skipped call's end
        {
            if (skipDepth == 0)
                return true;
            --skipDepth;
            return false;
        }
    };
    GroupFilter groupFilter() const { return GroupFilter {&m_groupOf, m_drawnGroup, 0}; }
    // A Leave's outcome as drawn: a call whose only calls were another group's (skipped) is a
    // base case of the drawn recursion, not computed from children that are not there.
    Outcome drawnOutcome(std::uint8_t tag, bool drawnChildren) const
    {
        const Outcome outcome = Outcome(tag & 3);
        return outcome == Outcome::Computed && !drawnChildren && !m_groupOf.empty() ? Outcome::Base : outcome;
    }

    struct Frame {
        std::int64_t ordinal;
        std::uint32_t state;
        std::uint32_t line;
        std::int64_t smallestChild;
        bool children = false; // a call drawn below it
    };

    void decode(std::int64_t recordedCalls);
    void chooseGroup();
    void internKeyedStates();
    bool decodeRecord(StreamReader& reader, std::vector<Frame>& stack, std::int64_t recordedCalls);
    // Reads past a record that replay() does not draw (a label, a cell, the answer...).
    static void skipUndrawnRecord(std::uint8_t tag, StreamReader& reader);
    bool decodeLabelledEnter(std::uint8_t tag, StreamReader& reader, std::vector<Frame>& stack);
    bool decodeKeyedEnter(std::uint8_t tag, StreamReader& reader, std::vector<Frame>& stack);
    void decodeLeave(std::uint8_t tag, StreamReader& reader, std::vector<Frame>& stack, std::int64_t recordedCalls);
    void readFailure(StreamReader& reader);
    void setSite(std::int64_t ordinal, std::uint32_t enter, std::uint32_t exit, std::int64_t recordedCalls);

    ProgramOutcome m_run;
    bool m_scores;
    Labels m_states {0};
    Labels m_moves {1};
    std::vector<std::int64_t> m_stonesLeft;
    std::vector<MemoCell> m_cells;
    bool m_finished = false;
    bool m_labelledCalls = false; // calls named their states by label (EnterFirst, EnterSecond)
    bool m_malformed = false;
    std::int64_t m_validRecords = 0; // replay() reads no further
    std::int64_t m_answer = 0;
    bool m_answerGiven = false;
    std::optional<ProgramFailure> m_failure;
    std::optional<QByteArray> m_description;
    std::int64_t m_calls = 0;
    std::int64_t m_roots = 0;
    std::int64_t m_recordedRoot = 0;
    std::vector<int> m_groupOf;
    int m_drawnGroup = 0;
    std::vector<std::int64_t> m_groupCalls;
    std::vector<std::int64_t> m_groupRoots; // each group's top-level calls
    GroupFilter m_decodeFilter;
    std::int64_t m_exitedInside = 0;
    std::vector<OpenCall> m_open;
    ValueEvidence m_evidence;
    // Each state's first returned call and value (ordinal -1: none yet), until a conflict is found.
    struct StateReturn {
        std::int64_t call;
        CallValue value;
    };
    std::vector<StateReturn> m_stateReturns;
    std::optional<StateConflict> m_conflict;
    CallLines m_lines;
    std::unordered_map<std::uint64_t, std::uint16_t> m_siteIndex; // (enter << 32 | exit) -> site
    // A program traced as written: its functions' names, its states by their values, and the
    // state of each call (in order) for replay().
    std::vector<FunctionSchema> m_functions;
    // Their labels are made when asked for (a million states, a few drawn): each state's values.
    QByteArray m_stateValues;
    std::vector<std::uint32_t> m_stateValueEnds {0};
    std::vector<std::uint16_t> m_stateFunction;
    // The last few (enter, exit) line pairs and their sites: most calls share a handful.
    std::array<std::pair<std::uint64_t, std::uint16_t>, 64> m_recentSites {};
    std::vector<std::uint32_t> m_keyStates; // filled ahead of decode() by internKeyedStates()
    std::size_t m_keyNext = 0;
};

template <class Recorder> void ProgramRecording::replay(Recorder& rec, std::uint32_t stateBase, std::int32_t moveBase)
{
    // Only the records decode() found valid: every state and move is declared, every return
    // closes a call.
    StreamReader reader(&m_run.chunks);
    std::vector<std::uint32_t> states; // of the open calls
    std::vector<bool> children;        // of the open calls: a call drawn below it
    std::size_t keyed = 0;
    GroupFilter filter = groupFilter();
    const auto open = [&](std::uint32_t state) {
        if (!children.empty())
            children.back() = true;
        states.push_back(state);
        children.push_back(false);
    };
    for (std::int64_t record = 0; record < m_validRecords && reader.more(); ++record) {
        const std::uint8_t tag = reader.byte();
        if (tag == stream::EnterKeyFirst || tag == stream::EnterKeySecond) {
            const std::uint64_t function = reader.varint();
            if (function >= m_functions.size())
                break; // as above: decode() refuses it
            for (qsizetype p = 0; p < m_functions[std::size_t(function)].params.size(); ++p)
                skipStateValue(reader);
            if (!filter.enter(function))
                continue;
            if (keyed >= m_keyStates.size())
                break;
            const std::uint32_t state = stateBase + m_keyStates[keyed++];
            open(state);
            rec.enter(state, 0, tag == stream::EnterKeySecond ? Player::Second : Player::First);
        } else if (tag == stream::EnterFirst || tag == stream::EnterSecond) {
            const std::uint64_t declared = reader.varint();
            const std::uint64_t declaredMove = reader.varint();
            reader.varint(); // the line, decoded already
            if (declared >= stateCount() || declaredMove > moveCount())
                break; // decode() refuses such a record; never replay one
            const std::uint32_t state = stateBase + std::uint32_t(declared);
            const std::int32_t move = declaredMove > 0 ? moveBase + std::int32_t(declaredMove) : 0;
            open(state);
            rec.enter(state, move, tag == stream::EnterSecond ? Player::Second : Player::First);
        } else if (stream::isLeave(tag)) {
            const std::int64_t value = reader.zigzag();
            const std::int64_t second = tag & stream::kLeavePair ? reader.zigzag() : 0;
            reader.varint();
            if (!filter.leave())
                continue;
            if (states.empty())
                break;
            const Outcome outcome = drawnOutcome(tag, children.back());
            rec.leave(states.back(), value, outcome, outcome == Outcome(tag & 3) && (tag & stream::kLeaveEarly));
            if constexpr (requires { rec.pairOfLastReturn(second); })
                if (tag & stream::kLeavePair)
                    rec.pairOfLastReturn(second);
            states.pop_back();
            children.pop_back();
        } else {
            skipUndrawnRecord(tag, reader);
        }
    }
    m_run.chunks = {};
    m_keyStates = {};
}

} // namespace gt
