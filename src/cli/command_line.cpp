// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "cli/command_line.h"

#include "app/command_checks.h"
#include "app/game_arguments.h"
#include "app/game_words.h"
#include "core/input_file.h"
#include "usercode/instrumentation.h"
#include "usercode/program_language.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

#include "render/exporter.h"
#include "render/slide_deck_writer.h"
#include "render/style.h"

#include <algorithm>
#include <limits>

namespace gt::cli {

namespace {

// The synopsis --help starts with, translated: its words in parentheses and "every command".
QString usageSummary()
{
    //: The synopsis of gametree --help: keep the commands and options as they are; translate the
    //: words in parentheses and "every command".
    return CliTr::tr(
        "gametree games\n"
        "gametree prepare-code   (builds the precompiled headers your code is compiled with, ahead of it)\n"
        "gametree solve GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]\n"
        "gametree trace GAME PARAMS [--memo on|off] [--short-circuit on|off] [--json]\n"
        "gametree export GAME PARAMS [--memo ...] [--short-circuit ...] -o FILE.svg|.png|.pdf|.dot|.html\n"
        "        [--view tree|dag|icicle|table] [--order recursion|bottom-up] [--step K] [--palette "
        "default|colorblind|print|contrast] [--max-nodes N]\n"
        "        [--depth D] [--no-legend] [--no-memo-links] [--skipped] [--dpi N] [--fit slide|a4|none] [--force]\n"
        "        [--quiz] [--hide-source]   (.html: a web page to step through)\n"
        "        [--worksheet]   (with -o FILE.pdf: a page to fill in, then its answer key)\n"
        "gametree slides GAME PARAMS [--memo ...] [--short-circuit ...] -o DECK.pdf|FOLDER/ [--every K | --steps a,b,c]\n"
        "        [--palette ...] [--max-nodes N] [--depth D] [--fit slide|a4|none] [--force]\n"
        "gametree solve|trace|export|slides --code FILE.cpp|FILE.py [--NAME VALUE ...] [--memo ...] [--short-circuit ...]\n"
        "        [--stdin FILE] [--call 'method(args)'] [--trace NAME] [--root K] [--std gnu++20] [-I DIR] [--python PATH]\n"
        "        [--cpu-limit S] [--memory-limit MIB] [--output-limit MIB]   (your own solution, as written or with gametree.h)\n"
        "        [--values KIND]   (how its values read, instead of what it declares or what was found)\n"
        "gametree play GAME PARAMS [--you first|second] [--json]   (play against the solver: type a move's number)\n"
        "gametree play --code FILE.cpp|FILE.py [--NAME VALUE ...] [--you first|second] [--json]\n"
        "every command: [--lang en|ja|ko]");
}

// The number exactly as typed: digits only (QString::toLongLong would take " 10" and "7\n").
qint64 parseLimit(const QString& option, const QString& value, qint64 max, qint64 min = 1)
{
    static const QRegularExpression digits(QStringLiteral("^[0-9]{1,19}$"));
    bool ok = digits.match(value).hasMatch();
    const qlonglong n = ok ? value.toLongLong(&ok) : 0;
    if (!ok || n < min || n > max)
        throw ParamError(CliTr::tr("--%1: '%2' is not allowed; use a whole number from %3 to %4")
                             .arg(option, value, QString::number(min), QString::number(max)));
    return n;
}

// Every option of every command. The parser is given them all, so that --help lists them and an
// option given to the wrong command is named in a clear message rather than "unknown option".
struct Options {
    QCommandLineOption help {{QStringLiteral("h"), QStringLiteral("help")}, CliTr::tr("Shows this help.")};
    QCommandLineOption version {QStringLiteral("version"), CliTr::tr("Shows the version.")};
    QCommandLineOption memo {QStringLiteral("memo"), CliTr::tr("Use the memo table (default on)."), QStringLiteral("on|off")};
    QCommandLineOption shortCircuit {QStringLiteral("short-circuit"),
        CliTr::tr("Return at the first deciding move (default: as in the article)."), QStringLiteral("on|off")};
    QCommandLineOption json {QStringLiteral("json"), CliTr::tr("Print one JSON object.")};
    QCommandLineOption maxRecorded {QStringLiteral("max-recorded"),
        CliTr::tr("Record at most this many calls; the run goes on and the trace says it is truncated (default %L1).")
            .arg(RunLimits::kDefaultMaxRecordedCalls),
        QStringLiteral("N")};
    QCommandLineOption maxCalls {QStringLiteral("max-calls"),
        CliTr::tr("Stop with \"too large\" past this many calls (default %L1).").arg(RunLimits::kDefaultMaxCalls),
        QStringLiteral("N")};
    QCommandLineOption output {{QStringLiteral("o"), QStringLiteral("output")},
        CliTr::tr("export: the file to write; .svg, .png, .pdf, .dot, or .html for a web page to step through."),
        QStringLiteral("FILE")};
    QCommandLineOption view {QStringLiteral("view"),
        CliTr::tr("export: tree (every call), dag (one node per state), icicle (the whole run, a band per depth) or "
                  "table (the memo as the article's DP table)."),
        QStringLiteral("tree|dag|icicle|table")};
    QCommandLineOption order {QStringLiteral("order"),
        CliTr::tr("--view table: number the cells in the order the recursion stored them (recursion, the default) or "
                  "the order a bottom-up loop fills them (bottom-up)."),
        QStringLiteral("recursion|bottom-up")};
    QCommandLineOption step {QStringLiteral("step"),
        CliTr::tr("export: the run as it stands after the first K enter/return events."), QStringLiteral("K")};
    QCommandLineOption palette {
        QStringLiteral("palette"), CliTr::tr("export: default, colorblind, print or contrast."), QStringLiteral("NAME")};
    QCommandLineOption maxNodes {QStringLiteral("max-nodes"),
        CliTr::tr("export: draw at most about N nodes; deeper levels become \"+N calls\" "
                  "(default %L1).")
            .arg(DrawOptions::kDefaultMaxNodes),
        QStringLiteral("N")};
    QCommandLineOption depth {QStringLiteral("depth"), CliTr::tr("export: draw levels 0 to D only."), QStringLiteral("D")};
    QCommandLineOption noLegend {QStringLiteral("no-legend"), CliTr::tr("export: leave out the legend.")};
    QCommandLineOption noMemoLinks {
        QStringLiteral("no-memo-links"), CliTr::tr("export: no dashed arrows from memo answers to where they were computed.")};
    QCommandLineOption skipped {QStringLiteral("skipped"), CliTr::tr("export: show the moves a short-circuit did not try.")};
    QCommandLineOption dpi {QStringLiteral("dpi"), CliTr::tr("export: PNG resolution (default 144)."), QStringLiteral("N")};
    QCommandLineOption force {QStringLiteral("force"),
        CliTr::tr("export, slides: draw a picture of more than %L1 nodes, or a PNG of more than %L2 million pixels (it takes "
                  "minutes and gigabytes).")
            .arg(kNodesWithoutForce)
            .arg(qint64(kPngPixelsWithoutForce / 1e6))};
    QCommandLineOption fit {QStringLiteral("fit"),
        CliTr::tr("export and slides: fit a page with node text at least 9 pt, eliding moves and levels as needed: "
                  "slide (16:9, the default), a4, or none (the whole picture)."),
        QStringLiteral("slide|a4|none")};
    QCommandLineOption compare {QStringLiteral("compare"),
        CliTr::tr("export: the run with this option off and with it on, side by side, with the calls each makes."),
        QStringLiteral("memo|short-circuit")};
    QCommandLineOption quiz {QStringLiteral("quiz"), CliTr::tr("export -o FILE.html: the page opens in quiz mode.")};
    QCommandLineOption hideSource {
        QStringLiteral("hide-source"), CliTr::tr("export -o FILE.html: leave out the solver's source.")};
    QCommandLineOption worksheet {QStringLiteral("worksheet"),
        CliTr::tr("export: a worksheet for students, every call's value hidden behind a blank box to fill in, and its "
                  "answer key: two pages of one PDF, on A4 turned the way that shows more calls (or --fit slide).")};
    // main() applies --lang before parsing; it is declared here so that the parser accepts it.
    QCommandLineOption lang {
        QStringLiteral("lang"), CliTr::tr("Language of messages and pictures: en, ja or ko."), QStringLiteral("en|ja|ko")};
    QCommandLineOption every {
        QStringLiteral("every"), CliTr::tr("slides: one slide every K steps (default 1)."), QStringLiteral("K")};
    QCommandLineOption steps {
        QStringLiteral("steps"), CliTr::tr("slides: exactly these steps, e.g. 1,12,30."), QStringLiteral("LIST")};
    QCommandLineOption code {QStringLiteral("code"),
        CliTr::tr("Your own recursion instead of a game: a C++ or Python 3 file as written for a judge (or a C++ file "
                  "written against gametree.h), run as a separate process."),
        QStringLiteral("FILE")};
    QCommandLineOption stdinFile {QStringLiteral("stdin"),
        CliTr::tr("--code: the program's standard input, read from this file (default: an empty input)."),
        QStringLiteral("FILE")};
    QCommandLineOption call {QStringLiteral("call"),
        CliTr::tr("--code: the call to make on a class without main(), as LeetCode makes it, e.g. "
                  "'stoneGameII({2,7,9,4,4})'."),
        QStringLiteral("EXPR")};
    QCommandLineOption trace {QStringLiteral("trace"),
        CliTr::tr("--code: the recursive function to draw (repeatable); default: the one recursion in the file."),
        QStringLiteral("NAME")};
    QCommandLineOption root {QStringLiteral("root"),
        CliTr::tr("--code: draw the K-th top-level call of the recursion (a loop over test cases; default 1)."),
        QStringLiteral("K")};
    QCommandLineOption standard {QStringLiteral("std"),
        CliTr::tr("--code: the C++ standard to compile with (default gnu++20, then gnu++17 and gnu++14 if it "
                  "does not compile)."),
        QStringLiteral("STD")};
    QCommandLineOption python {QStringLiteral("python"),
        CliTr::tr("--code FILE.py: the interpreter to run it with, e.g. pypy3 (default: python3)."), QStringLiteral("PATH")};
    QCommandLineOption language {QStringLiteral("language"),
        CliTr::tr("--code: the program's language when its name does not say (default: by the extension, else by the "
                  "text)."),
        QStringLiteral("cpp|python")};
    QCommandLineOption includeDir {{QStringLiteral("I"), QStringLiteral("include-dir")},
        CliTr::tr("--code: a folder of headers, e.g. the AtCoder Library (repeatable)."), QStringLiteral("DIR")};
    QCommandLineOption cpuLimit {QStringLiteral("cpu-limit"),
        CliTr::tr("--code: the program's CPU seconds (default %1; the time-out is twice this plus 10 s).")
            .arg(ProgramLimits::kDefaultCpuSeconds),
        QStringLiteral("S")};
    QCommandLineOption memoryLimit {QStringLiteral("memory-limit"),
        CliTr::tr("--code: the program's address space in MiB (default %1).").arg(ProgramLimits::kDefaultMemoryMiB),
        QStringLiteral("MIB")};
    QCommandLineOption outputLimit {QStringLiteral("output-limit"),
        CliTr::tr("--code: the most trace the program may write, in MiB (default %1).").arg(ProgramLimits::kDefaultOutputMiB),
        QStringLiteral("MIB")};
    QCommandLineOption you {QStringLiteral("you"),
        CliTr::tr("play: whether you move first (the default) or second; the solver takes the other side."),
        QStringLiteral("first|second")};
    QCommandLineOption values {QStringLiteral("values"),
        CliTr::tr("--code: how the program's values read, instead of what it declares: %1.").arg(valueMeaningIdList()),
        QStringLiteral("KIND")};

    // In the order --help lists them.
    QList<QCommandLineOption> all() const
    {
        return {help, version, memo, shortCircuit, json, maxRecorded, maxCalls, output, view, order, step, palette, maxNodes,
            depth, noLegend, noMemoLinks, skipped, dpi, force, fit, compare, quiz, hideSource, worksheet, lang, every, steps,
            code, stdinFile, call, trace, root, standard, python, language, includeDir, cpuLimit, memoryLimit, outputLimit,
            values, you};
    }
    // What only export and slides use; when several are misplaced, the first here is named.
    QList<QCommandLineOption> pictureOnly() const
    {
        return {output, view, order, step, palette, maxNodes, depth, noLegend, noMemoLinks, skipped, dpi, force, fit, compare,
            quiz, hideSource, worksheet};
    }
};

// An option as the user wrote it: -o, -I and -h with one dash, the others (a game's --n too) with two.
QString dashedName(const QString& name, const Options& options)
{
    for (const QCommandLineOption& option : options.all())
        if (option.names().size() > 1 && option.names().constFirst() == name)
            return u'-' + name;
    return QStringLiteral("--") + name;
}

// Every option is given once, but the repeatable ones (--trace, -I): of `--max 10 --max 11`
// only the last counted, and `-o x.svg -o y.png` wrote y.png alone.
void refuseRepeatedOptions(const QCommandLineParser& parser, const Options& options)
{
    gt::refuseRepeatedOptions(parser, options.all(), options.trace.names() + options.includeDir.names());
}

struct Leading {
    QString verb;
    QString gameId; // empty with --code
    QString code;
};

// The command and the game: the first two words that are neither options nor their values, so
// that options shared by every command may come first (gametree --lang ja solve prime --n 7).
// The built-in games' parameters take their values with them; a --code program's are unknown
// here, so with --code there is no game word: a parameter's value would pass for one.
Leading leadingWords(const QStringList& args, const Options& options)
{
    const QStringList words = positionalWords(args, options.all());
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(options.all());
    parser.parse(args);                     // unknown options are the game's: not an error yet
    refuseRepeatedOptions(parser, options); // before --code compiles the file
    const QString code = parser.value(options.code);
    return {words.value(0), code.isEmpty() ? words.value(1) : QString(), code};
}

// What a judge gives the program: --stdin, --call, --trace, --root, --std and -I.
CodeOptions codeOptions(const QCommandLineParser& parser, const Options& options)
{
    CodeOptions code;
    if (parser.isSet(options.stdinFile)) {
        const QString path = parser.value(options.stdinFile);
        if (const QString why = readInputFile(path, kMaxStandardInputBytes, code.input); !why.isEmpty())
            throw ParamError(CliTr::tr("--stdin: cannot read %1: %2").arg(path, why));
    }
    if (parser.isSet(options.call))
        code.call = parser.value(options.call);
    code.traceNames = parser.values(options.trace);
    if (parser.isSet(options.root))
        code.root = parseLimit(options.root.names().constFirst(), parser.value(options.root), 1'000'000'000);
    if (parser.isSet(options.standard)) {
        static const QRegularExpression known(QStringLiteral("^(gnu|c)\\+\\+(11|14|17|20|23|2a|2b)$"));
        code.cpp.standard = parser.value(options.standard);
        if (!known.match(code.cpp.standard).hasMatch())
            throw ParamError(CliTr::tr("--std: '%1' is not allowed; use gnu++20, gnu++17, gnu++14, c++20, c++17 or c++14")
                                 .arg(code.cpp.standard));
    }
    if (parser.isSet(options.python))
        code.python.interpreter = parser.value(options.python);
    if (parser.isSet(options.language)) {
        CodeLanguage language;
        if (!codeLanguageFromId(parser.value(options.language), &language))
            throw ParamError(CliTr::tr("--language: '%1' is not allowed; use cpp or python").arg(parser.value(options.language)));
        code.language = language;
    }
    for (const QString& dir : parser.values(options.includeDir)) {
        if (!QFileInfo(dir).isDir())
            throw ParamError(CliTr::tr("-I: %1 is not a folder").arg(dir));
        code.cpp.includeDirs << QFileInfo(dir).absoluteFilePath();
    }
    return code;
}

// Compiles a --code file (or takes it from the cache) and lists it as a game.
std::shared_ptr<const UserProgram> loadCode(const QString& file, const QStringList& args, const Options& options)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(options.all());
    parser.parse(args);
    ProgramLimits limits;
    if (parser.isSet(options.cpuLimit))
        limits.cpuSeconds = int(parseLimit(options.cpuLimit.names().constFirst(), parser.value(options.cpuLimit), 86'400));
    // Before the compile: -o over the code or its input would destroy what was read.
    refuseOutputOverInputs(QStringLiteral("-o"), parser.value(options.output), {file, parser.value(options.stdinFile)});
    QByteArray source;
    if (const QString why = readInputFile(file, kMaxCodeFileBytes, source); !why.isEmpty())
        throw ParamError(CliTr::tr("--code: cannot read %1: %2").arg(file, why));
    const CodeOptions code = codeOptions(parser, options);
    // A program written against gametree.h declares its parameters and is run as it is: what a
    // judge gives a program as written would be ignored.
    if (code.language.value_or(codeLanguageOf(source, file)) == CodeLanguage::Cpp && usesGametreeHeader(source))
        for (const QCommandLineOption* option : {&options.stdinFile, &options.call, &options.trace, &options.root})
            if (parser.isSet(*option))
                throw ParamError(CliTr::tr("--%1 is for a program traced as written; %2 is written against gametree.h, "
                                           "which takes its parameters as --NAME VALUE, --memo, --short-circuit, --values, "
                                           "--std, -I, --cpu-limit, --memory-limit and --output-limit")
                                     .arg(option->names().constFirst(), file));
    return loadUserProgram(source, file, limits, nullptr, code);
}

// The game's parameters are declared only once the game is known: its --help lists them, and
// a parameter of another game is refused by name.
void declareOptions(QCommandLineParser& parser, const Options& options, const std::optional<GameInfo>& game)
{
    parser.setApplicationDescription(CliTr::tr("Runs the seed games' memoized solvers with tracing on.\n\n") + usageSummary());
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(options.all());
    // The names are only shown (the usage line, "Arguments:"), so they are words of the language.
    parser.addPositionalArgument(
        CliTr::tr("command", "a positional argument's name in --help"), CliTr::tr("games, solve, trace, export, slides or play"));
    parser.addPositionalArgument(CliTr::tr("game", "a positional argument's name in --help"),
        CliTr::tr("the game, for solve, trace, export, slides and play"));
    if (!game)
        return;
    // Checked first: QCommandLineParser warns on stderr about a name it already has.
    for (const ParamSpec& spec : game->params)
        for (const QCommandLineOption& option : options.all())
            if (option.names().contains(spec.name))
                throw ParamError(CliTr::tr("%1 declares the parameter %2, which is an option of gametree; rename it")
                                     .arg(game->id, spec.name));
    if (const QString taken = addGameOptions(parser, *game); !taken.isEmpty())
        throw ParamError(
            CliTr::tr("%1 declares the parameter %2, which is an option of gametree; rename it").arg(game->id, taken));
}

// Qt's message for an unknown option says only that; ours says what the game takes instead.
void parseOrThrow(QCommandLineParser& parser, const QStringList& args, const std::optional<GameInfo>& game)
{
    if (parser.parse(args))
        return;
    const QStringList unknown = parser.unknownOptionNames();
    if (!unknown.isEmpty() && game)
        throw ParamError(unknownOptionMessage(unknown.first(), *game));
    if (!unknown.isEmpty())
        throw ParamError(CliTr::tr("unknown option --%1; see gametree --help").arg(unknown.first()));
    throw ParamError(parser.errorText());
}

// --help helps with the command and game before it (gametree solve stones --help); any other
// word is refused rather than ignored: `gametree --help extra` helped as if it was not there.
void refuseWordsAfterHelp(const QStringList& positional, const Leading& words, bool runsAGame, bool gameKnown)
{
    const bool commandKnown = runsAGame || words.verb == QLatin1String("games") || words.verb == QLatin1String("prepare-code")
        || words.verb == QLatin1String("help");
    const qsizetype allowed = !commandKnown ? 0 : !runsAGame ? 1 : words.code.isEmpty() ? 2 : 1;
    if (positional.size() > allowed)
        throw ParamError(CliTr::tr("--help takes no words but a command and its game, got '%1'").arg(positional[allowed]));
    if (runsAGame && !words.gameId.isEmpty() && !gameKnown)
        createGame(words.gameId, {}); // throws "unknown game 'X'; the games: ..."
}

// --help, --version, `games`, `prepare-code` and `help`: the commands that run no game (nullopt
// for the others). They come first so that `gametree solve --help` helps instead of asking for a game.
std::optional<Command> commandWithoutARun(const QCommandLineParser& parser, const Options& options, const QString& verb)
{
    Command command;
    if (parser.isSet(options.help)) {
        command.verb = Command::Verb::Help;
        command.helpText = parser.helpText();
        return command;
    }
    const QStringList positional = parser.positionalArguments();
    // What applies to nothing is refused: only --lang goes with --version and games.
    const auto refuseOptionsBut = [&](const QString& what) {
        for (const QString& name : parser.optionNames())
            if (!options.lang.names().contains(name) && !options.version.names().contains(name))
                throw ParamError(
                    CliTr::tr("%1 takes no options, got %2%3").arg(what, dashedName(name, options).chopped(name.size()), name));
    };
    if (parser.isSet(options.version)) {
        if (!positional.isEmpty())
            throw ParamError(CliTr::tr("--version takes no arguments, got '%1'").arg(positional.first()));
        refuseOptionsBut(QStringLiteral("--version"));
        command.verb = Command::Verb::Version;
        return command;
    }
    if (positional.isEmpty())
        throw ParamError(CliTr::tr("no command given; the commands: games, solve, trace, export, slides, play, prepare-code "
                                   "(gametree --help says more)"));
    if (verb == QLatin1String("games")) {
        if (positional.size() > 1)
            throw ParamError(CliTr::tr("games takes no arguments, got '%1'").arg(positional[1]));
        refuseOptionsBut(QStringLiteral("games"));
        command.verb = Command::Verb::Games;
        return command;
    }
    if (verb == QLatin1String("prepare-code")) {
        if (positional.size() > 1)
            throw ParamError(CliTr::tr("prepare-code takes no arguments, got '%1'").arg(positional[1]));
        refuseOptionsBut(QStringLiteral("prepare-code"));
        command.verb = Command::Verb::PrepareCode;
        return command;
    }
    if (verb == QLatin1String("help")) {
        if (positional.size() > 1)
            throw ParamError(CliTr::tr("help takes no arguments, got '%1'").arg(positional[1]));
        command.verb = Command::Verb::Help;
        command.helpText = parser.helpText();
        return command;
    }
    return std::nullopt;
}

// solve, trace, export or slides; `given` is the first positional argument, named if unknown.
Command::Verb runVerb(const QString& verb, const QString& given)
{
    if (verb == QLatin1String("solve"))
        return Command::Verb::Solve;
    if (verb == QLatin1String("trace"))
        return Command::Verb::Trace;
    if (verb == QLatin1String("export"))
        return Command::Verb::Export;
    if (verb == QLatin1String("slides"))
        return Command::Verb::Slides;
    if (verb == QLatin1String("play"))
        return Command::Verb::Play;
    throw ParamError(
        CliTr::tr("unknown command '%1'; the commands: games, solve, trace, export, slides, play, prepare-code").arg(given));
}

// The game after the command must be named, known, and the last positional argument:
// parameters are options, so a stray word is most likely a value without its --name.
GameInfo requireGame(
    const QString& verb, const Leading& words, const std::optional<GameInfo>& game, const QStringList& positional)
{
    const QString& gameId = words.gameId;
    if (!words.code.isEmpty()) {
        if (positional.size() > 1)
            throw ParamError(
                CliTr::tr("unexpected argument '%1'; with --code, parameters are given as --name value").arg(positional[1]));
        return *game;
    }
    if (gameId.isEmpty())
        throw ParamError(CliTr::tr("%1 needs a game: %2").arg(verb, gameIdList()));
    if (!game)
        createGame(gameId, {}); // throws the "unknown game" message that lists the games
    if (positional.size() > 2)
        throw ParamError(CliTr::tr("unexpected argument '%1'; parameters are given as --name value").arg(positional[2]));
    return *game;
}

// --cpu-limit, --memory-limit and --output-limit: only a --code program runs under them.
void readProgramLimits(Command& command, const QCommandLineParser& parser, const Options& options)
{
    ProgramLimits& limits = command.programLimits;
    for (const QCommandLineOption* option : {&options.cpuLimit, &options.memoryLimit, &options.outputLimit}) {
        if (!parser.isSet(*option))
            continue;
        const QString name = option->names().constFirst();
        if (!command.program)
            throw ParamError(CliTr::tr("--%1 limits a program given with --code").arg(name));
        if (option == &options.cpuLimit)
            limits.cpuSeconds = int(parseLimit(name, parser.value(*option), 86'400));
        else if (option == &options.memoryLimit)
            limits.memoryMiB = int(parseLimit(name, parser.value(*option), 1'048'576, 16));
        else
            limits.outputMiB = int(parseLimit(name, parser.value(*option), 65'536));
    }
}

// --values: how a --code program's values read, overriding its run.values.
void readValues(Command& command, const QCommandLineParser& parser, const Options& options)
{
    if (!parser.isSet(options.values))
        return;
    if (!command.program)
        throw ParamError(CliTr::tr("--values applies to --code programs; the built-in games have fixed values"));
    const QString given = parser.value(options.values);
    command.values = valueMeaningById(given);
    if (!command.values)
        throw ParamError(CliTr::tr("--values: '%1' is not allowed; use %2").arg(given, valueMeaningIdList()));
}

// A value as typed, with no space or line break around or inside it: `--n " 10"`, `$'7\n'` and
// `--moves "1, 4"` are refused by name rather than read as something else. A list pasted as an
// array is printed, `[2, 7, 9]`, keeps its spaces after commas.
void refuseSpaces(const QString& option, const QString& value)
{
    static const QRegularExpression pastedArray(QStringLiteral("^\\[[^\\s,\\]]+(, ?[^\\s,\\]]+)*\\]$"));
    if (std::none_of(value.begin(), value.end(), [](QChar c) { return c.isSpace(); }) || pastedArray.match(value).hasMatch())
        return;
    throw ParamError(
        CliTr::tr("--%1: '%2' has a space or a line break in it; write the number or list without them").arg(option, value));
}

// What every command that runs a game shares: the parameters, the solver's switches, the limits.
void readRun(Command& command, const QCommandLineParser& parser, const Options& options, const GameInfo& game)
{
    command.gameId = game.id;
    command.params = gameParamsFrom(parser, game);
    for (const auto& [name, value] : command.params)
        refuseSpaces(name, value);
    if (parser.isSet(options.memo))
        command.memo = parseOnOff(options.memo.names().constFirst(), parser.value(options.memo));
    if (parser.isSet(options.shortCircuit))
        command.shortCircuit = parseOnOff(options.shortCircuit.names().constFirst(), parser.value(options.shortCircuit));
    command.json = parser.isSet(options.json);
    if (parser.isSet(options.maxRecorded) && command.verb == Command::Verb::Solve)
        throw ParamError(CliTr::tr("--max-recorded limits what trace, export and slides record; solve records no calls"));
    if (parser.isSet(options.maxRecorded))
        command.limits.maxRecordedCalls
            = parseLimit(options.maxRecorded.names().constFirst(), parser.value(options.maxRecorded), 100'000'000);
    if (parser.isSet(options.maxCalls))
        command.limits.maxCalls
            = parseLimit(options.maxCalls.names().constFirst(), parser.value(options.maxCalls), 10'000'000'000LL);
    readProgramLimits(command, parser, options);
    for (const QCommandLineOption* option : {&options.stdinFile, &options.call, &options.trace, &options.root, &options.standard,
             &options.python, &options.language, &options.includeDir})
        if (parser.isSet(*option) && !command.program)
            throw ParamError(CliTr::tr("--%1 applies to a program given with --code").arg(option->names().constLast()));
    readValues(command, parser, options);
}

bool drawsPictures(Command::Verb verb)
{
    return verb == Command::Verb::Export || verb == Command::Verb::Slides;
}

// An option of another command is an error, not silently ignored: the user expected it to matter.
void refuseOtherCommandsOptions(
    const QCommandLineParser& parser, const Options& options, Command::Verb command, const QString& verb)
{
    if (!drawsPictures(command)) {
        for (const QCommandLineOption& option : options.pictureOnly())
            if (parser.isSet(option))
                throw ParamError(CliTr::tr("--%1 is an option of export, not of %2").arg(option.names().constLast(), verb));
    }
    if (command == Command::Verb::Slides && parser.isSet(options.worksheet))
        throw ParamError(CliTr::tr("--%1 is an option of export, not of %2").arg(options.worksheet.names().constLast(), verb));
    for (const QCommandLineOption& option : {options.every, options.steps})
        if (command != Command::Verb::Slides && parser.isSet(option))
            throw ParamError(CliTr::tr("--%1 is an option of slides, not of %2").arg(option.names().constLast(), verb));
    if (command != Command::Verb::Play && parser.isSet(options.you))
        throw ParamError(CliTr::tr("--%1 is an option of play, not of %2").arg(options.you.names().constLast(), verb));
    // Play explores every move with the memo on: the switches would change nothing it shows.
    for (const QCommandLineOption& option : {options.memo, options.shortCircuit, options.maxRecorded})
        if (command == Command::Verb::Play && parser.isSet(option))
            throw ParamError(CliTr::tr("--%1 is not an option of play, which runs with the memo on and the short-circuit "
                                       "off so that every move of every position is known")
                                 .arg(option.names().constLast()));
}

// --you first|second: the side the person at the terminal plays.
void readPlayOptions(Command& command, const QCommandLineParser& parser, const Options& options)
{
    if (!parser.isSet(options.you))
        return;
    const QString side = parser.value(options.you);
    if (side == QLatin1String("first"))
        command.you = Player::First;
    else if (side == QLatin1String("second"))
        command.you = Player::Second;
    else
        throw ParamError(CliTr::tr("--you: '%1' is not allowed; use first or second").arg(side));
}

// Which steps become slides. The list in --steps is checked later, once the run's length is known.
void readSlidesOptions(Command& command, const QCommandLineParser& parser, const Options& options)
{
    if (parser.isSet(options.every) && parser.isSet(options.steps))
        throw ParamError(CliTr::tr("give --every or --steps, not both"));
    if (parser.isSet(options.every))
        command.every = parseLimit(options.every.names().constFirst(), parser.value(options.every), 1'000'000'000);
    command.steps = parser.value(options.steps);
    if (parser.isSet(options.steps) && command.steps.isEmpty())
        throw ParamError(CliTr::tr("--steps: the list is empty; give steps such as 1,12,30"));
    if (parser.isSet(options.steps))
        refuseSpaces(options.steps.names().constFirst(), command.steps);
    if (parser.isSet(options.step) || parser.isSet(options.dpi) || parser.isSet(options.compare)
        || (parser.isSet(options.view) && parser.value(options.view) != QLatin1String("table")))
        throw ParamError(CliTr::tr("slides draws the call tree, or with --view table the DP table, at its chosen steps: "
                                   "--step, --dpi, --compare and the other views are for export"));
}

// How the picture is drawn: the view, the step, the palette and what is left out.
void readDrawOptions(Command& command, const QCommandLineParser& parser, const Options& options)
{
    if (parser.isSet(options.view)) {
        const QString v = parser.value(options.view);
        if (v != QLatin1String("tree") && v != QLatin1String("dag") && v != QLatin1String("icicle")
            && v != QLatin1String("table"))
            throw ParamError(CliTr::tr("--view: '%1' is not allowed; use tree, dag, icicle or table").arg(v));
        command.draw.view = v == QLatin1String("dag") ? DrawOptions::View::Dag : DrawOptions::View::Tree;
        command.icicle = v == QLatin1String("icicle");
        command.table = v == QLatin1String("table");
    }
    // The icicle and the table read every call of the whole run: they record as much as the
    // studio, and what chooses the calls of a tree does not apply.
    if ((command.icicle || command.table) && !parser.isSet(options.maxRecorded))
        command.limits.maxRecordedCalls = RunLimits::kWholeRunRecordedCalls;
    for (const QCommandLineOption& option : {options.step, options.maxNodes, options.depth, options.noMemoLinks, options.skipped})
        if (command.icicle && parser.isSet(option))
            throw ParamError(CliTr::tr("--%1 is not an option of --view icicle, which draws every call of the run")
                                 .arg(option.names().constLast()));
    for (const QCommandLineOption& option : {options.maxNodes, options.depth, options.noMemoLinks, options.skipped})
        if (command.table && parser.isSet(option))
            throw ParamError(CliTr::tr("--%1 is not an option of --view table, which draws the memo, not the calls")
                                 .arg(option.names().constLast()));
    if (parser.isSet(options.order)) {
        if (!command.table)
            throw ParamError(CliTr::tr("--order numbers the cells of --view table: add --view table"));
        const std::optional<TableOrder> order = tableOrderById(parser.value(options.order));
        if (!order)
            throw ParamError(
                CliTr::tr("--order: '%1' is not allowed; use recursion or bottom-up").arg(parser.value(options.order)));
        command.tableOrder = *order;
    }
    if (parser.isSet(options.step))
        command.draw.step
            = parseLimit(options.step.names().constFirst(), parser.value(options.step), std::numeric_limits<std::int32_t>::max());
    if (parser.isSet(options.palette)) {
        command.palette = parser.value(options.palette);
        if (!paletteIds().contains(command.palette))
            throw ParamError(CliTr::tr("--palette: '%1' is not allowed; use %2")
                                 .arg(command.palette, paletteIds().join(QStringLiteral(", "))));
    }
    if (parser.isSet(options.maxNodes))
        command.draw.maxNodes
            = int(parseLimit(options.maxNodes.names().constFirst(), parser.value(options.maxNodes), 2'000'000, 2));
    if (parser.isSet(options.depth))
        command.draw.maxDepth = int(parseLimit(options.depth.names().constFirst(), parser.value(options.depth), 65535, 0));
    command.legend = !parser.isSet(options.noLegend);
    command.draw.memoLinks = !parser.isSet(options.noMemoLinks);
    command.draw.skippedMoves = parser.isSet(options.skipped);
    if (parser.isSet(options.dpi)) {
        command.dpi = int(parseLimit(options.dpi.names().constFirst(), parser.value(options.dpi), 1200, 36));
        if (!command.output.endsWith(QLatin1String(".png"), Qt::CaseInsensitive))
            throw ParamError(CliTr::tr("--dpi sets the resolution of a PNG; %1 is not one").arg(command.output));
    }
    command.force = parser.isSet(options.force);
    if (parser.isSet(options.fit)) {
        const std::optional<PageFit> fit = pageFitById(parser.value(options.fit));
        if (!fit)
            throw ParamError(CliTr::tr("--fit: '%1' is not allowed; use slide, a4 or none").arg(parser.value(options.fit)));
        command.fit = *fit;
    }
}

// --compare: which option; the runs set it themselves, and their steps differ.
void readComparison(Command& command, const QCommandLineParser& parser, const Options& options)
{
    command.compare = comparedOptionById(parser.value(options.compare));
    if (!command.compare)
        throw ParamError(
            CliTr::tr("--compare: '%1' is not allowed; use memo or short-circuit").arg(parser.value(options.compare)));
    const QCommandLineOption& set = *command.compare == ComparedOption::Memo ? options.memo : options.shortCircuit;
    if (parser.isSet(set))
        throw ParamError(CliTr::tr("--%1 with --compare %1: the comparison draws it off and on").arg(set.names().constFirst()));
    if (command.draw.step)
        throw ParamError(CliTr::tr("--step with --compare: the two runs take different steps; compare whole runs"));
    if (command.draw.view == DrawOptions::View::Dag || command.table)
        throw ParamError(CliTr::tr("--compare draws call trees or icicles: leave out --view %1")
                             .arg(command.table ? QStringLiteral("table") : QStringLiteral("dag")));
    if (command.output.endsWith(QLatin1String(".dot"), Qt::CaseInsensitive))
        throw ParamError(CliTr::tr("--compare writes .svg, .png or .pdf, not .dot"));
}

// A web page (export -o FILE.html) steps through the call tree of one run.
void readWebPageOptions(Command& command, const QCommandLineParser& parser, const Options& options)
{
    const bool page = isWebPagePath(command.output);
    if (page && command.verb == Command::Verb::Slides)
        throw ParamError(CliTr::tr("slides writes DECK.pdf or a FOLDER of SVGs; for a web page use export -o FILE.html"));
    for (const QCommandLineOption* option : {&options.quiz, &options.hideSource})
        if (parser.isSet(*option) && !page)
            throw ParamError(CliTr::tr("--%1 is an option of web pages (export -o FILE.html)").arg(option->names().constFirst()));
    if (page && (command.icicle || command.table || command.draw.view == DrawOptions::View::Dag || command.compare))
        throw ParamError(CliTr::tr("a web page steps through the call tree of one run: --view dag, icicle, table and "
                                   "--compare are for pictures"));
    command.quiz = parser.isSet(options.quiz);
    command.hideSource = parser.isSet(options.hideSource);
}

// --worksheet: two pages of one PDF fitted on a page (A4 unless --fit slide), of the call tree.
void readWorksheet(Command& command, const QCommandLineParser& parser, const Options& options)
{
    if (!parser.isSet(options.worksheet))
        return;
    if (!command.output.endsWith(QLatin1String(".pdf"), Qt::CaseInsensitive))
        throw ParamError(CliTr::tr("--worksheet writes two pages, the worksheet and its answer key: use -o FILE.pdf "
                                   "(not .svg, .png or .dot)"));
    if (command.icicle || command.table || command.draw.view == DrawOptions::View::Dag || command.compare)
        throw ParamError(CliTr::tr("--worksheet draws the call tree of one run: not --view dag, icicle or table, nor --compare"));
    if (!parser.isSet(options.fit))
        command.fit = PageFit::A4;
    else if (command.fit == PageFit::None)
        throw ParamError(CliTr::tr("--worksheet fits its pages: use --fit a4 (the default with --worksheet) or slide, not none"));
    command.worksheet = true;
}

// export and slides: where to write, and for slides which steps, before how to draw.
// Where the result goes is checked before any work: a big run took 26 s to render before
// "cannot write" (a folder named like the picture) or "cannot make the folder" (a file named
// like the deck's folder).
void checkDestination(const Command& command)
{
    if (command.verb == Command::Verb::Slides)
        checkSlideDeckDestination(command.output);
    else
        checkExportDestination(command.output);
}

void readPictureOptions(Command& command, const QCommandLineParser& parser, const Options& options, const QString& verb)
{
    if (command.json)
        throw ParamError(CliTr::tr("--json is an option of solve and trace, not of %1").arg(verb));
    command.output = parser.value(options.output);
    if (command.output.isEmpty())
        throw ParamError(command.verb == Command::Verb::Slides
                ? CliTr::tr("slides needs -o DECK.pdf or -o FOLDER/")
                : CliTr::tr("export needs -o FILE (.svg, .png, .pdf, .dot or .html)"));
    if (command.verb == Command::Verb::Slides)
        readSlidesOptions(command, parser, options);
    readDrawOptions(command, parser, options);
    if (parser.isSet(options.compare))
        readComparison(command, parser, options);
    readWebPageOptions(command, parser, options);
    readWorksheet(command, parser, options);
    checkDestination(command);
}
} // namespace

Command parseCommandLine(const QStringList& args)
{
    // The command and the game are read by position before parsing, because the game decides
    // which parameters the parser accepts.
    const Options options;
    const Leading words = leadingWords(args, options);
    const QString& verb = words.verb;
    const std::shared_ptr<const UserProgram> program = words.code.isEmpty() ? nullptr : loadCode(words.code, args, options);
    const std::optional<GameInfo> game = program ? std::optional(userGameInfo(*program))
        : words.gameId.isEmpty()                 ? std::nullopt
                                                 : findGame(words.gameId);

    // A game that does not exist is the mistake to name, not the parameters it was given.
    const bool runsAGame = verb == QLatin1String("solve") || verb == QLatin1String("trace") || verb == QLatin1String("export")
        || verb == QLatin1String("slides") || verb == QLatin1String("play");
    if (runsAGame && !game && !words.gameId.isEmpty() && !args.contains(QStringLiteral("--help")))
        createGame(words.gameId, {}); // throws "unknown game 'X'; the games: ..."
    QCommandLineParser parser;
    declareOptions(parser, options, game);
    parseOrThrow(parser, args, game);
    refuseRepeatedOptions(parser, options); // the game's parameters too
    if (parser.isSet(options.help))
        refuseWordsAfterHelp(parser.positionalArguments(), words, runsAGame, game.has_value());
    if (std::optional<Command> command = commandWithoutARun(parser, options, verb))
        return *command;

    const QStringList positional = parser.positionalArguments();
    Command command;
    command.verb = runVerb(verb, positional[0]);
    command.program = program;
    readRun(command, parser, options, requireGame(verb, words, game, positional));
    refuseOtherCommandsOptions(parser, options, command.verb, verb);
    if (drawsPictures(command.verb))
        readPictureOptions(command, parser, options, verb);
    readPlayOptions(command, parser, options);
    return command;
}

} // namespace gt::cli
