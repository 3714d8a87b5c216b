// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "call_writer.h"

#include <algorithm>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace gt {

namespace {
// Copies whole cache lines past the cache: a line written whole needs no read of its old content.
void streamLines(void* to, const void* from, std::size_t bytes)
{
#if defined(__SSE2__)
    auto* out = static_cast<__m128i*>(to);
    const auto* in = static_cast<const __m128i*>(from);
    for (std::size_t i = 0; i < bytes / sizeof(__m128i); ++i)
        _mm_stream_si128(out + i, _mm_load_si128(in + i));
#else
    std::memcpy(to, from, bytes);
#endif
}
} // namespace

CallWriter::CallWriter(std::size_t capacity)
    : m_buffer(capacity)
    , m_window(std::make_unique<Window>())
    , m_windowEnd(std::min(kWindow, capacity))
{
}

CallWriter::~CallWriter()
{
    stopPrefaulting();
}

void CallWriter::flushWindow()
{
    streamLines(m_buffer.m_data + m_windowStart, m_window->records, sizeof(Window));
    m_windowStart += kWindow;
    m_windowEnd = std::min(m_windowStart + kWindow, m_buffer.capacity());
    m_buffer.m_size = m_windowStart; // what the buffer keeps if the run stops here
    if (const std::size_t written = m_windowStart * sizeof(CallRecord); written >= m_nextPrefault)
        prefaultAhead(written);
}

void CallWriter::prefaultAhead(std::size_t written)
{
    // 16 MiB ahead: the writer fills that in about 10 ms, about the time the kernel takes to
    // zero it; what a run that stops leaves populated for nothing is given back after it.
    const std::size_t end = m_buffer.m_mappedBytes;
    const std::size_t wanted = std::min(end, written + (std::size_t(16) << 20));
    m_nextPrefault = written + (std::size_t(2) << 20);
    if (written < m_buffer.m_touchedBytes)
        return; // a reused reservation whose pages are there: beyond them only if this run goes on
    if (!m_prefaulter) {
        const std::size_t resident = std::max(m_buffer.m_touchedBytes, written); // the writer faulted these in
        m_prefaulter = std::make_unique<PagePrefaulter>(reinterpret_cast<char*>(m_buffer.m_data), resident, end);
    }
    m_prefaulter->populateTo(wanted);
}

void CallWriter::stopPrefaulting()
{
    if (!m_prefaulter)
        return;
    // The pages it made resident are the reservation's to give back or keep (CallBuffer::release).
    m_buffer.m_touchedBytes = std::max(m_buffer.m_touchedBytes, m_prefaulter->stop());
    m_prefaulter.reset();
}

CallBuffer CallWriter::finish()
{
    stopPrefaulting();
    const std::size_t count = m_size - m_windowStart;
    if (count > 0)
        std::memcpy(m_buffer.m_data + m_windowStart, m_window->records, count * sizeof(CallRecord));
#if defined(__SSE2__)
    _mm_sfence(); // the streamed lines are seen by every thread that reads the trace
#endif
    m_buffer.m_size = m_windowStart = m_size;
    m_window.reset();
    return std::move(m_buffer);
}

} // namespace gt
