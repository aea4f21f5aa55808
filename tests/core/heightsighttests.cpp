// Sight over heights (docs/rules.md §13): the sanity cases of the project's reading, word for
// word, and cases worked by hand. Each encounter is written as a file and read, so the keys of
// docs/file-format.md §3.12 are what the engine sees.
#include "engine/heightline.h"
#include "engine/heightsight.h"
#include "engine/lightfield.h"
#include "engine/lineofsight.h"
#include "engine/partyvision.h"
#include "engine/sightprofile.h"
#include "engine/squareanalysis.h"
#include "engine/squaregeometry.h"
#include "testsupport.h"

#include <catch2/catch.hpp>

using namespace TestSupport;

namespace
{

// A 7×1 (or w×h) paces board with sight over heights and the given extra board keys and tokens.
QByteArray board(int width, int height, const char *boardKeys, const char *tokens)
{
    return QStringLiteral(R"({"format": "gridkeep-encounter", "version": 1, "rules": "paces",
        "sides": [{"id": "party", "name": "Party"}, {"id": "foes", "name": "Foes"}],
        "board": {"kind": "square", "width": %1, "height": %2, "sightOverHeights": true %3},
        "tokens": [%4]})")
        .arg(width)
        .arg(height)
        .arg(QString::fromUtf8(boardKeys), QString::fromUtf8(tokens))
        .toUtf8();
}

LineOfSight::Result sight(const Encounter &e, const char *a, const char *b)
{
    const int ia = e.tokenIndex(QString::fromUtf8(a));
    const int ib = e.tokenIndex(QString::fromUtf8(b));
    REQUIRE(ia >= 0);
    REQUIRE(ib >= 0);
    return LineOfSight::between(ia, ib, e, OccupancyMap(e, Perspective::GameMaster));
}

const char *twoOnTheGround = R"({"id": "a", "side": "party", "x": 0, "y": 0},
                                {"id": "b", "side": "foes", "x": 6, "y": 0})";

QByteArray crateBetween(const char *height)
{
    const QByteArray keys = QByteArrayLiteral(R"(, "terrain": [{"kind": "obstacle",
        "cells": [[3, 0]], "height": )") +
                            height + "}]";
    return board(7, 1, keys.constData(), twoOnTheGround);
}

} // namespace

// docs/rules.md §13, sanity cases: "Two 1×1 tokens on ground 0 (eyes 1.5) with a crate line
// between them (obstacle, height 1): they see each other and have no cover (the line runs at
// 1.5 > 1)."
TEST_CASE("Heights: a crate lower than the eyes gives no cover", "[heights]")
{
    const auto e = loadJson(crateBetween("1"));
    const auto s = sight(e, "a", "b");
    CHECK(s.lineOfSight);
    CHECK_FALSE(s.cover);
}

// "The same with the crate at height 1.5: still no cover (1.5 < 1.5 is false: the line grazes
// the top). At height 1.6: cover."
TEST_CASE("Heights: a line grazing a crate's top sees over it", "[heights]")
{
    CHECK_FALSE(sight(loadJson(crateBetween("1.5")), "a", "b").cover);
    const auto higher = sight(loadJson(crateBetween("1.6")), "a", "b");
    CHECK(higher.lineOfSight);
    CHECK(higher.cover);
    CHECK(higher.coveringCells == QVector<QPoint>{QPoint(3, 0)});
}

// "An archer in cell (0, 0) on a 3 m terrace (eye 4.5) and a goblin in cell (6, 0) on the ground
// (eye 1.5), with a wall of top 2 from (5.5, 0) to (5.5, 1): the line meets the wall at t = 5/6,
// where z = 4.5 − (5/6)·3 = 2.0, not below 2, so the archer sees the goblin. With top 2.1 it
// does not."
TEST_CASE("Heights: an archer on a terrace sees over a wall's top exactly", "[heights]")
{
    auto archer = [](const char *top) {
        const QByteArray keys =
            QByteArrayLiteral(R"(, "elevation": [{"meters": 3, "cells": [[0, 0]]}],
            "walls": [{"from": [5.5, 0], "to": [5.5, 1], "top": )") +
            top + "}]";
        return loadJson(board(7, 1, keys.constData(),
                              R"({"id": "archer", "side": "party", "x": 0, "y": 0},
                                 {"id": "goblin", "side": "foes", "x": 6, "y": 0})"));
    };
    CHECK(sight(archer("2"), "archer", "goblin").lineOfSight);
    const auto higher = sight(archer("2.1"), "archer", "goblin");
    CHECK_FALSE(higher.lineOfSight);
    CHECK(higher.blockingWalls == QVector<int>{0});
}

// "Two tokens on ground 0 with a 2 m terrace cell between them: blocked by the ground
// (z = 1.5 < 2)."
TEST_CASE("Heights: a terrace between two tokens hides them by the ground", "[heights]")
{
    const auto e = loadJson(
        board(7, 1, R"(, "elevation": [{"meters": 2, "cells": [[3, 0]]}])", twoOnTheGround));
    const auto s = sight(e, "a", "b");
    CHECK_FALSE(s.lineOfSight);
    CHECK(s.blockingCells == QVector<QPoint>{QPoint(3, 0)});
}

// "Three 1×1 tokens in a row on ground 0: the middle one covers the outer two from each other
// (its body [0, 1.5] meets the level line at 1.5). Lift it with altitude 3 and it no longer
// does."
TEST_CASE("Heights: a body covers a line from its feet to its eyes", "[heights]")
{
    auto row = [](const char *altitude) {
        const QByteArray tokens = QByteArrayLiteral(R"({"id": "a", "side": "party", "x": 0, "y": 0},
                {"id": "b", "side": "foes", "x": 6, "y": 0},
                {"id": "mid", "side": "foes", "x": 3, "y": 0, "altitude": )") +
                                  altitude + "}";
        return loadJson(board(7, 1, "", tokens.constData()));
    };
    const auto level = sight(row("0"), "a", "b");
    CHECK(level.cover);
    CHECK(level.coveringTokens == QStringList{QStringLiteral("mid")});
    const auto lifted = sight(row("3"), "a", "b");
    CHECK(lifted.lineOfSight);
    CHECK_FALSE(lifted.cover);
}

// Worked by hand: eyes 1.5 and 4.5 (a goblin on a 3 m ledge at x = 6). The line runs from
// (0.5, 1.5) to (6.5, 4.5); it enters cell 2 at x = 2 (t = 1/4, z = 2.25). A wall at x = 2 with
// top 2.25 is grazed (sees); 2.26 blocks.
TEST_CASE("Heights: a wall exactly grazed on a rising line sees over it", "[heights]")
{
    auto ledge = [](const char *top) {
        const QByteArray keys =
            QByteArrayLiteral(R"(, "elevation": [{"meters": 3, "cells": [[6, 0]]}],
            "walls": [{"from": [2, 0], "to": [2, 1], "top": )") +
            top + "}]";
        return loadJson(board(7, 1, keys.constData(), twoOnTheGround));
    };
    CHECK(sight(ledge("2.25"), "a", "b").lineOfSight);
    CHECK_FALSE(sight(ledge("2.26"), "a", "b").lineOfSight);
}

// Worked by hand: a terrace edge. The 2 m terrace holds cells 4..6 and the goblin stands at its
// far end (eye 3.5). From eye 1.5 at x = 0.5 the line enters cell 4 at x = 4 (t = 7/12) with
// z = 1.5 + 7/12 · 2 = 2.666…, above the terrace: seen. A lip at cell 3 is entered at x = 3
// (t = 5/12, z = 2.333…): a 2.2 m lip lets the line pass, a 2.4 m lip hides the goblin.
TEST_CASE("Heights: a terrace edge hides only what the line dips under", "[heights]")
{
    auto terrace = [](const char *lip) {
        const QByteArray keys = QByteArrayLiteral(R"(, "elevation": [
            {"meters": 2, "rect": [4, 0, 3, 1]}, {"meters": )") +
                                lip + R"(, "cells": [[3, 0]]}])";
        return loadJson(board(7, 1, keys.constData(), twoOnTheGround));
    };
    CHECK(sight(terrace("0"), "a", "b").lineOfSight);
    CHECK(sight(terrace("2.2"), "a", "b").lineOfSight);
    const auto hidden = sight(terrace("2.4"), "a", "b");
    CHECK_FALSE(hidden.lineOfSight);
    CHECK(hidden.blockingCells == QVector<QPoint>{QPoint(3, 0)});
}

// Worked by hand: a low token cannot see past a 3 m wall top, but a flyer 2 m above the wall's
// top is seen over it (the line from eye 1.5 to the flyer's eye 5 + 1.5 meets x = 3 at
// t = 1/2, z = 4 ≥ 3).
TEST_CASE("Heights: a flyer is seen over a wall a walker is not", "[heights]")
{
    auto flyer = [](const char *altitude) {
        const QByteArray tokens = QByteArrayLiteral(R"({"id": "a", "side": "party", "x": 0, "y": 0},
                {"id": "b", "side": "foes", "x": 5, "y": 0, "altitude": )") +
                                  altitude + "}";
        return loadJson(board(6, 1, R"(, "walls": [{"from": [3, 0], "to": [3, 1], "top": 3}])",
                              tokens.constData()));
    };
    CHECK_FALSE(sight(flyer("0"), "a", "b").lineOfSight);
    CHECK(sight(flyer("5"), "a", "b").lineOfSight);
}

// Worked by hand: a lantern on a 4 m ledge (cell 0, z absent: ground 4 + 1.5) lights the cells
// below beyond a 5 m wall top at x = 2 — the line to cell 5's standing eye (1.5) meets the wall
// at t = 1.5/5 = 0.3, z = 5.5 − 0.3 · 4 = 4.3 < 5: dark. At 4.2 m top the same line passes
// (4.3 ≥ 4.2) and cell 5 is lit.
TEST_CASE("Heights: a light on a ledge shines over a wall it overlooks", "[heights][light]")
{
    auto lantern = [](const char *top) {
        const QByteArray keys = QByteArrayLiteral(R"(, "ambient": "dark",
            "elevation": [{"meters": 4, "cells": [[0, 0]]}],
            "lights": [{"id": "l", "x": 0.5, "y": 0.5, "bright": 8, "dim": 8}],
            "walls": [{"from": [2, 0], "to": [2, 1], "top": )") +
                                top + "}]";
        return loadJson(board(7, 1, keys.constData(), ""));
    };
    LightField low;
    low.rebuild(lantern("5"));
    CHECK(low.computedAt(5, 0) == LightLevel::Dark);
    CHECK(low.computedAt(1, 0) == LightLevel::Bright);
    LightField high;
    high.rebuild(lantern("4.2"));
    CHECK(high.computedAt(5, 0) == LightLevel::Bright);
}

// A light's z below a wall's top: the wall hides what lies behind it even at the light's own
// height, and an explicit z is written back as read.
TEST_CASE("Heights: a light below a wall's top is stopped by it", "[heights][light]")
{
    const auto e = loadJson(board(5, 1, R"(, "ambient": "dark",
        "lights": [{"id": "l", "x": 0.5, "y": 0.5, "bright": 8, "dim": 8, "z": 1}],
        "walls": [{"from": [2, 0], "to": [2, 1], "top": 2}])",
                                  ""));
    LightField field;
    field.rebuild(e);
    CHECK(field.computedAt(1, 0) == LightLevel::Bright);
    CHECK(field.computedAt(3, 0) == LightLevel::Dark);
    REQUIRE(e.board.square.lights.first().zMicrometres.has_value());
    CHECK(*e.board.square.lights.first().zMicrometres == 1'000'000);
}

// Party sight follows the same lines: a party token behind a 2 m terrace cell does not see the
// cell beyond it (whose standing eye is 1.5), but sees it from a 3 m tower.
TEST_CASE("Heights: party vision looks over heights", "[heights][fog]")
{
    auto party = [](const char *tower) {
        const QByteArray keys = QByteArrayLiteral(
                                    R"(, "elevation": [{"meters": 2, "cells": [[2, 0]]},
            {"meters": )") + tower +
                                R"(, "cells": [[0, 0]]}])";
        return loadJson(board(5, 1, keys.constData(), R"({"id": "a", "side": "party", "x": 0,
                                                        "y": 0})"));
    };
    const auto low = PartyVision::cells(party("0"), QStringLiteral("party"));
    CHECK(low.contains(QPoint(1, 0)));
    CHECK(low.contains(QPoint(2, 0))); // its own end never blocks
    CHECK_FALSE(low.contains(QPoint(3, 0)));
    const auto high = PartyVision::cells(party("3"), QStringLiteral("party"));
    CHECK(high.contains(QPoint(3, 0)));
}

// The CLI's extra key: a token's eye height (docs/cli.md §10) is its elevation plus its height,
// or 1.5 m per size.
TEST_CASE("Heights: eyes follow elevation altitude height and size", "[heights]")
{
    const auto e = loadJson(board(6, 2, R"(, "elevation": [{"meters": 1.25, "cells": [[0, 0]]}])",
                                  R"({"id": "a", "side": "party", "x": 0, "y": 0},
                                     {"id": "big", "side": "foes", "x": 2, "y": 0, "size": 2},
                                     {"id": "tall", "side": "foes", "x": 4, "y": 0,
                                      "height": 2.4, "altitude": 0.5})"));
    const auto &b = e.board.square;
    const auto &rules = *e.rules;
    CHECK(HeightSight::eye(e.tokens[0], b, rules) == 2'750'000);
    CHECK(HeightSight::eye(e.tokens[1], b, rules) == 3'000'000);
    CHECK(HeightSight::eye(e.tokens[2], b, rules) == 2'900'000);
    SquareAnalysis analysis(e, Perspective::GameMaster);
    const auto tokens = analysis.tokensJson();
    CHECK(tokens.value(QStringLiteral("a")).toObject().value(QStringLiteral("eye")).toDouble() ==
          2.75);
}

// The exact line primitives on their edges: equal is not below, a body's closed ends count.
TEST_CASE("Heights: the 3-D line decides its edges exactly", "[heights]")
{
    const auto p = SquareGeometry::cellCentre(0, 0);
    const auto q = SquareGeometry::cellCentre(4, 0);
    const HeightLine level(p, 1'500'000, q, 1'500'000);
    CHECK_FALSE(level.dipsBelow(2, 0, 1'500'000));
    CHECK(level.dipsBelow(2, 0, 1'500'001));
    CHECK(level.meetsBody(2, 0, 0, 1'500'000));
    CHECK(level.meetsBody(2, 0, 1'500'000, 3'000'000));
    CHECK_FALSE(level.meetsBody(2, 0, 1'500'001, 3'000'000));
    // Rising from 0 to 4 over x 0.5 → 4.5: cell 2 spans x 2..3, z 1.5..2.5 (open).
    const HeightLine rising(p, 0, q, 4'000'000);
    CHECK_FALSE(rising.meetsBody(2, 0, 2'500'000, 9'000'000)); // only the open end touches
    CHECK(rising.meetsBody(2, 0, 2'499'999, 9'000'000));
    CHECK_FALSE(rising.meetsBody(2, 0, 0, 1'500'000));
    // A wall along the line: the lowest point of the shared stretch decides.
    CHECK(rising.passesUnder({1'000'000, 500'000}, {2'000'000, 500'000}, 1'500'001, false));
    CHECK_FALSE(rising.passesUnder({1'000'000, 500'000}, {2'000'000, 500'000}, 500'000, false));
    // A light on a wall line: the point p itself does not count.
    CHECK_FALSE(rising.passesUnder({500'000, 0}, {500'000, 1'000'000}, 9'000'000, true));
    CHECK(rising.passesUnder({500'000, 0}, {500'000, 1'000'000}, 9'000'000, false));
}

// The side view names what happened to the line: the wall's top it passed under, the terrace
// that hid it, the crate it passed over (docs/rules.md §13, "reasons").
TEST_CASE("Heights: the side view names what hid or covered the line", "[heights][profile]")
{
    const auto walled = loadJson(board(7, 1, R"(, "elevation": [{"meters": 3, "cells": [[0, 0]]}],
        "walls": [{"from": [5.5, 0], "to": [5.5, 1], "top": 2.1}])",
                                       R"({"id": "archer", "side": "party", "x": 0, "y": 0},
                                          {"id": "goblin", "side": "foes", "x": 6, "y": 0})"));
    const auto wall = SightProfile::between(0, 1, walled);
    REQUIRE(wall.has_value());
    CHECK(wall->blocked);
    CHECK(wall->fromEye == 4.5);
    CHECK(wall->toEye == 1.5);
    CHECK(wall->blockAt == Approx(5.0));
    CHECK(wall->reasons.first() == QStringLiteral("under the wall's top (2.1 m)"));

    const auto terrace = SightProfile::between(
        0, 1,
        loadJson(
            board(7, 1, R"(, "elevation": [{"meters": 2, "cells": [[3, 0]]}])", twoOnTheGround)));
    REQUIRE(terrace.has_value());
    CHECK(terrace->blocked);
    CHECK(terrace->reasons.first() == QStringLiteral("hidden by the terrace (2 m) at 3,0"));

    const auto crate = SightProfile::between(0, 1, loadJson(crateBetween("1")));
    REQUIRE(crate.has_value());
    CHECK_FALSE(crate->blocked);
    CHECK_FALSE(crate->covered);
    CHECK(crate->reasons == QStringList{QStringLiteral("over the obstacle (1 m) at 3,0")});
    REQUIRE(crate->cells.size() == 5);
    CHECK(crate->cells[2].top == std::optional<double>(1.0));

    // Flat boards have no side view.
    auto flat = walled;
    flat.board.square.sightOverHeights = false;
    CHECK_FALSE(SightProfile::between(0, 1, flat).has_value());
}
