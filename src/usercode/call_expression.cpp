// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "call_expression.h"

#include "core/user_error.h"
#include "runtime/call_literals.h"

#include <QCoreApplication>

#include <vector>

namespace gt {

namespace {

class CallTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

// What follows an offset of the argument text, short enough for a message.
QString fragment(const QByteArray& text, qsizetype at)
{
    const QString rest = QString::fromUtf8(text.mid(at)).trimmed();
    return rest.size() > 24 ? rest.left(24) + QStringLiteral("…") : rest;
}

// call_literals.h's syntax error codes, worded about `found`.
QString syntaxReason(const QString& code, const QString& found)
{
    if (code == QLatin1String("empty"))
        return CallTr::tr("it is missing (two commas in a row, or one at the end)");
    if (code == QLatin1String("bad-number"))
        return CallTr::tr("%1 is not a number").arg(found);
    if (code == QLatin1String("unclosed-string"))
        return CallTr::tr("the string %1 has no closing quote").arg(found);
    if (code == QLatin1String("unclosed-char"))
        return CallTr::tr("the character %1 has no closing quote").arg(found);
    if (code == QLatin1String("bad-char"))
        return CallTr::tr("%1 is not one character; a string is written in double quotes").arg(found);
    if (code == QLatin1String("bad-escape"))
        return CallTr::tr("%1 has an escape C++ does not know").arg(found);
    if (code == QLatin1String("square-brackets"))
        return CallTr::tr("a list is written {1,2,3} in C++, not [1,2,3]");
    if (code == QLatin1String("unclosed-list"))
        return CallTr::tr("the list %1 has no closing }").arg(found);
    if (code == QLatin1String("expected-comma"))
        return CallTr::tr("a comma is missing before %1").arg(found);
    return CallTr::tr("%1 is a name or an expression; give its value: a number, true or false, 'c', \"text\", {…} or "
                      "nullptr")
        .arg(found);
}

QString syntaxMessage(const QString& call, int argument, const QString& reason)
{
    return CallTr::tr("--call '%1': argument %2 is not a C++ literal: %3").arg(call).arg(argument).arg(reason);
}

// What a parameter takes, from the runtime's EXPECTED field ("integer MIN MAX", "list", ...).
QString takes(const QString& expected)
{
    const QStringList words = expected.split(u' ');
    const QString kind = words.value(0);
    if (kind == QLatin1String("integer") && words.size() == 3)
        return CallTr::tr("a whole number from %L1 to %L2").arg(words[1].toLongLong()).arg(words[2].toULongLong());
    if (kind == QLatin1String("number"))
        return CallTr::tr("a number");
    if (kind == QLatin1String("bool"))
        return CallTr::tr("true or false");
    if (kind == QLatin1String("char"))
        return CallTr::tr("a character in single quotes, such as 'a'");
    if (kind == QLatin1String("string"))
        return CallTr::tr("a string in double quotes, such as \"abc\"");
    if (kind == QLatin1String("pair"))
        return CallTr::tr("a pair in braces, such as {1,2}");
    if (kind == QLatin1String("null"))
        return CallTr::tr("only nullptr (no literal makes an object to point to)");
    return CallTr::tr("a list in braces, such as {1,2,3}");
}

} // namespace

CallExpression parseCallExpression(const QString& text)
{
    std::string method;
    std::string arguments;
    if (!calls::splitCall(text.toStdString(), method, arguments))
        throw UserError(CallTr::tr("--call '%1': write a method call with C++ literal arguments, for example "
                                   "--call 'stoneGameII({2,7,9,4,4})' or --call 'canWin(\"++++\")'")
                            .arg(text));
    std::vector<calls::Literal> literals;
    calls::SyntaxError error;
    if (!calls::parseArguments(arguments, literals, error)) {
        const QByteArray bytes = QByteArray::fromStdString(arguments);
        throw UserError(syntaxMessage(text, int(literals.size()) + 1,
            syntaxReason(QString::fromStdString(error.code), fragment(bytes, qsizetype(error.at)))));
    }
    return {text, QString::fromStdString(method), QString::fromStdString(arguments), int(literals.size())};
}

void checkArgumentCount(const CallExpression& call, const QString& signature, const QStringList& params)
{
    if (call.count != params.size())
        throw UserError(CallTr::tr("--call: %1 was given %2 argument values; it takes the arguments its signature lists")
                            .arg(signature)
                            .arg(call.count));
}

QString callArgumentMessage(const QString& failure, const CallExpression& call, const QStringList& params)
{
    const QStringList fields = failure.split(u'\t');
    const int argument = fields.value(0).toInt();
    const QString path = fields.value(1);
    const QString expected = fields.value(2);
    const QString found = fields.value(3);
    if (expected == QLatin1String("missing"))
        return CallTr::tr("--call '%1': the program was started without its arguments").arg(call.text);
    if (expected.startsWith(QLatin1String("count ")))
        return CallTr::tr("--call '%1': the method takes %2 arguments, %3 were given").arg(call.text, expected.mid(6), found);
    if (expected.startsWith(QLatin1String("syntax ")))
        return syntaxMessage(call.text, argument, syntaxReason(expected.mid(7), found));
    QString where = params.value(argument - 1).isEmpty()
        ? CallTr::tr("argument %1").arg(argument)
        : CallTr::tr("argument %1 (%2)").arg(argument).arg(params.value(argument - 1));
    if (!path.isEmpty())
        where = CallTr::tr("%1, item %2").arg(where, path);
    if (expected == QLatin1String("unsupported"))
        return CallTr::tr("--call '%1': %2 is of a type no C++ literal makes; call the method from a main() of your own")
            .arg(call.text, where);
    return CallTr::tr("--call '%1': %2 takes %3; %4 is not one").arg(call.text, where, takes(expected), found);
}

} // namespace gt
