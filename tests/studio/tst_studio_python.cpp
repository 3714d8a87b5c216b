// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The studio's code editor with Python, headless and without running anything: the colours follow
// the language of the file or of the text pasted, the Language box's pick reaches the run's
// choice and the session, the Input and Call boxes and their hints, the examples of both
// languages, the Open and Save dialogs, and files dropped on the window.
#include "studio/studio_fixture.h"

#include "core/session_file.h"
#include "studio/code/code_editor.h"
#include "studio/code/code_files.h"
#include "studio/code/code_run_input.h"
#include "studio/code/code_workspace.h"
#include "studio/code/cpp_highlighter.h"
#include "studio/code/python_highlighter.h"
#include "studio/panels/game_form.h"
#include "support/test_helpers.h"

#include <QAbstractButton>
#include <QAction>
#include <QClipboard>
#include <QComboBox>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextLayout>
#include <QtTest>

using namespace gt;

class TestStudioPython : public StudioFixture {
    Q_OBJECT

private slots:
    void pastedPythonSwitchesTheEditor();
    void languagePickReachesTheChoice_data();
    void languagePickReachesTheChoice();
    void callOrInputByTopLevelCode_data();
    void callOrInputByTopLevelCode();
    void examplesOfBothLanguages();
    void saveAsPythonAddsPy();
    void openDialogTakesPython();
    void droppedFilesOpen();
    void sessionRestoresThePick();

private:
    CodeEditor* editor() const { return m_window->code()->editor(); }
    CodeRunInput* boxes() const { return m_window->code()->runInput(); }
    // The template, then `source` pasted over it from the clipboard, as Ctrl+A, Ctrl+V do.
    void pasteOverTemplate(const QString& source);
    void paste(const QString& source);
    // The highlighter's colour at the first occurrence of `text` (a line's own colour: none).
    QColor colourAt(const QString& text) const;

    QTemporaryDir m_files;
};

namespace {

const QString kPythonClass
    = QStringLiteral("class Solution:\n"
                     "    def canIWin(self, maxChoosableInteger: int, desiredTotal: int) -> bool:\n"
                     "        @cache\n"
                     "        def win(used: int, total: int) -> bool:\n"
                     "            # the player to move wins when some number wins at once or leaves a loss\n"
                     "            return any(not win(used | 1 << i, total + i) for i in range(1, maxChoosableInteger + 1))\n"
                     "        return win(0, 0)\n");

const QString kCppProgram = QStringLiteral("#include <bits/stdc++.h>\n"
                                           "using namespace std;\n"
                                           "int dfs(int n) { return n <= 0 ? 0 : dfs(n - 1) + 1; }\n"
                                           "int main() { int n; cin >> n; cout << dfs(n) << endl; }\n");

const QColor kKeyword(0x0033b3);
const QColor kDecorator(0xa626a4);

// Answers the next modal dialog of type T (from inside its exec()).
template <typename T> void answerNextDialog(QObject* context, std::function<void(T*)> answer)
{
    QTimer::singleShot(0, context, [=] {
        QTRY_VERIFY(qobject_cast<T*>(QApplication::activeModalWidget()));
        answer(qobject_cast<T*>(QApplication::activeModalWidget()));
    });
}

QAction* action(const gt::MainWindow& window, const char* name)
{
    return window.findChild<QAction*>(QLatin1String(name));
}

} // namespace

void TestStudioPython::paste(const QString& source)
{
    QApplication::clipboard()->setText(source);
    editor()->selectAll();
    editor()->paste();
}

void TestStudioPython::pasteOverTemplate(const QString& source)
{
    editor()->document()->setModified(false); // no question about the last paste
    action(*m_window, "newGameFromTemplate")->trigger();
    QCOMPARE(m_window->code()->fileName(), QStringLiteral("new_game.cpp"));
    paste(source);
    QCOMPARE(editor()->toPlainText(), source);
}

QColor TestStudioPython::colourAt(const QString& text) const
{
    const QTextCursor found = editor()->document()->find(text);
    if (found.isNull())
        return {};
    const QTextBlock block = found.block();
    const int column = found.selectionStart() - block.position();
    for (const QTextLayout::FormatRange& range : block.layout()->formats())
        if (column >= range.start && column < range.start + range.length)
            return range.format.foreground().color();
    return {};
}

void TestStudioPython::pastedPythonSwitchesTheEditor()
{
    action(*m_window, "newGameFromTemplate")->trigger();
    QCOMPARE(editor()->language(), CodeLanguage::Cpp);
    QVERIFY(qobject_cast<CppHighlighter*>(editor()->highlighter()));
    QCOMPARE(colourAt(QStringLiteral("#include")), QColor(0xa626a4));

    pasteOverTemplate(kPythonClass);
    QCOMPARE(editor()->language(), CodeLanguage::Python);
    QVERIFY(qobject_cast<PythonHighlighter*>(editor()->highlighter()));
    QCOMPARE(colourAt(QStringLiteral("def canIWin")), kKeyword);
    QCOMPARE(colourAt(QStringLiteral("@cache")), kDecorator);
    QCOMPARE(colourAt(QStringLiteral("# the player")), QColor(0x6a737d));
    // Not on disk yet: the name takes the language's extension, and the form and title follow.
    QCOMPARE(m_window->code()->fileName(), QStringLiteral("new_game.py"));
    QVERIFY(m_window->form()->findChild<QComboBox*>()->currentText().contains(QLatin1String("new_game.py")));
    QVERIFY2(m_window->bannerText().startsWith(QLatin1String("new_game.py is loaded")), qPrintable(m_window->bannerText()));
    QCOMPARE(boxes()->languageBox()->currentIndex(), 0);
    QCOMPARE(boxes()->languageBox()->currentText(), QStringLiteral("Automatic (Python)"));
    // A class without top-level code: the Call box, with a Python example.
    QVERIFY(boxes()->callBox()->isVisibleTo(m_window->form()));
    QVERIFY(!boxes()->inputBox()->isVisibleTo(m_window->form()));
    QVERIFY2(boxes()->callHint().contains(QLatin1String("canIWin(10, 11)")), qPrintable(boxes()->callHint()));
    QCOMPARE(boxes()->callBox()->placeholderText(), QStringLiteral("e.g. stoneGameII([2,7,9,4,4])"));
    const GameChoice choice = m_window->code()->choice();
    QCOMPARE(choice.codeName, QStringLiteral("new_game.py"));
    QCOMPARE(choice.codeOptions.language, std::nullopt); // the name says it

    // Typing never switches: a line that looks like C++ stays in Python's colours.
    QTextCursor end = editor()->textCursor();
    end.movePosition(QTextCursor::End);
    editor()->setTextCursor(end);
    QTest::keyClicks(editor(), QStringLiteral("int x;"));
    QTest::keyClick(editor(), Qt::Key_Return);
    QCOMPARE(editor()->language(), CodeLanguage::Python);

    // A C++ program pasted over it: C++ again, and its name too.
    paste(kCppProgram);
    QCOMPARE(editor()->language(), CodeLanguage::Cpp);
    QCOMPARE(m_window->code()->fileName(), QStringLiteral("new_game.cpp"));
    QCOMPARE(boxes()->languageBox()->currentText(), QStringLiteral("Automatic (C++)"));
    QCOMPARE(boxes()->callBox()->placeholderText(), QStringLiteral("e.g. stoneGameII({2,7,9,4,4})"));
    QVERIFY(boxes()->inputBox()->isVisibleTo(m_window->form()));
}

void TestStudioPython::languagePickReachesTheChoice_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("onDisk");
    QTest::addColumn<QString>("loaded");
    QTest::addColumn<QString>("pasted");   // empty: nothing pasted
    QTest::addColumn<int>("pick");         // the Language box: 0 Automatic, 1 C++, 2 Python
    QTest::addColumn<QString>("language"); // codeOptions.language: "", "cpp" or "python"
    QTest::addColumn<QString>("highlighter");
    QTest::addColumn<QString>("codeName");
    QTest::newRow("Python file, Automatic") << "a.py" << true << kPythonClass << "" << 0 << ""
                                            << "python"
                                            << "a.py";
    QTest::newRow("Python file, C++ picked") << "a.py" << true << kPythonClass << "" << 1 << "cpp"
                                             << "cpp"
                                             << "a.py";
    QTest::newRow("C++ file, Python picked") << "a.cpp" << true << kCppProgram << "" << 2 << "python"
                                             << "python"
                                             << "a.cpp";
    QTest::newRow("C++ file, C++ picked") << "a.cpp" << true << kCppProgram << "" << 1 << "cpp"
                                          << "cpp"
                                          << "a.cpp";
    QTest::newRow("Python text in a .cpp file: its name tells") << "a.cpp" << true << kPythonClass << "" << 0 << ""
                                                                << "cpp"
                                                                << "a.cpp";
    QTest::newRow("Python pasted over a .cpp file on disk") << "a.cpp" << true << kCppProgram << kPythonClass << 0 << "python"
                                                            << "python"
                                                            << "a.cpp";
    QTest::newRow("Python pasted over an example") << "nim.cpp" << false << kCppProgram << kPythonClass << 0 << ""
                                                   << "python"
                                                   << "nim.py";
    QTest::newRow("Python picked for an example") << "nim.cpp" << false << kCppProgram << "" << 2 << "python"
                                                  << "python"
                                                  << "nim.py";
    QTest::newRow("C++ pasted over a .py file on disk") << "b.py" << true << kPythonClass << kCppProgram << 0 << "cpp"
                                                        << "cpp"
                                                        << "b.py";
}

void TestStudioPython::languagePickReachesTheChoice()
{
    QFETCH(QString, name);
    QFETCH(bool, onDisk);
    QFETCH(QString, loaded);
    QFETCH(QString, pasted);
    QFETCH(int, pick);
    QFETCH(QString, language);
    QFETCH(QString, highlighter);
    QFETCH(QString, codeName);
    const QString path = onDisk ? m_files.filePath(name) : QString();
    m_window->code()->load(name, path, loaded);
    if (!pasted.isEmpty())
        paste(pasted);
    boxes()->languageBox()->setCurrentIndex(pick);
    const GameChoice choice = m_window->code()->choice();
    QCOMPARE(choice.codeOptions.language ? codeLanguageId(*choice.codeOptions.language) : QString(), language);
    QCOMPARE(QFileInfo(choice.codeName).fileName(), codeName);
    QCOMPARE(choice.codeName, onDisk ? path : codeName);
    QCOMPARE(codeLanguageId(editor()->language()), highlighter);
    QCOMPARE(codeLanguageId(m_window->code()->language()), highlighter);
    QVERIFY(highlighter == QStringLiteral("python") ? bool(qobject_cast<PythonHighlighter*>(editor()->highlighter()))
                                                    : bool(qobject_cast<CppHighlighter*>(editor()->highlighter())));
    // What the run is given is what the core reads: the pick, else the name, else the text.
    QCOMPARE(
        choice.codeOptions.language.value_or(codeLanguageOf(choice.codeSource, choice.codeName)), m_window->code()->language());
}

void TestStudioPython::callOrInputByTopLevelCode_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("call");
    QTest::newRow("a class only") << kPythonClass << true;
    QTest::newRow("imports, a constant and a class")
        << QStringLiteral("from functools import cache\nimport sys\nMOD = 10**9 + 7\nINF: int = 1 << 60\n") + kPythonClass
        << true;
    QTest::newRow("the recursion limit set up for a class")
        << QStringLiteral("import sys\nsys.setrecursionlimit(10**6)\n") + kPythonClass << true;
    QTest::newRow("a docstring with code in it")
        << QStringLiteral("\"\"\"Solve with\nprint(Solution().canIWin(10, 11))\n\"\"\"\n") + kPythonClass << true;
    QTest::newRow("reads its input") << "N, K = map(int, input().split())\nprint(N - K)\n" << false;
    QTest::newRow("a one-name assignment that reads") << "import sys\ninput = sys.stdin.readline\ndef main():\n    pass\n"
                                                      << false;
    QTest::newRow("a main guard") << "def main():\n    print(1)\n\nif __name__ == \"__main__\":\n    main()\n" << false;
    QTest::newRow("a class and a call of it") << kPythonClass + QStringLiteral("print(Solution().canIWin(10, 11))\n") << false;
}

void TestStudioPython::callOrInputByTopLevelCode()
{
    QFETCH(QString, source);
    QFETCH(bool, call);
    m_window->code()->load(QStringLiteral("solution.py"), {}, source);
    QCOMPARE(boxes()->wantsCall(), call);
    QCOMPARE(boxes()->callBox()->isVisibleTo(m_window->form()), call);
    QCOMPARE(boxes()->inputBox()->isVisibleTo(m_window->form()), !call);
    QVERIFY(boxes()->languageBox()->isVisibleTo(m_window->form()));
    if (!call)
        QCOMPARE(boxes()->inputBox()->placeholderText(),
            QStringLiteral("What the program reads (input(), sys.stdin), as in a contest's custom test"));
}

void TestStudioPython::examplesOfBothLanguages()
{
    // Placeholders of both kinds, in a folder laid out as examples/ is.
    QTemporaryDir folder;
    QVERIFY(QDir(folder.path()).mkpath(QStringLiteral("python")));
    writeTestFile(folder.path(), QStringLiteral("nim.cpp"), "#include <gametree.h>\n    run.title(\"Nim, three heaps\");\n");
    const QDir python(folder.filePath(QStringLiteral("python")));
    writeTestFile(python, QStringLiteral("can_i_win.py"),
        "# LeetCode 464 \"Can I Win\" (seed articles 000 and 001), as submitted: who brings the total up.\n"
        "# gametree trace --code examples/python/can_i_win.py --call 'canIWin(1, 2)'\n"
        "class Solution:\n    pass\n");
    writeTestFile(python, QStringLiteral("can_i_win.call"), "canIWin(10, 11)\n"); // the file wins
    writeTestFile(python, QStringLiteral("nim.py"), "# Nim: --call \"nim([3, 4, 5])\"\nclass Solution:\n    pass\n");
    writeTestFile(
        python, QStringLiteral("stones.py"), "\"\"\"AtCoder ABC 270 D. Stones\"\"\"\nN, K = map(int, input().split())\n");
    writeTestFile(python, QStringLiteral("stones.in"), "10 2\n1 4\n");
    writeTestFile(python, QStringLiteral("untitled.py"), "print(1)\n");
    const QList<CodeExample> examples = codeExamples(folder.path());
    QCOMPARE(examples.size(), 5);
    QCOMPARE(examples[0].file, QStringLiteral("nim.cpp"));
    QCOMPARE(examples[0].title, QStringLiteral("Nim, three heaps (nim.cpp)"));
    QCOMPARE(examples[0].language, CodeLanguage::Cpp);
    QCOMPARE(examples[1].file, QStringLiteral("python/can_i_win.py"));
    QCOMPARE(examples[1].title, QStringLiteral("LeetCode 464 \"Can I Win\" (can_i_win.py)"));
    QCOMPARE(examples[1].language, CodeLanguage::Python);
    QCOMPARE(examples[1].call, QStringLiteral("canIWin(10, 11)"));
    QCOMPARE(examples[1].input, QString());
    QCOMPARE(examples[2].title, QStringLiteral("Nim (nim.py)"));
    QCOMPARE(examples[2].call, QStringLiteral("nim([3, 4, 5])"));
    QCOMPARE(examples[3].title, QStringLiteral("AtCoder ABC 270 D (stones.py)"));
    QCOMPARE(examples[3].call, std::nullopt);
    QCOMPARE(examples[3].input, QStringLiteral("10 2\n1 4\n"));
    QCOMPARE(examples[4].title, QStringLiteral("untitled.py"));

    // The window's menu: the C++ examples, then the Python ones in a submenu, as the sources hold them.
    const QStringList cpp
        = QDir(QStringLiteral(GAMETREE_SOURCE_DIR "/examples")).entryList({QStringLiteral("*.cpp")}, QDir::Files);
    const QStringList py
        = QDir(QStringLiteral(GAMETREE_SOURCE_DIR "/examples/python")).entryList({QStringLiteral("*.py")}, QDir::Files);
    QMenu* menu = m_window->code()->examplesMenu();
    auto* pythonMenu = menu->findChild<QMenu*>(QStringLiteral("pythonExamplesMenu"));
    QCOMPARE(pythonMenu != nullptr, !py.isEmpty());
    QCOMPARE(menu->actions().size(), cpp.size() + (py.isEmpty() ? 0 : 2)); // a separator, then the submenu
    if (py.isEmpty())
        return;
    QCOMPARE(pythonMenu->title(), QStringLiteral("&Python"));
    QCOMPARE(pythonMenu->actions().size(), py.size());
    // Each opens as Python with what its files beside it say: the call of a class, else the input.
    for (QAction* example : pythonMenu->actions()) {
        const QString path = QStringLiteral(GAMETREE_SOURCE_DIR "/examples/") + example->data().toString();
        const QString base = path.chopped(3);
        editor()->document()->setModified(false);
        example->trigger();
        QCOMPARE(m_window->code()->fileName(), QFileInfo(path).fileName());
        QFile source(path);
        QVERIFY(source.open(QIODevice::ReadOnly));
        QCOMPARE(editor()->toPlainText(), QString::fromUtf8(source.readAll()));
        QCOMPARE(editor()->language(), CodeLanguage::Python);
        QVERIFY(!example->text().isEmpty());
        QFile call(base + QStringLiteral(".call"));
        QFile input(base + QStringLiteral(".in"));
        if (call.open(QIODevice::ReadOnly)) {
            QCOMPARE(boxes()->callBox()->text(), QString::fromUtf8(call.readAll()).trimmed());
            QVERIFY(boxes()->callBox()->isVisibleTo(m_window->form()));
        } else {
            QVERIFY(input.open(QIODevice::ReadOnly));
            QCOMPARE(boxes()->inputBox()->toPlainText(), QString::fromUtf8(input.readAll()));
            QVERIFY(boxes()->inputBox()->isVisibleTo(m_window->form()));
        }
    }
}

void TestStudioPython::saveAsPythonAddsPy()
{
    pasteOverTemplate(kPythonClass);
    const QString typed = m_files.filePath(QStringLiteral("mine")); // no extension typed
    QStringList filters;
    QString selected;
    answerNextDialog<QFileDialog>(this, [&](QFileDialog* dialog) {
        filters = dialog->nameFilters();
        selected = dialog->selectedNameFilter();
        dialog->selectFile(typed);
        static_cast<QDialog*>(dialog)->accept();
    });
    action(*m_window, "saveCodeAs")->trigger();
    QCOMPARE(filters, codeFileFilters());
    QCOMPARE(filters,
        QStringList({QStringLiteral("Code (*.cpp *.cc *.cxx *.py)"), QStringLiteral("C++ files (*.cpp *.cc *.cxx)"),
            QStringLiteral("Python files (*.py)")}));
    QCOMPARE(selected, QStringLiteral("Python files (*.py)"));
    QCOMPARE(m_window->code()->filePath(), typed + QStringLiteral(".py"));
    QCOMPARE(m_window->code()->fileName(), QStringLiteral("mine.py"));
    QFile saved(typed + QStringLiteral(".py"));
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QCOMPARE(QString::fromUtf8(saved.readAll()), kPythonClass);
    QVERIFY(!QFileInfo::exists(typed));

    // The C++ filter chosen: the name takes .cpp; the text is still Python, and the run says so.
    const QString other = m_files.filePath(QStringLiteral("other"));
    answerNextDialog<QFileDialog>(this, [&](QFileDialog* dialog) {
        dialog->selectNameFilter(codeFileFilter(CodeLanguage::Cpp));
        dialog->selectFile(other);
        static_cast<QDialog*>(dialog)->accept();
    });
    action(*m_window, "saveCodeAs")->trigger();
    QCOMPARE(m_window->code()->filePath(), other + QStringLiteral(".cpp"));
    QCOMPARE(editor()->language(), CodeLanguage::Python);
    QCOMPARE(m_window->code()->choice().codeOptions.language, CodeLanguage::Python);
    QCOMPARE(withCodeExtension(typed, CodeLanguage::Cpp), typed + QStringLiteral(".cpp"));
    QCOMPARE(withCodeExtension(typed + QStringLiteral(".cc"), CodeLanguage::Python), typed + QStringLiteral(".cc"));
}

void TestStudioPython::openDialogTakesPython()
{
    const QString path = writeTestFile(m_files.path(), QStringLiteral("game.py"), kPythonClass.toUtf8());
    QStringList filters;
    answerNextDialog<QFileDialog>(this, [&](QFileDialog* dialog) {
        filters = dialog->nameFilters();
        dialog->selectFile(path);
        static_cast<QDialog*>(dialog)->accept();
    });
    action(*m_window, "openCode")->trigger();
    QCOMPARE(filters, codeFileFilters());
    QCOMPARE(m_window->code()->filePath(), path);
    QCOMPARE(editor()->language(), CodeLanguage::Python);
    QCOMPARE(colourAt(QStringLiteral("class Solution")), kKeyword);
    QVERIFY(m_window->form()->isCode());
}

void TestStudioPython::droppedFilesOpen()
{
    const QString python = writeTestFile(m_files.path(), QStringLiteral("dropped.py"), kPythonClass.toUtf8());
    const QString text = writeTestFile(m_files.path(), QStringLiteral("notes.txt"), "n = 10\n");
    QCOMPARE(filesToOpen(nullptr), QStringList());
    auto drag = [this](const QString& path) {
        QMimeData data;
        data.setUrls({QUrl::fromLocalFile(path)});
        data.setText(QUrl::fromLocalFile(path).toString()); // as file managers also give it
        QWidget* target = editor()->viewport();             // onto the editor: the window opens it
        const QPointF at(target->rect().center());
        QDragEnterEvent enter(at.toPoint(), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(target, &enter);
        if (!enter.isAccepted())
            return false;
        QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(target, &drop);
        return drop.isAccepted();
    };
    action(*m_window, "newGameFromTemplate")->trigger(); // the editor takes drops of text
    const QString before = editor()->toPlainText();
    QVERIFY(!drag(text)); // not a program: neither the window nor the editor takes it
    QVERIFY(drag(python));
    QCOMPARE(editor()->toPlainText(), before); // no path inserted into the code
    QTRY_COMPARE(m_window->code()->filePath(), python);
    QCOMPARE(editor()->toPlainText(), kPythonClass);
    QCOMPARE(editor()->language(), CodeLanguage::Python);
}

void TestStudioPython::sessionRestoresThePick()
{
    // Python picked for text pasted over mine.cpp: the session keeps the pick, and the name follows it.
    Session session;
    session.gameId = QStringLiteral("mine.cpp");
    session.codeFile = QStringLiteral("mine.cpp");
    session.code = kPythonClass;
    session.call = QStringLiteral("canIWin(10, 11)");
    session.language = QStringLiteral("python");
    const QString path = m_files.filePath(QStringLiteral("python.gtree"));
    saveSessionFile(path, session);
    QString question;
    answerNextDialog<QMessageBox>(this, [&](QMessageBox* box) {
        question = box->text() + u'\n' + box->informativeText();
        for (QAbstractButton* b : box->buttons())
            if (b->text() == QStringLiteral("Do Not Run"))
                b->click();
    });
    QCOMPARE(m_window->openSession(path), QString());
    QVERIFY2(question.contains(QLatin1String("lines of Python code")), qPrintable(question));
    QVERIFY2(!question.contains(QLatin1String("compiles")), qPrintable(question));
    QCOMPARE(boxes()->languageBox()->currentData().toString(), QStringLiteral("python"));
    QCOMPARE(boxes()->pickedLanguage(), CodeLanguage::Python);
    QCOMPARE(editor()->language(), CodeLanguage::Python);
    QCOMPARE(m_window->code()->fileName(), QStringLiteral("mine.py"));
    QCOMPARE(boxes()->callBox()->text(), QStringLiteral("canIWin(10, 11)"));
    QCOMPARE(m_window->code()->choice().codeOptions.language, CodeLanguage::Python);

    // A session from before the key: Automatic, told by the name.
    session.language.clear();
    session.code = kCppProgram;
    session.call.reset();
    const QString older = m_files.filePath(QStringLiteral("older.gtree"));
    saveSessionFile(older, session);
    QVERIFY(!loadSessionFile(older).code.isEmpty());
    answerNextDialog<QMessageBox>(this, [&](QMessageBox* box) {
        question = box->text();
        for (QAbstractButton* b : box->buttons())
            if (b->text() == QStringLiteral("Do Not Run"))
                b->click();
    });
    QCOMPARE(m_window->openSession(older), QString());
    QVERIFY2(question.contains(QLatin1String("lines of C++ code")), qPrintable(question));
    QCOMPARE(boxes()->languageBox()->currentIndex(), 0);
    QCOMPARE(editor()->language(), CodeLanguage::Cpp);
    QCOMPARE(m_window->code()->fileName(), QStringLiteral("mine.cpp"));
    QCOMPARE(m_window->code()->choice().codeOptions.language, std::nullopt);
}

QTEST_MAIN(TestStudioPython)
#include "tst_studio_python.moc"
