// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// gametree: the command line of Game Tree Studio.
#include "cli/commands.h"

#include "app/start_up.h"
#include "core/language.h"

#include <QGuiApplication>

int main(int argc, char* argv[])
{
    // The command line never opens a window; fonts and painting still need a GUI application.
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    gt::prepareRuntimeFolder(); // stderr is kept for errors only
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gametree"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    // --lang is applied before parsing, so that the help and every message follow it.
    if (const QString lang = gt::languageArgument(QCoreApplication::arguments()); !lang.isEmpty()) {
        if (const QString error = gt::applyLanguage(lang); !error.isEmpty()) {
            gt::cli::printError(err, error);
            return gt::cli::ExitBadInput;
        }
    }
    int status = gt::cli::ExitBadInput;
    try {
        status = gt::cli::runCommand(gt::cli::parseCommandLine(QCoreApplication::arguments()), out, err);
    } catch (const gt::UserError& error) { // a bad option, a --code file that does not compile
        gt::cli::printError(err, error.message());
    } catch (const gt::RunError& error) { // a --code program that fails before its declarations end
        gt::cli::printError(err, QString::fromStdString(error.what()));
        status = error.kind() == gt::RunError::Kind::ProgramFailed ? gt::cli::ExitProgramFailed : gt::cli::ExitBudget;
    }
    status = gt::cli::finishOutput(out, err, status);
    err.flush();
    return status;
}
