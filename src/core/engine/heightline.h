#pragma once

#include "micropoint.h"
#include "model/fixedpoint.h"

// A sight line lifted to three dimensions (docs/rules.md §13): the segment from p to q in
// micro-cells, with heights zp and zq in micrometres at its ends and z linear in between. Every
// question is decided exactly on rational parameters t = num / den with 128-bit products:
// micro-cell coordinates stay below 2^40 and heights below 2^50, so each product fits with room.
class HeightLine
{
public:
    HeightLine(MicroPoint p, qint64 zp, MicroPoint q, qint64 zq)
        : m_p(p), m_q(q), m_zp(zp), m_zq(zq)
    {
    }

    [[nodiscard]] MicroPoint from() const { return m_p; }
    [[nodiscard]] MicroPoint to() const { return m_q; }
    [[nodiscard]] qint64 fromZ() const { return m_zp; }
    [[nodiscard]] qint64 toZ() const { return m_zq; }
    [[nodiscard]] qint64 lowestZ() const { return m_zp < m_zq ? m_zp : m_zq; }
    [[nodiscard]] qint64 highestZ() const { return m_zp < m_zq ? m_zq : m_zp; }

    // A parameter t = num / den along the line, den > 0.
    struct Param {
        Int128 num;
        Int128 den;
    };
    // The open stretch (lo, hi) of the line inside the open square of cell (x, y); the line
    // must cross that interior.
    void stretch(int x, int y, Param &lo, Param &hi) const;
    // Some point of the open stretch inside cell (x, y) lies strictly below `top`: the lower of
    // its two ends does ("equal is not below": a line grazing a top sees over it).
    [[nodiscard]] bool dipsBelow(int x, int y, qint64 top) const;
    // The z of the open stretch inside cell (x, y) meets the closed body [foot, eye] of a token
    // standing there.
    [[nodiscard]] bool meetsBody(int x, int y, qint64 foot, qint64 eye) const;
    // The closed wall ab meets the line at some point strictly below `top`; where the two run
    // along each other the lowest point of the shared stretch decides. With `beyondP` the point
    // p itself does not count (a light on a wall line).
    [[nodiscard]] bool passesUnder(MicroPoint a, MicroPoint b, qint64 top, bool beyondP) const;
    // The parameter of the lowest point of the open stretch inside cell (x, y).
    [[nodiscard]] Param lowestOnStretch(int x, int y) const;
    // z < v at parameter t.
    [[nodiscard]] bool below(const Param &t, qint64 v) const
    {
        return Int128(m_zp) * t.den + Int128(m_zq - m_zp) * t.num < Int128(v) * t.den;
    }
    // z > v at parameter t.
    [[nodiscard]] bool above(const Param &t, qint64 v) const
    {
        return Int128(m_zp) * t.den + Int128(m_zq - m_zp) * t.num > Int128(v) * t.den;
    }
    // z at parameter t, rounded to the nearest micrometre (for display only).
    [[nodiscard]] double zAt(const Param &t) const;

private:
    MicroPoint m_p;
    MicroPoint m_q;
    qint64 m_zp;
    qint64 m_zq;
};
