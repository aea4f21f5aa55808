#include "templatearea.h"

#include "squaregeometry.h"

#include <algorithm>

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

__extension__ typedef unsigned __int128 UInt128;

// a·b ≤ c·d for unsigned 128-bit factors, exactly: the products need up to 256 bits.
bool productAtMost(UInt128 a, UInt128 b, UInt128 c, UInt128 d)
{
    struct Wide {
        UInt128 high;
        UInt128 low;
    };
    const auto multiply = [](UInt128 x, UInt128 y) {
        const quint64 x0 = quint64(x);
        const quint64 x1 = quint64(x >> 64);
        const quint64 y0 = quint64(y);
        const quint64 y1 = quint64(y >> 64);
        const UInt128 p00 = UInt128(x0) * y0;
        const UInt128 p01 = UInt128(x0) * y1;
        const UInt128 p10 = UInt128(x1) * y0;
        const UInt128 p11 = UInt128(x1) * y1;
        // The middle column: three numbers below 2^64 each, so no overflow.
        const UInt128 middle = (p00 >> 64) + quint64(p01) + quint64(p10);
        return Wide{p11 + (p01 >> 64) + (p10 >> 64) + (middle >> 64),
                    (middle << 64) | quint64(p00)};
    };
    const Wide left = multiply(a, b);
    const Wide right = multiply(c, d);
    return left.high != right.high ? left.high < right.high : left.low <= right.low;
}

qint64 floorDiv(qint64 n, qint64 d)
{
    qint64 q = n / d;
    if ((n % d != 0) && ((n < 0) != (d < 0)))
        --q;
    return q;
}

qint64 ceilDiv(qint64 n, qint64 d)
{
    return -floorDiv(-n, d);
}

// The closed box [lo, hi] (micro-cells) that holds the whole shape, or nullopt for a shape that
// holds nothing. Cones and lines get a box a little larger than needed; every cell in it is
// tested exactly anyway.
struct Box {
    MicroPoint lo;
    MicroPoint hi;
};

std::optional<Box> boxOf(const TemplateArea::Placement &s)
{
    using Shape = BoardTemplate::Shape;
    const MicroPoint p = s.origin;
    const MicroPoint t = s.far;
    switch (s.shape) {
    case Shape::Circle:
        if (s.size < 0)
            return std::nullopt;
        return Box{{p.x - s.size, p.y - s.size}, {p.x + s.size, p.y + s.size}};
    case Shape::Square:
        if (s.size < 0)
            return std::nullopt;
        return Box{p, {p.x + s.size, p.y + s.size}};
    case Shape::Cone: {
        if (p == t)
            return std::nullopt;
        // The far edge runs from t − n/2 to t + n/2, n = (−d.y, d.x).
        const qint64 halfX = (std::abs(t.y - p.y) + 1) / 2;
        const qint64 halfY = (std::abs(t.x - p.x) + 1) / 2;
        return Box{{std::min(p.x, t.x - halfX), std::min(p.y, t.y - halfY)},
                   {std::max(p.x, t.x + halfX), std::max(p.y, t.y + halfY)}};
    }
    case Shape::Line: {
        if (p == t || s.size < 0)
            return std::nullopt;
        // Every point lies within W/2 of the segment pt.
        const qint64 half = (s.size + 1) / 2;
        return Box{{std::min(p.x, t.x) - half, std::min(p.y, t.y) - half},
                   {std::max(p.x, t.x) + half, std::max(p.y, t.y) + half}};
    }
    }
    return std::nullopt;
}

// With walls blocking, whether the segment from p to the centre of (x, y) is blocked
// (docs/rules.md §9 reads it as §8 does for lights). When no blocker touches the cells between
// p's cell and (x, y), the segment, which stays inside them, is clear without walking it.
bool blockedFrom(const PointSight &sight, MicroPoint p, int x, int y)
{
    const auto cellOf = [](qint64 v, int limit) {
        return int(std::clamp<qint64>(floorDiv(v, Cell), -1, limit));
    };
    const int px = cellOf(p.x, sight.width());
    const int py = cellOf(p.y, sight.height());
    const QRect between(QPoint(std::min(px, x), std::min(py, y)),
                        QPoint(std::max(px, x), std::max(py, y)));
    // PointSight asks for p on the map; an anchor token hanging over the edge may put it a few
    // cells outside. The test still holds there: every wall and sight-blocking cell lies on the
    // map, and the part of the segment that can meet them runs through on-map cells it visits.
    return !sight.isOpen(between) && sight.blocked(p, x, y);
}

} // namespace

bool TemplateArea::shapeContains(const Placement &s, MicroPoint q)
{
    using Shape = BoardTemplate::Shape;
    const MicroPoint p = s.origin;
    const Int128 vx = q.x - p.x;
    const Int128 vy = q.y - p.y;
    switch (s.shape) {
    case Shape::Circle:
        return s.size >= 0 && vx * vx + vy * vy <= Int128(s.size) * s.size;
    case Shape::Square:
        return s.size >= 0 && p.x <= q.x && q.x <= p.x + s.size && p.y <= q.y &&
               q.y <= p.y + s.size;
    case Shape::Cone:
    case Shape::Line: {
        if (p == s.far || (s.shape == Shape::Line && s.size < 0))
            return false;
        const Int128 dx = s.far.x - p.x;
        const Int128 dy = s.far.y - p.y;
        const Int128 dot = vx * dx + vy * dy;
        const Int128 dd = dx * dx + dy * dy;
        if (dot < 0 || dot > dd)
            return false;
        const Int128 cross = vx * dy - vy * dx;
        const UInt128 twiceCross = UInt128(cross < 0 ? -cross : cross) * 2;
        if (s.shape == Shape::Cone)
            return twiceCross <= UInt128(dot); // 4(v×d)² ≤ (v·d)², with v·d ≥ 0
        const UInt128 widthSquared = UInt128(Int128(s.size) * s.size);
        return productAtMost(twiceCross, twiceCross, widthSquared, UInt128(dd));
    }
    }
    return false;
}

std::optional<TemplateArea::Placement> TemplateArea::placementOf(const BoardTemplate &tpl,
                                                                 const QList<Token> &tokens)
{
    const auto origin = tpl.originAmong(tokens);
    if (!origin)
        return std::nullopt;
    Placement placement;
    placement.shape = tpl.shape;
    placement.origin = *origin;
    placement.far = tpl.farFrom(*origin);
    placement.size = tpl.size;
    return placement;
}

TemplateArea TemplateArea::cellsOf(const Placement &placement, const SquareBoard &board,
                                   const PointSight *sight)
{
    TemplateArea area;
    const auto box = boxOf(placement);
    if (!box)
        return area;
    // Cells whose centre x·Cell + Cell/2 lies within [lo, hi], on the map.
    const auto first = [](qint64 lo) { return ceilDiv(lo - Cell / 2, Cell); };
    const auto last = [](qint64 hi) { return floorDiv(hi - Cell / 2, Cell); };
    const qint64 left = std::max<qint64>(0, first(box->lo.x));
    const qint64 top = std::max<qint64>(0, first(box->lo.y));
    const qint64 right = std::min<qint64>(board.width - 1, last(box->hi.x));
    const qint64 bottom = std::min<qint64>(board.height - 1, last(box->hi.y));
    if (left > right || top > bottom)
        return area;

    const QRect scan{QPoint(int(left), int(top)), QPoint(int(right), int(bottom))};
    std::vector<quint8> inside(std::size_t(scan.width()) * scan.height(), 0);
    int minX = scan.right() + 1;
    int maxX = scan.left() - 1;
    int minY = scan.bottom() + 1;
    int maxY = scan.top() - 1;
    for (int y = scan.top(); y <= scan.bottom(); ++y) {
        for (int x = scan.left(); x <= scan.right(); ++x) {
            if (!shapeContains(placement, SquareGeometry::cellCentre(x, y)))
                continue;
            if (sight && blockedFrom(*sight, placement.origin, x, y))
                continue;
            inside[std::size_t(y - scan.top()) * scan.width() + (x - scan.left())] = 1;
            ++area.m_count;
            minX = std::min(minX, x);
            maxX = std::max(maxX, x);
            minY = std::min(minY, y);
            maxY = std::max(maxY, y);
        }
    }
    if (area.m_count == 0)
        return area;
    // Keep only the rows and columns that hold inside cells.
    area.m_bounds = QRect(QPoint(minX, minY), QPoint(maxX, maxY));
    area.m_mask.assign(std::size_t(area.m_bounds.width()) * area.m_bounds.height(), 0);
    for (int y = minY; y <= maxY; ++y) {
        const auto from =
            inside.begin() + std::ptrdiff_t(y - scan.top()) * scan.width() + (minX - scan.left());
        std::copy(from, from + area.m_bounds.width(),
                  area.m_mask.begin() + std::ptrdiff_t(y - minY) * area.m_bounds.width());
    }
    return area;
}

TemplateArea TemplateArea::of(const BoardTemplate &tpl, const Encounter &encounter,
                              const PointSight *sight)
{
    if (!encounter.board.isSquare())
        return {};
    const auto placement = placementOf(tpl, encounter.tokens);
    if (!placement)
        return {};
    const SquareBoard &board = encounter.board.square;
    std::optional<PointSight> own;
    if (tpl.wallsBlock && !sight && encounter.rules) {
        own.emplace(board, *encounter.rules);
        sight = &*own;
    }
    TemplateArea area = cellsOf(*placement, board, tpl.wallsBlock ? sight : nullptr);
    area.m_caught = area.catches(encounter.tokens);
    return area;
}

QList<QPoint> TemplateArea::cells() const
{
    QList<QPoint> result;
    result.reserve(m_count);
    for (int y = m_bounds.top(); y <= m_bounds.bottom(); ++y) {
        for (int x = m_bounds.left(); x <= m_bounds.right(); ++x) {
            if (contains(x, y))
                result.append({x, y});
        }
    }
    return result;
}

bool TemplateArea::catches(const Token &token) const
{
    // bounds() lies on the map, so off-map footprint cells fall outside it.
    const QRect overlap = token.footprintRect() & m_bounds;
    for (int y = overlap.top(); y <= overlap.bottom(); ++y) {
        for (int x = overlap.left(); x <= overlap.right(); ++x) {
            if (contains(x, y))
                return true;
        }
    }
    return false;
}

QStringList TemplateArea::catches(const QList<Token> &tokens) const
{
    QStringList ids;
    if (m_count == 0)
        return ids;
    for (const Token &token : tokens) {
        if (catches(token))
            ids.append(token.id);
    }
    ids.sort();
    return ids;
}
