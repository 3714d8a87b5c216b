// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The trace stream of a user's program is untrusted input (the program is the user's, and it can
// crash mid-record): any bytes decode, say what went wrong, and replay only states and moves the
// stream declared, in well-nested calls.
#include "fuzz_input.h"
#include "usercode/failure_message.h"
#include "usercode/program_recording.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace {

// Checks each replayed call against what the recording declared.
struct CheckingRecorder {
    std::uint32_t states;
    std::uint32_t moves;
    std::int64_t open = 0;

    void enter(std::uint32_t state, std::int32_t move, gt::Player)
    {
        if (state >= states || move < 0 || std::uint32_t(move) > moves) {
            std::fprintf(stderr, "replayed a call of state %u, move %d; the stream declared %u states, %u moves\n", state, move,
                states, moves);
            __builtin_trap();
        }
        ++open;
    }
    void leave(std::uint32_t state, std::int64_t, gt::Outcome, bool)
    {
        if (state >= states || --open < 0) {
            std::fprintf(stderr, "replayed a return of state %u with %lld calls open\n", state, (long long)open);
            __builtin_trap();
        }
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzInput in(data, size);
    const bool scores = in.byte() & 1;
    const std::int64_t recordedCalls = in.below(64);
    gt::ProgramOutcome run;
    run.exit.kind = gt::ProgramExit::Kind(in.below(5));
    run.chunks.push_back(in.rest());
    run.exit.code = 11;
    gt::ProgramRecording recording(std::move(run), recordedCalls, scores);
    const QString message = gt::failureMessage(recording, QStringLiteral("fuzz.cpp"), gt::ProgramLimits {});
    for (std::uint32_t s = 0; s < recording.stateCount(); ++s)
        recording.stateLabel(s);
    CheckingRecorder rec {recording.stateCount(), recording.moveCount()};
    recording.replay(rec, 0, 0);
    return message.size() > (1 << 20) ? 1 : 0;
}
