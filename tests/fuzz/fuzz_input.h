// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Reads a fuzzer's bytes as the choices of a test: a byte, a number in a range, a string. Past
// the end every read gives zeros, so any input is a valid script.

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

class FuzzInput {
public:
    FuzzInput(const std::uint8_t* data, std::size_t size)
        : m_data(data)
        , m_size(size)
    {
    }
    bool more() const { return m_at < m_size; }
    std::uint8_t byte() { return m_at < m_size ? m_data[m_at++] : 0; }
    // A number from 0 to `count` - 1.
    int below(int count) { return count <= 1 ? 0 : int(byte() % count); }
    std::int32_t int32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v = (v << 8) | byte();
        return std::int32_t(v);
    }
    std::int64_t int64() { return std::int64_t((std::uint64_t(std::uint32_t(int32())) << 32) | std::uint32_t(int32())); }
    // Up to `maxLength` bytes as UTF-8 (invalid sequences and control characters included).
    QString text(int maxLength)
    {
        const int length = below(maxLength + 1);
        QByteArray bytes;
        for (int i = 0; i < length && more(); ++i)
            bytes += char(byte());
        return QString::fromUtf8(bytes);
    }
    QByteArray rest() { return QByteArray(reinterpret_cast<const char*>(m_data + m_at), qsizetype(m_size - m_at)); }

private:
    const std::uint8_t* m_data;
    std::size_t m_size;
    std::size_t m_at = 0;
};
