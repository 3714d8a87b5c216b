// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "code_preparation.h"

#include "code_compiler.h"
#include "core/run_limits.h"
#include "core/user_error.h"
#include "instrumentation.h"

#include <exception>

namespace gt {

CodePreparation prepareCodeCache(bool background, const std::atomic_bool* cancel)
{
    const QString standard = judgeStandards().constFirst();
    CodePreparation done;
    std::exception_ptr parserFailure;
    // libclang's on a thread of its own (its own process): the two builds share nothing.
    std::thread parser([&] {
        try {
            done.parserHeaderBuilt = prepareParser(standard, background, cancel);
        } catch (...) {
            parserFailure = std::current_exception();
        }
    });
    std::exception_ptr compilerFailure;
    try {
        done.compilerHeaderBuilt = prepareCompiler(standard, background, cancel);
    } catch (...) {
        compilerFailure = std::current_exception();
    }
    parser.join();
    if (compilerFailure)
        std::rethrow_exception(compilerFailure);
    if (parserFailure)
        std::rethrow_exception(parserFailure);
    return done;
}

// Nothing that fails here may end the program: the first compile that needs what was not
// prepared builds it, or says why it cannot (no compiler), in its own words.
BackgroundCodePreparation::BackgroundCodePreparation(Priority priority)
    : m_thread([this, priority] {
        try {
            prepareCodeCache(priority == Priority::Low, &m_cancel);
        } catch (...) { // UserError (no compiler), RunError (stopped as the studio closed), ...
        }
        m_finished = true;
    })
{
}

BackgroundCodePreparation::BackgroundCodePreparation(const QByteArrayList& pragmas, Priority priority)
    : m_thread([this, pragmas, priority] {
        try {
            prepareCompiler(judgeStandards().constFirst(), priority == Priority::Low, &m_cancel, pragmas);
        } catch (...) {
        }
        m_finished = true;
    })
{
}

BackgroundCodePreparation::~BackgroundCodePreparation()
{
    m_cancel = true;
    m_thread.join();
}

} // namespace gt
