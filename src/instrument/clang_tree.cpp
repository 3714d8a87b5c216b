// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "clang_tree.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace gt::instrument {

namespace {

std::string take(CXString s)
{
    const char* c = clang_getCString(s);
    std::string text = c ? c : "";
    clang_disposeString(s);
    return text;
}

bool isWrapper(CXCursorKind kind)
{
    return kind == CXCursor_UnexposedExpr || kind == CXCursor_ParenExpr;
}

bool isIdentifier(const std::string& word)
{
    if (word.empty() || std::isdigit(static_cast<unsigned char>(word[0])))
        return false;
    return std::all_of(word.begin(), word.end(), [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; });
}

// libclang's view of arguments; they point into `args`, which must outlive them.
std::vector<const char*> cStrings(const std::vector<std::string>& args)
{
    std::vector<const char*> argv;
    argv.reserve(args.size());
    for (const std::string& a : args)
        argv.push_back(a.c_str());
    return argv;
}

} // namespace

bool Node::isNull() const
{
    return clang_Cursor_isNull(m_cursor) || clang_isInvalid(kind());
}

std::string Node::spelling() const
{
    return take(clang_getCursorSpelling(m_cursor));
}

std::string Node::writtenName() const
{
    const std::string spelled = spelling();
    if (!m_source || !isIdentifier(spelled))
        return spelled; // an operator, a conversion: no macro renames those
    CXFile file = nullptr;
    unsigned offset = 0;
    clang_getFileLocation(clang_getCursorLocation(m_cursor), &file, nullptr, nullptr, &offset);
    const std::string& text = m_source->text();
    if (!file || !clang_File_isEqual(file, m_source->mainFile()) || offset >= text.size())
        return spelled;
    std::size_t end = offset;
    while (end < text.size() && (std::isalnum(static_cast<unsigned char>(text[end])) || text[end] == '_'))
        ++end;
    const std::string written = text.substr(offset, end - offset);
    return m_source->renamedBy(written) == spelled ? written : spelled;
}

std::string Node::typeSpelling() const
{
    return take(clang_getTypeSpelling(clang_getCursorType(m_cursor)));
}

Node Node::referenced() const
{
    return {clang_getCursorReferenced(m_cursor), m_source};
}

Node Node::definition() const
{
    return {clang_getCursorDefinition(m_cursor), m_source};
}

Node Node::canonical() const
{
    return {clang_getCanonicalCursor(m_cursor), m_source};
}

Node Node::semanticParent() const
{
    return {clang_getCursorSemanticParent(m_cursor), m_source};
}

std::string Node::identity() const
{
    const Node c = canonical();
    std::string usr = take(clang_getCursorUSR(c.m_cursor));
    // Parameters and locals have USRs with their position; anything without one is named by where it is.
    unsigned offset = 0;
    CXFile file = nullptr;
    clang_getFileLocation(clang_getCursorLocation(c.m_cursor), &file, nullptr, nullptr, &offset);
    return usr + '@' + std::to_string(offset) + ':' + std::to_string(int(c.kind()));
}

std::vector<Node> Node::children() const
{
    struct Collect {
        std::vector<Node> nodes;
        const ParsedSource* source;
    } collect {{}, m_source};
    clang_visitChildren(
        m_cursor,
        [](CXCursor child, CXCursor, CXClientData data) {
            auto* c = static_cast<Collect*>(data);
            c->nodes.emplace_back(child, c->source);
            return CXChildVisit_Continue;
        },
        &collect);
    return collect.nodes;
}

void Node::walk(const std::function<bool(const Node&)>& visit) const
{
    for (const Node& child : children())
        if (visit(child))
            child.walk(visit);
}

Node Node::stripped() const
{
    Node n = *this;
    while (!n.isNull() && isWrapper(n.kind())) {
        const std::vector<Node> inner = n.children();
        // An implicit conversion by constructor shows as a call: keep it, it is not a wrapper.
        if (inner.size() != 1)
            break;
        n = inner.front();
    }
    return n;
}

Node Node::copiedFrom() const
{
    Node n = stripped();
    for (int hops = 0; hops < 4 && n.is(CXCursor_CallExpr) && n.argumentCount() == 1; ++hops) {
        const CXCursor constructor = clang_getCursorReferenced(n.m_cursor);
        if (clang_getCursorKind(constructor) != CXCursor_Constructor
            || !(clang_CXXConstructor_isCopyConstructor(constructor) || clang_CXXConstructor_isMoveConstructor(constructor)))
            break;
        n = n.argument(0).stripped();
    }
    return n;
}

TextRange Node::range() const
{
    const CXSourceRange extent = clang_getCursorExtent(m_cursor);
    CXFile begin = nullptr;
    CXFile end = nullptr;
    unsigned b = 0;
    unsigned e = 0;
    clang_getFileLocation(clang_getRangeStart(extent), &begin, nullptr, nullptr, &b);
    clang_getFileLocation(clang_getRangeEnd(extent), &end, nullptr, nullptr, &e);
    if (!m_source || !begin || !clang_File_isEqual(begin, m_source->mainFile()) || !clang_File_isEqual(end, begin) || e < b)
        return {};
    return {b, e};
}

unsigned Node::line() const
{
    // As #line says: the user's line where a prelude comes before the file.
    CXString file;
    unsigned line = 0;
    clang_getPresumedLocation(clang_getCursorLocation(m_cursor), &file, &line, nullptr);
    clang_disposeString(file);
    return line;
}

unsigned Node::offset() const
{
    unsigned offset = 0;
    clang_getFileLocation(clang_getCursorLocation(m_cursor), nullptr, nullptr, nullptr, &offset);
    return offset;
}

bool Node::inMainFile() const
{
    if (!m_source)
        return clang_Location_isFromMainFile(clang_getCursorLocation(m_cursor)) != 0;
    // Where a macro expanded: libclang's own test says no for any location inside an expansion.
    CXFile file = nullptr;
    clang_getExpansionLocation(clang_getCursorLocation(m_cursor), &file, nullptr, nullptr, nullptr);
    return file && clang_File_isEqual(file, m_source->mainFile());
}

std::string Node::text() const
{
    const TextRange r = range();
    if (!r.valid() || !m_source || r.end > m_source->text().size())
        return {};
    return m_source->text().substr(r.begin, r.end - r.begin);
}

std::vector<std::string> Node::tokens() const
{
    std::vector<std::string> out;
    if (!m_source)
        return out;
    CXToken* tokens = nullptr;
    unsigned count = 0;
    clang_tokenize(m_source->unit(), clang_getCursorExtent(m_cursor), &tokens, &count);
    for (unsigned k = 0; k < count; ++k)
        out.push_back(take(clang_getTokenSpelling(m_source->unit(), tokens[k])));
    clang_disposeTokens(m_source->unit(), tokens, count);
    return out;
}

std::vector<Token> Node::tokenRanges() const
{
    std::vector<Token> out;
    if (!m_source)
        return out;
    CXToken* tokens = nullptr;
    unsigned count = 0;
    clang_tokenize(m_source->unit(), clang_getCursorExtent(m_cursor), &tokens, &count);
    for (unsigned k = 0; k < count; ++k) {
        const CXSourceRange extent = clang_getTokenExtent(m_source->unit(), tokens[k]);
        unsigned b = 0;
        unsigned e = 0;
        clang_getFileLocation(clang_getRangeStart(extent), nullptr, nullptr, nullptr, &b);
        clang_getFileLocation(clang_getRangeEnd(extent), nullptr, nullptr, nullptr, &e);
        out.push_back({take(clang_getTokenSpelling(m_source->unit(), tokens[k])), {b, e}});
    }
    clang_disposeTokens(m_source->unit(), tokens, count);
    return out;
}

ParsedSource::ParsedSource(std::string path, std::string text, const std::vector<std::string>& args)
    : m_path(std::move(path))
    , m_text(std::move(text))
{
    m_index = clang_createIndex(0, 0);
    const std::vector<const char*> argv = cStrings(args);
    CXUnsavedFile unsaved {m_path.c_str(), m_text.data(), static_cast<unsigned long>(m_text.size())};
    const unsigned options = CXTranslationUnit_KeepGoing;
    if (clang_parseTranslationUnit2(m_index, m_path.c_str(), argv.data(), int(argv.size()), &unsaved, 1, options, &m_unit)
        != CXError_Success)
        m_unit = nullptr;
    if (!m_unit)
        return;
    m_file = clang_getFile(m_unit, m_path.c_str());
    for (unsigned k = 0, n = clang_getNumDiagnostics(m_unit); k < n; ++k) {
        CXDiagnostic d = clang_getDiagnostic(m_unit, k);
        const CXDiagnosticSeverity severity = clang_getDiagnosticSeverity(d);
        if (severity >= CXDiagnostic_Error) {
            Diagnostic diag;
            diag.error = true;
            CXFile file = nullptr;
            clang_getFileLocation(clang_getDiagnosticLocation(d), &file, &diag.line, &diag.column, nullptr);
            diag.message = take(clang_getDiagnosticSpelling(d));
            m_diagnostics.push_back(diag);
        }
        clang_disposeDiagnostic(d);
    }
    // Invocations of the file's own function-like macros (rep(i, n), chmax(a, b)): an edit inside
    // one would land in the macro's arguments. (libclang's preprocessing record would list every
    // expansion, but costs a parse twice as long.)
    std::set<std::string> functionLike;
    for (std::size_t at = m_text.find("define"); at != std::string::npos; at = m_text.find("define", at + 6)) {
        const std::size_t hash = m_text.rfind('#', at);
        const std::size_t lineStart = m_text.rfind('\n', at);
        if (hash == std::string::npos || (lineStart != std::string::npos && hash < lineStart))
            continue;
        std::size_t name = m_text.find_first_not_of(" \t", at + 6);
        std::size_t end = name;
        while (end < m_text.size() && (std::isalnum(static_cast<unsigned char>(m_text[end])) || m_text[end] == '_'))
            ++end;
        if (name != std::string::npos && end > name && end < m_text.size() && m_text[end] == '(')
            functionLike.insert(m_text.substr(name, end - name));
        else if (name != std::string::npos && end > name)
            readRename(m_text.substr(name, end - name), end);
    }
    if (!functionLike.empty()) {
        CXToken* tokens = nullptr;
        unsigned count = 0;
        const CXSourceRange whole = clang_getRange(
            clang_getLocationForOffset(m_unit, m_file, 0), clang_getLocationForOffset(m_unit, m_file, unsigned(m_text.size())));
        clang_tokenize(m_unit, whole, &tokens, &count);
        auto rangeOf = [&](unsigned k) {
            const CXSourceRange r = clang_getTokenExtent(m_unit, tokens[k]);
            unsigned b = 0;
            unsigned e = 0;
            clang_getFileLocation(clang_getRangeStart(r), nullptr, nullptr, nullptr, &b);
            clang_getFileLocation(clang_getRangeEnd(r), nullptr, nullptr, nullptr, &e);
            return TextRange {b, e};
        };
        for (unsigned k = 0; k + 1 < count; ++k) {
            if (clang_getTokenKind(tokens[k]) != CXToken_Identifier
                || !functionLike.count(take(clang_getTokenSpelling(m_unit, tokens[k])))
                || take(clang_getTokenSpelling(m_unit, tokens[k + 1])) != "(")
                continue;
            int depth = 0;
            for (unsigned j = k + 1; j < count; ++j) {
                const std::string t = take(clang_getTokenSpelling(m_unit, tokens[j]));
                depth += t == "(" ? 1 : t == ")" ? -1 : 0;
                if (depth == 0) {
                    m_macros.push_back({rangeOf(k).begin, rangeOf(j).end});
                    break;
                }
            }
        }
        clang_disposeTokens(m_unit, tokens, count);
    }
    std::sort(m_macros.begin(), m_macros.end(), [](const TextRange& a, const TextRange& b) { return a.begin < b.begin; });
}

// `#define f first`: a name that stands for another name, the whole of its replacement.
void ParsedSource::readRename(const std::string& name, std::size_t replacementAt)
{
    const std::size_t lineEnd = std::min(m_text.find('\n', replacementAt), m_text.size());
    std::string replacement = m_text.substr(replacementAt, lineEnd - replacementAt);
    const std::size_t comment = replacement.find("//");
    if (comment != std::string::npos)
        replacement.resize(comment);
    const std::size_t first = replacement.find_first_not_of(" \t\r");
    const std::size_t last = replacement.find_last_not_of(" \t\r");
    if (first == std::string::npos)
        return;
    replacement = replacement.substr(first, last - first + 1);
    if (isIdentifier(replacement) && replacement != name)
        m_renames[name] = replacement;
}

std::string ParsedSource::renamedBy(const std::string& macro) const
{
    const auto it = m_renames.find(macro);
    return it == m_renames.end() ? std::string() : it->second;
}

ParsedSource::~ParsedSource()
{
    if (m_unit)
        clang_disposeTranslationUnit(m_unit);
    if (m_index)
        clang_disposeIndex(m_index);
}

int ParsedSource::errorCount() const
{
    return int(std::count_if(m_diagnostics.begin(), m_diagnostics.end(), [](const Diagnostic& d) { return d.error; }));
}

bool ParsedSource::insideMacro(unsigned offset) const
{
    auto it
        = std::upper_bound(m_macros.begin(), m_macros.end(), offset, [](unsigned o, const TextRange& r) { return o < r.begin; });
    if (it == m_macros.begin())
        return false;
    --it;
    return offset > it->begin && offset < it->end;
}

bool savePrecompiledHeader(const std::string& header, const std::vector<std::string>& args, const std::string& output)
{
    CXIndex index = clang_createIndex(0, 0);
    const std::vector<const char*> argv = cStrings(args);
    CXTranslationUnit unit = nullptr;
    bool saved = false;
    if (clang_parseTranslationUnit2(index, header.c_str(), argv.data(), int(argv.size()), nullptr, 0,
            CXTranslationUnit_ForSerialization | CXTranslationUnit_Incomplete, &unit)
            == CXError_Success
        && unit) {
        saved = clang_saveTranslationUnit(unit, output.c_str(), clang_defaultSaveOptions(unit)) == CXSaveError_None;
        clang_disposeTranslationUnit(unit);
    }
    clang_disposeIndex(index);
    return saved;
}

} // namespace gt::instrument
