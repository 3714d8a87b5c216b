// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Menu texts carry mnemonics ("&File", in Japanese "ファイル(&F)"); toolbar buttons must not show
// them: Qt strips the "&" but leaves "(F)" behind.

#include <QKeySequence>
#include <QString>

class QAction;
class QObject;

namespace gt {

// "最初のステップ(&F)" -> "最初のステップ", "Step &Into" -> "Step Into".
QString withoutMnemonic(const QString& text);
// Sets the menu text (with its mnemonic) and the toolbar text (without).
void setActionText(QAction* action, const QString& text);
// An action whose object name lets tests and benchmarks trigger it without its translated text.
QAction* namedAction(QObject* parent, const char* name, const QKeySequence& key = {});

} // namespace gt
