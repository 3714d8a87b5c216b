// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// A program killed at any point: its trace is the whole chunks the pipe had before the kill, then
// the records its shared buffer held and had not sent (program_runner's unsentRecords). Whatever
// the head of that buffer says, what is read lies inside the buffer, and the stream decodes and
// replays well nested.
#include "fuzz_input.h"
#include "usercode/failure_message.h"
#include "usercode/program_recording.h"
#include "usercode/program_runner.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>

namespace {

struct NestingRecorder {
    std::uint32_t states;
    std::int64_t open = 0;
    void enter(std::uint32_t state, std::int32_t, gt::Player)
    {
        if (state >= states)
            __builtin_trap();
        ++open;
    }
    void leave(std::uint32_t state, std::int64_t, gt::Outcome, bool)
    {
        if (state >= states || --open < 0)
            __builtin_trap();
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzInput in(data, size);
    // The buffer as the program left it: a head (its pointers relative to a base), then records.
    const std::uint64_t base = in.below(2) ? 0x7f0000000000ull : 0;
    gt::stream::SharedBufferHead head {};
    head.base = base;
    head.committed = base + std::uint64_t(std::uint16_t(in.int32()));
    head.chunksSent = in.below(4);
    const std::uint64_t received = in.below(4);
    const std::size_t cut = std::size_t(in.below(256)); // where the kill cut the piped stream
    const QByteArray bytes = in.rest();
    const std::size_t bufferSize = std::size_t(bytes.size());
    const gt::UnsentRecords unsent = gt::unsentRecords(head, received, bufferSize);
    if (unsent.size > 0 && (unsent.offset + unsent.size > bufferSize || received != head.chunksSent || base == 0)) {
        std::fprintf(stderr, "read [%zu, +%zu) of a %zu-byte buffer\n", unsent.offset, unsent.size, bufferSize);
        __builtin_trap();
    }
    gt::ProgramOutcome run;
    run.exit.kind = gt::ProgramExit::Kind::Signalled;
    run.exit.code = 9;
    // The piped part: the stream's own version record and the records before the cut.
    run.chunks.push_back(bytes.left(qsizetype(std::min(cut, bufferSize))));
    if (unsent.size > 0)
        run.chunks.back().append(bytes.constData() + unsent.offset, qsizetype(unsent.size));
    gt::ProgramRecording recording(std::move(run), 64, false);
    gt::failureMessage(recording, QStringLiteral("killed.cpp"), gt::ProgramLimits {});
    NestingRecorder rec {recording.stateCount()};
    recording.replay(rec, 0, 0);
    return 0;
}
