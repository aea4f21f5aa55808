#include "engine/lightfield.h"
#include "engine/partyvision.h"
#include "engine/pointsight.h"
#include "engine/squaregeometry.h"
#include "squarescenario.h"

#include <catch2/catch.hpp>
#include <random>

// Lights and vision (docs/rules.md §8): hand-worked cases, then the incremental field against a
// fresh one and against a plain per-cell reading on random boards.

using namespace SquareScenario;

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

qint64 micro(double cells)
{
    return FixedPoint::fromDouble(cells);
}

Light light(const char *id, double x, double y, double bright, double dim)
{
    Light l;
    l.id = QString::fromUtf8(id);
    l.x = micro(x);
    l.y = micro(y);
    l.bright = micro(bright);
    l.dim = micro(dim);
    return l;
}

Light carried(const char *id, const char *token, double bright, double dim)
{
    Light l = light(id, 0, 0, bright, dim);
    l.token = QString::fromUtf8(token);
    l.pointWritten = false;
    return l;
}

Encounter dark(Encounter e, QList<Light> lights)
{
    e.board.square.ambient = LightLevel::Dark;
    e.board.square.lights = std::move(lights);
    return e;
}

LightLevel levelAt(const Encounter &e, int x, int y)
{
    LightField field;
    field.rebuild(e);
    return field.effectiveAt(e.board.square, *e.rules, x, y);
}

// The plain reading of §8.1, with no buckets, no fast path and no early exit: every wall and
// every crossed cell is looked at.
bool plainBlocked(const Encounter &e, MicroPoint p, int cx, int cy)
{
    const auto &board = e.board.square;
    const MicroPoint q = SquareGeometry::cellCentre(cx, cy);
    for (const auto &wall : board.walls) {
        if (wall.blocks() &&
            PointSight::touchesBeyond(p, q, {wall.x1, wall.y1}, {wall.x2, wall.y2}))
            return true;
    }
    bool blocked = false;
    SquareGeometry::forEachCellCrossed(p, q, [&](int x, int y) {
        if (!board.contains(x, y) || (x == cx && y == cy) || PointSight::squareContains(x, y, p))
            return;
        const int kind = board.terrainAt(x, y);
        if (kind >= 0 && e.rules->terrainKinds[kind].blocksSight)
            blocked = true;
    });
    return blocked;
}

LightLevel plainLevel(const Encounter &e, int x, int y)
{
    LightLevel best = e.board.square.ambient;
    const MicroPoint q = SquareGeometry::cellCentre(x, y);
    for (const auto &l : e.board.square.lights) {
        const auto p = LightField::pointOf(l, e);
        if (!l.on || !p)
            continue;
        const Int128 dx = q.x - p->x;
        const Int128 dy = q.y - p->y;
        const Int128 d2 = dx * dx + dy * dy;
        if (d2 > Int128(l.dim) * l.dim || plainBlocked(e, *p, x, y))
            continue;
        const LightLevel level =
            d2 <= Int128(l.bright) * l.bright ? LightLevel::Bright : LightLevel::Dim;
        best = std::max(best, level);
    }
    return best;
}

std::string fieldDifferences(const Encounter &e, const LightField &field)
{
    std::string text;
    const auto &board = e.board.square;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            if (field.computedAt(x, y) != plainLevel(e, x, y))
                text += "(" + std::to_string(x) + "," + std::to_string(y) + ") ";
        }
    }
    return text;
}

} // namespace

TEST_CASE("Lights: a light exactly on a wall line lights both sides, not along the wall", "[light]")
{
    // docs/rules.md §8.1: a wall blocks when it touches the line "at any point other than p
    // itself". A torch hung on a wall lights the room on either side of it.
    auto e = dark(build({{"......", "......", "......", "......"}, {}, {{3, 0, 3, 4}}}),
                  {light("torch", 3.0, 1.5, 2, 2)});
    CHECK(levelAt(e, 2, 1) == LightLevel::Bright); // west of the wall
    CHECK(levelAt(e, 3, 1) == LightLevel::Bright); // east of it
    CHECK(levelAt(e, 2, 0) == LightLevel::Bright); // diagonally up-left: meets the wall at p only
    CHECK(levelAt(e, 4, 1) == LightLevel::Bright); // 1.5 away, east
    CHECK(levelAt(e, 5, 1) == LightLevel::Dark);   // 2.5 away

    // A diagonal wall through the light: a line that runs along it beyond p is blocked.
    auto diagonal = dark(build({{"......", "......", "......", "......"}, {}, {{0, 0, 4, 4}}}),
                         {light("torch", 1.0, 1.0, 3, 3)});
    CHECK(levelAt(diagonal, 2, 2) == LightLevel::Dark);   // centre (2.5, 2.5) on the wall line
    CHECK(levelAt(diagonal, 0, 0) == LightLevel::Dark);   // (0.5, 0.5): along it, the other way
    CHECK(levelAt(diagonal, 1, 0) == LightLevel::Bright); // above the wall: meets it at p only
    CHECK(levelAt(diagonal, 0, 1) == LightLevel::Bright); // below it
}

TEST_CASE("Lights: a distance equal to the radius is inside", "[light]")
{
    // "bright when |p − q| ≤ bright, dim when |p − q| ≤ dim": compared exactly.
    auto e = dark(build({{"......", "......", "......", "......", "......"}, {}}),
                  {light("lamp", 0.5, 0.5, 2, 5)});
    CHECK(levelAt(e, 2, 0) == LightLevel::Bright); // exactly 2
    CHECK(levelAt(e, 2, 1) == LightLevel::Dim);    // √5
    CHECK(levelAt(e, 3, 4) == LightLevel::Dim);    // exactly 5 (3-4-5)
    CHECK(levelAt(e, 4, 4) == LightLevel::Dark);   // √32
    auto tiny = dark(build({{"...", "..."}, {}}), {light("spark", 0.5, 0.5, 0, 0)});
    CHECK(levelAt(tiny, 0, 0) == LightLevel::Bright); // radius 0 still lights its own centre
    CHECK(levelAt(tiny, 1, 0) == LightLevel::Dark);
}

TEST_CASE("Lights: terrain that only touches the line at a corner does not block", "[light]")
{
    // §1.6 "Touching only an edge or a corner does not count".
    auto e = dark(build({{".#...", "#....", "..#..", ".....", "....."}, {}}),
                  {light("lamp", 0.5, 0.5, 5, 5)});
    CHECK(levelAt(e, 1, 1) == LightLevel::Bright); // through the corner between (1,0) and (0,1)
    CHECK(levelAt(e, 2, 2) == LightLevel::Bright); // the wall cell itself is lit on its face
    CHECK(levelAt(e, 3, 3) == LightLevel::Dark);   // behind it: the line crosses (2,2)
    CHECK(levelAt(e, 1, 0) == LightLevel::Bright); // a blocking cell as the target is lit
}

TEST_CASE("Lights: a light carried by a 2×2 token shines from the corner at its centre", "[light]")
{
    // "(x + s/2, y + s/2) for anchor (x, y) and size s"; a sight-blocking cell whose closed
    // square contains p never blocks.
    auto spec = Spec{{"......", "......", "..#...", "......", "......", "......"},
                     {token("ogre", "foes", 2, 2, 2)}};
    auto e = dark(build(spec), {carried("torch", "ogre", 1, 2.5)});
    const auto p = LightField::pointOf(e.board.square.lights.first(), e);
    REQUIRE(p.has_value());
    CHECK(p->x == 3 * Cell);
    CHECK(p->y == 3 * Cell);
    for (const auto &[x, y] : {std::pair{2, 2}, {3, 2}, {2, 3}, {3, 3}})
        CHECK(levelAt(e, x, y) == LightLevel::Bright); // √0.5 away
    CHECK(levelAt(e, 1, 1) == LightLevel::Dim);        // through (2,2), which holds p: not blocked
    CHECK(levelAt(e, 3, 4) == LightLevel::Dim);        // √2.5
    CHECK(levelAt(e, 5, 3) == LightLevel::Dark);       // √6.5 > 2.5

    // The light follows its bearer: an update after the move recomputes it alone.
    LightField field;
    field.rebuild(e);
    auto moved = e;
    const auto change =
        EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, moved.tokens.first());
    moved.tokens.first().x = 0;
    moved.tokens.first().y = 0;
    field.update(moved, change);
    CHECK(field.lastRecomputed() == 1);
    CHECK(field.computedAt(0, 0) == LightLevel::Bright);
    CHECK(field.computedAt(3, 3) == LightLevel::Dark);
}

TEST_CASE("Vision: darkvision 1.5 reaches a diagonal cell", "[light][vision]")
{
    // §8.2: a dark cell is seen when some footprint cell's centre is within darkvision of its
    // centre: √2 ≤ 1.5, but 2 is not.
    auto e = build({{".....", ".....", ".....", ".....", "....."},
                    {token("kara", "party", 2, 2), token("orc", "foes", 4, 4)}});
    e.board.square.ambient = LightLevel::Dark;
    e.tokens[0].darkvision = micro(1.5);
    const auto seen = PartyVision::cells(e, QStringLiteral("party"));
    CHECK(seen.contains(QPoint(2, 2))); // its own cell
    CHECK(seen.contains(QPoint(3, 3)));
    CHECK(seen.contains(QPoint(1, 2)));
    CHECK_FALSE(seen.contains(QPoint(4, 2)));
    CHECK_FALSE(seen.contains(QPoint(4, 4))); // the orc stands unseen in the dark
    CHECK(seen.size() == 9);

    // A lantern next to the orc reveals it; under the default bright ambient all is seen.
    e.board.square.lights << light("lantern", 4.5, 3.5, 1, 1);
    CHECK(PartyVision::cells(e, QStringLiteral("party")).contains(QPoint(4, 4)));
    e.board.square.lights.clear();
    e.board.square.ambient = LightLevel::Bright;
    CHECK(PartyVision::cells(e, QStringLiteral("party")).size() == 25);
}

TEST_CASE("Vision: a hidden token's light still lights the map, but it sees nothing",
          "[light][vision]")
{
    auto spec =
        Spec{{"......", "......"}, {token("kara", "party", 0, 0), token("spy", "party", 5, 1)}};
    spec.tokens[1].hidden = true;
    auto e = dark(build(spec), {carried("torch", "spy", 1, 1)});
    const auto seen = PartyVision::cells(e, QStringLiteral("party"));
    CHECK(seen.contains(QPoint(5, 1))); // lit by the hidden bearer, seen by Kara
    CHECK(seen.contains(QPoint(4, 1)));
    CHECK_FALSE(seen.contains(QPoint(2, 1)));
}

TEST_CASE("Lights: painted lighting overrides the computed level on meters boards", "[light]")
{
    auto spec = Spec{{"....", "...."}, {}};
    spec.rules = QStringLiteral("meters");
    auto e = dark(build(spec), {light("lamp", 0.5, 0.5, 4, 4)});
    TerrainEntry painted;
    painted.kind = e.rules->lightingLevels.last().id; // darkness
    painted.cells << QPoint(1, 0);
    painted.hasCells = true;
    e.board.square.lighting << painted;
    e.board.square.rebuild(*e.rules);
    LightField field;
    field.rebuild(e);
    CHECK(field.computedAt(1, 0) == LightLevel::Bright);
    CHECK(field.effectiveAt(e.board.square, *e.rules, 1, 0) == LightLevel::Dark);
    CHECK(field.advantageAt(e.board.square, *e.rules, 1, 0) ==
          e.rules->lightingLevels.last().advantage);
    CHECK(field.advantageAt(e.board.square, *e.rules, 2, 1) ==
          e.rules->lightingLevels.first().advantage);
}

TEST_CASE("Lights: the field equals the plain per-cell reading on random boards",
          "[light][property]")
{
    std::mt19937 random(2211);
    for (int board = 0; board < 300; ++board) {
        const int width = 3 + int(random() % 10);
        const int height = 3 + int(random() % 10);
        Rows rows;
        for (int y = 0; y < height; ++y) {
            QString row;
            for (int x = 0; x < width; ++x)
                row += random() % 6 == 0 ? QLatin1Char('#') : QLatin1Char('.');
            rows << row;
        }
        Spec spec{rows,
                  {token("a", "party", int(random() % width), int(random() % height),
                         1 + int(random() % 2))}};
        // Walls and doors on grid points, half points and through corners.
        for (int w = 0; w < int(random() % 5); ++w) {
            const auto coordinate = [&](int limit) {
                return double(random() % (2 * limit + 1)) / 2;
            };
            spec.walls << WallSpec{coordinate(width), coordinate(height), coordinate(width),
                                   coordinate(height),
                                   random() % 3 == 0 ? "closed" : (random() % 2 ? "open" : "")};
        }
        auto e = build(spec);
        e.board.square.ambient = LightLevel(random() % 3);
        for (int l = 0; l < 1 + int(random() % 4); ++l) {
            // Quarters of a cell: corners, edges, centres and points between.
            auto made = light("l", double(random() % (4 * width + 1)) / 4,
                              double(random() % (4 * height + 1)) / 4, 0, 0);
            made.id = QStringLiteral("l%1").arg(l);
            made.dim = micro(double(random() % 13) / 2);
            made.bright = std::min(made.dim, micro(double(random() % 9) / 2));
            made.on = random() % 5 != 0;
            if (random() % 4 == 0) {
                made.token = QStringLiteral("a");
                made.pointWritten = false;
            }
            e.board.square.lights << made;
        }
        LightField field;
        field.rebuild(e);
        INFO("board " << board);
        CHECK(fieldDifferences(e, field) == "");

        // Incremental: move the bearer, toggle a door, switch a light, and compare.
        auto next = e;
        auto &bearer = next.tokens.first();
        const auto moved = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, bearer);
        bearer.x = int(random() % width);
        bearer.y = int(random() % height);
        field.update(next, moved);
        LightField fresh;
        fresh.rebuild(next);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x)
                REQUIRE(field.computedAt(x, y) == fresh.computedAt(x, y));
        }
        if (!next.board.square.walls.isEmpty()) {
            auto &wall = next.board.square.walls.first();
            wall.door = wall.door == WallSegment::Door::Open ? WallSegment::Door::Closed
                                                             : WallSegment::Door::Open;
            const QRect area = QRect(QPoint(int(std::min(wall.x1, wall.x2) / Cell) - 1,
                                            int(std::min(wall.y1, wall.y2) / Cell) - 1),
                                     QPoint(int(std::max(wall.x1, wall.x2) / Cell),
                                            int(std::max(wall.y1, wall.y2) / Cell)));
            next.board.square.rebuild(*next.rules);
            field.update(next, EncounterChange::terrain(area));
        }
        next.board.square.lights.first().on = !next.board.square.lights.first().on;
        field.update(next, EncounterChange::lighting());
        CHECK(fieldDifferences(next, field).empty());
    }
}

TEST_CASE("Vision: the party's field equals the per-cell reading on random boards",
          "[vision][property]")
{
    std::mt19937 random(4477);
    for (int board = 0; board < 200; ++board) {
        const int width = 3 + int(random() % 9);
        const int height = 3 + int(random() % 9);
        Rows rows;
        for (int y = 0; y < height; ++y) {
            QString row;
            for (int x = 0; x < width; ++x)
                row += random() % 7 == 0 ? QLatin1Char('#') : QLatin1Char('.');
            rows << row;
        }
        Spec spec{rows,
                  {token("a", "party", int(random() % width), int(random() % height),
                         1 + int(random() % 3)),
                   token("b", "party", int(random() % width), int(random() % height)),
                   token("c", "foes", int(random() % width), int(random() % height))}};
        auto e = build(spec);
        e.board.square.ambient = LightLevel(random() % 3);
        e.tokens[0].darkvision = micro(double(random() % 7) / 2);
        e.tokens[1].darkvision = micro(double(random() % 5) / 2);
        e.board.square.lights << light("l", double(random() % (2 * width + 1)) / 2,
                                       double(random() % (2 * height + 1)) / 2, 1, 2.5);
        LightField field;
        field.rebuild(e);
        VisibilityField scratch;
        std::vector<quint8> seen;
        PartyVision::fill(e, QStringLiteral("party"), field, scratch, seen);
        INFO("board " << board);
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < width; ++x) {
                const bool plain = PartyVision::sees(e, 0, field, {x, y}) ||
                                   PartyVision::sees(e, 1, field, {x, y});
                INFO("cell " << x << "," << y);
                REQUIRE(bool(seen[std::size_t(y) * width + x]) == plain);
            }
        }
    }
}
