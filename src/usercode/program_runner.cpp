#include "program_runner.h"

#include "core/user_error.h"
#include "runtime/stream_format.h"

#include <QCoreApplication>

#include <chrono>
#include <cstring>
#include <optional>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gt {

namespace {

class RunnerTr {
    Q_DECLARE_TR_FUNCTIONS(gt::UserCode)
};

constexpr int kTraceFd = 3;
constexpr qsizetype kMaxOutput = 64 * 1024;
constexpr rlim_t kStackBytes = rlim_t(256) << 20; // deep recursions need more than the usual 8 MiB
constexpr int kGraceMs = 2000;                    // after SIGTERM, to send the last records

// The command line and environment, built before fork: the child may only make system calls.
struct ChildArguments {
    std::vector<QByteArray> storage;
    std::vector<char*> argv;
    std::vector<char*> envp;

    ChildArguments(const QString& binary, const QStringList& args)
    {
        storage.push_back(binary.toLocal8Bit());
        for (const QString& arg : args)
            storage.push_back(arg.toLocal8Bit());
        storage.push_back("--gt-trace-fd=" + QByteArray::number(kTraceFd));
        storage.push_back("PATH=/usr/bin:/bin");
        storage.push_back("LC_ALL=C");
        for (std::size_t k = 0; k + 2 < storage.size(); ++k)
            argv.push_back(storage[k].data());
        argv.push_back(nullptr);
        envp = {storage[storage.size() - 2].data(), storage.back().data(), nullptr};
    }
};

void setLimit(int resource, rlim_t value)
{
    const rlimit limit {value, value};
    setrlimit(resource, &limit);
}

// In the child, between fork and exec.
[[noreturn]] void execChild(const ChildArguments& args, int traceFd, int outputFd, const ProgramLimits& limits)
{
    setpgid(0, 0); // its own group, so that everything it starts is stopped with it
    const int devNull = open("/dev/null", O_RDONLY);
    dup2(devNull, 0);
    dup2(outputFd, 1);
    dup2(outputFd, 2);
    if (traceFd == kTraceFd)
        fcntl(kTraceFd, F_SETFD, 0);
    else
        dup2(traceFd, kTraceFd);
    close_range(kTraceFd + 1, ~0U, 0);
    const rlimit cpu {rlim_t(limits.cpuSeconds), rlim_t(limits.cpuSeconds) + 1}; // SIGXCPU first, then SIGKILL
    setrlimit(RLIMIT_CPU, &cpu);
    const rlim_t memory = rlim_t(limits.memoryMiB) << 20;
    setLimit(RLIMIT_AS, memory);
    setLimit(RLIMIT_STACK, std::min(kStackBytes, memory / 2));
    setLimit(RLIMIT_FSIZE, rlim_t(limits.outputMiB) << 20);
    setLimit(RLIMIT_CORE, 0);
    execve(args.argv[0], args.argv.data(), args.envp.data());
    _exit(127);
}

// Splits what arrives on the trace descriptor into chunks and keeps their records.
class ChunkCollector {
public:
    explicit ChunkCollector(ProgramRun& run)
        : m_run(run)
    {
    }
    void add(const char* data, qsizetype size)
    {
        m_received += size;
        m_pending.append(data, size);
        qsizetype used = 0;
        while (m_pending.size() - used >= qsizetype(stream::kChunkHeaderBytes)) {
            std::uint32_t header[2];
            std::memcpy(header, m_pending.constData() + used, sizeof header);
            const qsizetype end = used + qsizetype(stream::kChunkHeaderBytes) + header[0];
            if (m_pending.size() < end)
                break;
            keep(m_pending.constData() + used + stream::kChunkHeaderBytes, qsizetype(header[0]));
            m_run.calls = header[1];
            used = end;
        }
        m_pending.remove(0, used);
    }
    std::int64_t received() const { return m_received; }

private:
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

    ProgramRun& m_run;
    QByteArray m_pending;
    std::int64_t m_received = 0;
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

class Supervisor {
public:
    Supervisor(pid_t pid, int traceFd, int outputFd, const ProgramLimits& limits, const std::atomic_bool* cancel,
        const std::function<void(std::int64_t)>& onCalls)
        : m_pid(pid)
        , m_limits(limits)
        , m_cancel(cancel)
        , m_onCalls(onCalls)
        , m_collector(m_run)
    {
        m_fds[0] = {traceFd, POLLIN, 0};
        m_fds[1] = {outputFd, POLLIN, 0};
    }

    ProgramRun run()
    {
        using Clock = std::chrono::steady_clock;
        const auto start = Clock::now();
        auto lastReport = start;
        const auto deadline = start + std::chrono::seconds(wallSecondsFor(m_limits));
        while (m_fds[0].fd >= 0 || m_fds[1].fd >= 0) {
            poll(m_fds, 2, 50);
            readTrace();
            readOutput();
            const auto now = Clock::now();
            if (m_cancel && m_cancel->load(std::memory_order_relaxed))
                stop(ProgramExit::Kind::Cancelled, SIGKILL);
            else if (now > deadline && !m_stopped) {
                stop(ProgramExit::Kind::TimedOut, SIGTERM); // its handler sends the last records
                m_termSent = now;
            } else if (m_termSent && now - *m_termSent > std::chrono::milliseconds(kGraceMs))
                kill(-m_pid, SIGKILL);
            if (m_onCalls && now - lastReport > std::chrono::milliseconds(100)) {
                m_onCalls(m_run.calls);
                lastReport = now;
            }
        }
        finish();
        return std::move(m_run);
    }

private:
    void readTrace()
    {
        if (m_fds[0].fd < 0)
            return;
        const std::int64_t limit = std::int64_t(m_limits.outputMiB) << 20;
        const bool open = drain(m_fds[0].fd, [&](const char* data, qsizetype size) {
            if (m_run.exit.kind != ProgramExit::Kind::OutputLimit) // a time-out still sends its last records
                m_collector.add(data, size);
        });
        if (!m_stopped && m_collector.received() > limit)
            stop(ProgramExit::Kind::OutputLimit, SIGKILL);
        if (!open)
            closeFd(0);
    }
    void readOutput()
    {
        if (m_fds[1].fd < 0)
            return;
        const bool open = drain(m_fds[1].fd, [&](const char* data, qsizetype size) {
            m_run.output.append(data, std::min(size, std::max<qsizetype>(0, kMaxOutput - m_run.output.size())));
        });
        if (!open)
            closeFd(1);
    }
    void closeFd(int k)
    {
        close(m_fds[k].fd);
        m_fds[k].fd = -1;
    }
    void stop(ProgramExit::Kind why, int signal)
    {
        if (!m_stopped)
            m_run.exit.kind = why;
        m_stopped = true;
        kill(-m_pid, signal);
        if (signal == SIGKILL) // nothing more is read: the descriptors close
            for (int k = 0; k < 2; ++k)
                if (m_fds[k].fd >= 0)
                    closeFd(k);
    }
    void finish()
    {
        int status = 0;
        rusage usage {};
        while (wait4(m_pid, &status, 0, &usage) < 0 && errno == EINTR) { }
        m_run.cpuSeconds = double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
        m_run.peakKiB = usage.ru_maxrss;
        kill(-m_pid, SIGKILL); // anything it left behind
        if (m_stopped)
            return;
        if (WIFSIGNALED(status))
            m_run.exit = {ProgramExit::Kind::Signalled, WTERMSIG(status)};
        else
            m_run.exit = {ProgramExit::Kind::Exited, WEXITSTATUS(status)};
    }

    pid_t m_pid;
    ProgramLimits m_limits;
    const std::atomic_bool* m_cancel;
    std::function<void(std::int64_t)> m_onCalls;
    ProgramRun m_run;
    ChunkCollector m_collector;
    pollfd m_fds[2];
    bool m_stopped = false;
    std::optional<std::chrono::steady_clock::time_point> m_termSent;
};

} // namespace

int wallSecondsFor(const ProgramLimits& limits)
{
    return limits.wallSeconds > 0 ? limits.wallSeconds : 2 * limits.cpuSeconds + 10;
}

ProgramRun runProgram(const QString& binary, const QStringList& args, const ProgramLimits& limits, const std::atomic_bool* cancel,
    const std::function<void(std::int64_t calls)>& onCalls)
{
    const ChildArguments childArgs(binary, args);
    int trace[2];
    int output[2];
    if (pipe2(trace, O_CLOEXEC) != 0)
        throw UserError(RunnerTr::tr("cannot start the program: %1").arg(QString::fromLocal8Bit(strerror(errno))));
    if (pipe2(output, O_CLOEXEC) != 0) {
        close(trace[0]);
        close(trace[1]);
        throw UserError(RunnerTr::tr("cannot start the program: %1").arg(QString::fromLocal8Bit(strerror(errno))));
    }
    const pid_t pid = fork();
    if (pid == 0)
        execChild(childArgs, trace[1], output[1], limits);
    close(trace[1]);
    close(output[1]);
    if (pid < 0) {
        close(trace[0]);
        close(output[0]);
        throw UserError(RunnerTr::tr("cannot start the program: %1").arg(QString::fromLocal8Bit(strerror(errno))));
    }
    setpgid(pid, pid); // also here, so that kill(-pid) works before the child has run
    fcntl(trace[0], F_SETFL, O_NONBLOCK);
    fcntl(output[0], F_SETFL, O_NONBLOCK);
    return Supervisor(pid, trace[0], output[0], limits, cancel, onCalls).run();
}

} // namespace gt
