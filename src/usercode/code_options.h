#pragma once

// How a user's program is run: what a judge would give it (standard input, include folders, the
// -std), and for a file without gametree.h what to trace and call. The command line fills it from
// its options, the studio from its Input and Call boxes.

#include "program_language.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <optional>

namespace gt {

struct CodeOptions {
    QByteArray input;            // standard input (none: an empty input)
    std::optional<QString> call; // --call 'method(args)': a class without main(), as LeetCode calls it
    QStringList includeDirs;     // -I
    QStringList traceNames;      // --trace
    QString standard;            // --std; empty: gnu++20, then gnu++17, gnu++14 as needed
    std::int64_t root = 1;       // --root K: the K-th top-level call of the recursion is drawn
    // The language, when the user chose it (the studio's pick, --language); none: codeLanguageOf.
    std::optional<CodeLanguage> language;
    QString python; // --python PATH: the interpreter of a Python program; empty: python3 on PATH

    bool operator==(const CodeOptions&) const = default;
};

} // namespace gt
