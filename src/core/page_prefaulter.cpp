// SPDX-FileCopyrightText: 2026 The Game Tree Studio team
// SPDX-License-Identifier: MIT
#include "page_prefaulter.h"

#include <algorithm>

#include <sys/mman.h>

namespace gt {

namespace {
// A huge page at a time: one call populates it whole, and a stop waits for one at most.
constexpr std::size_t kStep = std::size_t(2) << 20;
} // namespace

PagePrefaulter::PagePrefaulter(char* data, std::size_t resident, std::size_t end)
    : m_data(data)
    , m_end(end)
    , m_wanted(resident)
    , m_done(resident)
    , m_thread([this] { run(); })
{
}

PagePrefaulter::~PagePrefaulter()
{
    stop();
}

void PagePrefaulter::populateTo(std::size_t bytes)
{
    {
        const std::lock_guard<std::mutex> guard(m_lock);
        if (bytes <= m_wanted)
            return;
        m_wanted = std::min(bytes, m_end);
    }
    m_wake.notify_one();
}

std::size_t PagePrefaulter::populated()
{
    const std::lock_guard<std::mutex> guard(m_lock);
    return m_done;
}

std::size_t PagePrefaulter::stop()
{
    {
        const std::lock_guard<std::mutex> guard(m_lock);
        m_stopping = true;
    }
    m_wake.notify_one();
    if (m_thread.joinable())
        m_thread.join();
    return m_done;
}

void PagePrefaulter::run()
{
    std::unique_lock<std::mutex> lock(m_lock);
    for (;;) {
        m_wake.wait(lock, [this] { return m_stopping || m_wanted > m_done; });
        if (m_stopping)
            return;
        const std::size_t from = m_done;
        const std::size_t to = std::min(from + kStep, m_wanted);
        lock.unlock();
#ifdef MADV_POPULATE_WRITE
        // Fails on kernels before 5.14: the writer then faults its pages in itself, as before.
        const bool populated = madvise(m_data + from, to - from, MADV_POPULATE_WRITE) == 0;
#else
        const bool populated = false;
#endif
        lock.lock();
        if (!populated)
            return;
        m_done = to;
    }
}

} // namespace gt
