// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/window/action_text.h"

#include <QAction>
#include <QRegularExpression>

namespace gt {

QString withoutMnemonic(const QString& text)
{
    static const QRegularExpression appended(QStringLiteral("\\s*\\(&[^)]\\)"));
    QString plain = text;
    plain.remove(appended);
    plain.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    plain.remove(u'&');
    plain.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return plain.remove(QStringLiteral("…")).trimmed();
}

void setActionText(QAction* action, const QString& text)
{
    action->setText(text);
    action->setIconText(withoutMnemonic(text));
}

QAction* namedAction(QObject* parent, const char* name, const QKeySequence& key)
{
    auto* action = new QAction(parent);
    action->setObjectName(QLatin1String(name));
    action->setShortcut(key);
    return action;
}

} // namespace gt
