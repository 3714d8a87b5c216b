// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "state_values.h"

#include "runtime/stream_format.h"

#include <cstring>

namespace gt {

namespace {

constexpr int kDeepest = 32;             // values nest no deeper (a vector of vectors ...)
constexpr qsizetype kLongestLabel = 120; // then items are left out
constexpr int kShownItems = 9;           // a tic-tac-toe board, flattened, shows whole
constexpr qsizetype kShownCharacters = 24;
constexpr qsizetype kShownEndCharacters = 8; // of them, at the end
const QString kEllipsis = QStringLiteral("…");

std::uint64_t mix(std::uint64_t h)
{
    h ^= h >> 31;
    h *= 0xd6e8feb86659fd93ull;
    h ^= h >> 32;
    h *= 0x9e3779b97f4a7c15ull;
    h ^= h >> 29;
    return h;
}

std::uint64_t hashOf(std::string_view key)
{
    std::uint64_t h = 0x9e3779b97f4a7c15ull * (key.size() + 1);
    const char* p = key.data();
    std::size_t n = key.size();
    for (; n >= 8; p += 8, n -= 8) {
        std::uint64_t word;
        std::memcpy(&word, p, 8);
        h = mix(h ^ word);
    }
    if (n > 0) {
        std::uint64_t tail = 0;
        std::memcpy(&tail, p, n);
        h = mix(h ^ tail);
    }
    return h | 1; // 0 marks an empty slot
}

// A long string shows its start and its end: a game's string mostly changes at one of them (a
// move appended, a stone taken from the end), so that two long states read apart.
QString quoted(std::string_view text, std::uint64_t length)
{
    const QString s = QString::fromUtf8(text.data(), qsizetype(text.size()));
    if (length <= std::uint64_t(kShownCharacters) || s.size() <= kShownCharacters)
        return u'"' + s + u'"';
    return u'"' + s.left(kShownCharacters - kShownEndCharacters) + kEllipsis + s.right(kShownEndCharacters)
        + QStringLiteral("\" (%L1)").arg(length);
}

template <class T> T fixedOf(StreamReader& r)
{
    T v = 0;
    const std::string_view b = r.bytes(sizeof v);
    if (b.size() == sizeof v)
        std::memcpy(&v, b.data(), sizeof v);
    return v;
}

// Appends the next value's text; false for a broken stream.
bool appendValue(StreamReader& r, QString& out, int depth)
{
    if (depth > kDeepest)
        return false;
    const std::uint8_t tag = r.byte();
    switch (tag) {
    case stream::ValueInt: out += QString::number(r.zigzag()); break;
    case stream::ValueInt32: out += QString::number(fixedOf<std::int32_t>(r)); break;
    case stream::ValueInt64: out += QString::number(fixedOf<std::int64_t>(r)); break;
    case stream::ValueUnsigned32: out += QString::number(fixedOf<std::uint32_t>(r)); break;
    case stream::ValueUnsigned64: out += QString::number(fixedOf<std::uint64_t>(r)); break;
    case stream::ValueUnsigned: out += QString::number(r.varint()); break;
    case stream::ValueBool: out += r.byte() ? QStringLiteral("true") : QStringLiteral("false"); break;
    case stream::ValueChar: {
        const std::uint8_t c = r.byte();
        out += c >= 0x20 && c < 0x7f ? QStringLiteral("'%1'").arg(QChar::fromLatin1(char(c))) : QString::number(int(char(c)));
        break;
    }
    case stream::ValueFloat: {
        double v = 0;
        const std::string_view b = r.bytes(sizeof v);
        if (b.size() == sizeof v)
            std::memcpy(&v, b.data(), sizeof v);
        out += QString::number(v, 'g', 6);
        break;
    }
    case stream::ValueString: {
        const std::uint64_t n = r.varint();
        out += quoted(r.bytes(std::size_t(std::min<std::uint64_t>(n, 1u << 20))), n);
        break;
    }
    case stream::ValueList: {
        const std::uint64_t n = r.varint();
        out += u'{';
        for (std::uint64_t k = 0; k < n && r.ok(); ++k) {
            if (k < std::uint64_t(kShownItems) && out.size() < kLongestLabel) {
                if (k > 0)
                    out += u',';
                if (!appendValue(r, out, depth + 1))
                    return false;
            } else {
                if (k == std::uint64_t(kShownItems) || out.size() >= kLongestLabel)
                    out += QStringLiteral(",") + kEllipsis;
                for (; k < n && r.ok(); ++k)
                    if (!skipStateValue(r, depth + 1))
                        return false;
                out += QStringLiteral("} (%L1)").arg(n);
                return r.ok();
            }
        }
        out += u'}';
        break;
    }
    case stream::ValuePair:
        out += u'(';
        if (!appendValue(r, out, depth + 1))
            return false;
        out += u',';
        if (!appendValue(r, out, depth + 1))
            return false;
        out += u')';
        break;
    case stream::ValueOpaque:
        r.bytes(std::size_t(r.varint()));
        out += kEllipsis;
        break;
    case stream::ValueCut:
        out += kEllipsis + QStringLiteral(" (%L1 bytes)").arg(r.varint());
        r.bytes(8);
        break;
    default: return false;
    }
    return r.ok();
}

} // namespace

FunctionSchema parseFunctionSchema(std::string_view descriptor)
{
    FunctionSchema schema;
    schema.known = true;
    QString d = QString::fromUtf8(descriptor.data(), qsizetype(descriptor.size()));
    schema.namesFunction = d.startsWith(u'+');
    if (!d.isEmpty())
        d.remove(0, 1);
    QStringList parts = d.split(u'|');
    schema.name = parts.takeFirst();
    schema.params = parts;
    return schema;
}

bool skipStateValue(StreamReader& r, int depth)
{
    if (depth > kDeepest)
        return false;
    switch (r.byte()) {
    case stream::ValueInt:
    case stream::ValueUnsigned: r.varint(); break;
    case stream::ValueBool:
    case stream::ValueChar: r.byte(); break;
    case stream::ValueFloat:
    case stream::ValueInt64:
    case stream::ValueUnsigned64: r.bytes(8); break;
    case stream::ValueInt32:
    case stream::ValueUnsigned32: r.bytes(4); break;
    case stream::ValueString:
    case stream::ValueOpaque: r.bytes(std::size_t(r.varint())); break;
    case stream::ValueList:
        for (std::uint64_t n = r.varint(), k = 0; k < n && r.ok(); ++k)
            if (!skipStateValue(r, depth + 1))
                return false;
        break;
    case stream::ValuePair:                                                  // its two values in turn
        return skipStateValue(r, depth + 1) && skipStateValue(r, depth + 1); // NOLINT(misc-redundant-expression)
    case stream::ValueCut:
        r.varint();
        r.bytes(8);
        break;
    default: return false;
    }
    return r.ok();
}

QString stateLabel(const FunctionSchema& schema, std::string_view values)
{
    const std::vector<QByteArray> chunk {QByteArray::fromRawData(values.data(), qsizetype(values.size()))};
    StreamReader r(chunk);
    r.more();
    QString label;
    const bool named = schema.namesFunction || schema.params.isEmpty();
    if (named)
        label = schema.name + u'(';
    for (qsizetype k = 0; k < schema.params.size(); ++k) {
        if (k > 0)
            label += QStringLiteral(", ");
        label += schema.params[k] + u'=';
        if (!appendValue(r, label, 0))
            break;
    }
    if (named)
        label += u')';
    return label;
}

std::vector<std::optional<std::int64_t>> integerValues(std::string_view values, qsizetype count)
{
    const std::vector<QByteArray> chunk {QByteArray::fromRawData(values.data(), qsizetype(values.size()))};
    StreamReader r(chunk);
    r.more();
    std::vector<std::optional<std::int64_t>> out(std::size_t(std::max<qsizetype>(count, 0)));
    for (auto& value : out) {
        StreamReader peek = r;
        switch (peek.byte()) {
        case stream::ValueInt: r.byte(), value = r.zigzag(); break;
        case stream::ValueUnsigned: r.byte(), value = std::int64_t(r.varint()); break;
        case stream::ValueInt32: r.byte(), value = fixedOf<std::int32_t>(r); break;
        case stream::ValueInt64: r.byte(), value = fixedOf<std::int64_t>(r); break;
        case stream::ValueUnsigned32: r.byte(), value = fixedOf<std::uint32_t>(r); break;
        case stream::ValueUnsigned64: r.byte(), value = std::int64_t(fixedOf<std::uint64_t>(r)); break;
        case stream::ValueBool:
        case stream::ValueChar: r.byte(), value = r.byte(); break;
        default: skipStateValue(r); break;
        }
        if (!r.ok()) {
            value.reset();
            return out;
        }
    }
    return out;
}

StateInterner::StateInterner()
    : m_slots(std::size_t(1) << 16, Slot {0, 0})
{
}

std::uint64_t StateInterner::hashOf(std::string_view key, std::uint64_t salt)
{
    return gt::hashOf(key) ^ (mix(salt + 1) & ~std::uint64_t(1));
}

std::uint32_t StateInterner::idOf(std::uint64_t hash, bool& isNew)
{
    const std::size_t mask = m_slots.size() - 1;
    for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
        Slot& slot = m_slots[i];
        if (slot.hash == hash) {
            isNew = false;
            return slot.id;
        }
        if (slot.hash == 0) {
            isNew = true;
            slot = {hash, m_count};
            if (2 * std::size_t(++m_count) > m_slots.size())
                grow();
            return m_count - 1;
        }
    }
}

void StateInterner::grow()
{
    std::vector<Slot> old(m_slots.size() * 2, Slot {0, 0});
    old.swap(m_slots);
    const std::size_t mask = m_slots.size() - 1;
    for (const Slot& slot : old) {
        if (slot.hash == 0)
            continue;
        std::size_t i = slot.hash & mask;
        while (m_slots[i].hash != 0)
            i = (i + 1) & mask;
        m_slots[i] = slot;
    }
}

} // namespace gt
