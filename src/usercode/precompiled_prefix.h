// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What of a program's first lines a precompiled <bits/stdc++.h> can stand for. GCC takes a .gch
// only for an #include reached before the first token of the file: preprocessor lines before it
// are fine (#if defined(LOCAL) ... #endif, #define), but `#pragma GCC optimize` and `target`
// become tokens, so GCC never even tries the .gch after them (-Winvalid-pch stays silent). Those
// pragmas are moved into the precompiled header instead, in their order, before the header they
// preceded: they then apply to the same code as written (the library and everything after it),
// and their lines are blanked in the program so that no line moves.

#include <QByteArray>
#include <QByteArrayList>

namespace gt {

struct PrecompiledPrefix {
    // <bits/stdc++.h> is included before any code, outside any #if: the precompiled header may
    // stand for it (GCC still checks the macros defined before it, and says so when they clash).
    bool bitsHeader = false;
    // The option pragmas before it, outside any #if, whitespace made single: in the precompiled
    // header, in this order.
    QByteArrayList pragmas;
    // The program without those pragma lines (each left as an empty line); the source itself when
    // there are none.
    QByteArray programText;
};

PrecompiledPrefix precompiledPrefix(const QByteArray& source);

} // namespace gt
