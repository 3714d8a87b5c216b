// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <stdexcept>

namespace gt {

// A message longer than this is shortened in the middle: it may quote what the user gave (a 100 KB
// parameter, a file's first line), and a line of that size froze the studio's banner for seconds.
constexpr qsizetype kLongestMessage = 1000;

// `text` with its middle replaced by " … " when it is longer than `longest`; what the message
// says about the text (its start, and what is allowed, at the end) stays.
inline QString elidedInTheMiddle(const QString& text, qsizetype longest)
{
    if (text.size() <= longest)
        return text;
    const QString gap = QStringLiteral(" … ");
    qsizetype head = (longest - gap.size()) * 2 / 3;
    qsizetype tail = longest - gap.size() - head;
    if (head > 0 && text[head - 1].isHighSurrogate())
        --head; // never half a character
    if (text[text.size() - tail].isLowSurrogate())
        --tail;
    return text.left(head) + gap + text.right(tail);
}

// An error the user caused and can fix: the message names what was wrong and what is allowed.
// Front ends show message() as it is (stderr line, banner, dialog).
class UserError : public std::runtime_error {
public:
    explicit UserError(const QString& message)
        : std::runtime_error(elidedInTheMiddle(message, kLongestMessage).toStdString())
    {
    }
    QString message() const { return QString::fromStdString(what()); }
};

} // namespace gt
