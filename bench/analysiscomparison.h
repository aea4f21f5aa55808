#pragma once

#include "engine/squareanalysis.h"

// Whether an incrementally updated SquareAnalysis equals a fresh one (docs/rules.md §4: the full
// recomputation is the reference). Compares through the public accessors, every token and every
// ordered pair, rather than through toJson(), which for 1,000 tokens would build a million JSON
// objects and swell the peak RSS the bench reports.
class AnalysisComparison
{
public:
    [[nodiscard]] static bool same(const SquareAnalysis &a, const SquareAnalysis &b);
};
