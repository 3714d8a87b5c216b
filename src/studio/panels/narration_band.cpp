#include "studio/panels/narration_band.h"

#include <QApplication>
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

} // namespace gt
