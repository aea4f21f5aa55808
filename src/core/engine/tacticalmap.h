#pragma once

#include "model/encounter.h"
#include "movementfield.h"

#include <QPoint>
#include <QStringList>
#include <QVector>

// The tactical map of docs/rules.md §1.10: every anchor a token T can reach this turn, scored by
// how good it is against a target G "as if T stood there". Seven reasons are decided per cell
// (line of sight, target exposed, token covered, high ground, not surrounded, no extra ZoC,
// unhindered) and weighted by the rule set's `square.tactics` (RuleSet::tactics).
//
// It answers exactly what a fresh SquareAnalysis (plus LineOfSight, CoverLevel, MovementField)
// of the encounter with T moved to the cell would say, without running one per cell: what does
// not depend on T's position (the enemies' zones, which tokens never cut, §5.4) is built once,
// and only what involves T is decided per cell. GM's view: every token, hidden ones included.
class TacticalMap
{
public:
    struct Cell {
        QPoint anchor;
        int cost = 0;        // the cheapest cost of a move ending here; 0 for the start
        int score = 0;       // the sum of the weights of `reasons`
        QStringList reasons; // the reasons that hold, sorted ids (see reasonIds())
    };

    // All seven reason ids, sorted: "high-ground", "line-of-sight", "no-extra-zoc",
    // "not-surrounded", "target-exposed", "token-covered", "unhindered".
    [[nodiscard]] static QStringList reasonIds();

    // Token `tokenIndex` (T) against `targetIndex` (G), indices into encounter.tokens. The cells
    // are T's anchor (cost 0) and every anchor of field.reachable(budget), sorted by y, then x.
    // `field` must be a GM-view MovementField of T on this very encounter. Empty when the board
    // is not square, T == G, or an index is out of range.
    [[nodiscard]] static QVector<Cell> compute(const Encounter &encounter, int tokenIndex,
                                               int targetIndex, const MovementField &field,
                                               double budget);
    // The same with T's default budget (MovementField::defaultBudget, docs/rules.md §5.11).
    [[nodiscard]] static QVector<Cell> compute(const Encounter &encounter, int tokenIndex,
                                               int targetIndex);
};
