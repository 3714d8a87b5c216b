// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Rewrites a program so that each call of its recursion reports itself to the as-written runtime
// (src/usercode/runtime/autotrace.h): a Frame at the top of each traced function, every return
// wrapped so that its value is seen, memo tests wrapped so that --memo off can switch them off.
// Nothing else changes, and no line moves: compiler messages and the code panel keep the user's
// lines. A method given with --call gets a main() that calls it with the arguments the runtime
// reads when the program starts (autotrace.h's readAs): one binary serves every call.

#include "recursion_analysis.h"

#include <string>
#include <vector>

namespace gt::instrument {

struct CallRequest {
    std::string method; // --call's method; empty: the program's own main()
};

struct Instrumented {
    std::string text;
    std::vector<std::string> skipped;      // what could not be instrumented (a return inside a macro), for a note
    std::string calledSignature;           // the method --call makes
    std::vector<std::string> calledParams; // its parameters as declared ("vector<int>& piles"), in order
};

// `prefixLength`: characters before the user's text (a prelude), where nothing is edited.
// Throws AnalysisError for a --call that names no method or an overloaded one.
Instrumented instrument(const ParsedSource& source, const Analysis& analysis, const CallRequest& call);

// The public methods of class Solution, else every free function but main: what --call may name.
std::vector<std::string> callableSignatures(const Analysis& analysis);

} // namespace gt::instrument
