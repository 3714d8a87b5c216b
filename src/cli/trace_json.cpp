// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "cli/trace_json.h"

#include <QJsonArray>

#include "core/json_text.h"
#include "core/trace_analysis.h"
#include "usercode/user_game.h"

#include <QIODevice>

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace gt::cli {

namespace {
constexpr std::size_t kChunk = std::size_t(1) << 20;

// Writes the text out and empties it; call between values, never inside one.
void handOver(QTextStream& out, JsonText& json)
{
    const std::string_view text = json.text();
    if (QIODevice* device = out.device()) {
        out.flush(); // what the stream holds goes first
        if (device->write(text.data(), qint64(text.size())) != qint64(text.size()))
            out.setStatus(QTextStream::WriteFailed); // for finishOutput() to report
    } else {                                         // a stream on a string (tests)
        out << QString::fromUtf8(text.data(), qsizetype(text.size()));
    }
    json.clear();
}

const char* outcomeName(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Base: return "base";
    case Outcome::Memo: return "memo";
    case Outcome::Shortcut: return "shortcut";
    case Outcome::Computed: return "computed";
    }
    return "computed";
}

// The fields shared by solve and trace, without the closing brace. A failed run has no answer,
// and says why it failed.
void writeHead(
    JsonText& json, const Game& game, const SolveOptions& options, const SolveResult& result, const QString& failure = {})
{
    json.raw("{\"game\":");
    json.string(game.id());
    json.raw(",\"params\":");
    json.value(game.paramsJson());
    json.raw(",\"options\":");
    json.value(QJsonObject {{QStringLiteral("memo"), options.memo}, {QStringLiteral("shortCircuit"), options.shortCircuit}});
    if (!failure.isEmpty()) {
        json.raw(",\"failed\":");
        json.string(failure);
        json.raw(",\"answer\":null");
    } else {
        json.raw(",\"answer\":");
        json.value(game.runAnswerJson(result.answer));
    }
    json.raw(",\"values\":");
    json.string(valueMeaningId(game.valueMeaning()));
    json.raw(",\"calls\":");
    json.integer(result.stats.calls);
    json.raw(",\"memoHits\":");
    json.integer(result.stats.memoHits);
    json.raw(",\"distinctStates\":");
    json.integer(result.stats.distinctStates);
    json.raw(",\"maxDepth\":");
    json.integer(result.stats.maxDepth);
    json.raw(",\"seconds\":");
    json.value(result.stats.seconds);
    if (const UserGame* user = asUserGame(game); user && !user->notes().isEmpty()) {
        json.raw(",\"notes\":");
        json.value(QJsonArray::fromStringList(user->notes()));
    }
}

// A move's label as JSON text, made once per move: the moves of a run are few (can-i-win (20,
// 210) makes 10.5 million calls with 20 moves), and translating each label was much of the time.
class MoveLabels {
public:
    explicit MoveLabels(const Game& game)
        : m_game(game)
    {
    }
    std::string_view operator()(std::int32_t move)
    {
        auto it = m_labels.find(move);
        if (it == m_labels.end()) {
            if (m_labels.size() >= kMaxKept)
                m_labels.clear(); // a user's program may have a label per call
            JsonText label;
            label.string(m_game.moveLabel(move));
            it = m_labels.emplace(move, std::string(label.text())).first;
        }
        return it->second;
    }

private:
    static constexpr std::size_t kMaxKept = 4096;
    const Game& m_game;
    std::unordered_map<std::int32_t, std::string> m_labels;
};

// A state's fields ("state" and "label") as JSON text, kept in a direct-mapped table: a state
// comes back about ten times in a memoized run (can-i-win (20, 210) makes 10.5 million calls in
// 1 million states) and its label was most of the time. 2^17 places of 128 bytes (16 MiB) kept
// 60% of them in that run.
class StateTexts {
public:
    StateTexts(const Game& game, std::int32_t calls)
        : m_game(game)
        , m_bits(std::min(17, int(std::bit_width(std::uint32_t(std::max(calls, 1))))))
        , m_slots(std::make_unique<Slot[]>(std::size_t(1) << m_bits))
    {
    }
    std::string_view operator()(std::uint32_t state)
    {
        Slot& slot = m_slots[(state * 2654435761u) >> (32 - m_bits)]; // Fibonacci hashing
        if (slot.size > 0 && slot.state == state)
            return {slot.text, slot.size};
        m_made.clear();
        m_game.writeStateJson(state, m_made);
        m_made.raw(",\"label\":");
        m_made.string(m_game.stateLabel(state));
        const std::string_view text = m_made.text();
        if (text.size() <= sizeof slot.text) { // longer ones are made each time
            slot.state = state;
            slot.size = std::uint32_t(text.size());
            std::memcpy(slot.text, text.data(), text.size());
        }
        return text;
    }

private:
    struct Slot {
        std::uint32_t state;
        std::uint32_t size; // 0: empty
        char text[120];
    };
    const Game& m_game;
    int m_bits;
    std::unique_ptr<Slot[]> m_slots;
    JsonText m_made;
};

// Who the tree colours a call for: null where it colours nobody (plain values, a call still running).
const char* winnerText(const Game& game, const Trace& trace, std::int32_t id)
{
    if (game.valueMeaning() == ValueMeaning::Plain || !trace.returned(id))
        return "null";
    switch (standing(game, trace, id)) {
    case Standing::First: return "\"first\"";
    case Standing::Second: return "\"second\"";
    case Standing::Even: return "\"draw\"";
    }
    return "null";
}

void writeNode(JsonText& json, const Game& game, const Trace& trace, std::int32_t id, std::string_view moveLabel,
    std::string_view stateTexts)
{
    json.raw("{\"id\":");
    json.integer(id);
    json.raw(",\"parent\":");
    json.integer(trace.parent(id));
    json.raw(",\"depth\":");
    json.integer(trace.depth(id));
    json.raw(",\"move\":");
    if (trace.parent(id) < 0) {
        json.raw("null");
    } else {
        json.integer(trace.move(id));
        json.raw(",\"moveLabel\":");
        json.raw(moveLabel);
    }
    json.raw(",\"state\":");
    json.raw(stateTexts);
    json.raw(trace.player(id) == Player::First ? ",\"player\":\"first\"" : ",\"player\":\"second\"");
    json.raw(",\"value\":");
    if (!trace.returned(id)) { // still running: it returned nothing
        json.raw("null");
    } else if (const CallValue value = trace.callValue(id); value.pair) { // [first, second]
        json.raw('[');
        json.integer(value.first);
        json.raw(',');
        json.integer(value.second);
        json.raw(']');
    } else {
        json.integer(value.first);
    }
    json.raw(",\"winner\":");
    json.raw(winnerText(game, trace, id));
    json.raw(",\"outcome\":\"");
    json.raw(trace.returned(id) ? outcomeName(trace.outcome(id)) : "running");
    json.raw("\",\"memoOf\":");
    json.integer(trace.memoOf(id));
    json.raw(",\"repeatOf\":");
    json.integer(trace.repeatOf(id));
    json.raw('}');
}
} // namespace

void writeSolveJson(QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result)
{
    JsonText json;
    writeHead(json, game, options, result);
    json.raw("}\n");
    handOver(out, json);
}

void writeTraceJson(
    QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result, const QString& failure)
{
    const Trace& trace = *result.trace;
    JsonText json;
    writeHead(json, game, options, result, failure);
    json.raw(trace.truncated() ? ",\"truncated\":true" : ",\"truncated\":false");
    json.raw(",\"recordedCalls\":");
    json.integer(trace.size());
    json.raw(",\"nodes\":[");
    MoveLabels moveLabels(game);
    StateTexts stateTexts(game, trace.size());
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        json.raw(id ? ",\n" : "\n");
        const std::string_view moveLabel = trace.parent(id) < 0 ? std::string_view() : moveLabels(trace.move(id));
        writeNode(json, game, trace, id, moveLabel, stateTexts(trace.state(id)));
        if (json.size() >= kChunk)
            handOver(out, json);
    }
    json.raw("\n]}\n");
    handOver(out, json);
}

} // namespace gt::cli
