// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "app/start_up.h"

#include "core/language.h"

#include <QStringList>
#include <QDir>

#include <unistd.h>

namespace gt {

void prepareRuntimeFolder()
{
    if (!qEnvironmentVariableIsSet("XDG_RUNTIME_DIR"))
        qputenv("XDG_RUNTIME_DIR", QDir::tempPath().toLocal8Bit() + "/runtime-gametree-" + QByteArray::number(getuid()));
}

QString applyLanguage(const QString& id)
{
    if (setLanguage(id))
        return {};
    QStringList allowed = languageIds();
    const QString last = allowed.takeLast();
    return QStringLiteral("--lang: '%1' is not allowed; use %2 or %3").arg(id, allowed.join(QStringLiteral(", ")), last);
}

} // namespace gt
