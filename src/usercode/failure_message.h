// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Why a run of a user's program did not finish, in the user's words: which limit, which signal,
// which rule of gametree.h at which line, and how far it got ("the program crashed with SIGSEGV
// after 174,530 calls; the deepest call is #174,529 n=-3").

#include "program_limits.h"
#include "program_recording.h"

#include <QString>

namespace gt {

// Empty when the run finished, or when only the call budget stopped it (the recorder says that).
// `path` names the user's file where a message points at a line.
QString failureMessage(const ProgramRecording& recording, const QString& path, const ProgramLimits& limits);

} // namespace gt
