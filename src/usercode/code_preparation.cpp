#include "code_preparation.h"

#include "code_compiler.h"
#include "core/run_limits.h"
#include "core/user_error.h"
#include "instrumentation.h"

#include <exception>

namespace gt {

CodePreparation prepareCodeCache(bool background, const std::atomic_bool* cancel)
{
    const QString standard = judgeStandards().first();
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

BackgroundCodePreparation::BackgroundCodePreparation()
    : m_thread([this] {
        try {
            prepareCodeCache(true, &m_cancel);
        } catch (const UserError&) { // no compiler: the first compile says so, in its own words
        } catch (const RunError&) {  // stopped as the studio closed
        }
        m_finished = true;
    })
{
}

BackgroundCodePreparation::BackgroundCodePreparation(const QByteArrayList& pragmas)
    : m_thread([this, pragmas] {
        try {
            prepareCompiler(judgeStandards().first(), true, &m_cancel, pragmas);
        } catch (const UserError&) {
        } catch (const RunError&) {
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
