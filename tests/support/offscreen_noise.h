// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The offscreen platform warns for every dock ("does not support propagateSizeHints"); that is not
// about our code, so GUI tests drop it and pass every other message on.

#include <QString>
#include <QtGlobal>

inline QtMessageHandler& previousMessageHandler()
{
    static QtMessageHandler handler = nullptr;
    return handler;
}

inline void dropOffscreenNoise(QtMsgType type, const QMessageLogContext& context, const QString& message)
{
    if (!message.contains(QLatin1String("does not support propagateSizeHints")))
        previousMessageHandler()(type, context, message);
}

inline void installOffscreenNoiseFilter()
{
    previousMessageHandler() = qInstallMessageHandler(dropOffscreenNoise);
}
