#pragma once

#include "allocationcounter.h"
#include "benchoptions.h"
#include "samples.h"

#include <algorithm>
#include <chrono>
#include <vector>

// Times one case: a warm-up first (caches, lazily built tables, the allocator's free lists),
// then enough repetitions for a stable median within a time budget. Each repetition runs
// `prepare` untimed (a drag moves its token there) and then `body` timed with steady_clock.
// Heap allocations inside `body` are counted too.
class Sampler
{
public:
    explicit Sampler(const BenchOptions &options) : m_quick(options.quick) {}

    template<typename Prepare, typename Body>
    [[nodiscard]] Samples run(Prepare &&prepare, Body &&body) const
    {
        // Warm up for a while, at least one run; the runs also estimate the cost of one.
        const double warmupSeconds = m_quick ? 0.05 : 0.2;
        double spent = 0;
        int warmups = 0;
        while (warmups < 1 || (spent < warmupSeconds && warmups < 50)) {
            prepare();
            spent += timeOnce(body);
            ++warmups;
        }
        const double each = spent / warmups;
        const double budgetSeconds = m_quick ? 0.25 : 1.5;
        // A slow case still gets a median of several runs, a fast one many more for its p99.
        const int minReps = each > 0.1 ? (m_quick ? 3 : 5) : (m_quick ? 5 : 21);
        const int maxReps = m_quick ? 2000 : 20000;
        const int reps = std::clamp(int(budgetSeconds / std::max(each, 1e-9)), minReps, maxReps);
        return measure(reps, prepare, body);
    }

    template<typename Body> [[nodiscard]] Samples run(Body &&body) const
    {
        return run([] {}, body);
    }

    // Exactly `reps` timed repetitions after `warmups` untimed ones: for a drag of a fixed
    // number of steps.
    template<typename Prepare, typename Body>
    [[nodiscard]] static Samples runFixed(int warmups, int reps, Prepare &&prepare, Body &&body)
    {
        for (int i = 0; i < warmups; ++i) {
            prepare();
            body();
        }
        return measure(reps, prepare, body);
    }

private:
    template<typename Body> static double timeOnce(Body &body)
    {
        const auto start = std::chrono::steady_clock::now();
        body();
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }

    template<typename Prepare, typename Body>
    static Samples measure(int reps, Prepare &prepare, Body &body)
    {
        std::vector<double> microseconds;
        microseconds.reserve(std::size_t(reps));
        std::uint64_t allocations = 0;
        std::uint64_t news = 0;
        for (int i = 0; i < reps; ++i) {
            prepare();
            const auto allocationsBefore = AllocationCounter::count();
            const auto newsBefore = AllocationCounter::newCount();
            const auto start = std::chrono::steady_clock::now();
            body();
            const auto end = std::chrono::steady_clock::now();
            allocations += AllocationCounter::count() - allocationsBefore;
            news += AllocationCounter::newCount() - newsBefore;
            microseconds.push_back(std::chrono::duration<double, std::micro>(end - start).count());
        }
        return Samples(std::move(microseconds), reps ? double(allocations) / reps : 0,
                       reps ? double(news) / reps : 0);
    }

    bool m_quick = false;
};
