#pragma once

#include "model/encounter.h"

#include <QPoint>
#include <QVector>

// The anchors a dragged token passes through: a seeded random walk of one-cell steps (the eight
// directions) that mostly keeps its heading, as a hand drags, and steps only where the whole
// footprint is passable and free of other tokens. Falls back to any on-map step when boxed in.
class DragPath
{
public:
    DragPath(const Encounter &encounter, int moverIndex, int steps, unsigned seed);

    // Anchor after `step` steps; 0 is where the mover stands now.
    [[nodiscard]] QPoint at(int step) const { return m_anchors.at(step); }
    [[nodiscard]] int steps() const { return int(m_anchors.size()) - 1; }
    // For open-ended repetition: forth along the path, then back, then forth again.
    [[nodiscard]] QPoint pingPong(int rep) const;

private:
    QVector<QPoint> m_anchors;
};
