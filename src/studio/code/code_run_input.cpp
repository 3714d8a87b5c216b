#include "studio/code/code_run_input.h"

#include "usercode/user_program.h"

#include <QAbstractItemView>
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
    setTexts();
    showRows();
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
    return options;
}

void CodeRunInput::setOptions(
    const QString& input, const std::optional<QString>& call, std::int64_t root, const QStringList& traceNames)
{
    m_input->setPlainText(input);
    m_call->setText(call.value_or(QString()));
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
    const bool hasMain = mentionsMain(source);
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
    m_callLabel->setText(tr("&Call:"));
    m_call->setPlaceholderText(tr("e.g. stoneGameII({2,7,9,4,4})"));
    m_call->setToolTip(tr("The method to call and its arguments, as LeetCode calls a class without main()"));
    m_callHint->setText(m_callables.isEmpty()
            ? tr("This file has no main(): write the call to make, a method of its class with its arguments.")
            : tr("It can call: %1").arg(m_callables.join(QStringLiteral("; "))));
    m_inputLabel->setText(tr("Standard &input:"));
    m_input->setPlaceholderText(tr("What the program reads (cin, scanf), as in a contest's custom test"));
    m_input->setToolTip(tr("The program's standard input, as a judge gives it"));
    m_traceLabel->setText(tr("&Trace:"));
    m_trace->setPlaceholderText(m_drawn.isEmpty() ? tr("the recursion found") : m_drawn.join(QStringLiteral(", ")));
    m_trace->setToolTip(tr("The function whose calls are drawn, when the file has several recursions"));
    // One sentence split around the number chosen, so a language can put it anywhere.
    const QString of = tr("Run %1 of %2", "the top-level call drawn, of all the calls main() made")
                           .arg(QStringLiteral("\x01"))
                           .arg(QLocale().toString(qlonglong(std::max<std::int64_t>(m_topLevelCalls, 1))));
    m_run->setPrefix(of.section(u'\x01', 0, 0));
    m_run->setSuffix(of.section(u'\x01', 1));
    // Shown only for two or more: no plural forms needed.
    m_run->setToolTip(tr("main() started the recursion %L1 times from the top level (a loop over test cases?): "
                         "choose the one to draw")
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
