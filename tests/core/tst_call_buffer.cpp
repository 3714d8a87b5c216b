// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
// The memory of a trace: pages made resident ahead of the writer on a thread of their own, and
// what a run did not use given back after it.

#include "core/call_buffer.h"
#include "core/page_prefaulter.h"
#include "core/solve.h"
#include "support/test_helpers.h"

#include <QtTest>

#include <cerrno>

#include <sys/mman.h>

using namespace gt;

class TestCallBuffer : public QObject {
    Q_OBJECT

private slots:
    void prefaulterMakesAskedPagesResident();
    void longRunKeepsOnlyWhatItUsed();
};

namespace {
constexpr std::size_t kMiB = std::size_t(1) << 20;
} // namespace

void TestCallBuffer::prefaulterMakesAskedPagesResident()
{
    const std::size_t size = 64 * kMiB;
    auto* data = static_cast<char*>(mmap(nullptr, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0));
    QVERIFY(data != MAP_FAILED);
    const auto unmap = qScopeGuard([&] { munmap(data, size); });
    madvise(data, size, MADV_NOHUGEPAGE); // small pages: what is resident is exactly what was asked
#ifdef MADV_POPULATE_WRITE
    if (madvise(data + size - 4096, 4096, MADV_POPULATE_WRITE) != 0 && errno == EINVAL)
        QSKIP("the kernel cannot populate pages ahead (Linux 5.14 or later can)");
    madvise(data + size - 4096, 4096, MADV_DONTNEED);
#else
    QSKIP("built without MADV_POPULATE_WRITE");
#endif
    QCOMPARE(residentBytesIn(data, size), std::size_t(0));

    PagePrefaulter prefaulter(data, 0, size);
    prefaulter.populateTo(8 * kMiB);
    QTRY_COMPARE_WITH_TIMEOUT(prefaulter.populated(), 8 * kMiB, 60000);
    QCOMPARE(residentBytesIn(data, 8 * kMiB), 8 * kMiB);
    QCOMPARE(residentBytesIn(data + 8 * kMiB, size - 8 * kMiB), std::size_t(0)); // nothing past what was asked
    prefaulter.populateTo(4 * kMiB);                                             // already there: nothing to do
    prefaulter.populateTo(1000 * kMiB);                                          // past the end: up to the end
    QTRY_COMPARE_WITH_TIMEOUT(prefaulter.populated(), size, 60000);
    QCOMPARE(residentBytesIn(data, size), size);
    QCOMPARE(prefaulter.stop(), size);
    QCOMPARE(prefaulter.stop(), size); // a second stop is harmless
}

void TestCallBuffer::longRunKeepsOnlyWhatItUsed()
{
    // 2,357,928 calls are 57 MB of records: past the first 4 MiB the pages are made resident
    // 16 MiB ahead of the run. What the run did not reach is given back when it ends.
    RunLimits limits;
    limits.maxRecordedCalls = RunLimits::kWholeRunRecordedCalls;
    const auto game = makeGame(QStringLiteral("can-i-win"), QStringLiteral("max=18 total=150"));
    for (int run = 0; run < 2; ++run) { // the second reuses the first one's pages
        const SolveResult result = solveTraced(*game, {true, false}, limits);
        const Trace& trace = *result.trace;
        QCOMPARE(trace.size(), 2357928);
        QVERIFY(!trace.truncated());
        const std::size_t used = trace.bytesUsed();
        const std::size_t table = (std::size_t(1) << 18) * sizeof(std::int32_t);
        QVERIFY2(trace.residentBytes() >= used, qPrintable(QString::number(trace.residentBytes())));
        QVERIFY2(trace.residentBytes() <= used + 2 * kMiB + table, qPrintable(QString::number(trace.residentBytes())));
    }
}

QTEST_GUILESS_MAIN(TestCallBuffer)
#include "tst_call_buffer.moc"
