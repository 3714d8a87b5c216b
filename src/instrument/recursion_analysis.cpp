// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The recursion of a program, read step by step: the call graph and its recursions
// (call_graph.cpp), the memo tests of each (memo_tests.cpp), the functions to trace, their
// parameters' roles and outer state (parameter_roles.cpp), and the kind of value they return
// (value_kinds.cpp).
#include "recursion_analysis.h"

#include "recursion_builder.h"

#include <algorithm>

namespace gt::instrument {

namespace {

using detail::Builder;

// What --trace may name, listed where a name is not found (a lambda no variable holds has none).
std::vector<std::string> traceableNames(const Analysis& a)
{
    std::vector<std::string> allNames;
    for (const Function& f : a.functions)
        if (!f.isLambda || f.name.rfind("lambda@", 0) != 0)
            allNames.push_back(f.name);
    allNames.erase(std::unique(allNames.begin(), allNames.end()), allNames.end());
    return allNames;
}

// Each recursion's own statements, so that memo tests can decide between recursions.
void readRecursionBodies(Builder& b)
{
    for (const std::vector<int>& recursion : b.a.recursions) {
        const std::set<int> members(recursion.begin(), recursion.end());
        for (int f : recursion)
            b.readBody(b.a.functions[std::size_t(f)], members);
    }
}

void traceNamed(Analysis& a, const std::vector<std::string>& traceNames, const std::vector<std::string>& allNames)
{
    for (const std::string& name : traceNames) {
        std::vector<int> matches;
        for (std::size_t f = 0; f < a.functions.size(); ++f)
            if (a.functions[f].name == name || a.functions[f].qualified == name || a.functions[f].spelled == name)
                matches.push_back(int(f));
        if (matches.empty())
            throw AnalysisError {"trace-not-found", allNames, name};
        for (int f : matches) {
            bool recursive = false;
            for (const std::vector<int>& r : a.recursions)
                recursive = recursive || std::count(r.begin(), r.end(), f);
            if (!recursive)
                throw AnalysisError {"trace-not-recursive", allNames, name};
            if (!a.isTraced(f))
                a.traced.push_back(f);
        }
    }
}

void chooseTraced(Analysis& a, const AnalysisRequest& request, const std::vector<std::string>& allNames)
{
    if (!request.traceNames.empty()) {
        traceNamed(a, request.traceNames, allNames);
    } else if (a.recursions.empty()) {
        throw AnalysisError {"no-recursion", allNames, {}};
    } else {
        // Several separate recursions (a template's P and nCr beside the game's f, a recursive
        // gcd the game calls): all are traced, each as its group, and the run decides which is
        // drawn (the one with the most calls).
        for (const std::vector<int>& r : a.recursions)
            a.traced.insert(a.traced.end(), r.begin(), r.end());
        if (a.recursions.size() > 1)
            a.groups = a.recursions;
    }
    std::sort(a.traced.begin(), a.traced.end());
}

std::set<std::string> testedTables(const Analysis& a)
{
    std::set<std::string> memoTables;
    for (int f : a.traced)
        for (const MemoTest& t : a.functions[std::size_t(f)].memoTests)
            memoTables.insert(t.table);
    return memoTables;
}

// Each recursion as if traced alone: its roles, and the state outside its parameters (a call
// into another group, a recursive gcd, is not a call of its recursion).
void readState(Builder& b, const std::set<std::string>& memoTables)
{
    Analysis& a = b.a;
    for (const std::vector<int>& group : a.groups.empty() ? std::vector<std::vector<int>> {a.traced} : a.groups) {
        b.assignRoles(group);
        const std::set<int> members(group.begin(), group.end());
        for (int f : group)
            a.functions[std::size_t(f)].outerState = b.outerState(f, members, memoTables);
    }
    a.suspects = b.suspects(a.traced, memoTables);
}

// A memo shows as a table only when its indexes are all part of the state the labels show.
void keepStateIndexes(Analysis& a)
{
    for (int f : a.traced) {
        Function& fn = a.functions[std::size_t(f)];
        std::set<std::string> state;
        for (const Param& p : fn.params)
            state.insert(p.name);
        for (const Param& p : fn.outerState)
            state.insert(p.name);
        for (MemoTest& t : fn.memoTests)
            if (!std::all_of(t.indexes.begin(), t.indexes.end(), [&](const std::string& i) { return state.count(i) > 0; }))
                t.indexes.clear();
    }
}

void noteMemo(Analysis& a)
{
    for (int f : a.traced) {
        const Function& fn = a.functions[std::size_t(f)];
        a.memoFound = a.memoFound || !fn.memoTests.empty();
        a.memoStoredOnly = a.memoStoredOnly || (!fn.answerTables.empty() && fn.memoTests.empty());
    }
}

void chooseValues(const Builder& b, Analysis& a)
{
    a.values = b.suggestValues(a.traced);
    // Several recursions: each one's kind (the run reads the drawn one's), and before a run the
    // first that is not plain (a helper's plain values say nothing of the game's).
    for (const std::vector<int>& group : a.groups)
        a.groupValues.push_back(b.suggestValues(group));
    if (!a.groupValues.empty()) {
        const auto game
            = std::find_if(a.groupValues.begin(), a.groupValues.end(), [](ValueKind v) { return v != ValueKind::Plain; });
        a.values = game == a.groupValues.end() ? ValueKind::Plain : *game;
    }
}

} // namespace

const char* valueKindName(ValueKind kind)
{
    switch (kind) {
    case ValueKind::MoverWins: return "mover-wins";
    case ValueKind::FirstPlayerWins: return "first-player-wins";
    case ValueKind::MoverScore: return "mover-score";
    case ValueKind::FirstPlayerScore: return "first-player-score";
    case ValueKind::ScoreDifference: return "score-difference";
    case ValueKind::Negamax: return "negamax";
    case ValueKind::Grundy: return "grundy";
    case ValueKind::Plain: return "plain";
    }
    return "plain";
}

int Analysis::groupOf(int function) const
{
    for (std::size_t g = 0; g < groups.size(); ++g)
        if (std::count(groups[g].begin(), groups[g].end(), function))
            return int(g);
    return 0;
}

bool Analysis::isTraced(int function) const
{
    return std::find(traced.begin(), traced.end(), function) != traced.end();
}

const Function* Analysis::find(const std::string& name) const
{
    for (const Function& f : functions)
        if (f.name == name || f.qualified == name || f.spelled == name)
            return &f;
    return nullptr;
}

Analysis analyzeRecursion(const ParsedSource& source, const AnalysisRequest& request)
{
    Builder b(source);
    b.nameLambdas();
    b.collectFunctions();
    b.collectCalls();
    b.findRecursions();
    Analysis& a = b.a;
    const std::vector<std::string> allNames = traceableNames(a);
    readRecursionBodies(b);
    chooseTraced(a, request, allNames);
    readState(b, testedTables(a));
    keepStateIndexes(a);
    noteMemo(a);
    chooseValues(b, a);
    return a;
}

} // namespace gt::instrument
