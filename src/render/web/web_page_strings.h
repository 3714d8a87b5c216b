// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The words of a web page's own controls (buttons, tabs, the step counter, the quiz), in the
// language of the export: the page's script takes every text it shows from here or from the
// page's data, so that a Japanese or Korean page is so throughout.

#include <QJsonObject>

namespace gt {

// Keys the script asks for ("into", "stepOf", ...) -> the text; "%1", "%2" stand for numbers.
QJsonObject webPageStrings();

} // namespace gt
