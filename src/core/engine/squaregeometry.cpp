#include "squaregeometry.h"

namespace
{

int orientation(MicroPoint a, MicroPoint b, MicroPoint c)
{
    const Int128 cross =
        static_cast<Int128>(b.x - a.x) * (c.y - a.y) - static_cast<Int128>(b.y - a.y) * (c.x - a.x);
    return cross > 0 ? 1 : (cross < 0 ? -1 : 0);
}

// c is collinear with ab; is it within the closed segment's bounding box?
bool onSegment(MicroPoint a, MicroPoint b, MicroPoint c)
{
    return std::min(a.x, b.x) <= c.x && c.x <= std::max(a.x, b.x) && std::min(a.y, b.y) <= c.y &&
           c.y <= std::max(a.y, b.y);
}

} // namespace

bool SquareGeometry::segmentsTouch(MicroPoint a, MicroPoint b, MicroPoint c, MicroPoint d)
{
    const int o1 = orientation(a, b, c);
    const int o2 = orientation(a, b, d);
    const int o3 = orientation(c, d, a);
    const int o4 = orientation(c, d, b);
    // Each segment's ends lie on different sides of (or on) the other's line.
    if (o1 != o2 && o3 != o4)
        return true;
    // Collinear cases: an end point lies on the other segment.
    if (o1 == 0 && onSegment(a, b, c))
        return true;
    if (o2 == 0 && onSegment(a, b, d))
        return true;
    if (o3 == 0 && onSegment(c, d, a))
        return true;
    if (o4 == 0 && onSegment(c, d, b))
        return true;
    return false;
}

bool SquareGeometry::touchesWall(MicroPoint a, MicroPoint b, const WallSegment &wall)
{
    return wall.blocks() && segmentsTouch(a, b, {wall.x1, wall.y1}, {wall.x2, wall.y2});
}

bool SquareGeometry::touchesAnyWall(MicroPoint a, MicroPoint b, const QList<WallSegment> &walls)
{
    for (const auto &wall : walls) {
        if (touchesWall(a, b, wall))
            return true;
    }
    return false;
}
