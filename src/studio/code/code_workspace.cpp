// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/code/code_workspace.h"

#include "studio/window/action_text.h"
#include "studio/window/studio_settings.h"
#include "studio/code/code_editor.h"
#include "studio/code/code_files.h"
#include "studio/code/code_run_input.h"
#include "core/file_writing.h"
#include "core/input_file.h"
#include "core/one_line.h"
#include "core/trace.h"
#include "studio/run/studio_run.h"
#include "usercode/code_preparation.h"
#include "usercode/instrumentation.h"
#include "usercode/precompiled_prefix.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QRegularExpression>
#include <QTextBlock>

#include <utility>

namespace gt {

namespace {

QString readResource(const QString& path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// The title an example declares with run.title("..."), else its file name.
QString exampleTitle(const QString& source, const QString& file)
{
    static const QRegularExpression title(QStringLiteral("run\\.title\\(\"([^\"]+)\"\\)"));
    const QRegularExpressionMatch match = title.match(source);
    return match.hasMatch() ? QStringLiteral("%1 (%2)").arg(match.captured(1), file) : file;
}

// A Python example's title: the first line of its opening comment or docstring up to its first
// " (", ": ", ", " or ". ", if that is short enough for a menu, with the file's name:
// `LeetCode 464 "Can I Win" (can_i_win.py)`.
QString pythonExampleTitle(const QString& source, const QString& file)
{
    static const QRegularExpression opening(
        QStringLiteral(R"(^(?:#!.*\n|#.*coding[:=].*\n|\s*\n)*(?:#|[rR]?(?:"""|'''))\s*([^\n]+))"));
    const QRegularExpressionMatch match = opening.match(source);
    if (!match.hasMatch())
        return file;
    static const QRegularExpression end(QStringLiteral(R"( \(|: |, |\. |\.$|"""|''')"));
    const QString line = match.captured(1);
    const QString title = line.left(line.indexOf(end)).trimmed();
    return title.isEmpty() || title.size() > 60 ? file : QStringLiteral("%1 (%2)").arg(title, file);
}

// The call an example is run with: NAME.call beside it, else what its comments give to --call
// (`--call 'canIWin(10, 11)'`); none for a program that reads its input.
std::optional<QString> exampleCall(const QString& source, const QString& callFile)
{
    if (const QString written = readResource(callFile).trimmed(); !written.isEmpty())
        return written.section(u'\n', 0, 0).trimmed();
    static const QRegularExpression call(QStringLiteral(R"(--call\s+(['"])(.+?)\1)"));
    const QRegularExpressionMatch match = call.match(source);
    return match.hasMatch() ? std::optional(match.captured(2)) : std::nullopt;
}

const QString kExamples = QStringLiteral(":/examples/");
const QString kTemplate = QStringLiteral(":/templates/new_game.cpp");

} // namespace

QList<CodeExample> codeExamples(const QString& folder)
{
    QList<CodeExample> examples;
    const QDir dir(folder);
    for (const QString& file : dir.entryList({QStringLiteral("*.cpp")}, QDir::Files, QDir::Name))
        examples.append({file, exampleTitle(readResource(dir.filePath(file)), file), CodeLanguage::Cpp, std::nullopt, {}});
    // A Python example traced as written runs as given: its call in NAME.call, its standard input
    // in NAME.in beside it.
    const QDir python(dir.filePath(QStringLiteral("python")));
    for (const QString& file : python.entryList({QStringLiteral("*.py")}, QDir::Files, QDir::Name)) {
        const QString source = readResource(python.filePath(file));
        const QString base = python.filePath(QFileInfo(file).completeBaseName());
        examples.append({QStringLiteral("python/") + file, pythonExampleTitle(source, file), CodeLanguage::Python,
            exampleCall(source, base + QStringLiteral(".call")), readResource(base + QStringLiteral(".in"))});
    }
    return examples;
}

CodeWorkspace::CodeWorkspace(QWidget* window, CodeEditor* editor, CodeRunInput* runInput)
    : QObject(window)
    , m_window(window)
    , m_editor(editor)
    , m_runInput(runInput)
    , m_examples(new QMenu(window))
{
    newGame = namedAction(window, "newGameFromTemplate", QKeySequence::New);
    open = namedAction(window, "openCode", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O));
    // Ctrl+S saves the session; the code has its own keys.
    saveCode = namedAction(window, "saveCode", QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_S));
    saveCodeAs = namedAction(window, "saveCodeAs");
    m_examples->setObjectName(QStringLiteral("examplesMenu"));
    buildExamples();
    connect(newGame, &QAction::triggered, this, [this] {
        if (maybeSave())
            load(QStringLiteral("new_game.cpp"), {}, readResource(kTemplate));
    });
    connect(open, &QAction::triggered, this, &CodeWorkspace::chooseFile);
    connect(saveCode, &QAction::triggered, this, &CodeWorkspace::save);
    connect(saveCodeAs, &QAction::triggered, this, [this] {
        if (chooseSavePath())
            saveAs(m_path);
    });
    connect(m_editor->document(), &QTextDocument::modificationChanged, this, &CodeWorkspace::updateTitle);
    connect(m_editor->document(), &QTextDocument::contentsChange, this,
        [this](int position, int, int added) { noteEdit(position, added); });
    connect(m_editor->document(), &QTextDocument::contentsChanged, this, [this] {
        // New colours change the contents too (another highlighter): only new text is followed.
        const QByteArray source = m_editor->toPlainText().toUtf8();
        if (source == m_followed && !m_followed.isNull()) {
            m_pasted = false;
            return;
        }
        m_followed = source;
        followText();
    });
    connect(m_runInput, &CodeRunInput::languagePicked, this, &CodeWorkspace::followText);
    m_editor->setReadOnly(true); // until there is code
    retranslate();
}

CodeWorkspace::~CodeWorkspace() = default; // stops a preparation under way

void CodeWorkspace::buildExamples()
{
    QMenu* python = nullptr;
    for (const CodeExample& example : codeExamples(kExamples)) {
        if (example.language == CodeLanguage::Python && !python) {
            m_examples->addSeparator();
            python = m_examples->addMenu(QString());
            python->setObjectName(QStringLiteral("pythonExamplesMenu"));
        }
        addExample(example.language == CodeLanguage::Python ? python : m_examples, example);
    }
}

void CodeWorkspace::addExample(QMenu* menu, const CodeExample& example)
{
    QAction* a = menu->addAction(example.title);
    a->setData(example.file);
    connect(a, &QAction::triggered, this, [this, example] {
        if (!maybeSave())
            return;
        load(QFileInfo(example.file).fileName(), {}, readResource(kExamples + example.file));
        if (example.call || !example.input.isEmpty())
            m_runInput->setOptions(example.input, example.call);
    });
}

bool CodeWorkspace::isModified() const
{
    return hasCode() && m_editor->document()->isModified();
}

GameChoice CodeWorkspace::choice() const
{
    // A gametree.h program takes its parameters, not an input.
    CodeOptions options = m_asWritten ? m_runInput->options() : CodeOptions {};
    options.cpp.includeDirs = m_includeDirs;
    const QString name = m_path.isEmpty() ? m_name : m_path;
    const QByteArray source = m_editor->toPlainText().toUtf8();
    // Not picked: the language the editor shows, where the name says another (Python pasted over
    // a .cpp file on disk); else the file's name tells it.
    if (!options.language && language() != codeLanguageOf(source, name))
        options.language = language();
    return GameChoice::code(name, source, options);
}

CodeLanguage CodeWorkspace::language() const
{
    return m_runInput->language();
}

// A program pasted (or dropped) over the text: three lines or more at once. Typing never changes
// the language detected, so a file half written keeps its colours.
void CodeWorkspace::noteEdit(int position, int added)
{
    if (added < 2 || !hasCode() || m_loading)
        return;
    const QTextBlock first = m_editor->document()->findBlock(position);
    const QTextBlock last = m_editor->document()->findBlock(position + added - 1); // its last character
    m_pasted |= last.blockNumber() - first.blockNumber() >= 2;
}

// The colours, the boxes' texts and, for a name not on disk yet, its extension follow the language.
void CodeWorkspace::followLanguage()
{
    const QByteArray source = m_editor->toPlainText().toUtf8();
    if (std::exchange(m_pasted, false) && !source.trimmed().isEmpty())
        m_detected = codeLanguageOfText(source);
    m_runInput->setDetectedLanguage(m_detected);
    m_editor->setLanguage(language());
    const QString renamed = m_path.isEmpty() ? renamedForLanguage(m_name, language()) : m_name;
    if (renamed != m_name) {
        m_name = renamed;
        updateTitle();
        emit codeRenamed(m_name);
    }
}

// Whether the text includes gametree.h decides what the form shows: a cheap look at each edit.
void CodeWorkspace::followText()
{
    if (!hasCode())
        return;
    followLanguage();
    const QByteArray source = m_editor->toPlainText().toUtf8();
    m_runInput->followSource(source);
    // A Python program never includes gametree.h (a comment that looks so does not count).
    const bool asWritten = language() == CodeLanguage::Python || !usesGametreeHeader(source);
    if (asWritten != m_asWritten) {
        m_asWritten = asWritten;
        emit asWrittenChanged(asWritten);
    }
    // `#pragma GCC optimize/target` before <bits/stdc++.h>: their precompiled header is built
    // now, so that the Solve after reading the file does not wait for it.
    const QByteArrayList pragmas
        = asWritten && language() == CodeLanguage::Cpp ? precompiledPrefix(source).pragmas : QByteArrayList();
    if (pragmas != m_pragmas) {
        m_pragmas = pragmas;
        m_preparation.reset();
        if (!pragmas.isEmpty())
            m_preparation = std::make_unique<BackgroundCodePreparation>(pragmas);
    }
}

void CodeWorkspace::load(const QString& name, const QString& path, const QString& text)
{
    m_name = name;
    m_path = path;
    m_detected = codeLanguageOf(text.toUtf8(), name);
    m_runInput->clear(); // another program's input, call and language do not apply
    m_editor->setReadOnly(false);
    m_loading = true;
    m_followed = {}; // followed even when it is the text already there
    m_editor->setPlainText(text);
    m_loading = false;
    m_editor->clearErrorMarks();
    m_editor->document()->setModified(false);
    updateTitle();
    emit codeLoaded(m_name);
}

void CodeWorkspace::chooseFile()
{
    if (!maybeSave())
        return;
    StudioSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Code"), settings.inLastFolder(kCodeDialogs), codeFileFilters().join(QStringLiteral(";;")));
    settings.rememberFolderOf(kCodeDialogs, path);
    if (path.isEmpty())
        return;
    if (const QString error = openFile(path); !error.isEmpty())
        QMessageBox::warning(m_window, tr("Open Code"), error);
}

QString CodeWorkspace::openFile(const QString& path)
{
    QByteArray source;
    if (const QString why = readInputFile(path, kMaxCodeFileBytes, source); !why.isEmpty())
        return tr("Cannot open %1: %2").arg(oneLine(QDir::toNativeSeparators(path)), why);
    load(QFileInfo(path).fileName(), QFileInfo(path).absoluteFilePath(), QString::fromUtf8(source));
    emit fileUsed(m_path);
    return {};
}

bool CodeWorkspace::chooseSavePath()
{
    StudioSettings settings;
    const QString start = m_path.isEmpty() ? settings.inLastFolder(kCodeDialogs, m_name) : m_path;
    QString filter = codeFileFilter(language());
    const QString path
        = QFileDialog::getSaveFileName(m_window, tr("Save Code"), start, codeFileFilters().join(QStringLiteral(";;")), &filter);
    settings.rememberFolderOf(kCodeDialogs, path);
    if (path.isEmpty())
        return false;
    // A name typed without an extension takes the filter's language, or for "Code" the code's.
    const CodeLanguage extension = filter == codeFileFilter(CodeLanguage::Python) ? CodeLanguage::Python
        : filter == codeFileFilter(CodeLanguage::Cpp)                             ? CodeLanguage::Cpp
                                                                                  : language();
    m_path = withCodeExtension(path, extension);
    return true;
}

bool CodeWorkspace::save()
{
    if (!hasCode())
        return false;
    if (m_path.isEmpty() && !chooseSavePath())
        return false;
    return saveAs(m_path);
}

bool CodeWorkspace::saveAs(const QString& path)
{
    if (const QString why = writeFileWhole(path, m_editor->toPlainText().toUtf8()); !why.isEmpty()) {
        QMessageBox::warning(m_window, tr("Save Code"),
            tr("Cannot write %1: %2. The file on disk is as it was.").arg(QDir::toNativeSeparators(path), why));
        return false;
    }
    m_path = QFileInfo(path).absoluteFilePath();
    m_name = QFileInfo(path).fileName();
    m_editor->document()->setModified(false);
    updateTitle();
    emit codeRenamed(m_name); // the same code: what was compiled and typed into the form stays
    emit fileUsed(m_path);
    emit notice(tr("Saved %1.").arg(QDir::toNativeSeparators(path)), false);
    return true;
}

bool CodeWorkspace::maybeSave()
{
    if (!isModified())
        return true;
    const auto answer
        = QMessageBox::question(m_window, tr("Unsaved Code"), tr("%1 has changes that are not saved. Save them?").arg(m_name),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Cancel)
        return false;
    return answer == QMessageBox::Discard || save();
}

void CodeWorkspace::showCompileError(const QString& file, int line, int column, const QString& message)
{
    const QString ours = m_path.isEmpty() ? m_name : m_path;
    if (line > 0 && (file == ours || QFileInfo(file).fileName() == m_name))
        m_editor->setErrorMarks({CodeMark {line, column, message}});
    else
        m_editor->clearErrorMarks();
}

void CodeWorkspace::showCallLine(const StudioRun& run, const std::optional<TraceEvent>& event)
{
    // Lines of another version of the code would point at the wrong places.
    if (!event || !run.choice().isCode() || run.choice().codeSource != m_editor->toPlainText().toUtf8()) {
        m_editor->clearRunningLines();
        return;
    }
    const CallLines::Site site = run.trace().lines(event->call);
    m_editor->setRunningLines(int(event->kind == EventKind::Enter ? site.enter : site.exit));
}

void CodeWorkspace::addTo(QMenu* file) const
{
    file->addActions({newGame, open});
    file->addMenu(m_examples);
    file->addActions({saveCode, saveCodeAs});
}

void CodeWorkspace::updateTitle()
{
    emit titleChanged(m_name + (isModified() ? QStringLiteral("*") : QString()));
}

void CodeWorkspace::retranslate()
{
    setActionText(newGame, tr("&New Game From Template"));
    setActionText(open, tr("Open &Code…"));
    setActionText(saveCode, tr("Sa&ve Code"));
    setActionText(saveCodeAs, tr("Save Code &As…"));
    m_examples->setTitle(tr("E&xamples"));
    if (auto* python = m_examples->findChild<QMenu*>(QStringLiteral("pythonExamplesMenu")))
        python->setTitle(tr("&Python"));
}

} // namespace gt
