// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The parameters' roles: which ones every call passes on unchanged (fixed), which one flips
// between two values from call to call (the turn flag), and the state outside the parameters
// (variables changed before a call and restored after it), with the variables the labels miss.
#include "recursion_builder.h"
#include "syntax_helpers.h"

#include <algorithm>

namespace gt::instrument::detail {

namespace {

bool isIntegralType(CXType type)
{
    const CXTypeKind k = clang_getCanonicalType(type).kind;
    return (k >= CXType_Bool && k <= CXType_Int128) || k == CXType_Enum;
}

// The type of an `auto` parameter of a generic lambda, unknown until it is called.
bool isDeducedType(CXType type)
{
    const CXString spelling = clang_getTypeSpelling(clang_getCanonicalType(type));
    const std::string text = clang_getCString(spelling);
    clang_disposeString(spelling);
    return text.rfind("type-parameter-", 0) == 0;
}

bool isLiteral01(const Node& arg)
{
    const Node n = arg.stripped();
    if (n.is(CXCursor_CXXBoolLiteralExpr))
        return true;
    if (n.is(CXCursor_IntegerLiteral)) {
        const std::vector<std::string> t = n.tokens();
        return t.size() == 1 && (t[0] == "0" || t[0] == "1");
    }
    return false;
}

bool isIntegerLiteral(const Node& n)
{
    return n.stripped().is(CXCursor_IntegerLiteral);
}

bool isLiteralValue(const Node& n)
{
    const Node s = n.stripped();
    return s.is(CXCursor_IntegerLiteral) || s.is(CXCursor_CharacterLiteral) || s.is(CXCursor_CXXBoolLiteralExpr);
}

// What an element expression indexes into, past `a[i]` and `v[i]` (operator[]), outermost
// last; each index on the way goes to `index`.
Node pastSubscripts(const Node& expr, const std::function<void(const Node&)>& index)
{
    Node n = expr.stripped();
    for (int hops = 0; hops < 8 && !n.isNull(); ++hops) {
        if (n.is(CXCursor_ArraySubscriptExpr) && n.children().size() == 2) {
            index(n.children()[1]);
            n = n.children().front().stripped();
        } else if (n.is(CXCursor_CallExpr) && n.spelling() == "operator[]" && n.argumentCount() == 2) {
            index(n.argument(1));
            n = n.argument(0).stripped();
        } else {
            break;
        }
    }
    return n;
}

} // namespace

// The parameter (function, index) an argument passes on unchanged, or (-1, -1).
std::pair<int, int> Builder::sameParam(const Node& arg) const
{
    Node n = arg.stripped();
    // std::move(x), std::ref(x), and the copy a by-value parameter makes
    for (int hops = 0; hops < 3 && n.is(CXCursor_CallExpr) && n.argumentCount() == 1; ++hops) {
        const Node callee = n.referenced();
        const bool copies = !callee.isNull() && callee.is(CXCursor_Constructor);
        if (!copies && n.spelling() != "move" && n.spelling() != "ref")
            break;
        n = n.argument(0).stripped();
    }
    if (!n.is(CXCursor_DeclRefExpr))
        return {-1, -1};
    const Node r = n.referenced();
    if (r.isNull() || !r.is(CXCursor_ParmDecl))
        return {-1, -1};
    const auto it = ownerOfParam.find(r.identity());
    return it == ownerOfParam.end() ? std::pair<int, int> {-1, -1} : it->second;
}

// The parameter an argument flips: !t, 1 - t, 3 - p (players 1 and 2), t ^ 1, p ^ 3, -c (a
// colour of +1 and -1), (t + 1) % 2, t == 0, t == 'X' ? 'O' : 'X', or a local variable
// initialized so (`char op = ...; f(b, op)`, `int q = 3 - p; f(q)`). Each is two-valued:
// applied twice it gives t back.
std::pair<int, int> Builder::flippedParam(const Node& arg, int hops) const
{
    const Node n = arg.stripped();
    const std::vector<Node> kids = n.children();
    if (n.is(CXCursor_DeclRefExpr) && hops == 0) {
        const Node var = n.referenced();
        if (!var.isNull() && var.is(CXCursor_VarDecl)) {
            const std::vector<Node> init = var.children();
            if (!init.empty() && init.back().isExpression())
                return flippedParam(init.back(), 1);
        }
        return {-1, -1};
    }
    if (n.is(CXCursor_ConditionalOperator) && kids.size() == 3 && isLiteralValue(kids[1]) && isLiteralValue(kids[2])) {
        const OperatorView test = operatorView(kids[0].stripped());
        const std::vector<Node>& sides = test.operands;
        const std::string& op = test.op;
        if ((op == "==" || op == "!=") && sides.size() == 2) {
            if (isLiteralValue(sides[1]))
                return sameParam(sides[0]);
            if (isLiteralValue(sides[0]))
                return sameParam(sides[1]);
        }
        return {-1, -1};
    }
    const OperatorView view = operatorView(n);
    if (view.operands.size() == 1 && (view.op == "!" || view.op == "-"))
        return sameParam(view.operands[0]);
    if (view.operands.size() != 2 || n.is(CXCursor_CompoundAssignOperator))
        return {-1, -1};
    const std::string& op = view.op;
    const std::vector<Node>& sides = view.operands;
    if (op == "-" && isIntegerLiteral(sides[0]))
        return sameParam(sides[1]);
    if (op == "^" && isIntegerLiteral(sides[1]) && !isLiteral(sides[1], "0"))
        return sameParam(sides[0]);
    if (op == "^" && isIntegerLiteral(sides[0]) && !isLiteral(sides[0], "0"))
        return sameParam(sides[1]);
    if (op == "==" && isLiteral(sides[1], "0"))
        return sameParam(sides[0]);
    if ((op == "%" && isLiteral(sides[1], "2")) || (op == "&" && isLiteral(sides[1], "1"))) {
        const OperatorView sum = operatorView(sides[0].stripped());
        if (sum.op == "+" && sum.operands.size() == 2 && isLiteral(sum.operands[1], "1"))
            return sameParam(sum.operands[0]);
    }
    return {-1, -1};
}

// Every store of the function's own statements, with the expression stored into and the
// store's range: assignments, ++ and --, mutating methods (v.push_back(x)), swap(a, b).
void Builder::forEachStore(const Function& fn, const std::function<void(const Node& target, const TextRange& store)>& visit) const
{
    static const std::set<std::string> mutators {"push_back", "pop_back", "emplace_back", "insert", "erase", "assign", "resize",
        "clear", "swap", "push", "pop", "emplace", "set", "reset", "flip", "push_front", "pop_front"};
    fn.body.walk([&](const Node& n) {
        if (n.is(CXCursor_LambdaExpr) && functionAt(n) >= 0)
            return false;
        const std::vector<Node> kids = n.children();
        if ((n.is(CXCursor_BinaryOperator) && binaryOperator(n) == "=") || n.is(CXCursor_CompoundAssignOperator))
            visit(kids.front(), n.range());
        if (n.is(CXCursor_UnaryOperator) && kids.size() == 1) {
            const std::string op = unaryOperator(n);
            if (op == "++" || op == "--" || kids[0].range().end < n.range().end)
                visit(kids[0], n.range());
        }
        if (n.is(CXCursor_CallExpr)) {
            const std::string name = n.spelling();
            if (name.size() > 8 && name.compare(0, 8, "operator") == 0 && isAssignment(name.substr(8)) && n.argumentCount() == 2)
                visit(n.argument(0), n.range());
            if ((name == "operator++" || name == "operator--") && n.argumentCount() >= 1)
                visit(n.argument(0), n.range());
            const Node member = kids.empty() ? Node() : kids.front().stripped();
            if (mutators.count(name) && member.is(CXCursor_MemberRefExpr) && !member.children().empty())
                visit(member.children().front(), n.range());
            if (name == "swap" && n.argumentCount() == 2 && !member.is(CXCursor_MemberRefExpr)) {
                visit(n.argument(0), n.range());
                visit(n.argument(1), n.range());
            }
        }
        return true;
    });
}

// Parameters the function changes in place (b[i] = 'X', v.push_back(x), ++k) that are not the
// memo table it tests: what they hold is part of the state even though each call passes them on.
std::set<std::string> Builder::writtenParams(const Function& fn) const
{
    std::set<std::string> memoTables;
    for (const MemoTest& t : fn.memoTests)
        memoTables.insert(t.table);
    std::set<std::string> written;
    forEachStore(fn, [&](const Node& target, const TextRange&) {
        Node root = tableOf(target);
        if (root.isNull())
            root = target.stripped().referenced();
        if (!root.isNull() && root.is(CXCursor_ParmDecl) && !memoTables.count(root.writtenName()))
            written.insert(root.identity());
    });
    return written;
}

// The variable outside the function's parameters that a store reaches, through elements and
// members: a global or captured variable, a field of the class, or a field of such a variable
// (`st.board`); nothing for a local, a parameter, what the file does not declare, or an entry
// indexed by parameters only (`dp[n][m] = best`, `vis[v] = 1`: a table of the calls' states).
std::optional<Param> Builder::outerVariable(
    const Function& fn, const Node& target, std::string& identity, bool skipStateTables) const
{
    int indexes = 0, byParams = 0;
    const Node n = pastSubscripts(target, [&](const Node& i) {
        const Node r = i.stripped().is(CXCursor_DeclRefExpr) ? i.stripped().referenced() : Node();
        ++indexes;
        byParams += !r.isNull() && r.is(CXCursor_ParmDecl) && fn.decl.range().covers(r.range())
                && r.range().end <= fn.body.range().begin
            ? 1
            : 0;
    });
    if (skipStateTables && indexes > 0 && byParams == indexes)
        return std::nullopt;
    // A global, a variable an enclosing function declares, or its parameter (`string s` of
    // LeetCode's method, captured by the lambda that recurses).
    const auto outside = [&](const Node& decl) {
        return !decl.isNull() && (decl.is(CXCursor_VarDecl) || decl.is(CXCursor_ParmDecl)) && decl.inMainFile()
            && !fn.decl.range().covers(decl.range());
    };
    Param p;
    p.role = Param::Role::State;
    if (n.is(CXCursor_MemberRefExpr)) {
        const Node field = n.referenced();
        const std::vector<Node> kids = n.children();
        const Node object = kids.empty() ? Node() : kids.front().stripped();
        if (field.isNull() || !field.is(CXCursor_FieldDecl) || !field.inMainFile())
            return std::nullopt;
        p.name = field.writtenName();
        p.spelled = field.spelling();
        identity = field.identity();
        if (!object.isNull() && !object.is(CXCursor_CXXThisExpr)) {
            const Node var = object.is(CXCursor_DeclRefExpr) ? object.referenced() : Node();
            if (!outside(var))
                return std::nullopt;
            p.name = var.writtenName() + "." + p.name;
            p.spelled = var.spelling() + "." + p.spelled;
            identity = var.identity() + "." + identity;
        }
        p.type = field.typeSpelling();
        p.node = field;
        return p;
    }
    if (!n.is(CXCursor_DeclRefExpr) || !outside(n.referenced()))
        return std::nullopt;
    const Node var = n.referenced();
    p.name = var.writtenName();
    p.spelled = var.spelling();
    p.type = var.typeSpelling();
    p.node = var;
    identity = var.identity();
    return p;
}

// Variables outside the parameters that the function changes before a call of the recursion
// and again after it (`board[i][j] = 'X'; dfs(); board[i][j] = '.';`, `used |= bit; ... used ^= bit;`),
// itself or through a helper it calls (`put(i, me); dfs(); take(i);`, the helper's stores
// counted where it is called): the state lives in them, so each call's label shows them. A
// store on one side only (a call counter, a visited mark) is not state. Memo tables are left out.
std::vector<Param> Builder::outerState(int function, const std::set<int>& recursion, const std::set<std::string>& tables) const
{
    const Function& fn = a.functions[std::size_t(function)];
    std::vector<TextRange> calls;
    for (const CallSite& c : fn.calls)
        if (recursion.count(c.callee))
            calls.push_back(c.call.range());
    struct Stores {
        Param param;
        std::vector<TextRange> at;
    };
    std::vector<std::pair<std::string, Stores>> found; // in the order of their first store
    const auto note = [&](const std::optional<Param>& var, const std::string& identity, const TextRange& store) {
        if (!var || tables.count(var->name))
            return;
        auto it = std::find_if(found.begin(), found.end(), [&](const auto& f) { return f.first == identity; });
        if (it == found.end())
            it = found.insert(found.end(), {identity, Stores {*var, {}}});
        it->second.at.push_back(store);
    };
    forEachStore(fn, [&](const Node& target, const TextRange& store) {
        std::string identity;
        const std::optional<Param> var = outerVariable(fn, target, identity);
        note(var, identity, store);
    });
    // A helper's stores into globals and members, and those of what it calls, as if made at the
    // call. Its own parameters index anything (`board[i] = p` in put(i, p)): no table is assumed.
    // Each helper is read once, however often it is called.
    std::map<int, std::vector<std::pair<Param, std::string>>> helperStores;
    for (const CallSite& c : fn.calls) {
        if (c.callee < 0 || recursion.count(c.callee))
            continue;
        // Not a structured binding: clang's lambdas cannot capture one.
        const auto inserted = helperStores.try_emplace(c.callee);
        std::vector<std::pair<Param, std::string>>& written = inserted.first->second;
        if (inserted.second)
            for (const int h : reachedFrom({c.callee})) {
                if (recursion.count(h))
                    continue;
                const Function& helper = a.functions[std::size_t(h)];
                forEachStore(helper, [&](const Node& target, const TextRange&) {
                    std::string identity;
                    std::optional<Param> var = outerVariable(helper, target, identity, false);
                    if (var && !fn.decl.range().covers(var->node.range()))
                        written.push_back({*var, identity});
                });
            }
        for (const auto& [var, identity] : written)
            note(var, identity, c.call.range());
    }
    std::vector<Param> state;
    for (const auto& [identity, stores] : found) {
        bool restored = false;
        for (const TextRange& call : calls) {
            bool before = false, after = false;
            for (const TextRange& s : stores.at) {
                before = before || s.end <= call.begin;
                after = after || s.begin >= call.end;
            }
            restored = restored || (before && after);
        }
        if (restored && readsBesidesStores(function, stores.param.node))
            state.push_back(stores.param);
    }
    return state;
}

// Whether the function, or one it calls, reads `var` other than to store into it: a depth
// counter kept with `depth++; ... depth--;` and never read is not state.
bool Builder::readsBesidesStores(int function, const Node& var) const
{
    const std::string identity = var.identity();
    for (const int f : reachedFrom({function})) {
        const Function& fn = a.functions[std::size_t(f)];
        std::vector<TextRange> stored;
        forEachStore(fn, [&](const Node& target, const TextRange&) {
            const Node n = pastSubscripts(target, [](const Node&) {}); // cell[d]++ stores into cell
            if ((n.is(CXCursor_DeclRefExpr) || n.is(CXCursor_MemberRefExpr)) && n.referenced().identity() == identity)
                stored.push_back(n.range());
        });
        bool read = false;
        fn.body.walk([&](const Node& n) {
            if (n.is(CXCursor_LambdaExpr) && functionAt(n) >= 0)
                return false;
            if ((n.is(CXCursor_DeclRefExpr) || n.is(CXCursor_MemberRefExpr)) && n.referenced().identity() == identity
                && std::none_of(stored.begin(), stored.end(), [&](const TextRange& r) { return r.covers(n.range()); }))
                read = true;
            return !read;
        });
        if (read)
            return true;
    }
    return false;
}

// Variables outside the parameters that the recursion, or a function it calls (`put(i, me)`),
// changes but its labels do not show: where the labels turn out to miss the state, the note
// names them.
std::vector<std::string> Builder::suspects(const std::vector<int>& traced, const std::set<std::string>& memoTables) const
{
    std::set<std::string> shown(memoTables);
    for (int f : traced)
        for (const Param& p : a.functions[std::size_t(f)].outerState)
            shown.insert(p.name);
    std::vector<std::string> names;
    for (const int f : reachedFrom(traced)) {
        const Function& fn = a.functions[std::size_t(f)];
        forEachStore(fn, [&](const Node& target, const TextRange&) {
            std::string identity;
            const std::optional<Param> var = outerVariable(fn, target, identity, a.isTraced(f));
            if (var && shown.insert(var->name).second)
                names.push_back(var->name);
        });
    }
    return names;
}

void Builder::assignRoles(const std::vector<int>& traced)
{
    const std::set<int> inSet(traced.begin(), traced.end());
    // Fixed: every call passes the caller's own fixed parameter (the same one, for a call to itself).
    std::map<std::pair<int, int>, bool> fixed, turn;
    for (int f : traced)
        for (std::size_t p = 0; p < a.functions[std::size_t(f)].params.size(); ++p) {
            fixed[{f, int(p)}] = true;
            // `auto t` of a generic lambda has no type yet: the flips and 0/1 literals decide.
            const CXType type = a.functions[std::size_t(f)].params[p].node.type();
            turn[{f, int(p)}] = isIntegralType(type) || isDeducedType(type);
        }
    std::map<std::pair<int, int>, bool> flipSeen;
    for (bool changed = true; changed;) {
        changed = false;
        for (int caller : traced)
            for (const CallSite& c : a.functions[std::size_t(caller)].calls) {
                if (!inSet.count(c.callee))
                    continue;
                for (std::size_t p = 0; p < c.arguments.size(); ++p) {
                    const std::pair<int, int> key {c.callee, int(p)};
                    const std::pair<int, int> same
                        = c.arguments[p].isNull() ? std::pair<int, int> {-1, -1} : sameParam(c.arguments[p]);
                    const bool keeps = same.first == caller && fixed[same] && (caller != c.callee || same.second == int(p));
                    if (!keeps && fixed[key]) {
                        fixed[key] = false;
                        changed = true;
                    }
                    const std::pair<int, int> flip
                        = c.arguments[p].isNull() ? std::pair<int, int> {-1, -1} : flippedParam(c.arguments[p]);
                    const bool flips = flip.first == caller && turn[flip];
                    const bool literal = !c.arguments[p].isNull() && isLiteral01(c.arguments[p]);
                    if (flips || literal)
                        flipSeen[key] = true;
                    if (!(flips || literal) && turn[key]) {
                        turn[key] = false;
                        changed = true;
                    }
                }
            }
    }
    for (int f : traced)
        for (const std::string& written : writtenParams(a.functions[std::size_t(f)]))
            for (std::size_t p = 0; p < a.functions[std::size_t(f)].params.size(); ++p)
                if (a.functions[std::size_t(f)].params[p].node.identity() == written)
                    fixed[{f, int(p)}] = false;
    for (int f : traced) {
        bool haveTurn = false;
        for (std::size_t p = 0; p < a.functions[std::size_t(f)].params.size(); ++p) {
            Param& param = a.functions[std::size_t(f)].params[p];
            const std::pair<int, int> key {f, int(p)};
            if (fixed[key])
                param.role = Param::Role::Fixed;
            else if (turn[key] && flipSeen[key] && !haveTurn) {
                param.role = Param::Role::Turn;
                haveTurn = true;
            }
        }
    }
}

} // namespace gt::instrument::detail
