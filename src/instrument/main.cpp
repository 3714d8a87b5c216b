// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// gametree-instrument: reads a C++ program as a student wrote it and prints, as JSON, the same
// program with its recursion instrumented for Game Tree Studio (see instrumenter.h). The studio
// runs it as a separate process under limits: parsing a file can take memory and time, and
// nothing of a user's file is read inside the studio itself.
//
//     gametree-instrument --file TEXT --name PATH [--std gnu++20]... [-I DIR]... [--trace NAME]...
//                         [--call METHOD] [--pch-dir DIR]
//     gametree-instrument --prepare --pch-dir DIR [--std gnu++20]...   (libclang's precompiled headers only)

#include "clang_tree.h"
#include "instrumenter.h"
#include "plan_json.h"
#include "recursion_analysis.h"
#include "source_text.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iostream>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace gt::instrument;

namespace {

struct Options {
    std::string file;
    std::string name;
    std::vector<std::string> standards;
    std::vector<std::string> includeDirs;
    std::vector<std::string> traceNames;
    std::string call;
    bool callGiven = false;
    bool prepare = false; // --prepare: build the precompiled headers of --std and stop
    std::string pchDir;
};

bool readOptions(int argc, char** argv, Options& o)
{
    for (int k = 1; k < argc; ++k) {
        const std::string arg = argv[k];
        auto value = [&](std::string& out) {
            if (k + 1 >= argc)
                return false;
            out = argv[++k];
            return true;
        };
        std::string v;
        if (arg == "--file") {
            if (!value(o.file))
                return false;
        } else if (arg == "--name") {
            if (!value(o.name))
                return false;
        } else if (arg == "--std") {
            if (!value(v))
                return false;
            o.standards.push_back(v);
        } else if (arg == "-I") {
            if (!value(v))
                return false;
            o.includeDirs.push_back(v);
        } else if (arg == "--trace") {
            if (!value(v))
                return false;
            o.traceNames.push_back(v);
        } else if (arg == "--call") {
            if (!value(o.call))
                return false;
            o.callGiven = true;
        } else if (arg == "--prepare") {
            o.prepare = true;
        } else if (arg == "--pch-dir") {
            if (!value(o.pchDir))
                return false;
        } else {
            return false;
        }
    }
    if (o.name.empty())
        o.name = o.file;
    if (o.standards.empty())
        o.standards = {"gnu++20", "gnu++17", "gnu++14"};
    return o.prepare ? !o.pchDir.empty() : !o.file.empty();
}

std::string directoryOf(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? "." : slash == 0 ? "/" : path.substr(0, slash);
}

bool exists(const std::string& path)
{
    struct stat st { };
    return ::stat(path.c_str(), &st) == 0;
}

// Holds an flock(2) on a file until destroyed (or the process ends, however it ends).
class FileLock {
public:
    explicit FileLock(const std::string& path)
        : m_fd(::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644))
    {
        if (m_fd >= 0)
            while (::flock(m_fd, LOCK_EX) != 0 && errno == EINTR) { }
    }
    ~FileLock()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileLock(const FileLock&) = delete;
    FileLock& operator=(const FileLock&) = delete;

private:
    int m_fd;
};

// libclang's own precompiled <bits/stdc++.h> for `standard`, made once into the cache folder. A
// build under way in another process (the studio preparing it, another file) is waited for, not
// repeated: the studio kills a helper it cancels, which ends its wait or its build. `built`: this
// process made it.
std::string clangPch(const Options& o, const std::string& standard, bool* built = nullptr)
{
    if (o.pchDir.empty())
        return {};
    const std::string pch = o.pchDir + "/clang-stdc++-" + standard + ".pch";
    if (exists(pch))
        return pch;
    const FileLock lock(pch + ".lock");
    if (exists(pch))
        return pch;
    const std::string header = o.pchDir + "/clang-stdc++-" + standard + ".h";
    {
        std::ofstream out(header);
        out << "#include <bits/stdc++.h>\n";
        if (!out)
            return {};
    }
    const std::string temporary = pch + ".tmp" + std::to_string(::getpid());
    if (!savePrecompiledHeader(header, {"-x", "c++-header", "-std=" + standard, "-Wno-everything"}, temporary))
        return {};
    if (std::rename(temporary.c_str(), pch.c_str()) != 0) {
        std::remove(temporary.c_str());
        return {};
    }
    if (built)
        *built = true;
    return pch;
}

std::vector<std::string> parseArgs(const Options& o, const std::string& standard, bool stdcppFirst, bool* pchBuilt)
{
    std::vector<std::string> args {"-x", "c++", "-std=" + standard, "-Wno-everything", "-ferror-limit=0", "-fno-spell-checking",
        "-iquote", directoryOf(o.name)};
    for (const std::string& dir : o.includeDirs) {
        args.push_back("-I");
        args.push_back(dir);
    }
    if (stdcppFirst) {
        const std::string pch = clangPch(o, standard, pchBuilt);
        if (!pch.empty()) {
            args.push_back("-include-pch");
            args.push_back(pch);
        }
    }
    return args;
}

} // namespace

int main(int argc, char** argv)
{
    Options o;
    if (!readOptions(argc, argv, o)) {
        std::fputs("usage: gametree-instrument --file TEXT --name PATH [--std S]... [-I DIR]... [--trace NAME]... "
                   "[--call METHOD] [--pch-dir DIR]\n       gametree-instrument --prepare --pch-dir DIR [--std S]...\n",
            stderr);
        return 2;
    }
    if (o.prepare) { // ahead of the first file (the studio at start-up, scripts/run.sh)
        bool built = false;
        bool ready = true;
        for (const std::string& standard : o.standards)
            ready = !clangPch(o, standard, &built).empty() && ready;
        std::cout << "{\"ok\":" << (ready ? "true" : "false") << ",\"pchBuilt\":" << (built ? "true" : "false") << "}\n";
        return 0;
    }
    std::ifstream in(o.file, std::ios::binary);
    if (!in) {
        std::fprintf(stderr, "cannot read %s\n", o.file.c_str());
        return 2;
    }
    std::stringstream buffer;
    buffer << in.rdbuf();
    const Normalization normalized = normalizeSource(buffer.str());

    PlanSummary summary;
    CallRequest call;
    if (o.callGiven)
        call.method = o.call;
    // A LeetCode class has no main(): the judge's includes come first, then the file as written.
    const bool looksLikeProgram = std::regex_search(normalized.text, std::regex(R"(\bmain\s*\()"));
    std::string text = normalized.text;
    if (o.callGiven && !looksLikeProgram) {
        summary.prelude = true;
        text = "#include <bits/stdc++.h>\nusing namespace std;\n#line 1 \"" + o.name + "\"\n" + normalized.text;
    }
    summary.stdcppFirst = includesStdcppFirst(text);

    // The first standard that parses without an error, as a judge would retry; else the first.
    std::unique_ptr<ParsedSource> source;
    for (const std::string& standard : o.standards) {
        auto parsed
            = std::make_unique<ParsedSource>(o.name, text, parseArgs(o, standard, summary.stdcppFirst, &summary.pchBuilt));
        if (!parsed->parsed())
            continue;
        if (!source || parsed->errorCount() == 0) {
            source = std::move(parsed);
            summary.standard = standard;
        }
        if (source->errorCount() == 0)
            break;
    }
    if (!source) {
        std::cout << errorJson({"parse-failed", {}, o.name}, summary, {}) << '\n';
        return 0;
    }
    if (source->errorCount() > 0) {
        summary.parseErrors = source->diagnostics();
        summary.standard = o.standards.front();
    }

    AnalysisRequest request;
    request.traceNames = o.traceNames;
    std::vector<std::string> callables;
    try {
        const Analysis analysis = analyzeRecursion(*source, request);
        callables = callableSignatures(analysis);
        if (!analysis.hasMain && !o.callGiven)
            throw AnalysisError {"no-main", callables, {}};
        // With a prelude the file's own text starts after it; nothing is edited there.
        const Instrumented result = instrument(*source, analysis, call);
        std::cout << planJson(analysis, result, normalized, summary, callables) << '\n';
    } catch (const AnalysisError& error) {
        std::cout << errorJson(error, summary, callables) << '\n';
    }
    return 0;
}
