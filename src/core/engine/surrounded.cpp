#include "surrounded.h"

#include "squarestep.h"
#include "zoneofcontrol.h"

#include <QVarLengthArray>
#include <algorithm>

QVector<int> Surrounded::enemiesHolding(int t, const Encounter &encounter, const ZocMap &zocs)
{
    QVector<int> out;
    enemiesHolding(t, encounter, zocs, out);
    return out;
}

void Surrounded::enemiesHolding(int t, const Encounter &encounter, const ZocMap &zocs,
                                QVector<int> &out)
{
    out.clear();
    const auto &token = encounter.tokens.at(t);
    const QRect footprint = token.footprintRect();
    for (int y = footprint.top(); y <= footprint.bottom(); ++y) {
        for (int x = footprint.left(); x <= footprint.right(); ++x) {
            for (const int holder : zocs.holders(x, y)) {
                // ZocMap holds active zones only.
                if (holder != t && encounter.areEnemies(token, encounter.tokens.at(holder)))
                    out.append(holder);
            }
        }
    }
    if (out.size() > 1) {
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
    }
}

bool Surrounded::noWayOut(int t, const QVector<int> &enemiesHoldingT, const Encounter &encounter,
                          const OccupancyMap &occupancy, const ZocMap &zocs)
{
    if (enemiesHoldingT.isEmpty())
        return false;
    const auto &token = encounter.tokens.at(t);
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
    QVector<int> by;
    oppositeCorners(t, encounter, occupancy, by);
    return by;
}

void Surrounded::oppositeCorners(int t, const Encounter &encounter, const OccupancyMap &occupancy,
                                 QVector<int> &by)
{
    by.clear();
    const auto &token = encounter.tokens.at(t);
    const auto &rules = *encounter.rules;
    // The four cells diagonally outside the footprint's corners, in opposite pairs.
    const QRect ring = token.footprintRect().adjusted(-1, -1, 1, 1);
    const QPoint pairs[2][2] = {{ring.topLeft(), ring.bottomRight()},
                                {ring.topRight(), ring.bottomLeft()}};
    // On the stack: a corner cell holds a token or two, seldom more.
    using Enemies = QVarLengthArray<int, 8>;
    auto cornerEnemies = [&](QPoint c) {
        Enemies out;
        for (const int holder : occupancy.holders(c.x(), c.y())) {
            const auto &other = encounter.tokens.at(holder);
            if (holder != t && encounter.areEnemies(token, other) &&
                ZoneOfControl::isActive(other, rules))
                out.append(holder);
        }
        return out;
    };
    for (const auto &pair : pairs) {
        const auto first = cornerEnemies(pair[0]);
        const auto second = cornerEnemies(pair[1]);
        // §5.3: rule (B) needs two distinct tokens. A corner enemy counts when the opposite
        // corner holds some other enemy; checked per token, not per combination, since
        // stacked tokens make the combinations grow with the square of the stack.
        auto partnered = [](const Enemies &own, const Enemies &opposite) {
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
}

Surrounded::Result Surrounded::evaluate(int t, const QVector<int> &enemiesHoldingT,
                                        const Encounter &encounter, const OccupancyMap &occupancy,
                                        const ZocMap &zocs)
{
    Result result;
    result.rule = evaluate(t, enemiesHoldingT, encounter, occupancy, zocs, result.by);
    return result;
}

Surrounded::Rule Surrounded::evaluate(int t, const QVector<int> &enemiesHoldingT,
                                      const Encounter &encounter, const OccupancyMap &occupancy,
                                      const ZocMap &zocs, QVector<int> &by)
{
    // §5.3: "no-way-out" is reported whenever it holds.
    if (noWayOut(t, enemiesHoldingT, encounter, occupancy, zocs)) {
        // Copied, not shared: the caller's buffers stay its own.
        by.clear();
        for (const int e : enemiesHoldingT)
            by.append(e);
        return Rule::NoWayOut;
    }
    oppositeCorners(t, encounter, occupancy, by);
    return by.isEmpty() ? Rule::None : Rule::OppositeCorners;
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
