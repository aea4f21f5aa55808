#pragma once

#include "micropoint.h"
#include "model/boardtemplate.h"
#include "model/encounter.h"
#include "pointsight.h"

#include <QList>
#include <QPoint>
#include <QRect>
#include <QStringList>
#include <optional>
#include <vector>

// The cells a template covers and the tokens it catches (docs/rules.md §9). A cell is inside
// when its centre lies in the closed shape and, while walls block, the segment from the origin
// to that centre is not blocked in the sense of PointSight. A token is caught when any of its
// footprint cells on the map is inside; hidden tokens are caught like any other, so compute on
// PlayersEncounter::of for what the players may see. Exact integer arithmetic throughout.
class TemplateArea
{
public:
    // A template's shape where it stands, in absolute micro-cells.
    struct Placement {
        BoardTemplate::Shape shape = BoardTemplate::Shape::Circle;
        MicroPoint origin; // circle centre, cone apex, line start, square's top-left corner
        MicroPoint far;    // cone and line: the far point
        qint64 size = 0;   // circle radius, line width, square side
    };

    TemplateArea() = default;

    // `tpl` on `encounter`'s square board: an anchored template stands at its token, walls
    // count when the template says so, and the caught tokens are listed. `sight` is the board's
    // PointSight when the caller keeps one (the app, across a drag); without it one is built.
    // Empty on a position board and while the anchor names no token.
    [[nodiscard]] static TemplateArea of(const BoardTemplate &tpl, const Encounter &encounter,
                                         const PointSight *sight = nullptr);
    // The cells of `placement` on `board`. Null `sight`: walls do not block. Catches nothing;
    // catches() answers for any list of tokens. The origin should lie on the map or near it (a
    // token's centre): the walls test walks the segment cell by cell from there.
    [[nodiscard]] static TemplateArea cellsOf(const Placement &placement, const SquareBoard &board,
                                              const PointSight *sight);
    // Where `tpl` stands among `tokens`; nullopt while its anchor names none of them.
    [[nodiscard]] static std::optional<Placement> placementOf(const BoardTemplate &tpl,
                                                              const QList<Token> &tokens);

    // q lies in the closed shape: the table of docs/rules.md §9, with its degenerate cases (a
    // cone or line without length, a negative size: nothing).
    [[nodiscard]] static bool shapeContains(const Placement &placement, MicroPoint q);

    // The smallest rectangle of map cells holding every inside cell (empty when none is).
    [[nodiscard]] QRect bounds() const { return m_bounds; }
    // One byte per cell of bounds(), row by row: 1 inside, 0 not.
    [[nodiscard]] const std::vector<quint8> &mask() const { return m_mask; }
    [[nodiscard]] bool contains(int x, int y) const
    {
        return m_bounds.contains(x, y) &&
               m_mask[std::size_t(y - m_bounds.top()) * m_bounds.width() + (x - m_bounds.left())];
    }
    [[nodiscard]] bool contains(QPoint cell) const { return contains(cell.x(), cell.y()); }
    [[nodiscard]] bool isEmpty() const { return m_count == 0; }
    [[nodiscard]] int cellCount() const { return m_count; }
    // The inside cells, sorted by y, then x.
    [[nodiscard]] QList<QPoint> cells() const;
    // The caught tokens' ids, sorted (filled by of()).
    [[nodiscard]] const QStringList &caught() const { return m_caught; }

    // `token` has a footprint cell inside; footprint cells off the map catch nothing.
    [[nodiscard]] bool catches(const Token &token) const;
    // The ids of the tokens caught among `tokens`, sorted.
    [[nodiscard]] QStringList catches(const QList<Token> &tokens) const;

private:
    QRect m_bounds;
    std::vector<quint8> m_mask;
    int m_count = 0;
    QStringList m_caught;
};
