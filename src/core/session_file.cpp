#include "session_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QJsonObject>

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

// The parameters of a user's program are checked when it has been compiled, which the user
// allows first.
void readCode(const QJsonValue& value, Session& s)
{
    const QJsonObject code = value.toObject();
    if (!value.isObject() || !code.value("file").isString() || !code.value("text").isString()
        || code.value("text").toString().isEmpty())
        throw SessionError(SessionTr::tr("the session's \"code\" must have a \"file\" name and a non-empty \"text\""));
    s.codeFile = code.value("file").toString();
    s.code = code.value("text").toString();
}
} // namespace

QByteArray writeSession(const Session& s)
{
    QJsonObject params;
    for (const auto& [name, text] : s.params)
        params[name] = text;
    QJsonObject root {
        {"format", QString::fromLatin1(kMagic)},
        {"version", Session::kFormatVersion},
        {"game", s.gameId},
        {"params", params},
        {"memo", s.options.memo},
        {"shortCircuit", s.options.shortCircuit},
        {"step", double(s.step)},
        {"view", s.view},
        {"palette", s.palette},
        {"zoom", s.zoom},
    };
    if (s.hasCode())
        root["code"] = QJsonObject {{"file", s.codeFile}, {"text", s.code}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

Session readSession(const QByteArray& bytes)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        throw SessionError(SessionTr::tr("not a Game Tree Studio session: the JSON is broken at byte %1 (%2)")
                               .arg(parseError.offset)
                               .arg(parseError.errorString()));
    const QJsonObject root = doc.object();
    if (root.value("format").toString() != QLatin1String(kMagic))
        throw SessionError(
            SessionTr::tr("not a Game Tree Studio session: \"format\" is not \"%1\"").arg(QString::fromLatin1(kMagic)));
    if (root.value("version").toInt() != Session::kFormatVersion)
        throw SessionError(SessionTr::tr("this session was written by another version (format %1); this version reads format %2")
                               .arg(root.value("version").toInt())
                               .arg(Session::kFormatVersion));
    Session s;
    s.gameId = root.value("game").toString();
    const QJsonObject params = root.value("params").toObject();
    for (auto it = params.begin(); it != params.end(); ++it) {
        if (!it.value().isString())
            throw SessionError(SessionTr::tr("the session's parameter \"%1\" is not text").arg(it.key()));
        s.params[it.key()] = it.value().toString();
    }
    if (root.contains("code"))
        readCode(root.value("code"), s);
    else
        checkGame(s);
    if (!root.value("memo").isBool() || !root.value("shortCircuit").isBool())
        throw SessionError(SessionTr::tr("the session's \"memo\" and \"shortCircuit\" must be true or false"));
    s.options = {root.value("memo").toBool(), root.value("shortCircuit").toBool()};
    const double step = root.value("step").toDouble(-1);
    if (step < 0 || step != std::floor(step))
        throw SessionError(SessionTr::tr("the session's \"step\" must be a whole number, 0 or more"));
    s.step = std::int64_t(step);
    s.view = root.value("view").toString(QStringLiteral("tree"));
    if (s.view != QLatin1String("tree") && s.view != QLatin1String("dag"))
        throw SessionError(SessionTr::tr("the session's \"view\" must be \"tree\" or \"dag\""));
    s.palette = root.value("palette").toString(QStringLiteral("default"));
    s.zoom = root.value("zoom").toDouble(0);
    return s;
}

void saveSessionFile(const QString& path, const Session& session)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(writeSession(session)) < 0 || !file.commit())
        throw SessionError(SessionTr::tr("Cannot write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
}

Session loadSessionFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        throw SessionError(SessionTr::tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
    try {
        return readSession(file.read(1 << 20));
    } catch (const SessionError& e) {
        throw SessionError(SessionTr::tr("%1 was not opened: %2").arg(QDir::toNativeSeparators(path), e.message()));
    }
}

} // namespace gt
