#include "allocationcounter.h"

#include <atomic>
#include <cstdlib>
#include <new>

// The replacement global allocation functions of [replacement.functions]: each counts, then
// hands the work to malloc. On glibc the program also defines malloc, calloc, realloc and free,
// which the dynamic linker then uses for every library (Qt included); they count and forward to
// glibc's own __libc_* entry points. Only the bench binary links this file, never the library,
// the app or the tests.

namespace
{

std::atomic<std::uint64_t> allocations{0};
std::atomic<std::uint64_t> news{0};

void countOne()
{
    allocations.fetch_add(1, std::memory_order_relaxed);
}

} // namespace

#if defined(__GLIBC__)
extern "C" {
void *__libc_malloc(std::size_t size);
void *__libc_calloc(std::size_t count, std::size_t size);
void *__libc_realloc(void *p, std::size_t size);
void __libc_free(void *p);

void *malloc(std::size_t size) noexcept
{
    countOne();
    return __libc_malloc(size);
}

void *calloc(std::size_t count, std::size_t size) noexcept
{
    countOne();
    return __libc_calloc(count, size);
}

void *realloc(void *p, std::size_t size) noexcept
{
    countOne();
    return __libc_realloc(p, size);
}

void free(void *p) noexcept
{
    __libc_free(p);
}
}
constexpr bool mallocCounted = true;
#else
constexpr bool mallocCounted = false;
#endif

namespace
{

void *allocate(std::size_t size)
{
    news.fetch_add(1, std::memory_order_relaxed);
    if constexpr (!mallocCounted)
        countOne();
    if (void *p = std::malloc(size ? size : 1))
        return p;
    throw std::bad_alloc();
}

void *allocateAligned(std::size_t size, std::align_val_t alignment)
{
    // aligned_alloc is not among the counted entry points: count here.
    news.fetch_add(1, std::memory_order_relaxed);
    countOne();
    const auto align = static_cast<std::size_t>(alignment);
    // aligned_alloc wants a size that is a multiple of the alignment.
    const std::size_t rounded = (size + align - 1) / align * align;
    if (void *p = std::aligned_alloc(align, rounded ? rounded : align))
        return p;
    throw std::bad_alloc();
}

} // namespace

std::uint64_t AllocationCounter::count()
{
    return allocations.load(std::memory_order_relaxed);
}

std::uint64_t AllocationCounter::newCount()
{
    return news.load(std::memory_order_relaxed);
}

bool AllocationCounter::countsMalloc()
{
    return mallocCounted;
}

void *operator new(std::size_t size)
{
    return allocate(size);
}

void *operator new[](std::size_t size)
{
    return allocate(size);
}

void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    try {
        return allocate(size);
    } catch (...) {
        return nullptr;
    }
}

void *operator new[](std::size_t size, const std::nothrow_t &) noexcept
{
    try {
        return allocate(size);
    } catch (...) {
        return nullptr;
    }
}

void *operator new(std::size_t size, std::align_val_t alignment)
{
    return allocateAligned(size, alignment);
}

void *operator new[](std::size_t size, std::align_val_t alignment)
{
    return allocateAligned(size, alignment);
}

void operator delete(void *p) noexcept
{
    std::free(p);
}

void operator delete[](void *p) noexcept
{
    std::free(p);
}

void operator delete(void *p, std::size_t) noexcept
{
    std::free(p);
}

void operator delete[](void *p, std::size_t) noexcept
{
    std::free(p);
}

void operator delete(void *p, std::align_val_t) noexcept
{
    std::free(p);
}

void operator delete[](void *p, std::align_val_t) noexcept
{
    std::free(p);
}

void operator delete(void *p, std::size_t, std::align_val_t) noexcept
{
    std::free(p);
}

void operator delete[](void *p, std::size_t, std::align_val_t) noexcept
{
    std::free(p);
}
