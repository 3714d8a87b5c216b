// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The gametree command on runs of millions of calls (can-i-win (20, 210): 10,485,761): minutes
// under the sanitizers, so a suite of their own, labelled slow (ctest -LE slow leaves them out).

#include "cli/icicle_svg.h"
#include "support/test_helpers.h"

#include <QDir>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

class TestCliLong : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void refusesPicturesOfMillionsOfNodes_data();
    void refusesPicturesOfMillionsOfNodes();
    void icicleSvgOfTenMillionCalls();

private:
    using Output = CommandOutput;
    // A 10.5-million-call run drawn before a refusal takes minutes under ASan.
    Output run(const QStringList& args) { return runCommand(m_bin, args, 300000); }
    QString m_bin;
};

void TestCliLong::initTestCase()
{
    m_bin = qEnvironmentVariable("GAMETREE_BIN");
    QVERIFY2(QFileInfo(m_bin).isExecutable(), "GAMETREE_BIN must name the gametree binary");
}

void TestCliLong::refusesPicturesOfMillionsOfNodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("two million nodes, refused before the layout")
        << QStringList {QStringLiteral("export"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("20"),
               QStringLiteral("--total"), QStringLiteral("210"), QStringLiteral("--max-nodes"), QStringLiteral("2000000"),
               QStringLiteral("--fit"), QStringLiteral("none"), QStringLiteral("-o")}
        << "big.svg"
        << "the picture would have 2,000,010 nodes, about 3.1 GB of SVG and 8.2 GB of memory: more than 250,000 nodes is drawn "
           "only with --force";
    // The refusal was printed after "drawing 2,000,010 nodes..." on stdout.
    QTest::newRow("two million nodes as a forced PNG")
        << QStringList {QStringLiteral("export"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("20"),
               QStringLiteral("--total"), QStringLiteral("210"), QStringLiteral("--max-nodes"), QStringLiteral("2000000"),
               QStringLiteral("--fit"), QStringLiteral("none"), QStringLiteral("--force"), QStringLiteral("-o")}
        << "big.png"
        << "the PNG would be";
    QTest::newRow("slides of two million nodes each") << QStringList {QStringLiteral("slides"), QStringLiteral("can-i-win"),
        QStringLiteral("--max"), QStringLiteral("20"), QStringLiteral("--total"), QStringLiteral("210"),
        QStringLiteral("--max-nodes"), QStringLiteral("2000000"), QStringLiteral("--fit"), QStringLiteral("none"),
        QStringLiteral("--every"), QStringLiteral("100000"), QStringLiteral("-o")}
                                                      << "deck.pdf"
                                                      << "the picture would have 2,000,010 nodes";
}

// One line on stderr, status 2, nothing written: the refusal comes before any drawing.
void TestCliLong::refusesPicturesOfMillionsOfNodes()
{
    QFETCH(QStringList, args);
    QFETCH(QString, file);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const Output o = run(args << dir.filePath(file));
    QCOMPARE(o.status, 2);
    QVERIFY(o.out.isEmpty());
    QVERIFY2(QString::fromUtf8(o.err).contains(message), o.err.constData());
    QCOMPARE(QString::fromUtf8(o.err).count(QLatin1Char('\n')), 1);
    QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot), QStringList());
}

// can-i-win (20, 210): every one of its 10,485,761 calls is recorded and counted, in a file of
// fewer than 50,000 elements whose root spans the whole width; the PNG too.
void TestCliLong::icicleSvgOfTenMillionCalls()
{
    QTemporaryDir dir;
    const QStringList run20 {QStringLiteral("export"), QStringLiteral("can-i-win"), QStringLiteral("--max"), QStringLiteral("20"),
        QStringLiteral("--total"), QStringLiteral("210"), QStringLiteral("--view"), QStringLiteral("icicle"),
        QStringLiteral("-o")};
    const Output o = run(run20 + QStringList {dir.filePath(QStringLiteral("x.svg"))});
    QCOMPARE(o.status, 0);
    QVERIFY2(QString::fromUtf8(o.out).contains(QStringLiteral("an icicle of 10485761 calls")), o.out.constData());
    const IcicleSvg svg = readIcicleSvg(dir.filePath(QStringLiteral("x.svg")));
    QVERIFY2(svg.elements < 50000, qPrintable(QString::number(svg.elements)));
    QVERIFY(svg.aggregates > 1000);
    QCOMPARE(svg.root.left(), svg.whole.left());
    QCOMPARE(svg.root.right(), svg.whole.right());
    QVERIFY(svg.root.width() > 800); // a slide's width, less the margins and the depths

    const Output png = run(run20 + QStringList {dir.filePath(QStringLiteral("x.png"))});
    QCOMPARE(png.status, 0);
    const QImage image(dir.filePath(QStringLiteral("x.png")));
    QCOMPARE(image.size(), QSize(1920, 1080)); // the slide at 144 dpi
    // the root's fill, exactly at the SVG's rectangle scaled to the pixels: the second player wins
    const QPoint inRoot(qRound(svg.root.left() * 2) + 4, qRound(svg.root.top() * 2) + 4);
    QCOMPARE(image.pixelColor(inRoot).name(), QStringLiteral("#c4ddf5"));
}

QTEST_GUILESS_MAIN(TestCliLong)
#include "tst_cli_long.moc"
