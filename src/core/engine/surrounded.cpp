#include "surrounded.h"

#include "squarestep.h"
#include "zoneofcontrol.h"

#include <algorithm>

QVector<int> Surrounded::enemiesHolding(int t, const Encounter &encounter, const ZocMap &zocs)
{
    const auto &token = encounter.tokens[t];
    QVector<int> out;
    for (const int holder : zocs.holdersIn(token.footprintRect())) {
        // ZocMap holds active zones only.
        if (holder != t && encounter.areEnemies(token, encounter.tokens[holder]))
            out.append(holder);
    }
    return out;
}

bool Surrounded::noWayOut(int t, const QVector<int> &enemiesHoldingT, const Encounter &encounter,
                          const OccupancyMap &occupancy, const ZocMap &zocs)
{
    if (enemiesHoldingT.isEmpty())
        return false;
    const auto &token = encounter.tokens[t];
    const QRect footprint = token.footprintRect();
    for (const auto &d : SquareStep::Directions) {
        // "A step that T could not make does not need to be in anyone's ZoC."
        if (!SquareStep::canStep(token, d.x(), d.y(), encounter, occupancy))
            continue;
        bool heldIn = false;
        const QRect moved = footprint.translated(d);
        for (int y = moved.top(); y <= moved.bottom() && !heldIn; ++y) {
            for (int x = moved.left(); x <= moved.right() && !heldIn; ++x) {
                for (const int holder : zocs.holders(x, y)) {
                    // E_in is sorted (enemiesHolding).
                    if (std::binary_search(enemiesHoldingT.begin(), enemiesHoldingT.end(),
                                           holder)) {
                        heldIn = true;
                        break;
                    }
                }
            }
        }
        // "You are not surrounded as long as you could leave the zones of control you are
        // currently in, even if it means moving into someone else's zone of control."
        if (!heldIn)
            return false;
    }
    return true;
}

QVector<int> Surrounded::oppositeCorners(int t, const Encounter &encounter,
                                         const OccupancyMap &occupancy)
{
    const auto &token = encounter.tokens[t];
    const auto &rules = *encounter.rules;
    // The four cells diagonally outside the footprint's corners, in opposite pairs.
    const QRect ring = token.footprintRect().adjusted(-1, -1, 1, 1);
    const QPoint pairs[2][2] = {{ring.topLeft(), ring.bottomRight()},
                                {ring.topRight(), ring.bottomLeft()}};
    auto cornerEnemies = [&](QPoint c) {
        QVector<int> out;
        for (const int holder : occupancy.holders(c.x(), c.y())) {
            const auto &other = encounter.tokens[holder];
            if (holder != t && encounter.areEnemies(token, other) &&
                ZoneOfControl::isActive(other, rules))
                out.append(holder);
        }
        return out;
    };
    QVector<int> by;
    for (const auto &pair : pairs) {
        const auto first = cornerEnemies(pair[0]);
        const auto second = cornerEnemies(pair[1]);
        // §5.3: rule (B) needs two distinct tokens. A corner enemy counts when the opposite
        // corner holds some other enemy; checked per token, not per combination, since
        // stacked tokens make the combinations grow with the square of the stack.
        auto partnered = [](const QVector<int> &own, const QVector<int> &opposite) {
            for (const int e : own) {
                if (opposite.size() > 1 || (opposite.size() == 1 && opposite.first() != e))
                    return true;
            }
            return false;
        };
        if (!partnered(first, second))
            continue;
        for (const int e1 : first) {
            if (second.size() > 1 || second.first() != e1)
                by.append(e1);
        }
        for (const int e2 : second) {
            if (first.size() > 1 || first.first() != e2)
                by.append(e2);
        }
    }
    std::sort(by.begin(), by.end());
    by.erase(std::unique(by.begin(), by.end()), by.end());
    return by;
}

Surrounded::Result Surrounded::evaluate(int t, const QVector<int> &enemiesHoldingT,
                                        const Encounter &encounter, const OccupancyMap &occupancy,
                                        const ZocMap &zocs)
{
    // §5.3: "no-way-out" is reported whenever it holds.
    if (noWayOut(t, enemiesHoldingT, encounter, occupancy, zocs))
        return {Rule::NoWayOut, enemiesHoldingT};
    auto corners = oppositeCorners(t, encounter, occupancy);
    if (!corners.isEmpty())
        return {Rule::OppositeCorners, corners};
    return {};
}

Surrounded::Result Surrounded::evaluate(int t, const Encounter &encounter,
                                        const OccupancyMap &occupancy, const ZocMap &zocs)
{
    return evaluate(t, enemiesHolding(t, encounter, zocs), encounter, occupancy, zocs);
}

QString Surrounded::ruleName(Rule rule)
{
    switch (rule) {
    case Rule::NoWayOut:
        return QStringLiteral("no-way-out");
    case Rule::OppositeCorners:
        return QStringLiteral("opposite-corners");
    case Rule::None:
        break;
    }
    return {};
}
