// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Help > User Guide: the guide in the user's language (resources/guide/guide_<lang>.md, embedded),
// in a window beside the studio, so the tree stays usable while it is read.

#include <QDialog>

class QTextBrowser;

namespace gt {

class UserGuide : public QDialog {
    Q_OBJECT

public:
    explicit UserGuide(QWidget* parent = nullptr);
    // The guide of the current language (English when there is none in it).
    void load();
    QString text() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    QTextBrowser* m_browser;
};

} // namespace gt
