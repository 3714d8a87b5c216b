#include "studio/code/code_workspace.h"

#include "studio/window/action_text.h"
#include "studio/window/studio_settings.h"
#include "studio/code/code_editor.h"
#include "studio/code/code_run_input.h"
#include "core/file_writing.h"
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

const QString kExamples = QStringLiteral(":/examples/");
const QString kTemplate = QStringLiteral(":/templates/new_game.cpp");

} // namespace

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
    connect(m_editor->document(), &QTextDocument::contentsChanged, this, &CodeWorkspace::followText);
    m_editor->setReadOnly(true); // until there is code
    retranslate();
}

CodeWorkspace::~CodeWorkspace() = default; // stops a preparation under way

void CodeWorkspace::buildExamples()
{
    const QStringList files = QDir(kExamples).entryList({QStringLiteral("*.cpp")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        QAction* a = m_examples->addAction(exampleTitle(readResource(kExamples + file), file));
        a->setData(file);
        connect(a, &QAction::triggered, this, [this, file] {
            if (maybeSave())
                load(file, {}, readResource(kExamples + file));
        });
    }
}

bool CodeWorkspace::isModified() const
{
    return hasCode() && m_editor->document()->isModified();
}

GameChoice CodeWorkspace::choice() const
{
    CodeOptions options = m_runInput->options();
    options.includeDirs = m_includeDirs;
    if (!m_asWritten) // a gametree.h program takes its parameters, not an input
        options = CodeOptions {{}, std::nullopt, m_includeDirs, {}, {}, 1};
    return GameChoice::code(m_path.isEmpty() ? m_name : m_path, m_editor->toPlainText().toUtf8(), options);
}

// Whether the text includes gametree.h decides what the form shows: a cheap look at each edit.
void CodeWorkspace::followText()
{
    if (!hasCode())
        return;
    const QByteArray source = m_editor->toPlainText().toUtf8();
    m_runInput->followSource(source);
    const bool asWritten = !usesGametreeHeader(source);
    if (asWritten != m_asWritten) {
        m_asWritten = asWritten;
        emit asWrittenChanged(asWritten);
    }
    // `#pragma GCC optimize/target` before <bits/stdc++.h>: their precompiled header is built
    // now, so that the Solve after reading the file does not wait for it.
    const QByteArrayList pragmas = asWritten ? precompiledPrefix(source).pragmas : QByteArrayList();
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
    m_runInput->clear(); // another program's input and call do not apply
    m_editor->setReadOnly(false);
    m_editor->setPlainText(text);
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
        m_window, tr("Open Code"), settings.inLastFolder(kCodeDialogs), tr("C++ files (*.cpp *.cc *.cxx)"));
    settings.rememberFolderOf(kCodeDialogs, path);
    if (path.isEmpty())
        return;
    if (const QString error = openFile(path); !error.isEmpty())
        QMessageBox::warning(m_window, tr("Open Code"), error);
}

QString CodeWorkspace::openFile(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Cannot open %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
    load(QFileInfo(path).fileName(), QFileInfo(path).absoluteFilePath(), QString::fromUtf8(file.readAll()));
    emit fileUsed(m_path);
    return {};
}

bool CodeWorkspace::chooseSavePath()
{
    StudioSettings settings;
    const QString start = m_path.isEmpty() ? settings.inLastFolder(kCodeDialogs, m_name) : m_path;
    QString path = QFileDialog::getSaveFileName(m_window, tr("Save Code"), start, tr("C++ files (*.cpp *.cc *.cxx)"));
    settings.rememberFolderOf(kCodeDialogs, path);
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".cpp");
    m_path = path;
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
}

} // namespace gt
