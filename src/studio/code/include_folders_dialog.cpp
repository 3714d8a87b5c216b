// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "studio/code/include_folders_dialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace gt {

IncludeFoldersDialog::IncludeFoldersDialog(const QStringList& folders, QWidget* parent)
    : QDialog(parent)
    , m_list(new QListWidget)
    , m_add(new QPushButton(tr("&Add…")))
    , m_remove(new QPushButton(tr("&Remove")))
    , m_status(new QLabel)
{
    setObjectName(QStringLiteral("IncludeFoldersDialog"));
    setWindowTitle(tr("Include Folders"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Where #include <...> in your code also looks, in this order (the compiler's -I), "
                                "for every program you solve here."));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* row = new QHBoxLayout;
    row->addWidget(m_list, 1);
    auto* buttons = new QVBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    row->addLayout(buttons);
    layout->addLayout(row, 1);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = box->button(QDialogButtonBox::Ok);
    layout->addWidget(box);
    for (const QString& folder : folders)
        m_list->addItem(QDir::toNativeSeparators(folder));
    connect(m_add, &QPushButton::clicked, this, [this] {
        const QString folder = QFileDialog::getExistingDirectory(this, tr("Add Include Folder"));
        if (!folder.isEmpty())
            addFolder(folder);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        delete m_list->currentItem();
        check();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &IncludeFoldersDialog::check);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(fontMetrics().averageCharWidth() * 70, fontMetrics().lineSpacing() * 16);
    check();
}

QStringList IncludeFoldersDialog::folders() const
{
    QStringList folders;
    for (int i = 0; i < m_list->count(); ++i)
        folders << QDir::fromNativeSeparators(m_list->item(i)->text());
    return folders;
}

void IncludeFoldersDialog::addFolder(const QString& folder)
{
    const QString absolute = QFileInfo(folder).absoluteFilePath();
    if (!folders().contains(absolute))
        m_list->addItem(QDir::toNativeSeparators(absolute));
    m_list->setCurrentRow(m_list->count() - 1);
    check();
}

QString IncludeFoldersDialog::problem() const
{
    for (const QString& folder : folders())
        if (!QFileInfo(folder).isDir())
            return tr("%1 is not a folder: remove it, or create it first.").arg(QDir::toNativeSeparators(folder));
    return {};
}

void IncludeFoldersDialog::check()
{
    m_remove->setEnabled(m_list->currentItem() != nullptr);
    const QString why = problem();
    m_ok->setEnabled(why.isEmpty());
    m_status->setText(why.isEmpty() ? (m_list->count() == 0 ? tr("No folders: only the file's own folder and the "
                                                                 "system's headers are searched.")
                                                            : QString())
                                    : why);
}

} // namespace gt
