// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <stdexcept>
#include <string>

namespace gt {

struct Progress {
    std::int64_t calls = 0;
    std::int64_t recordedCalls = 0;
    std::int64_t distinctStates = 0;
    std::int64_t stateSpaceSize = 0; // upper bound of distinctStates, for a progress fraction
};

// Budgets and controls of one run. The defaults are the issue's.
struct RunLimits {
    static constexpr std::int64_t kDefaultMaxRecordedCalls = 2'000'000;
    static constexpr std::int64_t kDefaultMaxCalls = 200'000'000;
    // What the studio and the icicle record: whole runs up to 20 million calls (24 bytes each, 480 MB
    // at most), so the 10,485,761 calls of can-i-win (20, 210) are all there.
    static constexpr std::int64_t kWholeRunRecordedCalls = 20'000'000;

    // Past this many recorded calls recording stops but the run goes on (answer and counts stay exact).
    std::int64_t maxRecordedCalls = kDefaultMaxRecordedCalls;
    // Past this many calls the run stops with RunError::TooLarge.
    std::int64_t maxCalls = kDefaultMaxCalls;
    // Set from another thread to stop the run; it is polled every few thousand calls.
    const std::atomic_bool* cancel = nullptr;
    // Called from the running thread about every kProgressInterval calls.
    std::function<void(const Progress&)> onProgress;
};

class RunError : public std::runtime_error {
public:
    // ProgramFailed: a user's program crashed, hit a limit or broke the contract of gametree.h.
    enum class Kind { TooLarge, Cancelled, ProgramFailed };
    RunError(Kind kind, const std::string& message, std::int64_t calls)
        : std::runtime_error(message)
        , m_kind(kind)
        , m_calls(calls)
    {
    }
    Kind kind() const { return m_kind; }
    // Calls made when the run stopped.
    std::int64_t calls() const { return m_calls; }

private:
    Kind m_kind;
    std::int64_t m_calls;
};

} // namespace gt
