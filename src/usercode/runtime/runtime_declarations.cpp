// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The program's declarations (run.param, run.title, ...) and the command line the studio builds:
//     --gt-trace-fd=N --gt-describe --gt-memo=0|1 --gt-short-circuit=0|1 --gt-max-calls=N
//     --gt-param=NAME=VALUE ...
// With --gt-describe the program stops once its declarations end, having written them as JSON.

#include "runtime_state.h"

#include <cstdlib>
#include <cstring>

namespace gt::detail {

namespace {

bool startsWith(std::string_view text, std::string_view prefix)
{
    return text.substr(0, prefix.size()) == prefix;
}

// A whole decimal integer that fits an int, or false.
bool readInt(std::string_view text, int& value)
{
    if (text.empty() || text.size() > 12)
        return false;
    const std::string copy(text);
    char* end = nullptr;
    const long long v = std::strtoll(copy.c_str(), &end, 10);
    if (*end != '\0' || v < INT_MIN || v > INT_MAX)
        return false;
    value = int(v);
    return true;
}

bool readList(std::string_view text, std::vector<int>& values)
{
    values.clear();
    while (true) {
        const std::size_t comma = text.find(',');
        int v = 0;
        if (!readInt(text.substr(0, comma), v))
            return false;
        values.push_back(v);
        if (comma == std::string_view::npos)
            return true;
        text.remove_prefix(comma + 1);
    }
}

void appendJsonString(std::string& out, std::string_view text)
{
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            char escaped[8];
            std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
            out += escaped;
        } else {
            out += c;
        }
    }
    out += '"';
}

std::string listText(const std::vector<int>& values)
{
    std::string text = "[";
    for (std::size_t k = 0; k < values.size(); ++k)
        text += (k ? "," : "") + std::to_string(values[k]);
    return text + "]";
}

std::string descriptionJson(const Runtime& r)
{
    std::string json = "{\"title\":";
    appendJsonString(json, r.title);
    json += std::string(",\"values\":\"") + r.values + "\",\"memo\":" + (r.memoDefault ? "true" : "false")
        + ",\"shortCircuit\":" + (r.shortCircuitDefault ? "true" : "false")
        + ",\"hasShortCircuit\":" + (r.hasShortCircuit ? "true" : "false") + ",\"params\":[";
    for (std::size_t k = 0; k < r.params.size(); ++k) {
        const ParamDeclaration& p = r.params[k];
        json += k ? ",{\"name\":" : "{\"name\":";
        appendJsonString(json, p.name);
        json += ",\"description\":";
        appendJsonString(json, p.description);
        json += std::string(",\"list\":") + (p.list ? "true" : "false") + ",\"default\":"
            + (p.list ? listText(p.defaultValue) : std::to_string(p.defaultValue[0])) + ",\"min\":" + std::to_string(p.min)
            + ",\"max\":" + std::to_string(p.max) + ",\"minItems\":" + std::to_string(p.minItems)
            + ",\"maxItems\":" + std::to_string(p.maxItems) + ",\"line\":" + std::to_string(p.line) + "}";
    }
    json += "]";
    const TableDeclaration& t = r.table;
    if (t.kind) {
        json += std::string(",\"table\":{\"kind\":\"") + t.kind + "\",\"declaration\":";
        appendJsonString(json, t.declaration);
        json += ",\"rows\":" + std::to_string(t.rows) + ",\"columns\":" + std::to_string(t.columns) + ",\"rowAxis\":";
        appendJsonString(json, t.rowAxis);
        json += ",\"columnAxis\":";
        appendJsonString(json, t.columnAxis);
        json += "}";
    }
    return json + "}";
}

void requireDeclarationTime(const char* what, unsigned line)
{
    if (rt().declarationsEnded)
        badDeclaration(line, std::string(what) + " after the first gt::Call; declare everything before the recursion starts");
}

// Names and limits that make a field and an option: checked here, where the line is known.
void checkDeclaration(const ParamDeclaration& p)
{
    const auto fail = [&](const std::string& what) { badDeclaration(p.line, "parameter '" + p.name + "': " + what); };
    if (p.name.empty() || p.name.size() > 32 || !(p.name[0] >= 'a' && p.name[0] <= 'z'))
        fail("a name starts with a lowercase letter and has at most 32 characters");
    for (const char c : p.name)
        if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'))
            fail("a name has only lowercase letters, digits and '-'");
    for (const ParamDeclaration& other : rt().params)
        if (other.name == p.name)
            fail("declared twice");
    if (p.min > p.max)
        fail("min is above max");
    if (p.minItems < 1 || p.minItems > p.maxItems)
        fail("the item counts need 1 <= minItems <= maxItems");
    const int items = int(p.defaultValue.size());
    if (items < p.minItems || items > p.maxItems)
        fail("the default has " + std::to_string(items) + " items");
    for (const int v : p.defaultValue)
        if (v < p.min || v > p.max)
            fail("the default " + std::to_string(v) + " is outside " + std::to_string(p.min) + ".." + std::to_string(p.max));
}

// The value given on the command line, checked as the declaration says, else the default.
std::vector<int> declare(ParamDeclaration p)
{
    requireDeclarationTime("run.param", p.line);
    checkDeclaration(p);
    Runtime& r = rt();
    std::vector<int> value = p.defaultValue;
    if (!r.settings.describe) {
        for (const auto& [name, text] : r.settings.params) {
            if (name != p.name)
                continue;
            int single = 0;
            const bool ok = p.list ? readList(text, value) : readInt(text, single);
            if (ok && !p.list)
                value = {single};
            bool fits = ok && int(value.size()) >= p.minItems && int(value.size()) <= p.maxItems;
            for (const int v : value)
                fits = fits && v >= p.min && v <= p.max;
            if (!fits)
                badDeclaration(p.line, "parameter '" + p.name + "': the value '" + text + "' is not allowed");
        }
    }
    r.params.push_back(std::move(p));
    return value;
}

void declareTable(const char* kind, const char* declaration, int rows, int columns, unsigned line)
{
    requireDeclarationTime("run.table", line);
    Runtime& r = rt();
    const std::string what = std::string(kind[0] == 's' ? "run.subsetTable" : "run.table") + ": ";
    if (r.table.kind)
        badDeclaration(line, what + "a table is already declared; declare one");
    if (!declaration || !*declaration || std::strlen(declaration) > 64)
        badDeclaration(line, what + "the declaration (\"dp[N+1]\") has 1 to 64 characters");
    if (kind[0] == 's' && (columns < 1 || columns > stream::kMostSubsetItems))
        badDeclaration(line,
            what + std::to_string(columns) + " items; a table of subsets has 1 to " + std::to_string(stream::kMostSubsetItems)
                + " items");
    if (kind[0] != 's' && (rows < 1 || columns < 1 || (long long)rows * columns > stream::kMostTableCells))
        badDeclaration(line,
            what + std::to_string(rows) + " x " + std::to_string(columns) + " cells; a table has 1 to "
                + std::to_string(stream::kMostTableCells) + " cells");
    r.table.kind = kind;
    r.table.declaration = declaration;
    r.table.rows = rows;
    r.table.columns = columns;
    if (kind[0] == 'g')
        r.table.columnAxis = "j";
    if (kind[0] == 's')
        r.table.rowAxis = "used", r.table.columnAxis = "items";
}

void nameAxes(const char* row, const char* column, unsigned line)
{
    requireDeclarationTime("run.tableAxes", line);
    Runtime& r = rt();
    if (!r.table.kind)
        badDeclaration(line, "run.tableAxes: declare the table first (run.table)");
    for (const char* name : {row, column})
        if (name && (!*name || std::strlen(name) > 16))
            badDeclaration(line, "run.tableAxes: an index's name has 1 to 16 characters");
    if (row)
        r.table.rowAxis = row;
    r.table.columnAxis = column;
}

} // namespace

void readSettings(int argc, char** argv, Settings& settings)
{
    for (int k = 1; k < argc; ++k) {
        const std::string_view arg = argv[k];
        const std::string_view value = arg.substr(std::min(arg.size(), arg.find('=') + 1));
        if (startsWith(arg, "--gt-trace-fd="))
            rt().writer.setFd(std::atoi(std::string(value).c_str()));
        else if (startsWith(arg, "--gt-buffer-fd="))
            rt().writer.share(std::atoi(std::string(value).c_str()));
        else if (startsWith(arg, "--gt-calls-fd="))
            rt().writer.setCallsShown(static_cast<std::uint64_t*>(mapCallsCounter(std::atoi(std::string(value).c_str()))));
        else if (arg == "--gt-describe")
            settings.describe = true;
        else if (startsWith(arg, "--gt-memo="))
            settings.memo = value == "1", settings.memoGiven = true;
        else if (startsWith(arg, "--gt-short-circuit="))
            settings.shortCircuit = value == "1", settings.shortCircuitGiven = true;
        else if (startsWith(arg, "--gt-max-calls="))
            settings.maxCalls = std::atoll(std::string(value).c_str());
        else if (startsWith(arg, "--gt-param=")) {
            const std::size_t eq = value.find('=');
            settings.params.emplace_back(std::string(value.substr(0, eq)), std::string(value.substr(eq + 1)));
        }
    }
}

void endDeclarations()
{
    Runtime& r = rt();
    if (r.declarationsEnded)
        return;
    r.declarationsEnded = true;
    const std::string json = descriptionJson(r);
    if (json.size() > Writer::kCapacity / 2) // one record must fit one chunk
        badDeclaration(0, "the declarations are too long: keep titles and descriptions short");
    r.writer.reserve(8 + json.size());
    r.writer.byte(stream::Description);
    r.writer.text(json.data(), json.size());
    r.writer.commit();
    if (r.settings.describe) {
        r.writer.reserve(1);
        r.writer.byte(stream::Finished);
        r.writer.commit();
        r.writer.flush();
        _exit(0);
    }
}

} // namespace gt::detail

namespace gt {

using namespace detail;

int Run::param(const char* name, int defaultValue, int min, int max, const char* description, std::source_location where)
{
    return declare({name, description, false, {defaultValue}, min, max, 1, 1, where.line()})[0];
}

std::vector<int> Run::paramList(const char* name, const std::vector<int>& defaultValue, int min, int max, int minItems,
    int maxItems, const char* description, std::source_location where)
{
    return declare({name, description, true, defaultValue, min, max, minItems, maxItems, where.line()});
}

void Run::table(const char* declaration, int columns, std::source_location where)
{
    declareTable("line", declaration, 1, columns, where.line());
}

void Run::table(const char* declaration, int rows, int columns, std::source_location where)
{
    declareTable("grid", declaration, rows, columns, where.line());
}

void Run::subsetTable(const char* declaration, int items, std::source_location where)
{
    declareTable("subsets", declaration, items + 1, items, where.line());
}

void Run::tableAxes(const char* column, std::source_location where)
{
    nameAxes(nullptr, column, where.line());
}

void Run::tableAxes(const char* row, const char* column, std::source_location where)
{
    nameAxes(row, column, where.line());
}

void Run::title(const char* text, std::source_location where)
{
    requireDeclarationTime("run.title", where.line());
    rt().title = text;
}

void Run::values(Values meaning, std::source_location where)
{
    requireDeclarationTime("run.values", where.line());
    static const char* const names[]
        = {"MoverWins", "FirstPlayerWins", "MoverScore", "FirstPlayerScore", "Plain", "ScoreDifference", "Negamax", "Grundy"};
    rt().values = names[int(meaning)];
}

void Run::defaults(bool memo, bool shortCircuit, std::source_location where)
{
    requireDeclarationTime("run.defaults", where.line());
    Runtime& r = rt();
    r.memoDefault = memo;
    r.shortCircuitDefault = shortCircuit;
    if (!r.settings.memoGiven)
        r.settings.memo = memo;
    if (!r.settings.shortCircuitGiven)
        r.settings.shortCircuit = shortCircuit && r.hasShortCircuit;
}

void Run::noShortCircuit(std::source_location where)
{
    requireDeclarationTime("run.noShortCircuit", where.line());
    Runtime& r = rt();
    r.hasShortCircuit = false;
    r.shortCircuitDefault = false;
    r.settings.shortCircuit = false;
}

} // namespace gt
