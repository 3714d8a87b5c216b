// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The code editor on its own, headless: the gutter, the C++ and Python colours, compiler errors and
// running lines as extra selections, the keys a programmer expects, and the source panel built on it.

#include "studio/code/code_editor.h"
#include "studio/code/cpp_highlighter.h"
#include "studio/code/python_highlighter.h"
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
    void highlighterColoursPython_data();
    void highlighterColoursPython();
    void languageSwitchRecoloursAtOnce();
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

// The format a kind of text has in both languages' table; a plain identifier has none.
void verifyKind(const QTextCharFormat& format, const QString& kind)
{
    const QHash<QString, QColor> colours {{QStringLiteral("keyword"), QColor(0x0033b3)},
        {QStringLiteral("type"), QColor(0x0b7285)}, {QStringLiteral("number"), QColor(0x986801)},
        {QStringLiteral("string"), QColor(0x067d17)}, {QStringLiteral("comment"), QColor(0x6a737d)},
        {QStringLiteral("preprocessor"), QColor(0xa626a4)}, {QStringLiteral("decorator"), QColor(0xa626a4)},
        {QStringLiteral("contract"), QColor(0x6f42c1)}, {QStringLiteral("name"), QColor(0x6f42c1)},
        {QStringLiteral("self"), QColor(0x0033b3)}};
    if (kind == QStringLiteral("plain")) {
        QVERIFY2(!format.hasProperty(QTextFormat::ForegroundBrush), qPrintable(format.foreground().color().name()));
        return;
    }
    QVERIFY(colours.contains(kind));
    QCOMPARE(format.foreground().color(), colours.value(kind));
    QCOMPARE(format.fontItalic(), kind == QStringLiteral("comment"));
    QCOMPARE(format.fontWeight() == QFont::Bold,
        kind == QStringLiteral("keyword") || kind == QStringLiteral("contract") || kind == QStringLiteral("name"));
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
    CodeEditor editor;
    editor.setPlainText(text);
    verifyKind(formatAt(editor, block, column), kind);
}

void TestCodeEditor::highlighterColoursPython_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("block");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("kind");
    const QString method = QStringLiteral("    def canIWin(self, n: int) -> bool:");
    QTest::newRow("def") << method << 0 << 4 << "keyword";
    QTest::newRow("the def's name") << method << 0 << 8 << "name";
    QTest::newRow("self") << method << 0 << 16 << "self";
    QTest::newRow("an argument") << method << 0 << 22 << "plain";
    QTest::newRow("a built-in type") << method << 0 << 25 << "type";
    QTest::newRow("class name") << "class Solution:" << 0 << 6 << "name";
    QTest::newRow("None True") << "x = None if True else False" << 0 << 5 << "keyword";
    QTest::newRow("keyword inside a name") << "format_in = 1" << 0 << 7 << "plain";
    QTest::newRow("built-in") << "print(max(a), len(a))" << 0 << 6 << "type";
    QTest::newRow("method named as a built-in") << "self.max(a)" << 0 << 5 << "plain";
    QTest::newRow("number") << "MOD = 10**9 + 7" << 0 << 6 << "number";
    QTest::newRow("exponent") << "MOD = 10**9 + 7" << 0 << 10 << "number";
    QTest::newRow("digits in a name") << "x1 = 0" << 0 << 1 << "plain";
    QTest::newRow("hex with underscores") << "m = 0xff_ff" << 0 << 8 << "number";
    QTest::newRow("decorator @cache") << "    @cache\n    def dfs(i):" << 0 << 5 << "decorator";
    QTest::newRow("decorated def") << "    @cache\n    def dfs(i):" << 1 << 8 << "name";
    const QString lru = QStringLiteral("@functools.lru_cache(None)");
    QTest::newRow("decorator's module") << lru << 0 << 3 << "decorator";
    QTest::newRow("decorator's name") << lru << 0 << 12 << "decorator";
    QTest::newRow("decorator's argument") << lru << 0 << 22 << "keyword";
    QTest::newRow("comment") << "x = 1  # if win: return" << 0 << 12 << "comment";
    QTest::newRow("before the comment") << "x = 1  # if win: return" << 0 << 4 << "number";
    QTest::newRow("hash in a string") << "s = '#' + str(x)" << 0 << 5 << "string";
    QTest::newRow("after a string with a hash") << "s = '#' + str(x)" << 0 << 11 << "type";
    QTest::newRow("escaped quote") << R"(s = "a\"b" if x else y)" << 0 << 8 << "string";
    QTest::newRow("after an escaped quote") << R"(s = "a\"b" if x else y)" << 0 << 11 << "keyword";
    QTest::newRow("raw bytes prefix") << R"(p = rb'\d+')" << 0 << 4 << "string";
    const QString fString = QStringLiteral("print(f\"{len(a)} left, {{literal}}\")");
    QTest::newRow("f-string's prefix") << fString << 0 << 6 << "string";
    QTest::newRow("f-string's text") << fString << 0 << 17 << "string";
    QTest::newRow("f-string's field is code") << fString << 0 << 9 << "type";
    QTest::newRow("f-string's doubled brace") << fString << 0 << 26 << "string";
    const QString docstring = QStringLiteral("def f():\n    \"\"\"Two 'lines' # of\n    text, if any.\"\"\" + x\nreturn");
    QTest::newRow("triple quotes open") << docstring << 1 << 4 << "string";
    QTest::newRow("quote and hash in triple quotes") << docstring << 1 << 16 << "string";
    QTest::newRow("triple quotes go on") << docstring << 2 << 15 << "string";
    QTest::newRow("keyword in triple quotes") << docstring << 2 << 10 << "string";
    QTest::newRow("after the triple quotes") << docstring << 2 << 23 << "plain";
    QTest::newRow("the line after") << docstring << 3 << 0 << "keyword";
    const QString single = QStringLiteral("s = '''a\n\"\"\" b\n'''; n = 2");
    QTest::newRow("double quotes in single triple quotes") << single << 1 << 1 << "string";
    QTest::newRow("after single triple quotes") << single << 2 << 9 << "number";
    QTest::newRow("match statement") << "match command.split():" << 0 << 0 << "keyword";
    QTest::newRow("case pattern") << "    case [x, _] if x > 0:" << 0 << 4 << "keyword";
    QTest::newRow("match as a name") << "match = pattern.match(s)" << 0 << 0 << "plain";
    QTest::newRow("case as a name") << "case.upper()" << 0 << 0 << "plain";
}

void TestCodeEditor::highlighterColoursPython()
{
    QFETCH(QString, text);
    QFETCH(int, block);
    QFETCH(int, column);
    QFETCH(QString, kind);
    CodeEditor editor;
    editor.setLanguage(CodeLanguage::Python);
    editor.setPlainText(text);
    QVERIFY(qobject_cast<PythonHighlighter*>(editor.highlighter()));
    verifyKind(formatAt(editor, block, column), kind);
}

// Another language: the text is coloured anew before the event loop runs, the old colours gone.
void TestCodeEditor::languageSwitchRecoloursAtOnce()
{
    CodeEditor editor;
    editor.setPlainText(QStringLiteral("#include <vector>\nint f(); // def"));
    verifyKind(formatAt(editor, 0, 3), QStringLiteral("preprocessor"));
    verifyKind(formatAt(editor, 1, 0), QStringLiteral("type"));
    editor.setLanguage(CodeLanguage::Python);
    QCOMPARE(editor.language(), CodeLanguage::Python);
    verifyKind(formatAt(editor, 0, 3), QStringLiteral("comment"));
    verifyKind(formatAt(editor, 1, 0), QStringLiteral("type"));     // int, a built-in
    verifyKind(formatAt(editor, 1, 13), QStringLiteral("keyword")); // "def" after "//", which is no comment in Python
    editor.setLanguage(CodeLanguage::Cpp);
    QVERIFY(qobject_cast<CppHighlighter*>(editor.highlighter()));
    QCOMPARE(editor.document()->findChildren<QSyntaxHighlighter*>().size(), 1); // the old one is gone
    verifyKind(formatAt(editor, 1, 13), QStringLiteral("comment"));
}

void TestCodeEditor::errorMarksSelectTheirLines()
{
    CodeEditor editor;
    editor.setPlainText(numberedLines(40));
    const std::vector<CodeMark> marks {{12, 5, QStringLiteral("expected ';'")}, {30, 0, QStringLiteral("'y' was not declared")}};
    editor.setErrorMarks(marks);
    QCOMPARE(selectedLines(editor), QList<int>({12, 30}));
    QCOMPARE(editor.extraSelections().constFirst().format.background().color(),
        paletteById(QStringLiteral("default"))->chrome.errorFill);
    QVERIFY(editor.extraSelections().constFirst().format.property(QTextFormat::FullWidthSelection).toBool());
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
    editor.setErrorMarks(
        {{3, 0, QStringLiteral("expected ';'")}, {3, 9, QStringLiteral("and another")}, {6, 0, QStringLiteral("unused")}});
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
    editor.setErrorMarks({{5, 0, QStringLiteral("here")}});
    editor.setLineColors(Qt::yellow, Qt::cyan);
    editor.setRunningLines(5, 2);
    QCOMPARE(editor.runningLine(), 5);
    QCOMPARE(editor.secondaryLine(), 2);
    // The error first, so the running line is drawn over it.
    QCOMPARE(selectedLines(editor), QList<int>({5, 2, 5}));
    QCOMPARE(editor.extraSelections().constLast().format.background().color(), QColor(Qt::yellow));
    QCOMPARE(editor.extraSelections().at(1).format.background().color(), QColor(Qt::cyan));
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
    editor.setErrorMarks({{3, 0, QStringLiteral("expected ';'")}});
    editor.setRunningLines(5, 2);
    QCOMPARE(editor.extraSelections().size(), 3);
    QTest::keyClicks(&editor, QStringLiteral("x"));
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
    editor.setPlainText(QStringLiteral("x"));
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
    QTest::addColumn<bool>("python");
    QTest::newRow("spaces") << "    if (x) {" << 12 << "    if (x) {\n    y" << false;
    QTest::newRow("tab") << "\tfoo();" << 7 << "\tfoo();\n\ty" << false;
    QTest::newRow("none") << "int x;" << 6 << "int x;\ny" << false;
    QTest::newRow("split a line") << "    a b" << 6 << "    a \n    yb" << false;
    QTest::newRow("inside the indentation") << "    x" << 2 << "  \n  y  x" << false;
    QTest::newRow("C++ label") << "public:" << 7 << "public:\ny" << false;
    // Python: a line ending in ':' opens a block, one step further in.
    QTest::newRow("Python def") << "    def dfs(n):" << 15 << "    def dfs(n):\n        y" << true;
    QTest::newRow("Python if, a comment after") << "if n == 0:  # lost" << 18 << "if n == 0:  # lost\n    y" << true;
    QTest::newRow("Python dict") << "    d = {1: 2}" << 14 << "    d = {1: 2}\n    y" << true;
    QTest::newRow("Python, before the colon") << "if x: pass" << 4 << "if x\ny: pass" << true;
}

void TestCodeEditor::enterKeepsTheIndentation()
{
    QFETCH(QString, line);
    QFETCH(int, column);
    QFETCH(QString, expected);
    QFETCH(bool, python);
    CodeEditor editor;
    editor.setLanguage(python ? CodeLanguage::Python : CodeLanguage::Cpp);
    editor.setPlainText(line);
    showFocused(editor);
    QTextCursor cursor = editor.textCursor();
    cursor.setPosition(column);
    editor.setTextCursor(cursor);
    QTest::keyClick(&editor, Qt::Key_Return);
    QTest::keyClicks(&editor, QStringLiteral("y"));
    QCOMPARE(editor.toPlainText(), expected);
}

void TestCodeEditor::sourcePanelListsASolver()
{
    SourcePanel panel;
    QVERIFY(panel.loadSolver(QStringLiteral("prime_game.cpp")));
    QVERIFY(panel.isReadOnly());
    QVERIFY(!panel.toPlainText().contains(QStringLiteral("[step:")));
    QVERIFY(panel.blockCount() > 20);
    QVERIFY(panel.lineNumberAreaWidth() > 0);
    QCOMPARE(textInset(panel), panel.lineNumberAreaWidth());
    // Highlighted: some line has a keyword's bold.
    bool bold = false;
    for (QTextBlock block = panel.document()->begin(); block.isValid() && !bold; block = block.next())
        for (const QTextLayout::FormatRange& range : block.layout()->formats())
            bold = bold || range.format.fontWeight() == QFont::Bold;
    QVERIFY(bold);
    const int call = panel.markerLine(QStringLiteral("call"));
    QVERIFY(call > 0);
    panel.showStep(SourceStep::Call, true);
    QCOMPARE(panel.currentLine(), call);
    QCOMPARE(panel.runningLine(), call);
    QCOMPARE(panel.currentLineText(), panel.lineText(call));
    QCOMPARE(selectedLines(panel), QList<int>({panel.markerLine(QStringLiteral("try")), call}));
    panel.clearStep();
    QCOMPARE(panel.currentLine(), 0);
    QVERIFY(panel.currentLineText().isEmpty());
    QVERIFY(panel.extraSelections().isEmpty());
}

QTEST_MAIN(TestCodeEditor)
#include "tst_code_editor.moc"
