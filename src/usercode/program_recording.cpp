#include "program_recording.h"

#include <limits>

namespace gt {

namespace {
constexpr std::int64_t kUnknownLeft = std::numeric_limits<std::int64_t>::min(); // not inferred yet
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

ProgramRecording::ProgramRecording(ProgramRun run, std::int64_t recordedCalls, bool scores)
    : m_run(std::move(run))
    , m_scores(scores)
{
    decode(recordedCalls);
}

std::int64_t ProgramRecording::stonesLeft(std::uint32_t state) const
{
    return state < m_stonesLeft.size() ? m_stonesLeft[state] : 0;
}

void ProgramRecording::decode(std::int64_t recordedCalls)
{
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
bool ProgramRecording::decodeRecord(StreamReader& reader, std::vector<Frame>& stack, std::int64_t recordedCalls)
{
    const std::uint8_t tag = reader.byte();
    if (tag == stream::EnterFirst || tag == stream::EnterSecond) {
        const std::uint64_t state = reader.varint();
        const std::uint64_t move = reader.varint();
        const std::uint32_t line = std::uint32_t(reader.varint());
        if (!reader.ok() || state >= std::uint64_t(m_states.count()) || move > std::uint64_t(m_moves.count()))
            return false;
        stack.push_back({m_calls++, std::uint32_t(state), line, std::numeric_limits<std::int64_t>::max()});
    } else if ((tag & 0xf8) == stream::Leave) {
        if (stack.empty() || (tag & 3) == 2) // 2 is the take-all of a built-in game, never a program's
            return false;
        decodeLeave(tag, reader, stack, recordedCalls);
    } else if (tag == stream::StateLabel) {
        m_states.add(reader.text());
    } else if (tag == stream::MoveLabel) {
        m_moves.add(reader.text());
    } else if (tag == stream::Description) {
        const std::string_view json = reader.text();
        m_description = QByteArray(json.data(), qsizetype(json.size()));
    } else if (tag == stream::Answer) {
        m_answer = reader.zigzag();
    } else if (tag == stream::Finished) {
        m_finished = true;
    } else if (tag == stream::Failure) {
        readFailure(reader);
    } else {
        return false;
    }
    return reader.ok();
}

void ProgramRecording::decodeLeave(std::uint8_t tag, StreamReader& reader, std::vector<Frame>& stack, std::int64_t recordedCalls)
{
    const std::int64_t value = reader.zigzag();
    const std::uint32_t line = std::uint32_t(reader.varint());
    if (!reader.ok() || stack.empty())
        return;
    const Frame frame = stack.back();
    stack.pop_back();
    setSite(frame.ordinal, frame.line, line, recordedCalls);
    if (!stack.empty())
        stack.back().smallestChild = std::min(stack.back().smallestChild, value);
    if (!m_scores || Outcome(tag & 3) == Outcome::Memo)
        return;
    if (m_stonesLeft.size() <= frame.state)
        m_stonesLeft.resize(std::max<std::size_t>(frame.state + 1, 2 * m_stonesLeft.size()), kUnknownLeft);
    std::int64_t& left = m_stonesLeft[frame.state];
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
    if (m_lines.siteOfCall.size() <= std::size_t(ordinal))
        m_lines.siteOfCall.resize(std::size_t(ordinal) + 1, 0);
    const auto [it, isNew] = m_siteIndex.try_emplace((std::uint64_t(enter) << 32) | exit, std::uint16_t(0));
    if (isNew && m_lines.sites.size() <= CallLines::kMaxSites) { // past that many, lines are unknown
        m_lines.sites.push_back({enter, exit});
        it->second = std::uint16_t(m_lines.sites.size() - 1);
    }
    m_lines.siteOfCall[std::size_t(ordinal)] = it->second;
}

} // namespace gt
