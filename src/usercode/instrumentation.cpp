// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "instrumentation.h"

#include "code_cache.h"
#include "code_compiler.h"
#include "core/user_error.h"
#include "program_runner.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTemporaryFile>

#include <algorithm>

namespace gt {

namespace {

// The helper is built as this program is. GCC says __SANITIZE_ADDRESS__, clang __has_feature.
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kHelperHasAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kHelperHasAddressSanitizer = true;
#else
constexpr bool kHelperHasAddressSanitizer = false;
#endif
#else
constexpr bool kHelperHasAddressSanitizer = false;
#endif

class InstrumentTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

constexpr int kTimeoutSeconds = 120;
constexpr int kMemoryMiB = 3072; // libclang on <bits/stdc++.h> takes about 250 MiB

QStringList strings(const QJsonValue& value)
{
    QStringList out;
    for (const QJsonArray list = value.toArray(); const QJsonValue& v : list)
        out << v.toString();
    return out;
}

QString listed(const QStringList& names)
{
    return names.isEmpty() ? InstrumentTr::tr("none") : names.join(QStringLiteral(", "));
}

// The helper's error code, worded for the user.
QString errorMessage(const QJsonObject& answer, const InstrumentRequest& request)
{
    const QString code = answer[QStringLiteral("error")].toString();
    const QStringList names = strings(answer[QStringLiteral("names")]);
    const QString detail = answer[QStringLiteral("detail")].toString();
    const QString file = QFileInfo(request.path).fileName();
    if (code == QLatin1String("no-recursion"))
        return InstrumentTr::tr("%1: no recursive function found (functions: %2). Game Tree Studio draws the calls of a "
                                "recursion; an iterative (bottom-up) DP makes none. Write it as a memoized recursion to "
                                "see its tree")
            .arg(file, listed(names));
    if (code == QLatin1String("trace-not-found"))
        return InstrumentTr::tr("--trace %1: %2 has no function of that name; its functions: %3")
            .arg(detail, file, listed(names));
    if (code == QLatin1String("trace-not-recursive"))
        return InstrumentTr::tr("--trace %1: %1 never calls itself, directly or through another function, so it has no "
                                "tree to draw")
            .arg(detail);
    // A class without an entry: main() in C++, top-level code in Python.
    const QString exampleCall
        = names.isEmpty() ? QStringLiteral("solve(10)") : names.first().section(u'(', 0, 0) + QStringLiteral("(...)");
    if (code == QLatin1String("no-main"))
        return InstrumentTr::tr("%1 has no main(): give the call to make with --call, for example --call '%2' "
                                "(in the studio, the Call box); it can call: %3")
            .arg(file, exampleCall, listed(names));
    if (code == QLatin1String("no-entry"))
        return InstrumentTr::tr("%1 has no top-level code to run: give the call to make with --call, for example "
                                "--call '%2' (in the studio, the Call box); it can call: %3")
            .arg(file, exampleCall, listed(names));
    // The Python tracer checks --call itself (C++'s is checked by parseCallExpression).
    if (code == QLatin1String("call-syntax"))
        return InstrumentTr::tr("--call '%1' is not a call: write the method and its arguments, for example canIWin(10, 11)")
            .arg(detail);
    if (code == QLatin1String("call-not-literal"))
        return InstrumentTr::tr("--call: %1 is not a literal; the arguments are Python literals (numbers, strings, True, "
                                "False, None, lists, tuples, sets, dicts), so a call runs nothing but the method")
            .arg(detail);
    if (code == QLatin1String("call-arity"))
        return InstrumentTr::tr("--call: %1 arguments given; %2 takes a different number").arg(detail, listed(names));
    if (code == QLatin1String("call-not-found"))
        return InstrumentTr::tr("--call: %1 has no public method %2; it can call: %3").arg(file, detail, listed(names));
    if (code == QLatin1String("call-ambiguous"))
        return InstrumentTr::tr("--call: %1 has several methods named %2 (%3); rename all but one")
            .arg(file, detail, listed(names));
    if (code == QLatin1String("parse-failed")) // libclang gave up: no syntax error to show
        return InstrumentTr::tr("%1 could not be parsed as C++ at all: a header it includes may be too large to read "
                                "(the parser has %L2 MiB of memory); the file is not run")
            .arg(file)
            .arg(kMemoryMiB);
    return InstrumentTr::tr("%1 could not be read as C++ (%2)").arg(file, code);
}

// The request and the helper that answers it: a rebuilt helper answers anew.
QByteArray cacheKey(const InstrumentRequest& r, const QString& helper)
{
    const QFileInfo info(helper);
    QByteArray all = r.source + "\n--\n" + r.path.toUtf8() + '\n' + r.includeDirs.join(u'\n').toUtf8() + "\n--\n"
        + r.standards.join(u',').toUtf8() + '\n' + r.traceNames.join(u'\n').toUtf8() + '\n'
        + (r.callMethod ? "call:" + r.callMethod->toUtf8() : QByteArray("main")) + '\n' + helper.toUtf8() + '\n'
        + QByteArray::number(info.size()) + '\n' + QByteArray::number(info.lastModified().toMSecsSinceEpoch());
    return sha256Hex(all);
}

QString helperOrThrow()
{
    const QString helper = instrumenterPath();
    if (helper.isEmpty())
        throw UserError(InstrumentTr::tr("gametree-instrument, which reads a program written without gametree.h, is not "
                                         "installed beside this program; reinstall Game Tree Studio"));
    return helper;
}

// Where the helper keeps libclang's precompiled headers.
QString parserHeaderDir()
{
    const QString dir = codeCacheDir() + QStringLiteral("/clang-pch");
    QDir().mkpath(dir);
    return dir;
}

// Runs the helper under its limits to its end and returns what it printed. Throws RunError
// (Cancelled) when `cancel` is set meanwhile, UserError when it runs too long or fails; `file`
// names the program in those messages. `background`: at the lowest CPU priority.
QByteArray runHelperProcess(const QStringList& args, const QString& file, bool background, const std::atomic_bool* cancel)
{
    HelperRun limits;
    limits.cpuSeconds = kTimeoutSeconds;
    limits.wallSeconds = kTimeoutSeconds;
    limits.memoryMiB = kHelperHasAddressSanitizer ? 0 : kMemoryMiB; // its shadow memory is terabytes of address space
    limits.background = background;
    limits.separateStdout = true;
    limits.folder = parserHeaderDir(); // the one folder it writes in
    return helperAnswer(runHelper(helperOrThrow(), args, limits, cancel), file, kTimeoutSeconds, [&](const ProgramOutcome& run) {
        const bool crashed = run.exit.kind != ProgramExit::Kind::Exited;
        return InstrumentTr::tr("gametree-instrument failed on %1 (%2); the file is not run")
            .arg(file,
                crashed ? InstrumentTr::tr("it crashed or needed more than its %L1 MiB of memory").arg(kMemoryMiB)
                        : QString::fromUtf8(run.output).trimmed().left(300));
    });
}

QByteArray runHelper(const InstrumentRequest& request, const std::atomic_bool* cancel)
{
    helperOrThrow();
    QTemporaryFile text(QDir::tempPath() + QStringLiteral("/gametree-source-XXXXXX.cpp"));
    if (!text.open() || text.write(request.source) != request.source.size() || !text.flush())
        throw UserError(InstrumentTr::tr("cannot write a temporary file in %1").arg(QDir::tempPath()));
    QStringList args {QStringLiteral("--file"), text.fileName(), QStringLiteral("--name"),
        QFileInfo(request.path).absoluteFilePath(), QStringLiteral("--pch-dir"), parserHeaderDir()};
    for (const QString& s : request.standards)
        args << QStringLiteral("--std") << s;
    for (const QString& dir : request.includeDirs)
        args << QStringLiteral("-I") << QFileInfo(dir).absoluteFilePath();
    for (const QString& name : request.traceNames)
        args << QStringLiteral("--trace") << name;
    if (request.callMethod)
        args << QStringLiteral("--call") << *request.callMethod;
    return runHelperProcess(args, QFileInfo(request.path).fileName(), false, cancel);
}

} // namespace

QByteArray withLeetCodePrelude(const QByteArray& source, const QString& path)
{
    return "#include <bits/stdc++.h>\nusing namespace std;\n#line 1 \"" + path.toUtf8() + "\"\n" + source;
}

bool usesGametreeHeader(const QByteArray& source)
{
    static const QRegularExpression include(
        QStringLiteral("^\\s*#\\s*include\\s*[<\"]gametree\\.h[>\"]"), QRegularExpression::MultilineOption);
    return include.match(QString::fromUtf8(source)).hasMatch();
}

QStringList InstrumentationPlan::tracedNames() const
{
    QStringList names;
    for (const TracedFunction& f : traced)
        names << f.name;
    return names;
}

int InstrumentationPlan::groupCount() const
{
    int count = 1;
    for (const TracedFunction& f : traced)
        count = std::max(count, f.group + 1);
    return count;
}

std::vector<int> InstrumentationPlan::groupOfFunctions() const
{
    std::vector<int> groups;
    if (groupCount() == 1)
        return groups;
    for (const TracedFunction& f : traced)
        groups.push_back(f.group);
    return groups;
}

QString InstrumentationPlan::groupName(int group) const
{
    QStringList names;
    for (const TracedFunction& f : traced)
        if (f.group == group)
            names << f.name;
    return names.join(u'+');
}

QString instrumenterPath()
{
    const QString given = qEnvironmentVariable("GAMETREE_INSTRUMENT");
    if (!given.isEmpty())
        return QFileInfo(given).isExecutable() ? given : QString();
    const QString dir = QCoreApplication::applicationDirPath();
    for (const QString& candidate :
        {dir + QStringLiteral("/gametree-instrument"), dir + QStringLiteral("/../libexec/gametree-studio/gametree-instrument")})
        if (QFileInfo(candidate).isExecutable())
            return QFileInfo(candidate).canonicalFilePath();
    return {};
}

InstrumentationPlan parsePlan(const QByteArray& json, const InstrumentRequest& request)
{
    const QJsonObject answer = QJsonDocument::fromJson(json).object();
    if (answer.isEmpty())
        throw UserError(InstrumentTr::tr("gametree-instrument gave an answer that is not JSON; the file is not run"));
    if (!answer[QStringLiteral("ok")].toBool()) {
        QList<ParseDiagnostic> parseErrors;
        for (const QJsonArray list = answer[QStringLiteral("parseErrors")].toArray(); const QJsonValue& e : list)
            parseErrors.push_back({e[QStringLiteral("line")].toInt(), e[QStringLiteral("column")].toInt(),
                e[QStringLiteral("message")].toString()});
        throw InstrumentError(errorMessage(answer, request), answer[QStringLiteral("error")].toString(), std::move(parseErrors),
            answer[QStringLiteral("prelude")].toBool());
    }
    InstrumentationPlan plan;
    plan.source = answer[QStringLiteral("source")].toString().toUtf8();
    plan.standard = answer[QStringLiteral("standard")].toString();
    plan.stdcppFirst = answer[QStringLiteral("stdcppFirst")].toBool();
    plan.builtPrecompiledHeader = answer[QStringLiteral("pchBuilt")].toBool();
    plan.prelude = answer[QStringLiteral("prelude")].toBool();
    plan.values = answer[QStringLiteral("values")].toString();
    plan.memoFound = answer[QStringLiteral("memo")].toBool();
    plan.memoStoredOnly = answer[QStringLiteral("memoStoredOnly")].toBool();
    plan.suspects = strings(answer[QStringLiteral("suspects")]);
    plan.hasMain = answer[QStringLiteral("hasMain")].toBool();
    plan.called = answer[QStringLiteral("called")].toString();
    plan.calledParams = strings(answer[QStringLiteral("calledParams")]);
    plan.callables = strings(answer[QStringLiteral("callables")]);
    plan.skipped = strings(answer[QStringLiteral("skipped")]);
    for (const QJsonArray list = answer[QStringLiteral("traced")].toArray(); const QJsonValue& v : list) {
        const QJsonObject o = v.toObject();
        TracedFunction f;
        f.name = o[QStringLiteral("name")].toString();
        f.signature = o[QStringLiteral("signature")].toString();
        f.line = o[QStringLiteral("line")].toInt();
        f.group = std::max(0, o[QStringLiteral("group")].toInt());
        f.values = o[QStringLiteral("values")].toString();
        for (const QJsonArray list = o[QStringLiteral("params")].toArray(); const QJsonValue& p : list) {
            const QString name = p[QStringLiteral("name")].toString();
            const QString role = p[QStringLiteral("role")].toString();
            if (role == QLatin1String("fixed"))
                f.fixedParams << name;
            else
                f.stateParams << name;
            if (role == QLatin1String("turn"))
                f.turnParam = name;
            if (p[QStringLiteral("outside")].toBool())
                f.outsideState << name;
        }
        for (const QJsonArray list = o[QStringLiteral("memoTests")].toArray(); const QJsonValue& t : list) {
            f.memoTestLines << t[QStringLiteral("line")].toInt();
            const QStringList indexes = strings(t[QStringLiteral("indexes")]);
            if (f.memoIndexes.isEmpty() && !indexes.isEmpty()) {
                f.memoTable = t[QStringLiteral("table")].toString();
                f.memoIndexes = indexes;
            }
        }
        plan.traced << f;
    }
    const QJsonObject n = answer[QStringLiteral("normalized")].toObject();
    plan.normalizedCharacters = n[QStringLiteral("nonBreakingSpaces")].toInt() + n[QStringLiteral("ideographicSpaces")].toInt()
        + n[QStringLiteral("zeroWidth")].toInt() + n[QStringLiteral("smartQuotes")].toInt();
    plan.byteOrderMark = n[QStringLiteral("byteOrderMark")].toBool();
    plan.mainWithoutType = n[QStringLiteral("mainWithoutType")].toBool();
    for (const QJsonArray list = answer[QStringLiteral("parseErrors")].toArray(); const QJsonValue& e : list)
        plan.parseErrors
            << QStringLiteral("%1: %2").arg(e[QStringLiteral("line")].toInt()).arg(e[QStringLiteral("message")].toString());
    if (plan.source.isEmpty() || plan.traced.isEmpty())
        throw UserError(
            InstrumentTr::tr("gametree-instrument found nothing to trace in %1").arg(QFileInfo(request.path).fileName()));
    return plan;
}

bool prepareParser(const QString& standard, bool background, const std::atomic_bool* cancel)
{
    const QByteArray answer = runHelperProcess(
        {QStringLiteral("--prepare"), QStringLiteral("--pch-dir"), parserHeaderDir(), QStringLiteral("--std"), standard},
        QStringLiteral("<bits/stdc++.h>"), background, cancel);
    return QJsonDocument::fromJson(answer).object()[QStringLiteral("pchBuilt")].toBool();
}

InstrumentationPlan instrumentProgram(const InstrumentRequest& request, const std::atomic_bool* cancel)
{
    const QString name = QString::fromLatin1(cacheKey(request, instrumenterPath())) + QStringLiteral(".json");
    if (const std::optional<QByteArray> kept = keptPlan(name))
        return parsePlan(*kept, request);
    const QByteArray json = runHelper(request, cancel);
    InstrumentationPlan plan = parsePlan(json, request); // an error answer is not kept: it is cheap to ask again
    keepPlan(name, json);
    return plan;
}

} // namespace gt
