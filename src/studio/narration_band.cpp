#include "narration_band.h"

#include "studio_run.h"

#include <QApplication>
#include <QDir>
#include <QHBoxLayout>
#include <QEvent>

namespace gt {

namespace {
QString bandSheet(const QColor& fill, const QColor& text, const QColor& rule, int ruleWidth)
{
    // Selected by object name: the band only, not the step counter inside it.
    return QStringLiteral("QLabel#NarrationBand { background: %1; color: %2; border-bottom: %3px solid %4; }")
        .arg(fill.name(), text.name())
        .arg(ruleWidth)
        .arg(rule.name());
}
} // namespace

NarrationBand::NarrationBand(QWidget* parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setContentsMargins(12, 8, 12, 8);
    setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setTextFormat(Qt::PlainText);
    setAccessibleName(tr("Narration"));
    setObjectName(QStringLiteral("NarrationBand"));
    m_counter = new QLabel(this);
    m_counter->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_counter->hide();
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 12, 0);
    row->addStretch(1);
    row->addWidget(m_counter);
    setScale(m_scale);
    setColors(*paletteById(QStringLiteral("default")));
}

void NarrationBand::setScale(double scale)
{
    m_scale = scale;
    QFont font = this->font();
    font.setPointSizeF(QApplication::font().pointSizeF() * m_scale);
    setFont(font);
    m_counter->setFont(font);
    setMinimumHeight(fontMetrics().lineSpacing() * 2 + 16);
}

void NarrationBand::setCounter(const QString& text)
{
    m_counter->setText(text);
}

void NarrationBand::setCounterShown(bool shown)
{
    m_counter->setVisible(shown);
    // The narration wraps before the counter instead of under it.
    setContentsMargins(12, 8, shown ? 12 + m_counter->sizeHint().width() + 24 : 12, 8);
}

QString NarrationBand::counter() const
{
    return m_counter->isVisible() ? m_counter->text() : QString();
}

void NarrationBand::setColors(const Palette& palette)
{
    const ChromeColors& c = palette.chrome;
    // The contrast palette's rule is thick: the band must stand apart on a projector.
    setStyleSheet(bandSheet(c.narrationFill, c.narrationText, c.narrationRule, palette.id == QLatin1String("contrast") ? 3 : 1));
    m_counter->setStyleSheet(QStringLiteral("color: %1;").arg(c.narrationText.name()));
}

void NarrationBand::changeEvent(QEvent* event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setAccessibleName(tr("Narration"));
}

NoticeBanner::NoticeBanner(QWidget* parent)
    : QLabel(parent)
{
    setWordWrap(true);
    setContentsMargins(10, 6, 10, 6);
    setTextFormat(Qt::PlainText);
    hide();
}

void NoticeBanner::showNotice(const QString& text, bool error)
{
    // A message quoting what a user typed or a program printed can be any length: the middle
    // goes, the start (what happened) and the end (what is allowed) stay.
    display(text, error, 600);
}

void NoticeBanner::display(const QString& text, bool error, qsizetype maxCharacters)
{
    m_error = error;
    setText(text.size() <= maxCharacters ? text
                                         : text.left(maxCharacters / 2) + QStringLiteral(" … ") + text.right(maxCharacters / 2));
    applyColors();
    setVisible(!text.isEmpty());
}

void NoticeBanner::showRunNotes(const StudioRun& run)
{
    QStringList notes;
    if (run.trace().empty())
        notes << tr("The answer is known before any recursive call: there is no tree to draw.");
    if (run.trace().truncated())
        notes << tr("Recording stopped after %L1 calls; the counts are exact, the tree shows the first calls.")
                     .arg(run.trace().size());
    if (run.drawing().callsDrawn < run.trace().size())
        notes << tr("%L1 of %L2 calls are drawn: click a “+N calls” node to open it.")
                     .arg(run.drawing().callsDrawn)
                     .arg(run.trace().size());
    QStringList lines {notes.join(u' ')};
    // A program traced as written: what was changed, what is drawn, how often it started; a line
    // each, so the teacher reads them once per run.
    for (const QString& note : run.game().runNotes())
        lines << tr("• %1", "a note about the user's program, on a line of its own").arg(note);
    if (run.game().isUserProgram() && !run.choice().codeOptions.includeDirs.isEmpty()) {
        QStringList folders;
        for (const QString& folder : run.choice().codeOptions.includeDirs)
            folders << QDir::toNativeSeparators(folder);
        lines << tr("• headers were also looked for in %1 (Run › Include Folders)").arg(folders.join(QStringLiteral(", ")));
    }
    if (lines.first().isEmpty())
        lines.removeFirst();
    m_runNotes = lines.join(u'\n');
    display(m_runNotes, false, 2000); // our own sentences, each with a file's or a function's name
}

void NoticeBanner::refreshRunNotes(const StudioRun& run)
{
    if (!m_error && text() == m_runNotes)
        showRunNotes(run);
}

void NoticeBanner::setColors(const Palette& palette)
{
    m_palette = palette;
    applyColors();
}

void NoticeBanner::applyColors()
{
    const ChromeColors& c = m_palette.chrome;
    setStyleSheet(QStringLiteral("background: %1; color: %2;")
                      .arg((m_error ? c.errorFill : c.noticeFill).name(), (m_error ? c.errorText : c.noticeText).name()));
}

} // namespace gt
