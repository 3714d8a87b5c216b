// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// --call 'method(args)' as the user typed it: the method, which decides what is compiled, and the
// argument literals, which the program reads when it starts (runtime/runtime_call_arguments.cpp), so that
// a new call of the same file runs the same binary. What is wrong with either is worded here,
// before anything runs or, for a literal that does not fit its parameter's type, after the
// program said so.

#include <QString>
#include <QStringList>

namespace gt {

struct CallExpression {
    QString text;      // as typed, for messages
    QString method;    // "stoneGameII"
    QString arguments; // "{2,7,9,4,4}": the program's to read
    int count = 0;     // how many arguments
};

// Throws UserError naming what is wrong: not a call at all, or which argument is not a literal
// and why.
CallExpression parseCallExpression(const QString& text);

// The arity check of the helper's answer: `params` as declared ("vector<int>& piles"). Throws
// UserError when the call gives another number of arguments.
void checkArgumentCount(const CallExpression& call, const QString& signature, const QStringList& params);

// A BadCallArgument failure of the program (stream_format.h) worded: which argument, what its
// parameter takes, what was given.
QString callArgumentMessage(const QString& failure, const CallExpression& call, const QStringList& params);

} // namespace gt
