// gametree: the command line of Game Tree Studio.
#include "commands.h"

#include <QCoreApplication>

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("gametree"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION));

    QTextStream out(stdout);
    QTextStream err(stderr);
    int status = gt::cli::ExitBadInput;
    try {
        status = gt::cli::runCommand(gt::cli::parseCommandLine(QCoreApplication::arguments()), out, err);
    } catch (const gt::ParamError& error) {
        err << "gametree: " << error.message() << '\n';
    }
    out.flush();
    err.flush();
    return status;
}
