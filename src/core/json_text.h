// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <QJsonValue>
#include <QStringView>

#include <charconv>
#include <cstdint>
#include <cstring>
#include <memory>
#include <string_view>

namespace gt {

// Compact JSON text built in memory, for output too large for a QJsonDocument per value (a
// trace of millions of calls): through QTextStream and a QJsonDocument per field, `trace --json`
// of 10.5 million calls took 51 s. The text is what QJsonDocument writes, byte for byte.
class JsonText {
public:
    JsonText() = default;
    JsonText(const JsonText&) = delete;
    JsonText& operator=(const JsonText&) = delete;

    // A literal: its length is known where it is written, so the copy is a few moves.
    template <std::size_t N> void raw(const char (&text)[N]) { append(text, N - 1); }
    void raw(std::string_view text) { append(text.data(), text.size()); }
    void raw(char c)
    {
        reserve(1);
        m_data[m_size++] = c;
    }
    void integer(std::int64_t n)
    {
        reserve(20);
        m_size = std::size_t(std::to_chars(m_data.get() + m_size, m_data.get() + m_capacity, n).ptr - m_data.get());
    }
    void string(QStringView text);
    void value(const QJsonValue& value);

    std::string_view text() const { return {m_data.get(), m_size}; }
    std::size_t size() const { return m_size; }
    void clear() { m_size = 0; }

private:
    void append(const char* text, std::size_t size)
    {
        reserve(size);
        std::memcpy(m_data.get() + m_size, text, size);
        m_size += size;
    }
    // Room for `more` bytes; the buffer only grows.
    void reserve(std::size_t more)
    {
        if (m_capacity - m_size < more)
            grow(more);
    }
    void grow(std::size_t more);
    char* escaped(char* out, char16_t c);

    std::unique_ptr<char[]> m_data;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
};

} // namespace gt
