// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/code/token_highlighter.h"

#include <QColor>
#include <QFont>

namespace gt {

QTextCharFormat highlightFormat(HighlightRole role)
{
    struct Look {
        QRgb colour;
        bool bold;
        bool italic;
    };
    static constexpr Look looks[]
        = {{0x0033b3, true, false}, {0x0b7285, false, false}, {0x986801, false, false}, {0x6f42c1, true, false},
            {0xa626a4, false, false}, {0x067d17, false, false}, {0x6a737d, false, true}, {0x0033b3, false, false}};
    const Look& look = looks[int(role)];
    QTextCharFormat format;
    format.setForeground(QColor(look.colour));
    if (look.bold)
        format.setFontWeight(QFont::Bold);
    format.setFontItalic(look.italic);
    return format;
}

TokenHighlighter::TokenHighlighter(QTextDocument* document, std::span<const TokenRule> rules)
    : QSyntaxHighlighter(document)
{
    for (const TokenRule& rule : rules)
        m_tokens.push_back({QRegularExpression(QString::fromLatin1(rule.pattern)), highlightFormat(rule.role), rule.group});
}

void TokenHighlighter::colourTokens(const QString& text)
{
    for (const Token& token : m_tokens)
        for (auto it = token.pattern.globalMatch(text); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            setFormat(int(match.capturedStart(token.group)), int(match.capturedLength(token.group)), token.format);
        }
}

} // namespace gt
