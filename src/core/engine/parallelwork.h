#pragma once

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

// Independent work items shared out among threads, for a full analysis (docs/architecture.md
// §4.10, "Casts on every core"). The caller's thread is thread 0; items are handed out a batch
// at a time, so that threads with cheap items take more. The callers write each item's answer
// to its own place and gather them in item order afterwards, so the result never depends on
// which thread did what.
namespace ParallelWork
{

// How many threads `items` items get: `wanted` (0: the machine's cores, at most 8), but at
// least `minimumPerThread` items each, and at least one thread.
inline int threadsFor(int items, int wanted, int minimumPerThread)
{
    const int cores = int(std::clamp(std::thread::hardware_concurrency(), 1u, 8u));
    const int threads = wanted > 0 ? wanted : cores;
    return std::max(1, std::min(threads, items / std::max(1, minimumPerThread)));
}

// Calls work(item, thread) once for every item in [0, items), on `threads` threads.
template<typename Work> void run(int items, int threads, int batch, Work work)
{
    std::atomic<int> next{0};
    auto take = [&](int thread) {
        for (int start = next.fetch_add(batch); start < items; start = next.fetch_add(batch)) {
            for (int item = start; item < std::min(items, start + batch); ++item)
                work(item, thread);
        }
    };
    std::vector<std::thread> helpers;
    for (int thread = 1; thread < threads; ++thread)
        helpers.emplace_back(take, thread);
    take(0);
    for (auto &helper : helpers)
        helper.join();
}

} // namespace ParallelWork
