// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Reads the records of a user's program's trace stream (runtime/stream_format.h), chunk after
// chunk, their headers already taken off (a record never spans two chunks). A record cut short
// ends the reading: nothing past it is trusted.

#include <QByteArray>

#include <cstdint>
#include <string_view>
#include <vector>

namespace gt {

class StreamReader {
public:
    explicit StreamReader(const std::vector<QByteArray>& chunks)
        : m_chunks(chunks)
    {
    }
    // Reading frees each chunk once it is read: for a run read for the last time.
    explicit StreamReader(std::vector<QByteArray>* consumed)
        : m_chunks(*consumed)
        , m_consumed(consumed)
    {
    }

    // False once every record is read or one was cut short. Call between records only.
    bool more()
    {
        while (m_ok && m_at == m_end && m_next < m_chunks.size()) {
            if (m_consumed && m_next > 0)
                (*m_consumed)[m_next - 1] = QByteArray();
            const QByteArray& chunk = m_chunks[m_next++];
            m_at = reinterpret_cast<const std::uint8_t*>(chunk.constData());
            m_end = m_at + chunk.size();
        }
        return m_ok && m_at < m_end;
    }
    bool ok() const { return m_ok; }

    std::uint8_t byte()
    {
        if (m_at >= m_end)
            return broken();
        return *m_at++;
    }
    std::uint64_t varint()
    {
        std::uint64_t value = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            const std::uint8_t b = byte();
            value |= std::uint64_t(b & 0x7f) << shift;
            if (!(b & 0x80))
                return value;
        }
        return broken();
    }
    std::int64_t zigzag()
    {
        const std::uint64_t v = varint();
        return std::int64_t(v >> 1) ^ -std::int64_t(v & 1);
    }
    std::string_view text()
    {
        const std::uint64_t length = varint();
        if (std::uint64_t(m_end - m_at) < length)
            return broken(), std::string_view();
        const std::string_view view(reinterpret_cast<const char*>(m_at), std::size_t(length));
        m_at += length;
        return view;
    }

    // Where the next byte is, within the current chunk (a record never spans two).
    const std::uint8_t* position() const { return m_at; }
    std::string_view bytes(std::size_t n)
    {
        if (std::size_t(m_end - m_at) < n)
            return broken(), std::string_view();
        const std::string_view view(reinterpret_cast<const char*>(m_at), n);
        m_at += n;
        return view;
    }

private:
    std::uint8_t broken()
    {
        m_ok = false;
        m_at = m_end;
        m_next = m_chunks.size();
        return 0;
    }

    const std::vector<QByteArray>& m_chunks;
    std::vector<QByteArray>* m_consumed = nullptr;
    std::size_t m_next = 0;
    const std::uint8_t* m_at = nullptr;
    const std::uint8_t* m_end = nullptr;
    bool m_ok = true;
};

} // namespace gt
