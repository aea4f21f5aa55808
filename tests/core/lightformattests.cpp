// docs/file-format.md §3.7: board.ambient, board.lights and a token's darkvision — read, written
// back byte for byte, and refused with their JSON path.
#include "testsupport.h"

#include "io/encounterwriter.h"

using namespace TestSupport;

namespace
{

// A `paces` encounter on a 10 × 8 board with `boardKeys` added to the board and `tokenKeys`
// to Kara.
QByteArray litFile(const char *boardKeys, const char *tokenKeys = "")
{
    return QByteArrayLiteral(R"({"format": "gridkeep-encounter", "version": 1, "name": "Lit",
        "rules": "paces", "board": {"kind": "square", "width": 10, "height": 8)") +
           QByteArray(boardKeys) + QByteArrayLiteral(R"(},
        "sides": [{"id": "party", "name": "Party"}, {"id": "foes", "name": "Foes"}],
        "tokens": [{"id": "kara", "side": "party", "x": 1, "y": 1)") +
           QByteArray(tokenKeys) + QByteArrayLiteral(R"(},
                   {"id": "ogre", "side": "foes", "x": 6, "y": 5, "size": 2}]})");
}

} // namespace

TEST_CASE("Lights: read, written back and read again unchanged", "[format][light]")
{
    const auto e = loadJson(litFile(R"(, "ambient": "dark",
        "lights": [{"id": "brazier", "x": 4.25, "y": 3.0, "bright": 2.5, "dim": 5,
                    "color": "#ffaa33", "smoke": true},
                   {"id": "torch", "token": "ogre", "bright": 4, "dim": 8, "on": false},
                   {"id": "imported", "x": 0, "y": 8, "bright": 0, "dim": 0,
                    "uvtt": {"intensity": 0.5}}])",
                                    R"(, "darkvision": 1.5)"));
    const auto &b = e.board.square;
    CHECK(b.ambient == LightLevel::Dark);
    REQUIRE(b.lights.size() == 3);
    CHECK(b.lights[0].x == 4'250'000);
    CHECK(b.lights[0].y == 3'000'000);
    CHECK(b.lights[0].bright == 2'500'000);
    CHECK(b.lights[0].dim == 5'000'000);
    CHECK(b.lights[0].on);
    CHECK(b.lights[0].color == QLatin1String("#ffaa33"));
    CHECK(b.lights[0].extra.value(QLatin1String("smoke")).toBool());
    CHECK(b.lights[1].token == QLatin1String("ogre"));
    CHECK_FALSE(b.lights[1].pointWritten);
    CHECK_FALSE(b.lights[1].on);
    CHECK(b.lights[2].uvtt.value(QLatin1String("intensity")).toDouble() == 0.5);
    CHECK(e.tokens[0].darkvision == 1'500'000);

    const auto written = EncounterWriter::toBytes(e);
    const auto again = loadJson(written);
    CHECK(EncounterWriter::toBytes(again) == written);
    CHECK(again.board.square.lights == b.lights);
    CHECK(again.board.square.ambient == LightLevel::Dark);
    CHECK(again.tokens[0].darkvision == 1'500'000);
    // A carried light read without a point is written without one.
    CHECK_FALSE(written.contains("\"token\": \"ogre\",\n          \"x\""));
}

TEST_CASE("Lights: a file without them is written back without them", "[format][light]")
{
    const auto e = loadJson(litFile(""));
    CHECK(e.board.square.ambient == LightLevel::Bright);
    CHECK(e.board.square.lights.isEmpty());
    const auto written = EncounterWriter::toBytes(e);
    CHECK_FALSE(written.contains("ambient"));
    CHECK_FALSE(written.contains("lights"));
    CHECK_FALSE(written.contains("darkvision"));
    // A written "bright" stays written.
    const auto bright = loadJson(litFile(R"(, "ambient": "bright")"));
    CHECK(EncounterWriter::toBytes(bright).contains("\"ambient\": \"bright\""));
}

TEST_CASE("Lights: bad values are refused with their JSON path", "[format][light]")
{
    struct Case {
        const char *board;
        const char *token;
        const char *path;
        const char *words;
    };
    const auto c = GENERATE(
        Case{R"(, "ambient": "dusk")", "", "board.ambient", "\"bright\", \"dim\" or \"dark\""},
        Case{R"(, "ambient": 1)", "", "board.ambient", "expected a string"},
        Case{R"(, "lights": {})", "", "board.lights", "expected a list"},
        Case{R"(, "lights": [3])", "", "board.lights[0]", "expected an object"},
        Case{R"(, "lights": [{"x": 1, "y": 1, "bright": 1, "dim": 2}])", "", "board.lights[0].id",
             "missing"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "bright": 1, "dim": 2},
                             {"id": "a", "x": 1, "y": 1, "bright": 1, "dim": 2}])",
             "", "board.lights[1].id", "unique"},
        Case{R"(, "lights": [{"id": "a", "y": 1, "bright": 1, "dim": 2}])", "", "board.lights[0].x",
             "missing"},
        Case{R"(, "lights": [{"id": "a", "x": 10.5, "y": 1, "bright": 1, "dim": 2}])", "",
             "board.lights[0].x", "within [0, 10] × [0, 8]"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": -0.5, "bright": 1, "dim": 2}])", "",
             "board.lights[0].x", "within"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "dim": 2}])", "", "board.lights[0].bright",
             "missing"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "bright": 3, "dim": 2}])", "",
             "board.lights[0].bright", "no larger than the dim one"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "bright": -1, "dim": 2}])", "",
             "board.lights[0].bright", "from 0 to 1000"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "bright": 1, "dim": 1000.5}])", "",
             "board.lights[0].dim", "from 0 to 1000"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "bright": 1, "dim": "far"}])", "",
             "board.lights[0].dim", "expected a number"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "bright": 1, "dim": 2, "on": "yes"}])", "",
             "board.lights[0].on", "true or false"},
        Case{R"(, "lights": [{"id": "a", "token": "nobody", "bright": 1, "dim": 2}])", "",
             "board.lights[0].token", "token that carries"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "bright": 1, "dim": 2, "color": "red"}])",
             "", "board.lights[0].color", "#RRGGBB"},
        Case{R"(, "lights": [{"id": "a", "x": 1, "y": 1, "bright": 1, "dim": 2, "uvtt": 4}])", "",
             "board.lights[0].uvtt", "expected an object"},
        Case{"", R"(, "darkvision": -1)", "tokens[0].darkvision", "from 0 to 1000"},
        Case{"", R"(, "darkvision": "keen")", "tokens[0].darkvision", "expected a number"});
    const auto error = refusal(litFile(c.board, c.token));
    INFO(error.toString().toStdString());
    CHECK(error.path == QLatin1String(c.path));
    CHECK(error.message.contains(QString::fromUtf8(c.words)));
}

TEST_CASE("Lights: too many lights, or pools too large together, are refused", "[format][light]")
{
    QByteArray many = ", \"lights\": [";
    for (int i = 0; i <= Limits::MaxLights; ++i)
        many += QByteArray(i ? "," : "") + "{\"id\": \"l" + QByteArray::number(i) +
                "\", \"x\": 1, \"y\": 1, \"bright\": 0, \"dim\": 0}";
    many += "]";
    CHECK(refusal(litFile(many.constData())).path == QLatin1String("board.lights"));
}
