#include "clirunner.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QTemporaryDir>

namespace
{

QJsonObject xy(double x, double y)
{
    return {{QStringLiteral("x"), x}, {QStringLiteral("y"), y}};
}

// A 30×20 map at 10 pixels a square, origin (1, 1): four walls (one polyline and one object),
// two doors, one wall and one light off the map.
QJsonObject mapFile()
{
    QImage image(300, 200, QImage::Format_RGB32);
    image.fill(Qt::darkGreen);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    REQUIRE(image.save(&buffer, "PNG"));
    return {
        {QStringLiteral("format"), 0.3},
        {QStringLiteral("resolution"), QJsonObject{{QStringLiteral("map_origin"), xy(1, 1)},
                                                   {QStringLiteral("map_size"), xy(30, 20)},
                                                   {QStringLiteral("pixels_per_grid"), 10}}},
        {QStringLiteral("line_of_sight"),
         QJsonArray{QJsonArray{xy(1, 1), xy(5.5, 1), xy(5.5, 4.25), xy(1, 4.25)},
                    QJsonArray{xy(0, 0), xy(2, 2)}}},
        {QStringLiteral("objects_line_of_sight"), QJsonArray{QJsonArray{xy(10, 10), xy(11, 10)}}},
        {QStringLiteral("portals"),
         QJsonArray{QJsonObject{{QStringLiteral("bounds"), QJsonArray{xy(3, 4.25), xy(4, 4.25)}},
                                {QStringLiteral("closed"), true}},
                    QJsonObject{{QStringLiteral("bounds"), QJsonArray{xy(5.5, 2), xy(5.5, 3)}},
                                {QStringLiteral("closed"), false}}}},
        {QStringLiteral("lights"),
         QJsonArray{QJsonObject{{QStringLiteral("position"), xy(40, 4)},
                                {QStringLiteral("color"), QStringLiteral("ffffaa00")}}}},
        {QStringLiteral("environment"),
         QJsonObject{{QStringLiteral("baked_lighting"), false},
                     {QStringLiteral("ambient_light"), QStringLiteral("ff202020")}}},
        {QStringLiteral("image"), QString::fromLatin1(png.toBase64())},
    };
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const auto path = dir.filePath(name);
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    return path;
}

} // namespace

TEST_CASE("gridkeep-cli import turns a Universal VTT map into an encounter", "[cli][uvtt]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto in = writeFile(dir, QStringLiteral("cellar.dd2vtt"),
                              QJsonDocument(mapFile()).toJson(QJsonDocument::Compact));
    const auto out = dir.filePath(QStringLiteral("cellar.encounter"));
    const auto run = runCli({QStringLiteral("import"), in, out});
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 0);
    CHECK(run.out ==
          "{\"doors\":2,\"height\":20,\"restored\":false,\"rules\":\"paces\",\"walls\":4,"
          "\"warnings\":[\"line_of_sight: 1 wall segment outside the 30×20 map was left out\","
          "\"lights: 1 light outside the 30×20 map was left out\"],\"width\":30}\n");
    CHECK(run.err == (in +
                      QStringLiteral(": warning: line_of_sight: 1 wall segment outside the "
                                     "30×20 map was left out\n") +
                      in +
                      QStringLiteral(": warning: lights: 1 light outside the 30×20 map was "
                                     "left out\n"))
                         .toUtf8());

    const auto validate = runCli({QStringLiteral("validate"), out});
    CHECK(validate.exitCode == 0);
    const auto analyze = runCli({QStringLiteral("analyze"), out});
    CHECK(analyze.exitCode == 0);

    QFile file(out);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const auto encounter = jsonObject(file.readAll());
    CHECK(encounter.value(QLatin1String("name")) == QLatin1String("cellar"));
    const auto board = encounter.value(QLatin1String("board")).toObject();
    const auto walls = board.value(QLatin1String("walls")).toArray();
    REQUIRE(walls.size() == 6);
    CHECK(walls[1].toObject().value(QLatin1String("to")).toArray() == QJsonArray{4.5, 3.25});
    CHECK(walls[4].toObject().value(QLatin1String("door")) == QLatin1String("closed"));
    CHECK(board.value(QLatin1String("background"))
              .toObject()
              .value(QLatin1String("cellPixels"))
              .toDouble() == 10);
}

TEST_CASE("gridkeep-cli import takes --rules", "[cli][uvtt]")
{
    QTemporaryDir dir;
    const auto in = writeFile(dir, QStringLiteral("cellar.uvtt"),
                              QJsonDocument(mapFile()).toJson(QJsonDocument::Compact));
    const auto out = dir.filePath(QStringLiteral("cellar.encounter"));
    const auto run = runCli(
        {QStringLiteral("import"), in, out, QStringLiteral("--rules"), QStringLiteral("meters")});
    CHECK(run.exitCode == 0);
    CHECK(run.json().object().value(QLatin1String("rules")) == QLatin1String("meters"));

    for (const auto &bad : {QStringLiteral("labyrinthian"), QStringLiteral("nope")}) {
        const auto refused =
            runCli({QStringLiteral("import"), in, out, QStringLiteral("--rules"), bad});
        CHECK(refused.exitCode == 2);
        CHECK(refused.out.isEmpty());
    }
}

TEST_CASE("gridkeep-cli import refuses a bad map with exit 1 and writes nothing", "[cli][uvtt]")
{
    QTemporaryDir dir;
    auto root = mapFile();
    root.insert(QStringLiteral("image"), QStringLiteral("%%% not base64 %%%"));
    const auto in = writeFile(dir, QStringLiteral("bad.dd2vtt"),
                              QJsonDocument(root).toJson(QJsonDocument::Compact));
    const auto out = dir.filePath(QStringLiteral("bad.encounter"));
    const auto run = runCli({QStringLiteral("import"), in, out});
    CHECK(run.exitCode == 1);
    CHECK(run.out.isEmpty());
    CHECK(run.err.startsWith((in + QStringLiteral(": image: expected base64")).toUtf8()));
    CHECK_FALSE(QFile::exists(out));

    root = mapFile();
    root.insert(QStringLiteral("line_of_sight"), 5);
    const auto in2 = writeFile(dir, QStringLiteral("bad2.dd2vtt"),
                               QJsonDocument(root).toJson(QJsonDocument::Compact));
    const auto run2 = runCli({QStringLiteral("import"), in2, out});
    CHECK(run2.exitCode == 1);
    CHECK(run2.err.startsWith((in2 + QStringLiteral(": line_of_sight: expected a list")).toUtf8()));

    const auto missing =
        runCli({QStringLiteral("import"), dir.filePath(QStringLiteral("none")), out});
    CHECK(missing.exitCode == 1);
    CHECK_FALSE(QFile::exists(out));
}

TEST_CASE("gridkeep-cli import usage errors exit 2", "[cli][uvtt]")
{
    const auto args =
        GENERATE(as<QStringList>{}, QStringList{QStringLiteral("import")},
                 QStringList{QStringLiteral("import"), QStringLiteral("a.dd2vtt")},
                 QStringList{QStringLiteral("import"), QStringLiteral("a.dd2vtt"),
                             QStringLiteral("b.encounter"), QStringLiteral("c")},
                 QStringList{QStringLiteral("import"), QStringLiteral("a.dd2vtt"),
                             QStringLiteral("b.encounter"), QStringLiteral("--rules")});
    const auto run = runCli(args);
    CHECK(run.exitCode == 2);
    CHECK(run.out.isEmpty());
    CHECK(run.err.contains("usage"));
}
