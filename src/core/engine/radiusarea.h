#pragma once

#include "model/encounter.h"
#include "perspective.h"

#include <QPoint>
#include <QStringList>
#include <QVector>

// A `meters` FIELD or ZONE area (docs/rules.md §5.14): every cell within a Chebyshev radius of a
// centre cell, on the map, and what it affects.
class RadiusArea
{
public:
    RadiusArea(QPoint centre, int radius) : m_centre(centre), m_radius(radius) {}

    [[nodiscard]] QPoint centre() const { return m_centre; }
    [[nodiscard]] int radius() const { return m_radius; }

    // A negative radius holds nothing; radius 0 is the centre cell alone.
    [[nodiscard]] bool contains(QPoint cell) const
    {
        return m_radius >= 0 &&
               qMax(qAbs(cell.x() - m_centre.x()), qAbs(cell.y() - m_centre.y())) <= m_radius;
    }
    // The area's cells on the board, sorted by y, then x.
    [[nodiscard]] QVector<QPoint> cells(const SquareBoard &board) const;
    // Any cell of the footprint at `anchor` lies in the area.
    [[nodiscard]] bool touches(QPoint anchor, int size) const;

    // Tokens with any footprint cell in the area, sorted ids (hidden ones only for the GM).
    [[nodiscard]] QStringList tokensInside(const Encounter &encounter,
                                           Perspective perspective = Perspective::GameMaster) const;

    // Seed 003 FIELD: "trigger their effect when a creature enters a square within the radius
    // ... The effect is triggered again for every subsequent square entered." One trigger per
    // step of `steps` (anchors) that newly enters at least one area cell.
    [[nodiscard]] int fieldTriggers(const QVector<QPoint> &steps, int size) const;
    // Seed 003 ZONE: "trigger their effect when a creature enters the radius". One trigger per
    // step from a footprint outside the area to one that touches it.
    [[nodiscard]] int zoneEntries(const QVector<QPoint> &steps, int size) const;

private:
    QPoint m_centre;
    int m_radius = 0;
};
