// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#pragma once

// A thin layer over libclang's C API (clang-c/Index.h): the translation unit of one source text,
// cursors with their kind, children, text offsets and tokens. Plain C++: the instrumenter is a
// program of its own, so that parsing a user's file never happens inside the studio.

#include <clang-c/Index.h>

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace gt::instrument {

// A character range of the main file: [begin, end).
struct TextRange {
    unsigned begin = 0;
    unsigned end = 0;
    bool valid() const { return end > begin; }
    bool contains(unsigned offset) const { return offset >= begin && offset < end; }
    bool covers(const TextRange& other) const { return other.begin >= begin && other.end <= end; }
};

class ParsedSource;

struct Token {
    std::string text;
    TextRange range;
};

// A node of the syntax tree. Cheap to copy; valid while its ParsedSource lives.
class Node {
public:
    Node() = default;
    Node(CXCursor cursor, const ParsedSource* source)
        : m_cursor(cursor)
        , m_source(source)
    {
    }

    bool isNull() const;
    CXCursorKind kind() const { return clang_getCursorKind(m_cursor); }
    bool is(CXCursorKind k) const { return kind() == k; }
    bool isExpression() const { return clang_isExpression(kind()); }
    std::string spelling() const;
    // A declaration's name as the main file's text writes it: `f` where `#define f first` made the
    // compiler's `first`; else spelling().
    std::string writtenName() const;
    std::string typeSpelling() const;
    CXType type() const { return clang_getCursorType(m_cursor); }
    // The declaration this expression or reference names (a variable, a function, a field).
    Node referenced() const;
    Node definition() const;
    Node canonical() const;
    Node semanticParent() const;
    // Identity of a declaration within the file, stable across the cursors that name it.
    std::string identity() const;

    std::vector<Node> children() const;
    // Visits every node below, depth first; `visit` returns false to skip a node's children.
    void walk(const std::function<bool(const Node&)>& visit) const;
    // Leaves implicit casts, parentheses and the wrappers libclang adds around expressions.
    Node stripped() const;
    // stripped(), and past the copy or move a class-type value makes of another (`return dp[h][w];`
    // of a std::pair constructs the returned pair from the entry).
    Node copiedFrom() const;

    // Where it lies in the main file; an invalid range when it is elsewhere (a header).
    TextRange range() const;
    unsigned line() const;
    unsigned offset() const; // of its location (a declaration's name)
    // Written in the main file, also where a macro of the file made it (`int f(...)` with `#define f first`).
    bool inMainFile() const;
    std::string text() const; // the main file's text of range()
    std::vector<std::string> tokens() const;
    std::vector<Token> tokenRanges() const;

    // Call expressions: the arguments as libclang counts them (an operator call's object first).
    int argumentCount() const { return clang_Cursor_getNumArguments(m_cursor); }
    Node argument(int k) const { return {clang_Cursor_getArgument(m_cursor, unsigned(k)), m_source}; }

    CXCursor cursor() const { return m_cursor; }
    bool operator==(const Node& other) const { return clang_equalCursors(m_cursor, other.m_cursor); }
    bool operator!=(const Node& other) const { return !(*this == other); }

private:
    CXCursor m_cursor = clang_getNullCursor();
    const ParsedSource* m_source = nullptr;
};

struct Diagnostic {
    bool error = false;
    unsigned line = 0;
    unsigned column = 0;
    std::string message;
};

// One parse of `text`, named `path`, with compiler arguments `args` (-std, -I, -include-pch ...).
class ParsedSource {
public:
    ParsedSource(std::string path, std::string text, const std::vector<std::string>& args);
    ~ParsedSource();
    ParsedSource(const ParsedSource&) = delete;
    ParsedSource& operator=(const ParsedSource&) = delete;

    bool parsed() const { return m_unit != nullptr; }
    Node root() const { return {clang_getTranslationUnitCursor(m_unit), this}; }
    const std::string& text() const { return m_text; }
    const std::vector<Diagnostic>& diagnostics() const { return m_diagnostics; }
    int errorCount() const;
    // Ranges of the main file's text that come out of a macro: no edit may fall strictly inside one.
    const std::vector<TextRange>& macroExpansions() const { return m_macros; }
    bool insideMacro(unsigned offset) const;
    // The name an object-like macro of the file stands for (`#define f first`: first), or empty.
    std::string renamedBy(const std::string& macro) const;

    CXTranslationUnit unit() const { return m_unit; }
    CXFile mainFile() const { return m_file; }

private:
    std::string m_path;
    std::string m_text;
    CXIndex m_index = nullptr;
    CXTranslationUnit m_unit = nullptr;
    CXFile m_file = nullptr;
    std::vector<Diagnostic> m_diagnostics;
    std::vector<TextRange> m_macros;
    std::map<std::string, std::string> m_renames;

    void readRename(const std::string& name, std::size_t replacementAt);
};

// Saves a precompiled header of `header` for later parses with `args` (-include-pch); false on failure.
bool savePrecompiledHeader(const std::string& header, const std::vector<std::string>& args, const std::string& output);

} // namespace gt::instrument
