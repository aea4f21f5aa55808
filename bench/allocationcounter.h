#pragma once

#include <cstdint>

// Counts heap allocations made by the whole bench process. allocationcounter.cpp replaces the
// global operator new (every `new`, std container growth) and, on glibc, also malloc, calloc and
// realloc, because Qt's containers (QVector, QString, QHash) allocate with malloc, not new.
// The hot paths of a drag should allocate little; the bench reports how much (`allocs_per_rep`).
class AllocationCounter
{
public:
    // Heap allocations since the process started: operator new and, where they can be counted,
    // malloc, calloc and realloc calls (a realloc counts once).
    [[nodiscard]] static std::uint64_t count();
    // Only the operator new calls among them.
    [[nodiscard]] static std::uint64_t newCount();
    // Whether malloc-family calls are counted too (glibc), or only operator new.
    [[nodiscard]] static bool countsMalloc();
};
