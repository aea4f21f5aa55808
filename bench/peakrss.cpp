#include "peakrss.h"

#include <sys/resource.h>

std::int64_t PeakRss::kib()
{
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0)
        return -1;
    return usage.ru_maxrss;
}
