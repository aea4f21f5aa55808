#pragma once

#include <vector>

// The timings of one measured case, in microseconds, and the statistics the bench prints.
class Samples
{
public:
    Samples() = default;
    // Allocations: every counted heap allocation, and the operator new calls among them
    // (AllocationCounter), per repetition.
    Samples(std::vector<double> microseconds, double allocationsPerRep, double newsPerRep = 0);

    [[nodiscard]] int count() const { return static_cast<int>(m_sorted.size()); }
    [[nodiscard]] double min() const;
    [[nodiscard]] double median() const;
    // Nearest rank: the smallest sample at or above 99 % of them (the max below 100 samples).
    [[nodiscard]] double p99() const;
    [[nodiscard]] double max() const;
    [[nodiscard]] double mean() const;
    [[nodiscard]] double allocationsPerRep() const { return m_allocationsPerRep; }
    [[nodiscard]] double newsPerRep() const { return m_newsPerRep; }

private:
    [[nodiscard]] double rank(double fraction) const;

    std::vector<double> m_sorted;
    double m_allocationsPerRep = 0;
    double m_newsPerRep = 0;
};
