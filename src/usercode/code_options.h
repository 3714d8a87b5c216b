// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// How a user's program is run: what a judge would give it (standard input, the call to make),
// what to trace, and the options of its language alone. The command line fills it from its
// options, the studio from its Input and Call boxes.

#include "program_language.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace gt {

// What a C++ judge's compiler is given.
struct CppOptions {
    QStringList includeDirs; // -I
    QString standard;        // --std; empty: gnu++20, then gnu++17, gnu++14 as needed

    bool operator==(const CppOptions&) const = default;
};

// What runs a Python program.
struct PythonOptions {
    QString interpreter; // --python PATH; empty: Debian's python3, else python3 on PATH

    bool operator==(const PythonOptions&) const = default;
};

struct CodeOptions {
    QByteArray input;            // standard input (none: an empty input)
    std::optional<QString> call; // --call 'method(args)': a class without main(), as LeetCode calls it
    QStringList traceNames;      // --trace
    std::int64_t root = 1;       // --root K: the K-th top-level call of the recursion is drawn
    // The language, when the user chose it (the studio's pick, --language); none: codeLanguageOf.
    std::optional<CodeLanguage> language;
    CppOptions cpp;
    PythonOptions python;

    bool operator==(const CodeOptions&) const = default;
};

} // namespace gt
