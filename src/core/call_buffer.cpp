#include "call_buffer.h"

#include <new>
#include <utility>

#include <sys/mman.h>

namespace gt {

CallBuffer::CallBuffer(std::size_t capacity)
    : m_capacity(capacity)
{
    if (capacity == 0)
        return;
    const std::size_t bytes = capacity * sizeof(CallRecord);
    void* memory = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (memory == MAP_FAILED)
        throw std::bad_alloc();
#ifdef MADV_HUGEPAGE
    // One fault per 2 MiB instead of per 4 KiB: measured faster here even for a 2.7 MB trace.
    madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    m_data = static_cast<CallRecord*>(memory);
}

CallBuffer::~CallBuffer()
{
    release();
}

CallBuffer::CallBuffer(CallBuffer&& other) noexcept
    : m_data(std::exchange(other.m_data, nullptr))
    , m_size(std::exchange(other.m_size, 0))
    , m_capacity(std::exchange(other.m_capacity, 0))
{
}

CallBuffer& CallBuffer::operator=(CallBuffer&& other) noexcept
{
    if (this != &other) {
        release();
        m_data = std::exchange(other.m_data, nullptr);
        m_size = std::exchange(other.m_size, 0);
        m_capacity = std::exchange(other.m_capacity, 0);
    }
    return *this;
}

void CallBuffer::release()
{
    if (m_data)
        munmap(m_data, m_capacity * sizeof(CallRecord));
    m_data = nullptr;
    m_size = m_capacity = 0;
}

} // namespace gt
