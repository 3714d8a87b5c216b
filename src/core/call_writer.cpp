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

void CallWriter::flushWindow()
{
    streamLines(m_buffer.m_data + m_windowStart, m_window->records, sizeof(Window));
    m_windowStart += kWindow;
    m_windowEnd = std::min(m_windowStart + kWindow, m_buffer.capacity());
    m_buffer.m_size = m_windowStart; // what the buffer keeps if the run stops here
}

CallBuffer CallWriter::finish()
{
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
