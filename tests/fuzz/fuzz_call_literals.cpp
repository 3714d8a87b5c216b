// --call takes literals only: whatever text is given, parseCallExpression either refuses it with
// a message or accepts a method name and arguments in which nothing outside a string or a
// character is a name but true, false and nullptr (a name would be compiled, and could run).
#include "fuzz_input.h"
#include "usercode/call_expression.h"
#include "core/user_error.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace {

// The first name outside quotes in `arguments` that is not a literal's keyword, or empty.
QString nameOutsideQuotes(const QString& arguments)
{
    QChar quote;
    for (qsizetype k = 0; k < arguments.size(); ++k) {
        const QChar c = arguments[k];
        if (!quote.isNull()) {
            if (c == u'\\')
                ++k;
            else if (c == quote)
                quote = QChar();
            continue;
        }
        if (c == u'"' || c == u'\'') {
            quote = c;
            continue;
        }
        // A number's letters (0x1f, 1e5, 10ll, 2.5f) follow a digit or a dot.
        if ((c.isLetter() || c == u'_') && (k == 0 || !(arguments[k - 1].isLetterOrNumber() || arguments[k - 1] == u'.'))) {
            qsizetype end = k;
            while (end < arguments.size() && (arguments[end].isLetterOrNumber() || arguments[end] == u'_'))
                ++end;
            const QString name = arguments.mid(k, end - k);
            if (name != QLatin1String("true") && name != QLatin1String("false") && name != QLatin1String("nullptr"))
                return name;
            k = end - 1;
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
