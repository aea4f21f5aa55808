#include "samples.h"

#include <algorithm>
#include <cmath>
#include <numeric>

Samples::Samples(std::vector<double> microseconds, double allocationsPerRep, double newsPerRep)
    : m_sorted(std::move(microseconds)), m_allocationsPerRep(allocationsPerRep),
      m_newsPerRep(newsPerRep)
{
    std::sort(m_sorted.begin(), m_sorted.end());
}

double Samples::min() const
{
    return m_sorted.empty() ? 0 : m_sorted.front();
}

double Samples::median() const
{
    if (m_sorted.empty())
        return 0;
    const std::size_t n = m_sorted.size();
    return n % 2 ? m_sorted[n / 2] : (m_sorted[n / 2 - 1] + m_sorted[n / 2]) / 2;
}

double Samples::p99() const
{
    return rank(0.99);
}

double Samples::max() const
{
    return m_sorted.empty() ? 0 : m_sorted.back();
}

double Samples::mean() const
{
    if (m_sorted.empty())
        return 0;
    return std::accumulate(m_sorted.begin(), m_sorted.end(), 0.0) / double(m_sorted.size());
}

double Samples::rank(double fraction) const
{
    if (m_sorted.empty())
        return 0;
    const auto n = static_cast<double>(m_sorted.size());
    const auto index = static_cast<std::size_t>(std::max(1.0, std::ceil(fraction * n)) - 1);
    return m_sorted[std::min(index, m_sorted.size() - 1)];
}
