// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// What a program's recursion is, read from its syntax tree: the functions on a cycle of the call
// graph (free functions, methods, lambdas held in variables, generic lambdas called through a
// `self` parameter), which of their parameters make the state and which are passed unchanged, a
// turn flag, the memo tables they store into and the tests that read them back, and the kind of
// value they return.

#include "clang_tree.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace gt::instrument {

struct Param {
    enum class Role { State, Fixed, Turn };
    std::string name;    // as written (`s` where `#define s second`)
    std::string spelled; // as the compiler names it (`second`), for the code the instrumenter adds
    std::string type;
    Role role = Role::State;
    Node node;
};

// How a function hands back its value, which decides how a return is wrapped.
enum class ReturnKind {
    Scalar,    // bool, an integer, a floating-point number, an enum, a pointer
    Class,     // a class type (std::string, std::pair, ...) or a type that depends on a template
    Deduced,   // auto, or a lambda without a trailing return type
    Void,      //
    Reference, // returns are not wrapped (the value would be a copy)
};

struct CallSite {
    Node call;
    int callee = -1;
    std::vector<Node> arguments; // one per parameter of the callee (null where there was none)
};

// A test of a memo table whose true branch (or, for a `missing` test, whose false branch) answers
// from the table.
struct MemoTest {
    Node condition;
    bool missing = false; // `if (dp[n] == -1) { compute } return dp[n];`: the test says "not stored yet"
    std::string table;
    unsigned line = 0;
    // The parameters that index the entry it reads, outermost first (`dp[i][m]`: i, m); empty
    // when an index is anything else (dp[n - 1], dp[key]): the memo has no table's shape then.
    std::vector<std::string> indexes;
};

struct Function {
    Node decl;
    Node body;
    std::string name;      // as written: "dfs", "solve"; a lambda by the variable that holds it
    std::string spelled;   // as the compiler names it: "first" for `int f(...)` under `#define f first`
    std::string qualified; // "Solution::solve"
    std::string signature; // "solve(int n, int s, int mask)"
    unsigned line = 0;
    std::vector<Param> params;
    // Variables outside the parameters that hold part of the state (a global board changed in
    // place and restored around each call): labelled by name after the parameters.
    std::vector<Param> outerState;
    ReturnKind returns = ReturnKind::Scalar;
    std::string returnType;
    bool returnsPair = false; // a std::pair, however spelled
    bool isLambda = false;
    bool isGenericLambda = false;
    bool isMethod = false;
    bool isPublicMethod = false;
    std::string className;
    bool isMain = false;
    bool isConstexpr = false;
    std::vector<CallSite> calls;
    // Filled for traced functions:
    std::vector<MemoTest> memoTests;
    std::set<std::string> tables;       // memo tables it stores into (by name)
    std::set<std::string> answerTables; // those of them it stores a value of the recursion into
    std::vector<Node> returnStatements; // its own (not those of lambdas inside it)
    std::set<unsigned> earlyReturns;    // offsets of returns inside a loop: a short-circuit
};

enum class ValueKind { MoverWins, FirstPlayerWins, MoverScore, FirstPlayerScore, ScoreDifference, Negamax, Grundy, Plain };
const char* valueKindName(ValueKind kind);

struct Analysis {
    std::vector<Function> functions;
    std::vector<std::vector<int>> recursions; // the call graph's cycles (strongly connected), each sorted
    std::vector<int> traced;                  // the functions drawn as calls
    // Without --trace, where several separate recursions are traced: each one's functions (the
    // run draws the group with the most calls); empty: one group.
    std::vector<std::vector<int>> groups;
    std::vector<ValueKind> groupValues; // each group's, as suggestValues reads it alone
    ValueKind values = ValueKind::Plain;
    // Variables outside the parameters that the recursion or its helpers change and its labels
    // do not show ("board" where put(i, me) changes it): named where the labels miss the state.
    std::vector<std::string> suspects;
    bool memoFound = false;
    bool memoStoredOnly = false; // a value of the recursion is stored into a table the recursion never tests
    bool hasMain = false;
    int mainIndex = -1;

    bool isTraced(int function) const;
    int groupOf(int function) const; // its index in groups; 0 with one group
    const Function* find(const std::string& name) const;
};

struct AnalysisRequest {
    std::vector<std::string> traceNames; // --trace; empty: find the recursion
};

// Thrown with a code the front end words (see plan_json.cpp), and the names it needs.
struct AnalysisError {
    std::string code;
    std::vector<std::string> names;
    std::string detail;
};

// Reads the program; throws AnalysisError when there is nothing to trace or the choice is unclear.
Analysis analyzeRecursion(const ParsedSource& source, const AnalysisRequest& request);

} // namespace gt::instrument
