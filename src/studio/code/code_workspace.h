// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The user's own recursion in the code editor: the file it came from (or the example's, the
// template's or the session's name until it is saved), the File menu's actions to start from the
// template or an example, open and save it; compiler errors marked at their lines, and during
// stepping the line where the current call entered or returned. A file without gametree.h runs
// as written, with what the Input and Call boxes say (CodeRunInput).
//
// C++ or Python: the language picked in the Language box, else told by the file's extension, else
// (and after a paste of a program over the text) by what the text looks like. The editor's
// colours follow it, and a name not on disk yet takes its extension (new_game.cpp pasted over with
// Python is new_game.py).

#include "studio/run/game_choice.h"

#include <QObject>
#include <QString>

#include <QByteArrayList>

#include <memory>
#include <optional>

class QAction;
class QMenu;
class QWidget;

namespace gt {

class BackgroundCodePreparation;
class CodeEditor;
class CodeRunInput;
class StudioRun;
struct TraceEvent;

// An example of File > Examples: its file (under the examples' folder: "nim.cpp",
// "python/can_i_win.py"), its title for the menu, and what it is run with: the call of a class
// (NAME.call beside it, or `--call '...'` in its comments), the standard input of a program
// (NAME.in).
struct CodeExample {
    QString file;
    QString title;
    CodeLanguage language = CodeLanguage::Cpp;
    std::optional<QString> call;
    QString input;
};
// The examples under `folder` (the resources' ":/examples/" unless a test says otherwise): the
// C++ ones (*.cpp), then the Python ones (python/*.py), each by name.
QList<CodeExample> codeExamples(const QString& folder);

class CodeWorkspace : public QObject {
    Q_OBJECT

public:
    CodeWorkspace(QWidget* window, CodeEditor* editor, CodeRunInput* runInput);
    ~CodeWorkspace() override;

    bool hasCode() const { return !m_name.isEmpty(); }
    // The name messages use: the file's name, or the example's or session's until saved.
    QString fileName() const { return m_name; }
    QString filePath() const { return m_path; } // empty until it is on disk
    bool isModified() const;
    // What Solve runs: the editor's text now, with the boxes' input, call and language (the pick,
    // else the language the editor shows where the file's name would say otherwise).
    GameChoice choice() const;
    // The language the code is in now: the pick, else the one detected.
    CodeLanguage language() const;
    CodeEditor* editor() const { return m_editor; }
    CodeRunInput* runInput() const { return m_runInput; }
    // The code is traced as written: it does not include gametree.h.
    bool isAsWritten() const { return m_asWritten; }
    // Where #include <...> also looks (the settings' include folders), for every run.
    void setIncludeDirs(const QStringList& dirs) { m_includeDirs = dirs; }
    const QStringList& includeDirs() const { return m_includeDirs; }

    // Puts `text` in the editor as `name`; `path` is its file on disk, empty for none. The Input
    // and Call boxes start empty.
    void load(const QString& name, const QString& path, const QString& text);
    // Why the file cannot be read; empty when it is in the editor.
    QString openFile(const QString& path);
    // False when the user cancels or the write fails (the file on disk is left as it was).
    bool save();
    bool saveAs(const QString& path);
    // Before the code is replaced or the window closes: Save, Discard or Cancel (false).
    bool maybeSave();

    // The compiler's first error, at its line when it is in this file.
    void showCompileError(const QString& file, int line, int column, const QString& message);
    // The line of the call that `event` enters or leaves, when `run` ran the editor's text.
    void showCallLine(const StudioRun& run, const std::optional<TraceEvent>& event);

    void addTo(QMenu* file) const;
    QMenu* examplesMenu() const { return m_examples; }
    void retranslate();

    QAction* newGame;
    QAction* open;
    QAction* saveCode;
    QAction* saveCodeAs;

signals:
    // New code in the editor (the form shows its entry; the window shows the editor).
    void codeLoaded(const QString& name);
    // The code now includes gametree.h, or no longer does.
    void asWrittenChanged(bool asWritten);
    // The code was saved under another name.
    void codeRenamed(const QString& name);
    // The editor's title: the file's name, with "*" while it has unsaved changes.
    void titleChanged(const QString& title);
    void notice(const QString& text, bool error);
    // A file opened or saved (for File > Open Recent).
    void fileUsed(const QString& path);

private:
    void buildExamples();
    void addExample(QMenu* menu, const CodeExample& example);
    void noteEdit(int position, int added);
    void followLanguage();
    void chooseFile();
    bool chooseSavePath();
    void updateTitle();
    void followText();

    QWidget* m_window;
    CodeEditor* m_editor;
    CodeRunInput* m_runInput;
    QStringList m_includeDirs;
    bool m_asWritten = false;
    CodeLanguage m_detected = CodeLanguage::Cpp; // what Automatic stands for
    bool m_pasted = false;                       // the edit under way put in a program (several lines)
    bool m_loading = false;                      // load(): the name tells the language first
    QByteArray m_followed;                       // the text followText() looked at last
    QMenu* m_examples;
    QString m_name;
    QString m_path;
    // The precompiled header the text's option pragmas need, built while it is read (usercode's).
    QByteArrayList m_pragmas;
    std::unique_ptr<BackgroundCodePreparation> m_preparation;
};

} // namespace gt
