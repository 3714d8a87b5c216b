#include "trace_json.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace gt::cli {

namespace {
QString compact(const QJsonValue& value)
{
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    // QJsonDocument only holds objects and arrays: wrap the scalar and cut the brackets.
    const QByteArray wrapped = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(wrapped.mid(1, wrapped.size() - 2));
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

// The fields shared by solve and trace, without the closing brace.
void writeHead(QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result)
{
    const QJsonObject optionsJson {{"memo", options.memo}, {"shortCircuit", options.shortCircuit}};
    out << "{\"game\":" << compact(game.id()) << ",\"params\":" << compact(game.paramsJson())
        << ",\"options\":" << compact(optionsJson) << ",\"answer\":" << compact(game.answerJson(result.answer))
        << ",\"calls\":" << result.stats.calls << ",\"memoHits\":" << result.stats.memoHits
        << ",\"distinctStates\":" << result.stats.distinctStates << ",\"maxDepth\":" << result.stats.maxDepth
        << ",\"seconds\":" << compact(result.stats.seconds);
}
} // namespace

void writeSolveJson(QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result)
{
    writeHead(out, game, options, result);
    out << "}\n";
}

void writeTraceJson(QTextStream& out, const Game& game, const SolveOptions& options, const SolveResult& result)
{
    const Trace& trace = *result.trace;
    writeHead(out, game, options, result);
    out << ",\"truncated\":" << (trace.truncated() ? "true" : "false") << ",\"recordedCalls\":" << trace.size() << ",\"nodes\":[";
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        out << (id ? ",\n" : "\n") << "{\"id\":" << id << ",\"parent\":" << trace.parent(id) << ",\"depth\":" << trace.depth(id)
            << ",\"move\":";
        if (trace.parent(id) < 0)
            out << "null";
        else
            out << trace.move(id) << ",\"moveLabel\":" << compact(game.moveLabel(trace.move(id)));
        out << ",\"state\":" << compact(game.stateJson(trace.state(id)))
            << ",\"label\":" << compact(game.stateLabel(trace.state(id)))
            << ",\"player\":" << (trace.player(id) == Player::First ? "\"first\"" : "\"second\"")
            << ",\"value\":" << trace.value(id) << ",\"outcome\":\""
            << (trace.returned(id) ? outcomeName(trace.outcome(id)) : "running") << "\",\"memoOf\":" << trace.memoOf(id)
            << ",\"repeatOf\":" << trace.repeatOf(id) << '}';
    }
    out << "\n]}\n";
}

} // namespace gt::cli
