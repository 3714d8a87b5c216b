// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/panels/narration_band.h"

#include <QApplication>
#include <QHBoxLayout>
#include <QEvent>
#include <QFontMetrics>

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
    // The counter sits in the right margin the text keeps free, not inside the text's rectangle.
    setAttribute(Qt::WA_LayoutOnEntireRect);
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
    m_counter->setFont(font);
    keepRoomForCounter();
}

void NarrationBand::setNarration(const QString& text)
{
    setText(text);
    setToolTip(text); // the whole sentence, should it not fit
    fitText();
}

// One height per mode and language: two lines of the band's font, measured on a text of the
// language (a Japanese line is taller than a Latin one). A longer narration is set smaller, so
// the canvas below never moves from step to step.
void NarrationBand::fitText()
{
    QFont font = m_counter->font();
    const QString sample = QStringLiteral("Ag ") + tr("Narration");
    const QRect unbounded(0, 0, 100000, 100000);
    const int lines = QFontMetrics(font).boundingRect(unbounded, 0, sample + u'\n' + sample).height();
    const QMargins margins = contentsMargins();
    const int ruleRoom = 3; // the palette's rule under the band
    setFixedHeight(lines + margins.top() + margins.bottom() + ruleRoom);
    const int width = contentsRect().width();
    for (int smaller = 0; smaller < kMostShrinkSteps && width > 0 && !text().isEmpty(); ++smaller) {
        const QRect needed = QFontMetrics(font).boundingRect(QRect(0, 0, width, 100000), Qt::TextWordWrap, text());
        if (needed.height() <= lines)
            break;
        font.setPointSizeF(font.pointSizeF() * 0.9);
    }
    if (font != this->font())
        setFont(font);
}

void NarrationBand::resizeEvent(QResizeEvent* event)
{
    QLabel::resizeEvent(event);
    fitText();
}

void NarrationBand::setCounter(const QString& text)
{
    m_counter->setText(text);
    keepRoomForCounter();
}

void NarrationBand::setCounterShown(bool shown)
{
    m_counter->setVisible(shown);
    keepRoomForCounter();
}

// The narration wraps before the counter instead of under it, whatever the counter's text and
// size are now ("step 36 of 36" is wider than "step 1 of 36", and larger when presenting).
void NarrationBand::keepRoomForCounter()
{
    const int room = m_counter->isVisibleTo(this) ? m_counter->sizeHint().width() + 24 : 0;
    if (contentsMargins().right() != 12 + room)
        setContentsMargins(12, 8, 12 + room, 8);
    fitText();
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
    if (event->type() == QEvent::LanguageChange) {
        setAccessibleName(tr("Narration"));
        fitText();
    }
}

} // namespace gt
