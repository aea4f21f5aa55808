// docs/file-format.md §3.8 (templates): reading, writing, refusals, and what follows the file
// into the rest of the core (the players' encounter, SquareBoardEdit::sameBoard).
#include "testsupport.h"

#include "edit/squareboardedit.h"
#include "engine/fogview.h"
#include "engine/playersencounter.h"
#include "io/encounterwriter.h"
#include "io/templatejson.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace TestSupport;
using Shape = BoardTemplate::Shape;

namespace
{

// A `paces` encounter on a 10 × 8 board with `board` keys added; the drake (2 × 2 at (6, 4))
// has its footprint centre at (7, 5).
QByteArray pacesFile(const char *boardKeys, const char *rules = "paces")
{
    return QByteArrayLiteral(R"({"format": "gridkeep-encounter", "version": 1, "name": "Blast",
        "rules": ")") +
           QByteArray(rules) +
           QByteArrayLiteral(R"(", "board": {"kind": "square", "width": 10, "height": 8,
        "terrain": [], "walls": [], "elevation": [])") +
           QByteArray(boardKeys) + QByteArrayLiteral(R"(},
        "sides": [{"id": "party", "name": "Party"}, {"id": "giants", "name": "Giants"}],
        "allies": [],
        "tokens": [{"id": "kara", "side": "party", "x": 1, "y": 1},
                   {"id": "drake", "side": "giants", "x": 6, "y": 4, "size": 2},
                   {"id": "rat", "side": "giants", "x": 0, "y": 7, "hidden": true}]})");
}

const char *const fourTemplates = R"(,
    "templates": [
      {"id": "fireball", "shape": "circle", "x": 4.5, "y": 4.5, "radius": 2, "color": "#ff6f00",
       "label": "Fireball", "players": true, "glow": 3},
      {"id": "breath", "shape": "cone", "token": "drake", "tx": 9.5, "ty": 5},
      {"id": "bolt", "shape": "line", "x": 0, "y": 2, "tx": 6, "ty": 2, "width": 1,
       "wallsBlock": false, "radius": 4},
      {"id": "cloud", "shape": "square", "x": 7, "y": 0, "side": 3, "color": "#80ffffff",
       "players": true, "token": "rat"}
    ])";

QJsonArray writtenTemplates(const Encounter &e)
{
    return QJsonDocument::fromJson(EncounterWriter::toBytes(e))
        .object()
        .value(QStringLiteral("board"))
        .toObject()
        .value(QStringLiteral("templates"))
        .toArray();
}

qint64 micro(double cells)
{
    return FixedPoint::fromDouble(cells);
}

} // namespace

TEST_CASE("Templates: read, written back and read again unchanged", "[format][template]")
{
    const auto e = loadJson(pacesFile(fourTemplates));
    const auto &templates = e.board.square.templates;
    REQUIRE(templates.size() == 4);

    const BoardTemplate &fireball = templates[0];
    CHECK(fireball.id == QStringLiteral("fireball"));
    CHECK(fireball.shape == Shape::Circle);
    CHECK(fireball.origin == MicroPoint{micro(4.5), micro(4.5)});
    CHECK(fireball.size == micro(2));
    CHECK(fireball.color == QStringLiteral("#ff6f00"));
    CHECK(fireball.label == QStringLiteral("Fireball"));
    CHECK(fireball.sharedWithPlayers);
    CHECK(fireball.wallsBlock);                                       // the default
    CHECK(fireball.extra.value(QStringLiteral("glow")).toInt() == 3); // unknown keys are kept

    // An anchored cone: x and y may be left out; its far point is kept from the drake's centre.
    const BoardTemplate &breath = templates[1];
    CHECK(breath.shape == Shape::Cone);
    CHECK(breath.anchor == QStringLiteral("drake"));
    CHECK(breath.origin == MicroPoint{micro(7), micro(5)});
    CHECK(breath.reach == MicroPoint{micro(2.5), 0});
    CHECK_FALSE(breath.sharedWithPlayers);

    const BoardTemplate &bolt = templates[2];
    CHECK(bolt.shape == Shape::Line);
    CHECK(bolt.reach == MicroPoint{micro(6), 0});
    CHECK(bolt.size == micro(1));
    CHECK_FALSE(bolt.wallsBlock);
    // A key of another shape is not this one's: kept as it was.
    CHECK(bolt.extra.value(QStringLiteral("radius")).toInt() == 4);

    const BoardTemplate &cloud = templates[3];
    CHECK(cloud.shape == Shape::Square);
    CHECK(cloud.size == micro(3));
    CHECK(cloud.anchor == QStringLiteral("rat"));
    CHECK(cloud.origin == MicroPoint{micro(0.5), micro(7.5)});

    const QByteArray bytes = EncounterWriter::toBytes(e);
    const auto again = loadJson(bytes);
    CHECK(again.board.square.templates == templates);
    CHECK(SquareBoardEdit::sameBoard(again.board, e.board));
    CHECK(EncounterWriter::toBytes(again) == bytes);

    // Every point is written absolute, an anchored template's where its token stands now.
    const auto written = writtenTemplates(e);
    const auto breathJson = written[1].toObject();
    CHECK(breathJson.value(QStringLiteral("x")).toDouble() == 7);
    CHECK(breathJson.value(QStringLiteral("y")).toDouble() == 5);
    CHECK(breathJson.value(QStringLiteral("tx")).toDouble() == 9.5);
    CHECK(breathJson.value(QStringLiteral("token")).toString() == QStringLiteral("drake"));
    CHECK_FALSE(written[0].toObject().contains(QStringLiteral("wallsBlock")));
    CHECK(written[2].toObject().value(QStringLiteral("wallsBlock")) == QJsonValue(false));
    CHECK_FALSE(written[1].toObject().contains(QStringLiteral("players")));
    CHECK_FALSE(written[1].toObject().contains(QStringLiteral("radius")));
}

TEST_CASE("An anchored template is written where its token stands, and without a token "
          "where it last stood",
          "[format][template]")
{
    auto e = loadJson(pacesFile(fourTemplates));
    const int drake = e.tokenIndex(QStringLiteral("drake"));
    e.tokens[drake].x = 2; // the centre moves from (7, 5) to (3, 5)
    auto breath = writtenTemplates(e)[1].toObject();
    CHECK(breath.value(QStringLiteral("x")).toDouble() == 3);
    CHECK(breath.value(QStringLiteral("tx")).toDouble() == 5.5);
    const auto moved = loadJson(EncounterWriter::toBytes(e));
    CHECK(moved.board.square.templates[1].reach == e.board.square.templates[1].reach);

    // The app removed the drake without letting go of the template: it is saved plainly at the
    // point it was read at, so the file still reads.
    e.tokens.removeAt(drake);
    breath = writtenTemplates(e)[1].toObject();
    CHECK_FALSE(breath.contains(QStringLiteral("token")));
    CHECK(breath.value(QStringLiteral("x")).toDouble() == 7);
    CHECK(breath.value(QStringLiteral("tx")).toDouble() == 9.5);
    const auto plain = loadJson(EncounterWriter::toBytes(e));
    CHECK_FALSE(plain.board.square.templates[1].isAnchored());
}

TEST_CASE("A file without templates is written back without them, byte for byte",
          "[format][template]")
{
    const auto samples =
        QDir(QStringLiteral(GRIDKEEP_EXAMPLES_DIR)).entryList({QStringLiteral("*.encounter")});
    REQUIRE_FALSE(samples.isEmpty());
    for (const auto &name : samples) {
        INFO(name.toStdString());
        const auto e = loadExample(name.toUtf8().constData());
        // The samples that place templates (ashfang-lair) are not files without them.
        if (!e.board.square.templates.isEmpty())
            continue;
        const QByteArray bytes = EncounterWriter::toBytes(e);
        CHECK_FALSE(bytes.contains("\"templates\""));
        CHECK(EncounterWriter::toBytes(loadJson(bytes)) == bytes);
    }
    // A Combat Grid has no templates: the key is one the reader does not know there, and kept.
    const auto grid = loadExample("churn-clash.encounter");
    auto json = QJsonDocument::fromJson(EncounterWriter::toBytes(grid)).object();
    auto board = json.value(QStringLiteral("board")).toObject();
    board.insert(QStringLiteral("templates"), QJsonArray{1, 2});
    json.insert(QStringLiteral("board"), board);
    const auto kept = loadJson(QJsonDocument(json).toJson());
    CHECK(kept.board.extra.value(QStringLiteral("templates")) == QJsonValue(QJsonArray{1, 2}));
}

TEST_CASE("Template refusals name the JSON path", "[format][template][bad]")
{
    const auto [keys, path, message] = GENERATE(table<const char *, const char *, const char *>({
        {R"(, "templates": {"id": "t"})", "board.templates", "expected a list, got an object"},
        {R"(, "templates": [3])", "board.templates[0]", "expected an object, got 3"},
        {R"(, "templates": [{"shape": "circle", "x": 1, "y": 1, "radius": 1}])",
         "board.templates[0].id", "expected a value, but the key is missing"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "x": 1, "y": 1, "radius": 1},
                            {"id": "t", "shape": "circle", "x": 2, "y": 2, "radius": 1}])",
         "board.templates[1].id", R"(expected a unique, non-empty template id, got "t")"},
        {R"(, "templates": [{"id": "t", "shape": "blob", "x": 1, "y": 1}])",
         "board.templates[0].shape",
         R"(expected "circle", "cone", "line" or "square", got "blob")"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "x": 1, "y": 1}])",
         "board.templates[0].radius", "expected a value, but the key is missing"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "x": 1, "y": 1, "radius": -1}])",
         "board.templates[0].radius", "expected a radius from 0 to 1000 cells, got -1"},
        {R"(, "templates": [{"id": "t", "shape": "line", "x": 1, "y": 1, "tx": 3, "ty": 1,
                             "width": 1001}])",
         "board.templates[0].width", "expected a width from 0 to 1000 cells, got 1001"},
        {R"(, "templates": [{"id": "t", "shape": "square", "x": 1, "y": 1, "side": "3"}])",
         "board.templates[0].side", R"(expected a number, got "3")"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "x": 11, "y": 1, "radius": 1}])",
         "board.templates[0].x", "expected a point within [0, 10] × [0, 8], got [11, 1]"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "y": 1, "radius": 1}])",
         "board.templates[0].x", "expected a value, but the key is missing"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "token": "ghost", "radius": 1}])",
         "board.templates[0].token",
         R"(expected the id of a token the template follows, got "ghost")"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "token": "kara", "x": "a",
                             "radius": 1}])",
         "board.templates[0].x", R"(expected a number, got "a")"},
        {R"(, "templates": [{"id": "t", "shape": "cone", "x": 1, "y": 1, "tx": 4}])",
         "board.templates[0].ty", "expected a value, but the key is missing"},
        {R"(, "templates": [{"id": "t", "shape": "cone", "x": 1, "y": 1, "tx": 1200, "ty": 1}])",
         "board.templates[0].tx",
         "expected a far point at most 1000 cells from the origin, got [1200, 1]"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "x": 1, "y": 1, "radius": 1,
                             "color": "red"}])",
         "board.templates[0].color", R"(expected a colour "#RRGGBB" or "#AARRGGBB", got "red")"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "x": 1, "y": 1, "radius": 1,
                             "players": "yes"}])",
         "board.templates[0].players", R"(expected true or false, got "yes")"},
        {R"(, "templates": [{"id": "t", "shape": "circle", "x": 1, "y": 1, "radius": 1,
                             "label": 7}])",
         "board.templates[0].label", "expected a string, got 7"},
    }));
    const LoadError error = refusal(pacesFile(keys));
    INFO(error.toString().toStdString());
    CHECK(error.path == QLatin1String(path));
    CHECK(error.message == QString::fromUtf8(message));
}

TEST_CASE("Template limits: how many, and how many cells their boxes cover together",
          "[format][template][limits]")
{
    // docs/file-format.md §14.
    QJsonArray many;
    for (int i = 0; i <= Limits::MaxTemplates; ++i)
        many.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("t%1").arg(i)},
                                {QStringLiteral("shape"), QStringLiteral("circle")},
                                {QStringLiteral("x"), 1},
                                {QStringLiteral("y"), 1},
                                {QStringLiteral("radius"), 1}});
    auto json = QJsonDocument::fromJson(pacesFile("")).object();
    auto board = json.value(QStringLiteral("board")).toObject();
    board.insert(QStringLiteral("templates"), many);
    json.insert(QStringLiteral("board"), board);
    auto error = refusal(QJsonDocument(json).toJson());
    CHECK(error.path == QStringLiteral("board.templates"));
    CHECK(error.message == QStringLiteral("expected at most 256 templates, got 257"));

    // Seventeen circles of radius 1000 on a 1000 × 1000 map: each box is the whole map.
    QJsonArray huge;
    for (int i = 0; i < 17; ++i)
        huge.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("t%1").arg(i)},
                                {QStringLiteral("shape"), QStringLiteral("circle")},
                                {QStringLiteral("x"), 500},
                                {QStringLiteral("y"), 500},
                                {QStringLiteral("radius"), 1000}});
    board.insert(QStringLiteral("width"), 1000);
    board.insert(QStringLiteral("height"), 1000);
    board.insert(QStringLiteral("templates"), huge);
    json.insert(QStringLiteral("board"), board);
    error = refusal(QJsonDocument(json).toJson());
    CHECK(error.path == QStringLiteral("board.templates[16]"));
    CHECK(error.message.startsWith(QStringLiteral("expected at most 16000000 cells")));
}

TEST_CASE("The players' encounter holds only shared templates that follow no token it leaves "
          "out",
          "[template][players]")
{
    // docs/rules.md §9.1: "A shared template stays the GM's as well when it follows a token the
    // players cannot see (hidden, or under fog), because it would show where that token
    // stands."
    auto gm = loadJson(pacesFile(fourTemplates));
    auto players = PlayersEncounter::of(gm, FogView::of(gm));
    // fireball: shared; breath: not shared; bolt: not shared; cloud: shared, but on the hidden rat.
    REQUIRE(players.board.square.templates.size() == 1);
    CHECK(players.board.square.templates[0].id == QStringLiteral("fireball"));
    CHECK(players.board.square.templates[0].extra.isEmpty()); // unknown keys stay the GM's
    gm.tokens[gm.tokenIndex(QStringLiteral("rat"))].hidden = false;
    players = PlayersEncounter::of(gm, FogView::of(gm));
    CHECK(players.board.square.templates.size() == 2);
}

TEST_CASE("sameBoard tells boards with different templates apart", "[template][edit]")
{
    const auto e = loadJson(pacesFile(fourTemplates));
    auto other = e.board;
    CHECK(SquareBoardEdit::sameBoard(other, e.board));
    other.square.templates[0].size += 1;
    CHECK_FALSE(SquareBoardEdit::sameBoard(other, e.board));
}

TEST_CASE("TemplateJson alone: one entry both ways", "[format][template]")
{
    const auto e = loadJson(pacesFile(""));
    BoardTemplate line;
    line.id = QStringLiteral("wall-of-fire");
    line.shape = Shape::Line;
    line.origin = {micro(1.25), micro(2)};
    line.reach = {micro(3), micro(-1.5)};
    line.size = micro(0.5);
    line.label = QStringLiteral("Wall of fire");
    const QJsonObject json = TemplateJson::toJson(line, e.tokens);
    CHECK(json.value(QStringLiteral("tx")).toDouble() == 4.25);
    CHECK(json.value(QStringLiteral("ty")).toDouble() == 0.5);
    QString where;
    QString error;
    const auto read = TemplateJson::fromJson(QJsonArray{json}, e, &where, &error);
    INFO(where.toStdString() << ": " << error.toStdString());
    REQUIRE(read);
    CHECK(read->value(0) == line);
}
