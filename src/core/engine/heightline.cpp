#include "heightline.h"

#include "squaregeometry.h"

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

bool less(const HeightLine::Param &a, const HeightLine::Param &b)
{
    return a.num * b.den < b.num * a.den;
}

Int128 cross(MicroPoint a, MicroPoint b)
{
    return Int128(a.x) * b.y - Int128(a.y) * b.x;
}

Int128 dot(MicroPoint a, MicroPoint b)
{
    return Int128(a.x) * b.x + Int128(a.y) * b.y;
}

MicroPoint minus(MicroPoint a, MicroPoint b)
{
    return {a.x - b.x, a.y - b.y};
}

// Narrows (lo, hi) to the parameters where p + t d lies strictly between the lines v0 and v1 of
// one axis (d != 0).
void clipAxis(qint64 p, qint64 d, qint64 v0, qint64 v1, HeightLine::Param &lo,
              HeightLine::Param &hi)
{
    HeightLine::Param enter{v0 - p, d};
    HeightLine::Param leave{v1 - p, d};
    if (d < 0) {
        enter = {p - v1, -Int128(d)};
        leave = {p - v0, -Int128(d)};
    }
    if (less(lo, enter))
        lo = enter;
    if (less(leave, hi))
        hi = leave;
}

} // namespace

void HeightLine::stretch(int x, int y, Param &lo, Param &hi) const
{
    lo = {0, 1};
    hi = {1, 1};
    const qint64 dx = m_q.x - m_p.x;
    const qint64 dy = m_q.y - m_p.y;
    if (dx != 0)
        clipAxis(m_p.x, dx, qint64(x) * Cell, qint64(x + 1) * Cell, lo, hi);
    if (dy != 0)
        clipAxis(m_p.y, dy, qint64(y) * Cell, qint64(y + 1) * Cell, lo, hi);
}

HeightLine::Param HeightLine::lowestOnStretch(int x, int y) const
{
    Param lo;
    Param hi;
    stretch(x, y, lo, hi);
    // z is linear: the lower end is the start when the line rises, else the end.
    return m_zq >= m_zp ? lo : hi;
}

bool HeightLine::dipsBelow(int x, int y, qint64 top) const
{
    if (lowestZ() >= top)
        return false;
    if (highestZ() < top)
        return true;
    return below(lowestOnStretch(x, y), top);
}

bool HeightLine::meetsBody(int x, int y, qint64 foot, qint64 eye) const
{
    if (m_zp == m_zq)
        return foot <= m_zp && m_zp <= eye;
    Param lo;
    Param hi;
    stretch(x, y, lo, hi);
    const Param &low = m_zq > m_zp ? lo : hi;
    const Param &high = m_zq > m_zp ? hi : lo;
    // The open z-interval (z(low), z(high)) meets the closed [foot, eye].
    return below(low, eye) && above(high, foot);
}

bool HeightLine::passesUnder(MicroPoint a, MicroPoint b, qint64 top, bool beyondP) const
{
    if (!SquareGeometry::segmentsTouch(m_p, m_q, a, b))
        return false;
    if (lowestZ() >= top)
        return false;
    const MicroPoint d = minus(m_q, m_p);
    const MicroPoint e = minus(b, a);
    const Int128 den = cross(d, e);
    if (den != 0) {
        // One crossing point, at t = cross(a - p, e) / cross(d, e).
        Param t{cross(minus(a, m_p), e), den};
        if (t.den < 0)
            t = {-t.num, -t.den};
        if (beyondP && t.num == 0)
            return false;
        return below(t, top);
    }
    if (m_p == m_q) {
        // A line standing straight up through a point of the wall.
        return !beyondP && lowestZ() < top;
    }
    // Along each other: the shared stretch [t1, t2] of the line.
    const Int128 dd = dot(d, d);
    Param ta{dot(minus(a, m_p), d), dd};
    Param tb{dot(minus(b, m_p), d), dd};
    if (less(tb, ta))
        std::swap(ta, tb);
    const Param t1 = less(ta, Param{0, 1}) ? Param{0, 1} : ta;
    const Param t2 = less(Param{1, 1}, tb) ? Param{1, 1} : tb;
    if (beyondP && t2.num == 0)
        return false;
    return below(t1, top) || below(t2, top);
}

double HeightLine::zAt(const Param &t) const
{
    const long double z =
        (static_cast<long double>(m_zp) * static_cast<long double>(t.den) +
         static_cast<long double>(m_zq - m_zp) * static_cast<long double>(t.num)) /
        static_cast<long double>(t.den);
    return FixedPoint::toDouble(static_cast<qint64>(z));
}
