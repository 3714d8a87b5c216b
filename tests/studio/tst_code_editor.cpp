// The code editor on its own, headless: the gutter, the C++ colours, compiler errors and running
// lines as extra selections, the keys a programmer expects, and the source panel built on it.

#include "studio/code/code_editor.h"
#include "render/style.h"
#include "studio/panels/source_panel.h"

#include <QScrollBar>
#include <QTextBlock>
#include <QTextLayout>
#include <QToolTip>
#include <QtTest>

using namespace gt;

class TestCodeEditor : public QObject {
    Q_OBJECT

private slots:
    void gutterWidensWithTheDigitCount_data();
    void gutterWidensWithTheDigitCount();
    void highlighterColoursCpp_data();
    void highlighterColoursCpp();
    void errorMarksSelectTheirLines();
    void toolTipIsTheMessage();
    void runningLinesAboveErrors();
    void runningLineInAnEditorLeavesTheCursor();
    void userEditClearsRunningLinesKeepsMarks();
    void tabInsertsFourSpaces();
    void enterKeepsTheIndentation_data();
    void enterKeepsTheIndentation();
    void sourcePanelListsASolver();
};

namespace {
QString numberedLines(int count)
{
    QStringList lines;
    for (int i = 1; i <= count; ++i)
        lines << QStringLiteral("int line%1 = %1;").arg(i);
    return lines.join(u'\n');
}

// The highlighter's format of one character (an empty format where it left the text plain).
QTextCharFormat formatAt(const QPlainTextEdit& editor, int block, int column)
{
    for (const QTextLayout::FormatRange& range : editor.document()->findBlockByNumber(block).layout()->formats())
        if (column >= range.start && column < range.start + range.length)
            return range.format;
    return {};
}

// The lines of the extra selections, in drawing order (1-based).
QList<int> selectedLines(const QPlainTextEdit& editor)
{
    QList<int> lines;
    for (const QTextEdit::ExtraSelection& selection : editor.extraSelections())
        lines << selection.cursor.blockNumber() + 1;
    return lines;
}

// How far right of the frame the text starts: the room left for the gutter.
int textInset(const QPlainTextEdit& editor)
{
    return editor.viewport()->geometry().left() - editor.contentsRect().left();
}

QPoint pointOfLine(const QPlainTextEdit& editor, int line)
{
    return editor.cursorRect(QTextCursor(editor.document()->findBlockByNumber(line - 1))).center();
}

void showFocused(QWidget& widget)
{
    widget.resize(500, 300);
    widget.show();
    widget.activateWindow();
    widget.setFocus();
    QVERIFY(QTest::qWaitForWindowActive(&widget));
}
} // namespace

void TestCodeEditor::gutterWidensWithTheDigitCount_data()
{
    QTest::addColumn<int>("before");
    QTest::addColumn<int>("after");
    QTest::addColumn<bool>("widens");
    QTest::newRow("9 -> 10 (two digits at least)") << 9 << 10 << false;
    QTest::newRow("99 -> 100") << 99 << 100 << true;
    QTest::newRow("999 -> 1000") << 999 << 1000 << true;
    QTest::newRow("100 -> 999") << 100 << 999 << false;
}

void TestCodeEditor::gutterWidensWithTheDigitCount()
{
    QFETCH(int, before);
    QFETCH(int, after);
    QFETCH(bool, widens);
    CodeEditor editor;
    editor.setPlainText(numberedLines(before));
    const int width = editor.lineNumberAreaWidth();
    QCOMPARE(textInset(editor), width);
    editor.setPlainText(numberedLines(after));
    QCOMPARE(editor.lineNumberAreaWidth() > width, widens);
    if (widens)
        QCOMPARE(editor.lineNumberAreaWidth() - width, editor.fontMetrics().horizontalAdvance(u'9'));
    QCOMPARE(textInset(editor), editor.lineNumberAreaWidth());
}

void TestCodeEditor::highlighterColoursCpp_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("block");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("kind");
    const QString multiLine = QStringLiteral("x = 1; /* one\nint two \"\nend */ int y; // \"q\"");
    QTest::newRow("keyword") << "constexpr int x = 1;" << 0 << 0 << "keyword";
    QTest::newRow("C++20 keyword") << "co_return x;" << 0 << 3 << "keyword";
    QTest::newRow("requires") << "template <class T> requires C<T>" << 0 << 19 << "keyword";
    QTest::newRow("type") << "constexpr int x = 1;" << 0 << 10 << "type";
    QTest::newRow("identifier") << "constexpr int x = 1;" << 0 << 14 << "plain";
    QTest::newRow("keyword inside a name") << "int format = 0;" << 0 << 5 << "plain";
    QTest::newRow("number") << "constexpr int x = 12;" << 0 << 19 << "number";
    QTest::newRow("digit separator") << "n = 1'000;" << 0 << 7 << "number";
    QTest::newRow("string") << "s = \"a // b\";" << 0 << 7 << "string";
    QTest::newRow("after a string") << "s = \"a\\\"\"; int x;" << 0 << 11 << "type";
    QTest::newRow("char") << "c = 'x';" << 0 << 5 << "string";
    QTest::newRow("line comment") << "x = 1; // int \"q\"" << 0 << 10 << "comment";
    QTest::newRow("block comment opens") << multiLine << 0 << 10 << "comment";
    QTest::newRow("before the comment") << multiLine << 0 << 4 << "number";
    QTest::newRow("block comment goes on") << multiLine << 1 << 0 << "comment";
    QTest::newRow("quote in a comment") << multiLine << 1 << 8 << "comment";
    QTest::newRow("block comment closes") << multiLine << 2 << 4 << "comment";
    QTest::newRow("after the comment") << multiLine << 2 << 7 << "type";
    QTest::newRow("line comment after it") << multiLine << 2 << 17 << "comment";
    QTest::newRow("comment in a string") << "s = \"/*\"; int x;" << 0 << 10 << "type";
    QTest::newRow("preprocessor") << "#include <gametree.h>" << 0 << 3 << "preprocessor";
    QTest::newRow("preprocessor header") << "#include <gametree.h>" << 0 << 12 << "preprocessor";
    QTest::newRow("gt namespace") << "gt::Call call(\"n=%d\", n);" << 0 << 1 << "contract";
    QTest::newRow("GT_GAME") << "GT_GAME(run) {" << 0 << 3 << "contract";
}

void TestCodeEditor::highlighterColoursCpp()
{
    QFETCH(QString, text);
    QFETCH(int, block);
    QFETCH(int, column);
    QFETCH(QString, kind);
    // The table's colours; a plain identifier has none.
    const QHash<QString, QColor> colours {{"keyword", QColor(0x0033b3)}, {"type", QColor(0x0b7285)}, {"number", QColor(0x986801)},
        {"string", QColor(0x067d17)}, {"comment", QColor(0x6a737d)}, {"preprocessor", QColor(0xa626a4)},
        {"contract", QColor(0x6f42c1)}};
    CodeEditor editor;
    editor.setPlainText(text);
    const QTextCharFormat format = formatAt(editor, block, column);
    if (kind == "plain") {
        QVERIFY(!format.hasProperty(QTextFormat::ForegroundBrush));
        return;
    }
    QCOMPARE(format.foreground().color(), colours.value(kind));
    QCOMPARE(format.fontItalic(), kind == "comment");
    QCOMPARE(format.fontWeight() == QFont::Bold, kind == "keyword" || kind == "contract");
}

void TestCodeEditor::errorMarksSelectTheirLines()
{
    CodeEditor editor;
    editor.setPlainText(numberedLines(40));
    const std::vector<CodeMark> marks {{12, 5, "expected ';'"}, {30, 0, "'y' was not declared"}};
    editor.setErrorMarks(marks);
    QCOMPARE(selectedLines(editor), QList<int>({12, 30}));
    QCOMPARE(editor.extraSelections().front().format.background().color(), paletteById("default")->chrome.errorFill);
    QVERIFY(editor.extraSelections().front().format.property(QTextFormat::FullWidthSelection).toBool());
    QCOMPARE(editor.errorMarks().size(), std::size_t(2));
    QCOMPARE(editor.errorMarks()[1].message, QStringLiteral("'y' was not declared"));
    // The cursor goes to the first error, at its column.
    QCOMPARE(editor.textCursor().blockNumber(), 11);
    QCOMPARE(editor.textCursor().positionInBlock(), 4);
    editor.clearErrorMarks();
    QVERIFY(editor.extraSelections().isEmpty());
    QVERIFY(editor.errorMarks().empty());
}

void TestCodeEditor::toolTipIsTheMessage()
{
    CodeEditor editor;
    editor.setPlainText(numberedLines(10));
    editor.setErrorMarks({{3, 0, "expected ';'"}, {3, 9, "and another"}, {6, 0, "unused"}});
    editor.resize(400, 300);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    QCOMPARE(editor.markMessage(3), QStringLiteral("expected ';'\nand another"));
    QCOMPARE(editor.toolTipAt(pointOfLine(editor, 3)), QStringLiteral("expected ';'\nand another"));
    QCOMPARE(editor.toolTipAt(pointOfLine(editor, 6)), QStringLiteral("unused"));
    QCOMPARE(editor.toolTipAt(pointOfLine(editor, 4)), QString());
    QCOMPARE(editor.toolTipAt(QPoint(10, 290)), QString()); // below the last line
    // The real tooltip event, on the text and on the gutter (the child left of the viewport).
    const QPoint at = pointOfLine(editor, 6);
    QHelpEvent onText(QEvent::ToolTip, at, editor.viewport()->mapToGlobal(at));
    QCoreApplication::sendEvent(editor.viewport(), &onText);
    QTRY_COMPARE(QToolTip::text(), QStringLiteral("unused"));
    QWidget* gutter = editor.childAt(editor.contentsRect().left() + 2, editor.viewport()->y() + at.y());
    QVERIFY(gutter && gutter != editor.viewport() && gutter->width() == editor.lineNumberAreaWidth());
    const QPoint onLine3(2, pointOfLine(editor, 3).y());
    QHelpEvent onGutter(QEvent::ToolTip, onLine3, gutter->mapToGlobal(onLine3));
    QCoreApplication::sendEvent(gutter, &onGutter);
    QTRY_COMPARE(QToolTip::text(), QStringLiteral("expected ';'\nand another"));
}

void TestCodeEditor::runningLinesAboveErrors()
{
    CodeEditor editor;
    editor.setPlainText(numberedLines(20));
    editor.setReadOnly(true);
    editor.setErrorMarks({{5, 0, "here"}});
    editor.setLineColors(Qt::yellow, Qt::cyan);
    editor.setRunningLines(5, 2);
    QCOMPARE(editor.runningLine(), 5);
    QCOMPARE(editor.secondaryLine(), 2);
    // The error first, so the running line is drawn over it.
    QCOMPARE(selectedLines(editor), QList<int>({5, 2, 5}));
    QCOMPARE(editor.extraSelections().last().format.background().color(), QColor(Qt::yellow));
    QCOMPARE(editor.extraSelections()[1].format.background().color(), QColor(Qt::cyan));
    QCOMPARE(editor.textCursor().blockNumber(), 4); // read-only: the cursor follows the run
    editor.clearRunningLines();
    QCOMPARE(editor.runningLine(), 0);
    QCOMPARE(selectedLines(editor), QList<int>({5}));
}

void TestCodeEditor::runningLineInAnEditorLeavesTheCursor()
{
    CodeEditor editor;
    editor.setPlainText(numberedLines(300));
    editor.resize(400, 300);
    editor.show();
    QVERIFY(QTest::qWaitForWindowExposed(&editor));
    editor.setRunningLines(150);
    QCOMPARE(editor.textCursor().blockNumber(), 0);
    const QRect line = editor.cursorRect(QTextCursor(editor.document()->findBlockByNumber(149)));
    QVERIFY2(editor.viewport()->rect().contains(line), qPrintable(QString::number(line.y())));
    QVERIFY(editor.verticalScrollBar()->value() > 100);
}

void TestCodeEditor::userEditClearsRunningLinesKeepsMarks()
{
    CodeEditor editor;
    editor.setPlainText(numberedLines(20));
    showFocused(editor);
    editor.setErrorMarks({{3, 0, "expected ';'"}});
    editor.setRunningLines(5, 2);
    QCOMPARE(editor.extraSelections().size(), 3);
    QTest::keyClicks(&editor, "x");
    QCOMPARE(editor.lineText(3), QStringLiteral("xint line3 = 3;"));
    QCOMPARE(editor.runningLine(), 0);
    QCOMPARE(editor.secondaryLine(), 0);
    QCOMPARE(selectedLines(editor), QList<int>({3}));
    QCOMPARE(editor.errorMarks().size(), std::size_t(1));
    // A new line above keeps the mark at the compiler's line, its selection too.
    editor.moveCursor(QTextCursor::Start);
    QTest::keyClick(&editor, Qt::Key_Return);
    QCOMPARE(editor.errorMarks().front().line, 3);
    QCOMPARE(selectedLines(editor), QList<int>({3}));
}

void TestCodeEditor::tabInsertsFourSpaces()
{
    CodeEditor editor;
    editor.setPlainText("x");
    showFocused(editor);
    editor.moveCursor(QTextCursor::Start);
    QTest::keyClick(&editor, Qt::Key_Tab);
    QCOMPARE(editor.toPlainText(), QStringLiteral("    x"));
    QCOMPARE(editor.tabStopDistance(), 4.0 * editor.fontMetrics().horizontalAdvance(u' '));
    editor.setReadOnly(true);
    QTest::keyClick(&editor, Qt::Key_Tab);
    QCOMPARE(editor.toPlainText(), QStringLiteral("    x"));
}

void TestCodeEditor::enterKeepsTheIndentation_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("expected");
    QTest::newRow("spaces") << "    if (x) {" << 12 << "    if (x) {\n    y";
    QTest::newRow("tab") << "\tfoo();" << 7 << "\tfoo();\n\ty";
    QTest::newRow("none") << "int x;" << 6 << "int x;\ny";
    QTest::newRow("split a line") << "    a b" << 6 << "    a \n    yb";
    QTest::newRow("inside the indentation") << "    x" << 2 << "  \n  y  x";
}

void TestCodeEditor::enterKeepsTheIndentation()
{
    QFETCH(QString, line);
    QFETCH(int, column);
    QFETCH(QString, expected);
    CodeEditor editor;
    editor.setPlainText(line);
    showFocused(editor);
    QTextCursor cursor = editor.textCursor();
    cursor.setPosition(column);
    editor.setTextCursor(cursor);
    QTest::keyClick(&editor, Qt::Key_Return);
    QTest::keyClicks(&editor, "y");
    QCOMPARE(editor.toPlainText(), expected);
}

void TestCodeEditor::sourcePanelListsASolver()
{
    SourcePanel panel;
    QVERIFY(panel.loadSolver("prime_game.cpp"));
    QVERIFY(panel.isReadOnly());
    QVERIFY(!panel.toPlainText().contains("[step:"));
    QVERIFY(panel.blockCount() > 20);
    QVERIFY(panel.lineNumberAreaWidth() > 0);
    QCOMPARE(textInset(panel), panel.lineNumberAreaWidth());
    // Highlighted: some line has a keyword's bold.
    bool bold = false;
    for (QTextBlock block = panel.document()->begin(); block.isValid() && !bold; block = block.next())
        for (const QTextLayout::FormatRange& range : block.layout()->formats())
            bold = bold || range.format.fontWeight() == QFont::Bold;
    QVERIFY(bold);
    const int call = panel.markerLine("call");
    QVERIFY(call > 0);
    panel.showStep(SourceStep::Call, true);
    QCOMPARE(panel.currentLine(), call);
    QCOMPARE(panel.runningLine(), call);
    QCOMPARE(panel.currentLineText(), panel.lineText(call));
    QCOMPARE(selectedLines(panel), QList<int>({panel.markerLine("try"), call}));
    panel.clearStep();
    QCOMPARE(panel.currentLine(), 0);
    QVERIFY(panel.currentLineText().isEmpty());
    QVERIFY(panel.extraSelections().isEmpty());
}

QTEST_MAIN(TestCodeEditor)
#include "tst_code_editor.moc"
