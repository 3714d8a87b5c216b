#include "state_search.h"

namespace gt {

namespace {

// The label matches `query` (already simplified, not empty) at `at` without cutting a number:
// a query that starts or ends with a digit must not continue a number of the label.
bool wholeNumberAt(const QString& label, const QString& query, qsizetype at)
{
    const qsizetype end = at + query.size();
    if (query.front().isDigit() && at > 0 && label[at - 1].isDigit())
        return false;
    return !(query.back().isDigit() && end < label.size() && label[end].isDigit());
}

bool matchesSimplified(const QString& label, const QString& query)
{
    for (qsizetype at = label.indexOf(query, 0, Qt::CaseInsensitive); at >= 0;
         at = label.indexOf(query, at + 1, Qt::CaseInsensitive)) {
        if (wholeNumberAt(label, query, at))
            return true;
    }
    return false;
}

} // namespace

bool stateLabelMatches(const QString& label, const QString& query)
{
    const QString simple = query.simplified();
    return !simple.isEmpty() && matchesSimplified(label, simple);
}

std::vector<std::int32_t> findCalls(const Game& game, const Trace& trace, const QString& query)
{
    std::vector<std::int32_t> matches;
    const QString simple = query.simplified();
    if (simple.isEmpty())
        return matches;
    // -1 not compared yet, 0 no, 1 yes: one label per distinct state, not per call.
    std::vector<std::int8_t> stateMatches(game.stateSpaceSize(), -1);
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        std::int8_t& known = stateMatches[trace.state(id)];
        if (known < 0)
            known = matchesSimplified(game.stateLabel(trace.state(id)), simple) ? 1 : 0;
        if (known)
            matches.push_back(id);
    }
    return matches;
}

} // namespace gt
