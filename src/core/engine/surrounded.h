#pragma once

#include "model/encounter.h"
#include "occupancymap.h"
#include "zocmap.h"

#include <QString>
#include <QVector>

// Whether a token is surrounded on a square board (docs/rules.md §1.5, §5.3), and why: which rule
// applied and which enemies make it so.
class Surrounded
{
public:
    enum class Rule { None, NoWayOut, OppositeCorners };

    struct Result {
        Rule rule = Rule::None;
        // Token indices, sorted: E_in for NoWayOut, the enemies of every satisfying corner
        // pair for OppositeCorners, empty for None.
        QVector<int> by;

        [[nodiscard]] bool isSurrounded() const { return rule != Rule::None; }
    };

    // E_in: the enemies of token `t` whose active zone holds any cell of its footprint
    // (sorted indices). This is also `inZocOf`.
    [[nodiscard]] static QVector<int> enemiesHolding(int t, const Encounter &encounter,
                                                     const ZocMap &zocs);

    // All indices are into encounter.tokens, already filtered by perspective; `occupancy`
    // and `zocs` index the same list.
    [[nodiscard]] static Result evaluate(int t, const Encounter &encounter,
                                         const OccupancyMap &occupancy, const ZocMap &zocs);
    // The same, with E_in already known.
    [[nodiscard]] static Result evaluate(int t, const QVector<int> &enemiesHoldingT,
                                         const Encounter &encounter, const OccupancyMap &occupancy,
                                         const ZocMap &zocs);

    // (A) "No way out": E_in is not empty and every step T could make (SquareStep) lands
    // some moved footprint cell in the zone of a member of E_in. No possible step at all
    // counts as surrounded.
    [[nodiscard]] static bool noWayOut(int t, const QVector<int> &enemiesHoldingT,
                                       const Encounter &encounter, const OccupancyMap &occupancy,
                                       const ZocMap &zocs);
    // (B) "Opposite corners": the enemies with an active zone on the corner pairs
    // (x-1, y-1) & (x+s, y+s) or (x+s, y-1) & (x-1, y+s), two distinct tokens per pair.
    // Sorted indices; empty when no pair satisfies the rule.
    [[nodiscard]] static QVector<int> oppositeCorners(int t, const Encounter &encounter,
                                                      const OccupancyMap &occupancy);

    // The same three, into buffers the caller keeps (each cleared first), so that redoing a
    // token's status allocates nothing once they have grown (a drag step, a full rebuild).
    static void enemiesHolding(int t, const Encounter &encounter, const ZocMap &zocs,
                               QVector<int> &out);
    [[nodiscard]] static Rule evaluate(int t, const QVector<int> &enemiesHoldingT,
                                       const Encounter &encounter, const OccupancyMap &occupancy,
                                       const ZocMap &zocs, QVector<int> &by);
    static void oppositeCorners(int t, const Encounter &encounter, const OccupancyMap &occupancy,
                                QVector<int> &by);

    // "no-way-out", "opposite-corners", or an empty string for None.
    [[nodiscard]] static QString ruleName(Rule rule);
};
