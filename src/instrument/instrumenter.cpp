// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "instrumenter.h"

#include "text_edits.h"

#include <cctype>

namespace gt::instrument {

namespace {

// A string literal of the descriptor the runtime reads once per function: "+" when the label
// names the function (several are traced), its name, then each state parameter.
std::string descriptorOf(const Function& fn, bool namesFunction)
{
    std::string d = namesFunction ? "+" : "-";
    d += fn.name;
    for (const Param& p : fn.params)
        if (p.role != Param::Role::Fixed)
            d += "|" + p.name;
    for (const Param& p : fn.outerState)
        d += "|" + p.name;
    return '"' + d + '"';
}

bool safeRange(const ParsedSource& source, const TextRange& r)
{
    return r.valid() && !source.insideMacro(r.begin) && !source.insideMacro(r.end) && r.end <= source.text().size();
}

const std::vector<const char*> kGuardedNames {"int", "main", "auto", "return", "new", "using", "decltype"};

std::string guardMacros(const std::string& code)
{
    std::string out = "\n";
    for (const char* name : kGuardedNames)
        out += std::string("#pragma push_macro(\"") + name + "\")\n#undef " + name + "\n";
    out += code;
    for (const char* name : kGuardedNames)
        out += std::string("#pragma pop_macro(\"") + name + "\")\n";
    return out;
}

// The return type of a function that returns a class, as code in its body can name it: empty
// where it is deduced or has no name there.
std::string namableType(const Function& fn)
{
    if (fn.returns != ReturnKind::Class || fn.returnType.empty())
        return {};
    const std::string& type = fn.returnType;
    if (type.find('(') != std::string::npos || type.find("type-parameter") != std::string::npos)
        return {}; // a lambda's or a template's type as libclang prints it
    std::string word;
    for (std::size_t k = 0; k <= type.size(); ++k) {
        const char c = k < type.size() ? type[k] : ' ';
        if (std::isalnum(static_cast<unsigned char>(c)) || c == '_') {
            word += c;
            continue;
        }
        if (word == "auto" || word == "decltype")
            return {};
        word.clear();
    }
    return type;
}

struct Callable {
    const Function* function = nullptr;
    std::vector<const Function*> candidates;
};

std::vector<const Function*> callables(const Analysis& a)
{
    std::vector<const Function*> methods, functions;
    for (const Function& f : a.functions) {
        if (f.isLambda || f.isMain)
            continue;
        if (f.isMethod && f.className == "Solution" && f.isPublicMethod)
            methods.push_back(&f);
        if (!f.isMethod)
            functions.push_back(&f);
    }
    return methods.empty() ? functions : methods;
}

// main() for --call: the method's arguments are read at run time, each as its parameter's type,
// so that the text depends on the method alone.
std::string generatedMain(const Function& target)
{
    const bool method = target.isMethod;
    const std::string pointer = method ? "&" + target.className + "::" + target.spelled : "&" + target.spelled;
    std::string code = "int main() {\n";
    code += "    using __gt_params = decltype(::__gt::paramsOf(" + pointer + "));\n";
    code += "    ::__gt::expectCallArguments(" + std::to_string(target.params.size()) + ");\n";
    std::string args;
    for (std::size_t k = 0; k < target.params.size(); ++k) {
        const std::string name = "__gt_a" + std::to_string(k);
        const std::string type = "::__gt::ParamAt<" + std::to_string(k) + ", __gt_params>";
        code += "    " + type + " " + name + " = ::__gt::readAs(::__gt::callArgument(" + std::to_string(k) + "), ::__gt::Tag<"
            + type + ">());\n";
        args += (k ? ", " : "") + name;
    }
    if (method) {
        code += "    " + target.className + "* __gt_object = new " + target.className + "();\n";
        code += "    ::__gt::printResult([&]() -> decltype(auto) { return __gt_object->" + target.spelled + "(" + args
            + "); });\n";
    } else {
        code += "    ::__gt::printResult([&]() -> decltype(auto) { return " + target.spelled + "(" + args + "); });\n";
    }
    code += "    return 0;\n}\n";
    return guardMacros(code);
}

// The Frame that records the call, first in the body: its place among the traced functions, the
// player to move, and the state its label shows.
std::string frameStatement(const Function& fn, std::size_t traced, bool namesFunction)
{
    std::string player = "::__gt::Turn {false, 0}";
    std::string args;
    for (const Param& p : fn.params) {
        if (p.role == Param::Role::Turn)
            player = "::__gt::Turn {true, static_cast<long long>(" + p.spelled + ")}";
        if (p.role != Param::Role::Fixed)
            args += ", " + p.spelled;
    }
    for (const Param& p : fn.outerState)
        args += ", " + p.spelled;
    return " ::__gt::Frame __gt_f(" + std::to_string(traced) + ", " + std::to_string(fn.line) + ", " + player + ", "
        + descriptorOf(fn, namesFunction) + args + ");";
}

// A Frame cannot live in a constexpr function: the word is blanked, keeping every column.
void dropConstexpr(const ParsedSource& source, const Function& fn, TextEdits& edits)
{
    const TextRange body = fn.body.range();
    for (const Token& token : fn.decl.tokenRanges()) {
        if (token.range.begin >= body.begin)
            break;
        if (token.text == "constexpr" && safeRange(source, token.range))
            edits.replace(token.range.begin, token.range.end - token.range.begin, "         ");
    }
}

void wrapReturn(const ParsedSource& source, const Function& fn, const Node& r, TextEdits& edits, Instrumented& result)
{
    const TextRange range = r.range();
    if (!safeRange(source, range) || source.text().compare(range.begin, 6, "return") != 0) {
        result.skipped.push_back(fn.name + ":" + std::to_string(r.line()));
        return;
    }
    const std::string line = std::to_string(r.line());
    const std::string early = fn.earlyReturns.count(range.begin) ? "1" : "0";
    const std::vector<Node> value = r.children();
    if (value.empty()) {
        edits.insert(range.begin + 6, " __gt_f.leaveVoid(" + line + ", " + early + ")");
        return;
    }
    const Node expr = value.front();
    const TextRange e = expr.range();
    if (!safeRange(source, e) || fn.returns == ReturnKind::Reference)
        return; // the call's end is still seen, by the Frame's destructor
    if (expr.stripped().is(CXCursor_InitListExpr) || source.text()[e.begin] == '{') {
        // `return {a[i], 0};` has no type of its own: the function's, written out, gives it one.
        const std::string type = namableType(fn);
        if (!type.empty() && source.text()[e.begin] == '{' && source.text()[e.end - 1] == '}')
            edits.wrap(e.begin, e.end, "__gt_f.retv(" + type, ", " + line + ", " + early + ")", 0);
        return;
    }
    if (fn.returns == ReturnKind::Void) {
        edits.wrap(e.begin, e.end, "(", "), __gt_f.leaveVoid(" + line + ", " + early + ")", 0);
        return;
    }
    const std::string how = fn.returns == ReturnKind::Scalar ? "ret" : "retv";
    edits.wrap(e.begin, e.end, "__gt_f." + how + "((", "), " + line + ", " + early + ")", 0);
}

void instrumentFunction(const ParsedSource& source, const Function& fn, std::size_t traced, bool namesFunction, TextEdits& edits,
    Instrumented& result)
{
    const TextRange body = fn.body.range();
    if (!safeRange(source, body) || source.text()[body.begin] != '{') {
        result.skipped.push_back(fn.name);
        return;
    }
    edits.insert(body.begin + 1, frameStatement(fn, traced, namesFunction));
    if (fn.isConstexpr)
        dropConstexpr(source, fn, edits);
    for (const Node& r : fn.returnStatements)
        wrapReturn(source, fn, r, edits, result);
    for (const MemoTest& test : fn.memoTests) {
        const TextRange c = test.condition.range();
        if (!safeRange(source, c)) {
            result.skipped.push_back(fn.name + ":" + std::to_string(test.line));
            continue;
        }
        edits.wrap(c.begin, c.end, test.missing ? "__gt_f.memoMiss(" : "__gt_f.memoTest(", ")", 1);
    }
}

const Function& calledFunction(const Analysis& a, const std::string& method)
{
    std::vector<const Function*> matches;
    for (const Function* f : callables(a))
        if (f->name == method)
            matches.push_back(f);
    if (matches.empty())
        throw AnalysisError {"call-not-found", callableSignatures(a), method};
    if (matches.size() > 1) {
        std::vector<std::string> overloads;
        for (const Function* f : matches)
            overloads.push_back(f->signature);
        throw AnalysisError {"call-ambiguous", overloads, method};
    }
    return *matches.front();
}

// --call: the program's own main() is renamed and a main() that makes the call is added; returns its code.
std::string callMethod(
    const ParsedSource& source, const Analysis& a, const std::string& method, TextEdits& edits, Instrumented& result)
{
    const Function& target = calledFunction(a, method);
    result.calledSignature = target.signature;
    for (const Param& p : target.params)
        result.calledParams.push_back(p.type + (p.name.empty() ? "" : " " + p.name)); // as the signature spells them
    if (a.hasMain) {
        const Function& main = a.functions[std::size_t(a.mainIndex)];
        const unsigned at = main.decl.offset();
        if (source.text().compare(at, 4, "main") == 0 && !source.insideMacro(at))
            edits.replace(at, 4, "__gt_program_main");
    }
    return generatedMain(target);
}

} // namespace

std::vector<std::string> callableSignatures(const Analysis& analysis)
{
    std::vector<std::string> out;
    for (const Function* f : callables(analysis))
        out.push_back(f->signature);
    return out;
}

Instrumented instrument(const ParsedSource& source, const Analysis& a, const CallRequest& call)
{
    Instrumented result;
    TextEdits edits;
    // A label names its function where its own recursion has several (each group is drawn alone).
    const auto namesFunction
        = [&](int f) { return a.groups.empty() ? a.traced.size() > 1 : a.groups[std::size_t(a.groupOf(f))].size() > 1; };
    for (std::size_t t = 0; t < a.traced.size(); ++t)
        instrumentFunction(source, a.functions[std::size_t(a.traced[t])], t, namesFunction(a.traced[t]), edits, result);
    const std::string generated = call.method.empty() ? std::string() : callMethod(source, a, call.method, edits, result);
    result.text = edits.applyTo(source.text()) + generated;
    return result;
}

} // namespace gt::instrument
