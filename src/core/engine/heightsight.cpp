#include "heightsight.h"

#include "highground.h"
#include "squaregeometry.h"

#include <limits>

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

qint64 floorDiv(qint64 n, qint64 d)
{
    qint64 q = n / d;
    if ((n % d != 0) && (n < 0))
        --q;
    return q;
}

} // namespace

qint64 HeightSight::eye(const Token &token, const SquareBoard &board, const RuleSet &rules)
{
    const qint64 height =
        token.heightMicrometres.value_or(rules.eyeHeightPerSizeMicrometres * token.footprint());
    return HighGround::elevation(token, board) + height;
}

qint64 HeightSight::lightZ(const Light &light, MicroPoint point, const Encounter &encounter)
{
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    if (light.zMicrometres)
        return *light.zMicrometres;
    if (light.isCarried()) {
        const int carrier = encounter.tokenIndex(light.token);
        if (carrier >= 0)
            return eye(encounter.tokens[carrier], board, rules);
    }
    // The cells whose closed square holds the point: one, or two or four on grid lines.
    const qint64 column = floorDiv(point.x, Cell);
    const qint64 row = floorDiv(point.y, Cell);
    const bool onColumnLine = point.x % Cell == 0;
    const bool onRowLine = point.y % Cell == 0;
    qint64 highest = std::numeric_limits<qint64>::min();
    for (qint64 x = onColumnLine ? column - 1 : column; x <= column; ++x) {
        for (qint64 y = onRowLine ? row - 1 : row; y <= row; ++y) {
            if (x >= 0 && y >= 0 && x < board.width && y < board.height)
                highest = std::max(highest, board.elevationAt(int(x), int(y)));
        }
    }
    if (highest == std::numeric_limits<qint64>::min())
        highest = 0;
    return highest + rules.eyeHeightPerSizeMicrometres;
}

HeightSight::CellBlock HeightSight::blockAt(const HeightLine &line, int x, int y) const
{
    const int kind = m_board->terrainAt(x, y);
    if (kind >= 0 && m_rules->terrainKinds[kind].blocksSight) {
        const qint64 top = m_board->terrainTopAt(x, y);
        if (top == SquareBoard::NoTop || line.dipsBelow(x, y, top))
            return CellBlock::Terrain;
    }
    return line.dipsBelow(x, y, m_board->elevationAt(x, y)) ? CellBlock::Ground : CellBlock::None;
}

bool HeightSight::terrainCoversAt(const HeightLine &line, int x, int y) const
{
    const qint64 top = coverTop(x, y);
    if (top == std::numeric_limits<qint64>::min())
        return false;
    return top == SquareBoard::NoTop || line.dipsBelow(x, y, top);
}

qint64 HeightSight::blockingTop(int x, int y) const
{
    const qint64 ground = m_board->elevationAt(x, y);
    const int kind = m_board->terrainAt(x, y);
    if (kind >= 0 && m_rules->terrainKinds[kind].blocksSight)
        return std::max(ground, m_board->terrainTopAt(x, y));
    return ground;
}

qint64 HeightSight::coverTop(int x, int y) const
{
    const int kind = m_board->terrainAt(x, y);
    if (kind < 0 || !m_rules->terrainKinds[kind].givesCover)
        return std::numeric_limits<qint64>::min();
    return m_board->terrainTopAt(x, y);
}
