// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A user's C++ program made ready to run: a file with gametree.h is compiled and asked what it
// declares (--gt-describe); a file without it is instrumented first (instrumentation.h) and then
// compiled as a judge compiles it, in the first of the judge's standards that accepts it.

#include "program_preparer.h"

namespace gt {

class CppPreparer final : public ProgramPreparer {
public:
    std::shared_ptr<UserProgram> prepare(const QByteArray& source, const QString& path, const CodeOptions& options,
        const ProgramLimits& limits, const std::atomic_bool* cancel) const override;
    QStringList preparationNotes(const UserProgram& program) const override;
};

} // namespace gt
