// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/code/code_run_input.h"

#include "usercode/user_program.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QEvent>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStringListModel>
#include <QVBoxLayout>

namespace gt {

namespace {

// Cheap, before the instrumenter has read the file: a comment naming main( fools it, and the
// first run corrects it.
bool mentionsMain(const QByteArray& source)
{
    static const QRegularExpression main(QStringLiteral("\\bmain\\s*\\("));
    return main.match(QString::fromUtf8(source)).hasMatch();
}

// The same for Python: a statement at the left margin that is not a definition, an import, a
// decorator, a comment, a docstring, a constant (MOD = 10**9 + 7) or the recursion limit's set-up:
// a call, an assignment that reads input, `if __name__ == "__main__":`.
bool hasTopLevelCode(const QByteArray& source)
{
    static const QRegularExpression definition(QStringLiteral(
        R"(^(?:(?:async\s+)?def\b|class\b|import\b|from\b|[@#)\]}'"]|(?:sys\.setrecursionlimit|threading\.stack_size)\b))"
        R"(|^[A-Za-z_]\w*\s*(?::[^=]*)?=(?!=)(?!.*\b(?:input|stdin|open|print)\b))"));
    bool inDocstring = false;
    for (const QString& line : QString::fromUtf8(source).split(u'\n')) {
        const bool inside = inDocstring;
        if ((line.count(QLatin1String("\"\"\"")) + line.count(QLatin1String("'''"))) % 2 == 1)
            inDocstring = !inDocstring;
        if (inside || line.trimmed().isEmpty() || line[0].isSpace())
            continue;
        if (!definition.match(line).hasMatch())
            return true;
    }
    return false;
}

// In the text's own colour, not the form's grey for limits: it says what the run needs.
QLabel* hintLabel()
{
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setStyleSheet(QStringLiteral("font-size: small;"));
    return label;
}

} // namespace

CodeRunInput::CodeRunInput(QWidget* parent)
    : QWidget(parent)
    , m_languageLabel(new QLabel)
    , m_language(new QComboBox)
    , m_callLabel(new QLabel)
    , m_call(new QLineEdit)
    , m_callHint(hintLabel())
    , m_inputLabel(new QLabel)
    , m_input(new QPlainTextEdit)
    , m_traceLabel(new QLabel)
    , m_trace(new QLineEdit)
    , m_run(new QSpinBox)
    , m_completer(new QCompleter(this))
    , m_methods(new QStringListModel(this))
{
    setObjectName(QStringLiteral("CodeRunInput"));
    const QFont fixed = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 4);
    layout->setSpacing(3);
    addLanguageRow(layout);
    addCallBox(layout, fixed);
    addInputBox(layout, fixed);
    addTraceAndRun(layout, fixed);
    connectEdits();
    setTexts();
    showRows();
}

void CodeRunInput::addLanguageRow(QVBoxLayout* layout)
{
    // Automatic, C++, Python: the data is the language's id, empty for Automatic.
    auto* languageRow = new QHBoxLayout;
    languageRow->setContentsMargins(0, 0, 0, 2);
    m_language->setObjectName(QStringLiteral("LanguageBox"));
    m_language->addItem(QString(), QString());
    m_language->addItem(QStringLiteral("C++"), codeLanguageId(CodeLanguage::Cpp));
    m_language->addItem(QStringLiteral("Python"), codeLanguageId(CodeLanguage::Python));
    // As narrow as the form's column needs (a few letters of "Automatic (Python)"), never wider.
    m_language->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_language->setMinimumContentsLength(6);
    m_language->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_languageLabel->setBuddy(m_language);
    languageRow->addWidget(m_languageLabel);
    languageRow->addWidget(m_language, 1);
    layout->addLayout(languageRow);
}

void CodeRunInput::addCallBox(QVBoxLayout* layout, const QFont& fixed)
{
    // For a class without main() the call is what the run needs: it comes first, in bold.
    QFont bold = m_callLabel->font();
    bold.setBold(true);
    m_callLabel->setFont(bold);
    m_callLabel->setBuddy(m_call);
    m_call->setObjectName(QStringLiteral("CallBox"));
    m_call->setFont(fixed);
    m_call->setClearButtonEnabled(true);
    m_completer->setModel(m_methods);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_call->setCompleter(m_completer);
    layout->addWidget(m_callLabel);
    layout->addWidget(m_call);
    layout->addWidget(m_callHint);
}

void CodeRunInput::addInputBox(QVBoxLayout* layout, const QFont& fixed)
{
    m_inputLabel->setBuddy(m_input);
    m_input->setObjectName(QStringLiteral("InputBox"));
    m_input->setFont(fixed);
    m_input->setTabChangesFocus(true); // the keyboard can leave it; an input needs no tabs
    m_input->setLineWrapMode(QPlainTextEdit::NoWrap);
    // Four lines, most sample inputs of a contest problem; down to two where the Game form would
    // otherwise push its Solve button out of view (a laptop's 768 pixels, Japanese text).
    const auto linesHigh
        = [this, fixed](int lines) { return QFontMetrics(fixed).lineSpacing() * lines + 2 * m_input->frameWidth() + 8; };
    m_input->setMinimumHeight(linesHigh(2));
    m_input->setMaximumHeight(linesHigh(4));
    m_input->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    layout->addWidget(m_inputLabel);
    layout->addWidget(m_input);
}

void CodeRunInput::addTraceAndRun(QVBoxLayout* layout, const QFont& fixed)
{
    auto* traceRow = new QHBoxLayout;
    traceRow->setContentsMargins(0, 2, 0, 0);
    m_traceLabel->setBuddy(m_trace);
    m_trace->setObjectName(QStringLiteral("TraceBox"));
    m_trace->setFont(fixed);
    m_trace->setClearButtonEnabled(true);
    traceRow->addWidget(m_traceLabel);
    traceRow->addWidget(m_trace, 1);
    layout->addLayout(traceRow);

    m_run->setObjectName(QStringLiteral("RunChooser"));
    m_run->setKeyboardTracking(false); // typing "12" solves once, for 12
    m_run->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_run->hide();
    m_run->installEventFilter(this);
    layout->addWidget(m_run);
}

void CodeRunInput::connectEdits()
{
    connect(m_language, &QComboBox::currentIndexChanged, this, [this] {
        setTexts();
        emit languagePicked();
    });
    connect(m_input, &QPlainTextEdit::textChanged, this, &CodeRunInput::onInputEdited);
    connect(m_call, &QLineEdit::textEdited, this, &CodeRunInput::onInputEdited);
    connect(m_call, &QLineEdit::returnPressed, this, [this] {
        if (!m_completer->popup()->isVisible())
            emit solveRequested();
    });
    connect(m_trace, &QLineEdit::returnPressed, this, &CodeRunInput::solveRequested);
    connect(m_run, &QSpinBox::valueChanged, this, [this](int value) {
        if (value == m_root)
            return;
        m_root = value;
        emit rootChosen();
    });
}

CodeOptions CodeRunInput::options() const
{
    CodeOptions options;
    options.input = m_input->toPlainText().toUtf8();
    // A judge's input ends with a newline; a box typed by hand often does not.
    if (!options.input.isEmpty() && !options.input.endsWith('\n'))
        options.input += '\n';
    const QString call = m_call->text().trimmed();
    if (!call.isEmpty() && wantsCall())
        options.call = call;
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    options.traceNames = m_trace->text().split(separators, Qt::SkipEmptyParts);
    options.root = m_root;
    options.language = pickedLanguage();
    return options;
}

void CodeRunInput::setOptions(const QString& input, const std::optional<QString>& call, std::int64_t root,
    const QStringList& traceNames, std::optional<CodeLanguage> language)
{
    m_language->setCurrentIndex(language ? m_language->findData(codeLanguageId(*language)) : 0);
    m_input->setPlainText(input);
    m_call->setText(call.value_or(QString()));
    m_call->setCursorPosition(0); // a session's long call shows where it starts, not its tail
    m_trace->setText(traceNames.join(QStringLiteral(", ")));
    m_root = std::max<std::int64_t>(1, root); // after the edits, which start at the first call
    m_topLevelCalls = 0;
    showRows();
}

void CodeRunInput::clear()
{
    m_traceWanted = false;
    setOptions({}, std::nullopt, 1);
    m_programSource.clear();
    m_callables.clear();
    m_drawn.clear();
    m_methods->setStringList({});
    setTexts();
}

void CodeRunInput::setDetectedLanguage(CodeLanguage language)
{
    if (language == m_detected)
        return;
    m_detected = language;
    setTexts();
}

std::optional<CodeLanguage> CodeRunInput::pickedLanguage() const
{
    CodeLanguage language;
    if (codeLanguageFromId(m_language->currentData().toString(), &language))
        return language;
    return std::nullopt;
}

void CodeRunInput::followSource(const QByteArray& source)
{
    if (!m_programSource.isNull() && source == m_programSource)
        return;
    if (!m_programSource.isNull()) { // edited since it ran: its methods and functions may be others now
        m_programSource.clear();
        m_callables.clear();
        m_drawn.clear();
        m_methods->setStringList({});
        setTexts();
    }
    const bool hasMain = language() == CodeLanguage::Python ? hasTopLevelCode(source) : mentionsMain(source);
    if (hasMain != m_hasMain) {
        // Another kind of program (a class pasted over a contest solution): its first call again.
        m_hasMain = hasMain;
        m_root = 1;
        m_topLevelCalls = 0;
        showRows();
    }
}

void CodeRunInput::setProgram(const UserProgram& program)
{
    if (!program.asWritten)
        return;
    const InstrumentationPlan& plan = *program.asWritten;
    m_programSource = program.source;
    m_hasMain = plan.hasMain;
    m_callables = plan.callables;
    m_drawn = plan.tracedNames();
    QStringList starts; // what the completer offers: the name and its parenthesis
    for (const QString& signature : plan.callables)
        starts << signature.section(u'(', 0, 0).section(u' ', -1) + u'(';
    starts.removeDuplicates();
    m_methods->setStringList(starts);
    setTexts();
    showRows();
}

void CodeRunInput::setTopLevelCalls(std::int64_t count, std::int64_t shown)
{
    m_topLevelCalls = count;
    {
        const QSignalBlocker block(m_run);
        m_run->setRange(1, int(std::min<std::int64_t>(std::max<std::int64_t>(count, 1), 1'000'000'000)));
        m_run->setValue(int(std::min<std::int64_t>(shown, m_run->maximum())));
    }
    m_root = m_run->value();
    setTexts();
    showRows();
}

QString CodeRunInput::callHint() const
{
    return m_callHint->text();
}

void CodeRunInput::onInputEdited()
{
    // Another input has other test cases: the drawing starts again at the first.
    m_root = 1;
    m_topLevelCalls = 0;
    showRows();
}

void CodeRunInput::showRows()
{
    // A class without main() reads no input; a program with one is called by its main().
    m_callLabel->setVisible(!m_hasMain);
    m_call->setVisible(!m_hasMain);
    m_callHint->setVisible(!m_hasMain);
    m_inputLabel->setVisible(m_hasMain);
    m_input->setVisible(m_hasMain);
    const bool trace = m_traceWanted || !m_trace->text().isEmpty();
    m_traceLabel->setVisible(trace);
    m_trace->setVisible(trace);
    m_run->setVisible(m_hasMain && m_topLevelCalls > 1);
}

void CodeRunInput::showTraceBox()
{
    m_traceWanted = true;
    showRows();
}

void CodeRunInput::setTexts()
{
    const bool python = language() == CodeLanguage::Python;
    m_languageLabel->setText(tr("&Language:"));
    m_language->setItemText(0, tr("Automatic (%1)").arg(m_language->itemText(m_detected == CodeLanguage::Python ? 2 : 1)));
    m_language->setToolTip(tr("The language the code is run in. Automatic tells it by the file's extension, or for "
                              "pasted code by what the text looks like."));
    m_callLabel->setText(tr("&Call:"));
    m_call->setPlaceholderText(python ? tr("e.g. stoneGameII([2,7,9,4,4])") : tr("e.g. stoneGameII({2,7,9,4,4})"));
    m_call->setToolTip(python
            ? tr("The method to call and its arguments as Python literals, as LeetCode calls a class without top-level code")
            : tr("The method to call and its arguments, as LeetCode calls a class without main()"));
    if (!m_callables.isEmpty())
        m_callHint->setText(tr("It can call: %1").arg(m_callables.join(QStringLiteral("; "))));
    else if (python)
        m_callHint->setText(tr("This file has no top-level code: write the call to make, a method of its class with "
                               "Python literals, e.g. canIWin(10, 11)."));
    else
        m_callHint->setText(tr("This file has no main(): write the call to make, a method of its class with its arguments."));
    m_inputLabel->setText(tr("Standard &input:"));
    m_input->setPlaceholderText(python ? tr("What the program reads (input(), sys.stdin), as in a contest's custom test")
                                       : tr("What the program reads (cin, scanf), as in a contest's custom test"));
    m_input->setToolTip(tr("The program's standard input, as a judge gives it"));
    m_traceLabel->setText(tr("&Trace:"));
    m_trace->setPlaceholderText(m_drawn.isEmpty() ? tr("the recursion found") : m_drawn.join(QStringLiteral(", ")));
    m_trace->setToolTip(tr("The function whose calls are drawn, when the file has several recursions"));
    // One sentence split around the number chosen, so a language can put it anywhere.
    const QString of
        = tr("Run %1 of %2", "the top-level call drawn, of all the calls main() made")
              .arg(QStringLiteral("\x01"), QLocale().toString(qlonglong(std::max<std::int64_t>(m_topLevelCalls, 1))));
    m_run->setPrefix(of.section(u'\x01', 0, 0));
    m_run->setSuffix(of.section(u'\x01', 1));
    // Shown only for two or more: no plural forms needed.
    m_run->setToolTip((python ? tr("The program's top-level code started the recursion %L1 times (a loop over test "
                                   "cases?): choose the one to draw")
                              : tr("main() started the recursion %L1 times from the top level (a loop over test cases?): "
                                   "choose the one to draw"))
                          .arg(m_topLevelCalls));
}

bool CodeRunInput::eventFilter(QObject* watched, QEvent* event)
{
    // Up and Down step the run everywhere else (Step Out, Step Over); in the chooser they choose.
    if (watched == m_run && event->type() == QEvent::ShortcutOverride) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_PageUp || key == Qt::Key_PageDown) {
            event->accept();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void CodeRunInput::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setTexts();
}

} // namespace gt
