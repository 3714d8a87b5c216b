// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The gametree command line as a whole: any words (verbs, games, every option with its dashes,
// =values, numbers padded, negative or huge, lists, random text, in any order and number) are
// parsed into a command or refused with a message that prints as one line. Nothing is run, and
// --code (which compiles a file) is left out.
#include "cli/command_line.h"
#include "cli/commands.h"
#include "core/one_line.h"
#include "core/user_error.h"
#include "fuzz_gui_application.h"
#include "fuzz_input.h"

#include <QTextStream>

#include <algorithm>

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace {

const char* const kWords[] = {"help", "version", "games", "solve", "trace", "export", "slides", "can-i-win", "stone-game-ii",
    "stones", "prime", "chess", "--help", "-h", "--version", "--memo", "--short-circuit", "--json", "--max-recorded",
    "--max-calls", "-o", "--output", "--view", "--order", "--step", "--palette", "--max-nodes", "--depth", "--no-legend",
    "--no-memo-links", "--skipped", "--dpi", "--force", "--fit", "--compare", "--quiz", "--hide-source", "--worksheet", "--lang",
    "--every", "--steps", "--stdin", "--call", "--trace", "--root", "--std", "-I", "--include-dir", "--cpu-limit",
    "--memory-limit", "--output-limit", "--values", "--max", "--total", "--n", "--moves", "--piles", "--", "-", "on", "off",
    "tree", "dag", "icicle", "table", "recursion", "bottom-up", "slide", "a4", "none", "memo", "short-circuit", "default",
    "print", "ja", "ko", "en", "x.svg", "x.png", "x.pdf", "x.dot", "x.html", "deck/", "0", "1", "7", "10", "-1", "999999999999",
    " 10", "1, 2", "7\n", "1,4", "3,2,1", "2,2", "", "[2,7,9]", "1e3", "0x10", "+5", "nan", "10.0"};

QString word(FuzzInput& in)
{
    const int choice = in.below(int(std::size(kWords)) + 3);
    if (choice < int(std::size(kWords)))
        return QString::fromUtf8(kWords[choice]);
    if (choice == int(std::size(kWords))) // an option with its value after =
        return QString::fromUtf8(kWords[12 + in.below(50)]) + u'=' + QString::fromUtf8(kWords[in.below(int(std::size(kWords)))]);
    return in.text(12);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    FuzzInput in(data, size);
    QStringList args {QStringLiteral("gametree")};
    const int count = in.below(12);
    for (int i = 0; i < count; ++i)
        args << word(in);
    for (const QString& arg : args)
        if (arg.contains(QLatin1String("code"))) // would compile a file
            return 0;
    try {
        const gt::cli::Command command = gt::cli::parseCommandLine(args);
        if (command.verb == gt::cli::Command::Verb::Help && command.helpText.isEmpty()) {
            std::fprintf(stderr, "help without a text: %s\n", qPrintable(args.join(u' ')));
            __builtin_trap();
        }
    } catch (const gt::UserError& error) {
        // As gametree prints it: one line, the words given shown without their control characters.
        QString printed;
        QTextStream stream(&printed);
        gt::cli::printError(stream, error.message());
        stream.flush();
        const bool oneLine
            = printed.endsWith(u'\n') && std::none_of(printed.cbegin(), printed.cend() - 1, gt::isControlCharacter);
        if (error.message().trimmed().isEmpty() || !oneLine) {
            std::fprintf(stderr, "not one line for %s:\n%s\n", qPrintable(args.join(u' ')), qPrintable(printed));
            __builtin_trap();
        }
    }
    return 0;
}
