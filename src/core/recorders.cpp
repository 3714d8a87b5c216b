// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "recorders.h"

#include <QCoreApplication>

#include <algorithm>
#include <string>

namespace gt {

namespace {
class RunLimitsTr {
    Q_DECLARE_TR_FUNCTIONS(gt::RunLimits)
};

QString withThousands(std::int64_t n)
{
    QString digits = QString::number(n);
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(i, u',');
    return digits;
}
} // namespace

CountingRecorder::CountingRecorder(std::uint32_t stateSpaceSize, const RunLimits& limits)
    : m_limits(limits)
    , m_stateSpaceSize(stateSpaceSize)
    , m_seen((std::size_t(stateSpaceSize) + 63) / 64, 0)
{
}

void CountingRecorder::poll()
{
    if (m_limits.cancel && m_limits.cancel->load(std::memory_order_relaxed))
        throw RunError(RunError::Kind::Cancelled, "the run was cancelled", m_calls);
    if (m_limits.onProgress && (m_calls & kProgressMask) == 0)
        m_limits.onProgress(Progress {m_calls, recordedCalls(), m_distinctStates, m_stateSpaceSize});
}

void CountingRecorder::throwTooLarge() const
{
    // solveTraced and solveCounted add the advice that fits the run's options.
    throw RunError(RunError::Kind::TooLarge,
        RunLimitsTr::tr("too large: the run needs more than %1 calls (the call limit)")
            .arg(withThousands(m_limits.maxCalls))
            .toStdString(),
        m_calls);
}

TraceRecorder::TraceRecorder(std::uint32_t stateSpaceSize, const RunLimits& limits, bool memoEnabled, bool trustedMemo)
    : CountingRecorder(stateSpaceSize, limits)
    , m_memoEnabled(memoEnabled)
    , m_knownLinks(memoEnabled && trustedMemo)
    , m_firstComputed(stateSpaceSize)
    , m_calls(std::size_t(limits.maxRecordedCalls))
    , m_stack(new std::int32_t[kMaxRecordedDepth + 2])
    , m_open(m_stack.get() + 1)
    , m_stateStack(new std::uint32_t[kMaxRecordedDepth + 2])
    , m_openState(m_stateStack.get() + 1)
{
    m_stack[0] = -1;
    m_stateStack[0] = 0;
}

void TraceRecorder::throwTooDeep() const
{
    throw RunError(RunError::Kind::TooLarge,
        RunLimitsTr::tr("too large: the recursion is deeper than %1 calls").arg(withThousands(kMaxRecordedDepth)).toStdString(),
        calls());
}

std::int32_t TraceRecorder::storeWide(std::int64_t value)
{
    if (std::int64_t(m_wideValues.size()) >= StoredValue::kMaxEscapes) // more than CallRecord ids allow in practice
        throw RunError(RunError::Kind::TooLarge,
            RunLimitsTr::tr("too large: more than %1 calls return values beyond 32 bits")
                .arg(withThousands(StoredValue::kMaxEscapes))
                .toStdString(),
            calls());
    m_wideValues.push_back(value);
    return StoredValue::escapeCode(std::int64_t(m_wideValues.size()) - 1);
}

void TraceRecorder::abandonOpenCalls()
{
    // Too deep a call stopped the run before its entry was written.
    for (std::int64_t depth = 0; depth <= std::min(currentDepth(), kMaxRecordedDepth); ++depth)
        if (m_open[depth] >= 0)
            m_calls[std::size_t(m_open[depth])].subtreeEnd = static_cast<std::uint32_t>(m_calls.size());
}

Trace TraceRecorder::takeTrace()
{
    CallBuffer calls = m_calls.finish();
    calls.releaseUnused();
    m_wideValues.shrink_to_fit();
    Trace trace(std::move(calls), std::move(m_firstComputed), m_truncated, m_memoEnabled, std::move(m_wideValues));
    trace.setCallLines(std::move(m_lines));
    trace.setStatesWhole(m_statesWhole);
    if (!m_secondValues.empty()) {
        m_secondValues.resize(std::size_t(trace.size()), 0);
        m_secondValues.shrink_to_fit();
        trace.setSecondValues(std::move(m_secondValues));
    }
    return trace;
}

} // namespace gt
