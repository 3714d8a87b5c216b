// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include "call_record.h"

#include <cstddef>
#include <cstdint>

namespace gt {

// The recorded calls of one run: an array that reserves address space for `capacity` records up
// front and never moves. Pages become resident only when written, so a large recording limit
// costs nothing until it is used, and growing never copies (a growing std::vector copied each
// record about twice and made tracing 13x slower than the bare run instead of 2.4x).
//
// A released buffer's reservation is kept for the next buffer of the process (one is kept): its
// pages are still in memory, and the kernel's zeroing of fresh pages was half of a traced run's
// time. The kept pages are marked free (MADV_FREE), so the kernel takes them back when memory
// runs short; until then the next run writes over them without a page fault.
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
    // Bytes of the reservation the kernel holds in memory now (whole pages; for measurements).
    std::size_t residentBytes() const;
    // Gives back the pages past the records that a reused reservation brought (after recording).
    void releaseUnused();

private:
    friend class CallWriter;
    void release();

    CallRecord* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
    std::size_t m_mappedBytes = 0;  // the reservation, at least capacity records
    std::size_t m_touchedBytes = 0; // the reservation's prefix written by an earlier buffer
};

// The bytes of [data, data + bytes) the kernel holds in memory now, in whole pages (for
// measurements: it walks the page tables).
std::size_t residentBytesIn(const void* data, std::size_t bytes);

// State -> the first recorded call that computed it: a run's memo links. Reserved like a
// CallBuffer, so only the pages of the states that were computed become resident (a user's
// program numbers its states after those of its earlier runs).
class FirstCallTable {
public:
    FirstCallTable() = default;
    explicit FirstCallTable(std::uint32_t states);
    ~FirstCallTable();
    FirstCallTable(FirstCallTable&& other) noexcept;
    FirstCallTable& operator=(FirstCallTable&& other) noexcept;
    FirstCallTable(const FirstCallTable&) = delete;
    FirstCallTable& operator=(const FirstCallTable&) = delete;

    // -1 where none was set.
    std::int32_t get(std::uint32_t state) const { return m_data[state] - 1; }
    void set(std::uint32_t state, std::int32_t call) { m_data[state] = call + 1; }
    void prefetch(std::uint32_t state) const { __builtin_prefetch(m_data + state, 1); }
    // Bytes the kernel holds in memory now (whole pages; for measurements).
    std::size_t residentBytes() const;

private:
    std::int32_t* m_data = nullptr; // call + 1: a page never written reads as zeros, none
    std::size_t m_bytes = 0;
};

} // namespace gt
