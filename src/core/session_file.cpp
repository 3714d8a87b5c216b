// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "session_file.h"

#include "file_writing.h"
#include "input_file.h"
#include "one_line.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace gt {

namespace {
class SessionTr {
    Q_DECLARE_TR_FUNCTIONS(gt::Session)
};

const char* kMagic = "game-tree-studio-session";

void checkGame(const Session& s)
{
    try {
        createGame(s.gameId, s.params); // the game checks its parameters
    } catch (const ParamError& error) {
        throw SessionError(SessionTr::tr("the session's game cannot be opened: %1").arg(error.message()));
    }
}

// A text of the session that reaches the screen: refused when absurdly long, before anything
// tries to lay it out.
QString boundedText(const QJsonValue& value, const QString& field, qsizetype maxLength)
{
    QString text = value.toString();
    if (text.size() > maxLength)
        throw SessionError(SessionTr::tr("the session's %1 is %2 characters long; at most %3 are allowed")
                               .arg(field, QString::number(text.size()), QString::number(maxLength)));
    return text;
}

// The parameters of a user's program are checked when it has been compiled, which the user
// allows first.
void readCode(const QJsonValue& value, Session& s)
{
    const QJsonObject code = value.toObject();
    if (!value.isObject() || !code.value(QLatin1String("file")).isString() || !code.value(QLatin1String("text")).isString()
        || code.value(QLatin1String("text")).toString().isEmpty())
        throw SessionError(SessionTr::tr("the session's \"code\" must have a \"file\" name and a non-empty \"text\""));
    s.codeFile = boundedText(code.value(QLatin1String("file")), QStringLiteral("\"code\" \"file\""), Session::kMaxNameLength);
    s.code = code.value(QLatin1String("text")).toString();
    if (const QJsonValue values = code.value(QLatin1String("values")); !values.isUndefined()) {
        s.values = valueMeaningById(values.toString());
        if (!s.values)
            throw SessionError(SessionTr::tr("the session's \"code\" \"values\" must be one of %1").arg(valueMeaningIdList()));
    }
    // What a program traced as written is run with; a session without them runs it with none.
    const QJsonValue input = code.value(QLatin1String("input"));
    if (!input.isUndefined() && !input.isString())
        throw SessionError(SessionTr::tr("the session's \"code\" \"input\" must be text (the program's standard input)"));
    s.input = boundedText(input, QStringLiteral("\"code\" \"input\""), Session::kMaxInputLength);
    const QJsonValue call = code.value(QLatin1String("call"));
    if (!call.isUndefined() && !call.isString())
        throw SessionError(
            SessionTr::tr("the session's \"code\" \"call\" must be text, a method call such as stoneGameII({2,7,9,4,4})"));
    if (call.isString())
        s.call = boundedText(call, QStringLiteral("\"code\" \"call\""), Session::kMaxValueLength);
    const QJsonValue trace = code.value(QLatin1String("trace"));
    if (!trace.isUndefined() && !trace.isArray())
        throw SessionError(SessionTr::tr("the session's \"code\" \"trace\" must be a list of function names"));
    for (const QJsonArray names = trace.toArray(); const QJsonValue& name : names) {
        if (!name.isString() || s.trace.size() >= 100)
            throw SessionError(SessionTr::tr("the session's \"code\" \"trace\" must be a list of function names"));
        s.trace << boundedText(name, QStringLiteral("\"code\" \"trace\""), Session::kMaxNameLength);
    }
    const QJsonValue root = code.value(QLatin1String("root"));
    const double k = root.toDouble(1);
    if (!root.isUndefined() && (!root.isDouble() || k < 1 || k > double(Session::kMaxRoot) || k != std::floor(k)))
        throw SessionError(SessionTr::tr("the session's \"code\" \"root\" must be a whole number from 1 to %1 (the top-level "
                                         "call drawn)")
                               .arg(QLocale().toString(qint64(Session::kMaxRoot))));
    s.root = std::int64_t(k);
    const QJsonValue language = code.value(QLatin1String("language"));
    if (!language.isUndefined() && language.toString() != QLatin1String("cpp") && language.toString() != QLatin1String("python"))
        throw SessionError(SessionTr::tr("the session's \"code\" \"language\" must be \"cpp\" or \"python\""));
    s.language = language.toString();
}
} // namespace

QByteArray writeSession(const Session& s)
{
    QJsonObject params;
    for (const auto& [name, text] : s.params)
        params[name] = text;
    QJsonObject root {
        {QStringLiteral("format"), QString::fromLatin1(kMagic)},
        {QStringLiteral("version"), Session::kFormatVersion},
        {QStringLiteral("game"), s.gameId},
        {QStringLiteral("params"), params},
        {QStringLiteral("memo"), s.options.memo},
        {QStringLiteral("shortCircuit"), s.options.shortCircuit},
        {QStringLiteral("step"), double(s.step)},
        {QStringLiteral("view"), s.view},
        {QStringLiteral("palette"), s.palette},
        {QStringLiteral("zoom"), s.zoom},
    };
    if (s.hasCode()) {
        QJsonObject code {{QStringLiteral("file"), s.codeFile}, {QStringLiteral("text"), s.code}};
        if (s.values)
            code[QLatin1String("values")] = valueMeaningId(*s.values);
        if (!s.input.isEmpty())
            code[QLatin1String("input")] = s.input;
        if (s.call)
            code[QLatin1String("call")] = *s.call;
        if (!s.trace.isEmpty())
            code[QLatin1String("trace")] = QJsonArray::fromStringList(s.trace);
        if (s.root != 1)
            code[QLatin1String("root")] = double(s.root);
        if (!s.language.isEmpty())
            code[QLatin1String("language")] = s.language;
        root[QLatin1String("code")] = code;
    }
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

namespace {

// The JSON object, once the file is a session of this format.
QJsonObject sessionRoot(const QByteArray& bytes)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        throw SessionError(SessionTr::tr("not a Game Tree Studio session: the JSON is broken at byte %1 (%2)")
                               .arg(QString::number(parseError.offset), parseError.errorString()));
    QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String(kMagic))
        throw SessionError(
            SessionTr::tr("not a Game Tree Studio session: \"format\" is not \"%1\"").arg(QString::fromLatin1(kMagic)));
    const QJsonValue version = root.value(QLatin1String("version"));
    if (!version.isDouble())
        throw SessionError(SessionTr::tr("the session's \"version\" must be a number; this version reads format %1")
                               .arg(Session::kFormatVersion));
    if (version.toDouble() != Session::kFormatVersion)
        throw SessionError(SessionTr::tr("this session was written by another version (format %1); this version reads format %2")
                               .arg(QString::number(version.toDouble(), 'g', QLocale::FloatingPointShortest),
                                   QString::number(Session::kFormatVersion)));
    return root;
}

void readGame(const QJsonObject& root, Session& s)
{
    if (!root.value(QLatin1String("game")).isString())
        throw SessionError(SessionTr::tr("the session's \"game\" must be a game's name"));
    s.gameId = boundedText(root.value(QLatin1String("game")), QStringLiteral("\"game\""), Session::kMaxNameLength);
    const QJsonObject params = root.value(QLatin1String("params")).toObject();
    for (auto it = params.begin(); it != params.end(); ++it) {
        const QString name = boundedText(it.key(), SessionTr::tr("parameter name"), Session::kMaxNameLength);
        if (!it.value().isString())
            throw SessionError(SessionTr::tr("the session's parameter \"%1\" is not text").arg(name));
        s.params[name] = boundedText(it.value(), SessionTr::tr("parameter \"%1\"").arg(name), Session::kMaxValueLength);
    }
    if (root.contains(QLatin1String("code")))
        readCode(root.value(QLatin1String("code")), s);
    else
        checkGame(s);
}

void readView(const QJsonObject& root, Session& s)
{
    // Whole numbers up to 2^53 are exact in a JSON number; no run has more steps.
    constexpr double kMaxStep = 9007199254740992.0;
    const QJsonValue step = root.value(QLatin1String("step"));
    if (!step.isDouble() || step.toDouble() < 0 || step.toDouble() > kMaxStep || step.toDouble() != std::floor(step.toDouble()))
        throw SessionError(SessionTr::tr("the session's \"step\" must be a whole number from 0 to %1")
                               .arg(QLocale().toString(qint64(kMaxStep))));
    s.step = std::int64_t(step.toDouble());
    const QJsonValue view = root.value(QLatin1String("view"));
    s.view = view.isUndefined() ? QStringLiteral("tree") : view.toString();
    if (s.view != QLatin1String("tree") && s.view != QLatin1String("dag") && s.view != QLatin1String("table"))
        throw SessionError(SessionTr::tr("the session's \"view\" must be \"tree\", \"dag\" or \"table\""));
    const QJsonValue palette = root.value(QLatin1String("palette"));
    if (!palette.isUndefined() && !palette.isString())
        throw SessionError(SessionTr::tr("the session's \"palette\" must be a palette's name"));
    if (palette.isString())
        s.palette = boundedText(palette, QStringLiteral("\"palette\""), Session::kMaxNameLength);
    const QJsonValue zoom = root.value(QLatin1String("zoom"));
    if (!zoom.isUndefined() && (!zoom.isDouble() || zoom.toDouble() < 0 || zoom.toDouble() > Session::kMaxZoom))
        throw SessionError(
            SessionTr::tr("the session's \"zoom\" must be a number from 0 (fit the window) to %1").arg(Session::kMaxZoom));
    s.zoom = zoom.toDouble(0);
}

} // namespace

Session readSession(const QByteArray& bytes)
{
    const QJsonObject root = sessionRoot(bytes);
    Session s;
    readGame(root, s);
    if (!root.value(QLatin1String("memo")).isBool() || !root.value(QLatin1String("shortCircuit")).isBool())
        throw SessionError(SessionTr::tr("the session's \"memo\" and \"shortCircuit\" must be true or false"));
    s.options = {root.value(QLatin1String("memo")).toBool(), root.value(QLatin1String("shortCircuit")).toBool()};
    readView(root, s);
    return s;
}

void saveSessionFile(const QString& path, const Session& session)
{
    const QByteArray bytes = writeSession(session);
    if (bytes.size() > Session::kMaxFileBytes) // it could not be opened again
        throw SessionError(SessionTr::tr("Cannot write %1: the session would be %2 MiB, more than the %L3 MiB a session can be; "
                                         "the code or its standard input is too long")
                               .arg(oneLine(QDir::toNativeSeparators(path)), // in one pass: a path may hold "%2"
                                   QLocale().toString(bytes.size() / double(1 << 20), 'f', 1),
                                   QLocale().toString(Session::kMaxFileBytes >> 20)));
    if (const QString why = writeFileWhole(path, bytes); !why.isEmpty())
        throw SessionError(SessionTr::tr("Cannot write %1: %2").arg(oneLine(QDir::toNativeSeparators(path)), why));
}

Session loadSessionFile(const QString& path)
{
    QByteArray bytes;
    if (const QString why = readInputFile(path, Session::kMaxFileBytes, bytes); !why.isEmpty())
        throw SessionError(SessionTr::tr("Cannot open %1: %2").arg(oneLine(QDir::toNativeSeparators(path)), why));
    try {
        return readSession(bytes);
    } catch (const SessionError& e) {
        throw SessionError(SessionTr::tr("%1 was not opened: %2").arg(oneLine(QDir::toNativeSeparators(path)), e.message()));
    }
}

} // namespace gt
