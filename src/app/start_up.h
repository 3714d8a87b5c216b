// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What both programs do first, before any Qt application exists or any option is parsed.

#include <QString>

namespace gt {

// Qt warns on stderr at every start without XDG_RUNTIME_DIR (a bare X server, offscreen, CI):
// a private folder under the temporary one stands in when the session has none.
void prepareRuntimeFolder();
// Switches to the language `id` (from --lang, or the one chosen before). Returns the message for
// an id that is not allowed, naming those that are; empty when the language is applied.
QString applyLanguage(const QString& id);

} // namespace gt
