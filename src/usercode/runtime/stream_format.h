// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The trace stream a user's program writes for Game Tree Studio: plain C++, shared by the
// runtime compiled with the user's code and by the studio that reads it.
//
// The stream is a sequence of chunks, each `u32 payload bytes, u32 calls entered so far` (little
// endian) and then whole records: a record never spans two chunks, so a chunk cut short by a
// crash loses only itself, and the reader can count calls from the headers alone.
// Numbers in records are LEB128 varints; values are zigzag-encoded. docs/trace-stream.md describes
// the format for a runtime in another language (src/usercode/python writes it from Python).

#include <cstddef>
#include <cstdint>

namespace gt::stream {

constexpr std::size_t kChunkHeaderBytes = 8;
constexpr std::size_t kMaxLabelBytes = 4096;        // a longer label is cut there
constexpr std::uint32_t kMaxDepth = (1u << 20) - 1; // the deepest call the studio records (EDPC K: 100,001)
// The largest memo table a program's DP table view draws (run.table, or the indexes a memo test
// met), and the most items of a table of subsets (run.subsetTable).
constexpr long long kMostTableCells = 1LL << 22;
constexpr int kMostSubsetItems = 22;

// A program traced as written keeps its records in a buffer shared with the studio, mapped from
// the descriptor GAMETREE_TRACE names (buffer-fd=N), so that the calls it made survive however it
// ends (_exit, exec, SIGKILL, the out-of-memory killer): once the program is gone, the studio
// reads the records committed there and not sent. The buffer starts with this head; the chunk
// being filled (its header, then its records) follows at kSharedHeadBytes.
struct SharedBufferHead {
    std::uint64_t at;         // the program's pointers into the buffer (autotrace.h's Out),
    std::uint64_t end;        // as it left them
    std::uint64_t committed;  // the end of the last whole record
    std::uint64_t base;       // where the program mapped the buffer (pointers minus base are offsets); 0: not mapped
    std::uint64_t chunksSent; // chunks written whole on the trace descriptor, counted once the buffer is empty again
};
constexpr std::size_t kSharedHeadBytes = 64;
constexpr std::size_t kSharedBufferBytes = std::size_t(128) << 10; // the descriptor's size; the program uses less

enum Tag : std::uint8_t {
    StateLabel = 0x01,     // varint length, bytes: the text of the next state id (from 0)
    MoveLabel = 0x02,      // varint length, bytes: the text of the next move id (from 1; 0 is none)
    FunctionSchema = 0x05, // varint function, varint line, varint length, "+name|param|param" ('+': labels
                           // name the function): a program traced as written, before its first call
    EnterFirst = 0x10,     // varint state, varint move, varint line: a call where the first player moves
    EnterSecond = 0x11,    // the same where the second player moves
    Cell = 0x12,           // zigzag row, zigzag column: the innermost open call's cell in the declared table
    EnterKeyFirst = 0x18,  // varint function, a ValueTag value per parameter of its schema (its line there):
    EnterKeySecond = 0x19, // a call traced as written; the reader makes its state from the values
    Leave = 0x20,          // | outcome | early << 2; zigzag value, varint line: the innermost call returns
    LeavePair = 0x28,      // the same for a pair's value (mine, theirs): zigzag first, zigzag second, varint line
    Answer = 0x30,         // zigzag value: what run.answer() was given
    Finished = 0x31,       // the program's body returned
    ExitedInside = 0x32,   // varint open calls: a program traced as written ended (exit()) inside its recursion
    Roots = 0x33,          // varint top-level calls of the recursion, varint the one recorded (from 1)
    GroupCalls = 0x34,     // varint group, varint its top-level calls, varint its calls under them, varint all its
                           // calls: one per group where several separate recursions are traced (each records its
                           // own root), after Roots
    Description = 0x40,    // varint length, JSON: the title, values and parameters declared
    Failure = 0x50,        // varint kind, varint state + 1 (0: none), varint line, varint length, text
    Version = 0x60,        // varint: kVersion; the first record of a program traced as written
};

// The format's version, in the Version record: a reader refuses a stream newer than it knows.
constexpr std::uint64_t kVersion = 1;

// The values of an EnterKey record: a tag, then
enum ValueTag : std::uint8_t {
    ValueInt = 1,      // zigzag varint
    ValueUnsigned = 2, // varint
    ValueBool = 3,     // one byte
    ValueChar = 4,     // one byte
    ValueFloat = 5,    // 8 bytes, a double
    ValueString = 6,   // varint length, bytes
    ValueList = 7,     // varint count, values
    ValuePair = 8,     // two values
    ValueOpaque = 9,   // varint length, bytes (an object without a known shape)
    ValueCut = 10,     // varint size, 8 bytes of hash: a value too long for a record
    ValueInt32 = 11,   // 4 bytes, little endian (a parameter of up to 32 bits: one store to write)
    ValueInt64 = 12,   // 8 bytes
    ValueUnsigned32 = 13,
    ValueUnsigned64 = 14,
};

// Outcome bits of Leave, as in the studio's Outcome.
enum LeaveOutcome : std::uint8_t { LeaveBase = 0, LeaveMemo = 1, LeaveComputed = 3 };
constexpr std::uint8_t kLeaveEarly = 4;
constexpr std::uint8_t kLeavePair = 8;
// Leave and LeavePair with any outcome: 0x20 to 0x2f.
constexpr bool isLeave(std::uint8_t tag)
{
    return (tag & 0xf0) == Leave;
}

// What a Failure record says went wrong; the studio words the message.
enum class FailureKind : std::uint8_t {
    MissingReturn = 1,   // a call ended without call.base/memo/value (state, line of gt::Call)
    ReturnedTwice = 2,   // a second call.base/memo/value on one call (state, line)
    CallAfterReturn = 3, // a call entered after its caller returned (state of the caller, line)
    SecondRoot = 4,      // a second recursion started at the top level (line)
    ValueOutOfRange = 5, // no longer written: values are 64-bit (the number stays taken)
    BadDeclaration = 6,  // run.param and friends misused (line, text: what)
    Exception = 7,       // an exception left the program (text: what())
    OutOfMemory = 8,     // std::bad_alloc left the program
    TooDeep = 9,         // deeper than kMaxDepth (state of the deepest call, line)
    StackOverflow = 10,  // SIGSEGV on the stack's end (written by the signal handler)
    TooManyCalls = 11,   // more calls than the budget given (the last Enter is the extra call)
    // --call's arguments do not fit the method (text: "ARGUMENT\tPATH\tEXPECTED\tFOUND": the
    // argument from 1, the item within it as "2.1" (empty: itself), what its type takes (see
    // runtime_call_arguments.cpp), and the literal as written)
    BadCallArgument = 12,
};

} // namespace gt::stream
