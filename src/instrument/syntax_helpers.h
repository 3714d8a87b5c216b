// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// Internal to src/instrument: small readings of libclang's syntax tree that the recursion
// analysis makes in several places (operators, loops, element accesses, literals).

#include "clang_tree.h"

#include <string>
#include <vector>

namespace gt::instrument::detail {

bool isLoop(CXCursorKind k);

// The operator of a binary or unary expression, read from its tokens (libclang 14 has no API for it).
std::string binaryOperator(const Node& n);
std::string unaryOperator(const Node& n);

// An operator expression as the analysis reads it, whether built in (a BinaryOperator, a
// CompoundAssignOperator, a UnaryOperator) or left unresolved by a template (in a generic lambda
// `1 - t` with `auto t` is a call of operator-): the operator and its operands; an empty operator
// for anything else.
struct OperatorView {
    std::string op;
    std::vector<Node> operands;
};

OperatorView operatorView(const Node& n);

// `=`, `+=`, `|=` ...: an operator that stores into its left operand.
bool isAssignment(const std::string& op);

// The variable an element access starts from: dp in dp[i][m], memo in memo[key], memo.at(k).
Node tableOf(const Node& expr);

// An integer literal written as `text`.
bool isLiteral(const Node& n, const char* text);

} // namespace gt::instrument::detail
