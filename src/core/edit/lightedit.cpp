#include "lightedit.h"

#include "engine/lightfield.h"
#include "model/fixedpoint.h"
#include "model/limits.h"

#include <QRegularExpression>
#include <QSet>
#include <algorithm>
#include <cmath>

namespace
{

constexpr qint64 Cell = FixedPoint::Scale;

qint64 clampTo(qint64 value, int cells)
{
    return std::clamp<qint64>(value, 0, qint64(cells) * Cell);
}

qint64 fromCells(double cells)
{
    // Far off the map (or not a number) clamps like any other point off it.
    if (!std::isfinite(cells))
        return 0;
    return FixedPoint::fromDouble(std::clamp(cells, -1.0, 1e7));
}

} // namespace

namespace LightEdit
{

QString freeId(const SquareBoard &board)
{
    QSet<QString> used;
    for (const auto &light : board.lights)
        used.insert(light.id);
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("light-%1").arg(n);
        if (!used.contains(id))
            return id;
    }
}

MicroPoint snapped(const SquareBoard &board, double x, double y)
{
    auto half = [](double v) {
        return std::isfinite(v) ? qint64(std::llround(std::clamp(v, -1.0, 1e7) * 2)) * (Cell / 2)
                                : 0;
    };
    return {clampTo(half(x), board.width), clampTo(half(y), board.height)};
}

MicroPoint clamped(const SquareBoard &board, double x, double y)
{
    return {clampTo(fromCells(x), board.width), clampTo(fromCells(y), board.height)};
}

bool isValid(const Encounter &encounter, const Light &light)
{
    if (!encounter.board.isSquare() || light.id.isEmpty())
        return false;
    const auto &board = encounter.board.square;
    const qint64 max = qint64(Limits::MaxLightRadius) * Cell;
    if (light.bright < 0 || light.dim > max || light.bright > light.dim)
        return false;
    if (light.isCarried() && encounter.tokenIndex(light.token) < 0)
        return false;
    // docs/file-format.md §3.12: a light's `z` within the bound of every sight height.
    const qint64 maxZ = FixedPoint::fromDouble(Limits::MaxSightHeightMeters);
    if (light.zMicrometres && (*light.zMicrometres < -maxZ || *light.zMicrometres > maxZ))
        return false;
    if (light.pointWritten && (light.x < 0 || light.y < 0 || light.x > qint64(board.width) * Cell ||
                               light.y > qint64(board.height) * Cell))
        return false;
    static const QRegularExpression colour(QStringLiteral("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"));
    return light.color.isEmpty() || colour.match(light.color).hasMatch();
}

SquareBoard addLight(const SquareBoard &board, const Light &light)
{
    if (board.lightIndex(light.id) >= 0 || board.lights.size() >= Limits::MaxLights)
        return board;
    SquareBoard next = board;
    next.lights << light;
    return next;
}

SquareBoard replaceLight(const SquareBoard &board, const Light &light)
{
    const int index = board.lightIndex(light.id);
    if (index < 0 || board.lights[index] == light)
        return board;
    SquareBoard next = board;
    next.lights[index] = light;
    return next;
}

SquareBoard removeLight(const SquareBoard &board, const QString &id)
{
    const int index = board.lightIndex(id);
    if (index < 0)
        return board;
    SquareBoard next = board;
    next.lights.removeAt(index);
    return next;
}

SquareBoard withoutCarried(const SquareBoard &board, const QStringList &tokenIds)
{
    SquareBoard next = board;
    next.lights.removeIf(
        [&](const Light &light) { return light.isCarried() && tokenIds.contains(light.token); });
    return next;
}

QList<int> carriedBy(const SquareBoard &board, const QString &tokenId)
{
    QList<int> indexes;
    for (int i = 0; i < board.lights.size(); ++i) {
        if (board.lights[i].isCarried() && board.lights[i].token == tokenId)
            indexes << i;
    }
    return indexes;
}

Light detached(const Light &light, const Encounter &encounter)
{
    if (!light.isCarried())
        return light;
    const auto point = LightField::pointOf(light, encounter);
    if (!point)
        return light;
    Light free = light;
    free.token.clear();
    free.x = point->x;
    free.y = point->y;
    free.pointWritten = true;
    return free;
}

Light carried(const Light &light, const QString &tokenId)
{
    Light held = light;
    held.token = tokenId;
    // A carried light's point is the carrier's; writing the old one would only mislead.
    held.pointWritten = false;
    held.x = 0;
    held.y = 0;
    return held;
}

int lightNear(const Encounter &encounter, qint64 x, qint64 y, qint64 tolerance)
{
    if (!encounter.board.isSquare())
        return -1;
    const auto &lights = encounter.board.square.lights;
    for (int i = int(lights.size()) - 1; i >= 0; --i) {
        const auto point = LightField::pointOf(lights[i], encounter);
        if (point && std::abs(point->x - x) <= tolerance && std::abs(point->y - y) <= tolerance)
            return i;
    }
    return -1;
}

} // namespace LightEdit
