#include "analysiscomparison.h"

namespace
{

bool sameToken(const SquareAnalysis::TokenResult &a, const SquareAnalysis::TokenResult &b)
{
    return a.id == b.id && a.hasZoc == b.hasZoc && a.zone == b.zone && a.inZocOf == b.inZocOf &&
           a.surroundedRule == b.surroundedRule && a.surroundedBy == b.surroundedBy &&
           a.elevation == b.elevation;
}

bool samePair(const SquareAnalysis::PairResult &a, const SquareAnalysis::PairResult &b)
{
    return a.from == b.from && a.to == b.to && a.enemies == b.enemies && a.distance == b.distance &&
           a.sight == b.sight && a.heightDifference == b.heightDifference && a.melee == b.melee &&
           a.rangeAdjustment == b.rangeAdjustment;
}

} // namespace

bool AnalysisComparison::same(const SquareAnalysis &a, const SquareAnalysis &b)
{
    const QStringList ids = a.tokenIds();
    if (ids != b.tokenIds())
        return false;
    for (const auto &id : ids) {
        const auto *ta = a.token(id);
        const auto *tb = b.token(id);
        if (!ta || !tb || !sameToken(*ta, *tb))
            return false;
    }
    for (const auto &from : ids) {
        for (const auto &to : ids) {
            if (from == to)
                continue;
            // The kept bits too: pair() recomputes the reasons and would hide stale ones.
            if (a.storedSight(from, to) != b.storedSight(from, to))
                return false;
            const auto pa = a.pair(from, to);
            const auto pb = b.pair(from, to);
            if (pa.has_value() != pb.has_value() || (pa && !samePair(*pa, *pb)))
                return false;
        }
    }
    return true;
}
