// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The session reader: any bytes either read as a session or throw SessionError, nothing else.
#include "core/session_file.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    try {
        const gt::Session session
            = gt::readSession(QByteArray::fromRawData(reinterpret_cast<const char*>(data), qsizetype(size)));
        // What was read is written and read again to the same session.
        const gt::Session again = gt::readSession(gt::writeSession(session));
        if (again.step != session.step || again.params != session.params || again.code != session.code
            || again.input != session.input || again.call != session.call || again.trace != session.trace
            || again.root != session.root)
            __builtin_trap();
    } catch (const gt::SessionError&) {
    }
    return 0;
}
