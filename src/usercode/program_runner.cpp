// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "program_runner.h"

#include "code_cache.h"
#include "core/run_limits.h"
#include "core/user_error.h"
#include "process_keeper.h"
#include "process_limits.h"
#include "runtime/stream_format.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcessEnvironment>

#include <algorithm>
#include <chrono>
#include <cstring>
#include <optional>
#include <span>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gt {

namespace {

class RunnerTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

constexpr int kTraceFd = kProgramTraceFd;
constexpr int kBackgroundNiceness = 19; // the lowest priority: work ahead of need yields to all else
constexpr qsizetype kMaxOutput = qsizetype(64) * 1024;
constexpr int kGraceMs = 2000; // after SIGTERM, to send the last records
constexpr int kDrainMs = 1000; // after the program has ended, to read what it wrote

// The command line and environment, built before fork: the child may only make system calls.
struct ChildArguments {
    std::vector<QByteArray> storage;
    std::vector<char*> argv;
    std::vector<char*> envp;

    ChildArguments(const QString& binary, const QStringList& args, const QStringList& environment)
    {
        std::vector<QByteArray> variables;
        for (const QString& variable : environment)
            variables.push_back(variable.toLocal8Bit());
        for (const char* bare : {"PATH=/usr/bin:/bin", "LC_ALL=C"}) {
            const QByteArray name = QByteArray(bare).left(QByteArray(bare).indexOf('=') + 1);
            if (std::none_of(variables.begin(), variables.end(), [&](const QByteArray& v) { return v.startsWith(name); }))
                variables.push_back(bare);
        }
        storage.push_back(binary.toLocal8Bit());
        for (const QString& arg : args)
            storage.push_back(arg.toLocal8Bit());
        const std::size_t arguments = storage.size();
        storage.insert(storage.end(), variables.begin(), variables.end());
        for (std::size_t k = 0; k < storage.size(); ++k)
            (k < arguments ? argv : envp).push_back(storage[k].data());
        argv.push_back(nullptr);
        envp.push_back(nullptr);
    }
};

// The descriptors the program gets as 0 (stdin), 1, 2 and the trace's, and the keeper's report
// descriptor, on which it says why exec failed.
struct ChildFds {
    int input;
    int stdoutFd;
    int stderrFd;
    int trace;
    int report;
    int call; // -1: none
    int calls;
    int buffer;
};

struct ProgramStart {
    const ChildArguments* args;
    ChildFds fds;
    const ProgramLimits* limits;
    const char* workingFolder; // null: gametree's
};

// In the program's process, forked by the keeper, before exec.
void execProgram(void* context, int walls)
{
    const ProgramStart& start = *static_cast<const ProgramStart*>(context);
    ChildFds fds = start.fds;
    // Out of the way first, so that no dup2 below overwrites a descriptor still to be placed.
    constexpr int kReportFd = kTraceFd + 1;
    static_assert(
        kProgramCallFd == kReportFd + 1 && kProgramCallsFd == kProgramCallFd + 1 && kProgramBufferFd == kProgramCallsFd + 1);
    int* const all[] = {&fds.input, &fds.stdoutFd, &fds.stderrFd, &fds.trace, &fds.report, &fds.call, &fds.calls, &fds.buffer};
    for (int* fd : all)
        if (*fd >= 0)
            *fd = fcntl(*fd, F_DUPFD, kProgramBufferFd + 1);
    dup2(fds.input, 0);
    dup2(fds.stdoutFd, 1);
    dup2(fds.stderrFd, 2);
    dup2(fds.trace, kTraceFd);
    dup3(fds.report, kReportFd, O_CLOEXEC); // closed by a successful exec
    if (fds.call >= 0)
        dup2(fds.call, kProgramCallFd);
    else
        close(kProgramCallFd); // whatever was there: the program finds no call arguments
    dup2(fds.calls, kProgramCallsFd);
    dup2(fds.buffer, kProgramBufferFd);
    close_range(kProgramBufferFd + 1, ~0U, 0);
    if (start.workingFolder && chdir(start.workingFolder) != 0)
        keeper::reportExecFailure(kReportFd, errno);
    const ProgramLimits& limits = *start.limits;
    setProcessLimit(RLIMIT_CPU, rlim_t(limits.cpuSeconds), rlim_t(limits.cpuSeconds) + 1); // SIGXCPU, then SIGKILL
    if (limits.memoryMiB > 0)
        setProcessLimit(RLIMIT_AS, rlim_t(limits.memoryMiB) << 20);
    if (limits.niceness > 0)
        setpriority(PRIO_PROCESS, 0, limits.niceness);
    // As a judge gives: a recursion as deep as the memory allows (the usual 8 MiB ends a DFS over
    // 10^6 vertices). Untouched stack costs nothing; the address space limit still holds.
    // Unlimited rather than the memory limit: glibc gives each thread a stack of RLIMIT_STACK,
    // which would leave no room for a second one (std::thread failed with EAGAIN).
    setProcessLimit(RLIMIT_STACK, RLIM_INFINITY);
    setProcessLimit(RLIMIT_FSIZE, rlim_t(limits.outputMiB) << 20);
    setProcessLimit(RLIMIT_CORE, 0);
    if (walls & sandbox::OwnProcesses)
        sandbox::dropPrivileges(walls);
    execve(start.args->argv[0], start.args->argv.data(), start.args->envp.data());
    keeper::reportExecFailure(kReportFd, errno);
}

// Memory shared with the program on a descriptor, mapped here to read: the calls counter's
// eight bytes, the trace buffer (stream_format.h's SharedBufferHead and its chunk).
struct SharedMemory {
    int fd = -1;
    const volatile unsigned char* bytes = nullptr;
    std::size_t size = 0;
};

SharedMemory sharedMemory(const char* name, std::size_t size)
{
    SharedMemory shared;
    shared.fd = memfd_create(name, MFD_CLOEXEC);
    if (shared.fd < 0 || ftruncate(shared.fd, off_t(size)) != 0)
        return shared;
    void* page = mmap(nullptr, size, PROT_READ, MAP_SHARED, shared.fd, 0);
    if (page != MAP_FAILED) {
        shared.bytes = static_cast<const volatile unsigned char*>(page);
        shared.size = size;
    }
    return shared;
}

// The program's standard input: a file in memory holding all of it, so that the child reads it as
// from a file (seekable, any size, no writer to keep up) and an empty one ends at once.
int inputFile(const QByteArray& input)
{
    const int fd = memfd_create("gametree-input", MFD_CLOEXEC);
    if (fd < 0)
        return -1;
    for (qsizetype done = 0; done < input.size();) {
        const ssize_t n = write(fd, input.constData() + done, std::size_t(input.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            close(fd);
            return -1;
        }
        done += n;
    }
    lseek(fd, 0, SEEK_SET);
    return fd;
}

// Splits what arrives on the trace descriptor into chunks and keeps their records.
class ChunkCollector {
public:
    explicit ChunkCollector(ProgramOutcome& run)
        : m_run(run)
    {
    }
    void add(const char* data, qsizetype size)
    {
        m_received += size;
        // Whole chunks go straight to their blocks; only a chunk cut by the read waits here.
        if (m_pending.isEmpty()) {
            const qsizetype used = takeChunks(data, size);
            m_pending.append(data + used, size - used);
            return;
        }
        m_pending.append(data, size);
        const qsizetype used = takeChunks(m_pending.constData(), m_pending.size());
        m_pending.remove(0, used);
    }
    std::int64_t received() const { return m_received; }
    std::uint64_t chunks() const { return m_chunks; }
    // The records the program committed and never sent, read from its buffer: they take the place
    // of a chunk the pipe had only part of.
    void addUnsent(const char* data, qsizetype size, std::int64_t calls)
    {
        m_pending.clear();
        keep(data, size);
        m_run.calls = std::max(m_run.calls, calls);
    }

private:
    // Keeps the whole chunks at the start of [data, data + size); returns the bytes they take.
    qsizetype takeChunks(const char* data, qsizetype size)
    {
        qsizetype used = 0;
        while (size - used >= qsizetype(stream::kChunkHeaderBytes)) {
            std::uint32_t header[2];
            std::memcpy(header, data + used, sizeof header);
            const qsizetype end = used + qsizetype(stream::kChunkHeaderBytes) + header[0];
            if (size < end)
                break;
            keep(data + used + stream::kChunkHeaderBytes, qsizetype(header[0]));
            m_run.calls = header[1];
            ++m_chunks;
            used = end;
        }
        return used;
    }

    // Payloads are kept end to end in blocks of a few MiB: big enough to be mapped memory of
    // their own, which goes back to the system when the replay frees each block it has read.
    void keep(const char* payload, qsizetype size)
    {
        static constexpr qsizetype kBlock = qsizetype(4) << 20;
        if (m_run.chunks.empty() || m_run.chunks.back().size() + size > kBlock) {
            m_run.chunks.emplace_back();
            m_run.chunks.back().reserve(std::max(kBlock, size));
        }
        m_run.chunks.back().append(payload, size);
    }

    ProgramOutcome& m_run;
    QByteArray m_pending;
    std::int64_t m_received = 0;
    std::uint64_t m_chunks = 0;
};

// Reads what is there; false at the end of the stream.
bool drain(int fd, const std::function<void(const char*, qsizetype)>& sink)
{
    char buffer[1 << 16];
    while (true) {
        const ssize_t n = read(fd, buffer, sizeof buffer);
        if (n > 0) {
            sink(buffer, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        return n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK);
    }
}

// Reads the program's streams and the keeper's reports until the keeper has ended, and holds the
// run to its time-out: the program's exit ends the run, whoever still holds its pipes.
class Supervisor {
public:
    // `stdoutFd`: -1 when stdout goes to `outputFd` with stderr.
    Supervisor(pid_t keeper, int reportFd, int traceFd, int outputFd, int stdoutFd, const SharedMemory& calls,
        const SharedMemory& buffer, const ProgramLimits& limits, const std::atomic_bool* cancel,
        const std::function<void(std::int64_t)>& onCalls)
        : m_keeper(keeper)
        , m_limits(limits)
        , m_cancel(cancel)
        , m_onCalls(onCalls)
        , m_callsEntered(reinterpret_cast<const volatile std::uint64_t*>(calls.bytes))
        , m_buffer(buffer)
        , m_collector(m_run)
    {
        m_fds[kReport] = {reportFd, POLLIN, 0};
        m_fds[kTrace] = {traceFd, POLLIN, 0};
        m_fds[kOutput] = {outputFd, POLLIN, 0};
        m_fds[kStdout] = {stdoutFd, POLLIN, 0};
    }

    ProgramOutcome run()
    {
        const auto start = Clock::now();
        auto lastReport = start;
        const auto deadline = start + std::chrono::seconds(wallSecondsFor(m_limits));
        const auto grace = std::chrono::milliseconds(kGraceMs);
        while (std::any_of(std::begin(m_fds), std::end(m_fds), [](const pollfd& p) { return p.fd >= 0; })) {
            poll(m_fds, kFds, 50); // a negative descriptor is skipped
            readTrace();
            readOutput(kOutput, m_run.output, kMaxOutput);
            readOutput(kStdout, m_run.standardOutput, kMaxStandardOutput);
            readReports();
            const auto now = Clock::now();
            if (m_cancel && m_cancel->load(std::memory_order_relaxed))
                stop(ProgramExit::Kind::Cancelled, keeper::kStopNow);
            else if (now > deadline && !m_stopped) {
                stop(ProgramExit::Kind::TimedOut, keeper::kStopGently); // its handler sends the last records
                m_termSent = now;
            } else if (m_termSent && now - *m_termSent > grace)
                stop(ProgramExit::Kind::TimedOut, keeper::kStopNow);
            // What a finished program wrote is in the pipes already: a moment to read it, no more.
            if (m_endedAt && now - *m_endedAt > std::chrono::milliseconds(kDrainMs))
                closeStreams();
            // The keeper reports within moments of a kill; if it cannot, it goes too.
            if (m_killedAt && now - *m_killedAt > grace) {
                kill(m_keeper, SIGKILL);
                closeStreams();
                if (m_fds[kReport].fd >= 0)
                    closeFd(kReport);
            }
            if (m_onCalls && now - lastReport > std::chrono::milliseconds(100)) {
                m_onCalls(std::max(m_run.calls, callsEntered()));
                lastReport = now;
            }
        }
        finish();
        return std::move(m_run);
    }

private:
    using Clock = std::chrono::steady_clock;

    void readTrace()
    {
        if (m_fds[kTrace].fd < 0)
            return;
        const std::int64_t limit = std::int64_t(m_limits.outputMiB) << 20;
        const bool open = drain(m_fds[kTrace].fd, [&](const char* data, qsizetype size) {
            if (m_run.exit.kind != ProgramExit::Kind::OutputLimit) // a time-out still sends its last records
                m_collector.add(data, size);
        });
        if (!m_stopped && m_collector.received() > limit)
            stop(ProgramExit::Kind::OutputLimit, keeper::kStopNow);
        if (!open && m_fds[kTrace].fd >= 0)
            closeFd(kTrace);
    }
    // Keeps the first `most` bytes; the rest is read and dropped, so that the program never blocks.
    void readOutput(int k, QByteArray& kept, qsizetype most)
    {
        if (m_fds[k].fd < 0)
            return;
        const bool open = drain(m_fds[k].fd, [&](const char* data, qsizetype size) {
            const qsizetype room = std::max<qsizetype>(0, most - kept.size());
            if (size > room)
                (k == kStdout ? m_run.standardOutputCut : m_run.outputCut) = true;
            kept.append(data, std::min(size, room));
        });
        if (!open)
            closeFd(k);
    }
    void readReports()
    {
        if (m_fds[kReport].fd < 0)
            return;
        const bool open = drain(m_fds[kReport].fd, [&](const char* data, qsizetype size) { m_reports.append(data, size); });
        while (m_reports.size() >= qsizetype(sizeof(keeper::Report))) {
            keeper::Report report;
            std::memcpy(&report, m_reports.constData(), sizeof report);
            m_reports.remove(0, sizeof report);
            if (report.kind == keeper::Report::ExecFailed)
                m_execError = report.code;
            else if (report.kind == keeper::Report::Walls)
                m_run.walls = report.code;
            else if (report.kind == keeper::Report::Ended && !m_ended) {
                m_ended = report;
                m_endedAt = Clock::now();
            }
        }
        if (!open)
            closeFd(kReport);
    }
    void closeFd(int k)
    {
        close(m_fds[k].fd);
        m_fds[k].fd = -1;
    }
    void closeStreams()
    {
        for (const int k : {kTrace, kOutput, kStdout})
            if (m_fds[k].fd >= 0)
                closeFd(k);
    }
    void stop(ProgramExit::Kind why, int signal)
    {
        if (m_killedAt)
            return;
        if (!m_stopped)
            m_run.exit.kind = why;
        m_stopped = true;
        kill(m_keeper, signal);
        if (signal == keeper::kStopNow) { // what the pipe holds is read, then the descriptors close
            m_killedAt = Clock::now();
            if (why != ProgramExit::Kind::Cancelled)
                readTrace();
            closeStreams();
        }
    }
    void finish()
    {
        int keeperStatus = 0;
        while (waitpid(m_keeper, &keeperStatus, 0) < 0 && errno == EINTR) { }
        if (m_execError)
            throw ProgramStartError(QString::fromLocal8Bit(strerror(*m_execError)));
        // Without the keeper's report (it was killed), the program's end is the keeper's.
        const int status = m_ended ? m_ended->code : keeperStatus;
        if (m_ended) {
            const rusage& usage = m_ended->usage;
            m_run.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
                + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
            m_run.peakKiB = usage.ru_maxrss;
        }
        if (!m_stopped) {
            const bool exitedWell = WIFEXITED(status) && WEXITSTATUS(status) == 0;
            if (m_ended && m_ended->stopSignal != 0 && !exitedWell) // ended for stopping, not done anyway
                m_run.exit = {ProgramExit::Kind::Stopped, m_ended->stopSignal};
            else if (WIFSIGNALED(status))
                m_run.exit = {ProgramExit::Kind::Signalled, WTERMSIG(status)};
            else
                m_run.exit = {ProgramExit::Kind::Exited, WEXITSTATUS(status)};
        }
        readUnsent();
    }
    // The calls the program says it entered (its shared counter), no more than a call budget allows.
    std::int64_t callsEntered() const
    {
        const std::uint64_t said = m_callsEntered ? *m_callsEntered : 0;
        return std::int64_t(std::min<std::uint64_t>(said, std::uint64_t(1) << 62));
    }
    // What the program committed to its shared buffer after the last chunk it sent whole. When
    // the pipe had that chunk, the buffer holds the same records: they are not read twice.
    void readUnsent()
    {
        const ProgramExit::Kind kind = m_run.exit.kind;
        if (!m_buffer.bytes || kind == ProgramExit::Kind::OutputLimit || kind == ProgramExit::Kind::Cancelled)
            return;
        stream::SharedBufferHead head;
        std::memcpy(&head, const_cast<const unsigned char*>(m_buffer.bytes), sizeof head);
        const UnsentRecords unsent = unsentRecords(head, m_collector.chunks(), m_buffer.size);
        if (unsent.size == 0)
            return;
        m_collector.addUnsent(reinterpret_cast<const char*>(const_cast<const unsigned char*>(m_buffer.bytes)) + unsent.offset,
            qsizetype(unsent.size), callsEntered());
    }
    static constexpr int kReport = 0, kTrace = 1, kOutput = 2, kStdout = 3, kFds = 4;

    pid_t m_keeper;
    ProgramLimits m_limits;
    const std::atomic_bool* m_cancel;
    std::function<void(std::int64_t)> m_onCalls;
    const volatile std::uint64_t* m_callsEntered; // the program's counter, or null
    SharedMemory m_buffer;                        // the program's trace buffer
    ProgramOutcome m_run;
    ChunkCollector m_collector;
    pollfd m_fds[kFds];
    QByteArray m_reports;
    std::optional<keeper::Report> m_ended;
    std::optional<int> m_execError;
    bool m_stopped = false;
    std::optional<Clock::time_point> m_termSent;
    std::optional<Clock::time_point> m_endedAt;
    std::optional<Clock::time_point> m_killedAt;
};

// The descriptors runProgram makes: every one is closed on every path out (the child keeps its
// copies), but those handed on with closeAllBut.
class Descriptors {
public:
    Descriptors() = default;
    Descriptors(const Descriptors&) = delete;
    Descriptors& operator=(const Descriptors&) = delete;
    ~Descriptors() { closeAllBut({}); }

    // Keeps `fd`, which a call just made; throws ProgramStartError with errno when it failed.
    int keep(int fd)
    {
        if (fd < 0)
            throw failure();
        m_fds.push_back(fd);
        return fd;
    }
    void pipe(int ends[2])
    {
        if (pipe2(ends, O_CLOEXEC) != 0)
            throw failure();
        m_fds.insert(m_fds.end(), {ends[0], ends[1]});
    }
    // What errno says went wrong; every descriptor is closed first.
    ProgramStartError failure()
    {
        const QString reason = QString::fromLocal8Bit(strerror(errno)); // before close() changes errno
        closeAllBut({});
        return ProgramStartError(reason);
    }
    void closeAllBut(std::span<const int> handedOn)
    {
        for (const int fd : m_fds)
            if (std::find(handedOn.begin(), handedOn.end(), fd) == handedOn.end())
                close(fd);
        m_fds.clear();
    }

private:
    std::vector<int> m_fds;
};

// A program's environment with TMPDIR in its scratch folder, unless it names one of its own.
QStringList withTemporaryFolder(QStringList environment, const QString& scratch)
{
    if (std::none_of(environment.begin(), environment.end(), [](const QString& v) { return v.startsWith(u"TMPDIR="); }))
        environment << QStringLiteral("TMPDIR=") + scratch;
    return environment;
}

} // namespace

ProgramStartError::ProgramStartError(const QString& reason)
    : UserError(RunnerTr::tr("cannot start the program: %1").arg(reason))
    , m_reason(reason)
{
}

UnsentRecords unsentRecords(const stream::SharedBufferHead& head, std::uint64_t chunksReceived, std::size_t bufferSize)
{
    const std::uint64_t start = stream::kSharedHeadBytes + stream::kChunkHeaderBytes;
    if (head.base == 0 || head.chunksSent != chunksReceived || head.committed < head.base
        || head.committed - head.base > bufferSize || head.committed - head.base <= start)
        return {};
    return {std::size_t(start), std::size_t(head.committed - head.base - start)};
}

int wallSecondsFor(const ProgramLimits& limits)
{
    return limits.wallSeconds > 0 ? limits.wallSeconds : 2 * limits.cpuSeconds + 10;
}

ProgramOutcome runProgram(const QString& binary, const QStringList& args, const ProgramLimits& limits, const ProgramInput& input,
    const std::atomic_bool* cancel, const std::function<void(std::int64_t calls)>& onCalls)
{
    // The one folder a sandboxed program may write: a tmpfs of its own is mounted on it.
    const QString scratch = codeCacheDir() + QStringLiteral("/scratch");
    QDir().mkpath(scratch);
    const QByteArray scratchPath = QFile::encodeName(scratch);
    sandbox::Plan plan;
    plan.wanted = qgetenv("GAMETREE_SANDBOX") != "off";
    plan.scratch = scratchPath.constData();
    const QByteArray writablePath = QFile::encodeName(input.writableFolder);
    if (!input.writableFolder.isEmpty())
        plan.writable = writablePath.constData();
    const QByteArray workingFolder = QFile::encodeName(input.workingFolder);
    const ChildArguments childArgs(binary, args, withTemporaryFolder(input.environment, scratch));
    Descriptors opened;
    const int stdinFd = opened.keep(inputFile(input.standardInput));
    const int callFd = input.callArguments ? opened.keep(inputFile(*input.callArguments)) : -1;
    const SharedMemory counter = sharedMemory("gametree-calls", sizeof(std::uint64_t));
    const SharedMemory buffer = sharedMemory("gametree-trace", stream::kSharedBufferBytes);
    const auto unmap = qScopeGuard([&] {
        for (const SharedMemory& shared : {counter, buffer})
            if (shared.bytes)
                munmap(const_cast<unsigned char*>(shared.bytes), shared.size);
    });
    opened.keep(counter.fd);
    opened.keep(buffer.fd);
    int report[2];
    int trace[2];
    int output[2];
    int stdoutPipe[2] = {-1, -1};
    opened.pipe(report);
    opened.pipe(trace);
    opened.pipe(output);
    if (input.separateStdout)
        opened.pipe(stdoutPipe);
    const ProgramStart start {&childArgs,
        {stdinFd, input.separateStdout ? stdoutPipe[1] : output[1], output[1], trace[1], report[1], callFd, counter.fd,
            buffer.fd},
        &limits, input.workingFolder.isEmpty() ? nullptr : workingFolder.constData()};
    // Until the keeper has its handlers, a stop signal waits instead of killing it.
    const sigset_t stops = keeper::keeperSignals();
    sigset_t programMask;
    pthread_sigmask(SIG_BLOCK, &stops, &programMask);
    const pid_t pid = fork();
    if (pid == 0)
        keeper::keepProgram(report[1], programMask, plan, execProgram, const_cast<ProgramStart*>(&start));
    const int forkError = errno;
    pthread_sigmask(SIG_SETMASK, &programMask, nullptr);
    if (pid < 0) {
        errno = forkError;
        throw opened.failure();
    }
    // Ours are the read ends; the supervisor closes them.
    const int ours[] = {report[0], trace[0], output[0], stdoutPipe[0]};
    opened.closeAllBut(ours);
    for (const int fd : ours)
        if (fd >= 0)
            fcntl(fd, F_SETFL, O_NONBLOCK);
    return Supervisor(pid, report[0], trace[0], output[0], stdoutPipe[0], counter, buffer, limits, cancel, onCalls).run();
}

ProgramOutcome runProgram(const QString& binary, const QStringList& args, const ProgramLimits& limits,
    const std::atomic_bool* cancel, const std::function<void(std::int64_t calls)>& onCalls)
{
    return runProgram(binary,
        args
            + QStringList {QStringLiteral("--gt-trace-fd=%1").arg(kTraceFd),
                QStringLiteral("--gt-calls-fd=%1").arg(kProgramCallsFd),
                QStringLiteral("--gt-buffer-fd=%1").arg(kProgramBufferFd)},
        limits, ProgramInput {}, cancel, onCalls);
}

ProgramOutcome runHelper(const QString& binary, const QStringList& args, const HelperRun& run, const std::atomic_bool* cancel)
{
    ProgramLimits limits;
    limits.cpuSeconds = run.cpuSeconds;
    limits.wallSeconds = run.wallSeconds;
    limits.memoryMiB = run.memoryMiB;
    limits.outputMiB = run.fileMiB;
    limits.niceness = run.background ? kBackgroundNiceness : 0;
    ProgramInput input;
    const QProcessEnvironment ours = QProcessEnvironment::systemEnvironment();
    for (const QString& variable : ours.toStringList())
        if (!variable.startsWith(QLatin1String("TMPDIR=")))
            input.environment << variable;
    if (!ours.contains(QStringLiteral("LC_ALL"))) // empty, as unset: LANG says it, not the bare C
        input.environment << QStringLiteral("LC_ALL=");
    input.separateStdout = run.separateStdout;
    input.workingFolder = run.folder;
    input.writableFolder = run.folder;
    try {
        return runProgram(binary, args, limits, input, cancel);
    } catch (const ProgramStartError& e) {
        throw UserError(RunnerTr::tr("%1 could not be started: %2").arg(binary, e.reason()));
    }
}

} // namespace gt

namespace gt {

QByteArray helperAnswer(
    const ProgramOutcome& run, const QString& file, int seconds, const std::function<QString(const ProgramOutcome&)>& failure)
{
    if (run.exit.kind == ProgramExit::Kind::Cancelled)
        throw RunError(RunError::Kind::Cancelled, "the reading of the program was cancelled", 0);
    if (run.exit.kind == ProgramExit::Kind::TimedOut
        || (run.exit.kind == ProgramExit::Kind::Signalled && run.exit.code == SIGXCPU))
        throw UserError(RunnerTr::tr("reading %1 took more than %2 s; the file is not run").arg(file).arg(seconds));
    if (run.exit.kind != ProgramExit::Kind::Exited || run.exit.code != 0 || run.standardOutput.isEmpty())
        throw UserError(failure(run));
    return run.standardOutput;
}

} // namespace gt
