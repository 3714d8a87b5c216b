// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What the runtime's pieces share: the writer of the trace stream, the label tables, the stack of
// open calls and the program's declarations. Plain C++; internal to the runtime.

#include "gametree.h"
#include "stream_format.h"

#include <cerrno>
#include <climits>
#include <csignal>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

namespace gt::detail {

static_assert(kLabelBytes == stream::kMaxLabelBytes, "gametree.h and the stream agree on the label size");

// Writes all of [data, data + size) with only write(2) (a signal handler calls it); ends the
// program when the studio has gone.
inline void writeWhole(int fd, const void* data, std::size_t size)
{
    const char* p = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(fd, p, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            _exit(1);
        p += n;
        size -= std::size_t(n);
    }
}

// Buffered chunks to the studio. Whole records only become part of a chunk (`m_committed`), so a
// signal handler can send what is complete without a torn record.
// The studio's counter of calls entered, eight bytes on descriptor `fd` (kProgramCallsFd), or
// null when the descriptor is not one (the program run by hand).
inline void* mapCallsCounter(int fd)
{
    void* page = fd < 0 ? MAP_FAILED : mmap(nullptr, 8, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
    return page == MAP_FAILED ? nullptr : page;
}

class Writer {
public:
    static constexpr std::size_t kCapacity = 1 << 16;
    static constexpr std::size_t kSlack = stream::kMaxLabelBytes + 64; // one more record always fits

    void setFd(int fd) { m_fd = fd; }
    // Moves the buffer into the memory the studio shares on `fd` (buffer-fd; stream_format.h's
    // SharedBufferHead), so that the records committed survive however the program ends. Keeps
    // its own buffer when `fd` is not such memory (the program run by hand).
    void share(int fd)
    {
        struct stat file { };
        if (fd < 0 || fstat(fd, &file) != 0 || std::size_t(file.st_size) < stream::kSharedHeadBytes + sizeof m_own)
            return;
        void* page = mmap(nullptr, std::size_t(file.st_size), PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
        if (page == MAP_FAILED)
            return;
        auto* shared = static_cast<char*>(page);
        std::memcpy(shared + stream::kSharedHeadBytes, m_buffer, m_size);
        m_head = reinterpret_cast<volatile stream::SharedBufferHead*>(shared);
        m_head->base = reinterpret_cast<std::uintptr_t>(shared);
        m_buffer = shared + stream::kSharedHeadBytes;
        publishCommitted();
    }
    // The studio's counter of calls entered (kProgramCallsFd), stored at every call.
    void setCallsShown(volatile std::uint64_t* shown) { m_shown = shown; }
    bool open() const { return m_fd >= 0; }
    // In a forked child: the parent sends the trace; what the child holds or records is dropped.
    void abandon()
    {
        m_fd = -1;
        m_shown = nullptr;
        m_buffer = m_own; // the shared buffer is the parent's
        m_head = nullptr;
        m_size = stream::kChunkHeaderBytes;
        m_committed = stream::kChunkHeaderBytes;
    }
    void reserve(std::size_t bytes)
    {
        if (m_size + bytes > kCapacity)
            flush();
    }
    void byte(std::uint8_t b) { m_buffer[m_size++] = char(b); }
    void varint(std::uint64_t v)
    {
        while (v >= 0x80) {
            byte(std::uint8_t(v | 0x80));
            v >>= 7;
        }
        byte(std::uint8_t(v));
    }
    void zigzag(long long v) { varint((std::uint64_t(v) << 1) ^ std::uint64_t(v >> 63)); }
    void text(const char* data, std::size_t length)
    {
        varint(length);
        std::memcpy(m_buffer + m_size, data, length);
        m_size += length;
    }
    // Ends a record; `enters` is 1 for an Enter.
    void commit(std::uint32_t enters = 0)
    {
        m_calls += enters;
        m_committedCalls = m_calls;
        if (m_shown)
            *m_shown = m_calls;
        m_committed = m_size;
        publishCommitted();
    }
    // Drops a record begun but not committed.
    void rollback() { m_size = m_committed; }

    void flush()
    {
        m_flushing = 1;
        writeChunk();
        m_flushing = 0;
    }
    // From a signal handler: only write(2), and nothing while a flush was interrupted.
    void flushFromSignal()
    {
        if (!m_flushing)
            writeChunk();
    }

private:
    void writeChunk()
    {
        const std::size_t payload = m_committed - stream::kChunkHeaderBytes;
        if (payload == 0)
            return;
        if (m_fd >= 0) { // else dropped: a forked child's records
            const std::uint32_t header[2] = {std::uint32_t(payload), m_committedCalls};
            std::memcpy(m_buffer, header, sizeof header); // little endian, as every Linux target here
            writeWhole(m_fd, m_buffer, m_committed);
        }
        const std::size_t rest = m_size - m_committed; // a record being written stays
        std::memmove(m_buffer + stream::kChunkHeaderBytes, m_buffer + m_committed, rest);
        m_size = stream::kChunkHeaderBytes + rest;
        m_committed = stream::kChunkHeaderBytes;
        publishCommitted();
        if (m_head && m_fd >= 0) // counted once the buffer is empty: its records are read once
            m_head->chunksSent = m_head->chunksSent + 1;
    }
    void publishCommitted()
    {
        if (m_head)
            m_head->committed = m_head->base + stream::kSharedHeadBytes + m_committed;
    }

    int m_fd = -1;
    volatile std::uint64_t* m_shown = nullptr;
    char m_own[kCapacity + kSlack];
    char* m_buffer = m_own;                              // m_own, or the shared buffer after its head
    volatile stream::SharedBufferHead* m_head = nullptr; // the shared buffer's head
    std::size_t m_size = stream::kChunkHeaderBytes;
    volatile std::size_t m_committed = stream::kChunkHeaderBytes;
    std::uint32_t m_calls = 0;
    volatile std::uint32_t m_committedCalls = 0;
    volatile sig_atomic_t m_flushing = 0;
};

// Label text -> dense id: an open-addressing table of (hash, id) over the texts kept end to end.
// A program may make a million distinct labels in ten million calls (std::unordered_map spent a
// third of such a run chasing its nodes).
class Interner {
public:
    explicit Interner(std::uint32_t firstId)
        : m_first(firstId)
        , m_slots(1 << 12, 0)
    {
    }
    // The id of `text`; `isNew` when it was first seen now.
    std::uint32_t idOf(std::string_view text, bool& isNew)
    {
        const std::uint64_t hash = hashOf(text);
        std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const std::uint64_t slot = m_slots[i];
            if (slot == 0)
                break;
            if ((slot >> 32) == (hash >> 32) && textOf(std::uint32_t(slot) - 1) == text) {
                isNew = false;
                return m_first + std::uint32_t(slot) - 1;
            }
        }
        isNew = true;
        const std::uint32_t index = std::uint32_t(m_ends.size());
        m_text.append(text);
        m_ends.push_back(m_text.size());
        if (2 * m_ends.size() > m_slots.size())
            grow();
        else
            place(hash, index);
        return m_first + index;
    }

private:
    static std::uint64_t hashOf(std::string_view text)
    {
        std::uint64_t h = 0x9e3779b97f4a7c15ull ^ text.size();
        const char* p = text.data();
        std::size_t n = text.size();
        for (; n >= 8; p += 8, n -= 8) {
            std::uint64_t word;
            std::memcpy(&word, p, 8);
            h = (h ^ word) * 0xbf58476d1ce4e5b9ull;
            h ^= h >> 31;
        }
        std::uint64_t tail = 0;
        std::memcpy(&tail, p, n);
        h = (h ^ tail) * 0x94d049bb133111ebull;
        return h ^ (h >> 29);
    }
    std::string_view textOf(std::uint32_t index) const
    {
        const std::size_t begin = index ? m_ends[index - 1] : 0;
        return std::string_view(m_text).substr(begin, m_ends[index] - begin);
    }
    void place(std::uint64_t hash, std::uint32_t index)
    {
        const std::size_t mask = m_slots.size() - 1;
        std::size_t i = hash & mask;
        while (m_slots[i] != 0)
            i = (i + 1) & mask;
        m_slots[i] = (hash & 0xffffffff00000000ull) | (index + 1);
    }
    void grow()
    {
        m_slots.assign(m_slots.size() * 2, 0);
        for (std::uint32_t index = 0; index < m_ends.size(); ++index)
            place(hashOf(textOf(index)), index);
    }

    std::uint32_t m_first;
    std::vector<std::uint64_t> m_slots; // hash's high half << 32 | index + 1; 0 is empty
    std::string m_text;
    std::vector<std::size_t> m_ends;
};

struct Frame {
    std::uint32_t state;
    unsigned line;
    bool secondPlayer;
    bool returned;
};

struct ParamDeclaration {
    std::string name;
    std::string description;
    bool list = false;
    std::vector<int> defaultValue;
    int min = 0, max = 0, minItems = 1, maxItems = 1;
    unsigned line = 0;
};

struct Settings {
    bool describe = false;
    bool memo = true;
    bool memoGiven = false;
    bool shortCircuit = false;
    bool shortCircuitGiven = false;
    long long maxCalls = LLONG_MAX;
    std::vector<std::pair<std::string, std::string>> params;
};

// run.table and friends: the memo's shape as the description reports it.
struct TableDeclaration {
    const char* kind = nullptr; // "line", "grid", "subsets"; null: none declared
    std::string declaration;
    int rows = 1, columns = 0; // subsets: columns is the number of items
    std::string rowAxis = "i", columnAxis = "i";
};

// Everything the program's calls share.
struct Runtime {
    Writer writer;
    Interner states {0};
    Interner moves {1};
    std::vector<Frame> stack;
    Settings settings;
    std::uint32_t pendingMove = 0;
    long long calls = 0;
    bool rootSeen = false;
    bool declarationsEnded = false;
    bool answered = false;
    long long rootValue = 0;
    bool rootReturned = false;
    Frame unwound {0, 0, false, false}; // a call ended by an exception; its line is 0 if none
    // Declarations, reported in the Description record.
    std::string title;
    const char* values = "MoverWins";
    bool hasShortCircuit = true;
    bool memoDefault = true;
    bool shortCircuitDefault = false;
    std::vector<ParamDeclaration> params;
    TableDeclaration table;
};

// The one runtime of the process; never destroyed, as signal handlers may still use it.
Runtime& rt();

// Writes a Failure record, sends what is recorded and ends the program.
[[noreturn]] void fail(stream::FailureKind kind, long long state, unsigned line, std::string_view text = {});
[[noreturn]] void badDeclaration(unsigned line, const std::string& what);
// An exception that passed through a call and was caught inside the program broke the tree.
void checkNotUnwound();

// runtime_declarations.cpp: the command line the studio builds, and the Description record
// written once the declarations end (at the first call, the answer, or the end of the body).
void readSettings(int argc, char** argv, Settings& settings);
void endDeclarations();

// runtime_signals.cpp: a crash or a limit still sends the calls recorded.
void installSignalHandlers(const char* stackTop);
// Another buffer to send first from a signal handler (only write(2)): a program traced as written.
void setExtraFlush(void (*flush)());

} // namespace gt::detail
