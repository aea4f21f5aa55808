#include "engine/partysight.h"
#include "engine/squaregeometry.h"
#include "engine/visibilityfield.h"
#include "squarescenario.h"

#include <catch2/catch.hpp>
#include <random>

// The whole-map visibility field (src/core/engine/visibilityfield.h) against the plain rule,
// PartySight::sees (docs/rules.md §3.1, §1.6), cell by cell.

using namespace SquareScenario;

namespace
{

constexpr qint64 Cell = SquareGeometry::Cell;

// Cells where the field and PartySight::sees disagree, as "(x,y) " text for Catch to print.
std::string differences(const Encounter &e, const QRect &from, const VisibilityField &field)
{
    std::string text;
    const auto &board = e.board.square;
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            if (bool(field.isSeen(x, y)) != PartySight::sees(e, from, {x, y}))
                text += "(" + std::to_string(x) + "," + std::to_string(y) + ") ";
        }
    }
    return text;
}

} // namespace

TEST_CASE("Visibility field: a line through the corner between two diagonal blocking cells",
          "[fog]")
{
    // From the centre of (0, 0) to the centre of (3, 1) the line meets the corner point (2, 1)
    // and passes from cell (1, 0) straight into (2, 1): it enters neither (2, 0) nor (1, 1).
    const auto e = build({{"..#.", ".#.."}, {token("hero", "party", 0, 0)}});
    VisibilityField field;
    field.prepare(e.board.square, *e.rules);
    field.compute(QRect(0, 0, 1, 1));
    CHECK(field.isSeen(3, 1));
    CHECK_FALSE(field.isSeen(2, 1)); // slope 1/2 crosses into (1, 1) mid-column
    CHECK(field.isSeen(2, 0));       // its own cell never blocks
    CHECK(differences(e, QRect(0, 0, 1, 1), field).empty());

    // A wall ending exactly on that corner touches the line: now it is blocked.
    auto walled = e;
    walled.board.square.walls << WallSegment{2 * Cell, 1 * Cell, 2 * Cell, 2 * Cell};
    field.prepare(walled.board.square, *walled.rules);
    field.compute(QRect(0, 0, 1, 1));
    CHECK_FALSE(field.isSeen(3, 1));
    CHECK(differences(walled, QRect(0, 0, 1, 1), field).empty());

    // An open door there blocks nothing.
    walled.board.square.walls.last().door = WallSegment::Door::Open;
    field.prepare(walled.board.square, *walled.rules);
    field.compute(QRect(0, 0, 1, 1));
    CHECK(field.isSeen(3, 1));
}

TEST_CASE("Visibility field: equals PartySight::sees on random boards", "[fog]")
{
    std::mt19937 random(20261125);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(random); };
    // A wall coordinate: on grid lines, half and quarter cells, or anywhere, sometimes off the
    // map, so that lines run exactly through wall ends and corners.
    auto coordinate = [&](int cells) -> qint64 {
        switch (pick(0, 4)) {
        case 0:
            return qint64(pick(0, cells)) * Cell;
        case 1:
            return qint64(pick(0, 2 * cells)) * Cell / 2;
        case 2:
            return qint64(pick(-4, 4 * cells + 4)) * Cell / 4;
        default:
            return std::uniform_int_distribution<qint64>(-Cell, (cells + 1) * Cell)(random);
        }
    };
    const WallSegment::Door doors[] = {WallSegment::Door::None, WallSegment::Door::None,
                                       WallSegment::Door::Open, WallSegment::Door::Closed};
    VisibilityField field;
    VisibilityField walked;
    int partlySeen = 0;
    int mismatches = 0;
    const int rounds = 3000;
    for (int round = 0; round < rounds; ++round) {
        const int width = pick(1, 20);
        const int height = pick(1, 20);
        const int density = pick(0, 45);
        Rows rows;
        for (int y = 0; y < height; ++y) {
            QString row;
            for (int x = 0; x < width; ++x)
                row += QLatin1Char(pick(0, 99) < density ? '#' : (pick(0, 9) == 0 ? 'o' : '.'));
            rows << row;
        }
        auto e = build({rows, {}});
        for (int w = pick(0, 5); w > 0; --w) {
            WallSegment wall;
            wall.x1 = coordinate(width);
            wall.y1 = coordinate(height);
            if (pick(0, 9) == 0) { // a single point
                wall.x2 = wall.x1;
                wall.y2 = wall.y1;
            } else if (pick(0, 2) == 0) { // along a grid line
                wall.x2 = pick(0, 1) ? wall.x1 : coordinate(width);
                wall.y2 = wall.x2 == wall.x1 ? coordinate(height) : wall.y1;
            } else {
                wall.x2 = coordinate(width);
                wall.y2 = coordinate(height);
            }
            wall.door = doors[pick(0, 3)];
            e.board.square.walls << wall;
        }
        const int size = pick(1, 4);
        // Anchors up to a cell off the top-left and hanging off the bottom-right.
        const QRect from(pick(-1, width - 1), pick(-1, height - 1), size, size);

        field.prepare(e.board.square, *e.rules);
        field.compute(from);
        walked.prepare(e.board.square, *e.rules);
        walked.clear();
        walked.addByWalking(from);
        const std::string fieldDiff = differences(e, from, field);
        const std::string walkedDiff = differences(e, from, walked);
        if (!fieldDiff.empty() || !walkedDiff.empty()) {
            ++mismatches;
            if (mismatches <= 5) {
                INFO("round " << round << " from " << from.x() << "," << from.y() << " size "
                              << size << " rows " << rows.join(QLatin1Char('/')).toStdString());
                CHECK(fieldDiff == "");
                CHECK(walkedDiff == "");
            }
        }
        int seen = 0;
        for (const auto v : field.cells())
            seen += v;
        if (seen > 0 && seen < width * height)
            ++partlySeen;
    }
    CHECK(mismatches == 0);
    // The boards are worth the comparison: most have cells out of sight.
    CHECK(partlySeen > rounds / 2);
}

TEST_CASE("Visibility field: a party's field is the union of its tokens' fields", "[fog]")
{
    const auto e = build(
        {{"....#....", "..#...#..", "....#....", "#.......#"},
         {token("a", "party", 0, 0), token("b", "party", 7, 2, 2), token("c", "foes", 4, 3)}});
    VisibilityField field;
    PartySight::fill(e, QStringLiteral("party"), field);
    const auto set = PartySight::cells(e, QStringLiteral("party"));
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 9; ++x) {
            const bool expected = PartySight::sees(e, QRect(0, 0, 1, 1), {x, y}) ||
                                  PartySight::sees(e, QRect(7, 2, 2, 2), {x, y});
            CHECK(bool(field.isSeen(x, y)) == expected);
            CHECK(set.contains({x, y}) == expected);
        }
    }
}
