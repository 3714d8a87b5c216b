// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/instrument: the state analyzeRecursion builds an Analysis in, shared by the
// files that each find one thing in it. Nothing outside recursion_analysis.cpp and the files
// named below includes it.

#include "recursion_analysis.h"

#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

namespace gt::instrument::detail {

struct Builder {
    const ParsedSource& source;
    Analysis a;
    std::map<std::string, int> byIdentity;                   // canonical declaration -> function
    std::map<std::string, int> lambdaOfVariable;             // variable -> the lambda it holds
    std::map<unsigned, std::string> lambdaNames;             // lambda's offset -> the variable's name
    std::map<std::string, std::pair<int, int>> ownerOfParam; // parameter -> (function, index)

    explicit Builder(const ParsedSource& s)
        : source(s)
    {
    }

    // call_graph.cpp: the functions, who calls whom, and the cycles.
    void nameLambdas();
    void addFunction(const Node& decl, const Node& body);
    void nameFunction(Function& f) const;
    std::string readParams(Function& f, int index);
    void collectFunctions();
    int functionAt(const Node& decl) const;
    int functionOfDeclaration(const Node& ref) const;
    std::pair<int, int> calleeOf(const Node& call) const;
    void collectCalls();
    void findRecursions();
    bool callsRecursion(const Node& stmt, const std::set<int>& recursion) const;
    std::vector<int> reachedFrom(const std::vector<int>& from) const;

    // memo_tests.cpp: the tables a function stores into and the tests that answer from them.
    struct Tables {
        std::map<std::string, std::string> names; // identity of a table (or an alias of one) -> table name
    };
    Tables storedTables(const Function& fn) const;
    bool fromCalls(const Node& expr, const std::set<int>& recursion, const std::set<std::string>& holders) const;
    std::set<std::string> answerTables(const Function& fn, const std::set<int>& recursion, const Tables& tables) const;
    void readBody(Function& fn, const std::set<int>& recursion);

    // parameter_roles.cpp: which parameters are fixed or a turn flag, and the state outside them.
    std::pair<int, int> sameParam(const Node& arg) const;
    std::pair<int, int> flippedParam(const Node& arg, int hops = 0) const;
    void forEachStore(const Function& fn, const std::function<void(const Node& target, const TextRange& store)>& visit) const;
    std::set<std::string> writtenParams(const Function& fn) const;
    std::optional<Param> outerVariable(
        const Function& fn, const Node& target, std::string& identity, bool skipStateTables = true) const;
    std::vector<Param> outerState(int function, const std::set<int>& recursion, const std::set<std::string>& tables) const;
    bool readsBesidesStores(int function, const Node& var) const;
    std::vector<std::string> suspects(const std::vector<int>& traced, const std::set<std::string>& memoTables) const;
    void assignRoles(const std::vector<int>& traced);

    // value_kinds.cpp: what kind of value the recursion returns.
    ValueKind suggestValues(const std::vector<int>& traced) const;
};

} // namespace gt::instrument::detail
