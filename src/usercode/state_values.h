// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The states of a program traced as written, as its runtime sends them (stream_format.h: an
// EnterKey record's typed values): read, told apart and named here, so that the program's own
// calls cost only the writing of a few bytes.

#include "stream_reader.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace gt {

// A function's names, from its FunctionSchema record ("+name|param|param").
struct FunctionSchema {
    bool namesFunction = false; // several functions are traced: a label says which
    QString name;
    QStringList params;
    std::uint32_t line = 0; // where the function is defined: every call of it enters there
    bool known = false;
};
FunctionSchema parseFunctionSchema(std::string_view descriptor);

// Reads one typed value; false when it is not one (the stream is broken there).
bool skipStateValue(StreamReader& reader, int depth = 0);
// Reads the values of an EnterKey record's bytes (`values`, already known whole) as a label:
// "s=11, mask=0", "f(n=3)", "board=\"X.O\"", long lists and strings shortened.
QString stateLabel(const FunctionSchema& schema, std::string_view values);

// The values of an EnterKey record as integers (bool and char as their numbers), one per
// parameter of its schema; nullopt for a value of any other kind or a broken record.
std::vector<std::optional<std::int64_t>> integerValues(std::string_view values, qsizetype count);

// State keys -> dense ids. A key is named by a 64-bit hash of its bytes: a slot holds the hash
// and the id, so a look-up touches one cache line (two states of a million share a hash with
// odds near 10^-7).
class StateInterner {
public:
    StateInterner();
    // The name of `key` (of the function `salt`), never 0.
    static std::uint64_t hashOf(std::string_view key, std::uint64_t salt);
    // Brings the slot of `hash` into the cache ahead of its look-up.
    void prefetch(std::uint64_t hash) const { __builtin_prefetch(&m_slots[hash & (m_slots.size() - 1)]); }
    // The id of a key by its name; `isNew` when it is first seen.
    std::uint32_t idOf(std::uint64_t hash, bool& isNew);
    std::uint32_t count() const { return m_count; }

private:
    struct Slot {
        std::uint64_t hash;
        std::uint32_t id;
    };
    void grow();
    std::vector<Slot> m_slots;
    std::uint32_t m_count = 0;
};

} // namespace gt
