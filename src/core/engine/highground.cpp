#include "highground.h"

#include "model/fixedpoint.h"

#include <limits>

qint64 HighGround::elevation(const Token &token, const SquareBoard &board)
{
    const QRect footprint = token.footprintRect();
    qint64 highest = std::numeric_limits<qint64>::min();
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            if (board.contains(x, y))
                highest = qMax(highest, board.elevationAt(x, y));
        }
    }
    // The anchor is always on the map (docs/rules.md §5.12); guard anyway.
    if (highest == std::numeric_limits<qint64>::min())
        highest = 0;
    return highest + token.altitudeMicrometres;
}

HighGround::Melee HighGround::melee(qint64 heightDifference, const RuleSet &rules)
{
    if (heightDifference >= rules.highGroundMicrometres)
        return Melee::Boon;
    if (-heightDifference >= rules.highGroundMicrometres)
        return Melee::Bane;
    return Melee::None;
}

double HighGround::rangeAdjustment(qint64 heightDifference, const RuleSet &rules)
{
    if (rules.metersPerUnit <= 0)
        return FixedPoint::toDouble(heightDifference);
    return FixedPoint::toDouble(heightDifference) / rules.metersPerUnit;
}

QString HighGround::cliWord(Melee melee)
{
    switch (melee) {
    case Melee::Boon:
        return QStringLiteral("boon");
    case Melee::Bane:
        return QStringLiteral("bane");
    case Melee::None:
        break;
    }
    return QStringLiteral("none");
}

QString HighGround::displayName(Melee melee, const RuleSet &rules)
{
    switch (melee) {
    case Melee::Boon:
        return rules.meleeBoonName;
    case Melee::Bane:
        return rules.meleeBaneName;
    case Melee::None:
        break;
    }
    return {};
}
