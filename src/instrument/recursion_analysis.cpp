// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "recursion_analysis.h"

#include <algorithm>
#include <functional>

namespace gt::instrument {

namespace {
// A canonical type of two items the runtime records whole: std::pair<A, B>, std::tuple<A, B>.
bool isPairType(std::string_view type)
{
    if (type.starts_with("std::pair<"))
        return true;
    if (!type.starts_with("std::tuple<"))
        return false;
    int depth = 0, commas = 0;
    for (const char c : type.substr(11)) {
        depth += c == '<' ? 1 : c == '>' ? -1 : 0;
        commas += c == ',' && depth == 0 ? 1 : 0;
    }
    return commas == 1;
}

bool isFunctionKind(CXCursorKind k)
{
    return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod || k == CXCursor_FunctionTemplate;
}

bool isLoop(CXCursorKind k)
{
    return k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt || k == CXCursor_CXXForRangeStmt;
}

Node bodyOf(const Node& decl)
{
    Node body;
    for (const Node& child : decl.children())
        if (child.is(CXCursor_CompoundStmt))
            body = child;
    return body;
}

// The operator of a binary or unary expression, read from its tokens (libclang 14 has no API for it).
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

std::string unaryOperator(const Node& n)
{
    const std::vector<Token> tokens = n.tokenRanges();
    return tokens.empty() ? std::string() : tokens.front().text;
}

// An operator expression as the analysis reads it, whether built in (a BinaryOperator, a
// CompoundAssignOperator, a UnaryOperator) or left unresolved by a template (in a generic lambda
// `1 - t` with `auto t` is a call of operator-): the operator and its operands; an empty operator
// for anything else.
struct OperatorView {
    std::string op;
    std::vector<Node> operands;
};

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

// `=`, `+=`, `|=` ...: an operator that stores into its left operand.
bool isAssignment(const std::string& op)
{
    if (op == "=")
        return true;
    return op.size() >= 2 && op.back() == '=' && op != "==" && op != "!=" && op != "<=" && op != ">=" && op != "<=>";
}

bool isBuiltinTypeWord(const std::string& word)
{
    static const std::set<std::string> words {"bool", "char", "short", "int", "long", "signed", "unsigned", "float", "double",
        "const", "size_t", "int64_t", "uint64_t", "int32_t", "uint32_t", "wchar_t", "char16_t", "char32_t"};
    return words.count(word) > 0;
}

ReturnKind returnKindOf(CXType type)
{
    const CXType canonical = clang_getCanonicalType(type);
    const CXTypeKind k = canonical.kind;
    if (k == CXType_Void)
        return ReturnKind::Void;
    if (k == CXType_LValueReference || k == CXType_RValueReference)
        return ReturnKind::Reference;
    if ((k >= CXType_FirstBuiltin && k <= CXType_LastBuiltin) || k == CXType_Enum || k == CXType_Pointer)
        return ReturnKind::Scalar;
    return ReturnKind::Class;
}

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

    // The lambda an initializer or an assigned value holds, through std::function's constructor.
    static Node lambdaIn(const Node& expr)
    {
        Node n = expr.stripped();
        for (int hops = 0; hops < 8 && !n.isNull(); ++hops) {
            if (n.is(CXCursor_LambdaExpr))
                return n;
            const std::vector<Node> kids = n.children();
            if (kids.empty())
                break;
            // A constructor call (std::function's) has the lambda as its only argument.
            n = kids.back().stripped();
        }
        return {};
    }

    void nameLambdas()
    {
        source.root().walk([&](const Node& n) {
            if (!n.inMainFile() && n.semanticParent().is(CXCursor_TranslationUnit))
                return false;
            if (n.is(CXCursor_VarDecl)) {
                for (const Node& child : n.children()) {
                    const Node lambda = lambdaIn(child);
                    if (!lambda.isNull())
                        lambdaNames[lambda.range().begin] = n.writtenName();
                }
            }
            if (n.is(CXCursor_CallExpr) && n.spelling() == "operator=" && n.argumentCount() == 2) {
                const Node target = n.argument(0).stripped();
                const Node lambda = lambdaIn(n.argument(1));
                if (target.is(CXCursor_DeclRefExpr) && !lambda.isNull())
                    lambdaNames[lambda.range().begin] = target.referenced().writtenName();
            }
            return true;
        });
    }

    void addFunction(const Node& decl, const Node& body)
    {
        Function f;
        f.decl = decl;
        f.body = body;
        f.line = decl.line();
        f.isLambda = decl.is(CXCursor_LambdaExpr);
        if (f.isLambda) {
            const auto named = lambdaNames.find(decl.range().begin);
            f.name = named != lambdaNames.end() ? named->second : "lambda@" + std::to_string(f.line);
            f.qualified = f.name;
            f.spelled = f.name;
        } else {
            f.name = decl.writtenName();
            f.spelled = decl.spelling();
            const Node parent = decl.semanticParent();
            if (parent.is(CXCursor_ClassDecl) || parent.is(CXCursor_StructDecl) || parent.is(CXCursor_ClassTemplate)) {
                f.isMethod = true;
                f.className = parent.spelling();
                f.qualified = f.className + "::" + f.name;
                f.isPublicMethod = clang_getCXXAccessSpecifier(decl.cursor()) == CX_CXXPublic
                    || (parent.is(CXCursor_StructDecl) && clang_getCXXAccessSpecifier(decl.cursor()) != CX_CXXPrivate
                        && clang_getCXXAccessSpecifier(decl.cursor()) != CX_CXXProtected);
            } else {
                f.qualified = f.name;
            }
            f.isMain = f.spelled == "main" && !f.isMethod;
        }
        const int index = int(a.functions.size());
        std::string signature;
        for (const Node& child : decl.children()) {
            if (!child.is(CXCursor_ParmDecl))
                continue;
            Param p;
            p.name = child.writtenName();
            p.spelled = child.spelling();
            p.type = child.typeSpelling();
            p.node = child;
            ownerOfParam[child.identity()] = {index, int(f.params.size())};
            if (p.type.find("auto") != std::string::npos || p.type.find("type-parameter") != std::string::npos)
                f.isGenericLambda = f.isLambda || f.isGenericLambda;
            signature += (signature.empty() ? "" : ", ") + p.type + (p.name.empty() ? "" : " " + p.name);
            f.params.push_back(p);
        }
        f.signature = f.name + "(" + signature + ")";
        // The head: from the start of the declaration to the body's brace.
        const unsigned bodyBegin = body.range().begin;
        bool arrow = false;
        bool autoBeforeName = false;
        std::vector<std::string> trailing;
        for (const Token& t : decl.tokenRanges()) {
            if (t.range.begin >= bodyBegin)
                break;
            if (t.text == "constexpr")
                f.isConstexpr = true;
            if (arrow)
                trailing.push_back(t.text);
            if (t.text == "->")
                arrow = true;
            if ((t.text == "auto" || t.text == "decltype") && trailing.empty() && !arrow && f.params.empty())
                autoBeforeName = true;
        }
        if (f.isLambda) {
            bool scalar = !trailing.empty();
            for (const std::string& word : trailing)
                scalar = scalar && (isBuiltinTypeWord(word) || word == "ll");
            f.returns = !arrow ? ReturnKind::Deduced : scalar ? ReturnKind::Scalar : ReturnKind::Class;
            f.returnType = arrow ? std::string() : "auto";
            for (const std::string& word : trailing) {
                f.returnType += (f.returnType.empty() ? "" : " ") + word;
                f.returnsPair = f.returnsPair || word == "pair";
            }
        } else {
            const CXType result = clang_getCursorResultType(decl.cursor());
            CXString spelled = clang_getTypeSpelling(result);
            f.returnType = clang_getCString(spelled);
            clang_disposeString(spelled);
            CXString canonical = clang_getTypeSpelling(clang_getCanonicalType(result)); // through `using P = ...`
            f.returnsPair = isPairType(clang_getCString(canonical));
            clang_disposeString(canonical);
            f.returns = returnKindOf(result);
            // `auto f()` deduces its type from the body.
            const std::vector<std::string> head = decl.tokens();
            for (const std::string& word : head) {
                if (word == f.name)
                    break;
                if (word == "auto" || word == "decltype")
                    autoBeforeName = true;
            }
            if (autoBeforeName && !arrow)
                f.returns = ReturnKind::Deduced;
            if (f.returnType == "bool")
                f.returns = ReturnKind::Scalar;
        }
        byIdentity[decl.canonical().identity()] = index;
        a.functions.push_back(std::move(f));
    }

    // Every function, method and lambda with a body in the main file.
    void collectFunctions()
    {
        std::function<void(const Node&)> visit = [&](const Node& n) {
            for (const Node& child : n.children()) {
                const CXCursorKind k = child.kind();
                if (n.is(CXCursor_TranslationUnit) && !child.inMainFile())
                    continue;
                if (isFunctionKind(k) || k == CXCursor_LambdaExpr) {
                    const Node body = bodyOf(child);
                    if (!body.isNull() && child.inMainFile())
                        addFunction(child, body);
                }
                visit(child);
            }
        };
        visit(source.root());
        for (std::size_t k = 0; k < a.functions.size(); ++k)
            if (a.functions[k].isMain) {
                a.hasMain = true;
                a.mainIndex = int(k);
            }
        // Variables that hold a lambda, for calls through them.
        source.root().walk([&](const Node& n) {
            if (n.is(CXCursor_TranslationUnit) || (!n.inMainFile() && n.semanticParent().is(CXCursor_TranslationUnit)))
                return false;
            if (n.is(CXCursor_VarDecl))
                for (const Node& child : n.children())
                    if (const Node lambda = lambdaIn(child); !lambda.isNull())
                        if (const int f = functionAt(lambda); f >= 0)
                            lambdaOfVariable[n.canonical().identity()] = f;
            if (n.is(CXCursor_CallExpr) && n.spelling() == "operator=" && n.argumentCount() == 2) {
                const Node target = n.argument(0).stripped().referenced();
                if (const Node lambda = lambdaIn(n.argument(1)); !lambda.isNull() && !target.isNull())
                    if (const int f = functionAt(lambda); f >= 0)
                        lambdaOfVariable[target.canonical().identity()] = f;
            }
            return true;
        });
    }

    int functionAt(const Node& decl) const
    {
        const auto it = byIdentity.find(decl.canonical().identity());
        return it == byIdentity.end() ? -1 : it->second;
    }

    int functionOfDeclaration(const Node& ref) const
    {
        if (ref.isNull())
            return -1;
        if (const int f = functionAt(ref); f >= 0)
            return f;
        const Node definition = ref.definition();
        if (!definition.isNull())
            if (const int f = functionAt(definition); f >= 0)
                return f;
        const Node primary(clang_getSpecializedCursorTemplate(ref.cursor()), nullptr);
        if (!clang_Cursor_isNull(primary.cursor()))
            return functionAt(Node(primary.cursor(), &source));
        return -1;
    }

    // The function a call expression calls, and how many leading arguments are not parameters.
    std::pair<int, int> calleeOf(const Node& call) const
    {
        const Node ref = call.referenced();
        if (!ref.isNull() && (isFunctionKind(ref.kind()) || ref.is(CXCursor_Constructor))) {
            if (ref.spelling() == "operator()" && call.argumentCount() > 0) {
                const Node object = call.argument(0).stripped();
                const Node var = object.referenced();
                if (!var.isNull()) {
                    const auto it = lambdaOfVariable.find(var.canonical().identity());
                    if (it != lambdaOfVariable.end())
                        return {it->second, 1};
                    const auto owner = ownerOfParam.find(var.identity());
                    if (owner != ownerOfParam.end() && a.functions[std::size_t(owner->second.first)].isGenericLambda)
                        return {owner->second.first, 1};
                }
                return {-1, 0};
            }
            return {functionOfDeclaration(ref), 0};
        }
        if (!ref.isNull() && ref.is(CXCursor_ParmDecl)) { // self(self, n - 1) in a generic lambda
            const auto owner = ownerOfParam.find(ref.identity());
            if (owner != ownerOfParam.end() && a.functions[std::size_t(owner->second.first)].isGenericLambda)
                return {owner->second.first, 0};
            return {-1, 0};
        }
        if (!ref.isNull() && ref.is(CXCursor_VarDecl)) {
            const auto it = lambdaOfVariable.find(ref.canonical().identity());
            return {it == lambdaOfVariable.end() ? -1 : it->second, 0};
        }
        // A dependent call inside a template names its overloads.
        const std::vector<Node> kids = call.children();
        if (!kids.empty()) {
            const Node callee = kids.front().stripped();
            Node overloads = callee.is(CXCursor_OverloadedDeclRef) ? callee : Node();
            for (const Node& k : callee.children())
                if (k.is(CXCursor_OverloadedDeclRef))
                    overloads = k;
            if (!overloads.isNull())
                for (unsigned k = 0, n = clang_getNumOverloadedDecls(overloads.cursor()); k < n; ++k)
                    if (const int f = functionOfDeclaration(Node(clang_getOverloadedDecl(overloads.cursor(), k), &source));
                        f >= 0)
                        return {f, 0};
            if (callee.is(CXCursor_DeclRefExpr) || callee.is(CXCursor_MemberRefExpr)) {
                const Node r = callee.referenced();
                if (!r.isNull() && r != ref)
                    return {functionOfDeclaration(r), 0};
            }
        }
        return {-1, 0};
    }

    void collectCalls()
    {
        for (std::size_t f = 0; f < a.functions.size(); ++f) {
            Function& fn = a.functions[f];
            fn.body.walk([&](const Node& n) {
                if (n.is(CXCursor_LambdaExpr) && functionAt(n) >= 0)
                    return false; // its calls are its own
                if (n.is(CXCursor_CallExpr)) {
                    const auto [callee, skip] = calleeOf(n);
                    if (callee >= 0) {
                        CallSite site;
                        site.call = n;
                        site.callee = callee;
                        const int count = n.argumentCount();
                        for (std::size_t p = 0; p < a.functions[std::size_t(callee)].params.size(); ++p)
                            site.arguments.push_back(int(p) + skip < count ? n.argument(int(p) + skip) : Node());
                        fn.calls.push_back(site);
                    }
                }
                return true;
            });
        }
    }

    // Tarjan's strongly connected components; a component is a recursion when it has a cycle.
    void findRecursions()
    {
        const int n = int(a.functions.size());
        std::vector<int> index(std::size_t(n), -1), low(std::size_t(n), 0), stack;
        std::vector<bool> onStack(std::size_t(n), false);
        int next = 0;
        std::function<void(int)> connect = [&](int v) {
            index[std::size_t(v)] = low[std::size_t(v)] = next++;
            stack.push_back(v);
            onStack[std::size_t(v)] = true;
            for (const CallSite& c : a.functions[std::size_t(v)].calls) {
                const int w = c.callee;
                if (index[std::size_t(w)] < 0) {
                    connect(w);
                    low[std::size_t(v)] = std::min(low[std::size_t(v)], low[std::size_t(w)]);
                } else if (onStack[std::size_t(w)]) {
                    low[std::size_t(v)] = std::min(low[std::size_t(v)], index[std::size_t(w)]);
                }
            }
            if (low[std::size_t(v)] != index[std::size_t(v)])
                return;
            std::vector<int> component;
            int w = -1;
            do {
                w = stack.back();
                stack.pop_back();
                onStack[std::size_t(w)] = false;
                component.push_back(w);
            } while (w != v);
            bool cyclic = component.size() > 1;
            for (const CallSite& c : a.functions[std::size_t(v)].calls)
                cyclic = cyclic || c.callee == v;
            bool hasMain = false;
            for (int m : component)
                hasMain = hasMain || a.functions[std::size_t(m)].isMain;
            if (cyclic && !hasMain) {
                std::sort(component.begin(), component.end());
                a.recursions.push_back(component);
            }
        };
        for (int v = 0; v < n; ++v)
            if (index[std::size_t(v)] < 0)
                connect(v);
        std::sort(a.recursions.begin(), a.recursions.end());
    }

    // --- memo tables and their tests -----------------------------------------------------------

    // The variable an element access starts from: dp in dp[i][m], memo in memo[key], memo.at(k).
    static Node tableOf(const Node& expr)
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

    struct Tables {
        std::map<std::string, std::string> names; // identity of a table (or an alias of one) -> table name
    };

    static std::string nameOf(const Node& decl) { return decl.writtenName(); }

    // What a function stores into: assignments to an element of a variable, insert/emplace, and
    // references bound to an element (`int& r = dp[i];`), which then stand for the table.
    Tables storedTables(const Function& fn) const
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

    // The name of a stored table that `expr` reads, or empty.
    static std::string readsTable(const Node& expr, const Tables& tables)
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
    static std::vector<std::string> indexParams(const Node& expr, const Tables& tables)
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
                const bool named
                    = index.is(CXCursor_DeclRefExpr) || (index.is(CXCursor_MemberRefExpr) && index.children().empty());
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

    bool callsRecursion(const Node& stmt, const std::set<int>& recursion) const
    {
        bool found = false;
        auto check = [&](const Node& n) {
            if (n.is(CXCursor_CallExpr)) {
                const int callee = calleeOf(n).first;
                if (callee >= 0 && recursion.count(callee))
                    found = true;
            }
        };
        check(stmt);
        stmt.walk([&](const Node& n) {
            check(n);
            return !found;
        });
        return found;
    }

    // Whether `expr` reads a table of `answers` (or an alias of one) and stores nothing.
    static bool readsAnswer(const Node& expr, const Tables& tables, const std::set<std::string>& answers)
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
    static bool returnsAnEntry(const Node& stmt, const Tables& tables, const std::set<std::string>& answers)
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

    static bool containsReturn(const Node& stmt)
    {
        if (stmt.is(CXCursor_ReturnStmt))
            return true;
        bool found = false;
        stmt.walk([&](const Node& n) {
            if (n.is(CXCursor_ReturnStmt))
                found = true;
            return !found && !n.is(CXCursor_LambdaExpr);
        });
        return found;
    }

    // The parts of an if statement: its condition (not an init statement or a declared variable)
    // and its branches.
    struct IfParts {
        Node condition, then, otherwise;
    };
    static IfParts ifParts(const Node& ifStmt)
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

    // Whether `expr` makes a recursive call or reads a variable of `holders`.
    bool fromCalls(const Node& expr, const std::set<int>& recursion, const std::set<std::string>& holders) const
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
    std::set<std::string> answerTables(const Function& fn, const std::set<int>& recursion, const Tables& tables) const
    {
        std::set<std::string> holders; // variables that hold a value of the recursion
        std::set<std::string> answers;
        const TextRange body = fn.body.range();
        auto assigned = [&](const Node& target) {
            const Node table = tableOf(target);
            if (!table.isNull()) {
                if (!body.covers(table.range()) && tables.names.count(table.identity()))
                    answers.insert(nameOf(table));
                return;
            }
            const Node var = target.stripped().referenced();
            if (var.isNull() || !(var.is(CXCursor_VarDecl) || var.is(CXCursor_ParmDecl) || var.is(CXCursor_FieldDecl)))
                return;
            const auto alias = tables.names.find(var.identity()); // int& res = dp[n]; ... res = best;
            if (alias != tables.names.end() && clang_getCanonicalType(var.type()).kind == CXType_LValueReference)
                answers.insert(alias->second);
            else
                holders.insert(var.identity());
        };
        std::function<void(const Node&, bool)> visit = [&](const Node& n, bool underTest) {
            for (const Node& child : n.children()) {
                if (child.is(CXCursor_LambdaExpr) && functionAt(child) >= 0)
                    continue;
                const OperatorView view = operatorView(child);
                const std::vector<Node>& operands = view.operands;
                if (operands.size() == 2 && isAssignment(view.op) && (underTest || fromCalls(operands[1], recursion, holders)))
                    assigned(operands[0]);
                if (operands.size() == 1 && underTest && (view.op == "++" || view.op == "--"))
                    assigned(operands[0]);
                if (child.is(CXCursor_CallExpr) && child.spelling().rfind("operator", 0) == 0 && child.argumentCount() == 2
                    && isAssignment(child.spelling().substr(8))
                    && (underTest || fromCalls(child.argument(1), recursion, holders)))
                    assigned(child.argument(0));
                if (child.is(CXCursor_VarDecl)) {
                    const std::vector<Node> kids = child.children();
                    if (!kids.empty() && kids.back().isExpression() && fromCalls(kids.back(), recursion, holders))
                        holders.insert(child.identity());
                }
                // chmax(best, 1 - f(...)), seen.insert(f(...)), memo.emplace(n, r): what is passed a
                // value of the recursion holds one.
                if (child.is(CXCursor_CallExpr) && calleeOf(child).first < 0 && child.spelling().rfind("operator", 0) != 0) {
                    bool passesValue = false;
                    for (int k = 0; k < child.argumentCount(); ++k)
                        passesValue = passesValue || fromCalls(child.argument(k), recursion, holders);
                    if (passesValue) {
                        for (int k = 0; k < child.argumentCount(); ++k)
                            if (child.argument(k).stripped().is(CXCursor_DeclRefExpr))
                                assigned(child.argument(k));
                        const std::vector<Node> kids = child.children();
                        const Node member = kids.empty() ? Node() : kids.front().stripped();
                        if (member.is(CXCursor_MemberRefExpr) && !member.children().empty()) {
                            const Node object = member.children().front().stripped();
                            const Node var = object.referenced();
                            if (!var.isNull() && tables.names.count(var.identity()) && !body.covers(var.range()))
                                answers.insert(tables.names.at(var.identity()));
                            else
                                assigned(object);
                        }
                    }
                }
                // What a test of the recursion's value decides: the statements it guards.
                bool guards = false;
                if (child.is(CXCursor_IfStmt)) {
                    const Node condition = ifParts(child).condition;
                    guards = !condition.isNull() && fromCalls(condition, recursion, holders);
                } else if (isLoop(child.kind()) || child.is(CXCursor_SwitchStmt)) {
                    const std::vector<Node> kids = child.children(); // the body comes last
                    for (std::size_t k = 0; k + 1 < kids.size(); ++k)
                        guards = guards || (kids[k].isExpression() && fromCalls(kids[k], recursion, holders));
                } else if (child.is(CXCursor_ConditionalOperator) && !child.children().empty()) {
                    guards = fromCalls(child.children().front(), recursion, holders);
                }
                visit(child, underTest || guards);
            }
        };
        for (std::size_t known = std::size_t(-1); known != holders.size() + answers.size();) {
            known = holders.size() + answers.size();
            visit(fn.body, false);
        }
        return answers;
    }

    // The body's own statements: loops, returns, memo tests; not those of lambdas inside it.
    void readBody(Function& fn, const std::set<int>& recursion)
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

    // --- parameters ----------------------------------------------------------------------------

    // The parameter (function, index) an argument passes on unchanged, or (-1, -1).
    std::pair<int, int> sameParam(const Node& arg) const
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

    static bool isLiteral01(const Node& arg)
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

    static bool isLiteral(const Node& n, const char* text)
    {
        const Node s = n.stripped();
        if (!s.is(CXCursor_IntegerLiteral))
            return false;
        const std::vector<std::string> t = s.tokens();
        return t.size() == 1 && t[0] == text;
    }

    static bool isIntegerLiteral(const Node& n) { return n.stripped().is(CXCursor_IntegerLiteral); }

    static bool isLiteralValue(const Node& n)
    {
        const Node s = n.stripped();
        return s.is(CXCursor_IntegerLiteral) || s.is(CXCursor_CharacterLiteral) || s.is(CXCursor_CXXBoolLiteralExpr);
    }

    // The parameter an argument flips: !t, 1 - t, 3 - p (players 1 and 2), t ^ 1, p ^ 3, -c (a
    // colour of +1 and -1), (t + 1) % 2, t == 0, t == 'X' ? 'O' : 'X', or a local variable
    // initialized so (`char op = ...; f(b, op)`, `int q = 3 - p; f(q)`). Each is two-valued:
    // applied twice it gives t back.
    std::pair<int, int> flippedParam(const Node& arg, int hops = 0) const
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
    void forEachStore(const Function& fn, const std::function<void(const Node& target, const TextRange& store)>& visit) const
    {
        static const std::set<std::string> mutators {"push_back", "pop_back", "emplace_back", "insert", "erase", "assign",
            "resize", "clear", "swap", "push", "pop", "emplace", "set", "reset", "flip", "push_front", "pop_front"};
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
                if (name.size() > 8 && name.compare(0, 8, "operator") == 0 && isAssignment(name.substr(8))
                    && n.argumentCount() == 2)
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
    std::set<std::string> writtenParams(const Function& fn) const
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

    // What an element expression indexes into, past `a[i]` and `v[i]` (operator[]), outermost
    // last; each index on the way goes to `index`.
    static Node pastSubscripts(const Node& expr, const std::function<void(const Node&)>& index)
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

    // The functions `from` reach through their calls, `from` first, breadth first in the order
    // the calls are written.
    std::vector<int> reachedFrom(const std::vector<int>& from) const
    {
        std::vector<int> order(from);
        std::set<int> seen(from.begin(), from.end());
        for (std::size_t k = 0; k < order.size(); ++k)
            for (const CallSite& c : a.functions[std::size_t(order[k])].calls)
                if (seen.insert(c.callee).second)
                    order.push_back(c.callee);
        return order;
    }

    // The variable outside the function's parameters that a store reaches, through elements and
    // members: a global or captured variable, a field of the class, or a field of such a variable
    // (`st.board`); nothing for a local, a parameter, what the file does not declare, or an entry
    // indexed by parameters only (`dp[n][m] = best`, `vis[v] = 1`: a table of the calls' states).
    std::optional<Param> outerVariable(
        const Function& fn, const Node& target, std::string& identity, bool skipStateTables = true) const
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
    std::vector<Param> outerState(int function, const std::set<int>& recursion, const std::set<std::string>& tables) const
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
    bool readsBesidesStores(int function, const Node& var) const
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
    std::vector<std::string> suspects(const std::vector<int>& traced, const std::set<std::string>& memoTables) const
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

    void assignRoles(const std::vector<int>& traced)
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

    // --- the kind of value -----------------------------------------------------------------------

    ValueKind suggestValues(const std::vector<int>& traced) const
    {
        const std::set<int> inSet(traced.begin(), traced.end());
        const Function& first = a.functions[std::size_t(traced.front())];
        bool turnFlag = false;
        for (int f : traced)
            for (const Param& p : a.functions[std::size_t(f)].params)
                turnFlag = turnFlag || p.role == Param::Role::Turn;
        if (first.returns == ReturnKind::Void)
            return ValueKind::Plain;
        const std::string type = first.returnType;
        // A pair is (mine, theirs), or with a turn flag (the first player's, the second's); the
        // run tests both (value_evidence.h).
        if (first.returnsPair)
            return turnFlag ? ValueKind::FirstPlayerScore : ValueKind::MoverScore;
        if (type == "bool")
            return turnFlag ? ValueKind::FirstPlayerWins : ValueKind::MoverWins;
        bool notted = false, negated = false, grundy = false, moverScore = false, difference = false;
        bool maxed = false, minned = false; // max(... f() ...) and min(... f() ...)
        std::set<std::string> holdsCall;    // variables assigned from an expression with a recursive call
        for (int f : traced) {
            const Function& fn = a.functions[std::size_t(f)];
            auto hasCall = [&](const Node& e) { return callsRecursion(e, inSet); };
            std::function<void(const Node&)> visit = [&](const Node& n) {
                for (const Node& child : n.children()) {
                    if (child.is(CXCursor_LambdaExpr) && functionAt(child) >= 0)
                        continue;
                    const OperatorView view = operatorView(child);
                    if (view.operands.size() == 2) {
                        const std::vector<Node>& kids = view.operands;
                        const std::string& op = view.op;
                        if (kids.size() == 2 && (op == "=" || op == "+=") && hasCall(kids[1])) {
                            const Node target = kids[0].stripped().referenced();
                            if (!target.isNull())
                                holdsCall.insert(target.identity());
                        }
                        if (kids.size() == 2 && op == "-") {
                            const Node rhs = kids[1].stripped();
                            const Node var = rhs.referenced();
                            const bool direct = hasCall(kids[1]);
                            const bool held = rhs.is(CXCursor_DeclRefExpr) && !var.isNull() && holdsCall.count(var.identity());
                            if (direct || held) {
                                const Node lhs = kids[0].stripped();
                                const Node lhsRef = lhs.referenced();
                                const bool stateParam
                                    = lhs.is(CXCursor_DeclRefExpr) && !lhsRef.isNull() && lhsRef.is(CXCursor_ParmDecl);
                                if (held || stateParam)
                                    moverScore = true;
                                else
                                    difference = true;
                            }
                        }
                    }
                    if (child.is(CXCursor_VarDecl)) {
                        const std::vector<Node> kids = child.children();
                        if (!kids.empty() && hasCall(kids.back()))
                            holdsCall.insert(child.identity());
                    }
                    if (view.operands.size() == 1) {
                        const std::vector<Node>& kids = view.operands;
                        const std::string& op = view.op;
                        if (kids.size() == 1 && hasCall(kids[0]) && kids[0].stripped().is(CXCursor_CallExpr)) {
                            if (op == "!")
                                notted = true;
                            if (op == "-")
                                negated = true;
                        }
                    }
                    if (child.is(CXCursor_CallExpr)) {
                        const std::string name = child.spelling();
                        maxed = maxed || ((name == "max" || name == "chmax") && hasCall(child));
                        minned = minned || ((name == "min" || name == "chmin") && hasCall(child));
                        if ((name == "insert" || name == "emplace" || name == "push_back") && hasCall(child)
                            && calleeOf(child).first < 0)
                            grundy = grundy || name != "push_back";
                        if (name == "operator[]" && child.argumentCount() == 2 && hasCall(child.argument(1)))
                            grundy = true;
                    }
                    if (child.is(CXCursor_ArraySubscriptExpr)) {
                        const std::vector<Node> kids = child.children();
                        if (kids.size() == 2 && hasCall(kids[1]))
                            grundy = true;
                    }
                    visit(child);
                }
            };
            visit(fn.body);
        }
        if (grundy)
            return ValueKind::Grundy;
        // Max on one player's turn and min on the other's: a value from one side (the first
        // player's, as the root's flag names it).
        if (turnFlag && maxed && minned)
            return ValueKind::FirstPlayerScore;
        if (negated) {
            // Negamax when every literal the recursion returns is -1, 0 or 1.
            bool small = true;
            for (int f : traced)
                for (const Node& r : a.functions[std::size_t(f)].returnStatements) {
                    const std::vector<Node> value = r.children();
                    if (value.empty())
                        continue;
                    const Node v = value.front().stripped();
                    if (v.is(CXCursor_IntegerLiteral))
                        small = small && (isLiteral(v, "0") || isLiteral(v, "1"));
                    if (v.is(CXCursor_UnaryOperator) && unaryOperator(v) == "-" && !v.children().empty()
                        && v.children().front().stripped().is(CXCursor_IntegerLiteral))
                        small = small && isLiteral(v.children().front(), "1");
                }
            return small ? ValueKind::Negamax : ValueKind::ScoreDifference;
        }
        if (difference)
            return ValueKind::ScoreDifference;
        if (moverScore)
            return ValueKind::MoverScore;
        if (notted)
            return turnFlag ? ValueKind::FirstPlayerWins : ValueKind::MoverWins;
        return ValueKind::Plain;
    }
};

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

    std::vector<std::string> allNames;
    for (const Function& f : a.functions)
        if (!f.isLambda || f.name.rfind("lambda@", 0) != 0)
            allNames.push_back(f.name);
    allNames.erase(std::unique(allNames.begin(), allNames.end()), allNames.end());

    // Each recursion's own statements, so that memo tests can decide between recursions.
    for (const std::vector<int>& recursion : a.recursions) {
        const std::set<int> members(recursion.begin(), recursion.end());
        for (int f : recursion)
            b.readBody(a.functions[std::size_t(f)], members);
    }

    if (!request.traceNames.empty()) {
        for (const std::string& name : request.traceNames) {
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

    std::set<std::string> memoTables;
    for (int f : a.traced)
        for (const MemoTest& t : a.functions[std::size_t(f)].memoTests)
            memoTables.insert(t.table);
    // Each recursion as if traced alone: its roles, and the state outside its parameters (a call
    // into another group, a recursive gcd, is not a call of its recursion).
    for (const std::vector<int>& group : a.groups.empty() ? std::vector<std::vector<int>> {a.traced} : a.groups) {
        b.assignRoles(group);
        const std::set<int> members(group.begin(), group.end());
        for (int f : group)
            a.functions[std::size_t(f)].outerState = b.outerState(f, members, memoTables);
    }
    a.suspects = b.suspects(a.traced, memoTables);
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
    for (int f : a.traced) {
        const Function& fn = a.functions[std::size_t(f)];
        a.memoFound = a.memoFound || !fn.memoTests.empty();
        a.memoStoredOnly = a.memoStoredOnly || (!fn.answerTables.empty() && fn.memoTests.empty());
    }
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
    return a;
}

} // namespace gt::instrument
