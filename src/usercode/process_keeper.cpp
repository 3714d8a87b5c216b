// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "process_keeper.h"

#include <cerrno>
#include <algorithm>
#include <cstdlib>

#include <dirent.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gt::keeper {

namespace {

volatile sig_atomic_t g_program = 0; // the program's pid (and process group), in its supervisor
volatile sig_atomic_t g_init = 0;    // in a keeper whose program runs in a sandbox: the sandbox's init

void stopGently(int)
{
    if (g_init > 0)
        kill(g_init, kStopGently); // the init passes it on to the program
    else if (g_program > 0)
        kill(-g_program, SIGTERM);
}

void stopNow(int)
{
    if (g_init > 0)
        kill(g_init, SIGKILL); // and with the init, everything in its process namespace
    else if (g_program > 0)
        kill(-g_program, SIGKILL);
}

void writeReport(int fd, const Report& report)
{
    while (write(fd, &report, sizeof report) < 0 && errno == EINTR) { }
}

// "pid (comm) state ppid ...": the parent's pid, or -1. `comm` may hold spaces and ')'.
pid_t parentOf(const char* pidName)
{
    char path[64] = "/proc/";
    std::size_t at = 6;
    for (const char* c = pidName; *c && at < sizeof path - 6; ++c)
        path[at++] = *c;
    for (const char* c = "/stat"; *c; ++c)
        path[at++] = *c;
    path[at] = '\0';
    const int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return -1;
    char text[512];
    const ssize_t n = read(fd, text, sizeof text - 1);
    close(fd);
    if (n <= 0)
        return -1;
    text[n] = '\0';
    const char* close = nullptr;
    for (const char* c = text; *c; ++c)
        if (*c == ')')
            close = c;
    if (!close || close[1] != ' ' || !close[2] || close[3] != ' ')
        return -1;
    return pid_t(std::strtol(close + 4, nullptr, 10));
}

// Kills every living child of the keeper (and the group each may lead); returns how many.
int killChildren()
{
    const int proc = open("/proc", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (proc < 0)
        return 0;
    const pid_t self = getpid();
    int found = 0;
    alignas(dirent64) char buffer[8192];
    while (true) {
        const ssize_t n = getdents64(proc, buffer, sizeof buffer);
        if (n <= 0)
            break;
        for (ssize_t at = 0; at < n;) {
            const auto* entry = reinterpret_cast<const dirent64*>(buffer + at);
            at += entry->d_reclen;
            if (entry->d_name[0] < '1' || entry->d_name[0] > '9' || parentOf(entry->d_name) != self)
                continue;
            const pid_t child = pid_t(std::strtol(entry->d_name, nullptr, 10));
            kill(-child, SIGKILL);
            kill(child, SIGKILL);
            ++found;
        }
    }
    close(proc);
    return found;
}

// After the program: nothing it started lives on. Each round kills the keeper's children; the
// children of those then become the keeper's and go in the next round.
void stopDescendants(pid_t program)
{
    kill(-program, SIGKILL); // the program's group, whoever its members' parents are
    for (int round = 0; round < 10000; ++round) {
        while (waitpid(-1, nullptr, WNOHANG) > 0) { }
        if (killChildren() == 0 && waitpid(-1, nullptr, WNOHANG) < 0 && errno == ECHILD)
            return;
        if (waitpid(-1, nullptr, 0) < 0 && errno == ECHILD)
            return;
    }
}

// Not exec'd, a keeper holds a copy of every descriptor gametree had at the fork: the program's
// pipes and, with runs in parallel, the pipes of other runs. Only the report stays.
void keepOnly(int reportFd)
{
    if (reportFd > 3)
        close_range(3, unsigned(reportFd) - 1, 0);
    close_range(unsigned(std::max(3, reportFd + 1)), ~0U, 0);
}

void writeWalls(int reportFd, int walls)
{
    Report report;
    report.kind = Report::Walls;
    report.code = walls;
    writeReport(reportFd, report);
}

} // namespace

sigset_t keeperSignals()
{
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, kStopGently);
    sigaddset(&set, kStopNow);
    return set;
}

void reportExecFailure(int reportFd, int error)
{
    Report report;
    report.kind = Report::ExecFailed;
    report.code = error;
    writeReport(reportFd, report);
    _exit(127);
}

namespace {

// Forks the program, waits for it, ends whatever it started (unless the end of the sandbox's
// process namespace does that) and reports.
[[noreturn]] void superviseProgram(
    int reportFd, const sigset_t& programMask, int walls, void (*startProgram)(void*, int), void* context)
{
    const pid_t program = fork();
    if (program == 0) {
        signal(kStopGently, SIG_DFL);
        signal(kStopNow, SIG_DFL);
        setpgid(0, 0); // its own group, so that everything it starts is stopped with it
        prctl(PR_SET_PDEATHSIG, SIGKILL);
        sigprocmask(SIG_SETMASK, &programMask, nullptr);
        startProgram(context, walls);
        reportExecFailure(reportFd, ENOEXEC);
    }
    if (program < 0)
        reportExecFailure(reportFd, errno);
    keepOnly(reportFd);
    Report ended;
    ended.kind = Report::Ended;
    setpgid(program, program); // also here, so that kill(-program) works before it has run
    g_program = program;
    const sigset_t stops = keeperSignals();
    sigprocmask(SIG_UNBLOCK, &stops, nullptr);
    while (true) {
        const pid_t waited = wait4(program, &ended.code, WUNTRACED, &ended.usage);
        if (waited < 0 && errno == EINTR)
            continue;
        if (waited < 0 || !WIFSTOPPED(ended.code))
            break;
        // Stopped (it raised SIGSTOP), it would never go on by itself: it is ended as a stop by
        // the user ends it, so that its runtime sends what it recorded, instead of at the time-out.
        if (ended.stopSignal == 0)
            ended.stopSignal = WSTOPSIG(ended.code);
        kill(-program, SIGTERM);
        kill(-program, SIGCONT);
    }
    if (!(walls & sandbox::OwnProcesses))
        stopDescendants(program);
    g_program = 0;
    writeReport(reportFd, ended);
    _exit(0); // an init's end kills every process left in its namespace, and waits for them
}

} // namespace

void keepProgram(
    int reportFd, const sigset_t& programMask, const sandbox::Plan& plan, void (*startProgram)(void*, int), void* context)
{
    setpgid(0, 0); // apart from gametree's group: a terminal's Ctrl+C goes to gametree, which stops it
    prctl(PR_SET_CHILD_SUBREAPER, 1);
    struct sigaction action { };
    sigemptyset(&action.sa_mask);
    action.sa_handler = stopGently;
    sigaction(kStopGently, &action, nullptr);
    action.sa_handler = stopNow;
    sigaction(kStopNow, &action, nullptr);
    int walls = sandbox::enter(plan);
    prctl(PR_SET_PDEATHSIG, kStopNow); // gametree gone: stop the program, and then the rest
    if (!(walls & sandbox::OwnProcesses)) {
        writeWalls(reportFd, walls);
        superviseProgram(reportFd, programMask, walls, startProgram, context);
    }
    const pid_t init = fork(); // the first process of the new process namespace
    if (init == 0) {
        prctl(PR_SET_PDEATHSIG, SIGKILL); // the keeper gone: the init, and so the whole run, ends
        walls = sandbox::settle(walls);
        writeWalls(reportFd, walls);
        superviseProgram(reportFd, programMask, walls, startProgram, context);
    }
    if (init < 0)
        reportExecFailure(reportFd, errno);
    keepOnly(reportFd);
    g_init = init;
    const sigset_t stops = keeperSignals();
    sigprocmask(SIG_UNBLOCK, &stops, nullptr);
    int status = 0;
    rusage usage {};
    while (wait4(init, &status, 0, &usage) < 0 && errno == EINTR) { }
    g_init = 0;
    // Killed before it could report (a stop at once): the run ended as its init did.
    if (WIFSIGNALED(status)) {
        Report ended;
        ended.kind = Report::Ended;
        ended.code = status;
        ended.usage = usage;
        writeReport(reportFd, ended);
    }
    _exit(0);
}

} // namespace gt::keeper
