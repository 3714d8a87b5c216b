// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/code/code_editor.h"

#include "studio/code/cpp_highlighter.h"
#include "studio/code/python_highlighter.h"
#include "render/style.h"

#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMimeData>
#include <QPainter>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTextBlock>
#include <QToolTip>
#include <QUrl>

#include <algorithm>
#include <utility>

namespace gt {

namespace {
constexpr int tabSpaces = 4;
constexpr int gutterPadding = 4;

const ChromeColors& defaultChrome()
{
    static const ChromeColors chrome = paletteById(QStringLiteral("default"))->chrome;
    return chrome;
}

int digitCount(int number)
{
    int digits = 1;
    for (; number >= 10; number /= 10)
        ++digits;
    return digits;
}

QTextEdit::ExtraSelection lineSelection(const QTextBlock& block, const QColor& colour)
{
    QTextEdit::ExtraSelection selection;
    selection.cursor = QTextCursor(block);
    selection.format.setBackground(colour);
    selection.format.setProperty(QTextFormat::FullWidthSelection, true);
    return selection;
}

// The spaces and tabs a line starts with.
QString indentationOf(const QString& line)
{
    qsizetype length = 0;
    while (length < line.size() && (line[length] == u' ' || line[length] == u'\t'))
        ++length;
    return line.left(length);
}
} // namespace

// The line numbers and error markers left of the text. The editor paints it, so that it scrolls with
// the text's own blocks.
class CodeEditor::Gutter : public QWidget {
public:
    explicit Gutter(CodeEditor* editor)
        : QWidget(editor)
        , m_editor(editor)
    {
    }
    QSize sizeHint() const override { return {m_editor->lineNumberAreaWidth(), 0}; }

protected:
    void paintEvent(QPaintEvent* event) override { m_editor->paintGutter(event); }
    bool event(QEvent* event) override
    {
        if (event->type() == QEvent::ToolTip)
            return m_editor->showToolTip(static_cast<QHelpEvent*>(event), this);
        return QWidget::event(event);
    }

private:
    CodeEditor* m_editor;
};

CodeEditor::CodeEditor(QWidget* parent)
    : QPlainTextEdit(parent)
    , m_gutter(new Gutter(this))
    , m_highlighter(new CppHighlighter(document()))
    , m_currentColor(defaultChrome().sourceLine)
    , m_secondaryColor(defaultChrome().sourceTried)
{
    setLineWrapMode(QPlainTextEdit::NoWrap);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    applyFontMetrics();
    connect(this, &QPlainTextEdit::blockCountChanged, this, &CodeEditor::updateGutterWidth);
    connect(this, &QPlainTextEdit::updateRequest, this, &CodeEditor::updateGutter);
    // contentsChange says whether characters changed (the highlighter's formats do not count);
    // contentsChanged comes once the layout has them, when the marks can be laid anew.
    connect(document(), &QTextDocument::contentsChange, this,
        [this](int, int removed, int added) { m_textEdited |= removed > 0 || added > 0; });
    connect(document(), &QTextDocument::contentsChanged, this, &CodeEditor::afterEdit);
}

void CodeEditor::setLanguage(CodeLanguage language)
{
    if (language == m_language)
        return;
    m_language = language;
    delete std::exchange(m_highlighter, nullptr); // takes its colours off the text
    if (language == CodeLanguage::Python)
        m_highlighter = new PythonHighlighter(document());
    else
        m_highlighter = new CppHighlighter(document());
    m_highlighter->rehighlight(); // now, not at the next turn of the event loop
}

void CodeEditor::setErrorMarks(const std::vector<CodeMark>& marks)
{
    m_errorMarks = marks;
    updateSelections();
    if (m_errorMarks.empty())
        return;
    const CodeMark& first = m_errorMarks.front();
    const QTextBlock block = document()->findBlockByNumber(first.line - 1);
    if (!block.isValid())
        return;
    QTextCursor cursor(block);
    cursor.movePosition(QTextCursor::Right, QTextCursor::MoveAnchor, std::clamp(first.column - 1, 0, block.length() - 1));
    setTextCursor(cursor);
    centerCursor(); // the lines before the error often hold its cause
}

void CodeEditor::clearErrorMarks()
{
    setErrorMarks({});
}

QString CodeEditor::markMessage(int line) const
{
    QStringList messages;
    for (const CodeMark& mark : m_errorMarks)
        if (mark.line == line)
            messages << mark.message;
    return messages.join(u'\n');
}

QString CodeEditor::toolTipAt(QPoint viewportPos) const
{
    return markMessage(lineAtY(viewportPos.y()));
}

void CodeEditor::setRunningLines(int current, int secondary)
{
    m_runningLine = current;
    m_secondaryLine = secondary;
    updateSelections();
    if (current > 0)
        scrollToLine(current);
}

void CodeEditor::clearRunningLines()
{
    setRunningLines(0, 0);
}

void CodeEditor::setLineColors(const QColor& current, const QColor& secondary)
{
    m_currentColor = current;
    m_secondaryColor = secondary;
    updateSelections();
}

int CodeEditor::lineNumberAreaWidth() const
{
    // Two digits at least, so that a short file does not widen the gutter at its tenth line.
    const int digits = std::max(2, digitCount(blockCount()));
    return markerSize() + 3 * gutterPadding + fontMetrics().horizontalAdvance(u'9') * digits;
}

QString CodeEditor::lineText(int line) const
{
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    return line > 0 && block.isValid() ? block.text() : QString();
}

void CodeEditor::resizeEvent(QResizeEvent* event)
{
    QPlainTextEdit::resizeEvent(event);
    const QRect area = contentsRect();
    m_gutter->setGeometry(area.left(), area.top(), lineNumberAreaWidth(), area.height());
}

void CodeEditor::changeEvent(QEvent* event)
{
    QPlainTextEdit::changeEvent(event);
    if (event->type() == QEvent::FontChange)
        applyFontMetrics();
}

void CodeEditor::keyPressEvent(QKeyEvent* event)
{
    const bool plain = (event->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    if (!isReadOnly() && plain && event->key() == Qt::Key_Tab) {
        textCursor().insertText(QString(tabSpaces, u' '));
        return;
    }
    if (!isReadOnly() && plain && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        insertIndentedNewline();
        return;
    }
    QPlainTextEdit::keyPressEvent(event);
}

bool CodeEditor::viewportEvent(QEvent* event)
{
    if (event->type() == QEvent::ToolTip)
        return showToolTip(static_cast<QHelpEvent*>(event), viewport());
    return QPlainTextEdit::viewportEvent(event);
}

bool CodeEditor::canInsertFromMimeData(const QMimeData* source) const
{
    const QList<QUrl> urls = source->urls();
    if (std::any_of(urls.begin(), urls.end(), [](const QUrl& url) { return url.isLocalFile(); }))
        return false; // a file manager's drag: the file's path is not code
    return QPlainTextEdit::canInsertFromMimeData(source);
}

void CodeEditor::paintGutter(QPaintEvent* event)
{
    QPainter painter(m_gutter);
    painter.fillRect(event->rect(), palette().color(QPalette::Window));
    const int lineHeight = fontMetrics().height();
    const int size = markerSize();
    QTextBlock block = firstVisibleBlock();
    int top = qRound(blockBoundingGeometry(block).translated(contentOffset()).top());
    for (; block.isValid() && top <= event->rect().bottom(); block = block.next()) {
        const int height = qRound(blockBoundingRect(block).height());
        const int line = block.blockNumber() + 1;
        if (block.isVisible() && top + height >= event->rect().top()) {
            if (hasMark(line)) {
                painter.setRenderHint(QPainter::Antialiasing);
                painter.setPen(Qt::NoPen);
                painter.setBrush(defaultChrome().errorText);
                painter.drawEllipse(gutterPadding, top + (lineHeight - size) / 2, size, size);
            }
            QFont font = painter.font();
            font.setBold(line == m_runningLine);
            painter.setFont(font);
            painter.setPen(palette().color(line == m_runningLine ? QPalette::Text : QPalette::PlaceholderText));
            painter.drawText(0, top, m_gutter->width() - gutterPadding, lineHeight, Qt::AlignRight, QString::number(line));
        }
        top += height;
    }
}

bool CodeEditor::showToolTip(QHelpEvent* event, QWidget* widget)
{
    const QString message = markMessage(lineAtY(event->pos().y()));
    if (message.isEmpty()) {
        QToolTip::hideText();
        event->ignore();
    } else {
        QToolTip::showText(event->globalPos(), message, widget);
    }
    return true;
}

// The gutter shares the viewport's vertical coordinates, so one lookup serves both.
int CodeEditor::lineAtY(int y) const
{
    for (QTextBlock block = firstVisibleBlock(); block.isValid(); block = block.next()) {
        const QRectF box = blockBoundingGeometry(block).translated(contentOffset());
        if (box.top() > y)
            break;
        if (block.isVisible() && y < box.bottom())
            return block.blockNumber() + 1;
    }
    return 0;
}

bool CodeEditor::hasMark(int line) const
{
    return std::any_of(m_errorMarks.begin(), m_errorMarks.end(), [line](const CodeMark& mark) { return mark.line == line; });
}

int CodeEditor::markerSize() const
{
    return fontMetrics().height() * 3 / 5;
}

void CodeEditor::applyFontMetrics()
{
    setTabStopDistance(fontMetrics().horizontalAdvance(u' ') * tabSpaces);
    updateGutterWidth();
}

void CodeEditor::updateGutterWidth()
{
    setViewportMargins(lineNumberAreaWidth(), 0, 0, 0);
    const QRect area = contentsRect();
    m_gutter->setGeometry(area.left(), area.top(), lineNumberAreaWidth(), area.height());
}

void CodeEditor::updateGutter(const QRect& rect, int dy)
{
    if (dy != 0)
        m_gutter->scroll(0, dy);
    else
        m_gutter->update(0, rect.y(), m_gutter->width(), rect.height());
}

// Errors first, so the running lines are drawn above them.
void CodeEditor::updateSelections()
{
    QList<QTextEdit::ExtraSelection> selections;
    auto add = [&](int line, const QColor& colour) {
        const QTextBlock block = document()->findBlockByNumber(line - 1);
        if (line > 0 && block.isValid())
            selections << lineSelection(block, colour);
    };
    for (const CodeMark& mark : m_errorMarks)
        add(mark.line, defaultChrome().errorFill);
    add(m_secondaryLine, m_secondaryColor);
    add(m_runningLine, m_currentColor);
    setExtraSelections(selections);
    m_gutter->update();
}

void CodeEditor::scrollToLine(int line)
{
    const QTextBlock block = document()->findBlockByNumber(line - 1);
    if (!block.isValid())
        return;
    if (isReadOnly()) {
        setTextCursor(QTextCursor(block));
        centerCursor();
        return;
    }
    // Editable: the keyboard cursor stays where the user left it; only the view moves.
    const int visibleLines = viewport()->height() / std::max(1, fontMetrics().lineSpacing());
    verticalScrollBar()->setValue(block.firstLineNumber() - visibleLines / 2);
}

// The running lines describe a run of the text before the edit; the error marks stay at the lines
// the compiler named until the next compile.
void CodeEditor::afterEdit()
{
    if (!std::exchange(m_textEdited, false) || (m_runningLine == 0 && m_secondaryLine == 0 && m_errorMarks.empty()))
        return;
    m_runningLine = 0;
    m_secondaryLine = 0;
    updateSelections();
}

void CodeEditor::insertIndentedNewline()
{
    QTextCursor cursor = textCursor();
    const QTextBlock block = document()->findBlock(cursor.selectionStart());
    const int column = cursor.selectionStart() - block.position();
    // Only the indentation left of the cursor: Enter inside it must not double it. In Python a
    // line ending in ':' (a def, an if) opens a block: one step more.
    QString indentation = indentationOf(block.text()).left(column);
    static const QRegularExpression opensBlock(QStringLiteral(":\\s*(?:#.*)?$"));
    if (m_language == CodeLanguage::Python && opensBlock.match(block.text().left(column)).hasMatch())
        indentation += QString(tabSpaces, u' ');
    cursor.insertText(u'\n' + indentation);
    setTextCursor(cursor);
}

} // namespace gt
