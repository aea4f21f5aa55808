#include "lightedmap.h"

#include "mapgenerator.h"

#include "model/fixedpoint.h"

#include <random>

Encounter LightedMap::build(int lights, int tokens)
{
    Encounter e = MapGenerator::withTokens(MapKind::Rooms, tokens);
    auto &board = e.board.square;
    board.ambient = LightLevel::Dark;
    std::mt19937 random(1010);
    while (board.lights.size() < lights) {
        const int x = int(random() % unsigned(board.width));
        const int y = int(random() % unsigned(board.height));
        if (MapGenerator::blocksSight(e, x, y))
            continue;
        Light light;
        light.id = QStringLiteral("light-%1").arg(board.lights.size() + 1);
        light.x = qint64(x) * FixedPoint::Scale + FixedPoint::Scale / 2;
        light.y = qint64(y) * FixedPoint::Scale + FixedPoint::Scale / 2;
        light.bright = FixedPoint::fromDouble(Bright);
        light.dim = FixedPoint::fromDouble(Dim);
        board.lights << light;
    }
    return e;
}
