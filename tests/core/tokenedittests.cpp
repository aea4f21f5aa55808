#include "edit/tokenedit.h"
#include "model/ruleset.h"
#include "model/rulesetregistry.h"

#include <catch2/catch.hpp>
#include <tuple>

// Where the GM may put a token (TokenEdit): footprints on the map, levels on the Combat Grid,
// which token a click hits and where a copy goes.

namespace
{

std::shared_ptr<const RuleSet> ruleSet(const char *id)
{
    auto rules = RuleSetRegistry::instance().find(QLatin1String(id));
    REQUIRE(rules);
    return rules;
}

SquareBoard board(int width, int height)
{
    SquareBoard b;
    b.width = width;
    b.height = height;
    return b;
}

Token token(const char *id, int x, int y, int size = 1)
{
    Token t;
    t.id = QLatin1String(id);
    t.x = x;
    t.y = y;
    t.size = size;
    return t;
}

} // namespace

TEST_CASE("Token footprint: size × size cells from the anchor, one cell for size 0 or below",
          "[tokenedit][footprint]")
{
    // docs/rules.md §1.1: "It covers the s×s cells from (x, y) to (x+s-1, y+s-1). Size 0 or
    // below covers one cell."
    const auto [size, side] = GENERATE(table<int, int>({{-3, 1}, {0, 1}, {1, 1}, {2, 2}, {3, 3}}));
    CAPTURE(size);
    const Token t = token("t", 4, 7, size);
    CHECK(t.footprint() == side);
    CHECK(t.footprintRect() == QRect(4, 7, side, side));
    CHECK(t.footprintAt({1, 2}) == QRect(1, 2, side, side));
    CHECK(Token::footprintAt({1, 2}, size) == QRect(1, 2, side, side));

    const QList<QPoint> cells = t.cells();
    REQUIRE(cells.size() == side * side);
    CHECK(cells.first() == QPoint(4, 7));
    CHECK(cells.last() == QPoint(4 + side - 1, 7 + side - 1));
    for (int i = 0; i < cells.size(); ++i) {
        CHECK(t.footprintRect().contains(cells[i]));
        if (i > 0) // row by row, left to right
            CHECK((cells[i - 1].y() < cells[i].y() ||
                   (cells[i - 1].y() == cells[i].y() && cells[i - 1].x() < cells[i].x())));
    }
}

TEST_CASE("fitsOnMap: every footprint cell on the map, big tokens at every edge",
          "[tokenedit][square]")
{
    const SquareBoard map = board(10, 8);
    const auto [size, x, y, fits] = GENERATE(table<int, int, int, bool>({
        {1, 0, 0, true},
        {1, 9, 7, true},   // the last cell
        {1, 10, 0, false}, // right of the map
        {1, 0, 8, false},  // below it
        {1, -1, 0, false},
        {0, 9, 7, true}, // size 0 covers one cell
        {2, 8, 6, true}, // flush with the bottom-right corner
        {2, 9, 6, false},
        {2, 8, 7, false},
        {2, -1, 3, false},
        {3, 7, 5, true},
        {3, 8, 5, false}, // the anchor is on the map, its right column is not
        {3, 7, 6, false},
        {3, 0, -1, false},
        {3, 0, 0, true},
        {4, 6, 4, true},
        {4, 7, 4, false},
    }));
    CAPTURE(size, x, y);
    const Token t = token("t", x, y, size);
    CHECK(TokenEdit::fitsOnMap(t, map) == fits);
    // The same footprint with the anchor given apart from the token.
    CHECK(TokenEdit::fitsOnMap(token("t", 0, 0, size), {x, y}, map) == fits);
}

TEST_CASE("fitsOnMap: nothing fits on an empty map, a footprint fits only if the map holds it",
          "[tokenedit][square]")
{
    CHECK_FALSE(TokenEdit::fitsOnMap(token("t", 0, 0), board(0, 0)));
    CHECK_FALSE(TokenEdit::fitsOnMap(token("t", 0, 0, 3), board(2, 5)));
    CHECK(TokenEdit::fitsOnMap(token("t", 0, 0, 2), board(2, 2)));
}

TEST_CASE("clampOntoMap pulls a big token dropped near an edge back onto the map",
          "[tokenedit][square]")
{
    const SquareBoard map = board(10, 8);
    const auto [size, x, y, ax, ay] = GENERATE(table<int, int, int, int, int>({
        {1, 4, 4, 4, 4}, // already on the map: stays
        {1, 12, -3, 9, 0},
        {2, 9, 7, 8, 6}, // its far column and row would hang off
        {3, 9, 7, 7, 5},
        {3, -2, 2, 0, 2},
        {0, 11, 11, 9, 7},
    }));
    CAPTURE(size, x, y);
    const Token t = token("t", 0, 0, size);
    const auto anchor = TokenEdit::clampOntoMap(t, {x, y}, map);
    REQUIRE(anchor);
    CHECK(*anchor == QPoint(ax, ay));
    CHECK(TokenEdit::fitsOnMap(t, *anchor, map));
}

TEST_CASE("clampOntoMap: a token bigger than the map has no place on it", "[tokenedit][square]")
{
    CHECK_FALSE(TokenEdit::clampOntoMap(token("t", 0, 0, 3), {0, 0}, board(2, 9)));
    CHECK_FALSE(TokenEdit::clampOntoMap(token("t", 0, 0, 3), {0, 0}, board(9, 2)));
    CHECK(TokenEdit::clampOntoMap(token("t", 0, 0, 3), {5, 5}, board(3, 3)) == QPoint(0, 0));
}

TEST_CASE("tokenAt: the topmost token whose footprint covers the cell, 2×2 and 3×3 tokens",
          "[tokenedit][square]")
{
    // File order is drawing order: the last token covering a cell is on top.
    const QList<Token> tokens{
        token("ogre", 2, 2, 2),  // 0: (2..3, 2..3)
        token("giant", 5, 5, 3), // 1: (5..7, 5..7)
        token("rat", 6, 6),      // 2: on the giant's middle cell, drawn above it
        token("troll", 3, 3, 3), // 3: (3..5, 3..5), over the ogre's and the giant's corners
    };
    const auto [x, y, expected] = GENERATE(table<int, int, int>({
        {2, 2, 0}, // the ogre's anchor
        {3, 2, 0},
        {2, 3, 0},
        {3, 3, 3},  // the ogre's last cell, under the troll
        {4, 2, -1}, // right of the ogre
        {1, 2, -1},
        {5, 5, 3}, // the giant's anchor, under the troll's last cell
        {6, 5, 1},
        {7, 7, 1}, // the giant's last cell
        {8, 7, -1},
        {7, 8, -1},
        {6, 6, 2}, // the rat on the giant
        {4, 4, 3},
        {5, 3, 3},
        {6, 3, -1},
        {-1, -1, -1},
    }));
    CAPTURE(x, y);
    CHECK(TokenEdit::tokenAt(tokens, {x, y}) == expected);
    CHECK(TokenEdit::tokenAt({}, {x, y}) == -1);
}

TEST_CASE("freeAnchorNear: the nearest free place flush beside the original", "[tokenedit][square]")
{
    const SquareBoard map = board(8, 8);

    SECTION("an empty neighbourhood: the first candidate of the first ring, up and left")
    {
        const Token thug = token("thug", 4, 4);
        CHECK(TokenEdit::freeAnchorNear(thug, {thug}, map) == QPoint(3, 3));
    }

    SECTION("a crowded map: ring 1 row by row, the first free cell wins")
    {
        const Token thug = token("thug", 4, 4);
        const QList<Token> tokens{thug, token("a", 3, 3), token("b", 4, 3), token("c", 5, 3),
                                  token("d", 3, 4)};
        CHECK(TokenEdit::freeAnchorNear(thug, tokens, map) == QPoint(5, 4));
    }

    SECTION("ring 1 full: the first free place of ring 2")
    {
        const Token thug = token("thug", 4, 4);
        // A 3×3 wall of tokens around the thug (the thug included), and (2, 2) taken too.
        QList<Token> tokens{token("wall", 3, 3, 3), thug, token("e", 2, 2)};
        CHECK(TokenEdit::freeAnchorNear(thug, tokens, map) == QPoint(3, 2));
    }

    SECTION("a 2×2 token in a corner steps by its size and stays on the map")
    {
        const Token ogre = token("ogre", 0, 0, 2);
        // (2, 0) would do, but a rat stands on its bottom-left cell: next is (0, 2).
        CHECK(TokenEdit::freeAnchorNear(ogre, {ogre, token("rat", 2, 1)}, map) == QPoint(0, 2));
        CHECK(TokenEdit::freeAnchorNear(ogre, {ogre}, map) == QPoint(2, 0));
    }

    SECTION("a 3×3 token at the bottom-right edge")
    {
        const Token giant = token("giant", 5, 5, 3);
        CHECK(TokenEdit::freeAnchorNear(giant, {giant}, map) == QPoint(2, 2));
        // A copy never overlaps any footprint, not even partly.
        const QList<Token> tokens{giant, token("rat", 4, 4)};
        const auto anchor = TokenEdit::freeAnchorNear(giant, tokens, map);
        REQUIRE(anchor);
        CHECK(*anchor == QPoint(5, 2));
        for (const Token &t : tokens)
            CHECK_FALSE(giant.footprintAt(*anchor).intersects(t.footprintRect()));
    }

    SECTION("a full map: no anchor")
    {
        const SquareBoard small = board(3, 3);
        QList<Token> tokens;
        for (int y = 0; y < 3; ++y)
            for (int x = 0; x < 3; ++x)
                tokens << token("t", x, y);
        const Token middle = tokens[4];
        CHECK_FALSE(TokenEdit::freeAnchorNear(middle, tokens, small));
        CHECK_FALSE(TokenEdit::freeAnchorNear(tokens[0], tokens, small));
    }

    SECTION("no room for the whole footprint flush beside it: no anchor")
    {
        const Token ogre = token("ogre", 0, 0, 2);
        CHECK_FALSE(TokenEdit::freeAnchorNear(ogre, {ogre}, board(3, 3)));
    }
}

TEST_CASE("levelExistsAt: water levels only in water, ground only dry, skyward only when "
          "allowed",
          "[tokenedit][positions]")
{
    // docs/rules.md §2.1 and §5.13: "skyward exists only when the board allows it. shallows and
    // deep exist only at water positions, where level 0 is called surface."
    const auto rules = ruleSet("labyrinthian");
    const auto [level, water, skyward, exists] = GENERATE(table<const char *, bool, bool, bool>({
        {"ground", false, false, true},
        {"ground", true, false, false}, // surface replaces it in water
        {"surface", false, false, false},
        {"surface", true, false, true},
        {"shallows", false, true, false}, // shallows on a dry position
        {"shallows", true, false, true},
        {"deep", false, false, false},
        {"deep", true, true, true},
        {"elevated", false, false, true},
        {"elevated", true, false, true},
        {"overhead", true, false, true},
        {"skyward", false, false, false}, // skyward when the board does not allow it
        {"skyward", true, false, false},
        {"skyward", false, true, true},
        {"skyward", true, true, true},
        {"underground", false, true, false}, // not a level of the rule set
    }));
    CAPTURE(level, water, skyward);
    PositionBoard grid;
    grid.skyward = skyward;
    if (water)
        grid.positions[QStringLiteral("churn")].water = true;
    CHECK(TokenEdit::levelExistsAt(grid, *rules, QStringLiteral("churn"), QLatin1String(level)) ==
          exists);
    // Another position keeps its own flags: dry.
    const AltitudeLevel *known = rules->level(QLatin1String(level));
    const bool existsWhenDry =
        known && known->belongsAt(false) && (skyward || !known->needsSkyward);
    CHECK(TokenEdit::levelExistsAt(grid, *rules, QStringLiteral("ally-support"),
                                   QLatin1String(level)) == existsWhenDry);
}

TEST_CASE("levelExistsAt: an unknown position, or a rule set without the Combat Grid",
          "[tokenedit][positions]")
{
    PositionBoard grid;
    grid.skyward = true;
    CHECK_FALSE(TokenEdit::levelExistsAt(grid, *ruleSet("labyrinthian"), QStringLiteral("moon"),
                                         QStringLiteral("ground")));
    CHECK_FALSE(TokenEdit::levelExistsAt(grid, *ruleSet("paces"), QStringLiteral("churn"),
                                         QStringLiteral("ground")));
}

TEST_CASE("levelsAt: the levels of a position, highest first", "[tokenedit][positions]")
{
    const auto rules = ruleSet("labyrinthian");
    const auto ids = [&](const PositionBoard &grid, const char *position) {
        QStringList out;
        for (const auto &level : TokenEdit::levelsAt(grid, *rules, QLatin1String(position)))
            out << level.id;
        return out;
    };
    PositionBoard grid;
    grid.positions[QStringLiteral("churn")].water = true;
    CHECK(ids(grid, "ally-support") == QStringList{QStringLiteral("overhead"),
                                                   QStringLiteral("elevated"),
                                                   QStringLiteral("ground")});
    CHECK(ids(grid, "churn") == QStringList{QStringLiteral("overhead"), QStringLiteral("elevated"),
                                            QStringLiteral("surface"), QStringLiteral("shallows"),
                                            QStringLiteral("deep")});
    grid.skyward = true;
    CHECK(ids(grid, "churn").first() == QStringLiteral("skyward"));
    CHECK(ids(grid, "churn").size() == 6);
    CHECK(ids(grid, "moon").isEmpty());
}
