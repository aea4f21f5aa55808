#include "edit/lightedit.h"
#include "edit/squareboardedit.h"
#include "engine/lightfield.h"
#include "engine/playersencounter.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"
#include "render/lightshade.h"
#include "squarescenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <catch2/catch.hpp>

// The editing side of lights (docs/rules.md §8): the rule sets' light presets (§6), the pure
// LightEdit functions the app's LightEditor is built on, what the players' encounter keeps of a
// hidden bearer's light (§3), and LightShade, the picture both windows and the exports draw.

using namespace SquareScenario;

namespace
{

qint64 micro(double cells)
{
    return FixedPoint::fromDouble(cells);
}

QJsonObject rulesJson(const char *id)
{
    QFile file(QStringLiteral(":/rules/%1.json").arg(QLatin1String(id)));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QJsonDocument::fromJson(file.readAll()).object();
}

Encounter room(const Rows &rows, QList<TokenSpec> tokens, const char *rules = "classic")
{
    Spec spec;
    spec.rows = rows;
    spec.tokens = std::move(tokens);
    spec.rules = QString::fromUtf8(rules);
    return TestSupport::loadJson(json(spec));
}

// The encounter written and read again: what a saved file would give, or nullopt if refused.
std::optional<Encounter> roundTrip(const Encounter &encounter)
{
    EncounterReader reader;
    return reader.readBytes(EncounterWriter::toBytes(encounter), QStringLiteral("trip.encounter"));
}

} // namespace

TEST_CASE("Square rule sets list light presets, the torch first (docs/rules.md §6)", "[lights]")
{
    const char *id = GENERATE("paces", "meters", "classic");
    const auto rules = RuleSetRegistry::instance().find(QLatin1String(id));
    REQUIRE(rules);
    REQUIRE(rules->lightPresets.size() >= 2);
    // A torch gives bright light 4 squares out and dim light 4 more; a lantern 6 and 6.
    CHECK(rules->lightPresets[0].id == QStringLiteral("torch"));
    CHECK(rules->lightPresets[0].bright == micro(4));
    CHECK(rules->lightPresets[0].dim == micro(8));
    const auto *lantern = rules->lightPreset(QStringLiteral("lantern"));
    REQUIRE(lantern);
    CHECK(lantern->name == QStringLiteral("Lantern"));
    CHECK(lantern->bright == micro(6));
    CHECK(lantern->dim == micro(12));
    CHECK_FALSE(rules->lightPreset(QStringLiteral("sunrod")));
}

TEST_CASE("Bad light presets are refused with a reason", "[lights]")
{
    const auto [presets, reason] = GENERATE(table<const char *, const char *>({
        {R"("torch")", "square.lightPresets: expected a list"},
        {R"([{"name": "Torch", "bright": 4, "dim": 8}])",
         "square.lightPresets[0]: expected an object with an \"id\""},
        {R"([3])", "square.lightPresets[0]: expected an object"},
        {R"([{"id": "t", "bright": 4, "dim": 8}, {"id": "t", "bright": 1, "dim": 2}])",
         "square.lightPresets[1]: the id \"t\" is used twice"},
        {R"([{"id": "t", "bright": 9, "dim": 8}])",
         "square.lightPresets[0]: expected radii in cells with 0 ≤ \"bright\" ≤ \"dim\" ≤ 1000"},
        {R"([{"id": "t", "bright": -1, "dim": 8}])", "0 ≤ \"bright\""},
        {R"([{"id": "t", "bright": 1, "dim": 1001}])", "≤ 1000"},
        {R"([{"id": "t", "bright": "4", "dim": 8}])", "expected radii"},
        {R"([{"id": "t", "dim": 8}])", "expected radii"},
    }));
    QJsonObject json = rulesJson("meters");
    QJsonObject square = json.value(QStringLiteral("square")).toObject();
    const auto parsed = QJsonDocument::fromJson(QByteArray("{\"v\": ") + presets + "}")
                            .object()
                            .value(QStringLiteral("v"));
    square.insert(QStringLiteral("lightPresets"), parsed);
    json.insert(QStringLiteral("square"), square);
    QString error;
    CHECK_FALSE(RuleSet::fromJson(json, &error));
    INFO(error.toStdString());
    CHECK(error.contains(QString::fromUtf8(reason)));
}

TEST_CASE("A rule set without presets is fine, and a preset's name defaults to its id", "[lights]")
{
    QJsonObject json = rulesJson("paces");
    QJsonObject square = json.value(QStringLiteral("square")).toObject();
    square.remove(QStringLiteral("lightPresets"));
    json.insert(QStringLiteral("square"), square);
    QString error;
    auto rules = RuleSet::fromJson(json, &error);
    REQUIRE(rules);
    CHECK(rules->lightPresets.isEmpty());
    square.insert(QStringLiteral("lightPresets"),
                  QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("glow")},
                                         {QStringLiteral("bright"), 0.5},
                                         {QStringLiteral("dim"), 0.5}}});
    json.insert(QStringLiteral("square"), square);
    rules = RuleSet::fromJson(json, &error);
    REQUIRE(rules);
    REQUIRE(rules->lightPresets.size() == 1);
    CHECK(rules->lightPresets[0].name == QStringLiteral("glow"));
    CHECK(rules->lightPresets[0].bright == micro(0.5));
}

TEST_CASE("LightEdit: ids, half-cell snapping and the map's bounds", "[lights]")
{
    Encounter e = room({"....", "....", "...."}, {});
    auto &board = e.board.square;
    CHECK(LightEdit::freeId(board) == QStringLiteral("light-1"));
    Light a;
    a.id = QStringLiteral("light-1");
    board = LightEdit::addLight(board, a);
    Light c;
    c.id = QStringLiteral("light-3");
    board = LightEdit::addLight(board, c);
    CHECK(LightEdit::freeId(board) == QStringLiteral("light-2"));
    // A repeated id is refused: the same board comes back.
    CHECK(LightEdit::addLight(board, a).lights.size() == 2);

    // Corners, edge middles and centres; never off the map.
    CHECK(LightEdit::snapped(board, 1.2, 1.3) == MicroPoint{micro(1), micro(1.5)});
    CHECK(LightEdit::snapped(board, 2.74, 0.26) == MicroPoint{micro(2.5), micro(0.5)});
    CHECK(LightEdit::snapped(board, -3, 9) == MicroPoint{0, micro(3)});
    CHECK(LightEdit::clamped(board, 1.234567, 5) == MicroPoint{micro(1.234567), micro(3)});
}

TEST_CASE("LightEdit: what a file may hold", "[lights]")
{
    const Encounter e =
        room({"....", "...."}, {{QStringLiteral("kara"), QStringLiteral("party"), 1, 1}});
    Light light;
    light.id = QStringLiteral("light-1");
    light.x = micro(4);
    light.y = micro(2);
    light.bright = micro(2);
    light.dim = micro(4);
    CHECK(LightEdit::isValid(e, light));
    Light off = light;
    off.x = micro(4.5);
    CHECK_FALSE(LightEdit::isValid(e, off));
    Light inverted = light;
    inverted.bright = micro(5);
    CHECK_FALSE(LightEdit::isValid(e, inverted));
    Light far = light;
    far.dim = micro(1001);
    CHECK_FALSE(LightEdit::isValid(e, far));
    Light carriedByNobody = LightEdit::carried(light, QStringLiteral("nobody"));
    CHECK_FALSE(LightEdit::isValid(e, carriedByNobody));
    CHECK(LightEdit::isValid(e, LightEdit::carried(light, QStringLiteral("kara"))));
    Light coloured = light;
    coloured.color = QStringLiteral("#80d8ff");
    CHECK(LightEdit::isValid(e, coloured));
    coloured.color = QStringLiteral("blue");
    CHECK_FALSE(LightEdit::isValid(e, coloured));
}

TEST_CASE("LightEdit: a carried light follows, is set down where it shines, and goes with "
          "its carrier",
          "[lights]")
{
    Encounter e = room({"......", "......", "......", "......"},
                       {{QStringLiteral("kara"), QStringLiteral("party"), 1, 1, 2},
                        {QStringLiteral("brom"), QStringLiteral("party"), 4, 0}});
    Light torch;
    torch.id = QStringLiteral("light-1");
    torch.bright = micro(4);
    torch.dim = micro(8);
    torch = LightEdit::carried(torch, QStringLiteral("kara"));
    CHECK_FALSE(torch.pointWritten);
    Light lamp;
    lamp.id = QStringLiteral("light-2");
    lamp.x = micro(5.5);
    lamp.y = micro(3.5);
    e.board.square.lights = {torch, lamp};
    REQUIRE(roundTrip(e));

    // The middle of Kara's 2×2 footprint at (1, 1).
    const Light set = LightEdit::detached(torch, e);
    CHECK_FALSE(set.isCarried());
    CHECK(set.pointWritten);
    CHECK(MicroPoint{set.x, set.y} == MicroPoint{micro(2), micro(2)});
    CHECK(LightEdit::lightNear(e, micro(2.2), micro(1.8), micro(0.34)) == 0);
    CHECK(LightEdit::lightNear(e, micro(5.5), micro(3.5), micro(0.34)) == 1);
    CHECK(LightEdit::lightNear(e, micro(4), micro(0.5), micro(0.34)) == -1);

    CHECK(LightEdit::carriedBy(e.board.square, QStringLiteral("kara")) == QList<int>{0});
    CHECK(LightEdit::carriedBy(e.board.square, QStringLiteral("brom")).isEmpty());
    const auto without = LightEdit::withoutCarried(e.board.square, {QStringLiteral("kara")});
    REQUIRE(without.lights.size() == 1);
    CHECK(without.lights[0].id == QStringLiteral("light-2"));
    // Without its light, Kara can leave the file: the reader would refuse it otherwise.
    Encounter gone = e;
    gone.board.square = without;
    gone.tokens.removeAt(0);
    CHECK(roundTrip(gone));
    Encounter broken = e;
    broken.tokens.removeAt(0);
    CHECK_FALSE(roundTrip(broken));
}

TEST_CASE("Boards differing only in their lights or ambient level are not the same", "[lights]")
{
    const Encounter e = room({"...", "..."}, {});
    SquareBoard lit = e.board.square;
    Light lamp;
    lamp.id = QStringLiteral("light-1");
    lit.lights << lamp;
    CHECK_FALSE(SquareBoardEdit::sameBoard(e.board.square, lit));
    SquareBoard dark = e.board.square;
    dark.ambient = LightLevel::Dark;
    CHECK_FALSE(SquareBoardEdit::sameBoard(e.board.square, dark));
    CHECK(SquareBoardEdit::sameBoard(e.board.square, e.board.square));
}

TEST_CASE("A hidden bearer's lit light reaches the players as a light of its own "
          "(docs/rules.md §3)",
          "[lights]")
{
    Encounter e =
        room({"........", "........", "........"},
             {{QStringLiteral("kara"), QStringLiteral("party"), 0, 1},
              {QStringLiteral("thief"), QStringLiteral("foes"), 5, 1, 1, {}, true, {}, true},
              {QStringLiteral("guard"), QStringLiteral("foes"), 6, 0, 1, {}, true, {}, true}});
    e.board.square.ambient = LightLevel::Dark;
    Light lantern;
    lantern.id = QStringLiteral("light-1");
    lantern.bright = micro(2);
    lantern.dim = micro(3);
    lantern.extra.insert(QStringLiteral("secret"), QStringLiteral("the thief's lantern"));
    Light candle = lantern;
    candle.id = QStringLiteral("light-2");
    candle.on = false;
    Light torch = lantern;
    torch.id = QStringLiteral("light-3");
    e.board.square.lights = {LightEdit::carried(lantern, QStringLiteral("thief")),
                             LightEdit::carried(candle, QStringLiteral("guard")),
                             LightEdit::carried(torch, QStringLiteral("kara"))};
    const Encounter players = PlayersEncounter::of(e, FogView::of(e));
    CHECK(players.tokenIndex(QStringLiteral("thief")) < 0);
    REQUIRE(players.board.square.lights.size() == 2);
    const Light &free = players.board.square.lights[0];
    CHECK(free.id == QStringLiteral("light-1"));
    CHECK_FALSE(free.isCarried()); // the thief's id is not in the players' encounter
    CHECK(MicroPoint{free.x, free.y} == MicroPoint{micro(5.5), micro(1.5)});
    CHECK(free.extra.isEmpty());
    CHECK(players.board.square.lights[1].token == QStringLiteral("kara"));
    // The light is the same light: the players' field equals the GM's.
    LightField gm;
    gm.rebuild(e);
    LightField theirs;
    theirs.rebuild(players);
    for (int y = 0; y < 3; ++y) {
        for (int x = 0; x < 8; ++x)
            CHECK(gm.computedAt(x, y) == theirs.computedAt(x, y));
    }
}

TEST_CASE("LightShade draws nothing on a bright map and shades the dark one", "[lights]")
{
    Encounter e = room({"......", "......", "......"}, {});
    LightField field;
    field.rebuild(e);
    CHECK(LightShade::render(field, e, 4).isNull());

    e.board.square.ambient = LightLevel::Dark;
    Light lamp;
    lamp.id = QStringLiteral("light-1");
    lamp.x = micro(0.5);
    lamp.y = micro(1.5);
    lamp.bright = micro(1);
    lamp.dim = micro(2);
    lamp.color = QStringLiteral("#ff0000");
    e.board.square.lights = {lamp};
    field.rebuild(e);
    const QImage image = LightShade::render(field, e, 4);
    REQUIRE(image.size() == QSize(24, 12));
    // A dark cell is a strong translucent shade; the light's own cell glows red and is lighter.
    const QColor dark = image.pixelColor(5 * 4 + 2, 1 * 4 + 2);
    CHECK(dark.alpha() > 120);
    CHECK(dark.alpha() < 255);
    const QColor lit = image.pixelColor(2, 1 * 4 + 2);
    CHECK(lit.red() > lit.blue());
    CHECK(lit.alpha() < dark.alpha());
    // Dim (two cells out) lies between.
    const QColor dim = image.pixelColor(2 * 4 + 2, 1 * 4 + 2);
    CHECK(dim.alpha() < dark.alpha());

    // What `shown` refuses stays empty.
    const QImage players =
        LightShade::render(field, e, 4, LightShade::Style(), [](int x, int) { return x < 3; });
    CHECK(players.pixelColor(5 * 4 + 2, 1 * 4 + 2).alpha() == 0);
    CHECK(players.pixelColor(2, 1 * 4 + 2).alpha() > 0);
}
