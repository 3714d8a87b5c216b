// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// `trace --json` and `solve --json` as the command line writes them (src/cli/trace_json.cpp):
// valid JSON whose every node says what the trace says, labels escaped as QJsonDocument escapes
// them (a user's program may put quotes, backslashes, line breaks or any Unicode in a label),
// and the text byte for byte what QJsonDocument writes.

#include "cli/trace_json.h"
#include "core/json_text.h"
#include "support/test_helpers.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtTest>

using namespace gt;

class TestTraceJson : public QObject {
    Q_OBJECT

private slots:
    void nodesMatchTheTrace_data();
    void nodesMatchTheTrace();
    void solveJson();
    void stringsAsQtWritesThem();
    void valuesAsQtWritesThem();
    void stateJsonAsStateJsonWritesIt_data();
    void stateJsonAsStateJsonWritesIt();
};

namespace {
// Text that needs escaping, as a user's program may label its calls.
const QString kTricky = QStringLiteral("say \"hi\" \\ C:\\path\nnext\tline \x01 日本語 ") + QString::fromUtf8("\xF0\x9F\x98\x80");

// Fibonacci with the labels above: memo answers, repeats with the memo off, any number of calls.
class TrickyGame final : public GameWithSolver<TrickyGame> {
public:
    explicit TrickyGame(int n)
        : m_n(n)
    {
    }
    QString id() const override { return QStringLiteral("tricky"); }
    ValueMeaning valueMeaning() const override { return ValueMeaning::Plain; }
    bool shortCircuitByDefault() const override { return false; }
    bool hasShortCircuit() const override { return false; }
    QJsonObject paramsJson() const override { return {{QStringLiteral("n"), m_n}, {QStringLiteral("note"), kTricky}}; }
    QString paramsText() const override { return QStringLiteral("n=%1").arg(m_n); }
    std::uint32_t stateSpaceSize() const override { return std::uint32_t(m_n + 1); }
    QString stateLabel(std::uint32_t n) const override { return QStringLiteral("n=%1 ").arg(n) + kTricky; }
    QJsonObject stateJson(std::uint32_t n) const override
    {
        return {{QStringLiteral("n"), int(n)}, {QStringLiteral("label"), stateLabel(n)}, {QStringLiteral("half"), n / 2.0},
            {QStringLiteral("parts"), QJsonArray {true, QJsonValue(), kTricky}}};
    }
    QString moveLabel(std::int32_t move) const override { return QStringLiteral("\u2212%1 \"\\\n").arg(move); }
    std::vector<std::int32_t> legalMoves(std::uint32_t n) const override
    {
        return n < 2 ? std::vector<std::int32_t> {} : std::vector<std::int32_t> {1, 2};
    }

    template <class Recorder> std::int32_t run(Recorder& rec, const SolveOptions& options)
    {
        m_memo.assign(std::size_t(m_n) + 1, -1);
        m_useMemo = options.memo;
        return fib(rec, std::uint32_t(m_n), 0);
    }

private:
    template <class Recorder> std::int32_t fib(Recorder& rec, std::uint32_t n, std::int32_t move)
    {
        rec.enter(n, move);
        if (n < 2)
            return rec.leave(n, std::int32_t(n), Outcome::Base);
        if (m_useMemo && m_memo[n] >= 0)
            return rec.leave(n, m_memo[n], Outcome::Memo);
        const std::int32_t value = fib(rec, n - 1, 1) + fib(rec, n - 2, 2);
        if (m_useMemo)
            m_memo[n] = value;
        return rec.leave(n, value, Outcome::Computed);
    }

    int m_n;
    bool m_useMemo = true;
    std::vector<std::int32_t> m_memo;
};

std::unique_ptr<Game> gameFor(const QString& id, const QString& params)
{
    if (id == QLatin1String("tricky"))
        return std::make_unique<TrickyGame>(params.toInt());
    return makeGame(id, params);
}

// What writeTraceJson writes, through a device (as to stdout) and through a stream on a string.
QByteArray traceJson(const Game& game, const SolveOptions& options, const SolveResult& result)
{
    QBuffer device;
    device.open(QIODevice::WriteOnly);
    QTextStream onDevice(&device);
    cli::writeTraceJson(onDevice, game, options, result);
    onDevice.flush();
    QString text;
    QTextStream onString(&text);
    cli::writeTraceJson(onString, game, options, result);
    onString.flush();
    if (text.toUtf8() != device.data())
        qWarning("the text written to a string differs from the one written to a device");
    return text.toUtf8() == device.data() ? device.data() : QByteArray();
}

QString outcomeName(const Trace& trace, std::int32_t id)
{
    if (!trace.returned(id))
        return QStringLiteral("running");
    switch (trace.outcome(id)) {
    case Outcome::Base: return QStringLiteral("base");
    case Outcome::Memo: return QStringLiteral("memo");
    case Outcome::Shortcut: return QStringLiteral("shortcut");
    case Outcome::Computed: break;
    }
    return QStringLiteral("computed");
}

// Every field of one node, in the order the command line has always written them.
// Who the node is coloured for, from the kinds of the games here (not from standing()).
QJsonValue winnerOf(const Game& game, const Trace& trace, std::int32_t id)
{
    const QString mover = trace.player(id) == Player::First ? QStringLiteral("first") : QStringLiteral("second");
    const QString other = trace.player(id) == Player::First ? QStringLiteral("second") : QStringLiteral("first");
    const std::int64_t value = trace.value(id);
    switch (game.valueMeaning()) {
    case ValueMeaning::MoverWins: return value ? mover : other;
    case ValueMeaning::FirstPlayerWins: return value ? QStringLiteral("first") : QStringLiteral("second");
    case ValueMeaning::MoverScore: return 2 * value >= game.stonesLeft(trace.state(id)) ? mover : other;
    case ValueMeaning::Plain: return QJsonValue();
    default: break;
    }
    qFatal("a kind the test does not know");
}

QJsonObject expectedNode(const Game& game, const Trace& trace, std::int32_t id)
{
    QJsonObject node {
        {QStringLiteral("id"), id}, {QStringLiteral("parent"), trace.parent(id)}, {QStringLiteral("depth"), trace.depth(id)}};
    node[QStringLiteral("move")] = trace.parent(id) < 0 ? QJsonValue() : QJsonValue(trace.move(id));
    if (trace.parent(id) >= 0)
        node[QStringLiteral("moveLabel")] = game.moveLabel(trace.move(id));
    node[QStringLiteral("state")] = game.stateJson(trace.state(id));
    node[QStringLiteral("label")] = game.stateLabel(trace.state(id));
    node[QStringLiteral("player")] = trace.player(id) == Player::First ? QStringLiteral("first") : QStringLiteral("second");
    node[QStringLiteral("value")] = qint64(trace.value(id));
    node[QStringLiteral("winner")] = winnerOf(game, trace, id);
    node[QStringLiteral("outcome")] = outcomeName(trace, id);
    node[QStringLiteral("memoOf")] = trace.memoOf(id);
    node[QStringLiteral("repeatOf")] = trace.repeatOf(id);
    return node;
}

const QStringList kNodeFields {QStringLiteral("id"), QStringLiteral("parent"), QStringLiteral("depth"), QStringLiteral("move"),
    QStringLiteral("moveLabel"), QStringLiteral("state"), QStringLiteral("label"), QStringLiteral("player"),
    QStringLiteral("value"), QStringLiteral("winner"), QStringLiteral("outcome"), QStringLiteral("memoOf"),
    QStringLiteral("repeatOf")};

// The keys of a JSON object's text in the order written (a QJsonObject sorts them).
QStringList keysInOrder(const QByteArray& object)
{
    QStringList keys;
    int depth = 0;
    for (qsizetype i = 0; i < object.size(); ++i) {
        const char c = object[i];
        if (c == '"') { // a string: skip it, and keep it when it is a key of the outer object
            const qsizetype start = i + 1;
            for (++i; object[i] != '"'; ++i)
                i += object[i] == '\\' ? 1 : 0;
            if (depth == 1 && i + 1 < object.size() && object[i + 1] == ':')
                keys.append(QString::fromUtf8(object.mid(start, i - start)));
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return keys;
}

QByteArray qtText(const QJsonValue& value)
{
    const QByteArray wrapped = QJsonDocument(QJsonArray {value}).toJson(QJsonDocument::Compact);
    return wrapped.mid(1, wrapped.size() - 2);
}
} // namespace

void TestTraceJson::nodesMatchTheTrace_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<qint64>("maxRecorded");
    QTest::newRow("labels to escape, memo") << "tricky"
                                            << "12" << true << qint64(1000);
    // 8,361 calls: more than a megabyte, so the text goes out in several pieces.
    QTest::newRow("labels to escape, memo off") << "tricky"
                                                << "18" << false << qint64(100000);
    QTest::newRow("labels to escape, truncated") << "tricky"
                                                 << "15" << false << qint64(100);
    QTest::newRow("can-i-win") << "can-i-win"
                               << "max=6 total=12" << true << qint64(100000);
    QTest::newRow("can-i-win, memo off") << "can-i-win"
                                         << "max=4 total=6" << false << qint64(100000);
    QTest::newRow("stones") << "stones"
                            << "n=30 moves=1,3,4" << true << qint64(100000);
    QTest::newRow("prime") << "prime"
                           << "n=20" << true << qint64(100000);
    QTest::newRow("stone-game-ii") << "stone-game-ii"
                                   << "piles=2,7,9,4,4" << true << qint64(100000);
}

void TestTraceJson::nodesMatchTheTrace()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(qint64, maxRecorded);
    const std::unique_ptr<Game> g = gameFor(game, params);
    SolveOptions options = g->defaultOptions();
    options.memo = memo;
    RunLimits limits;
    limits.maxRecordedCalls = maxRecorded;
    const SolveResult result = solveTraced(*g, options, limits);
    const Trace& trace = *result.trace;

    const QByteArray text = traceJson(*g, options, result);
    QVERIFY(text.endsWith("\n]}\n"));
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(text, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError,
        qPrintable(error.errorString() + QStringLiteral(" at ") + QString::number(error.offset)));
    QCOMPARE(keysInOrder(text.left(text.indexOf(",\"nodes\":[")) + "}"),
        QStringList({QStringLiteral("game"), QStringLiteral("params"), QStringLiteral("options"), QStringLiteral("answer"),
            QStringLiteral("values"), QStringLiteral("calls"), QStringLiteral("memoHits"), QStringLiteral("distinctStates"),
            QStringLiteral("maxDepth"), QStringLiteral("seconds"), QStringLiteral("truncated"),
            QStringLiteral("recordedCalls")}));
    QCOMPARE(json[QStringLiteral("game")].toString(), g->id());
    QCOMPARE(json[QStringLiteral("params")].toObject(), g->paramsJson());
    QCOMPARE(json[QStringLiteral("options")].toObject(),
        QJsonObject({{QStringLiteral("memo"), memo}, {QStringLiteral("shortCircuit"), options.shortCircuit}}));
    QVERIFY(json[QStringLiteral("answer")] == g->answerJson(result.answer));
    QCOMPARE(json[QStringLiteral("values")].toString(), valueMeaningId(g->valueMeaning()));
    QCOMPARE(json[QStringLiteral("calls")].toInteger(), qint64(result.stats.calls));
    QCOMPARE(json[QStringLiteral("memoHits")].toInteger(), qint64(result.stats.memoHits));
    QCOMPARE(json[QStringLiteral("distinctStates")].toInteger(), qint64(result.stats.distinctStates));
    QCOMPARE(json[QStringLiteral("maxDepth")].toInteger(), qint64(result.stats.maxDepth));
    QCOMPARE(json[QStringLiteral("seconds")].toDouble(), result.stats.seconds);
    QCOMPARE(json[QStringLiteral("truncated")].toBool(), trace.truncated());
    QCOMPARE(json[QStringLiteral("recordedCalls")].toInt(), trace.size());

    const QJsonArray nodes = json[QStringLiteral("nodes")].toArray();
    QCOMPARE(nodes.size(), qsizetype(trace.size()));
    const QList<QByteArray> lines = text.split('\n');
    QCOMPARE(lines.size(), qsizetype(trace.size()) + 3); // the head, a node a line, the end, nothing
    for (std::int32_t id = 0; id < trace.size(); ++id) {
        const QJsonObject expected = expectedNode(*g, trace, id);
        QVERIFY2(nodes[id].toObject() == expected, lines[id + 1].constData());
        QStringList fields = kNodeFields;
        if (trace.parent(id) < 0)
            fields.removeOne(QStringLiteral("moveLabel"));
        QByteArray line = lines[id + 1];
        if (line.endsWith(','))
            line.chop(1);
        QCOMPARE(keysInOrder(line), fields);
    }
}

void TestTraceJson::solveJson()
{
    TrickyGame game(10);
    const SolveResult result = solveCounted(game, game.defaultOptions());
    QString text;
    QTextStream out(&text);
    cli::writeSolveJson(out, game, game.defaultOptions(), result);
    out.flush();
    QVERIFY(text.endsWith(QLatin1String("}\n")));
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(text.toUtf8(), &error).object();
    QCOMPARE(error.error, QJsonParseError::NoError);
    QCOMPARE(json[QStringLiteral("params")].toObject()[QStringLiteral("note")].toString(), kTricky);
    QCOMPARE(json[QStringLiteral("answer")].toInt(), 55);
    QCOMPARE(json[QStringLiteral("calls")].toInteger(), qint64(result.stats.calls));
    QCOMPARE(keysInOrder(text.toUtf8()),
        QStringList({QStringLiteral("game"), QStringLiteral("params"), QStringLiteral("options"), QStringLiteral("answer"),
            QStringLiteral("values"), QStringLiteral("calls"), QStringLiteral("memoHits"), QStringLiteral("distinctStates"),
            QStringLiteral("maxDepth"), QStringLiteral("seconds")}));
}

// Byte for byte as QJsonDocument writes a string: every control character, the two characters
// that are escaped, UTF-8 of one to four bytes, and lone surrogates (escaped, as Qt does).
void TestTraceJson::stringsAsQtWritesThem()
{
    QStringList strings {QString(), kTricky, QStringLiteral("plain ASCII / with a slash"),
        QStringLiteral("\u00e9\u07ff\u0800\uffff"), QString::fromUtf8("\xF4\x8F\xBF\xBF"), QString(QChar(0x7f))};
    QString controls;
    for (char16_t c = 0; c < 0x20; ++c)
        controls += QChar(c);
    strings << controls << QString(QChar(0xd800)) << QString(QChar(0xdc00)) + QStringLiteral("x")
            << QStringLiteral("a") + QChar(0xd83d) << QString(QChar(0xdc00)) + QChar(0xd800);
    for (const QString& s : strings) {
        JsonText json;
        json.string(s);
        QCOMPARE(QByteArray(json.text().data(), qsizetype(json.text().size())), qtText(s));
    }
}

void TestTraceJson::valuesAsQtWritesThem()
{
    const QJsonValue values[] = {QJsonValue(), true, false, 0, -1, 2147483647, qint64(-9007199254740993LL), 3.0, 0.1, -2.5, 1e20,
        1.5e-5, 0.0001234, 1e16, -0.0, 12345678.9, kTricky, QJsonArray {}, QJsonObject {},
        QJsonObject {{QStringLiteral("z"), 1},
            {QStringLiteral("a"),
                QJsonArray {1, QStringLiteral("two"), QJsonObject {{QStringLiteral("M"), 1}, {QStringLiteral("i"), 2}}}},
            {QStringLiteral("\""), kTricky}}};
    for (const QJsonValue& value : values) {
        JsonText json;
        json.value(value);
        QCOMPARE(QByteArray(json.text().data(), qsizetype(json.text().size())), qtText(value));
    }
}

void TestTraceJson::stateJsonAsStateJsonWritesIt_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::newRow("can-i-win") << "can-i-win"
                               << "max=8 total=20";
    QTest::newRow("stones") << "stones"
                            << "n=40 moves=1,3,4";
    QTest::newRow("prime") << "prime"
                           << "n=30";
    QTest::newRow("stone-game-ii") << "stone-game-ii"
                                   << "piles=2,7,9,4,4,1";
    QTest::newRow("tricky") << "tricky"
                            << "10";
}

// A game that writes its states' JSON itself writes what stateJson holds, for every state of a run.
void TestTraceJson::stateJsonAsStateJsonWritesIt()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    const std::unique_ptr<Game> g = gameFor(game, params);
    const SolveResult result = solveTraced(*g, g->defaultOptions());
    for (std::int32_t id = 0; id < result.trace->size(); ++id) {
        JsonText direct;
        g->writeStateJson(result.trace->state(id), direct);
        JsonText generic;
        generic.value(g->stateJson(result.trace->state(id)));
        QCOMPARE(QByteArray(direct.text().data(), qsizetype(direct.text().size())),
            QByteArray(generic.text().data(), qsizetype(generic.text().size())));
    }
}

QTEST_GUILESS_MAIN(TestTraceJson)
#include "tst_trace_json.moc"
