// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The studio's parts driven from a StudioRun, with no window around them: what the quiz asks,
// accepts and counts, and which calls find goes through, for runs solved here.

#include "core/game.h"
#include "core/solve.h"
#include "layout/budget_layouter.h"
#include "studio/modes/find_bar.h"
#include "studio/modes/quiz_bar.h"
#include "studio/panels/notice_banner.h"
#include "studio/run/solve_job.h"
#include "studio/run/studio_run.h"
#include "support/offscreen_noise.h"
#include "support/test_helpers.h"

#include <QSignalSpy>
#include <QTextLayout>
#include <QVBoxLayout>
#include <QtTest>

using namespace gt;

Q_DECLARE_METATYPE(gt::ParamText)

class TestStudioParts : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void quizAsksAtTheFirstReturn_data();
    void quizAsksAtTheFirstReturn();
    void quizCountsRightAndWrong_data();
    void quizCountsRightAndWrong();
    void findGoesThroughMatches_data();
    void findGoesThroughMatches();
    void bannerNeverBreaksInsideAWord();

private:
    static std::shared_ptr<StudioRun> solvedRun(const QString& game, const ParamText& params, SolveOptions options);
    // Steps `run` on until `quiz` asks; the call it asks about, or -1 when it never does.
    static std::int32_t stepToQuestion(StudioRun& run, QuizBar& quiz);
};

namespace {
// A quiz bar on a shown widget of its own (it shows its question only when visible), on for `run`.
struct QuizOnRun {
    explicit QuizOnRun(StudioRun& run)
        : quiz(new QuizBar(&host))
    {
        (new QVBoxLayout(&host))->addWidget(quiz);
        quiz->setRun(&run);
        quiz->setOn(true);
        host.show();
    }
    QWidget host;
    QuizBar* quiz;
};
} // namespace

std::shared_ptr<StudioRun> TestStudioParts::solvedRun(const QString& game, const ParamText& params, SolveOptions options)
{
    std::unique_ptr<Game> solved = createGame(game, params);
    SolveResult result = solveTraced(*solved, options);
    BudgetLayouter layouter(BudgetLayouter::kInteractiveGraphvizNodes);
    return std::make_shared<StudioRun>(
        std::move(solved), options, std::move(result), QString(), SolveJob::studioDrawOptions(), layouter);
}

std::int32_t TestStudioParts::stepToQuestion(StudioRun& run, QuizBar& quiz)
{
    Stepper& stepper = run.stepper();
    for (; !stepper.atLast(); stepper.stepInto()) {
        if (quiz.stopBetween(stepper.position(), stepper.position() + 1) == stepper.position()) {
            quiz.refresh();
            return run.trace().event(stepper.position()).call;
        }
    }
    return -1;
}

void TestStudioParts::initTestCase()
{
    installOffscreenNoiseFilter();
}

void TestStudioParts::quizAsksAtTheFirstReturn_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<int>("call");
    QTest::addColumn<QString>("question");

    // The prime game without the memo goes down to N=0 first: #1, the second player's.
    QTest::newRow("prime 7, first player's values") << "prime" << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << false
                                                    << 1 << "Call #1 (N=0, second player to move): who wins from here?";
    QTest::newRow("stones, a score") << "stones"
                                     << ParamText {{QStringLiteral("n"), QStringLiteral("10")},
                                            {QStringLiteral("moves"), QStringLiteral("1,4")}}
                                     << true << 10
                                     << "Call #10 (n=0): how many stones does the player to move (first player) get "
                                        "from here?";
    QTest::newRow("can i win, the mover's values")
        << "can-i-win" << ParamText {{QStringLiteral("max"), QStringLiteral("4")}, {QStringLiteral("total"), QStringLiteral("6")}}
        << true << 3 << "Call #3 (used {1,2,3} · reached 6, second player to move): who wins from here?";
}

void TestStudioParts::quizAsksAtTheFirstReturn()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(bool, memo);
    QFETCH(int, call);
    QFETCH(QString, question);

    const std::shared_ptr<StudioRun> run = solvedRun(game, params, {memo, false});
    QuizOnRun shown(*run);
    QuizBar* quiz = shown.quiz;
    QCOMPARE(quiz->question(), QStringLiteral("Quiz: step on; the run pauses before each return to ask."));
    QCOMPARE(stepToQuestion(*run, *quiz), call);
    QCOMPARE(quiz->question(), question);
    QCOMPARE(quiz->tally(), QStringLiteral("0 of 0 right"));

    quiz->setOn(false);
    QVERIFY(quiz->question().isEmpty());
    QCOMPARE(quiz->stopBetween(0, run->trace().eventCount()), std::nullopt); // off: nothing stops the run
}

void TestStudioParts::quizCountsRightAndWrong_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<bool>("memo");

    QTest::newRow("prime 7") << "prime" << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << false;
    QTest::newRow("stones 10; 1,4") << "stones"
                                    << ParamText {{QStringLiteral("n"), QStringLiteral("10")},
                                           {QStringLiteral("moves"), QStringLiteral("1,4")}}
                                    << true;
    QTest::newRow("can i win 4, 6") << "can-i-win"
                                    << ParamText {{QStringLiteral("max"), QStringLiteral("4")},
                                           {QStringLiteral("total"), QStringLiteral("6")}}
                                    << true;
    QTest::newRow("stone game ii") << "stone-game-ii" << ParamText {{QStringLiteral("piles"), QStringLiteral("2,7,9,4,4")}}
                                   << true;
}

// Each return asked is answered with the call's own value, then every other with a value it
// does not return: the tally counts both, and every answer reveals the return (one step on).
void TestStudioParts::quizCountsRightAndWrong()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(bool, memo);

    const std::shared_ptr<StudioRun> run = solvedRun(game, params, {memo, false});
    QuizOnRun shown(*run);
    QuizBar* quiz = shown.quiz;
    QSignalSpy revealed(quiz, &QuizBar::revealed);
    int right = 0;
    int asked = 0;
    for (std::int32_t call; (call = stepToQuestion(*run, *quiz)) >= 0;) {
        const std::int64_t position = run->stepper().position();
        const std::int64_t value = run->trace().value(call);
        const bool answerRight = asked % 2 == 0;
        quiz->answer(answerRight ? value : value + 1);
        ++asked;
        right += answerRight;
        QCOMPARE(run->stepper().position(), position + 1);
        quiz->refresh();
        QCOMPARE(quiz->tally(), QStringLiteral("%1 of %2 right").arg(right).arg(asked));
        QVERIFY2(revealed.constLast().first().toString().startsWith(
                     answerRight ? QStringLiteral("Right") : QStringLiteral("Not quite")),
            qPrintable(revealed.constLast().first().toString()));
    }
    QVERIFY(run->stepper().atLast());
    QCOMPARE(revealed.size(), asked);
    // By default it asks at every return, once each.
    QCOMPARE(asked, int(run->trace().size()));
}

void TestStudioParts::findGoesThroughMatches_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<bool>("memo");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QList<int>>("matches");

    // n=1 twice (#9 computed, #12 from the memo); not n=10.
    QTest::newRow("stones n=1") << "stones"
                                << ParamText {{QStringLiteral("n"), QStringLiteral("10")},
                                       {QStringLiteral("moves"), QStringLiteral("1,4")}}
                                << true << "n=1" << QList<int> {9, 12};
    QTest::newRow("stones, none") << "stones"
                                  << ParamText {{QStringLiteral("n"), QStringLiteral("10")},
                                         {QStringLiteral("moves"), QStringLiteral("1,4")}}
                                  << true << "n=42" << QList<int> {};
    // The article's figure (memo and short-circuit off): N=2 three times, for either player.
    QTest::newRow("prime N=2") << "prime" << ParamText {{QStringLiteral("n"), QStringLiteral("7")}} << false << "N=2"
                               << QList<int> {2, 6, 10};
}

void TestStudioParts::findGoesThroughMatches()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(bool, memo);
    QFETCH(QString, query);
    QFETCH(QList<int>, matches);

    QWidget window;
    FindBar find(&window);
    find.setRun(solvedRun(game, params, {memo, false}));
    QSignalSpy chosen(&find, &FindBar::matchChosen);
    QSignalSpy finished(&find, &FindBar::searchFinished);
    find.find(query);
    QCOMPARE(find.status(), QStringLiteral("searching…"));
    QVERIFY(finished.wait(10000));
    if (matches.isEmpty()) {
        QCOMPARE(find.status(), QStringLiteral("not found"));
        QVERIFY(chosen.isEmpty());
        return;
    }
    QCOMPARE(find.status(), QStringLiteral("1 of %1").arg(matches.size()));
    for (int i = 1; i <= matches.size(); ++i) { // and round to the first again
        find.findNext();
        QCOMPARE(find.status(), QStringLiteral("%1 of %2").arg(i % matches.size() + 1).arg(matches.size()));
    }
    QList<int> seen;
    for (const QList<QVariant>& signal : chosen)
        seen << signal.first().toInt();
    QList<int> expected = matches;
    expected << matches.first();
    QCOMPARE(seen, expected);
}

namespace {
// How many lines, over the widths 60..700 px, end anywhere but at a space: inside a word.
int breaksInsideWords(const QString& text, const QFont& font)
{
    int inside = 0;
    for (int width = 60; width <= 700; width += 3) {
        QTextLayout layout(text, font);
        QTextOption option;
        option.setWrapMode(QTextOption::WordWrap);
        layout.setTextOption(option);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            const qsizetype end = line.textStart() + line.textLength();
            if (end < text.size() && !text[end - 1].isSpace())
                ++inside;
        }
        layout.endLayout();
    }
    return inside;
}
} // namespace

// The missing-compiler message names g++ and apt-get: at no width does the banner end a line
// inside one of them (as Qt does after "+" or "-"), and the message reads back as written.
void TestStudioParts::bannerNeverBreaksInsideAWord()
{
    const QString message = QStringLiteral("no C++ compiler found (c++ or g++): install the Debian package g++ "
                                           "(sudo apt-get install g++), or give one with --compiler");
    NoticeBanner banner;
    banner.showNotice(message, true);
    QCOMPARE(banner.message(), message);
    QVERIFY(breaksInsideWords(message, banner.font()) > 0); // what the banner must prevent
    QCOMPARE(breaksInsideWords(banner.text(), banner.font()), 0);
}

QTEST_MAIN(TestStudioParts)
#include "tst_studio_parts.moc"
