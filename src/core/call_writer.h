// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "call_buffer.h"
#include "page_prefaulter.h"

#include <cstdint>
#include <memory>

namespace gt {

// Appends the records of a run to a CallBuffer. The newest records stay in a small window that
// fits the cache, where a call's record is filled in when it returns; a full window goes out to
// the buffer in whole cache lines with streaming stores. Written in place, every record cost a
// read of its line from memory first and pushed the solver's own tables out of the cache.
class CallWriter {
public:
    explicit CallWriter(std::size_t capacity);
    ~CallWriter();
    CallWriter(const CallWriter&) = delete;
    CallWriter& operator=(const CallWriter&) = delete;

    std::size_t size() const { return m_size; }
    // The next record's place, to be written field by field (a record built aside and copied in
    // was read back before its parts had landed: a store-forwarding stall on every call), or
    // nullptr when the buffer is full.
    CallRecord* append()
    {
        if (m_size == m_windowEnd) { // one test for both limits
            if (m_size == m_buffer.capacity())
                return nullptr;
            flushWindow();
        }
        return &m_window->records[m_size++ - m_windowStart];
    }
    // A record pushed before: in the window while it is there (nearly always), else in the buffer.
    CallRecord& operator[](std::size_t i)
    {
        return i >= m_windowStart ? m_window->records[i - m_windowStart] : m_buffer.m_data[i];
    }
    // Writes out the window and hands over the records; call once, after the run.
    CallBuffer finish();

private:
    // Whole cache lines: 1024 records of 24 bytes are 384 lines, and 24 KiB fit the L1 cache.
    static constexpr std::size_t kWindow = 1024;
    static_assert(kWindow * sizeof(CallRecord) % 64 == 0, "the window goes out in whole cache lines");
    struct alignas(64) Window {
        CallRecord records[kWindow];
    };
    void flushWindow();
    void prefaultAhead(std::size_t written);
    void stopPrefaulting();

    CallBuffer m_buffer;
    std::unique_ptr<Window> m_window;
    std::size_t m_size = 0;
    std::size_t m_windowStart = 0; // the id of the window's first record
    std::size_t m_windowEnd = 0;   // where it is full: kWindow records on, or the buffer's end
    // A run that grows past a few MiB gets its pages made resident ahead of it (see
    // PagePrefaulter); a small one never starts the thread.
    std::unique_ptr<PagePrefaulter> m_prefaulter;
    std::size_t m_nextPrefault = std::size_t(4) << 20; // bytes written when to ask for more
};

} // namespace gt
