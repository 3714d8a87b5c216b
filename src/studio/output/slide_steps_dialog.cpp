// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/output/slide_steps_dialog.h"

#include "render/scene.h"
#include "render/slide_deck.h"
#include "render/style.h"

#include <QDialogButtonBox>
#include <QGridLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace gt {

SlideStepsDialog::SlideStepsDialog(std::int64_t eventCount, QWidget* parent)
    : QDialog(parent)
    , m_events(eventCount)
    , m_everyChoice(new QRadioButton(tr("Every")))
    , m_every(new QSpinBox)
    , m_stepsChoice(new QRadioButton(tr("These steps:")))
    , m_steps(new QLineEdit)
    , m_status(new QLabel)
{
    setWindowTitle(tr("Export Slide Deck"));
    setMinimumWidth(400); // the title and the reason under the fields
    m_everyChoice->setObjectName(QStringLiteral("everyChoice"));
    m_every->setObjectName(QStringLiteral("every"));
    m_stepsChoice->setObjectName(QStringLiteral("stepsChoice"));
    m_steps->setObjectName(QStringLiteral("steps"));
    m_status->setObjectName(QStringLiteral("problem"));
    m_every->setRange(1, int(std::clamp<std::int64_t>(eventCount, 1, std::numeric_limits<int>::max())));
    m_every->setValue(int(std::max<std::int64_t>(1, (eventCount + 39) / 40))); // about 40 slides
    m_every->setSuffix(tr(" steps"));
    m_every->setSpecialValueText(tr("step")); // "Every step", not "Every 1 steps"
    m_steps->setPlaceholderText(QStringLiteral("1,20,36"));
    m_every->setMinimumHeight(m_steps->sizeHint().height()); // a spin box's own height clips Japanese text
    m_everyChoice->setChecked(true);
    m_status->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* choices = new QGridLayout;
    choices->addWidget(m_everyChoice, 0, 0);
    choices->addWidget(m_every, 0, 1);
    choices->addWidget(m_stepsChoice, 1, 0);
    choices->addWidget(m_steps, 1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("The run has %1 steps. Which become slides?").arg(countText(eventCount))));
    layout->addLayout(choices);
    layout->addWidget(m_status);
    layout->addWidget(buttons);

    connect(m_everyChoice, &QRadioButton::toggled, this, &SlideStepsDialog::check);
    connect(m_every, &QSpinBox::valueChanged, this, [this] {
        m_everyChoice->setChecked(true);
        check();
    });
    connect(m_steps, &QLineEdit::textEdited, this, [this] {
        m_stepsChoice->setChecked(true);
        check();
    });
    check();
}

void SlideStepsDialog::check()
{
    m_problem.clear();
    m_chosen.clear();
    const bool listed = m_stepsChoice->isChecked();
    try {
        if (listed && m_steps->text().trimmed().isEmpty())
            throw ExportError(tr("Type the steps, separated by commas, e.g. 1,20,36."));
        // The command line's own checks (`slides --every` and `slides --steps`), in this dialog's words.
        m_chosen = listed ? parseSteps(m_steps->text(), m_events) : stepsEvery(m_every->value(), m_events);
        checkSlideCount(
            m_chosen.size(), listed ? tr("list fewer steps, or choose Every") : tr("choose more steps between slides"));
    } catch (const ExportError& error) {
        m_problem = error.message();
        m_chosen.clear();
    }
    m_status->setText(m_problem.isEmpty() ? tr("Slides: %1").arg(countText(std::int64_t(m_chosen.size()))) : m_problem);
    m_status->setStyleSheet(m_problem.isEmpty()
            ? QString()
            : QStringLiteral("color: %1;").arg(paletteById(QStringLiteral("default"))->chrome.errorText.name()));
    m_ok->setEnabled(m_problem.isEmpty());
    m_ok->setToolTip(m_problem);
}

} // namespace gt
