// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/output/print_choice_dialog.h"

#include "render/scene.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace gt {

PrintChoiceDialog::PrintChoiceDialog(std::int64_t step, std::int64_t steps, QWidget* parent)
    : QDialog(parent)
    , m_step(new QRadioButton(tr("The tree at this step (%1 of %2)").arg(countText(step), countText(steps))))
    , m_wholeRun(new QRadioButton(tr("The whole run")))
    , m_worksheet(new QCheckBox(tr("Worksheet for students")))
{
    setWindowTitle(tr("Print"));
    setMinimumWidth(420); // the notes wrap in a few lines, not many
    m_step->setObjectName(QStringLiteral("printStep"));
    m_wholeRun->setObjectName(QStringLiteral("printWholeRun"));
    m_worksheet->setObjectName(QStringLiteral("printWorksheet"));
    m_step->setChecked(true);
    auto* worksheetNote = new QLabel(tr("Every value is hidden behind a box to fill in; the answer key follows on a second "
                                        "page."));
    worksheetNote->setWordWrap(true);
    worksheetNote->setIndent(24); // under the check box's text
    auto* note = new QLabel(tr("The tree is fitted on the printer's page with text of at least 8 pt; what does not fit "
                               "is left out, and the title says so."));
    note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Print…"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_step);
    layout->addWidget(m_wholeRun);
    layout->addSpacing(8);
    layout->addWidget(m_worksheet);
    layout->addWidget(worksheetNote);
    layout->addSpacing(8);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

PrintChoice PrintChoiceDialog::choice() const
{
    return {m_wholeRun->isChecked(), m_worksheet->isChecked()};
}

void PrintChoiceDialog::setChoice(const PrintChoice& choice)
{
    (choice.wholeRun ? m_wholeRun : m_step)->setChecked(true);
    m_worksheet->setChecked(choice.worksheet);
}

} // namespace gt
