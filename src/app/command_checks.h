// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Checks both front ends make on a parsed command line: an option given twice, an output that
// would replace an input. Each throws ParamError naming what was wrong.

#include <QCommandLineParser>
#include <QStringList>

namespace gt {

// Every option is given once but the `repeatable` ones (any of their names): of `--n 7 --n 8`
// only the last counted. `all` says which names are one option (-o and --output); a name it does
// not hold (a game's parameter) is an option of its own.
void refuseRepeatedOptions(
    const QCommandLineParser& parser, const QList<QCommandLineOption>& all, const QStringList& repeatable = {});

// `option` (as written, "-o") names `output`, which is one of `inputs` or a folder holding one: it
// would be replaced before or while it is read. Paths are compared as the system resolves them
// (links, "./", ".."); an output that does not exist yet is none of them.
void refuseOutputOverInputs(const QString& option, const QString& output, const QStringList& inputs);

} // namespace gt
