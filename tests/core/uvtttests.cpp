#include "testsupport.h"

#include "io/dataurl.h"
#include "io/encounterwriter.h"
#include "io/uvttreader.h"
#include "io/uvttwriter.h"
#include "model/fixedpoint.h"

#include <QBuffer>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <cmath>

using namespace TestSupport;

namespace
{

constexpr qint64 S = FixedPoint::Scale;

QByteArray encoded(const QImage &image, const char *format)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    REQUIRE(image.save(&buffer, format));
    return bytes;
}

QImage picture(int w, int h)
{
    QImage image(w, h, QImage::Format_RGB32);
    image.fill(QColor(90, 120, 60));
    QPainter painter(&image);
    painter.fillRect(0, 0, w / 2, h / 2, QColor(200, 180, 150));
    return image;
}

QJsonObject xy(double x, double y)
{
    return {{QStringLiteral("x"), x}, {QStringLiteral("y"), y}};
}

// A 10×8 map at 50 pixels a square whose origin is (2, 1): every point below is in the
// file's own grid units, so the board sees it shifted by (-2, -1).
QJsonObject sampleUvtt(const QByteArray &image = encoded(picture(500, 400), "PNG"))
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), 0.3);
    root.insert(QStringLiteral("resolution"), QJsonObject{{QStringLiteral("map_origin"), xy(2, 1)},
                                                          {QStringLiteral("map_size"), xy(10, 8)},
                                                          {QStringLiteral("pixels_per_grid"), 50}});
    root.insert(QStringLiteral("line_of_sight"),
                QJsonArray{QJsonArray{xy(2.5, 1.25), xy(4.75, 1.25), xy(4.75, 3.1)}});
    root.insert(QStringLiteral("objects_line_of_sight"),
                QJsonArray{QJsonArray{xy(6, 2), xy(6.333333, 4)}});
    root.insert(QStringLiteral("portals"),
                QJsonArray{QJsonObject{{QStringLiteral("position"), xy(3.5, 5)},
                                       {QStringLiteral("bounds"), QJsonArray{xy(3, 5), xy(4, 5)}},
                                       {QStringLiteral("rotation"), 0},
                                       {QStringLiteral("closed"), true},
                                       {QStringLiteral("freestanding"), false}},
                           QJsonObject{{QStringLiteral("position"), xy(8, 2.5)},
                                       {QStringLiteral("bounds"), QJsonArray{xy(8, 2), xy(8, 3)}},
                                       {QStringLiteral("rotation"), 1.5707963},
                                       {QStringLiteral("closed"), false},
                                       {QStringLiteral("freestanding"), true}}});
    root.insert(QStringLiteral("environment"),
                QJsonObject{{QStringLiteral("baked_lighting"), true},
                            {QStringLiteral("ambient_light"), QStringLiteral("80ffeedd")}});
    root.insert(QStringLiteral("lights"),
                QJsonArray{QJsonObject{{QStringLiteral("position"), xy(5, 4)},
                                       {QStringLiteral("range"), 6},
                                       {QStringLiteral("intensity"), 1},
                                       {QStringLiteral("color"), QStringLiteral("ff112233")},
                                       {QStringLiteral("shadows"), true}},
                           QJsonObject{{QStringLiteral("position"), xy(11.5, 8.25)},
                                       {QStringLiteral("range"), 2.5},
                                       {QStringLiteral("intensity"), 0.5},
                                       {QStringLiteral("color"), QStringLiteral("7f00ff00")},
                                       {QStringLiteral("shadows"), false}}});
    root.insert(QStringLiteral("software"), QStringLiteral("a test"));
    root.insert(QStringLiteral("image"), QString::fromLatin1(image.toBase64()));
    return root;
}

QByteArray bytesOf(const QJsonObject &root)
{
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

UvttImport imported(const QByteArray &bytes, const QString &rules = {})
{
    const auto result =
        UvttReader::readBytes(bytes, QStringLiteral("/maps/old-mill.dd2vtt"), rules);
    if (const auto *error = std::get_if<LoadError>(&result))
        FAIL(error->toString().toStdString());
    return std::get<UvttImport>(result);
}

LoadError uvttRefusal(const QByteArray &bytes)
{
    const auto result = UvttReader::readBytes(bytes, QStringLiteral("bad.dd2vtt"));
    REQUIRE(std::holds_alternative<LoadError>(result));
    return std::get<LoadError>(result);
}

bool sameWall(const WallSegment &a, const WallSegment &b)
{
    return a.x1 == b.x1 && a.y1 == b.y1 && a.x2 == b.x2 && a.y2 == b.y2 && a.door == b.door &&
           a.extra == b.extra;
}

QString imageHeader(const Encounter &e)
{
    const auto &url = e.board.square.background.image;
    return url.left(url.indexOf(QLatin1Char(',')) + 1);
}

} // namespace

TEST_CASE("A Universal VTT map imports with its origin honoured", "[uvtt]")
{
    const auto result = imported(bytesOf(sampleUvtt()));
    const auto &e = result.encounter;
    CHECK(e.name == QLatin1String("old-mill"));
    CHECK(e.rulesId == QLatin1String("paces"));
    CHECK(e.tokens.isEmpty());
    // The two sides a new encounter starts with (docs/file-format.md §12.1).
    REQUIRE(e.sides.size() == 2);
    CHECK(e.sides[0].id == QLatin1String("party"));
    CHECK(e.sides[1].id == QLatin1String("foes"));
    CHECK(e.tokens.isEmpty());
    CHECK_FALSE(result.restored);
    REQUIRE(e.board.isSquare());
    const auto &b = e.board.square;
    CHECK(b.width == 10);
    CHECK(b.height == 8);
    CHECK(b.background.cellPixels == 50);
    CHECK(b.background.offsetX == 0);
    CHECK(b.background.offsetY == 0);
    CHECK(imageHeader(e) == QLatin1String("data:image/png;base64,"));
    CHECK(b.background.image == QLatin1String("data:image/png;base64,") +
                                    sampleUvtt().value(QLatin1String("image")).toString());

    REQUIRE(b.walls.size() == 5);
    const QJsonObject object{
        {QStringLiteral("uvtt"), QJsonObject{{QStringLiteral("objects"), true}}}};
    // line_of_sight, shifted by the origin (2, 1)
    CHECK(sameWall(b.walls[0], {S / 2, S / 4, 2'750'000, S / 4, WallSegment::Door::None, {}}));
    CHECK(sameWall(b.walls[1],
                   {2'750'000, S / 4, 2'750'000, 2'100'000, WallSegment::Door::None, {}}));
    // objects_line_of_sight, marked so that an export puts it back there
    CHECK(sameWall(b.walls[2], {4 * S, S, 4'333'333, 3 * S, WallSegment::Door::None, object}));
    // portals
    CHECK(sameWall(b.walls[3], {S, 4 * S, 2 * S, 4 * S, WallSegment::Door::Closed, {}}));
    const QJsonObject freestanding{
        {QStringLiteral("uvtt"), QJsonObject{{QStringLiteral("freestanding"), true}}}};
    CHECK(sameWall(b.walls[4], {6 * S, S, 6 * S, 2 * S, WallSegment::Door::Open, freestanding}));

    // Lights become live lights, shifted by the origin: dim = range, bright = range / 2, on
    // (docs/rules.md §8.3); what Gridkeep does not read stays with each for the export.
    const auto uvtt = e.board.extra.value(QLatin1String("uvtt")).toObject();
    CHECK_FALSE(uvtt.contains(QLatin1String("lights")));
    REQUIRE(b.lights.size() == 2);
    CHECK(b.lights[0].id == QLatin1String("light-1"));
    CHECK(b.lights[0].x == 3 * S);
    CHECK(b.lights[0].y == 3 * S);
    CHECK(b.lights[0].dim == 6 * S);
    CHECK(b.lights[0].bright == 3 * S);
    CHECK(b.lights[0].on);
    CHECK(b.lights[0].color == QLatin1String("#ff112233"));
    CHECK(b.lights[0].uvtt.value(QLatin1String("intensity")).toDouble() == 1);
    CHECK(b.lights[0].uvtt.value(QLatin1String("shadows")).toBool());
    CHECK(b.lights[1].x == 9'500'000);
    CHECK(b.lights[1].y == 7'250'000);
    CHECK(b.lights[1].dim == 2'500'000);
    CHECK(b.lights[1].bright == 1'250'000);
    CHECK(b.lights[1].color == QLatin1String("#7f00ff00"));
    // ambient_light 80ffeedd: its brightest channel is ff, so the map is brightly lit.
    CHECK(b.ambient == LightLevel::Bright);
    CHECK(uvtt.value(QLatin1String("environment")).toObject() ==
          sampleUvtt().value(QLatin1String("environment")).toObject());
    CHECK(uvtt.value(QLatin1String("otherKeys")).toObject() ==
          QJsonObject{{QStringLiteral("software"), QStringLiteral("a test")}});
    CHECK(result.warnings.isEmpty());

    // The encounter is a valid .encounter: written and read back, it is the same.
    const auto written = EncounterWriter::toBytes(e);
    const auto again = loadJson(written);
    CHECK(EncounterWriter::toBytes(again) == written);
    CHECK(again.board.extra == e.board.extra);
}

TEST_CASE("A Universal VTT import takes the rule set it is given", "[uvtt]")
{
    CHECK(imported(bytesOf(sampleUvtt()), QStringLiteral("meters")).encounter.rulesId ==
          QLatin1String("meters"));
    const auto wrong = UvttReader::readBytes(bytesOf(sampleUvtt()), {}, QStringLiteral("nope"));
    REQUIRE(std::holds_alternative<LoadError>(wrong));
    CHECK(std::get<LoadError>(wrong).message.contains(QLatin1String("\"nope\"")));
    const auto grid =
        UvttReader::readBytes(bytesOf(sampleUvtt()), {}, QStringLiteral("labyrinthian"));
    REQUIRE(std::holds_alternative<LoadError>(grid));
    CHECK(std::get<LoadError>(grid).message.contains(QLatin1String("square board")));
}

TEST_CASE("A Universal VTT export gives walls, doors, lights and environment back", "[uvtt]")
{
    const auto first = imported(bytesOf(sampleUvtt())).encounter;
    const QImage rendered = picture(500, 400);
    QString why;
    const auto json = UvttWriter::toJson(first, rendered, 50, &why);
    INFO(why.toStdString());
    REQUIRE(json.has_value());

    CHECK(json->value(QLatin1String("format")).toDouble() == 0.3);
    const auto resolution = json->value(QLatin1String("resolution")).toObject();
    CHECK(resolution.value(QLatin1String("map_origin")).toObject() == xy(0, 0));
    CHECK(resolution.value(QLatin1String("map_size")).toObject() == xy(10, 8));
    CHECK(resolution.value(QLatin1String("pixels_per_grid")).toInt() == 50);
    CHECK(json->value(QLatin1String("line_of_sight")).toArray() ==
          QJsonArray{QJsonArray{xy(0.5, 0.25), xy(2.75, 0.25)},
                     QJsonArray{xy(2.75, 0.25), xy(2.75, 2.1)}});
    CHECK(json->value(QLatin1String("objects_line_of_sight")).toArray() ==
          QJsonArray{QJsonArray{xy(4, 1), xy(4.333333, 3)}});
    const auto portals = json->value(QLatin1String("portals")).toArray();
    REQUIRE(portals.size() == 2);
    const auto closed = portals[0].toObject();
    CHECK(closed.value(QLatin1String("bounds")).toArray() == QJsonArray{xy(1, 4), xy(2, 4)});
    CHECK(closed.value(QLatin1String("position")).toObject() == xy(1.5, 4));
    CHECK(closed.value(QLatin1String("rotation")).toDouble() == 0);
    CHECK(closed.value(QLatin1String("closed")).toBool());
    CHECK(closed.value(QLatin1String("freestanding")) == QJsonValue(false));
    const auto open = portals[1].toObject();
    CHECK(open.value(QLatin1String("rotation")).toDouble() == Approx(M_PI / 2));
    CHECK(open.value(QLatin1String("closed")) == QJsonValue(false));
    CHECK(open.value(QLatin1String("freestanding")) == QJsonValue(true));
    CHECK(json->value(QLatin1String("software")) == QLatin1String("a test"));
    CHECK(json->value(QLatin1String("gridkeep")).toObject() == EncounterWriter::toJson(first));
    // The picture is the one given, as PNG.
    const auto png =
        QByteArray::fromBase64(json->value(QLatin1String("image")).toString().toLatin1());
    CHECK(UvttReader::imageFormat(png) == "png");
    CHECK(QImage::fromData(png).size() == rendered.size());

    // Read back from the UVTT data alone (another tool dropped the "gridkeep" key) …
    auto plain = *json;
    plain.remove(QStringLiteral("gridkeep"));
    const auto second = imported(bytesOf(plain));
    CHECK_FALSE(second.restored);
    CHECK(second.warnings.isEmpty());
    const auto &a = first.board.square;
    const auto &b = second.encounter.board.square;
    CHECK(b.width == a.width);
    CHECK(b.height == a.height);
    REQUIRE(b.walls.size() == a.walls.size());
    for (qsizetype i = 0; i < a.walls.size(); ++i)
        CHECK(sameWall(a.walls[i], b.walls[i]));
    CHECK(second.encounter.board.extra == first.board.extra); // environment, other keys
    CHECK(b.lights == a.lights);
    CHECK(b.ambient == a.ambient);

    // … and with it: the very same encounter.
    const auto third = imported(*UvttWriter::toBytes(first, rendered, 50));
    CHECK(third.restored);
    CHECK(EncounterWriter::toBytes(third.encounter) == EncounterWriter::toBytes(first));
}

TEST_CASE("A sample survives a Universal VTT export and import", "[uvtt]")
{
    const auto original = loadExample("bridge-ambush.encounter");
    REQUIRE(original.board.square.background.isEmpty());
    const auto &board = original.board.square;
    const QImage rendered = picture(board.width * 20, board.height * 20);
    const auto bytes = UvttWriter::toBytes(original, rendered, 20);
    REQUIRE(bytes.has_value());

    auto back = imported(*bytes);
    CHECK(back.restored);
    CHECK(back.warnings.isEmpty());
    // The file's picture is our own rendering of the terrain: the stored encounter comes back
    // as it was, without it as a background (docs/file-format.md §12.5).
    CHECK(back.encounter.board.square.background.isEmpty());
    CHECK(back.encounter.tokens == original.tokens);
    CHECK(EncounterWriter::toBytes(back.encounter) == EncounterWriter::toBytes(original));

    // A stored background is kept, not replaced by the rendered picture.
    auto withBackground = original;
    withBackground.board.square.background.image =
        DataUrl::encode(encoded(picture(48, 32), "JPEG"), QStringLiteral("image/jpeg"));
    withBackground.board.square.background.cellPixels = 2;
    const auto again = imported(*UvttWriter::toBytes(withBackground, rendered, 20));
    CHECK(again.restored);
    CHECK(EncounterWriter::toBytes(again.encounter) == EncounterWriter::toBytes(withBackground));
}

TEST_CASE("A Gridkeep export asked for another rule set keeps its own, with a warning", "[uvtt]")
{
    const auto original = loadExample("bridge-ambush.encounter");
    const auto bytes = UvttWriter::toBytes(original, picture(48, 32), 2);
    REQUIRE(bytes.has_value());
    const auto back = imported(*bytes, QStringLiteral("meters"));
    CHECK(back.encounter.rulesId == QLatin1String("paces"));
    REQUIRE(back.warnings.size() == 1);
    CHECK(back.warnings.join(QLatin1Char('\n')).contains(QLatin1String("\"meters\" was not")));

    // A broken "gridkeep" key is not trusted: the UVTT data is imported instead.
    auto root = QJsonDocument::fromJson(*bytes).object();
    auto stored = root.value(QLatin1String("gridkeep")).toObject();
    stored.insert(QStringLiteral("rules"), QStringLiteral("nope"));
    root.insert(QStringLiteral("gridkeep"), stored);
    const auto fallback = imported(bytesOf(root));
    CHECK_FALSE(fallback.restored);
    CHECK(fallback.encounter.tokens.isEmpty());
    CHECK(fallback.warnings.join(QLatin1Char('\n')).contains(QLatin1String("gridkeep.rules")));
}

TEST_CASE("A Universal VTT picture's format comes from its bytes", "[uvtt]")
{
    SECTION("PNG bytes declared as WebP are PNG")
    {
        auto root = sampleUvtt();
        root.insert(QStringLiteral("image"),
                    QStringLiteral("data:image/webp;base64,") +
                        QString::fromLatin1(encoded(picture(500, 400), "PNG").toBase64()));
        CHECK(imageHeader(imported(bytesOf(root)).encounter) ==
              QLatin1String("data:image/png;base64,"));
    }
    SECTION("JPEG")
    {
        const auto e = imported(bytesOf(sampleUvtt(encoded(picture(500, 400), "JPEG")))).encounter;
        CHECK(imageHeader(e) == QLatin1String("data:image/jpeg;base64,"));
        CHECK_FALSE(DataUrl::decodeImage(e.board.square.background.image).isNull());
    }
    SECTION("WebP")
    {
        if (!QImageReader::supportedImageFormats().contains("webp")) {
            WARN("Qt's WebP plugin is not installed: the WebP import is not tested");
            return;
        }
        const auto webp = encoded(picture(500, 400), "WEBP");
        CHECK(UvttReader::imageFormat(webp) == "webp");
        const auto e = imported(bytesOf(sampleUvtt(webp))).encounter;
        CHECK(imageHeader(e) == QLatin1String("data:image/webp;base64,"));
    }
}

TEST_CASE("Universal VTT files open with warnings where they can", "[uvtt]")
{
    SECTION("format 1.0, as Arkenforge writes")
    {
        auto root = sampleUvtt();
        root.insert(QStringLiteral("format"), 1.0);
        const auto result = imported(bytesOf(root));
        REQUIRE(result.warnings.size() == 1);
        CHECK(result.warnings[0].startsWith(QLatin1String("format: expected 0.2 or 0.3, got 1")));
        CHECK(result.encounter.board.square.walls.size() == 5);
    }
    SECTION("walls, doors and lights off the map are left out and counted")
    {
        auto root = sampleUvtt();
        auto lines = root.value(QLatin1String("line_of_sight")).toArray();
        // Origin (2, 1), 10×8: x runs from 2 to 12 and y from 1 to 9 in file units.
        lines.append(QJsonArray{xy(1.5, 2), xy(3, 2), xy(13, 2)});
        lines.append(QJsonArray{xy(12, 9), xy(12, 9)});
        root.insert(QStringLiteral("line_of_sight"), lines);
        auto portals = root.value(QLatin1String("portals")).toArray();
        portals.append(QJsonObject{{QStringLiteral("bounds"), QJsonArray{xy(2, 0.5), xy(3, 0.5)}},
                                   {QStringLiteral("closed"), true}});
        root.insert(QStringLiteral("portals"), portals);
        auto lights = root.value(QLatin1String("lights")).toArray();
        lights.append(QJsonObject{{QStringLiteral("position"), xy(0, 0)}});
        lights.append(QJsonObject{{QStringLiteral("position"), xy(20, 3)}});
        root.insert(QStringLiteral("lights"), lights);
        const auto result = imported(bytesOf(root));
        CHECK(result.warnings ==
              QStringList{QStringLiteral(
                              "line_of_sight: 2 wall segments outside the 10×8 map were left out"),
                          QStringLiteral("line_of_sight: 1 wall segment of length 0 was left out"),
                          QStringLiteral("portals: 1 door outside the 10×8 map was left out"),
                          QStringLiteral("lights: 2 lights outside the 10×8 map were left out")});
        CHECK(result.encounter.board.square.walls.size() == 5);
        CHECK(result.encounter.board.square.lights.size() == 2);
    }
    SECTION("pixels_per_grid wins over the picture's size")
    {
        auto root = sampleUvtt();
        auto resolution = root.value(QLatin1String("resolution")).toObject();
        resolution.insert(QStringLiteral("pixels_per_grid"), 70);
        root.insert(QStringLiteral("resolution"), resolution);
        const auto result = imported(bytesOf(root));
        CHECK(result.encounter.board.square.background.cellPixels == 70);
        REQUIRE(result.warnings.size() == 1);
        CHECK(result.warnings[0].contains(QStringLiteral("700×560")));
    }
    SECTION("a picture wider than 16384 pixels is kept")
    {
        auto root = sampleUvtt(encoded(picture(16400, 2), "PNG"));
        const auto result = imported(bytesOf(root));
        CHECK_FALSE(result.encounter.board.square.background.isEmpty());
        CHECK(result.warnings.join(QLatin1Char('\n'))
                  .contains(QStringLiteral("16400×2 pixels, "
                                           "more than 16384")));
    }
    SECTION("a fractional map size is rounded up to whole cells")
    {
        auto root = sampleUvtt();
        auto resolution = root.value(QLatin1String("resolution")).toObject();
        resolution.insert(QStringLiteral("map_size"), xy(9.5, 8));
        root.insert(QStringLiteral("resolution"), resolution);
        const auto result = imported(bytesOf(root));
        CHECK(result.encounter.board.square.width == 10);
    }
}

TEST_CASE("Bad Universal VTT files are refused, naming the JSON path", "[uvtt][bad]")
{
    const auto with = [](const char *key, const QJsonValue &value) {
        auto root = sampleUvtt();
        root.insert(QLatin1String(key), value);
        return bytesOf(root);
    };
    const auto resolutionWith = [](const char *key, const QJsonValue &value) {
        auto root = sampleUvtt();
        auto resolution = root.value(QLatin1String("resolution")).toObject();
        resolution.insert(QLatin1String(key), value);
        root.insert(QStringLiteral("resolution"), resolution);
        return bytesOf(root);
    };
    auto noImage = sampleUvtt();
    noImage.remove(QStringLiteral("image"));
    auto brokenPng = encoded(picture(500, 400), "PNG");
    brokenPng.truncate(brokenPng.size() / 2);
    QByteArray manySegments = "{\"format\":0.3,\"resolution\":{\"map_size\":{\"x\":10,\"y\":10},"
                              "\"pixels_per_grid\":10},\"image\":\"\",\"line_of_sight\":[[";
    for (qsizetype i = 0; i <= UvttReader::MaxSegments + 1; ++i)
        manySegments += (i ? ",{\"x\":" : "{\"x\":") + QByteArray::number(i % 2) + ",\"y\":1}";
    manySegments += "]]}";

    const auto [bytes, path, words] = GENERATE_COPY(table<QByteArray, QString, QString>({
        {"{\"format\": 0.3,", {}, QStringLiteral("expected valid JSON")},
        {"[1, 2]", {}, QStringLiteral("expected a JSON object")},
        {bytesOf(noImage), QStringLiteral("image"), QStringLiteral("the key is missing")},
        {with("image", QString()), QStringLiteral("image"), QStringLiteral("empty")},
        {with("image", QStringLiteral("this is *not* base64!")), QStringLiteral("image"),
         QStringLiteral("not valid base64")},
        {with("image", QString::fromLatin1(QByteArray("GIF89a, no thanks").toBase64())),
         QStringLiteral("image"), QStringLiteral("PNG, JPEG or WebP")},
        {with("image", QString::fromLatin1(brokenPng.toBase64())), QStringLiteral("image"),
         QStringLiteral("decodes")},
        {with("image", 7), QStringLiteral("image"), QStringLiteral("got 7")},
        {resolutionWith("map_size", xy(1e9, 1e9)), QStringLiteral("resolution.map_size"),
         QStringLiteral("at most 1000000 grid squares")},
        {resolutionWith("map_size", xy(0, 5)), QStringLiteral("resolution.map_size.x"),
         QStringLiteral("positive")},
        {resolutionWith("pixels_per_grid", -5), QStringLiteral("resolution.pixels_per_grid"),
         QStringLiteral("got -5")},
        {resolutionWith("pixels_per_grid", 0), QStringLiteral("resolution.pixels_per_grid"),
         QStringLiteral("positive")},
        {with("resolution", QStringLiteral("big")), QStringLiteral("resolution"),
         QStringLiteral("expected an object")},
        {with("line_of_sight", 5), QStringLiteral("line_of_sight"),
         QStringLiteral("expected a list of polylines, got 5")},
        {with("objects_line_of_sight", QJsonArray{5}), QStringLiteral("objects_line_of_sight[0]"),
         QStringLiteral("expected a polyline")},
        {with("line_of_sight",
              QJsonArray{QJsonArray{xy(3, 3), QJsonObject{{QStringLiteral("x"), 4}}}}),
         QStringLiteral("line_of_sight[0][1].y"), QStringLiteral("the key is missing")},
        {with("line_of_sight", QJsonArray{QJsonArray{xy(3, 3), QJsonArray{4, 4}}}),
         QStringLiteral("line_of_sight[0][1]"), QStringLiteral("expected a point")},
        {with("portals", QJsonArray{QJsonObject{{QStringLiteral("bounds"), QJsonArray{xy(3, 3)}}}}),
         QStringLiteral("portals[0].bounds"), QStringLiteral("two points")},
        {with("portals",
              QJsonArray{QJsonObject{{QStringLiteral("bounds"), QJsonArray{xy(3, 3), xy(3, 4)}},
                                     {QStringLiteral("closed"), 1}}}),
         QStringLiteral("portals[0].closed"), QStringLiteral("true or false")},
        {with("lights", QJsonArray{QJsonObject{{QStringLiteral("range"), 3}}}),
         QStringLiteral("lights[0].position"), QStringLiteral("the key is missing")},
        {with("lights", QJsonArray{QJsonObject{{QStringLiteral("position"), xy(3, 3)},
                                               {QStringLiteral("color"), 0xff00ff}}}),
         QStringLiteral("lights[0].color"), QStringLiteral("a string")},
        {with("environment", QJsonArray{}), QStringLiteral("environment"),
         QStringLiteral("expected an object")},
        {with("format", QStringLiteral("0.3")), QStringLiteral("format"),
         QStringLiteral("a number")},
        {manySegments, QStringLiteral("line_of_sight[0]"), QStringLiteral("at most 200000")},
    }));
    const auto error = uvttRefusal(bytes);
    INFO(error.toString().toStdString());
    CHECK(error.file == QLatin1String("bad.dd2vtt"));
    CHECK(error.path == path);
    CHECK(error.message.contains(words));
    CHECK(error.toString().startsWith(QLatin1String("bad.dd2vtt: ") +
                                      (path.isEmpty() ? QString() : path + QLatin1String(": "))));
}

TEST_CASE("A Universal VTT file that is not there, or too large, is refused", "[uvtt][bad]")
{
    const auto missing = UvttReader::readFile(QStringLiteral("/nonexistent/map.dd2vtt"));
    REQUIRE(std::holds_alternative<LoadError>(missing));
    CHECK(std::get<LoadError>(missing).message.startsWith(QLatin1String("cannot open")));
    STATIC_REQUIRE(UvttReader::MaxFileBytes == 256LL * 1024 * 1024);
}

TEST_CASE("The Universal VTT writer refuses what it cannot write", "[uvtt]")
{
    QString why;
    const auto grid = loadExample("churn-clash.encounter");
    CHECK_FALSE(UvttWriter::toBytes(grid, picture(10, 10), 10, &why).has_value());
    CHECK(why.contains(QLatin1String("Combat Grid")));
    const auto square = loadExample("bridge-ambush.encounter");
    CHECK_FALSE(UvttWriter::toBytes(square, QImage(), 10, &why).has_value());
    CHECK_FALSE(UvttWriter::toBytes(square, picture(10, 10), 0, &why).has_value());

    // No lights or environment kept: the defaults.
    const auto json = UvttWriter::toJson(square, picture(24, 16), 1);
    REQUIRE(json.has_value());
    CHECK(json->value(QLatin1String("lights")).toArray().isEmpty());
    CHECK(json->value(QLatin1String("environment")).toObject() ==
          QJsonObject{{QStringLiteral("baked_lighting"), false},
                      {QStringLiteral("ambient_light"), QStringLiteral("ffffffff")}});
    CHECK(json->value(QLatin1String("line_of_sight")).toArray().size() == 2);
}

TEST_CASE("Universal VTT lights and ambient light survive a round trip", "[uvtt][light]")
{
    // docs/rules.md §8.3: the brightest of R, G, B below 0x40 is dark, below 0xC0 dim.
    for (const auto &[argb, level] : {std::pair{"ff3f3f3f", LightLevel::Dark},
                                      {"ff404040", LightLevel::Dim},
                                      {"ffbf00bf", LightLevel::Dim},
                                      {"ff00c000", LightLevel::Bright},
                                      {"00000000", LightLevel::Dark}}) {
        auto root = sampleUvtt();
        root.insert(QStringLiteral("environment"),
                    QJsonObject{{QStringLiteral("ambient_light"), QString::fromLatin1(argb)}});
        auto e = imported(bytesOf(root)).encounter;
        INFO(argb);
        CHECK(e.board.square.ambient == level);
        // The export keeps the imported value while the level is unchanged …
        auto json = UvttWriter::toJson(e, picture(500, 400), 50);
        REQUIRE(json.has_value());
        CHECK(json->value(QLatin1String("environment"))
                  .toObject()
                  .value(QLatin1String("ambient_light")) == QLatin1String(argb));
        // … and writes the level's own colour once the GM changes it.
        e.board.square.ambient = level == LightLevel::Dark ? LightLevel::Bright : LightLevel::Dark;
        json = UvttWriter::toJson(e, picture(500, 400), 50);
        CHECK(json->value(QLatin1String("environment"))
                  .toObject()
                  .value(QLatin1String("ambient_light")) ==
              LightLevels::argb(e.board.square.ambient));
    }
    // A light placed in Gridkeep and one carried by a token export with range = dim.
    auto e = imported(bytesOf(sampleUvtt())).encounter;
    Token kara;
    kara.id = QStringLiteral("kara");
    kara.side = QStringLiteral("party");
    kara.x = 4;
    kara.y = 5;
    e.tokens << kara;
    Light torch;
    torch.id = QStringLiteral("torch");
    torch.token = QStringLiteral("kara");
    torch.bright = 4 * S;
    torch.dim = 8 * S;
    e.board.square.lights << torch;
    const auto json = UvttWriter::toJson(e, picture(500, 400), 50);
    REQUIRE(json.has_value());
    const auto lights = json->value(QLatin1String("lights")).toArray();
    REQUIRE(lights.size() == 3);
    const auto carried = lights[2].toObject();
    CHECK(carried.value(QLatin1String("position")).toObject() == xy(4.5, 5.5));
    CHECK(carried.value(QLatin1String("range")).toDouble() == 8);
    CHECK(carried.value(QLatin1String("color")) == QLatin1String("ffffffff"));
    CHECK(lights[0].toObject().value(QLatin1String("color")) == QLatin1String("ff112233"));
    CHECK(lights[0].toObject().value(QLatin1String("range")).toDouble() == 6);
}
