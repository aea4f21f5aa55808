#pragma once

#include <QColor>
#include <QRectF>
#include <QString>

class Encounter;
class QPainter;

// The ring around a token that tells its side by a pattern as well as by colour, so colour is
// never the only cue (a reader with a colour-vision deficiency, a black-and-white printout). The
// pattern follows the side's place in the encounter: the first side solid, the second dashed, and
// so on. One drawing for the app's tokens (SideRingItem), the player view and the exports
// (BoardRenderer).
//
// The ring is a band just outside a pill (a disc when the shape is square): a casing that
// contrasts with the side's colour, and the pattern in that colour over it.
class SideRing
{
public:
    enum class Pattern {
        Solid,
        Dashed,
        Dotted,
        Double,
        DashDot,
        DashDotDot,
        DoubleDashed,
        LongDash,
    };
    static constexpr int PatternCount = 8;

    // The band's width on a square board, in cells, and in the high-contrast theme.
    static constexpr double Band = 0.09;
    static constexpr double HighContrastBand = 0.13;

    // The pattern of the side at `sideIndex` in the encounter's list (solid for -1, an unknown
    // side); patterns repeat after PatternCount sides.
    [[nodiscard]] static Pattern patternOf(int sideIndex);
    // Where the side stands in the encounter's list, or -1.
    [[nodiscard]] static int sideIndex(const Encounter &encounter, const QString &sideId);
    // The casing under a side colour's pattern: dark under a light colour, white under the rest.
    [[nodiscard]] static QColor casingFor(const QColor &color);

    // Draws the ring as a band `band` wide around the pill inscribed in `inner` (its corner
    // radius is half the shorter side), in the painter's units.
    static void paint(QPainter &painter, const QRectF &inner, double band, const QColor &color,
                      Pattern pattern);
};
