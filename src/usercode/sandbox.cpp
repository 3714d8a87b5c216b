// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "sandbox.h"

#include <QByteArray>

#include <cerrno>
#include <cstdint>

#include <fcntl.h>
#include <linux/capability.h>
#include <linux/mount.h>
#include <linux/securebits.h>
#include <sched.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

namespace gt::sandbox {

namespace {

bool writeText(const char* path, const char* text)
{
    const int fd = open(path, O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    std::size_t length = 0;
    while (text[length])
        ++length;
    const bool written = write(fd, text, length) == ssize_t(length);
    close(fd);
    return written;
}

// Writes `value` in decimal at `at`; returns the end.
char* appendDecimal(char* at, unsigned value)
{
    char digits[16];
    int n = 0;
    do {
        digits[n++] = char('0' + value % 10);
        value /= 10;
    } while (value > 0);
    while (n > 0)
        *at++ = digits[--n];
    return at;
}

char* appendText(char* at, const char* text)
{
    while (*text)
        *at++ = *text++;
    return at;
}

// "ID ID 1": the user (or group) stays who it is inside the new user namespace.
bool mapOneId(const char* path, unsigned id)
{
    char line[48];
    char* at = appendDecimal(line, id);
    at = appendText(at, " ");
    at = appendDecimal(at, id);
    *appendText(at, " 1") = '\0';
    return writeText(path, line);
}

int mountSetAttributes(const char* path, unsigned flags, std::uint64_t set, std::uint64_t clear)
{
    mount_attr attributes {};
    attributes.attr_set = set;
    attributes.attr_clr = clear;
    return int(syscall(SYS_mount_setattr, AT_FDCWD, path, flags, &attributes, sizeof attributes));
}

// Every mount read-only, recursively (Linux 5.12's mount_setattr), but the writable folder, a
// mount of its own; then a tmpfs of the run's own on the scratch folder.
bool readOnlyButScratch(const Plan& plan)
{
    if (mount(nullptr, "/", nullptr, MS_REC | MS_PRIVATE, nullptr) != 0) // nothing leaks back out
        return false;
    if (plan.writable && mount(plan.writable, plan.writable, nullptr, MS_BIND | MS_REC, nullptr) != 0)
        return false;
    if (mountSetAttributes("/", AT_RECURSIVE, MOUNT_ATTR_RDONLY, 0) != 0)
        return false;
    if (plan.writable && mountSetAttributes(plan.writable, AT_RECURSIVE, 0, MOUNT_ATTR_RDONLY) != 0)
        return false;
    if (!plan.scratch)
        return true;
    char options[64];
    *appendText(appendDecimal(appendText(options, "size="), plan.scratchMiB), "m,mode=0700") = '\0';
    return mount("gametree-scratch", plan.scratch, "tmpfs", MS_NOSUID | MS_NODEV, options) == 0;
}

} // namespace

int enter(const Plan& plan)
{
    if (!plan.wanted)
        return 0;
    const uid_t uid = getuid();
    const gid_t gid = getgid();
    constexpr int kSpaces = CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWNS | CLONE_NEWIPC;
    // A user namespace lets anyone make the others; root (or a kernel that forbids users their
    // own) may still make them without one.
    bool ownUsers = unshare(CLONE_NEWUSER | kSpaces) == 0;
    if (!ownUsers && unshare(kSpaces) != 0)
        return 0;
    if (ownUsers) {
        writeText("/proc/self/setgroups", "deny");
        if (!mapOneId("/proc/self/uid_map", uid) || !mapOneId("/proc/self/gid_map", gid))
            return OwnProcesses | NoNetwork | OwnUsers; // still its own processes and network, no mounts
    }
    return OwnProcesses | NoNetwork | (ownUsers ? OwnUsers : 0) | (readOnlyButScratch(plan) ? ReadOnlyFiles : 0);
}

int settle(int walls)
{
    if ((walls & OwnUsers) && getuid() != 0) // RLIMIT_NPROC, set by dropPrivileges, holds
        walls |= ProcessBound;
    // /proc of this process namespace: the program sees its own processes only (it cannot
    // signal the others anyway), and this namespace's pid_max can be set.
    if (mount("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, nullptr) != 0)
        return walls;
    // Linux 6.14 and later: pid_max is the namespace's own. The kernel takes no less than 301,
    // and pids wrap to 300 once used up, so kMaxProcesses + 300 bounds the processes at once.
    static_assert(kMaxProcesses == 256, "the text below");
    if (writeText("/proc/sys/kernel/pid_max", "556"))
        walls |= ProcessBound;
    return walls;
}

int wallsHere()
{
    static const int walls = [] {
        Plan plan;
        plan.wanted = qgetenv("GAMETREE_SANDBOX") != "off";
        const pid_t probe = fork();
        if (probe == 0)
            _exit(enter(plan) & (OwnProcesses | NoNetwork | ReadOnlyFiles));
        int status = 0;
        if (probe < 0 || waitpid(probe, &status, 0) != probe || !WIFEXITED(status))
            return 0;
        return WEXITSTATUS(status);
    }();
    return walls;
}

void dropPrivileges(int walls)
{
    // Root is exempt from RLIMIT_NPROC; anyone else's processes of this namespace count against it.
    if ((walls & OwnUsers) && getuid() != 0) {
        const rlimit bound {kMaxProcesses, kMaxProcesses};
        setrlimit(RLIMIT_NPROC, &bound);
    }
    for (int capability = 0; capability <= 63; ++capability)
        prctl(PR_CAPBSET_DROP, capability, 0, 0, 0);
    prctl(PR_SET_SECUREBITS, SECBIT_NOROOT | SECBIT_NOROOT_LOCKED | SECBIT_NO_SETUID_FIXUP | SECBIT_NO_SETUID_FIXUP_LOCKED, 0, 0,
        0);
    prctl(PR_CAP_AMBIENT, PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
    __user_cap_header_struct header {_LINUX_CAPABILITY_VERSION_3, 0};
    __user_cap_data_struct none[2] {};
    syscall(SYS_capset, &header, none);
    prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0);
}

} // namespace gt::sandbox
