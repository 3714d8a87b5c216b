#pragma once

#include "call_record.h"

#include <cstddef>

namespace gt {

// The recorded calls of one run: an array that reserves address space for `capacity` records up
// front and never moves. Pages become resident only when written, so a large recording limit
// costs nothing until it is used, and growing never copies (a growing std::vector copied each
// record about twice and made tracing 13x slower than the bare run instead of 2.4x).
class CallBuffer {
public:
    CallBuffer() = default;
    explicit CallBuffer(std::size_t capacity);
    ~CallBuffer();
    CallBuffer(CallBuffer&& other) noexcept;
    CallBuffer& operator=(CallBuffer&& other) noexcept;
    CallBuffer(const CallBuffer&) = delete;
    CallBuffer& operator=(const CallBuffer&) = delete;

    std::size_t size() const { return m_size; }
    std::size_t capacity() const { return m_capacity; }
    bool full() const { return m_size == m_capacity; }
    void push_back(const CallRecord& record) { m_data[m_size++] = record; }
    CallRecord& operator[](std::size_t i) { return m_data[i]; }
    const CallRecord& operator[](std::size_t i) const { return m_data[i]; }
    // Bytes of the records written so far: the part of the reservation that can be resident.
    std::size_t bytesUsed() const { return m_size * sizeof(CallRecord); }

private:
    void release();

    CallRecord* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace gt
