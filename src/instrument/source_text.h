// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What a web page or a word processor does to code, undone before anything parses it: text copied
// from an article comes with non-breaking and ideographic spaces for indentation, zero-width
// characters and typographic quotes, and old contest code declares `main()` without a type. Every
// change keeps the line structure, so the compiler's lines are the user's.

#include <string>

namespace gt::instrument {

struct Normalization {
    std::string text;
    int nonBreakingSpaces = 0; // U+00A0, U+202F
    int ideographicSpaces = 0; // U+3000
    int zeroWidth = 0;         // U+200B..U+200D, U+2060, U+FEFF (a BOM anywhere)
    int smartQuotes = 0;       // U+2018, U+2019, U+201C, U+201D outside literals
    bool byteOrderMark = false;
    bool mainWithoutType = false;
    bool changed() const
    {
        return nonBreakingSpaces || ideographicSpaces || zeroWidth || smartQuotes || byteOrderMark || mainWithoutType;
    }
};

Normalization normalizeSource(const std::string& source);

// True when <bits/stdc++.h> is included before any code and any other #include outside an #if:
// after nothing but comments and preprocessor lines (#pragma GCC optimize, #if defined(LOCAL)
// ... #endif), so that a precompiled copy of it can be read first.
bool includesStdcppFirst(const std::string& source);

} // namespace gt::instrument
