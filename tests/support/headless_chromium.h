// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Chromium without a window, driven over its DevTools protocol through a pipe
// (--remote-debugging-pipe: commands in on fd 3, replies and events out on fd 4, each message
// JSON ending in a NUL byte). No port, no network: the tests open files and watch what they
// request.

#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <sys/types.h>

class HeadlessChromium {
public:
    HeadlessChromium() = default;
    HeadlessChromium(const HeadlessChromium&) = delete;
    HeadlessChromium& operator=(const HeadlessChromium&) = delete;
    ~HeadlessChromium();

    // The browser's path, or empty when Debian's chromium is not installed.
    static QString executable();
    // Starts the browser; false (with `error` set) when it does not answer.
    bool start(QString* error);

    // A new tab of this size with the network, page and runtime domains on; returns its session.
    QString openTab(int width, int height);
    // Opens `url` in the tab and waits until the page's script says it is ready
    // (<html data-ready>); false after `timeoutMs`.
    bool load(const QString& session, const QString& url, int timeoutMs = 20000);
    // A command's result; an empty object with `lastError()` set when it fails or times out.
    QJsonObject call(const QString& method, const QJsonObject& params = {}, const QString& session = {}, int timeoutMs = 20000);
    // A JavaScript expression's value (returned by value: strings, numbers, JSON-like objects).
    QJsonValue evaluate(const QString& session, const QString& expression);
    // Waits until the expression is true (polled); false after `timeoutMs`.
    bool waitUntil(const QString& session, const QString& expression, int timeoutMs = 10000);
    // Presses and releases a key ("ArrowRight", code 39) in the tab.
    void pressKey(const QString& session, const QString& key, int keyCode);

    // Every event received so far, in order ({"method", "params", "sessionId"}).
    const QList<QJsonObject>& events() const { return m_events; }
    QString lastError() const { return m_error; }

private:
    // The next message within `timeoutMs`; an empty object when none came.
    QJsonObject readMessage(int timeoutMs);

    pid_t m_pid = -1;
    int m_toBrowser = -1;
    int m_fromBrowser = -1;
    QByteArray m_buffer;
    int m_nextId = 1;
    QList<QJsonObject> m_events;
    QString m_error;
    QTemporaryDir m_profile;
};
