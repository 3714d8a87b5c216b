// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// --call takes literals only: whatever text is given, parseCallExpression either refuses it with
// a message or accepts a method name and arguments in which nothing outside a string or a
// character is a name but true, false, nullptr and NULL (any other name could be code).
#include "fuzz_input.h"
#include "usercode/call_expression.h"
#include "core/user_error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace {

// The first name outside quotes in `arguments` that is not a literal's word, or empty. A
// number is read whole first: its letters (0x1F, 1e+5, 10LL, 2.5f) and digit separators
// (1'000'000) are not names, nor quotes.
QString nameOutsideQuotes(const QString& arguments)
{
    const qsizetype n = arguments.size();
    for (qsizetype k = 0; k < n;) {
        const QChar c = arguments[k];
        if (c == u'"' || c == u'\'') {
            for (++k; k < n && arguments[k] != c; ++k)
                if (arguments[k] == u'\\')
                    ++k;
            ++k;
        } else if (c.isDigit() || (c == u'.' && k + 1 < n && arguments[k + 1].isDigit())) {
            for (++k; k < n; ++k) {
                const QChar d = arguments[k];
                const bool sign = (d == u'+' || d == u'-') && QStringLiteral("eEpP").contains(arguments[k - 1]);
                if (!(d.isLetterOrNumber() || d == u'_' || d == u'.' || d == u'\'' || sign))
                    break;
            }
        } else if (c.isLetter() || c == u'_') {
            const qsizetype start = k;
            while (k < n && (arguments[k].isLetterOrNumber() || arguments[k] == u'_'))
                ++k;
            const QString name = arguments.mid(start, k - start);
            static const QStringList words {QStringLiteral("true"), QStringLiteral("false"), QStringLiteral("nullptr"),
                QStringLiteral("NULL")}; // call_literals.cpp's words
            if (!words.contains(name))
                return name;
        } else {
            ++k;
        }
    }
    return {};
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzInput in(data, size);
    const QString text = QString::fromUtf8(in.rest());
    try {
        const gt::CallExpression call = gt::parseCallExpression(text);
        if (const QString name = nameOutsideQuotes(call.arguments); !name.isEmpty()) {
            std::fprintf(stderr, "accepted %s: its arguments hold the name %s\n", qPrintable(text), qPrintable(name));
            __builtin_trap();
        }
        if (call.method.isEmpty() || call.count < 0) {
            std::fprintf(stderr, "accepted %s without a method\n", qPrintable(text));
            __builtin_trap();
        }
    } catch (const gt::UserError& refused) {
        if (refused.message().isEmpty())
            __builtin_trap(); // a refusal says why
    }
    return 0;
}
