#include "partyvision.h"

#include "heightsight.h"
#include "partysight.h"
#include "squaregeometry.h"

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

bool isParty(const Encounter &encounter, const Token &token, const QString &side)
{
    return !token.hidden && !side.isEmpty() &&
           (token.side == side || encounter.areAllied(token.side, side));
}

QRect onMap(const Token &token, const SquareBoard &board)
{
    return token.footprintRect().intersected(QRect(0, 0, board.width, board.height));
}

// Some cell of `from` has its centre within `range` micro-cells of the centre of (x, y).
bool withinDarkvision(const QRect &from, qint64 range, int x, int y)
{
    if (range <= 0 || from.isEmpty())
        return false;
    // The nearest footprint cell is the clamp of (x, y) into `from`.
    const qint64 dx = qint64(x - std::clamp(x, from.left(), from.right())) * Cell;
    const qint64 dy = qint64(y - std::clamp(y, from.top(), from.bottom())) * Cell;
    return static_cast<Int128>(dx) * dx + static_cast<Int128>(dy) * dy <=
           static_cast<Int128>(range) * range;
}

} // namespace

void PartyVision::fill(const Encounter &encounter, const QString &side, const LightField &light,
                       VisibilityField &scratch, std::vector<quint8> &seen)
{
    Buffers buffers;
    std::swap(buffers.all, scratch);
    fill(encounter, side, light, buffers, seen);
    std::swap(buffers.all, scratch);
}

void PartyVision::fill(const Encounter &encounter, const QString &side, const LightField &light,
                       Buffers &buffers, std::vector<quint8> &seen)
{
    seen.clear();
    if (!encounter.board.isSquare() || !encounter.rules)
        return;
    const auto &board = encounter.board.square;
    const auto &rules = *encounter.rules;
    const int width = board.width;
    const std::size_t cells = std::size_t(width) * board.height;
    seen.assign(cells, 0);
    if (side.isEmpty())
        return;
    if (!buffers.prepared || buffers.all.width() != width || buffers.all.height() != board.height) {
        buffers.all.prepare(board, rules);
        buffers.one.prepare(board, rules);
        buffers.prepared = true;
    }
    const bool lightKnown = light.width() == width && light.height() == board.height;
    const auto isLit = [&](int x, int y) {
        return !lightKnown || light.effectiveAt(board, rules, x, y) != LightLevel::Dark;
    };

    // What some party token sees and is lit, then each token's own cells.
    buffers.all.clear();
    bool darkvision = false;
    for (const auto &token : encounter.tokens) {
        if (!isParty(encounter, token, side))
            continue;
        const QRect from = onMap(token, board);
        if (from.isEmpty())
            continue;
        buffers.all.add(from, HeightSight::lookingEye(token, board, rules));
        darkvision = darkvision || token.darkvision > 0;
    }
    const auto &all = buffers.all.cells();
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < width; ++x) {
            const std::size_t i = std::size_t(y) * width + x;
            if (all[i] && isLit(x, y))
                seen[i] = 1;
        }
    }
    for (const auto &token : encounter.tokens) {
        if (!isParty(encounter, token, side))
            continue;
        const QRect from = onMap(token, board);
        for (int y = from.top(); y <= from.bottom(); ++y) {
            for (int x = from.left(); x <= from.right(); ++x)
                seen[std::size_t(y) * width + x] = 1;
        }
    }
    if (!darkvision)
        return;
    // Dark cells near a token with darkvision, seen by that token itself: only within the
    // square its range spans, and only where the party's union sees at all.
    for (const auto &token : encounter.tokens) {
        if (!isParty(encounter, token, side) || token.darkvision <= 0)
            continue;
        const QRect from = onMap(token, board);
        if (from.isEmpty())
            continue;
        const int reach = int(token.darkvision / Cell) + 1;
        const QRect range = from.adjusted(-reach, -reach, reach, reach)
                                .intersected(QRect(0, 0, width, board.height));
        bool computed = false;
        for (int y = range.top(); y <= range.bottom(); ++y) {
            for (int x = range.left(); x <= range.right(); ++x) {
                const std::size_t i = std::size_t(y) * width + x;
                if (seen[i] || !all[i] || !withinDarkvision(from, token.darkvision, x, y))
                    continue;
                if (!computed) {
                    buffers.one.compute(from, HeightSight::lookingEye(token, board, rules));
                    computed = true;
                }
                if (buffers.one.isSeen(x, y))
                    seen[i] = 1;
            }
        }
    }
}

QSet<QPoint> PartyVision::cells(const Encounter &encounter, const QString &side)
{
    QSet<QPoint> result;
    LightField light;
    light.rebuild(encounter);
    VisibilityField scratch;
    std::vector<quint8> seen;
    fill(encounter, side, light, scratch, seen);
    if (seen.empty())
        return result;
    const int width = encounter.board.square.width;
    for (std::size_t i = 0; i < seen.size(); ++i) {
        if (seen[i])
            result.insert(QPoint(int(i % std::size_t(width)), int(i / std::size_t(width))));
    }
    return result;
}

bool PartyVision::sees(const Encounter &encounter, int index, const LightField &light, QPoint cell)
{
    const auto &token = encounter.tokens[index];
    const auto &board = encounter.board.square;
    const QRect from = onMap(token, board);
    if (from.isEmpty() || !board.contains(cell.x(), cell.y()))
        return false;
    if (from.contains(cell))
        return true;
    if (!PartySight::sees(encounter, from, cell,
                          HeightSight::lookingEye(token, board, *encounter.rules)))
        return false;
    return light.effectiveAt(board, *encounter.rules, cell.x(), cell.y()) != LightLevel::Dark ||
           withinDarkvision(from, token.darkvision, cell.x(), cell.y());
}
