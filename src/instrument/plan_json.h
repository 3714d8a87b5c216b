// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// The instrumenter's answer to the studio, as one JSON object on its standard output: the
// rewritten source and what was found, or an error code with the names the message needs. The
// studio words every message (and translates it); this program prints no sentences.

#include "instrumenter.h"
#include "recursion_analysis.h"
#include "source_text.h"

#include <string>
#include <vector>

namespace gt::instrument {

struct PlanSummary {
    std::string standard; // the -std the program parsed with, e.g. gnu++14
    bool stdcppFirst = false;
    bool pchBuilt = false;               // this run built libclang's precompiled <bits/stdc++.h>
    std::vector<Diagnostic> parseErrors; // when no standard parsed cleanly
    bool prelude = false;                // LeetCode's includes were put before the file
};

std::string planJson(const Analysis& analysis, const Instrumented& result, const Normalization& normalized,
    const PlanSummary& summary, const std::vector<std::string>& callables);
std::string errorJson(const AnalysisError& error, const PlanSummary& summary, const std::vector<std::string>& callables);

} // namespace gt::instrument
