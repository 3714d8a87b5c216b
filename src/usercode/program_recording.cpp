// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "program_recording.h"

#include <algorithm>
#include <climits>
#include <limits>

namespace gt {

namespace {
constexpr std::int64_t kUnknownLeft = std::numeric_limits<std::int64_t>::min(); // not inferred yet

// A FunctionSchema record (after its tag): the function's id, the line it is defined on and its
// names, kept in functions at that id. False at a broken record or an id past 4095.
bool readFunctionSchema(StreamReader& reader, std::vector<FunctionSchema>& functions)
{
    const std::uint64_t function = reader.varint();
    const std::uint32_t line = std::uint32_t(reader.varint());
    const std::string_view descriptor = reader.text();
    if (!reader.ok() || function >= 4096)
        return false;
    if (functions.size() <= function)
        functions.resize(std::size_t(function) + 1);
    functions[std::size_t(function)] = parseFunctionSchema(descriptor);
    functions[std::size_t(function)].line = line;
    return true;
}

// The records of a program traced as written, for the passes over the stream ahead of decode():
// the schemas kept, each call's function and the bytes of its values, a return, the runtime's
// figures of a group; the rest read over. Stops at a record that breaks the format (decode()
// says what).
class KeyedRecords {
public:
    enum Kind { Enter, Leave, GroupCalls, Other };

    explicit KeyedRecords(const std::vector<QByteArray>& chunks)
        : m_reader(chunks)
    {
    }

    // The next record of interest; false at the end or at a broken record.
    bool next(Kind& kind)
    {
        while (m_reader.more()) {
            const std::uint8_t tag = m_reader.byte();
            if (tag == stream::FunctionSchema) {
                if (!readFunctionSchema(m_reader, m_functions))
                    return false;
                continue;
            }
            kind = Other;
            if (tag == stream::EnterKeyFirst || tag == stream::EnterKeySecond) {
                function = m_reader.varint();
                if (!m_reader.ok() || function >= m_functions.size() || !m_functions[std::size_t(function)].known)
                    return false;
                const std::uint8_t* start = m_reader.position();
                for (qsizetype p = 0; p < m_functions[std::size_t(function)].params.size(); ++p)
                    if (!skipStateValue(m_reader))
                        return false;
                values = std::string_view(reinterpret_cast<const char*>(start), std::size_t(m_reader.position() - start));
                kind = Enter;
            } else if (stream::isLeave(tag)) {
                m_reader.zigzag();
                if (tag & stream::kLeavePair)
                    m_reader.zigzag();
                m_reader.varint();
                kind = Leave;
            } else if (tag == stream::Roots) {
                m_reader.varint();
                m_reader.varint();
            } else if (tag == stream::GroupCalls) {
                for (std::uint64_t& field : fields)
                    field = m_reader.varint();
                kind = GroupCalls;
            } else if (tag == stream::ExitedInside || tag == stream::Version) {
                m_reader.varint();
            } else if (tag == stream::Failure) {
                for (int field = 0; field < 3; ++field)
                    m_reader.varint();
                m_reader.text();
            } else if (tag != stream::Finished) {
                return false;
            }
            return m_reader.ok();
        }
        return false;
    }

    std::uint64_t function = 0;          // an Enter's
    std::string_view values;             // an Enter's values, as written
    std::array<std::uint64_t, 4> fields; // a GroupCalls record's

private:
    StreamReader m_reader;
    std::vector<FunctionSchema> m_functions;
};
} // namespace

ProgramRecording::Labels::Labels(int firstId)
    : m_first(firstId)
{
}

void ProgramRecording::Labels::add(std::string_view text)
{
    m_text.append(text.data(), qsizetype(text.size()));
    m_ends.push_back(std::uint32_t(m_text.size()));
}

QString ProgramRecording::Labels::text(std::uint32_t id) const
{
    const std::size_t k = std::size_t(id) - std::size_t(m_first);
    if (id < std::uint32_t(m_first) || k + 1 >= m_ends.size())
        return {};
    return QString::fromUtf8(m_text.constData() + m_ends[k], qsizetype(m_ends[k + 1] - m_ends[k]));
}

ProgramRecording::ProgramRecording(ProgramOutcome run, std::int64_t recordedCalls, bool scores, std::vector<int> groups)
    : m_run(std::move(run))
    , m_scores(scores)
    , m_groupOf(std::move(groups))
{
    if (std::count(m_groupOf.begin(), m_groupOf.end(), 0) == std::ptrdiff_t(m_groupOf.size()))
        m_groupOf.clear(); // one group: nothing to choose
    else
        chooseGroup();
    m_decodeFilter = groupFilter();
    decode(recordedCalls);
    if (std::size_t(m_drawnGroup) < m_groupRoots.size())
        m_roots = m_groupRoots[std::size_t(m_drawnGroup)];
}

// Several groups: each one's calls, and those outside any other group's call, which the group
// would draw; the group with the most of those is drawn (a tie: more top-level calls, then the
// first). The runtime counts them over the whole run (GroupCalls, at its end); a run that never
// got there (a crash) is judged by the calls recorded.
void ProgramRecording::chooseGroup()
{
    const std::size_t groups = std::size_t(*std::max_element(m_groupOf.begin(), m_groupOf.end())) + 1;
    m_groupCalls.assign(groups, 0);
    std::vector<std::int64_t> drawable(groups, 0), roots(groups, 0);
    bool counted = false; // the runtime's figures read (a run that finished)
    // Each open call's group, and whether it and every call above it are of one group.
    std::vector<std::pair<int, bool>> stack;
    KeyedRecords records(m_run.chunks);
    for (KeyedRecords::Kind kind; records.next(kind);) {
        if (kind == KeyedRecords::Enter) {
            const std::uint64_t function = records.function;
            const int group = function < m_groupOf.size() ? m_groupOf[std::size_t(function)] : 0;
            const bool pure = stack.empty() || (stack.back().second && stack.back().first == group);
            stack.push_back({group, pure});
            ++m_groupCalls[std::size_t(group)];
            if (pure)
                ++drawable[std::size_t(group)];
            if (stack.size() == 1)
                ++roots[std::size_t(group)];
        } else if (kind == KeyedRecords::Leave && !stack.empty()) {
            stack.pop_back();
        } else if (kind == KeyedRecords::GroupCalls) { // the whole run's figures, every top-level call's
            const auto [group, top, own, all] = records.fields;
            if (group >= groups)
                break;
            if (!counted) {
                std::fill(drawable.begin(), drawable.end(), 0);
                std::fill(roots.begin(), roots.end(), 0);
                std::fill(m_groupCalls.begin(), m_groupCalls.end(), 0);
                counted = true;
            }
            roots[std::size_t(group)] = std::int64_t(top);
            drawable[std::size_t(group)] = std::int64_t(own);
            m_groupCalls[std::size_t(group)] = std::int64_t(all);
        }
    }
    m_groupRoots = roots;
    for (std::size_t g = 1; g < groups; ++g) {
        const std::size_t best = std::size_t(m_drawnGroup);
        if (drawable[g] > drawable[best] || (drawable[g] == drawable[best] && roots[g] > roots[best]))
            m_drawnGroup = int(g);
    }
}

QString ProgramRecording::stateLabel(std::uint32_t state) const
{
    if (m_stateFunction.empty())
        return m_states.text(state);
    if (state >= m_stateFunction.size())
        return {};
    const std::uint32_t begin = m_stateValueEnds[state];
    return gt::stateLabel(m_functions[m_stateFunction[state]],
        std::string_view(m_stateValues.constData() + begin, m_stateValueEnds[state + 1] - begin));
}

std::int64_t ProgramRecording::stonesLeft(std::uint32_t state) const
{
    return state < m_stonesLeft.size() ? m_stonesLeft[state] : 0;
}

// A program traced as written names each call's state by its values. Looked up one by one in
// call order, a million states cost a cache miss a call (2 s for can-i-win (20, 210)); here the
// states' hashes are read first, then looked up with the slots of the calls ahead prefetched.
void ProgramRecording::internKeyedStates()
{
    constexpr std::size_t kAhead = 12;
    constexpr std::size_t kBlock = std::size_t(1) << 16;
    StateInterner interner;
    std::vector<std::uint64_t> hashes; // a block of calls at a time
    hashes.reserve(kBlock);
    m_keyStates.reserve(std::size_t(std::max<std::int64_t>(m_run.calls, 0)));
    const auto lookUp = [&] {
        for (std::size_t k = 0; k < hashes.size(); ++k) {
            if (k + kAhead < hashes.size())
                interner.prefetch(hashes[k + kAhead]);
            bool isNew = false;
            m_keyStates.push_back(interner.idOf(hashes[k], isNew));
        }
        hashes.clear();
    };
    GroupFilter filter = groupFilter();
    KeyedRecords records(m_run.chunks);
    for (KeyedRecords::Kind kind; records.next(kind);) {
        if (kind == KeyedRecords::Enter && filter.enter(records.function)) {
            hashes.push_back(StateInterner::hashOf(records.values, records.function));
            if (hashes.size() == kBlock)
                lookUp();
        } else if (kind == KeyedRecords::Leave) {
            filter.leave();
        }
    }
    lookUp();
}

std::vector<MemoCell> ProgramRecording::cellsOfArguments(const QString& function, const QStringList& indexes) const
{
    std::vector<MemoCell> cells(m_stateFunction.size(), MemoCell {-1, 0});
    if (indexes.isEmpty() || indexes.size() > 2)
        return cells;
    for (std::size_t f = 0; f < m_functions.size(); ++f) {
        const FunctionSchema& schema = m_functions[f];
        if (!schema.known || schema.name != function)
            continue;
        std::vector<qsizetype> positions;
        for (const QString& index : indexes)
            positions.push_back(schema.params.indexOf(index));
        if (std::find(positions.begin(), positions.end(), qsizetype(-1)) != positions.end())
            continue;
        for (std::size_t state = 0; state < m_stateFunction.size(); ++state) {
            if (m_stateFunction[state] != f)
                continue;
            const std::uint32_t begin = m_stateValueEnds[state];
            const auto values = integerValues(
                std::string_view(m_stateValues.constData() + begin, m_stateValueEnds[state + 1] - begin), schema.params.size());
            const std::optional<std::int64_t> first = values[std::size_t(positions[0])];
            const std::optional<std::int64_t> second
                = positions.size() > 1 ? values[std::size_t(positions[1])] : std::optional<std::int64_t>(0);
            if (!first || !second || *first < 0 || *second < 0 || (positions.size() > 1 && *first > INT32_MAX))
                continue;
            cells[state] = positions.size() > 1 ? MemoCell {int(*first), *second} : MemoCell {0, *first};
        }
    }
    return cells;
}

namespace {
// A state's entry in a table by state id, grown (doubling) with `fill` to reach it: states are
// numbered as they first appear.
template <class T> T& cellOf(std::vector<T>& table, std::uint32_t state, const T& fill)
{
    if (table.size() <= state)
        table.resize(std::max<std::size_t>(std::size_t(state) + 1, 2 * table.size()), fill);
    return table[state];
}
} // namespace

void ProgramRecording::decode(std::int64_t recordedCalls)
{
    internKeyedStates();
    StreamReader reader(m_run.chunks);
    std::vector<Frame> stack;
    while (reader.more()) {
        if (!decodeRecord(reader, stack, recordedCalls)) {
            m_malformed = true; // what came before it stands; replay() stops there too
            break;
        }
        ++m_validRecords;
    }
    for (const Frame& frame : stack) {
        m_open.push_back({frame.ordinal, frame.state});
        setSite(frame.ordinal, frame.line, 0, recordedCalls);
    }
}

// One record; false when it is cut short or breaks what the runtime guarantees (labels before
// their use, a return only inside a call): the stream is untrusted, the program may have written
// anything on its descriptor.
// A call of a program written with gametree.h: its state and move by label.
bool ProgramRecording::decodeLabelledEnter(std::uint8_t tag, StreamReader& reader, std::vector<Frame>& stack)
{
    const std::uint64_t state = reader.varint();
    const std::uint64_t move = reader.varint();
    const std::uint32_t line = std::uint32_t(reader.varint());
    // A stream names its states by label or by value, never both (stateCount() counts one kind).
    if (!reader.ok() || !m_stateFunction.empty() || state >= std::uint64_t(m_states.count())
        || move > std::uint64_t(m_moves.count()))
        return false;
    m_labelledCalls = true;
    stack.push_back({m_calls++, std::uint32_t(state), line, std::numeric_limits<std::int64_t>::max()});
    m_evidence.enter(tag == stream::EnterSecond ? Player::Second : Player::First);
    return true;
}

// A call of a program compiled as written: its state by the values of its parameters.
bool ProgramRecording::decodeKeyedEnter(std::uint8_t tag, StreamReader& reader, std::vector<Frame>& stack)
{
    const std::uint64_t function = reader.varint();
    if (!reader.ok() || m_labelledCalls || function >= m_functions.size() || !m_functions[std::size_t(function)].known)
        return false;
    const FunctionSchema& schema = m_functions[std::size_t(function)];
    const std::uint32_t line = schema.line;
    const std::uint8_t* start = reader.position();
    for (qsizetype p = 0; p < schema.params.size(); ++p)
        if (!skipStateValue(reader))
            return false;
    const std::string_view values(reinterpret_cast<const char*>(start), std::size_t(reader.position() - start));
    if (!m_decodeFilter.enter(function))
        return true; // another group's call, or one below it: not drawn
    if (m_keyNext >= m_keyStates.size())
        return false;
    const std::uint32_t state = m_keyStates[m_keyNext++];
    if (state == m_stateFunction.size()) { // ids are given in the order states first appear
        m_stateValues.append(values.data(), qsizetype(values.size()));
        m_stateValueEnds.push_back(std::uint32_t(m_stateValues.size()));
        m_stateFunction.push_back(std::uint16_t(function));
    }
    if (state > m_stateFunction.size())
        return false;
    stack.push_back({m_calls++, state, line, std::numeric_limits<std::int64_t>::max()});
    m_evidence.enter(tag == stream::EnterKeySecond ? Player::Second : Player::First);
    return true;
}

void ProgramRecording::skipUndrawnRecord(std::uint8_t tag, StreamReader& reader)
{
    if (tag == stream::FunctionSchema) {
        reader.varint();
        reader.varint();
        reader.text();
    } else if (tag == stream::StateLabel || tag == stream::MoveLabel || tag == stream::Description) {
        reader.text();
    } else if (tag == stream::Cell) {
        reader.zigzag();
        reader.zigzag();
    } else if (tag == stream::Answer) {
        reader.zigzag();
    } else if (tag == stream::ExitedInside || tag == stream::Version) {
        reader.varint();
    } else if (tag == stream::Roots) {
        reader.varint();
        reader.varint();
    } else if (tag == stream::GroupCalls) {
        for (int field = 0; field < 4; ++field)
            reader.varint();
    } else if (tag == stream::Failure) {
        for (int field = 0; field < 3; ++field)
            reader.varint();
        reader.text();
    }
}

bool ProgramRecording::decodeRecord(StreamReader& reader, std::vector<Frame>& stack, std::int64_t recordedCalls)
{
    const std::uint8_t tag = reader.byte();
    if (tag == stream::EnterFirst || tag == stream::EnterSecond) {
        if (!decodeLabelledEnter(tag, reader, stack))
            return false;
    } else if (tag == stream::EnterKeyFirst || tag == stream::EnterKeySecond) {
        if (!decodeKeyedEnter(tag, reader, stack))
            return false;
    } else if (tag == stream::FunctionSchema) {
        if (!readFunctionSchema(reader, m_functions))
            return false;
    } else if (stream::isLeave(tag)) {
        if (!m_decodeFilter.leave()) { // a skipped call's end
            reader.zigzag();
            if (tag & stream::kLeavePair)
                reader.zigzag();
            reader.varint();
            return reader.ok();
        }
        if (stack.empty() || (tag & 3) == 2) // 2 is the take-all of a built-in game, never a program's
            return false;
        decodeLeave(tag, reader, stack, recordedCalls);
    } else if (tag == stream::StateLabel) {
        m_states.add(reader.text());
    } else if (tag == stream::MoveLabel) {
        m_moves.add(reader.text());
    } else if (tag == stream::Cell) {
        const std::int64_t row = reader.zigzag();
        const std::int64_t column = reader.zigzag();
        if (!reader.ok() || stack.empty() || row < 0 || row > INT32_MAX || column < 0)
            return false;
        const std::uint32_t state = stack.back().state;
        cellOf(m_cells, state, MemoCell {-1, 0}) = {int(row), column};
    } else if (tag == stream::Description) {
        const std::string_view json = reader.text();
        m_description = QByteArray(json.data(), qsizetype(json.size()));
    } else if (tag == stream::Answer) {
        m_answer = reader.zigzag();
        m_answerGiven = true;
    } else if (tag == stream::Finished) {
        m_finished = true;
    } else if (tag == stream::ExitedInside) {
        m_exitedInside = std::int64_t(reader.varint());
    } else if (tag == stream::Roots) {
        m_roots = std::int64_t(reader.varint());
        m_recordedRoot = std::int64_t(reader.varint());
    } else if (tag == stream::GroupCalls) {
        for (int field = 0; field < 4; ++field)
            reader.varint(); // read by chooseGroup()
    } else if (tag == stream::Failure) {
        readFailure(reader);
    } else if (tag == stream::Version) {
        if (reader.varint() > stream::kVersion)
            return false; // written by a newer runtime: nothing after it is read as this version
    } else {
        return false;
    }
    return reader.ok();
}

void ProgramRecording::decodeLeave(std::uint8_t tag, StreamReader& reader, std::vector<Frame>& stack, std::int64_t recordedCalls)
{
    const std::int64_t value = reader.zigzag();
    const CallValue returned = tag & stream::kLeavePair ? CallValue(value, reader.zigzag()) : CallValue(value);
    const std::uint32_t line = std::uint32_t(reader.varint());
    if (!reader.ok() || stack.empty())
        return;
    const Frame frame = stack.back();
    stack.pop_back();
    if (!stack.empty())
        stack.back().children = true;
    m_evidence.leave(returned, drawnOutcome(tag, frame.children));
    if (!m_conflict) {
        auto& [firstCall, firstValue] = cellOf(m_stateReturns, frame.state, StateReturn {-1, CallValue(0)});
        if (firstCall < 0) {
            firstCall = frame.ordinal;
            firstValue = returned;
        } else if (firstValue != returned) {
            m_conflict = StateConflict {frame.state, firstCall, firstValue, frame.ordinal, returned};
            m_stateReturns = {}; // one is enough to say so
        }
    }
    setSite(frame.ordinal, frame.line, line, recordedCalls);
    if (stack.empty() && !m_answerGiven && frame.ordinal == 0) // a program traced as written: its first call's value
        m_answer = value;
    if (!stack.empty())
        stack.back().smallestChild = std::min(stack.back().smallestChild, value);
    if (!m_scores || Outcome(tag & 3) == Outcome::Memo)
        return;
    std::int64_t& left = cellOf(m_stonesLeft, frame.state, kUnknownLeft);
    if (left == kUnknownLeft) {
        const bool children = frame.smallestChild != std::numeric_limits<std::int64_t>::max();
        left = std::int64_t(std::uint64_t(value) + std::uint64_t(children ? frame.smallestChild : 0)); // wraps, never UB
    }
}

void ProgramRecording::readFailure(StreamReader& reader)
{
    ProgramFailure failure;
    failure.kind = stream::FailureKind(reader.varint());
    failure.state = std::int64_t(reader.varint()) - 1;
    failure.line = std::uint32_t(reader.varint());
    const std::string_view text = reader.text();
    failure.text = QString::fromUtf8(text.data(), qsizetype(text.size()));
    if (reader.ok())
        m_failure = failure;
}

void ProgramRecording::setSite(std::int64_t ordinal, std::uint32_t enter, std::uint32_t exit, std::int64_t recordedCalls)
{
    if (ordinal >= recordedCalls)
        return;
    if (m_lines.siteOfCall.size() <= std::size_t(ordinal)) {
        if (m_lines.siteOfCall.empty()) // every call's site: one allocation, not a doubling series
            m_lines.siteOfCall.reserve(std::size_t(std::min(recordedCalls, std::max<std::int64_t>(m_run.calls, 1))));
        m_lines.siteOfCall.resize(std::size_t(ordinal) + 1, 0);
    }
    const std::uint64_t key = (std::uint64_t(enter) << 32) | exit;
    auto& recent = m_recentSites[(enter * 31 + exit) & (m_recentSites.size() - 1)];
    if (recent.first == key + 1) {
        m_lines.siteOfCall[std::size_t(ordinal)] = recent.second;
        return;
    }
    const auto [it, isNew] = m_siteIndex.try_emplace(key, std::uint16_t(0));
    if (isNew && m_lines.sites.size() <= CallLines::kMaxSites) { // past that many, lines are unknown
        m_lines.sites.push_back({enter, exit});
        it->second = std::uint16_t(m_lines.sites.size() - 1);
    }
    m_lines.siteOfCall[std::size_t(ordinal)] = it->second;
    recent = {key + 1, it->second};
}

} // namespace gt
