// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "support/headless_chromium.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QStandardPaths>
#include <QThread>

#include <csignal>
#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace {
// Above the fds the browser is given (3 and 4), so that placing those never overwrites ours.
int movedUp(int fd)
{
    const int moved = fcntl(fd, F_DUPFD_CLOEXEC, 10);
    close(fd);
    return moved;
}
} // namespace

HeadlessChromium::~HeadlessChromium()
{
    if (m_pid <= 0)
        return;
    call(QStringLiteral("Browser.close"), {}, {}, 3000);
    close(m_toBrowser);
    close(m_fromBrowser);
    QElapsedTimer waited;
    waited.start();
    while (waitpid(m_pid, nullptr, WNOHANG) == 0) {
        if (waited.elapsed() > 5000) {
            kill(m_pid, SIGKILL);
            waitpid(m_pid, nullptr, 0);
            break;
        }
        QThread::msleep(20);
    }
}

QString HeadlessChromium::executable()
{
    return QStandardPaths::findExecutable(QStringLiteral("chromium"));
}

bool HeadlessChromium::start(QString* error)
{
    std::signal(SIGPIPE, SIG_IGN); // a browser that died makes write() fail, not the test
    int toBrowser[2], fromBrowser[2];
    if (pipe(toBrowser) != 0 || pipe(fromBrowser) != 0) {
        *error = QStringLiteral("pipe() failed");
        return false;
    }
    const int browserIn = movedUp(toBrowser[0]), browserOut = movedUp(fromBrowser[1]);
    m_toBrowser = movedUp(toBrowser[1]);
    m_fromBrowser = movedUp(fromBrowser[0]);

    const QByteArray path = executable().toLocal8Bit();
    const QByteArray profile = "--user-data-dir=" + m_profile.path().toLocal8Bit();
    std::vector<QByteArray> args {path, "--headless=new", "--no-sandbox", "--remote-debugging-pipe", profile, "--no-first-run",
        "--no-default-browser-check", "--disable-gpu", "--disable-extensions", "--disable-background-networking",
        "--disable-sync", "--window-size=1366,768", "about:blank"};
    std::vector<char*> argv;
    for (QByteArray& arg : args)
        argv.push_back(arg.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, browserIn, 3);
    posix_spawn_file_actions_adddup2(&actions, browserOut, 4);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
    const int spawned = posix_spawn(&m_pid, path.constData(), &actions, nullptr, argv.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    close(browserIn);
    close(browserOut);
    if (spawned != 0) {
        m_pid = -1;
        *error = QStringLiteral("cannot start %1").arg(QString::fromLocal8Bit(path));
        return false;
    }
    if (call(QStringLiteral("Browser.getVersion"), {}, {}, 30000).isEmpty()) {
        *error = QStringLiteral("chromium does not answer on its DevTools pipe: ") + m_error;
        return false;
    }
    return true;
}

QJsonObject HeadlessChromium::readMessage(int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    for (;;) {
        const qsizetype end = m_buffer.indexOf('\0');
        if (end >= 0) {
            const QJsonObject message = QJsonDocument::fromJson(m_buffer.left(end)).object();
            m_buffer.remove(0, end + 1);
            return message;
        }
        const int left = timeoutMs - int(clock.elapsed());
        pollfd fd {m_fromBrowser, POLLIN, 0};
        if (left <= 0 || poll(&fd, 1, left) <= 0)
            return {};
        char chunk[65536];
        const ssize_t got = read(m_fromBrowser, chunk, sizeof chunk);
        if (got <= 0)
            return {};
        m_buffer.append(chunk, got);
    }
}

QJsonObject HeadlessChromium::call(const QString& method, const QJsonObject& params, const QString& session, int timeoutMs)
{
    const int id = m_nextId++;
    QJsonObject command {{QStringLiteral("id"), id}, {QStringLiteral("method"), method}, {QStringLiteral("params"), params}};
    if (!session.isEmpty())
        command.insert(QStringLiteral("sessionId"), session);
    const QByteArray bytes = QJsonDocument(command).toJson(QJsonDocument::Compact) + '\0';
    if (write(m_toBrowser, bytes.constData(), size_t(bytes.size())) != bytes.size()) {
        m_error = method + QStringLiteral(": the browser has gone");
        return {};
    }
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        const QJsonObject message = readMessage(timeoutMs - int(clock.elapsed()));
        if (message.isEmpty())
            break;
        if (!message.contains(QStringLiteral("id"))) {
            m_events << message;
            continue;
        }
        if (message.value(QStringLiteral("id")).toInt() != id)
            continue;
        if (message.contains(QStringLiteral("error"))) {
            m_error = method + QStringLiteral(": ")
                + message.value(QStringLiteral("error")).toObject().value(QStringLiteral("message")).toString();
            return {};
        }
        QJsonObject result = message.value(QStringLiteral("result")).toObject();
        return result.isEmpty() ? QJsonObject {{QStringLiteral("ok"), true}} : result;
    }
    m_error = method + QStringLiteral(": no answer");
    return {};
}

QString HeadlessChromium::openTab(int width, int height)
{
    const QString target = call(QStringLiteral("Target.createTarget"), {{QStringLiteral("url"), QStringLiteral("about:blank")}})
                               .value(QStringLiteral("targetId"))
                               .toString();
    const QString session
        = call(QStringLiteral("Target.attachToTarget"), {{QStringLiteral("targetId"), target}, {QStringLiteral("flatten"), true}})
              .value(QStringLiteral("sessionId"))
              .toString();
    for (const char* domain : {"Network.enable", "Page.enable", "Runtime.enable"})
        call(QString::fromLatin1(domain), {}, session);
    call(QStringLiteral("Emulation.setDeviceMetricsOverride"),
        {{QStringLiteral("width"), width}, {QStringLiteral("height"), height}, {QStringLiteral("deviceScaleFactor"), 1},
            {QStringLiteral("mobile"), false}},
        session);
    return session;
}

bool HeadlessChromium::load(const QString& session, const QString& url, int timeoutMs)
{
    if (call(QStringLiteral("Page.navigate"), {{QStringLiteral("url"), url}}, session).isEmpty())
        return false;
    return waitUntil(session, QStringLiteral("document.documentElement.dataset.ready === 'true'"), timeoutMs);
}

QJsonValue HeadlessChromium::evaluate(const QString& session, const QString& expression)
{
    const QJsonObject result = call(QStringLiteral("Runtime.evaluate"),
        {{QStringLiteral("expression"), expression}, {QStringLiteral("returnByValue"), true},
            {QStringLiteral("awaitPromise"), true}},
        session);
    if (result.contains(QStringLiteral("exceptionDetails"))) {
        m_error = result.value(QStringLiteral("exceptionDetails"))
                      .toObject()
                      .value(QStringLiteral("exception"))
                      .toObject()
                      .value(QStringLiteral("description"))
                      .toString();
        return QJsonValue::Undefined;
    }
    return result.value(QStringLiteral("result")).toObject().value(QStringLiteral("value"));
}

bool HeadlessChromium::waitUntil(const QString& session, const QString& expression, int timeoutMs)
{
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < timeoutMs) {
        if (evaluate(session, expression).toBool())
            return true;
        QThread::msleep(20);
    }
    return false;
}

void HeadlessChromium::pressKey(const QString& session, const QString& key, int keyCode)
{
    for (const char* type : {"rawKeyDown", "keyUp"})
        call(QStringLiteral("Input.dispatchKeyEvent"),
            {{QStringLiteral("type"), QLatin1String(type)}, {QStringLiteral("key"), key}, {QStringLiteral("code"), key},
                {QStringLiteral("windowsVirtualKeyCode"), keyCode}, {QStringLiteral("nativeVirtualKeyCode"), keyCode}},
            session);
}
