// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/window/user_guide.h"

#include "core/language.h"

#include <QEvent>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace gt {

UserGuide::UserGuide(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser)
{
    setObjectName(QStringLiteral("UserGuide"));
    m_browser->setOpenExternalLinks(true);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_browser);
    // Readable lines: about 80 characters wide, most of the screen's height.
    resize(m_browser->fontMetrics().averageCharWidth() * 90, m_browser->fontMetrics().lineSpacing() * 40);
    load();
}

void UserGuide::load()
{
    setWindowTitle(tr("Game Tree Studio User Guide"));
    QFile file(QStringLiteral(":/guide/guide_%1.md").arg(currentLanguage()));
    if (!file.exists())
        file.setFileName(QStringLiteral(":/guide/guide_en.md"));
    if (file.open(QIODevice::ReadOnly))
        m_browser->setMarkdown(QString::fromUtf8(file.readAll()));
    else
        m_browser->setPlainText(tr("The user guide is not embedded in this build."));
}

QString UserGuide::text() const
{
    return m_browser->toPlainText();
}

void UserGuide::changeEvent(QEvent* event)
{
    QDialog::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        load();
}

} // namespace gt
