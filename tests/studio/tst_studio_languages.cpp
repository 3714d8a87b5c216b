// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Languages and keys: switching at run time keeps the layout, the guide follows, every menu
// item has its own mnemonic in en, ja and ko, the toolbar shows none, the shortcuts dialog lists
// every key.

#include "studio/studio_fixture.h"
#include "core/language.h"
#include "core/session_file.h"
#include "core/trace_analysis.h"
#include "studio/panels/game_form.h"
#include "studio/canvas/legend_panel.h"
#include "studio/canvas/icicle_view.h"
#include "studio/window/main_window.h"
#include "studio/window/recent_files.h"
#include "studio/run/call_stack_model.h"
#include "studio/run/memo_table_model.h"
#include "studio/run/solve_job.h"
#include "studio/panels/source_panel.h"
#include "studio/canvas/tree_view.h"
#include "studio/window/user_guide.h"

#include <QLabel>
#include <QDockWidget>
#include <QFileDialog>
#include <QMenuBar>
#include <QToolTip>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QAbstractItemModelTester>
#include <QTableWidget>
#include <QToolBar>
#include <QToolButton>
#include <QtTest>

#include "studio/panels/narration_band.h"
#include "studio/modes/quiz_bar.h"
#include "studio/window/shortcuts_dialog.h"
#include "studio/canvas/comparison_pane.h"
#include "studio/canvas/view_report.h"

#include <QJsonArray>
#include <QJsonObject>

using namespace gt;

class TestStudioLanguages : public StudioFixture {
    Q_OBJECT

private slots:
    void languageSwitchesAtRunTime();
    void languageSwitchKeepsTheLayout();
    void steppingToolBarFitsANarrowWindow_data();
    void steppingToolBarFitsANarrowWindow();
    void userGuideFollowsTheLanguage();
    void menusHaveDistinctMnemonics_data();
    void menusHaveDistinctMnemonics();
    void toolbarShowsNoMnemonics();
    void shortcutsDialogListsEveryKey();
};

namespace {
// A row for each language the studio speaks.
void addLanguageRows()
{
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "ja", "ko"})
        QTest::newRow(language) << QString::fromLatin1(language);
}
} // namespace

void TestStudioLanguages::languageSwitchesAtRunTime()
{
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    m_window->run()->stepper().setPosition(3);
    m_window->stepControls()->stepInto(); // step 4: the first player tries subtracting 5
    auto menuTitles = [this] {
        QStringList titles;
        for (QAction* a : m_window->menuBar()->actions())
            titles << a->text();
        return titles;
    };
    QCOMPARE(menuTitles().constFirst(), QStringLiteral("&File"));

    m_window->switchLanguage(QStringLiteral("ja"));
    QCOMPARE(currentLanguage(), QStringLiteral("ja"));
    QCOMPARE(menuTitles().constFirst(), QStringLiteral("ファイル(&F)"));
    QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("ゲーム木スタジオ")); // the title's tail
    QVERIFY(menuTitles().contains(QStringLiteral("実行(&R)")));
    QCOMPARE(m_window->narrationText(), QStringLiteral("先手、N=7：5 を引く手を試し、N=2 を後手に渡します。"));
    QCOMPARE(m_window->run()->stepper().position(), 4LL); // the run and its step are kept
    QVERIFY(m_window->form()->solveButton()->text().contains(QStringLiteral("解く")));
    QVERIFY(m_window->treeView()->node(NodeRef::call(0))->texts.front().text == QStringLiteral("N=7・先手"));

    m_window->switchLanguage(QStringLiteral("ko"));
    QCOMPARE(menuTitles().constFirst(), QStringLiteral("파일(&F)"));
    QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("게임 트리 스튜디오"));
    QCOMPARE(m_window->narrationText(), QStringLiteral("N=7에서 선공 차례: 5 빼기 시도 후 N=2 상태를 후공에게 넘깁니다."));
    QCOMPARE(stackRows().constFirst(), QStringLiteral("#0  N=7, 선공   → 5 빼기 시도 중"));

    m_window->switchLanguage(QStringLiteral("en"));
    QCOMPARE(menuTitles().constFirst(), QStringLiteral("&File"));
    QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("Game Tree Studio"));
    QCOMPARE(
        m_window->narrationText(), QStringLiteral("First player, N=7: tries subtracting 5 and hands N=2 to the second player."));
    m_window->stepControls()->stepInto(); // still steps after the rebuild
    QCOMPARE(m_window->run()->stepper().position(), 5LL);
}

// A laptop's 800-pixel window shows every stepping button and the speed: none hides behind the
// toolbar's », in any language (Japanese hid Step Back, Last Step, Play and the speed).
void TestStudioLanguages::steppingToolBarFitsANarrowWindow_data()
{
    addLanguageRows();
}

void TestStudioLanguages::steppingToolBarFitsANarrowWindow()
{
    QFETCH(QString, language);
    m_window->switchLanguage(language);
    resizeAndSettle(QSize(800, 600));
    auto* bar = m_window->findChild<QToolBar*>(QStringLiteral("SteppingToolBar"));
    QVERIFY(bar);
    for (QAction* action : bar->actions()) {
        if (action->isSeparator())
            continue;
        QWidget* shown = bar->widgetForAction(action);
        QVERIFY2(shown && shown->isVisible(), qPrintable(action->text()));
        if (qobject_cast<QToolButton*>(shown)) // its words, where only its icon shows
            QVERIFY2(!action->toolTip().isEmpty(), qPrintable(action->text()));
    }
    // Japanese tooltips say what a button does in one register, the polite one (進めます, not 進める).
    if (language == QLatin1String("ja")) {
        for (QAction* action : bar->actions()) {
            const QString tip = action->toolTip().section(u'（', 0, 0);
            if (tip.contains(u'：'))
                QVERIFY2(tip.endsWith(QStringLiteral("ます")), qPrintable(tip));
        }
    }
    // Wide again: the words come back beside the icons.
    resizeAndSettle(QSize(1366, 768));
    QCOMPARE(bar->toolButtonStyle(), Qt::ToolButtonTextBesideIcon);
}

void TestStudioLanguages::languageSwitchKeepsTheLayout()
{
    resizeAndSettle(QSize(1366, 768));
    solveAndWait(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("7")}}, {false, false});
    settleLayouts();
    const QSize canvas = m_window->treeView()->size();
    QVERIFY2(canvas.width() > 500, qPrintable(QString::number(canvas.width())));
    m_window->switchLanguage(QStringLiteral("ja"));
    settleLayouts();
    const QSize inJapanese = m_window->treeView()->size();
    m_window->switchLanguage(QStringLiteral("en"));
    settleLayouts();
    QCOMPARE(m_window->treeView()->size(), canvas);
    // Japanese may need a little more room for its words, never half the canvas.
    QVERIFY2(inJapanese.width() > canvas.width() * 9 / 10, qPrintable(QString::number(inJapanese.width())));
}

void TestStudioLanguages::userGuideFollowsTheLanguage()
{
    auto* action = m_window->findChild<QAction*>(QStringLiteral("userGuide"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::HelpContents));
    action->trigger();
    auto* guide = m_window->findChild<UserGuide*>();
    QVERIFY(guide && guide->isVisible());
    QVERIFY(!guide->isModal()); // the tree stays usable beside it
    QVERIFY(guide->text().contains(QLatin1String("Step through the run")));
    QVERIFY(guide->text().contains(QLatin1String("Page Down")));
    m_window->switchLanguage(QStringLiteral("ja"));
    QVERIFY2(guide->text().contains(QStringLiteral("実行をたどる")), qPrintable(guide->text().left(200)));
    QCOMPARE(guide->windowTitle(), QStringLiteral("ゲーム木スタジオの使い方"));
    m_window->switchLanguage(QStringLiteral("ko"));
    QVERIFY(guide->text().contains(QStringLiteral("실행 따라가기")));
    m_window->switchLanguage(QStringLiteral("en"));
    QVERIFY(guide->text().contains(QLatin1String("Step through the run")));
}

void TestStudioLanguages::menusHaveDistinctMnemonics_data()
{
    addLanguageRows();
}

// Alt+F, then a letter, must reach one item: File had C (Open Code, Export Current Step), D (Save
// Code, Export Slide Deck) and P (Copy Picture, Print) twice, so the letter only moved between them.
void TestStudioLanguages::menusHaveDistinctMnemonics()
{
    QFETCH(QString, language);
    m_window->switchLanguage(language);
    QCOMPARE(currentLanguage(), language);
    const auto restore = qScopeGuard([this] { m_window->switchLanguage(QStringLiteral("en")); });
    auto mnemonic = [](const QString& text) {
        const qsizetype at = text.indexOf(QRegularExpression(QStringLiteral("&[^&]")));
        return at < 0 ? QChar() : text[at + 1].toLower();
    };
    QStringList clashes;
    for (QAction* top : m_window->menuBar()->actions()) {
        QMap<QChar, QStringList> items;
        for (QAction* action : top->menu()->actions())
            if (!action->isSeparator() && !mnemonic(action->text()).isNull())
                items[mnemonic(action->text())] << action->text();
        for (auto it = items.cbegin(); it != items.cend(); ++it)
            if (it.value().size() > 1)
                clashes << top->text() + QStringLiteral(": ") + it.value().join(QStringLiteral(", "));
    }
    QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QStringLiteral("; "))));
}

void TestStudioLanguages::toolbarShowsNoMnemonics()
{
    m_window->switchLanguage(QStringLiteral("ja"));
    QStringList texts;
    for (QToolBar* bar : m_window->findChildren<QToolBar*>())
        for (QToolButton* button : bar->findChildren<QToolButton*>())
            if (!button->text().isEmpty())
                texts << button->text();
    QVERIFY(texts.contains(QStringLiteral("最初のステップ")));
    for (const QString& text : texts)
        QVERIFY2(!text.contains(u'(') && !text.contains(u'&'), qPrintable(text));
}

void TestStudioLanguages::shortcutsDialogListsEveryKey()
{
    ShortcutsDialog dialog(m_window.get());
    QStringList rows;
    for (int r = 0; r < dialog.table()->rowCount(); ++r)
        rows << dialog.table()->item(r, 0)->text() + QStringLiteral(" = ") + dialog.table()->item(r, 1)->text();
    for (const QString& expected : {QStringLiteral("Step Into = Right, PgDown, F11"), QStringLiteral("Step Over = Down, F10"),
             QStringLiteral("Presentation Mode = F5"), QStringLiteral("Quiz Mode = F6"), QStringLiteral("Find State = Ctrl+F"),
             QStringLiteral("Play = Space"), QStringLiteral("Show Current Call = Ctrl+J"),
             QStringLiteral("Leave presentation mode = Esc")})
        QVERIFY2(rows.contains(expected), qPrintable(rows.join(QStringLiteral(" | "))));
}

QTEST_MAIN(TestStudioLanguages)
#include "tst_studio_languages.moc"
