// Japanese and Korean: every message of the sources is in the .ts files, translated, with the
// same placeholders; nothing unfinished or obsolete; the translators load and switch at run time.

#include "core/game.h"
#include "core/language.h"
#include "core/narration.h"
#include "core/solve_run.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtTest>

#include <map>

using namespace gt;

class TestTranslations : public QObject {
    Q_OBJECT

private slots:
    void everySourceStringIsTranslated_data();
    void everySourceStringIsTranslated();
    void switchingLanguageAtRunTime();

private:
    struct Message {
        QString translation;
        QString type;
    };
    using Catalogue = std::map<std::pair<QString, QString>, Message>; // (context, source)
    static Catalogue read(const QString& path);
};

TestTranslations::Catalogue TestTranslations::read(const QString& path)
{
    Catalogue catalogue;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return catalogue;
    QXmlStreamReader xml(&file);
    QString context, source;
    Message message;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            message.type = xml.attributes().value("type").toString();
            message.translation = xml.readElementText();
            catalogue[{context, source}] = message;
        }
    }
    return catalogue;
}

void TestTranslations::everySourceStringIsTranslated_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("ja") << "ja";
    QTest::newRow("ko") << "ko";
}

void TestTranslations::everySourceStringIsTranslated()
{
    QFETCH(QString, language);
    const QString sourceDir = qEnvironmentVariable("GAMETREE_SOURCE_DIR");
    const QString lupdate = qEnvironmentVariable("GAMETREE_LUPDATE");
    QVERIFY2(QFileInfo::exists(sourceDir + "/translations"), "GAMETREE_SOURCE_DIR must name the project");
    const Catalogue committed = read(sourceDir + "/translations/gametree_" + language + ".ts");
    QVERIFY(committed.size() > 300);

    // What the sources ask for today, extracted afresh.
    QTemporaryDir dir;
    const QString fresh = dir.filePath("fresh.ts");
    QProcess run;
    run.start(lupdate, {"-recursive", sourceDir + "/src", "-no-obsolete", "-locations", "none", "-ts", fresh});
    QVERIFY(run.waitForFinished(120000));
    QCOMPARE(run.exitCode(), 0);
    const Catalogue wanted = read(fresh);
    QVERIFY(wanted.size() > 300);

    static const QRegularExpression placeholder(QStringLiteral("%L?\\d|%v|%n"));
    auto placeholders = [](const QString& text) {
        QStringList found;
        for (auto it = placeholder.globalMatch(text); it.hasNext();)
            found << it.next().captured();
        found.sort();
        return found;
    };
    for (const auto& [key, unused] : wanted) {
        const auto it = committed.find(key);
        QVERIFY2(it != committed.end(), qPrintable(QString("not in the .ts: [%1] %2").arg(key.first, key.second)));
        QVERIFY2(it->second.type.isEmpty(), qPrintable(QString("%1: [%2] %3").arg(it->second.type, key.first, key.second)));
        QVERIFY2(!it->second.translation.isEmpty(), qPrintable(key.second));
        QCOMPARE(placeholders(it->second.translation), placeholders(key.second));
    }
    QCOMPARE(committed.size(), wanted.size()); // nothing left over from removed strings
}

void TestTranslations::switchingLanguageAtRunTime()
{
    const auto game = createGame("prime", {{"n", "7"}});
    const SolveResult run = solveTraced(*game, {false, false});
    QVERIFY(setLanguage("ja"));
    QCOMPARE(game->stateLabel(run.trace->state(0)), QStringLiteral("N=7・先手"));
    QCOMPARE(narrateEvent(*game, *run.trace, 3), QStringLiteral("先手、N=7：5 を引く手を試し、N=2 を後手に渡します。"));
    QVERIFY(findGame("prime")->title.startsWith(QStringLiteral("プライムナンバーゲーム")));
    QVERIFY(fontFamilies().contains("Noto Sans CJK JP"));
    QVERIFY(setLanguage("ko"));
    QCOMPARE(narrateEvent(*game, *run.trace, 3), QStringLiteral("선공, N=7: 5 빼기 시도, N=2 상태를 후공에게 넘깁니다."));
    QVERIFY(fontFamilies().contains("Noto Sans CJK KR"));
    QVERIFY(!setLanguage("fr"));
    QCOMPARE(currentLanguage(), QStringLiteral("ko"));
    QVERIFY(setLanguage("en"));
    QCOMPARE(narrateEvent(*game, *run.trace, 3),
        QStringLiteral("First player, N=7: tries subtracting 5 and hands N=2 to the second player."));
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
