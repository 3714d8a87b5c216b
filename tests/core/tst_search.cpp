// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Finding calls by state (Ctrl+F): the whole-number rule on labels, and the calls it finds in
// real traced runs.

#include "core/language.h"
#include "core/solve.h"
#include "core/state_search.h"
#include "support/test_helpers.h"

#include <QtTest>

#include <atomic>
#include <functional>

using namespace gt;

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    void labelMatches_data();
    void labelMatches();
    void findCalls_data();
    void findCalls();
    void findCallsByNumber_data();
    void findCallsByNumber();
    void cancelStopsEarly_data();
    void cancelStopsEarly();
    void findsInAnyLanguage_data();
    void findsInAnyLanguage();
    void findHintFindsCalls_data();
    void findHintFindsCalls();
};

namespace {
// What a search reports, batch by batch, and what it returns.
struct Reported {
    std::vector<std::vector<std::int32_t>> batches;
    std::vector<std::int32_t> found;
};

Reported search(const Run& run, const QString& query, int threads, const std::atomic<bool>* cancel = nullptr,
    std::function<void()> afterFirstBatch = {})
{
    Reported reported;
    CallSearchControl control;
    control.cancel = cancel;
    control.threadsToFirstMatch = threads;
    control.onMatches = [&](std::span<const std::int32_t> batch) { // one report at a time
        reported.batches.emplace_back(batch.begin(), batch.end());
        if (reported.batches.size() == 1 && afterFirstBatch)
            afterFirstBatch();
    };
    reported.found = gt::findCalls(*run.game, *run.result.trace, query, control);
    return reported;
}

std::vector<std::int32_t> joined(const std::vector<std::vector<std::int32_t>>& batches)
{
    std::vector<std::int32_t> all;
    for (const std::vector<std::int32_t>& batch : batches)
        all.insert(all.end(), batch.begin(), batch.end());
    return all;
}
} // namespace

void TestSearch::labelMatches_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<QString>("query");
    QTest::addColumn<bool>("matches");

    QTest::newRow("n=1 finds n=1") << "n=1"
                                   << "n=1" << true;
    QTest::newRow("n=1 not n=10") << "n=10"
                                  << "n=1" << false;
    QTest::newRow("n=1 finds n=1, x") << "n=1, x"
                                      << "n=1" << true;
    QTest::newRow("a later occurrence counts") << "n=10 n=1"
                                               << "n=1" << true;
    QTest::newRow("no digit at the end: a prefix") << "n=10"
                                                   << "n=" << true;
    QTest::newRow("1 not in n=21") << "n=21"
                                   << "1" << false;
    QTest::newRow("1 not in 12") << "12"
                                 << "1" << false;
    QTest::newRow("1 at the start") << "1 x"
                                    << "1" << true;
    QTest::newRow("case: lower finds upper") << "N=7, first player"
                                             << "n=7, FIRST" << true;
    QTest::newRow("case: still whole numbers") << "N=70, first player"
                                               << "n=7" << false;
    QTest::newRow("empty query") << "n=1"
                                 << "" << false;
    QTest::newRow("blank query") << "n=1"
                                 << " \t " << false;
    QTest::newRow("query simplified") << "N=7, first player"
                                      << "  n=7,   first\tplayer " << true;
    QTest::newRow("used {1,3} exact set") << "used {1,3} · need 2"
                                          << "used {1,3}" << true;
    QTest::newRow("used {1,3} not {1,3,4}") << "used {1,3,4} · reached 8"
                                            << "used {1,3}" << false;
    QTest::newRow("used {1,3 finds {1,3,4}") << "used {1,3,4} · reached 8"
                                             << "used {1,3" << true;
    QTest::newRow("used {1 not {12}") << "used {12} · need 3"
                                      << "used {1" << false;
    QTest::newRow("i=2 M=1") << "i=2 M=1"
                             << "i=2 M=1" << true;
    QTest::newRow("i=2 M=1 not i=2 M=10") << "i=2 M=10"
                                          << "i=2 M=1" << false;
    QTest::newRow("2 M=1 not i=12 M=1") << "i=12 M=1"
                                        << "2 M=1" << false;
    QTest::newRow("different text") << "n=1"
                                    << "m=1" << false;
}

void TestSearch::labelMatches()
{
    QFETCH(QString, label);
    QFETCH(QString, query);
    QFETCH(bool, matches);
    QCOMPARE(stateLabelMatches(label, query), matches);
}

void TestSearch::findCalls_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QList<int>>("calls");

    // Ids read off `gametree trace` of each run.
    const QString stones = QStringLiteral("stones"), prime = QStringLiteral("prime"), ciw = QStringLiteral("can-i-win"),
                  sg = QStringLiteral("stone-game-ii");
    const QString stonesParams = QStringLiteral("n=10 moves=1,4");
    QTest::newRow("stones n=1: computed and memo") << stones << stonesParams << true << "n=1" << QList<int> {9, 12};
    QTest::newRow("stones n=10: the root only") << stones << stonesParams << true << "n=10" << QList<int> {0};
    QTest::newRow("stones N=4, case") << stones << stonesParams << true << "N=4" << QList<int> {6, 15};
    QTest::newRow("stones n=0") << stones << stonesParams << true << " n=0 " << QList<int> {10, 11};
    QTest::newRow("stones n=42: none") << stones << stonesParams << true << "n=42" << QList<int> {};
    QTest::newRow("stones empty query") << stones << stonesParams << true << "" << QList<int> {};
    QTest::newRow("stones memo off n=6") << stones << "n=6 moves=1,4" << false << "n=6" << QList<int> {0};
    QTest::newRow("prime N=0, second player") << prime << "n=7" << false << "N=0, second player" << QList<int> {1, 7, 11, 13};
    QTest::newRow("prime n=2 either player") << prime << "n=2" << false << "n=2" << QList<int> {0};
    QTest::newRow("prime 7 n=2") << prime << "n=7" << false << "n=2" << QList<int> {2, 6, 10};
    QTest::newRow("can-i-win used {1,3}") << ciw << "max=4 total=6" << true << "used {1,3}" << QList<int> {5, 18};
    QTest::newRow("can-i-win used {1,2,3}") << ciw << "max=4 total=6" << true << "used {1,2,3}" << QList<int> {3, 6, 14};
    QTest::newRow("can-i-win reached 6") << ciw << "max=4 total=6" << true << "reached 6" << QList<int> {3, 6, 14, 16, 23};
    QTest::newRow("stone-game-ii i=2 M=1") << sg << "piles=2,7,9,4,4" << true << "i=2 M=1" << QList<int> {2};
    QTest::newRow("stone-game-ii M=2") << sg << "piles=2,7,9,4,4" << true << "M=2" << QList<int> {5, 6, 7, 8};
}

// Found in call order; the batches reported, joined, are what the search returns, with one
// thread or several; the first batch begins with the first match; no match, no report.
void TestSearch::findCalls()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(QString, query);
    QFETCH(QList<int>, calls);
    const Run run = traced(game, params, {memo, false});
    const std::vector<std::int32_t> found = gt::findCalls(*run.game, *run.result.trace, query);
    QCOMPARE(QList<int>(found.begin(), found.end()), calls);
    for (int threads : {1, 2, 3}) {
        const Reported reported = search(run, query, threads);
        QCOMPARE(reported.found, found);
        QCOMPARE(joined(reported.batches), found);
        QCOMPARE(reported.batches.empty(), found.empty());
        if (!found.empty())
            QCOMPARE(reported.batches.front().front(), found.front());
    }
}

void TestSearch::cancelStopsEarly_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("query");
    QTest::addColumn<int>("threads");

    // Runs of many slices (a slice is 4,096 calls at least), with matches all along.
    QTest::newRow("prime 9299 N=37") << "prime"
                                     << "n=9299"
                                     << "N=37" << 1;
    QTest::newRow("prime 9299 N=37, 2 threads") << "prime"
                                                << "n=9299"
                                                << "N=37" << 2;
    QTest::newRow("can-i-win 12/40 reached") << "can-i-win"
                                             << "max=12 total=40"
                                             << "reached" << 1;
    QTest::newRow("can-i-win 12/40 reached, 2 threads") << "can-i-win"
                                                        << "max=12 total=40"
                                                        << "reached" << 2;
}

// Cancelled before it starts, a search finds and reports nothing; cancelled at its first report,
// it stops before the end: what it returns is the start of the whole list.
void TestSearch::cancelStopsEarly()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(QString, query);
    QFETCH(int, threads);
    const Run run = traced(game, params, {true, false});
    const std::vector<std::int32_t> all = gt::findCalls(*run.game, *run.result.trace, query);
    QVERIFY(all.size() > 100);

    std::atomic<bool> cancel {true};
    const Reported before = search(run, query, threads, &cancel);
    QVERIFY(before.found.empty());
    QVERIFY(before.batches.empty());

    cancel = false;
    const Reported atFirst = search(run, query, threads, &cancel, [&cancel] { cancel = true; });
    QVERIFY(!atFirst.found.empty());
    QVERIFY(atFirst.found.size() < all.size());
    QVERIFY(std::equal(atFirst.found.begin(), atFirst.found.end(), all.begin()));
    QCOMPARE(joined(atFirst.batches), atFirst.found);
}

void TestSearch::findCallsByNumber_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("number");
    QTest::addColumn<int>("count");

    // Big runs, where one cached comparison serves many calls; the substring "n=1" (or "N=37")
    // would find more: n=10..19 (N=370..379).
    QTest::newRow("prime 9299 N=37") << "prime"
                                     << "n=9299" << true << 37 << 288;
    QTest::newRow("stones 30 memo off n=1") << "stones"
                                            << "n=30 moves=1,4" << false << 1 << 6272;
    QTest::newRow("stones 30 memo off n=10") << "stones"
                                             << "n=30 moves=1,4" << false << 10 << 345;
}

// "n=K" finds exactly the calls whose state's number is K, read from the state's JSON.
void TestSearch::findCallsByNumber()
{
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(bool, memo);
    QFETCH(int, number);
    QFETCH(int, count);
    const Run run = traced(game, params, {memo, true});
    const Trace& trace = *run.result.trace;
    std::vector<std::int32_t> expected;
    for (std::int32_t id = 0; id < trace.size(); ++id)
        if (run.game->stateJson(trace.state(id)).value(QStringLiteral("n")).toInt() == number)
            expected.push_back(id);
    QCOMPARE(gt::findCalls(*run.game, trace, QStringLiteral("n=%1").arg(number)), expected);
    QCOMPARE(int(expected.size()), count);
    CallSearchControl twoThreads; // slices of the calls scanned side by side, the same matches
    twoThreads.threadsToFirstMatch = 2;
    QCOMPARE(gt::findCalls(*run.game, trace, QStringLiteral("n=%1").arg(number), twoThreads), expected);
}

void TestSearch::findsInAnyLanguage_data()
{
    QTest::addColumn<QString>("shown"); // the labels' language
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("params");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QList<int>>("calls"); // as findCalls_data's English queries find them
    const QString ciw = QStringLiteral("can-i-win"), prime = QStringLiteral("prime");
    const QList<int> used13 {5, 18}, second0 {1, 7, 11, 13};
    for (const QString& shown : languageIds()) {
        const auto row
            = [&](const char* name) -> QTestData& { return QTest::newRow(qPrintable(shown + u' ' + QString::fromUtf8(name))); };
        row("used, English") << shown << ciw << "max=4 total=6"
                             << "used {1,3}" << used13;
        row("used, Japanese") << shown << ciw << "max=4 total=6" << QStringLiteral("使用済み {1,3}") << used13;
        row("used, Korean") << shown << ciw << "max=4 total=6" << QStringLiteral("사용 {1,3}") << used13;
        row("second player, English") << shown << prime << "n=7"
                                      << "N=0, second player" << second0;
        row("second player, Japanese") << shown << prime << "n=7" << QStringLiteral("N=0・後手") << second0;
        row("second player, Korean") << shown << prime << "n=7" << QStringLiteral("N=0, 후공") << second0;
    }
    // A word alone, and a word of no label changes nothing.
    QTest::newRow("ja, need alone") << "ja" << ciw << "max=4 total=6"
                                    << "need 1" << QList<int> {8, 13, 19, 22};
    QTest::newRow("ja, English need = Japanese")
        << "ja" << ciw << "max=4 total=6" << QStringLiteral("あと 1") << QList<int> {8, 13, 19, 22};
    QTest::newRow("ko, no label word") << "ko" << prime << "n=7"
                                       << "N=0, third player" << QList<int> {};
}

// The labels are in the shown language; a state typed with any language's label words finds
// the same calls (once the Japanese find box's own example found nothing: its labels say 使用済み).
void TestSearch::findsInAnyLanguage()
{
    QFETCH(QString, shown);
    QFETCH(QString, game);
    QFETCH(QString, params);
    QFETCH(QString, query);
    QFETCH(QList<int>, calls);
    const auto restore = qScopeGuard([] { setLanguage(QStringLiteral("en")); });
    const Run run = traced(game, params, {game == QLatin1String("can-i-win"), false});
    QVERIFY(setLanguage(shown));
    const std::vector<std::int32_t> found = search(run, query, 1).found;
    QCOMPARE(QList<int>(found.begin(), found.end()), calls);
}

void TestSearch::findHintFindsCalls_data()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "ja", "ko"})
        QTest::newRow(language) << language;
}

// Each example of the find box's hint ("n=37, used {1,3}, i=2 M=1", in the box's language)
// finds a call of the game it is from.
void TestSearch::findHintFindsCalls()
{
    QFETCH(QString, language);
    const auto restore = qScopeGuard([] { setLanguage(QStringLiteral("en")); });
    QVERIFY(setLanguage(language));
    const QString hint = QCoreApplication::translate("gt::FindBar", "Find a state: n=37, used {1,3}, i=2 M=1");
    QVERIFY2(
        language == QLatin1String("en") || hint != QLatin1String("Find a state: n=37, used {1,3}, i=2 M=1"), qPrintable(hint));
    const QStringList examples
        = hint.section(QRegularExpression(QStringLiteral("[:：]")), 1).split(QRegularExpression(QStringLiteral("、|, ")));
    QCOMPARE(examples.size(), 3);
    const Run runs[] = {traced(QStringLiteral("stones"), QStringLiteral("n=40 moves=1,4"), {true, false}),
        traced(QStringLiteral("can-i-win"), QStringLiteral("max=4 total=6"), {true, false}),
        traced(QStringLiteral("stone-game-ii"), QStringLiteral("piles=2,7,9,4,4"), {true, false})};
    for (int i = 0; i < 3; ++i) {
        const QString example = examples[i].trimmed();
        QVERIFY2(!search(runs[i], example, 1).found.empty(), qPrintable(example));
        // Typed as the labels read, not only through the other languages' words.
        bool shownAsTyped = false;
        for (std::int32_t call = 0; call < runs[i].result.trace->size() && !shownAsTyped; ++call)
            shownAsTyped = runs[i].game->stateLabel(runs[i].result.trace->state(call)).contains(example, Qt::CaseInsensitive);
        QVERIFY2(shownAsTyped, qPrintable(example));
    }
}

QTEST_GUILESS_MAIN(TestSearch)
#include "tst_search.moc"
