// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "plan_json.h"

#include <cstdio>

namespace gt::instrument {

namespace {

class Json {
public:
    Json& raw(const std::string& s)
    {
        m_text += s;
        return *this;
    }
    Json& string(const std::string& s)
    {
        m_text += '"';
        for (const char c : s) {
            switch (c) {
            case '"': m_text += "\\\""; break;
            case '\\': m_text += "\\\\"; break;
            case '\n': m_text += "\\n"; break;
            case '\r': m_text += "\\r"; break;
            case '\t': m_text += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char escaped[8];
                    std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
                    m_text += escaped;
                } else {
                    m_text += c;
                }
            }
        }
        m_text += '"';
        return *this;
    }
    Json& key(const char* name)
    {
        if (!m_text.empty() && m_text.back() != '{' && m_text.back() != '[')
            m_text += ',';
        string(name);
        m_text += ':';
        return *this;
    }
    Json& item()
    {
        if (!m_text.empty() && m_text.back() != '[')
            m_text += ',';
        return *this;
    }
    Json& boolean(bool b) { return raw(b ? "true" : "false"); }
    Json& number(long long n) { return raw(std::to_string(n)); }
    Json& strings(const std::vector<std::string>& items)
    {
        raw("[");
        for (const std::string& s : items)
            item().string(s);
        return raw("]");
    }
    const std::string& text() const { return m_text; }

private:
    std::string m_text;
};

const char* roleName(Param::Role role)
{
    switch (role) {
    case Param::Role::State: return "state";
    case Param::Role::Fixed: return "fixed";
    case Param::Role::Turn: return "turn";
    }
    return "state";
}

void writeSummary(Json& j, const PlanSummary& s, const std::vector<std::string>& callables)
{
    j.key("standard").string(s.standard);
    j.key("stdcppFirst").boolean(s.stdcppFirst);
    j.key("pchBuilt").boolean(s.pchBuilt);
    j.key("prelude").boolean(s.prelude);
    j.key("callables").strings(callables);
    j.key("parseErrors").raw("[");
    for (const Diagnostic& d : s.parseErrors) {
        j.item().raw("{");
        j.key("line").number(d.line);
        j.key("column").number(d.column);
        j.key("message").string(d.message);
        j.raw("}");
    }
    j.raw("]");
}

} // namespace

std::string planJson(const Analysis& a, const Instrumented& result, const Normalization& n, const PlanSummary& summary,
    const std::vector<std::string>& callables)
{
    Json j;
    j.raw("{");
    j.key("ok").boolean(true);
    writeSummary(j, summary, callables);
    j.key("values").string(valueKindName(a.values));
    j.key("memo").boolean(a.memoFound);
    j.key("memoStoredOnly").boolean(a.memoStoredOnly);
    j.key("suspects").strings(a.suspects);
    j.key("hasMain").boolean(a.hasMain);
    j.key("called").string(result.calledSignature);
    j.key("calledParams").strings(result.calledParams);
    j.key("skipped").strings(result.skipped);
    j.key("traced").raw("[");
    for (int f : a.traced) {
        const Function& fn = a.functions[std::size_t(f)];
        j.item().raw("{");
        j.key("name").string(fn.name);
        j.key("qualified").string(fn.qualified);
        j.key("signature").string(fn.signature);
        j.key("line").number(fn.line);
        j.key("group").number(a.groupOf(f));
        j.key("values").string(valueKindName(a.groups.empty() ? a.values : a.groupValues[std::size_t(a.groupOf(f))]));
        j.key("params").raw("[");
        // The variables outside the parameters come after them, as Python's plan lists them.
        const auto param = [&j](const Param& p, bool outside) {
            j.item().raw("{");
            j.key("name").string(p.name);
            j.key("type").string(p.type);
            j.key("role").string(roleName(p.role));
            if (outside)
                j.key("outside").boolean(true);
            j.raw("}");
        };
        for (const Param& p : fn.params)
            param(p, false);
        for (const Param& p : fn.outerState)
            param(p, true);
        j.raw("]");
        j.key("memoTests").raw("[");
        for (const MemoTest& t : fn.memoTests) {
            j.item().raw("{");
            j.key("line").number(t.line);
            j.key("table").string(t.table);
            j.key("missing").boolean(t.missing);
            j.key("indexes").strings(t.indexes);
            j.raw("}");
        }
        j.raw("]");
        j.key("tables").strings(std::vector<std::string>(fn.tables.begin(), fn.tables.end()));
        j.raw("}");
    }
    j.raw("]");
    j.key("recursions").raw("[");
    for (const std::vector<int>& r : a.recursions) {
        std::vector<std::string> names;
        for (int f : r)
            names.push_back(a.functions[std::size_t(f)].name);
        j.item().strings(names);
    }
    j.raw("]");
    j.key("normalized").raw("{");
    j.key("nonBreakingSpaces").number(n.nonBreakingSpaces);
    j.key("ideographicSpaces").number(n.ideographicSpaces);
    j.key("zeroWidth").number(n.zeroWidth);
    j.key("smartQuotes").number(n.smartQuotes);
    j.key("byteOrderMark").boolean(n.byteOrderMark);
    j.key("mainWithoutType").boolean(n.mainWithoutType);
    j.raw("}");
    j.key("source").string(result.text);
    j.raw("}");
    return j.text();
}

std::string errorJson(const AnalysisError& error, const PlanSummary& summary, const std::vector<std::string>& callables)
{
    Json j;
    j.raw("{");
    j.key("ok").boolean(false);
    j.key("error").string(error.code);
    j.key("names").strings(error.names);
    j.key("detail").string(error.detail);
    writeSummary(j, summary, callables);
    j.raw("}");
    return j.text();
}

} // namespace gt::instrument
