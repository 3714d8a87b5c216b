// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Small readings of the syntax tree shared by the recursion analysis (see syntax_helpers.h).
#include "syntax_helpers.h"

namespace gt::instrument::detail {

namespace {

// A call of an operator that a template leaves unresolved (`a - self(self, n)` in a generic
// lambda): libclang shows a nameless call whose callee refers to the overload set "operator-".
// Returns the operator ("-") and its operands; empty for anything else.
std::string unresolvedOperator(const Node& call, std::vector<Node>& operands)
{
    operands.clear();
    if (!call.is(CXCursor_CallExpr) || !call.spelling().empty())
        return {};
    std::string op;
    for (const Node& child : call.children()) {
        Node callee = child;
        if (callee.is(CXCursor_DeclRefExpr) && !callee.children().empty())
            callee = callee.children().front();
        const std::string name = callee.spelling();
        if (op.empty() && callee.is(CXCursor_OverloadedDeclRef) && name.rfind("operator", 0) == 0)
            op = name.substr(8);
        else
            operands.push_back(child);
    }
    if (op.empty())
        operands.clear();
    return op;
}

} // namespace

bool isLoop(CXCursorKind k)
{
    return k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt || k == CXCursor_CXXForRangeStmt;
}

std::string binaryOperator(const Node& n)
{
    const std::vector<Node> kids = n.children();
    if (kids.size() != 2)
        return {};
    const unsigned lhsEnd = kids[0].range().end;
    for (const Token& t : n.tokenRanges())
        if (t.range.begin >= lhsEnd)
            return t.text;
    return {};
}

std::string unaryOperator(const Node& n)
{
    const std::vector<Token> tokens = n.tokenRanges();
    return tokens.empty() ? std::string() : tokens.front().text;
}

OperatorView operatorView(const Node& n)
{
    if (n.is(CXCursor_BinaryOperator) || n.is(CXCursor_CompoundAssignOperator))
        return {binaryOperator(n), n.children()};
    if (n.is(CXCursor_UnaryOperator))
        return {unaryOperator(n), n.children()};
    OperatorView view;
    view.op = unresolvedOperator(n, view.operands);
    return view;
}

bool isAssignment(const std::string& op)
{
    if (op == "=")
        return true;
    return op.size() >= 2 && op.back() == '=' && op != "==" && op != "!=" && op != "<=" && op != ">=" && op != "<=>";
}

Node tableOf(const Node& expr)
{
    Node n = expr.stripped();
    for (int hops = 0; hops < 8 && !n.isNull(); ++hops) {
        if (n.is(CXCursor_ArraySubscriptExpr)) {
            n = n.children().front().stripped();
        } else if (n.is(CXCursor_CallExpr) && n.spelling() == "operator[]" && n.argumentCount() >= 1) {
            n = n.argument(0).stripped();
        } else if (n.is(CXCursor_CallExpr) && (n.spelling() == "at") && !n.children().empty()) {
            const Node member = n.children().front().stripped();
            if (!member.is(CXCursor_MemberRefExpr) || member.children().empty())
                return {};
            n = member.children().front().stripped();
        } else if (n.is(CXCursor_DeclRefExpr) || n.is(CXCursor_MemberRefExpr)) {
            return hops > 0 ? n.referenced() : Node();
        } else {
            return {};
        }
    }
    return {};
}

bool isLiteral(const Node& n, const char* text)
{
    const Node s = n.stripped();
    if (!s.is(CXCursor_IntegerLiteral))
        return false;
    const std::vector<std::string> t = s.tokens();
    return t.size() == 1 && t[0] == text;
}

} // namespace gt::instrument::detail
