#include "backstab.h"

#include <cmath>

namespace
{
constexpr double Tolerance = 1e-7;
} // namespace

std::optional<double> Backstab::bearing(const Token &from, const Token &to)
{
    // Centres in half cells, exact integers: 2 * anchor + size.
    const qint64 dx = (2 * qint64(to.x) + to.footprint()) - (2 * qint64(from.x) + from.footprint());
    const qint64 dy = (2 * qint64(to.y) + to.footprint()) - (2 * qint64(from.y) + from.footprint());
    if (dx == 0 && dy == 0)
        return std::nullopt;
    // Up is -y; clockwise means towards +x. Exact for the eight lattice directions.
    if (dx == 0)
        return dy < 0 ? 0.0 : 180.0;
    if (dy == 0)
        return dx > 0 ? 90.0 : 270.0;
    if (qAbs(dx) == qAbs(dy))
        return dx > 0 ? (dy < 0 ? 45.0 : 135.0) : (dy > 0 ? 225.0 : 315.0);
    double degrees = std::atan2(double(dx), double(-dy)) * 180.0 / M_PI;
    if (degrees < 0)
        degrees += 360.0;
    return degrees;
}

bool Backstab::inFieldOfView(const Token &target, const Token &attacker, const RuleSet &rules)
{
    const auto towards = bearing(target, attacker);
    if (!towards)
        return true;
    if (rules.fieldOfViewDegrees >= 360)
        return true;
    // The smallest angle between the facing and the bearing, in [0, 180].
    double off = std::fmod(*towards - target.facing, 360.0);
    if (off < 0)
        off += 360.0;
    if (off > 180.0)
        off = 360.0 - off;
    return off <= rules.fieldOfViewDegrees / 2.0 + Tolerance;
}
