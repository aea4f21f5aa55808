#pragma once

#include "model/ruleset.h"
#include "model/squareboard.h"

#include <QColor>
#include <QImage>
#include <QLineF>
#include <QList>
#include <QRect>
#include <QRectF>
#include <functional>
#include <optional>

class QPainter;

// The board's own layer of a square board, drawn with QPainter in cell units: ground,
// background picture, terrain, elevation with its height labels, painted lighting, grid, walls
// and doors, traps, the GM's drawings and pins. The one drawing of it that the app's board
// (SquareBoardItem) and the exports (BoardRenderer) share (docs/architecture.md §4.14); tokens,
// light, fog and overlays are drawn by others, over it.
//
// It holds pointers to the board and rules it is given: both must outlive it.
class BoardPainter
{
public:
    struct Colors {
        QColor ground{0xef, 0xe9, 0xda};
        QColor grid{0, 0, 0, 31};
        QColor wall{0x37, 0x32, 0x2f};
        QColor door{0xa4, 0x65, 0x2b};
        QColor label{0x4e, 0x34, 0x2e};
        // Traps are hatched and pins are ringed discs, so neither is told by its colour alone.
        QColor trap{0xc6, 0x28, 0x28};
        QColor pin{0x15, 0x65, 0xc0};
    };
    // A piece of wall to draw, in cells.
    struct WallPiece {
        QLineF line;
        WallSegment::Door door = WallSegment::Door::None;
    };

    BoardPainter(const SquareBoard &board, const RuleSet &rules, const Colors &colors);

    // The decoded background picture (none by default). It is drawn smoothly scaled; with
    // `smoothOnlyWhenFine` only at 8 or more picture pixels per cell, so a coarse picture's
    // blur does not spread into a neighbouring cell (the players' black fog).
    void setBackground(const QImage &image, bool smoothOnlyWhenFine = false);
    // Only these cells are drawn (the players' fog, docs/rules.md §3.2); every cell without it.
    void setShown(std::function<bool(int, int)> shown) { m_shown = std::move(shown); }
    // Draw these wall pieces instead of the board's walls (the players' cut walls).
    void setWalls(QList<WallPiece> walls) { m_walls = std::move(walls); }
    void setGrid(bool on) { m_grid = on; }
    // The high-contrast theme's strong lines: grid lines twice as wide, walls a half wider.
    void setStrongLines(bool on)
    {
        m_lineScale = on ? 2.0 : 1.0;
        m_wallScale = on ? 1.5 : 1.0;
    }

    // Draws the whole cells of `range` (clipped to the board) in cell units: (0, 0) is the
    // board's top-left corner and one unit is one cell.
    void paint(QPainter &painter, const QRect &range) const;

    // Where the background picture lies, in cells (the board without a picture).
    [[nodiscard]] QRectF backgroundTarget() const;
    // Every wall of the board as one piece.
    [[nodiscard]] static QList<WallPiece> wallPieces(const SquareBoard &board);
    // Whether text can be drawn: fonts need a QGuiApplication.
    [[nodiscard]] static bool canDrawText();

private:
    [[nodiscard]] bool shown(int x, int y) const { return !m_shown || m_shown(x, y); }
    // A cell's height, or nothing off the board or where it may not show.
    [[nodiscard]] std::optional<qint64> shownHeight(int x, int y) const;
    void paintBackground(QPainter &painter, const QRect &range) const;
    void paintTerrain(QPainter &painter, const QRect &range) const;
    void paintElevation(QPainter &painter, const QRect &range) const;
    void paintElevationLabels(QPainter &painter, const QRect &range) const;
    void paintLighting(QPainter &painter, const QRect &range) const;
    void paintGrid(QPainter &painter, const QRect &range) const;
    void paintWalls(QPainter &painter, const QRect &range) const;
    // The board's traps and pins (docs/file-format.md §3.9): all of them on the GM's board,
    // only the revealed and shared ones on the players', whose board has no others.
    void paintTraps(QPainter &painter, const QRect &range) const;
    void paintPins(QPainter &painter, const QRect &range) const;
    void paintPinTitle(QPainter &painter, const QPointF &at, const QString &title) const;

    const SquareBoard *m_board;
    const RuleSet *m_rules;
    Colors m_colors;
    QImage m_background;
    bool m_smoothOnlyWhenFine = false;
    std::function<bool(int, int)> m_shown;
    QList<WallPiece> m_walls;
    bool m_grid = true;
    double m_lineScale = 1.0;
    double m_wallScale = 1.0;
};
