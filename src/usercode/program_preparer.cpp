// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "program_preparer.h"

#include "cpp_program.h"
#include "program_runner.h"
#include "python_program.h"

namespace gt {

QStringList traceControlEnvironment(const TraceControl& control)
{
    QStringList environment {QStringLiteral("GAMETREE_TRACE=fd=%1,memo=%2,root=%3,max-calls=%4,calls-fd=%5,buffer-fd=%6")
                                 .arg(kProgramTraceFd)
                                 .arg(control.memo ? 1 : 0)
                                 .arg(control.root)
                                 .arg(control.maxCalls)
                                 .arg(kProgramCallsFd)
                                 .arg(kProgramBufferFd)};
    if (!control.groups.empty()) {
        QStringList groups;
        for (int g : control.groups)
            groups << QString::number(g);
        environment.front() += QStringLiteral(",groups=") + groups.join(u'.');
    }
    if (control.call)
        environment << QStringLiteral("GAMETREE_CALL=fd=%1").arg(kProgramCallFd);
    return environment;
}

const ProgramPreparer& programPreparer(CodeLanguage language)
{
    static const CppPreparer cpp;
    static const PythonPreparer python;
    switch (language) {
    case CodeLanguage::Python: return python;
    case CodeLanguage::Cpp: break;
    }
    return cpp;
}

} // namespace gt
