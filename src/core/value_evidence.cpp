// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "value_evidence.h"

#include "trace_analysis.h"

#include <QCoreApplication>
#include <QStringList>

#include <bit>

namespace gt {

namespace {
class ReadingTr {
    Q_DECLARE_TR_FUNCTIONS(gt::ValueReading)
};

constexpr std::array<TestedKind, kTestedKinds> kAllTested {TestedKind::MoverWins, TestedKind::FirstPlayerWins,
    TestedKind::WinnerIndex, TestedKind::Grundy, TestedKind::Negamax, TestedKind::MinePair, TestedKind::FirstSecondPair};

bool pairKind(TestedKind kind)
{
    return kind == TestedKind::MinePair || kind == TestedKind::FirstSecondPair;
}
} // namespace

ValueMeaning meaningOf(TestedKind kind)
{
    switch (kind) {
    case TestedKind::MoverWins: return ValueMeaning::MoverWins;
    case TestedKind::FirstPlayerWins: return ValueMeaning::FirstPlayerWins;
    case TestedKind::WinnerIndex: return ValueMeaning::WinnerIndex;
    case TestedKind::Grundy: return ValueMeaning::Grundy;
    case TestedKind::Negamax: return ValueMeaning::Negamax;
    case TestedKind::MinePair: return ValueMeaning::MoverScore;
    case TestedKind::FirstSecondPair: return ValueMeaning::FirstPlayerScore;
    }
    return ValueMeaning::Plain;
}

std::optional<TestedKind> testedKindOf(ValueMeaning meaning, bool pairs)
{
    for (const TestedKind kind : kAllTested)
        if (meaningOf(kind) == meaning && (pairs || !pairKind(kind)))
            return kind;
    return std::nullopt;
}

void ValueEvidence::enter(Player mover)
{
    Frame frame {m_calls++, mover};
    frame.firstChildPair = m_childPairs.size();
    m_open.push_back(frame);
}

void ValueEvidence::abandon()
{
    if (!m_open.empty()) {
        m_childPairs.resize(m_open.back().firstChildPair);
        m_open.pop_back();
    }
}

void ValueEvidence::leave(const CallValue& returned, Outcome outcome)
{
    if (m_open.empty())
        return;
    const Frame frame = m_open.back();
    m_open.pop_back();
    const std::int64_t value = returned.first;
    ++m_returned;
    m_largest = std::max(m_largest, value);
    const std::array<bool, 4> outside {value < 0 || value > 1, value < 0, value < -1 || value > 1, !returned.pair};
    for (std::size_t range = 0; range < outside.size(); ++range)
        if (outside[range] && m_firstOutside[range].first < 0)
            m_firstOutside[range] = {frame.ordinal, value};
    // Only a pair's children are kept, until the pair is tested: as many as the open calls' moves.
    bool pairTaken = false;
    bool pairKept = false;
    for (std::size_t c = frame.firstChildPair; c < m_childPairs.size(); ++c) {
        pairTaken = pairTaken || pairTakenFrom(ValueMeaning::MoverScore, frame.mover, returned, m_childPairs[c]);
        pairKept = pairKept || pairTakenFrom(ValueMeaning::FirstPlayerScore, frame.mover, returned, m_childPairs[c]);
    }
    m_childPairs.resize(frame.firstChildPair);
    if (!m_open.empty() && returned.pair)
        m_childPairs.push_back(returned);
    if (!m_open.empty()) {
        Frame& parent = m_open.back();
        if (parent.children < parent.shown.size())
            parent.shown[parent.children] = returned;
        parent.smallest = parent.children == 0 ? value : std::min(parent.smallest, value);
        ++parent.children;
        parent.anyZero = parent.anyZero || value == 0;
        parent.anyNonZero = parent.anyNonZero || value != 0;
        if (value >= 0 && value < 64)
            parent.small |= std::uint64_t(1) << value;
    }
    if (outcome != Outcome::Computed || frame.children == 0)
        return;
    // A move that wins at once may make no call (`if (i >= remaining || !f(...)) return true;`),
    // so a win needs no child to show it; a loss is refuted by any child that wins for the mover.
    const bool first = frame.mover == Player::First;
    const bool nonZero = value != 0;
    auto winLose = [&](TestedKind kind, bool moverWins, bool anyChildWinsForMover) {
        test(kind, moverWins || !anyChildWinsForMover, !moverWins, frame, returned);
    };
    winLose(TestedKind::MoverWins, nonZero, frame.anyZero);
    winLose(TestedKind::FirstPlayerWins, first ? nonZero : !nonZero, first ? frame.anyNonZero : frame.anyZero);
    winLose(TestedKind::WinnerIndex, first ? !nonZero : nonZero, first ? frame.anyZero : frame.anyNonZero);
    // The mex exactly: a weaker test (at least the mex, not reached) fits most counts and sums.
    if (~frame.small != 0) // a mex of 64 or more is not known from the bits
        test(TestedKind::Grundy, value == std::countr_one(frame.small), true, frame, returned);
    if (frame.smallest != INT64_MIN)
        test(TestedKind::Negamax, value >= -frame.smallest, true, frame, returned);
    if (returned.pair) {
        test(TestedKind::MinePair, pairTaken, true, frame, returned);
        test(TestedKind::FirstSecondPair, pairKept, true, frame, returned);
    }
}

void ValueEvidence::test(TestedKind kind, bool fits, bool telling, const Frame& frame, const CallValue& value)
{
    Tally& tally = m_tallies[std::size_t(kind)];
    ++tally.tested;
    if (telling)
        ++tally.telling;
    if (fits)
        return;
    if (tally.refuted++ == 0) {
        tally.firstRefuting = frame.ordinal;
        tally.refutingValue = value;
        tally.refutingChildren.assign(frame.shown.begin(), frame.shown.begin() + std::min<std::size_t>(frame.children, 4));
    }
}

ValueEvidence ValueEvidence::ofTrace(const Trace& trace)
{
    ValueEvidence evidence;
    // The calls in pre-order: a call's return comes before the next call that is not its descendant.
    std::vector<std::int32_t> open;
    auto close = [&](std::int32_t upTo) {
        while (!open.empty() && trace.subtreeEnd(open.back()) <= upTo) {
            const std::int32_t id = open.back();
            open.pop_back();
            if (trace.returned(id))
                evidence.leave(trace.callValue(id), trace.outcome(id));
            else
                evidence.abandon(); // a run that stopped inside it: no value
        }
    };
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        close(id);
        evidence.enter(trace.player(id));
        open.push_back(id);
    }
    close(trace.size());
    return evidence;
}

std::size_t ValueEvidence::rangeOf(TestedKind kind)
{
    switch (kind) {
    case TestedKind::MoverWins:
    case TestedKind::FirstPlayerWins:
    case TestedKind::WinnerIndex: return 0; // {0, 1}
    case TestedKind::Grundy: return 1;      // 0 and up
    case TestedKind::Negamax: return 2;     // {-1, 0, 1}
    case TestedKind::MinePair:
    case TestedKind::FirstSecondPair: return 3; // pairs
    }
    return 0;
}

bool ValueEvidence::valuesFit(TestedKind kind) const
{
    return m_returned > 0 && m_firstOutside[rangeOf(kind)].first < 0;
}

std::optional<ValueEvidence::Tally> ValueEvidence::valueOutside(TestedKind kind) const
{
    const std::size_t range = rangeOf(kind);
    if (m_firstOutside[range].first < 0)
        return std::nullopt;
    Tally tally;
    tally.refuted = 1;
    tally.firstRefuting = m_firstOutside[range].first;
    tally.refutingValue = m_firstOutside[range].second;
    return tally;
}

bool ValueEvidence::holds(TestedKind kind) const
{
    const Tally& t = tally(kind);
    return valuesFit(kind) && t.tested > 0 && t.refuted == 0;
}

ValueReading givenValues(ValueMeaning given)
{
    ValueReading reading;
    reading.meaning = given;
    reading.suggested = given;
    reading.basis = ValueReading::Basis::Given;
    return reading;
}

ValueReading readValues(const ValueEvidence& evidence, ValueMeaning suggested)
{
    ValueReading reading;
    reading.suggested = suggested;
    reading.meaning = suggested;
    const std::optional<TestedKind> own = testedKindOf(suggested, evidence.pairs());
    if (own && evidence.holds(*own)) {
        reading.basis = ValueReading::Basis::Confirmed;
        reading.tested = evidence.tally(*own).tested;
        return reading;
    }
    const bool score = suggested == ValueMeaning::MoverScore || suggested == ValueMeaning::ScoreDifference
        || suggested == ValueMeaning::FirstPlayerScore;
    if (own && evidence.tally(*own).refuted > 0)
        reading.why = evidence.tally(*own);
    else if (own)
        reading.why = evidence.valueOutside(*own);
    // Another kind needs calls that could have refuted it: where every value is a win, every
    // win/lose kind fits. Grundy numbers above 1 before "the mover wins", which they also fit.
    std::vector<TestedKind> order {
        TestedKind::MoverWins, TestedKind::FirstPlayerWins, TestedKind::WinnerIndex, TestedKind::Negamax, TestedKind::Grundy};
    if (evidence.largestValue() >= 2)
        order.insert(order.begin(), TestedKind::Grundy);
    if (evidence.pairs()) // (mine, theirs) first: a turn flag suggests the other, and is confirmed above
        order.insert(order.begin(), {TestedKind::MinePair, TestedKind::FirstSecondPair});
    for (const TestedKind kind : order) {
        // What each move gains is not in the trace, so a score is kept as the code says unless
        // its values are all 0 and 1 and they win and lose as a game's do (`chmax(best, 1 - f())`).
        // A pair of scores is tested by the number its move left alone.
        if (score && !pairKind(kind)
            && !(evidence.valuesFit(TestedKind::MoverWins) && kind != TestedKind::Grundy && kind != TestedKind::Negamax))
            continue;
        if (evidence.holds(kind) && evidence.tally(kind).telling > 0) {
            reading.meaning = meaningOf(kind);
            reading.basis = ValueReading::Basis::Found;
            reading.tested = evidence.tally(kind).tested;
            return reading;
        }
    }
    // A move that splits a heap is the XOR of two calls: its value is no call's, and the mex of
    // the calls' values says nothing. Grundy numbers the code computes stand (ABC 206 F).
    if (suggested == ValueMeaning::Grundy && evidence.valuesFit(TestedKind::Grundy))
        return reading;
    if (reading.why) { // the syntax's kind is refuted: no colour rather than a wrong one
        reading.meaning = ValueMeaning::Plain;
        reading.basis = ValueReading::Basis::NoneFits;
    }
    return reading;
}

namespace {
QString quoted(ValueMeaning meaning)
{
    return ReadingTr::tr("“%1”").arg(valueMeaningTitle(meaning));
}

// "call #12 returns 1 from moves that return 1, 1"; "call #3 returns 2" (a value the kind has not)
QString refutation(const ValueEvidence::Tally& why, const ValueText& text)
{
    if (why.refutingChildren.empty())
        return ReadingTr::tr("call #%1 returns %2").arg(why.firstRefuting).arg(text(why.refutingValue));
    QStringList children;
    for (const CallValue& value : why.refutingChildren)
        children << text(value);
    return ReadingTr::tr("call #%1 returns %2 from moves that return %3")
        .arg(QString::number(why.firstRefuting), text(why.refutingValue), children.join(QStringLiteral(", ")));
}
} // namespace

QString valueReadingNote(const ValueReading& reading, const ValueText& text)
{
    switch (reading.basis) {
    case ValueReading::Basis::Given: return {};
    case ValueReading::Basis::Confirmed:
    case ValueReading::Basis::Found:
        if (reading.basis == ValueReading::Basis::Confirmed || (!reading.why && reading.suggested == ValueMeaning::Plain))
            return ReadingTr::tr("values read as %1: all %L2 calls computed from their moves fit it")
                .arg(quoted(reading.meaning))
                .arg(reading.tested);
        if (!reading.why)
            return ReadingTr::tr("values read as %1: all %L2 calls computed from their moves fit it (the code alone "
                                 "suggests %3)")
                .arg(quoted(reading.meaning))
                .arg(reading.tested)
                .arg(quoted(reading.suggested));
        return ReadingTr::tr("values read as %1, not %2 as the code suggests: %3, which %2 does not allow; all %L4 calls "
                             "computed from their moves fit %1")
            .arg(quoted(reading.meaning), quoted(reading.suggested), refutation(*reading.why, text))
            .arg(reading.tested);
    case ValueReading::Basis::NoneFits:
        return ReadingTr::tr("the values fit no kind of game value, so they are drawn as plain numbers: the code suggests "
                             "%1, but %2; choose a kind with Values (--values) to colour the tree")
            .arg(quoted(reading.suggested), refutation(*reading.why, text));
    case ValueReading::Basis::Unchecked:
        if (reading.meaning == ValueMeaning::Plain)
            return {};
        if (reading.why)
            return ReadingTr::tr("values read as %1, as the code suggests, though %2: a move that combines several calls "
                                 "(the XOR of two heaps) is not one call's value")
                .arg(quoted(reading.meaning), refutation(*reading.why, text));
        return ReadingTr::tr("values read as %1, as the code suggests (a score is not checked against the run)")
            .arg(quoted(reading.meaning));
    }
    return {};
}

} // namespace gt
