// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What a program traced as written (no gametree.h) is run with, in the Game form where a
// gametree.h program has its parameters: the language it is run in (Automatic, told by the file's
// name or the text, or the user's pick of C++ or Python), the Input box (its standard input, as in a contest's
// custom test), the Call box (the method to call and its arguments, for a class without main(),
// as LeetCode calls it), the Trace box (the function to draw when there are several recursions:
// shown once a run asks for it, it is rarely needed) and, when main() started the recursion
// several times (a loop over test cases), "Run K of N".

#include "usercode/code_options.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QCompleter;
class QFont;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QStringListModel;
class QVBoxLayout;

namespace gt {

struct UserProgram;

class CodeRunInput : public QWidget {
    Q_OBJECT

public:
    explicit CodeRunInput(QWidget* parent = nullptr);

    // The input, the call (none when the box is empty), the functions to trace, the top-level
    // call to draw and the language picked (none: Automatic). The include folders and the -std
    // are not the boxes'.
    CodeOptions options() const;
    // Fills the boxes (a session, the command line); the chooser of the top-level call shows
    // once a run has said how many there are.
    void setOptions(const QString& input, const std::optional<QString>& call, std::int64_t root = 1,
        const QStringList& traceNames = {}, std::optional<CodeLanguage> language = std::nullopt);
    // New code in the editor: empty boxes, the first top-level call, the language Automatic.
    void clear();
    // The language Automatic stands for (by the file's name, or the text pasted).
    void setDetectedLanguage(CodeLanguage language);
    std::optional<CodeLanguage> pickedLanguage() const;
    // The language the code runs in: the pick, else the one detected.
    CodeLanguage language() const { return pickedLanguage().value_or(m_detected); }
    // The editor's text: until a program of this very text is loaded, whether it has a main()
    // (in Python: code at the top level, not only definitions) is guessed from the text (the
    // Call box is shown for a file without one).
    void followSource(const QByteArray& source);
    // What the instrumenter found in it: main() or the methods a call can name, what is drawn.
    void setProgram(const UserProgram& program);
    // After a run: "Run K of N" when the recursion was started N > 1 times from the top level.
    void setTopLevelCalls(std::int64_t count, std::int64_t shown);
    // A run was refused for want of a function to trace (a message naming --trace): the Trace
    // box is shown.
    void showTraceBox();
    // The file has no main(): the run needs a call.
    bool wantsCall() const { return !m_hasMain; }

    QComboBox* languageBox() const { return m_language; }
    QPlainTextEdit* inputBox() const { return m_input; }
    QLineEdit* callBox() const { return m_call; }
    QLineEdit* traceBox() const { return m_trace; }
    QSpinBox* runChooser() const { return m_run; }
    QString callHint() const;

signals:
    // Another top-level call was chosen: the run is to be solved again.
    void rootChosen();
    // Enter in the Call or Trace box.
    void solveRequested();
    // Another language was picked (by the user, a session or clear()).
    void languagePicked();

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void addLanguageRow(QVBoxLayout* layout);
    void addCallBox(QVBoxLayout* layout, const QFont& fixed);
    void addInputBox(QVBoxLayout* layout, const QFont& fixed);
    void addTraceAndRun(QVBoxLayout* layout, const QFont& fixed);
    void connectEdits();
    void setTexts();
    void showRows();
    void onInputEdited();

    QLabel* m_languageLabel;
    QComboBox* m_language;
    CodeLanguage m_detected = CodeLanguage::Cpp;
    QLabel* m_callLabel;
    QLineEdit* m_call;
    QLabel* m_callHint;
    QLabel* m_inputLabel;
    QPlainTextEdit* m_input;
    QLabel* m_traceLabel;
    QLineEdit* m_trace;
    QSpinBox* m_run;
    QCompleter* m_completer;
    QStringListModel* m_methods;
    bool m_hasMain = true;
    QByteArray m_programSource; // the text whose program is known: its main() is not guessed
    QStringList m_callables;    // the methods of the program loaded last, as the instrumenter writes them
    QStringList m_drawn;        // the functions it draws
    std::int64_t m_root = 1;
    std::int64_t m_topLevelCalls = 0;
    bool m_traceWanted = false;
};

} // namespace gt
