// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The game form and the legend panel on their own, headless: the example box follows what the
// form holds, errors name the field (never the command-line flag) in the palette's colour, and
// the legend has the palette's background before any run.

#include "support/offscreen_noise.h"
#include "core/language.h"
#include "core/params.h"
#include "studio/panels/compact_combo_box.h"
#include "studio/panels/examples.h"
#include "studio/panels/game_form.h"
#include "studio/canvas/legend_panel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QAbstractItemView>
#include <QtTest>

using namespace gt;

class TestGameForm : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void legendStartsWithThePaletteBackground();
    void legendWrapsInsteadOfCutting();
    void narrowGameBoxShowsTheShortTitle();
    void exampleBoxNamesTheMatchingExample_data();
    void exampleBoxNamesTheMatchingExample();
    void exampleBoxSaysCustomAfterAChange_data();
    void exampleBoxSaysCustomAfterAChange();
    void invalidFormDisablesSolve_data();
    void invalidFormDisablesSolve();
    void errorsNameTheFieldInEveryLanguage_data();
    void errorsNameTheFieldInEveryLanguage();
    void missingValueNamesTheField_data();
    void missingValueNamesTheField();
    void errorColourFollowsThePalette_data();
    void errorColourFollowsThePalette();
    void hintsNeverOverlapTheFields_data();
    void hintsNeverOverlapTheFields();
    void firstStartHoldsTheFirstExample();
};

namespace {

QCheckBox* checkBox(const GameForm& form, const QString& text)
{
    for (QCheckBox* box : form.findChildren<QCheckBox*>())
        if (box->text() == text)
            return box;
    return nullptr;
}

// What a user picks in the box: the index, then the activation.
void pickExample(GameForm& form, int index)
{
    form.examplesBox()->setCurrentIndex(index);
    emit form.examplesBox()->activated(index);
}

ParamText articleParams(const QString& game)
{
    const std::optional<GameInfo> info = findGame(game);
    ParamText params;
    for (const ParamSpec& spec : info->params)
        params[spec.name] = spec.example;
    return params;
}

QStringList visibleLabels(const GameForm& form)
{
    QStringList texts;
    for (QLabel* label : form.findChildren<QLabel*>())
        if (label->isVisible())
            texts << label->text();
    return texts;
}
} // namespace

void TestGameForm::initTestCase()
{
    installOffscreenNoiseFilter();
}

void TestGameForm::legendStartsWithThePaletteBackground()
{
    LegendPanel panel;
    panel.resize(260, 200);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QImage image = panel.grab().toImage();
    const QColor background = paletteById(QStringLiteral("default"))->background;
    QCOMPARE(background, QColor(Qt::white));
    for (const QPoint at : {QPoint(2, 2), QPoint(130, 100), QPoint(image.width() - 3, image.height() - 3)})
        QCOMPARE(image.pixelColor(at).rgb(), background.rgb());
}

// A narrow dock wraps an entry onto more lines; nothing is elided, and the panel grows to hold it.
void TestGameForm::legendWrapsInsteadOfCutting()
{
    const QString longText = QStringLiteral("first computed here: the same subtree is computed again later");
    LegendPanel panel;
    const Style style = Style::forPalette(*paletteById(QStringLiteral("default")));
    panel.setLegend(
        {{LegendEntry::Swatch::First, QStringLiteral("first player wins")}, {LegendEntry::Swatch::RepeatFirst, longText}}, style);
    const QFontMetricsF metrics(style.labelFont);
    const std::vector<LegendPanel::Row> wide = panel.rows(800);
    const std::vector<LegendPanel::Row> narrow = panel.rows(200);
    QCOMPARE(narrow.size(), std::size_t(2));
    QCOMPARE(narrow[1].text, longText); // whole
    QVERIFY(narrow[1].textBox.height() >= 2 * metrics.height() - 1);
    QVERIFY(wide[1].textBox.height() < 2 * metrics.height());
    QVERIFY(narrow[1].textBox.top() > narrow[0].textBox.bottom()); // rows never overlap
    QVERIFY(narrow[1].swatch.box.top() >= narrow[1].textBox.top());
    QVERIFY(panel.heightForWidth(200) > panel.heightForWidth(800));
    QCOMPARE(panel.heightForWidth(200), int(std::ceil(narrow[1].textBox.bottom() + 12)));
}

// In a narrow dock the closed box reads "Prime Number Game", not "Prime Number Game (yukicoder";
// its tooltip and its list keep the whole title, and a long example is elided with "…".
void TestGameForm::narrowGameBoxShowsTheShortTitle()
{
    QCOMPARE(CompactComboBox::withoutParenthesis(QStringLiteral("Prime Number Game (yukicoder No.7)")),
        QStringLiteral("Prime Number Game"));
    QCOMPARE(CompactComboBox::withoutParenthesis(QStringLiteral("プライムナンバーゲーム（yukicoder No.7）")),
        QStringLiteral("プライムナンバーゲーム"));
    QCOMPARE(CompactComboBox::withoutParenthesis(QStringLiteral("(untitled)")), QStringLiteral("(untitled)"));
    GameForm form;
    form.resize(240, 600);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    auto* game = qobject_cast<CompactComboBox*>(form.findChildren<QComboBox*>().constFirst());
    QVERIFY(game);
    game->setCurrentIndex(game->findData(QStringLiteral("prime")));
    const QString title = findGame(QStringLiteral("prime"))->title;
    QCOMPARE(game->currentText(), title);
    QCOMPARE(game->shownText(), CompactComboBox::withoutParenthesis(title));
    QVERIFY(game->toolTip().startsWith(title + u'\n'));
    game->setItemText(game->currentIndex(), QStringLiteral("Renamed entry")); // as "Your code: …" is
    QVERIFY(game->toolTip().startsWith(QStringLiteral("Renamed entry\n")));
    game->setItemText(game->currentIndex(), title);
    QVERIFY(game->view()->minimumWidth() > game->fontMetrics().horizontalAdvance(title));
    auto* examples = qobject_cast<CompactComboBox*>(form.examplesBox());
    QVERIFY(examples);
    form.resize(150, 600);
    QTRY_VERIFY(examples->width() < examples->fontMetrics().horizontalAdvance(examples->currentText()));
    QVERIFY(examples->shownText().endsWith(QChar(0x2026)));
    QVERIFY(examples->currentText().startsWith(examples->shownText().chopped(1)));
}

void TestGameForm::exampleBoxNamesTheMatchingExample_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("index");
    for (const QString& game : QStringList {
             QStringLiteral("can-i-win"), QStringLiteral("stone-game-ii"), QStringLiteral("stones"), QStringLiteral("prime")})
        for (int i = 0; i < int(examplesFor(game).size()); ++i)
            QTest::addRow("%s %d", qPrintable(game), i) << game << i;
}

void TestGameForm::exampleBoxNamesTheMatchingExample()
{
    QFETCH(QString, game);
    QFETCH(int, index);
    const std::vector<Example> examples = examplesFor(game);
    const Example& example = examples[std::size_t(index)];
    GameForm form;
    // From a game without a short-circuit, whose box is disabled: the run's option still holds.
    form.setRun(QStringLiteral("stones"),
        {{QStringLiteral("n"), QStringLiteral("12")}, {QStringLiteral("moves"), QStringLiteral("1,3")}}, {false, false});
    QCOMPARE(form.examplesBox()->currentText(), QStringLiteral("Custom parameters"));
    form.setRun(example.gameId, example.params, example.options);
    QCOMPARE(form.examplesBox()->currentText(), example.label);
    QCOMPARE(form.examplesBox()->count(), int(examples.size())); // no custom entry
    QCOMPARE(form.options().memo, example.options.memo);
    // The box is as wide as the column; its list opens wide enough for every example's whole name.
    const QFontMetrics metrics = form.examplesBox()->fontMetrics();
    for (int i = 0; i < form.examplesBox()->count(); ++i)
        QVERIFY2(form.examplesBox()->view()->minimumWidth() > metrics.horizontalAdvance(form.examplesBox()->itemText(i)),
            qPrintable(form.examplesBox()->itemText(i)));
}

void TestGameForm::exampleBoxSaysCustomAfterAChange_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<int>("index");
    QTest::addColumn<QString>("control"); // a field's name, or a check box's text
    QTest::addColumn<QString>("text");
    QTest::newRow("prime n") << "prime" << 0 << "n"
                             << "8";
    QTest::newRow("prime memo") << "prime" << 0 << "&Memo table"
                                << "";
    QTest::newRow("prime short-circuit") << "prime" << 1 << "S&hort-circuit"
                                         << "";
    QTest::newRow("stones moves") << "stones" << 1 << "moves"
                                  << "1,2,3";
    QTest::newRow("stones memo") << "stones" << 0 << "&Memo table"
                                 << "";
    QTest::newRow("can-i-win total") << "can-i-win" << 0 << "total"
                                     << "12";
    QTest::newRow("stone-game-ii invalid") << "stone-game-ii" << 0 << "piles"
                                           << "2,,7";
}

void TestGameForm::exampleBoxSaysCustomAfterAChange()
{
    QFETCH(QString, game);
    QFETCH(int, index);
    QFETCH(QString, control);
    QFETCH(QString, text);
    const std::vector<Example> examples = examplesFor(game);
    const Example& example = examples[std::size_t(index)];
    const int count = int(examples.size());
    GameForm form;
    form.setRun(game, {}, {});
    pickExample(form, index);
    QCOMPARE(form.examplesBox()->currentText(), example.label);

    QLineEdit* edit = form.field(control);
    QCheckBox* box = checkBox(form, control);
    QVERIFY(edit || box);
    const QString before = edit ? edit->text() : QString();
    auto change = [&](const QString& value) {
        if (edit)
            edit->setText(value);
        else
            box->toggle();
    };
    change(text);
    QCOMPARE(form.examplesBox()->currentText(), QStringLiteral("Custom parameters"));
    QCOMPARE(form.examplesBox()->currentIndex(), count); // the entry after the examples
    QCOMPARE(form.examplesBox()->count(), count + 1);

    change(before); // back: the example's name again
    QCOMPARE(form.examplesBox()->currentText(), example.label);
    QCOMPARE(form.examplesBox()->count(), count);

    change(text);
    pickExample(form, index); // picking the example loads it again
    QCOMPARE(form.params(), example.params);
    QCOMPARE(form.options().memo, example.options.memo);
    QCOMPARE(form.examplesBox()->currentText(), example.label);
    QCOMPARE(form.examplesBox()->count(), count);
}

void TestGameForm::invalidFormDisablesSolve_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("reason");
    QTest::newRow("max 21") << "can-i-win"
                            << "max"
                            << "21"
                            << "max: 21 is out of range; allowed: 1 to 20";
    QTest::newRow("piles malformed") << "stone-game-ii"
                                     << "piles"
                                     << "2,,7"
                                     << "piles: malformed list '2,,7': item 2 is empty";
    QTest::newRow("moves not from 1") << "stones"
                                      << "moves"
                                      << "2,4"
                                      << "moves: the first move must be 1";
    QTest::newRow("stones n 20000") << "stones"
                                    << "n"
                                    << "20000"
                                    << "n: 20000 is out of range; allowed: 1 to 10000";
    QTest::newRow("prime 20000") << "prime"
                                 << "n"
                                 << "20000"
                                 << "n: 20000 is out of range; allowed: 2 to 10000";
    QTest::newRow("prime empty") << "prime"
                                 << "n"
                                 << ""
                                 << "n: '' is not an integer";
}

void TestGameForm::invalidFormDisablesSolve()
{
    QFETCH(QString, game);
    QFETCH(QString, field);
    QFETCH(QString, text);
    QFETCH(QString, reason);
    GameForm form;
    form.setRun(game, articleParams(game), {true, false});
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    QVERIFY(form.solveButton()->isEnabled());
    form.field(field)->setText(text);
    QVERIFY(!form.solveButton()->isEnabled());
    QVERIFY2(form.problem().startsWith(reason), qPrintable(form.problem()));

    const QStringList labels = visibleLabels(form);
    QVERIFY2(labels.contains(QStringLiteral("Solve is disabled: ") + form.problem()), qPrintable(labels.join(QLatin1Char('\n'))));
    QVERIFY2(labels.contains(form.problem()), qPrintable(labels.join(QLatin1Char('\n')))); // under the field
    for (const QString& label : labels)
        QVERIFY2(!label.contains(QStringLiteral("--")), qPrintable(label)); // a form names fields, not flags
    QSignalSpy requested(&form, &GameForm::solveRequested);
    form.solveButton()->click();
    QCOMPARE(requested.count(), 0);
}

void TestGameForm::errorsNameTheFieldInEveryLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("game");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("text");
    for (const QString& language : languageIds()) {
        QTest::addRow("%s prime n", qPrintable(language)) << language << "prime"
                                                          << "n"
                                                          << "1";
        QTest::addRow("%s piles", qPrintable(language)) << language << "stone-game-ii"
                                                        << "piles"
                                                        << "2,x";
        QTest::addRow("%s moves", qPrintable(language)) << language << "stones"
                                                        << "moves"
                                                        << "1,4,3";
    }
}

// The translations keep the flag first ("--n：..."); the form names the field there instead.
void TestGameForm::errorsNameTheFieldInEveryLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, game);
    QFETCH(QString, field);
    QFETCH(QString, text);
    QVERIFY(setLanguage(language));
    GameForm form;
    form.setRun(game, articleParams(game), {true, false});
    form.field(field)->setText(text);
    setLanguage(QStringLiteral("en"));
    QVERIFY(!form.problem().isEmpty());
    QVERIFY2(!form.problem().contains(QStringLiteral("--")), qPrintable(form.problem()));
    QVERIFY2(form.problem().startsWith(field), qPrintable(form.problem()));
}

void TestGameForm::missingValueNamesTheField_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<ParamText>("params");
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("message");
    QTest::newRow("prime") << "prime" << ParamText {} << "n"
                           << "n: no value given; allowed: 2 to 10000";
    QTest::newRow("can-i-win total") << "can-i-win" << ParamText {{QStringLiteral("max"), QStringLiteral("5")}} << "total"
                                     << "total: no value given; allowed: 0 to 300";
}

void TestGameForm::missingValueNamesTheField()
{
    QFETCH(QString, game);
    QFETCH(ParamText, params);
    QFETCH(QString, field);
    QFETCH(QString, message);
    try {
        createGame(game, params);
        QFAIL("the parameters were accepted");
    } catch (const ParamError& error) {
        QVERIFY2(
            error.message().startsWith(QStringLiteral("missing --") + field), qPrintable(error.message())); // the command line's
        QCOMPARE(error.param(), field);
        QString named;
        QCOMPARE(GameForm::fieldMessage(error, findGame(game)->params, params, &named), message);
        QCOMPARE(named, field);
    }
}

void TestGameForm::errorColourFollowsThePalette_data()
{
    QTest::addColumn<QString>("palette");
    for (const QString& id : paletteIds())
        QTest::newRow(qPrintable(id)) << id;
}

void TestGameForm::errorColourFollowsThePalette()
{
    QFETCH(QString, palette);
    GameForm form;
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    auto errorLabels = [&form] {
        QList<QLabel*> labels;
        for (QLabel* label : form.findChildren<QLabel*>())
            if (label->isVisible() && label->text().contains(QStringLiteral("out of range")))
                labels << label;
        return labels;
    };
    auto checkColour = [&](const QColor& wanted) {
        // Beside Solve and under the field (fields made anew show from the event loop).
        QTRY_COMPARE(errorLabels().size(), 2);
        for (QLabel* label : errorLabels()) {
            QVERIFY(label->styleSheet().isEmpty()); // a style sheet would override the palette
            QCOMPARE(label->palette().color(QPalette::WindowText), wanted);
        }
    };
    form.setRun(QStringLiteral("prime"), {{QStringLiteral("n"), QStringLiteral("1")}}, {true, true});
    checkColour(paletteById(QStringLiteral("default"))->chrome.errorText);
    if (QTest::currentTestFailed())
        return;

    const Palette chosen = *paletteById(palette);
    form.setPalette(chosen);
    checkColour(chosen.chrome.errorText);
    if (QTest::currentTestFailed())
        return;
    form.setRun(QStringLiteral("can-i-win"),
        {{QStringLiteral("max"), QStringLiteral("21")}, {QStringLiteral("total"), QStringLiteral("11")}},
        {true, false}); // fields made anew
    checkColour(chosen.chrome.errorText);
}

void TestGameForm::hintsNeverOverlapTheFields_data()
{
    QTest::addColumn<QString>("game");
    QTest::addColumn<QStringList>("typed"); // into the first field, one after another
    QTest::addColumn<int>("width");
    QTest::newRow("stones n=1 then 10000, laptop dock")
        << "stones" << QStringList {QStringLiteral("1"), QStringLiteral("10000")} << 235;
    QTest::newRow("stones n=1, laptop dock") << "stones" << QStringList {QStringLiteral("1")} << 235;
    QTest::newRow("can-i-win max=21 then 10") << "can-i-win" << QStringList {QStringLiteral("21"), QStringLiteral("10")} << 235;
    QTest::newRow("prime n=1, narrow") << "prime" << QStringList {QStringLiteral("1")} << 180;
}

// In the dock's scroll area, as a laptop shows it: however the hints and errors under the fields
// grow and shrink as the user types, each line stays clear of the fields below it.
void TestGameForm::hintsNeverOverlapTheFields()
{
    QFETCH(QString, game);
    QFETCH(QStringList, typed);
    QFETCH(int, width);
    QScrollArea scroll; // as the dock holds the form
    scroll.setWidgetResizable(true);
    scroll.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto* form = new GameForm;
    scroll.setWidget(form);
    scroll.resize(width, 360);
    scroll.show();
    QVERIFY(QTest::qWaitForWindowExposed(&scroll));
    form->setRun(game, articleParams(game), {true, false});
    QLineEdit* first = form->findChildren<QLineEdit*>().constFirst();
    for (const QString& text : typed) {
        first->selectAll();
        QTest::keyClicks(first, text);
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    // Every visible widget of the form, top to bottom: none may cover another.
    std::vector<std::pair<QRect, QString>> boxes;
    for (QWidget* child : form->findChildren<QWidget*>()) {
        const bool leaf = qobject_cast<QLabel*>(child) || qobject_cast<QLineEdit*>(child) || qobject_cast<QPushButton*>(child)
            || qobject_cast<QCheckBox*>(child);
        if (leaf && child->isVisibleTo(form) && !child->size().isEmpty())
            boxes.push_back({QRect(child->mapTo(form, QPoint(0, 0)), child->size()),
                QStringLiteral("%1 '%2'").arg(QString::fromLatin1(child->metaObject()->className()),
                    qobject_cast<QLabel*>(child) ? qobject_cast<QLabel*>(child)->text().left(30) : child->objectName())});
    }
    for (std::size_t a = 0; a < boxes.size(); ++a)
        for (std::size_t b = a + 1; b < boxes.size(); ++b)
            QVERIFY2(!boxes[a].first.intersects(boxes[b].first),
                qPrintable(QStringLiteral("%1 overlaps %2").arg(boxes[a].second, boxes[b].second)));
    // And what a label says fits its height.
    for (QLabel* label : form->findChildren<QLabel*>())
        if (label->isVisibleTo(form) && label->wordWrap() && !label->text().isEmpty())
            QVERIFY2(label->height() >= label->heightForWidth(label->width()), qPrintable(label->text()));
}

// The form as it opens before any setting is read: the first game's first example, every field
// filled (not a placeholder that only looks like a value), Solve ready.
void TestGameForm::firstStartHoldsTheFirstExample()
{
    GameForm form;
    auto* input = new QWidget; // as the window gives it the code's run input
    form.setCodeInput(input);
    const Example first = examplesFor(allGames().front().id).front();
    QCOMPARE(form.gameId(), first.gameId);
    QCOMPARE(form.params(), first.params);
    for (QLineEdit* edit : form.findChildren<QLineEdit*>())
        QVERIFY2(!edit->text().isEmpty(), qPrintable(edit->accessibleName()));
    QVERIFY(form.problem().isEmpty());
    QVERIFY(form.findChildren<QPushButton*>().constFirst()->isEnabled());
    QCOMPARE(form.examplesBox()->currentIndex(), 0);
}

QTEST_MAIN(TestGameForm)
#include "tst_game_form.moc"
