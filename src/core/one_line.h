// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A message on exactly one line: line breaks and other control characters that came from what a
// user typed (a parameter, a file name) are shown escaped ("\n", "\x01"), never acted on.

#include <QString>

namespace gt {

// C0, DEL and C1: U+009B starts a terminal's escape sequence as ESC [ does.
inline bool isControlCharacter(QChar c)
{
    return c.unicode() < 0x20 || (c.unicode() >= 0x7f && c.unicode() <= 0x9f);
}

inline QString oneLine(const QString& message)
{
    QString line;
    line.reserve(message.size());
    for (const QChar c : message) {
        if (c == u'\n')
            line += QStringLiteral("\\n");
        else if (c == u'\r')
            line += QStringLiteral("\\r");
        else if (c == u'\t')
            line += QStringLiteral("\\t");
        else if (isControlCharacter(c) || c == QChar(0x2028) || c == QChar(0x2029))
            line += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            line += c;
    }
    return line;
}

} // namespace gt
