// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The call graph: every function, method and lambda of the main file, the calls each makes of
// the others (through lambdas held in variables and `self` parameters too), and the recursions,
// its strongly connected parts that have a cycle.
#include "recursion_builder.h"

#include <algorithm>
#include <string_view>

namespace gt::instrument::detail {

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

Node bodyOf(const Node& decl)
{
    Node body;
    for (const Node& child : decl.children())
        if (child.is(CXCursor_CompoundStmt))
            body = child;
    return body;
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

// The lambda an initializer or an assigned value holds, through std::function's constructor.
Node lambdaIn(const Node& expr)
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

// A function's head, from the start of its declaration to the body's brace.
struct FunctionHead {
    bool arrow = false;                // `-> type`
    std::vector<std::string> trailing; // the words of that type
    bool autoBeforeName = false;
};

FunctionHead readHead(Function& f)
{
    FunctionHead head;
    const unsigned bodyBegin = f.body.range().begin;
    for (const Token& t : f.decl.tokenRanges()) {
        if (t.range.begin >= bodyBegin)
            break;
        if (t.text == "constexpr")
            f.isConstexpr = true;
        if (head.arrow)
            head.trailing.push_back(t.text);
        if (t.text == "->")
            head.arrow = true;
        if ((t.text == "auto" || t.text == "decltype") && head.trailing.empty() && !head.arrow && f.params.empty())
            head.autoBeforeName = true;
    }
    return head;
}

// A lambda has no result type libclang can name before it is called: its written words decide.
void readLambdaReturn(Function& f, const FunctionHead& head)
{
    bool scalar = !head.trailing.empty();
    for (const std::string& word : head.trailing)
        scalar = scalar && (isBuiltinTypeWord(word) || word == "ll");
    f.returns = !head.arrow ? ReturnKind::Deduced : scalar ? ReturnKind::Scalar : ReturnKind::Class;
    f.returnType = head.arrow ? std::string() : "auto";
    for (const std::string& word : head.trailing) {
        f.returnType += (f.returnType.empty() ? "" : " ") + word;
        f.returnsPair = f.returnsPair || word == "pair";
    }
}

void readDeclaredReturn(Function& f, const FunctionHead& head)
{
    const CXType result = clang_getCursorResultType(f.decl.cursor());
    CXString spelled = clang_getTypeSpelling(result);
    f.returnType = clang_getCString(spelled);
    clang_disposeString(spelled);
    CXString canonical = clang_getTypeSpelling(clang_getCanonicalType(result)); // through `using P = ...`
    f.returnsPair = isPairType(clang_getCString(canonical));
    clang_disposeString(canonical);
    f.returns = returnKindOf(result);
    // `auto f()` deduces its type from the body.
    bool autoBeforeName = head.autoBeforeName;
    const std::vector<std::string> words = f.decl.tokens();
    for (const std::string& word : words) {
        if (word == f.name)
            break;
        if (word == "auto" || word == "decltype")
            autoBeforeName = true;
    }
    if (autoBeforeName && !head.arrow)
        f.returns = ReturnKind::Deduced;
    if (f.returnType == "bool")
        f.returns = ReturnKind::Scalar;
}

} // namespace

void Builder::nameLambdas()
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

void Builder::addFunction(const Node& decl, const Node& body)
{
    Function f;
    f.decl = decl;
    f.body = body;
    f.line = decl.line();
    f.isLambda = decl.is(CXCursor_LambdaExpr);
    nameFunction(f);
    const int index = int(a.functions.size());
    f.signature = f.name + "(" + readParams(f, index) + ")";
    const FunctionHead head = readHead(f);
    if (f.isLambda)
        readLambdaReturn(f, head);
    else
        readDeclaredReturn(f, head);
    byIdentity[decl.canonical().identity()] = index;
    a.functions.push_back(std::move(f));
}

// A lambda by the variable that holds it; a method by its class too.
void Builder::nameFunction(Function& f) const
{
    const Node& decl = f.decl;
    if (f.isLambda) {
        const auto named = lambdaNames.find(decl.range().begin);
        f.name = named != lambdaNames.end() ? named->second : "lambda@" + std::to_string(f.line);
        f.qualified = f.name;
        f.spelled = f.name;
        return;
    }
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

// Notes which function owns each parameter (calls through `self` find the lambda by it); returns
// the parameters as the signature lists them.
std::string Builder::readParams(Function& f, int index)
{
    std::string signature;
    for (const Node& child : f.decl.children()) {
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
    return signature;
}

// Every function, method and lambda with a body in the main file.
void Builder::collectFunctions()
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

int Builder::functionAt(const Node& decl) const
{
    const auto it = byIdentity.find(decl.canonical().identity());
    return it == byIdentity.end() ? -1 : it->second;
}

int Builder::functionOfDeclaration(const Node& ref) const
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
std::pair<int, int> Builder::calleeOf(const Node& call) const
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
                if (const int f = functionOfDeclaration(Node(clang_getOverloadedDecl(overloads.cursor(), k), &source)); f >= 0)
                    return {f, 0};
        if (callee.is(CXCursor_DeclRefExpr) || callee.is(CXCursor_MemberRefExpr)) {
            const Node r = callee.referenced();
            if (!r.isNull() && r != ref)
                return {functionOfDeclaration(r), 0};
        }
    }
    return {-1, 0};
}

void Builder::collectCalls()
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
void Builder::findRecursions()
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

bool Builder::callsRecursion(const Node& stmt, const std::set<int>& recursion) const
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

// The functions `from` reach through their calls, `from` first, breadth first in the order
// the calls are written.
std::vector<int> Builder::reachedFrom(const std::vector<int>& from) const
{
    std::vector<int> order(from);
    std::set<int> seen(from.begin(), from.end());
    for (std::size_t k = 0; k < order.size(); ++k)
        for (const CallSite& c : a.functions[std::size_t(order[k])].calls)
            if (seen.insert(c.callee).second)
                order.push_back(c.callee);
    return order;
}

} // namespace gt::instrument::detail
