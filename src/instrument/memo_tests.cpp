// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// Memo tables and their tests: the tables a function stores into, those of them that keep values
// of the recursion, and the tests that answer from them (`if (dp[n] != -1) return dp[n];`), with
// the parameters that index the entry they read.
#include "recursion_builder.h"
#include "syntax_helpers.h"

namespace gt::instrument::detail {

namespace {

using Tables = Builder::Tables;

std::string nameOf(const Node& decl)
{
    return decl.writtenName();
}

// The name of a stored table that `expr` reads, or empty.
std::string readsTable(const Node& expr, const Tables& tables)
{
    std::string found;
    auto check = [&](const Node& n) {
        if (n.is(CXCursor_DeclRefExpr) || n.is(CXCursor_MemberRefExpr)) {
            const Node r = n.referenced();
            if (!r.isNull()) {
                const auto it = tables.names.find(r.identity());
                if (it != tables.names.end() && found.empty())
                    found = it->second;
            }
        }
    };
    check(expr.stripped());
    expr.walk([&](const Node& n) {
        check(n);
        return found.empty();
    });
    return found;
}

// The parameters that index the first entry of a stored table `expr` reads, outermost first:
// `dp[i][m] != -1` gives i, m, `memo.count(n)` n. Empty when an index is not a parameter.
std::vector<std::string> indexParams(const Node& expr, const Tables& tables)
{
    std::vector<std::string> names;
    bool found = false;
    auto check = [&](const Node& top) {
        std::vector<Node> indexes;
        Node n = top.stripped();
        for (int hops = 0; hops < 8 && !n.isNull(); ++hops) {
            const std::vector<Node> kids = n.children();
            if (n.is(CXCursor_ArraySubscriptExpr) && kids.size() == 2) {
                indexes.push_back(kids[1]);
                n = kids[0].stripped();
            } else if (n.is(CXCursor_CallExpr) && n.spelling() == "operator[]" && n.argumentCount() == 2) {
                indexes.push_back(n.argument(1));
                n = n.argument(0).stripped();
            } else if (n.is(CXCursor_CallExpr) && hops == 0 && n.argumentCount() == 1
                && (n.spelling() == "count" || n.spelling() == "find" || n.spelling() == "contains") && !kids.empty()
                && kids.front().stripped().is(CXCursor_MemberRefExpr) && !kids.front().stripped().children().empty()) {
                indexes.push_back(n.argument(0));
                n = kids.front().stripped().children().front().stripped();
            } else {
                break;
            }
        }
        if (indexes.empty() || !(n.is(CXCursor_DeclRefExpr) || n.is(CXCursor_MemberRefExpr)))
            return;
        const Node table = n.referenced();
        if (table.isNull() || !tables.names.count(table.identity()))
            return;
        found = true;
        // A parameter, or a variable that may turn out to be state outside the parameters
        // (analyzeRecursion keeps only those that do).
        for (auto it = indexes.rbegin(); it != indexes.rend(); ++it) {
            const Node index = it->stripped();
            const bool named = index.is(CXCursor_DeclRefExpr) || (index.is(CXCursor_MemberRefExpr) && index.children().empty());
            const Node var = named ? index.referenced() : Node();
            if (var.isNull() || !(var.is(CXCursor_ParmDecl) || var.is(CXCursor_VarDecl) || var.is(CXCursor_FieldDecl))) {
                names.clear();
                return;
            }
            names.push_back(var.writtenName());
        }
    };
    check(expr);
    if (!found)
        expr.walk([&](const Node& n) {
            check(n);
            return !found;
        });
    return names;
}

// Whether `expr` reads a table of `answers` (or an alias of one) and stores nothing.
bool readsAnswer(const Node& expr, const Tables& tables, const std::set<std::string>& answers)
{
    bool reads = false;
    bool stores = false;
    auto check = [&](const Node& n) {
        const std::string op = operatorView(n).op;
        stores = stores || isAssignment(op) || op == "++" || op == "--";
        if (n.is(CXCursor_DeclRefExpr) || n.is(CXCursor_MemberRefExpr)) {
            const Node r = n.referenced();
            const auto it = r.isNull() ? tables.names.end() : tables.names.find(r.identity());
            reads = reads || (it != tables.names.end() && answers.count(it->second));
        }
    };
    check(expr.stripped());
    expr.walk([&](const Node& n) {
        check(n);
        return !n.is(CXCursor_LambdaExpr);
    });
    return reads && !stores;
}

// A return that answers from a table: its value is an element of a stored table (dp[m],
// memo[key], memo.at(k)), an alias of one (`int& r = dp[i]`) or an iterator's entry
// (it->second), or what it makes of an entry of a table that keeps the recursion's values
// (`return r - 1;`, `return dp[n] == 1;`); `return dp[m] = v` stores, and `return 0` answers
// nothing from the table.
bool returnsAnEntry(const Node& stmt, const Tables& tables, const std::set<std::string>& answers)
{
    bool all = true;
    bool any = false;
    auto check = [&](const Node& r) {
        const std::vector<Node> value = r.children();
        if (value.empty()) {
            all = false;
            return;
        }
        const Node v = value.front().copiedFrom();
        bool entry = false;
        const Node table = tableOf(v);
        if (!table.isNull())
            entry = tables.names.count(table.identity()) > 0;
        if (v.is(CXCursor_DeclRefExpr) || v.is(CXCursor_MemberRefExpr)) {
            Node base = v;
            if (v.is(CXCursor_MemberRefExpr) && !v.children().empty()) // it->second
                base = v.children().front().stripped();
            for (int hops = 0; hops < 3 && base.is(CXCursor_CallExpr) && base.argumentCount() >= 1; ++hops)
                base = base.argument(0).stripped(); // operator->
            const Node ref = base.referenced();
            entry = entry || (!ref.isNull() && tables.names.count(ref.identity()) > 0);
        }
        entry = entry || readsAnswer(v, tables, answers);
        any = true;
        all = all && entry;
    };
    if (stmt.is(CXCursor_ReturnStmt))
        check(stmt);
    stmt.walk([&](const Node& n) {
        if (n.is(CXCursor_ReturnStmt))
            check(n);
        return !n.is(CXCursor_LambdaExpr);
    });
    return any && all;
}

// The parts of an if statement: its condition (not an init statement or a declared variable)
// and its branches.
struct IfParts {
    Node condition, then, otherwise;
};

IfParts ifParts(const Node& ifStmt)
{
    IfParts parts;
    // The condition ends at the parenthesis that closes `if (`.
    int depth = 0;
    unsigned close = 0;
    bool started = false;
    for (const Token& t : ifStmt.tokenRanges()) {
        if (t.text == "(") {
            ++depth;
            started = true;
        } else if (t.text == ")" && --depth == 0 && started) {
            close = t.range.begin;
            break;
        }
    }
    for (const Node& child : ifStmt.children()) {
        const TextRange r = child.range();
        if (r.end <= close && child.isExpression())
            parts.condition = child;
        else if (r.begin > close && parts.then.isNull())
            parts.then = child;
        else if (r.begin > close)
            parts.otherwise = child;
    }
    return parts;
}

// The search answerTables makes: pass after pass over the function's own statements, since a
// variable found to hold a value of the recursion makes what is assigned from it (earlier in the
// text, in a loop) hold one too; it ends when a pass finds nothing new.
class AnswerSearch {
public:
    AnswerSearch(const Builder& builder, const Function& fn, const std::set<int>& recursion, const Tables& tables)
        : m_builder(builder)
        , m_fn(fn)
        , m_recursion(recursion)
        , m_tables(tables)
        , m_body(fn.body.range())
    {
    }

    std::set<std::string> run()
    {
        for (std::size_t known = std::size_t(-1); known != m_holders.size() + m_answers.size();) {
            known = m_holders.size() + m_answers.size();
            visit(m_fn.body, false);
        }
        return m_answers;
    }

private:
    bool fromCalls(const Node& expr) const { return m_builder.fromCalls(expr, m_recursion, m_holders); }

    void assigned(const Node& target)
    {
        const Node table = tableOf(target);
        if (!table.isNull()) {
            if (!m_body.covers(table.range()) && m_tables.names.count(table.identity()))
                m_answers.insert(nameOf(table));
            return;
        }
        const Node var = target.stripped().referenced();
        if (var.isNull() || !(var.is(CXCursor_VarDecl) || var.is(CXCursor_ParmDecl) || var.is(CXCursor_FieldDecl)))
            return;
        const auto alias = m_tables.names.find(var.identity()); // int& res = dp[n]; ... res = best;
        if (alias != m_tables.names.end() && clang_getCanonicalType(var.type()).kind == CXType_LValueReference)
            m_answers.insert(alias->second);
        else
            m_holders.insert(var.identity());
    }

    void visit(const Node& n, bool underTest)
    {
        for (const Node& child : n.children()) {
            if (child.is(CXCursor_LambdaExpr) && m_builder.functionAt(child) >= 0)
                continue;
            noteStores(child, underTest);
            if (child.is(CXCursor_CallExpr) && m_builder.calleeOf(child).first < 0 && child.spelling().rfind("operator", 0) != 0)
                notePassedValue(child);
            visit(child, underTest || guards(child));
        }
    }

    void noteStores(const Node& child, bool underTest)
    {
        const OperatorView view = operatorView(child);
        const std::vector<Node>& operands = view.operands;
        if (operands.size() == 2 && isAssignment(view.op) && (underTest || fromCalls(operands[1])))
            assigned(operands[0]);
        if (operands.size() == 1 && underTest && (view.op == "++" || view.op == "--"))
            assigned(operands[0]);
        if (child.is(CXCursor_CallExpr) && child.spelling().rfind("operator", 0) == 0 && child.argumentCount() == 2
            && isAssignment(child.spelling().substr(8)) && (underTest || fromCalls(child.argument(1))))
            assigned(child.argument(0));
        if (child.is(CXCursor_VarDecl)) {
            const std::vector<Node> kids = child.children();
            if (!kids.empty() && kids.back().isExpression() && fromCalls(kids.back()))
                m_holders.insert(child.identity());
        }
    }

    // chmax(best, 1 - f(...)), seen.insert(f(...)), memo.emplace(n, r): what is passed a value of
    // the recursion holds one.
    void notePassedValue(const Node& call)
    {
        bool passesValue = false;
        for (int k = 0; k < call.argumentCount(); ++k)
            passesValue = passesValue || fromCalls(call.argument(k));
        if (!passesValue)
            return;
        for (int k = 0; k < call.argumentCount(); ++k)
            if (call.argument(k).stripped().is(CXCursor_DeclRefExpr))
                assigned(call.argument(k));
        const std::vector<Node> kids = call.children();
        const Node member = kids.empty() ? Node() : kids.front().stripped();
        if (member.is(CXCursor_MemberRefExpr) && !member.children().empty()) {
            const Node object = member.children().front().stripped();
            const Node var = object.referenced();
            if (!var.isNull() && m_tables.names.count(var.identity()) && !m_body.covers(var.range()))
                m_answers.insert(m_tables.names.at(var.identity()));
            else
                assigned(object);
        }
    }

    // What a test of the recursion's value decides: the statements it guards.
    bool guards(const Node& child) const
    {
        if (child.is(CXCursor_IfStmt)) {
            const Node condition = ifParts(child).condition;
            return !condition.isNull() && fromCalls(condition);
        }
        if (isLoop(child.kind()) || child.is(CXCursor_SwitchStmt)) {
            bool guards = false;
            const std::vector<Node> kids = child.children(); // the body comes last
            for (std::size_t k = 0; k + 1 < kids.size(); ++k)
                guards = guards || (kids[k].isExpression() && fromCalls(kids[k]));
            return guards;
        }
        if (child.is(CXCursor_ConditionalOperator) && !child.children().empty())
            return fromCalls(child.children().front());
        return false;
    }

    const Builder& m_builder;
    const Function& m_fn;
    const std::set<int>& m_recursion;
    const Tables& m_tables;
    const TextRange m_body;
    std::set<std::string> m_holders; // variables that hold a value of the recursion
    std::set<std::string> m_answers;
};

} // namespace

// What a function stores into: assignments to an element of a variable, insert/emplace, and
// references bound to an element (`int& r = dp[i];`), which then stand for the table.
Builder::Tables Builder::storedTables(const Function& fn) const
{
    Tables t;
    std::map<std::string, std::string> aliasOf; // reference variable -> the table it points into
    std::map<std::string, std::string> iteratorOf;
    fn.body.walk([&](const Node& n) {
        if (n.is(CXCursor_LambdaExpr) && functionAt(n) >= 0)
            return false;
        if (n.is(CXCursor_VarDecl)) {
            const std::vector<Node> kids = n.children();
            if (!kids.empty()) {
                const Node init = kids.back();
                const Node table = tableOf(init);
                const bool reference = clang_getCanonicalType(n.type()).kind == CXType_LValueReference;
                if (reference && !table.isNull())
                    aliasOf[n.identity()] = table.identity() + '\n' + nameOf(table);
                // auto it = memo.find(key)
                const Node call = init.stripped();
                if (call.is(CXCursor_CallExpr) && (call.spelling() == "find" || call.spelling() == "lower_bound")
                    && !call.children().empty()) {
                    const Node member = call.children().front().stripped();
                    if (member.is(CXCursor_MemberRefExpr) && !member.children().empty()) {
                        const Node object = member.children().front().stripped().referenced();
                        if (!object.isNull())
                            iteratorOf[n.identity()] = object.identity() + '\n' + nameOf(object);
                    }
                }
            }
        }
        Node target;
        if (n.is(CXCursor_BinaryOperator) && binaryOperator(n) == "=")
            target = n.children().front();
        if (n.is(CXCursor_CallExpr) && n.spelling() == "operator=" && n.argumentCount() == 2)
            target = n.argument(0);
        if (!target.isNull()) {
            const Node table = tableOf(target);
            if (!table.isNull())
                t.names[table.identity()] = nameOf(table);
            const Node alias = target.stripped().referenced();
            if (!alias.isNull() && aliasOf.count(alias.identity()))
                t.names[aliasOf[alias.identity()].substr(0, aliasOf[alias.identity()].find('\n'))]
                    = aliasOf[alias.identity()].substr(aliasOf[alias.identity()].find('\n') + 1);
        }
        if (n.is(CXCursor_CallExpr)) {
            const std::string name = n.spelling();
            if ((name == "insert" || name == "emplace" || name == "try_emplace" || name == "insert_or_assign"
                    || name == "emplace_hint")
                && !n.children().empty()) {
                const Node member = n.children().front().stripped();
                if (member.is(CXCursor_MemberRefExpr) && !member.children().empty()) {
                    const Node object = tableOf(member.children().front()).isNull()
                        ? member.children().front().stripped().referenced()
                        : tableOf(member.children().front());
                    if (!object.isNull())
                        t.names[object.identity()] = nameOf(object);
                }
            }
        }
        return true;
    });
    // Aliases and iterators of a stored table read it too.
    for (const auto& [alias, table] : aliasOf)
        if (t.names.count(table.substr(0, table.find('\n'))))
            t.names[alias] = table.substr(table.find('\n') + 1);
    for (const auto& [iterator, table] : iteratorOf)
        if (t.names.count(table.substr(0, table.find('\n'))))
            t.names[iterator] = table.substr(table.find('\n') + 1);
    return t;
}

// Whether `expr` makes a recursive call or reads a variable of `holders`.
bool Builder::fromCalls(const Node& expr, const std::set<int>& recursion, const std::set<std::string>& holders) const
{
    if (callsRecursion(expr, recursion))
        return true;
    bool found = false;
    auto check = [&](const Node& n) {
        if (n.is(CXCursor_DeclRefExpr) || n.is(CXCursor_MemberRefExpr)) {
            const Node r = n.referenced();
            found = found || (!r.isNull() && holders.count(r.identity()) > 0);
        }
    };
    check(expr.stripped());
    expr.walk([&](const Node& n) {
        check(n);
        return !found;
    });
    return found;
}

// The tables that keep what the recursion computes: an entry (or a reference bound to one)
// assigned a value that comes from a recursive call, directly (`dp[n] = f(n - 1)`), through a
// variable (`best = max(best, ...)`, `chmax(best, ...)`) or under a test of one
// (`if (!win(...)) res = 1;`). A board or a visited mark holds what the calls do not decide,
// and a table declared inside the function outlives no call: neither is a memo.
std::set<std::string> Builder::answerTables(const Function& fn, const std::set<int>& recursion, const Tables& tables) const
{
    return AnswerSearch(*this, fn, recursion, tables).run();
}

// The body's own statements: loops, returns, memo tests; not those of lambdas inside it.
void Builder::readBody(Function& fn, const std::set<int>& recursion)
{
    const Tables tables = storedTables(fn);
    for (const auto& [identity, name] : tables.names)
        fn.tables.insert(name);
    fn.answerTables = answerTables(fn, recursion, tables);
    std::function<void(const Node&, int)> visit = [&](const Node& n, int loops) {
        const std::vector<Node> kids = n.children();
        for (std::size_t k = 0; k < kids.size(); ++k) {
            const Node& s = kids[k];
            if (s.is(CXCursor_LambdaExpr) && functionAt(s) >= 0)
                continue;
            if (s.is(CXCursor_ReturnStmt)) {
                fn.returnStatements.push_back(s);
                if (loops > 0)
                    fn.earlyReturns.insert(s.range().begin);
                // return ~dp[x] ? dp[x] : dp[x] = solve(...);
                const std::vector<Node> value = s.children();
                if (!value.empty() && value.front().stripped().is(CXCursor_ConditionalOperator)) {
                    const std::vector<Node> parts = value.front().stripped().children();
                    if (parts.size() == 3) {
                        const std::string table = readsTable(parts[0], tables);
                        if (!table.empty() && !callsRecursion(parts[1], recursion))
                            fn.memoTests.push_back({parts[0], false, table, parts[0].line(), indexParams(parts[0], tables)});
                        else if (!table.empty() && !callsRecursion(parts[2], recursion))
                            fn.memoTests.push_back({parts[0], true, table, parts[0].line(), indexParams(parts[0], tables)});
                    }
                }
            }
            if (s.is(CXCursor_IfStmt)) {
                const IfParts parts = ifParts(s);
                const std::string table = parts.condition.isNull() ? std::string() : readsTable(parts.condition, tables);
                if (!table.empty() && !parts.then.isNull()) {
                    const bool computes = callsRecursion(parts.then, recursion);
                    const bool nextReturns = k + 1 < kids.size() && kids[k + 1].is(CXCursor_ReturnStmt);
                    if (!computes && returnsAnEntry(parts.then, tables, fn.answerTables))
                        fn.memoTests.push_back(
                            {parts.condition, false, table, parts.condition.line(), indexParams(parts.condition, tables)});
                    else if (computes && nextReturns && parts.otherwise.isNull() && !readsTable(kids[k + 1], tables).empty())
                        fn.memoTests.push_back(
                            {parts.condition, true, table, parts.condition.line(), indexParams(parts.condition, tables)});
                }
            }
            visit(s, loops + (isLoop(s.kind()) ? 1 : 0));
        }
    };
    visit(fn.body, 0);
}

} // namespace gt::instrument::detail
