#include "engine/playersencounter.h"
#include "render/battlesheet.h"
#include "render/boardrenderer.h"
#include "testsupport.h"

#include <QBuffer>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

// The board renderer and the printed battle sheet (src/core/render): what the players' exports
// leave out (docs/rules.md §3), and the PDF's true scale and tiling.

namespace
{

QString q(const char *text)
{
    return QString::fromUtf8(text);
}

// A 12 × 10 paces board: a party hero, a hidden spy on a magenta side, a lurker on a green side
// in the right half, water in the right half; the fog (when asked) shows only the left half.
Encounter fogEncounter(bool fog, bool background = false)
{
    QByteArray bg;
    if (background) {
        QImage picture(12, 10, QImage::Format_RGB32);
        picture.fill(QColor(0x20, 0x60, 0xd0));
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        picture.save(&buffer, "PNG");
        bg = R"(,"background":{"image":"data:image/png;base64,)" + png.toBase64() +
             R"(","opacity":1})";
    }
    return TestSupport::loadJson(
        R"({"format":"gridkeep-encounter","version":1,"rules":"paces","name":"Fog test",
        "notes":"SECRET-ENCOUNTER-NOTE",
        "board":{"kind":"square","width":12,"height":10,
                 "terrain":[{"kind":"water","rect":[8,6,2,2]},{"kind":"difficult","rect":[4,8,4,1]}],
                 "walls":[{"from":[4,2],"to":[9,2]}])" +
        bg +
        R"(},
        "sides":[{"id":"party","name":"Party","color":"#1565c0"},
                 {"id":"spies","name":"Spies","color":"#ff00ff"},
                 {"id":"lurkers","name":"Lurkers","color":"#00ff00"}],
        "tokens":[{"id":"hero","name":"Hero","side":"party","x":1,"y":1},
                  {"id":"spy","name":"Spy","side":"spies","x":3,"y":5,"hidden":true,
                   "notes":"SECRET-TOKEN-NOTE"},
                  {"id":"lurker","name":"Lurker","side":"lurkers","x":9,"y":3},
                  {"id":"masked","name":"Masked One","side":"party","x":2,"y":7,
                   "showName":false}])" +
        QByteArray(fog ? R"(,"fog":{"mode":"manual","revealed":[[0,0,6,10]]}})" : "}"));
}

int countPixels(const QImage &image, const std::function<bool(QColor)> &match)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (match(image.pixelColor(x, y)))
                ++count;
        }
    }
    return count;
}

bool magenta(QColor c)
{
    return c.red() > 200 && c.blue() > 180 && c.green() < 140 && c.red() - c.green() > 100;
}

bool green(QColor c)
{
    return c.green() > 180 && c.red() < 120 && c.blue() < 120;
}

QColor cellCentre(const QImage &image, int x, int y, double cell)
{
    return image.pixelColor(int((x + 0.5) * cell), int((y + 0.5) * cell));
}

void saveScreen(const QImage &image, const char *name)
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    REQUIRE(image.save(dir + QLatin1Char('/') + QLatin1String(name)));
}

// The bounding box of the pixels `match` accepts.
QRect boundingBox(const QImage &image, const std::function<bool(QColor)> &match)
{
    QRect box;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (match(image.pixelColor(x, y)))
                box |= QRect(x, y, 1, 1);
        }
    }
    return box;
}

bool near(QColor c, QColor target, int tolerance)
{
    return std::abs(c.red() - target.red()) <= tolerance &&
           std::abs(c.green() - target.green()) <= tolerance &&
           std::abs(c.blue() - target.blue()) <= tolerance;
}

int pdfPageCount(const QString &fileName)
{
    QFile file(fileName);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromLatin1(file.readAll());
    return int(text.count(QRegularExpression(q("/Type\\s*/Page(?![s\\w])"))));
}

// A 30 × 40 paces board with something in three sheets only: difficult ground in the corner
// (A1), a wall in the middle (C3) and a token in the far corner (E5).
Encounter largeBoard()
{
    return TestSupport::loadJson(
        R"({"format":"gridkeep-encounter","version":1,"rules":"paces","name":"Large field",
        "board":{"kind":"square","width":30,"height":40,
                 "terrain":[{"kind":"difficult","rect":[0,0,2,2]}],
                 "walls":[{"from":[15,20],"to":[16,20]}]},
        "sides":[{"id":"party","name":"Party"}],
        "tokens":[{"id":"scout","name":"Scout","side":"party","x":29,"y":39}]})");
}

} // namespace

TEST_CASE("the board renderer draws the whole board at the asked scale", "[render]")
{
    const Encounter gm = fogEncounter(false);
    const QImage image = BoardRenderer::renderImage(gm, {});
    REQUIRE(image.size() == QSize(12 * 70, 10 * 70));
    REQUIRE(image.format() == QImage::Format_ARGB32);
    BoardRenderer::Options small;
    small.cellPixels = 20;
    CHECK(BoardRenderer::renderImage(gm, small).size() == QSize(240, 200));
    // Water where the file puts it, ground elsewhere.
    CHECK(near(cellCentre(image, 0, 9, 70), BoardRenderer::GroundColor, 8));
    saveScreen(image, "render-gm.png");
    BoardRenderer::Options bare;
    bare.grid = false;
    bare.tokens = false;
    bare.coordinates = true;
    const QImage labelled = BoardRenderer::renderImage(gm, bare);
    CHECK(labelled.size() == image.size());
    CHECK(labelled != image);
    saveScreen(labelled, "render-coordinates.png");
}

TEST_CASE("the players' image leaves out a hidden token, the GM's shows it faded", "[render]")
{
    const Encounter gm = fogEncounter(false);
    const QImage gmImage = BoardRenderer::renderImage(gm, {});
    BoardRenderer::Options players;
    players.players = true;
    const QImage playerImage = BoardRenderer::renderImage(gm, players);
    CHECK(countPixels(gmImage, magenta) > 100);
    CHECK(countPixels(playerImage, magenta) == 0);
    saveScreen(playerImage, "render-players.png");
}

TEST_CASE("the players' drawing is built from PlayersEncounter", "[render]")
{
    const Encounter gm = fogEncounter(true);
    BoardRenderer::Options players;
    players.players = true;
    const BoardRenderer renderer(gm, players);
    const Encounter &shown = renderer.encounter();
    CHECK(shown.notes.isEmpty());
    CHECK(shown.token(q("spy")) == nullptr);
    CHECK(shown.token(q("lurker")) == nullptr); // under the fog
    REQUIRE(shown.token(q("masked")) != nullptr);
    CHECK(shown.token(q("masked"))->name == PlayersEncounter::UnknownName);
    for (const Token &token : shown.tokens)
        CHECK(token.notes.isEmpty());
    CHECK_FALSE(shown.fog.enabled);
    // The GM's renderer draws the GM's encounter.
    const BoardRenderer gmRenderer(gm, {});
    CHECK(gmRenderer.encounter().token(q("spy")) != nullptr);
}

TEST_CASE("unrevealed fog is black in the players' image, with nothing under it", "[render]")
{
    for (const bool background : {false, true}) {
        INFO("background " << background);
        const Encounter gm = fogEncounter(true, background);
        BoardRenderer::Options players;
        players.players = true;
        const QImage image = BoardRenderer::renderImage(gm, players);
        // The lurker stands in the fog: not a pixel of its side's green.
        CHECK(countPixels(image, green) == 0);
        for (const QPoint cell : {QPoint(9, 3), QPoint(8, 6), QPoint(11, 9), QPoint(6, 0)})
            CHECK(cellCentre(image, cell.x(), cell.y(), 70) == QColor(Qt::black));
        // The revealed half shows the map.
        CHECK(cellCentre(image, 0, 9, 70) != QColor(Qt::black));
        // The GM's image has no fog.
        const QImage gmImage = BoardRenderer::renderImage(gm, {});
        CHECK(countPixels(gmImage, green) > 100);
        CHECK(cellCentre(gmImage, 11, 9, 70) != QColor(Qt::black));
        saveScreen(image,
                   background ? "render-fog-background-players.png" : "render-fog-players.png");
    }
}

TEST_CASE("the players' file holds only the board the fog shows", "[render]")
{
    const Encounter gm = fogEncounter(true, true);
    const Encounter plain = BoardRenderer::forPlayersFile(fogEncounter(false, true));
    CHECK_FALSE(plain.board.square.background.isEmpty()); // no fog: the whole map is theirs
    CHECK(plain.board.square.terrain.size() == 2);

    const Encounter players = BoardRenderer::forPlayersFile(gm);
    const auto &board = players.board.square;
    CHECK(players.notes.isEmpty());
    CHECK(players.token(q("spy")) == nullptr);
    CHECK(players.token(q("lurker")) == nullptr);
    CHECK(board.background.isEmpty());
    // The water lies wholly in the fog; the difficult ground half in it.
    REQUIRE(board.terrain.size() == 1);
    CHECK(board.terrain[0].kind == q("difficult"));
    CHECK(board.terrain[0].cells == QList<QPoint>{{4, 8}, {5, 8}});
    CHECK(board.terrainAt(8, 6) == -1);
    // The wall from (4, 2) to (9, 2) keeps the part beside revealed cells.
    REQUIRE(board.walls.size() == 1);
    CHECK(board.walls[0].x1 == 4'000'000);
    CHECK(board.walls[0].x2 == 6'000'000);
    CHECK(board.walls[0].y1 == 2'000'000);
    CHECK(board.walls[0].y2 == 2'000'000);
}

TEST_CASE("writePng writes the image atomically and refuses a position board", "[render]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(q("board.png"));
    QString error;
    REQUIRE(BoardRenderer::writePng(fogEncounter(false), {}, file, &error));
    CHECK(QImage(file).size() == QSize(840, 700));

    const Encounter grid = TestSupport::loadJson(R"({"format":"gridkeep-encounter","version":1,
        "rules":"labyrinthian","board":{"kind":"positions"},"sides":[{"id":"a"}],"tokens":[]})");
    CHECK(BoardRenderer::renderImage(grid, {}).isNull());
    CHECK_FALSE(BoardRenderer::writePng(grid, {}, dir.filePath(q("grid.png")), &error));
    CHECK(error == q("battle sheets need a square board"));
    CHECK_FALSE(QFile::exists(dir.filePath(q("grid.png"))));
}

TEST_CASE("a sheet holds 7 × 10 squares on Letter and A4, in inches or 25 mm", "[render]")
{
    for (const auto paper : {BattleSheet::Paper::Letter, BattleSheet::Paper::A4}) {
        for (const auto square : {BattleSheet::Square::Inch, BattleSheet::Square::Millimetres25}) {
            BattleSheet::Options options;
            options.paper = paper;
            options.square = square;
            CHECK(BattleSheet::squaresPerPage(options) == QSize(7, 10));
        }
    }
    CHECK(BattleSheet::columnName(0) == q("A"));
    CHECK(BattleSheet::columnName(25) == q("Z"));
    CHECK(BattleSheet::columnName(26) == q("AA"));
}

TEST_CASE("a large board is tiled with overlap and blank sheets are left out", "[render]")
{
    const Encounter gm = largeBoard();
    const auto layout = BattleSheet::layout(gm, {});
    // 30 columns in sheets of 7 overlapping by one: 0–6, 6–12, 12–18, 18–24, 24–29; 40 rows in
    // sheets of 10: 0–9, 9–18, 18–27, 27–36, 36–39.
    CHECK(layout.tileColumns == 5);
    CHECK(layout.tileRows == 5);
    REQUIRE(layout.tiles.size() == 25);
    CHECK(layout.tiles[1].cells == QRect(6, 0, 7, 10));
    CHECK(layout.tiles[24].cells == QRect(24, 36, 6, 4));
    CHECK(layout.legendPages == 1);
    QStringList printed;
    for (const auto &tile : layout.tiles) {
        if (tile.page)
            printed << q("%1:%2").arg(tile.name()).arg(tile.page);
    }
    CHECK(printed == QStringList{q("A1:2"), q("C3:3"), q("E5:4")});
    CHECK(layout.pages == 4);

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(q("sheet.pdf"));
    QString error;
    int pages = 0;
    QList<int> progress;
    REQUIRE(BattleSheet::write(gm, {}, file, &error, &pages, [&](int done, int total) {
        CHECK(total == 4);
        progress << done;
        return true;
    }));
    CHECK(pages == 4);
    CHECK(progress == QList<int>{0, 1, 2, 3, 4});
    CHECK(pdfPageCount(file) == 4);

    // Cancelling writes nothing.
    const QString cancelled = dir.filePath(q("cancelled.pdf"));
    CHECK_FALSE(BattleSheet::write(gm, {}, cancelled, &error, nullptr,
                                   [](int done, int) { return done < 2; }));
    CHECK(error == q("cancelled"));
    CHECK_FALSE(QFile::exists(cancelled));
}

TEST_CASE("the battle sheet prints at true scale", "[render]")
{
    const QString pdftoppm = QStandardPaths::findExecutable(q("pdftoppm"));
    if (pdftoppm.isEmpty()) {
        WARN("pdftoppm not found (Debian package poppler-utils): true scale not checked");
        return;
    }
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(q("sheet.pdf"));
    QString error;
    REQUIRE(BattleSheet::write(largeBoard(), {}, file, &error));
    QProcess process;
    process.start(pdftoppm, {q("-r"), q("50"), q("-png"), q("-f"), q("1"), q("-l"), q("2"), file,
                             dir.filePath(q("page"))});
    REQUIRE(process.waitForFinished(60000));
    REQUIRE(process.exitCode() == 0);
    const QImage first(dir.filePath(q("page-1.png")));
    const QImage second(dir.filePath(q("page-2.png")));
    REQUIRE(!first.isNull());
    REQUIRE(!second.isNull());
    // Letter at 50 dpi.
    CHECK(first.size() == QSize(425, 550));
    // The test square: one inch, 50 pixels.
    const QRect square =
        boundingBox(first, [](QColor c) { return near(c, QColor(0x3c, 0x78, 0xa8), 10); });
    INFO("test square " << square.width() << " × " << square.height());
    CHECK(std::abs(square.width() - 50) <= 2);
    CHECK(std::abs(square.height() - 50) <= 2);
    // The board is drawn on the page map and, at true scale, on sheet A1: the 2 × 2 difficult
    // ground in its corner measures two inches.
    const QColor difficult(0xc5, 0xb3, 0x58);
    CHECK(countPixels(first, [&](QColor c) { return near(c, difficult, 24); }) > 0);
    const QRect ground = boundingBox(second, [&](QColor c) { return near(c, difficult, 24); });
    INFO("difficult ground " << ground.width() << " × " << ground.height());
    CHECK(std::abs(ground.width() - 100) <= 3);
    CHECK(std::abs(ground.height() - 100) <= 3);
    if (!qEnvironmentVariableIsEmpty("GRIDKEEP_SCREENS_DIR")) {
        saveScreen(first, "battlesheet-page1.png");
        saveScreen(second, "battlesheet-page2.png");
    }
}

TEST_CASE("the players' battle sheet leaves out hidden tokens and fogged ground", "[render]")
{
    const Encounter gm = fogEncounter(true);
    BattleSheet::Options options;
    options.players = true;
    const auto layout = BattleSheet::layout(gm, options);
    // 12 columns: sheets 0–6 and 6–11; the second shows only fog (and its overlap column 6,
    // which is fogged too): left out.
    REQUIRE(layout.tiles.size() == 2);
    CHECK(layout.tiles[0].page == 2);
    CHECK(layout.tiles[1].page == 0);
    CHECK(BattleSheet::layout(gm, {}).tiles[1].page == 3);

    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(q("players.pdf"));
    QString error;
    REQUIRE(BattleSheet::write(gm, options, file, &error));
    QFile pdf(file);
    REQUIRE(pdf.open(QIODevice::ReadOnly));
    const QByteArray bytes = pdf.readAll();
    CHECK_FALSE(bytes.contains("SECRET"));
    const QString pdftoppm = QStandardPaths::findExecutable(q("pdftoppm"));
    if (pdftoppm.isEmpty())
        return;
    QProcess process;
    process.start(pdftoppm, {q("-r"), q("50"), q("-png"), file, dir.filePath(q("page"))});
    REQUIRE(process.waitForFinished(60000));
    for (const char *page : {"page-1.png", "page-2.png"}) {
        const QImage image(dir.filePath(q(page)));
        REQUIRE(!image.isNull());
        CHECK(countPixels(image, magenta) == 0);
        CHECK(countPixels(image, green) == 0);
    }
}
