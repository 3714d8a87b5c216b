// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "state_search.h"

#include "label_words.h"

#include <QStringMatcher>

#include <algorithm>
#include <mutex>
#include <thread>

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

// `query` is the simplified query, not empty, in a case-insensitive matcher: built once per
// search, it finds a label's occurrences several times faster than QString::indexOf.
bool matchesSimplified(const QString& label, const QStringMatcher& query)
{
    for (qsizetype at = query.indexIn(label, 0); at >= 0; at = query.indexIn(label, at + 1)) {
        if (wholeNumberAt(label, query.pattern(), at))
            return true;
    }
    return false;
}

// The query as typed, and in the shown labels' words when it used another language's.
QStringList simplifiedQueries(const QString& query)
{
    const QString simple = query.simplified();
    if (simple.isEmpty())
        return {};
    const QString shown = inShownLabelWords(simple).simplified();
    return shown == simple || shown.isEmpty() ? QStringList {simple} : QStringList {simple, shown};
}

struct Matchers {
    explicit Matchers(const QStringList& queries)
    {
        for (const QString& query : queries)
            all.emplace_back(query, Qt::CaseInsensitive);
    }
    bool match(const QString& label) const
    {
        return std::any_of(all.begin(), all.end(), [&](const QStringMatcher& m) { return matchesSimplified(label, m); });
    }
    std::vector<QStringMatcher> all;
};

// A search shared by its threads. They take slices of the calls in call order; a slice's matches
// are reported once every slice before it is done, so the first match goes out as soon as the
// calls up to it are scanned.
class SlicedSearch {
public:
    SlicedSearch(const Game& game, const Trace& trace, const QStringList& queries, const CallSearchControl& control)
        : m_game(game)
        , m_trace(trace)
        , m_queries(queries)
        , m_control(control)
        // Small enough that a slice takes milliseconds, big enough that taking one costs nothing.
        , m_sliceCalls(std::max(4096, trace.size() / 256))
        , m_stateMatches(game.stateSpaceSize())
        , m_slices(std::size_t(trace.size() / m_sliceCalls + 1))
    {
    }

    // Scans slices until none is left or the search is cancelled; a helper thread stops once the
    // first match is reported.
    void work(bool helper)
    {
        const Matchers matcher(m_queries); // a thread's own
        while (!(helper && m_firstReported.load())) {
            const std::size_t slice = m_next++;
            if (slice >= m_slices.size() || !scan(slice, matcher))
                return;
            finish(slice);
        }
    }

    // The matches reported, in call order: all of them unless cancelled.
    std::vector<std::int32_t> matches() const
    {
        std::vector<std::int32_t> all;
        for (std::size_t slice = 0; slice < m_reported; ++slice)
            all.insert(all.end(), m_slices[slice].matches.begin(), m_slices[slice].matches.end());
        return all;
    }

private:
    struct Slice {
        std::vector<std::int32_t> matches;
        bool done = false;
    };
    // Per state, by any thread: 0 not compared yet, 1 no, 2 yes. Two threads comparing the same
    // state at once both store the same answer.
    enum : std::int8_t { kUnknown, kNo, kYes };

    bool scan(std::size_t slice, const Matchers& matcher)
    {
        const std::int64_t begin = std::int64_t(slice) * m_sliceCalls;
        const std::int64_t end = std::min<std::int64_t>(begin + m_sliceCalls, m_trace.size());
        for (std::int32_t id = std::int32_t(begin); id < end; ++id) {
            if (m_control.cancel && m_control.cancel->load(std::memory_order_relaxed))
                return false;
            std::atomic<std::int8_t>& known = m_stateMatches[m_trace.state(id)];
            std::int8_t answer = known.load(std::memory_order_relaxed);
            if (answer == kUnknown) {
                answer = matcher.match(m_game.stateLabel(m_trace.state(id))) ? kYes : kNo;
                known.store(answer, std::memory_order_relaxed);
            }
            if (answer == kYes)
                m_slices[slice].matches.push_back(id);
        }
        return true;
    }

    // Reports the slices done in a row after those reported already.
    void finish(std::size_t slice)
    {
        const std::lock_guard lock(m_mutex);
        m_slices[slice].done = true;
        for (; m_reported < m_slices.size() && m_slices[m_reported].done; ++m_reported)
            if (!m_slices[m_reported].matches.empty()) {
                if (m_control.onMatches)
                    m_control.onMatches(m_slices[m_reported].matches);
                m_firstReported = true;
            }
    }

    const Game& m_game;
    const Trace& m_trace;
    const QStringList m_queries;
    const CallSearchControl& m_control;
    const std::int32_t m_sliceCalls;
    std::vector<std::atomic<std::int8_t>> m_stateMatches;
    std::vector<Slice> m_slices;
    std::atomic<std::size_t> m_next {0};
    std::atomic<bool> m_firstReported {false};
    std::mutex m_mutex; // guards Slice::done, m_reported and the reports
    std::size_t m_reported = 0;
};

} // namespace

bool stateLabelMatches(const QString& label, const QString& query)
{
    return Matchers(simplifiedQueries(query)).match(label);
}

std::vector<std::int32_t> findCalls(const Game& game, const Trace& trace, const QString& query, const CallSearchControl& control)
{
    const QStringList queries = simplifiedQueries(query);
    if (queries.isEmpty())
        return {};
    SlicedSearch search(game, trace, queries, control);
    std::vector<std::thread> helpers;
    for (int t = 1; t < control.threadsToFirstMatch; ++t)
        helpers.emplace_back([&search] { search.work(true); });
    search.work(false);
    for (std::thread& helper : helpers)
        helper.join();
    return search.matches();
}

} // namespace gt
