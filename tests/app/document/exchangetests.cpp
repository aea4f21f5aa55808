#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "document/exchange.h"
#include "io/dataurl.h"
#include "io/uvttreader.h"

#include <QBuffer>
#include <QCoro/QCoroTask>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    REQUIRE(image.save(&buffer, "PNG"));
    return bytes;
}

QJsonObject xy(double x, double y)
{
    return {{QStringLiteral("x"), x}, {QStringLiteral("y"), y}};
}

// A 10×8 map at 40 pixels a square: one wall polyline of two segments, one closed and one
// open door.
QJsonObject sampleUvtt()
{
    QImage image(400, 320, QImage::Format_RGB32);
    image.fill(QColor(90, 120, 60));
    QJsonObject root;
    root.insert(QStringLiteral("format"), 0.3);
    root.insert(QStringLiteral("resolution"), QJsonObject{{QStringLiteral("map_origin"), xy(0, 0)},
                                                          {QStringLiteral("map_size"), xy(10, 8)},
                                                          {QStringLiteral("pixels_per_grid"), 40}});
    root.insert(QStringLiteral("line_of_sight"),
                QJsonArray{QJsonArray{xy(1, 1), xy(5, 1), xy(5, 4)}});
    root.insert(QStringLiteral("portals"),
                QJsonArray{QJsonObject{{QStringLiteral("bounds"), QJsonArray{xy(2, 6), xy(3, 6)}},
                                       {QStringLiteral("closed"), true}},
                           QJsonObject{{QStringLiteral("bounds"), QJsonArray{xy(7, 2), xy(7, 3)}},
                                       {QStringLiteral("closed"), false}}});
    root.insert(QStringLiteral("image"), QString::fromLatin1(pngBytes(image).toBase64()));
    return root;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write(bytes) == bytes.size());
    return path;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

int countDoors(const Encounter &encounter, WallSegment::Door door)
{
    int n = 0;
    for (const auto &wall : encounter.board.square.walls)
        n += wall.door == door;
    return n;
}

} // namespace

TEST_CASE("Exchange imports a Universal VTT map as a new unsaved, untitled document", "[async]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString map = writeFile(dir, QStringLiteral("old-mill.dd2vtt"),
                                  QJsonDocument(sampleUvtt()).toJson(QJsonDocument::Compact));

    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    Exchange exchange;
    exchange.setDocument(&document);
    QSignalSpy rulesWanted(&exchange, &Exchange::rulesWanted);
    QSignalSpy finished(&exchange, &Exchange::finished);

    // Asked without a rule set: the map is read, then the GM is asked, and nothing changes yet.
    CHECK_FALSE(QCoro::waitFor(exchange.importTask(map, QString())));
    REQUIRE(rulesWanted.count() == 1);
    CHECK(rulesWanted.front().at(0).toUrl() == QUrl::fromLocalFile(map));
    CHECK(rulesWanted.front().at(1).toString() == QStringLiteral("old-mill.dd2vtt"));
    CHECK(document.name() == QStringLiteral("Bridge ambush"));
    CHECK(finished.isEmpty());

    SECTION("with the default rule set, the first reading is used")
    {
        CHECK(QCoro::waitFor(exchange.importTask(map, QStringLiteral("paces"))));
        CHECK(document.rulesId() == QStringLiteral("paces"));
    }
    SECTION("with another rule set, the map is read again")
    {
        CHECK(QCoro::waitFor(exchange.importTask(map, QStringLiteral("meters"))));
        CHECK(document.rulesId() == QStringLiteral("meters"));
    }

    CHECK_FALSE(exchange.isBusy());
    CHECK(document.name() == QStringLiteral("old-mill"));
    CHECK(document.boardKind() == EncounterDocument::BoardKind::Square);
    CHECK(document.boardWidth() == 10);
    CHECK(document.boardHeight() == 8);
    const Encounter &imported = document.encounter();
    CHECK(imported.board.square.walls.size() == 4);
    CHECK(countDoors(imported, WallSegment::Door::None) == 2);
    CHECK(countDoors(imported, WallSegment::Door::Closed) == 1);
    CHECK(countDoors(imported, WallSegment::Door::Open) == 1);
    CHECK(document.tokens()->rowCount() == 0);
    CHECK_FALSE(document.backgroundImage().isNull());
    CHECK(document.backgroundImage().size() == QSize(400, 320));
    // Untitled and unsaved: Save asks where, suggesting the map's name.
    CHECK(document.fileName().isEmpty());
    CHECK(document.isModified());
    CHECK(document.errorString().isEmpty());
    CHECK(exchange.suggestedSaveUrl() ==
          QUrl::fromLocalFile(dir.filePath(QStringLiteral("old-mill.encounter"))));
    REQUIRE(finished.count() == 1);
    CHECK(finished.front().at(0).toBool());
    CHECK(finished.front().at(1).toString() ==
          QStringLiteral("Imported old-mill.dd2vtt: 10 × 8 squares, 2 walls, 2 doors"));

    // Saving gives it a name: the suggestion is done, and the document is clean.
    const QString saved = dir.filePath(QStringLiteral("old-mill.encounter"));
    CHECK(QCoro::waitFor(document.saveTo(saved)));
    CHECK_FALSE(document.isModified());
    CHECK(exchange.suggestedSaveUrl().isEmpty());
}

TEST_CASE("Exchange passes the import's warnings on", "[async]")
{
    QTemporaryDir dir;
    auto root = sampleUvtt();
    root.insert(QStringLiteral("format"), 1.0); // Arkenforge: read as 0.3, with a warning
    const QString map = writeFile(dir, QStringLiteral("arken.uvtt"),
                                  QJsonDocument(root).toJson(QJsonDocument::Compact));
    EncounterDocument document;
    Exchange exchange;
    exchange.setDocument(&document);
    CHECK(QCoro::waitFor(exchange.importTask(map, QStringLiteral("paces"))));
    REQUIRE(exchange.warnings().size() == 1);
    CHECK(exchange.warnings().front().startsWith(QStringLiteral("format:")));
    exchange.clearWarnings();
    CHECK(exchange.warnings().isEmpty());
}

TEST_CASE("A refused map leaves the open document untouched and names the JSON path", "[async]")
{
    QTemporaryDir dir;
    auto root = sampleUvtt();
    root.insert(QStringLiteral("resolution"), QJsonObject{{QStringLiteral("map_size"), xy(0, 8)},
                                                          {QStringLiteral("pixels_per_grid"), 40}});
    const QString bad = writeFile(dir, QStringLiteral("broken.dd2vtt"),
                                  QJsonDocument(root).toJson(QJsonDocument::Compact));

    EncounterDocument document;
    const QString good = examplePath(QStringLiteral("lantern-crypt.encounter"));
    REQUIRE(openAndWait(document, good));
    const QString before = dir.filePath(QStringLiteral("before.encounter"));
    REQUIRE(QCoro::waitFor(document.saveTo(before)));

    Exchange exchange;
    exchange.setDocument(&document);
    QSignalSpy finished(&exchange, &Exchange::finished);
    QSignalSpy rulesWanted(&exchange, &Exchange::rulesWanted);
    CHECK_FALSE(QCoro::waitFor(exchange.importTask(bad, QString())));
    CHECK(rulesWanted.isEmpty()); // refused before the GM is asked anything
    REQUIRE(finished.count() == 1);
    CHECK_FALSE(finished.front().at(0).toBool());
    const QString message = finished.front().at(1).toString();
    CHECK(message.contains(QStringLiteral("resolution.map_size.x")));
    CHECK(message.startsWith(QStringLiteral("Cannot import broken.dd2vtt: ")));
    CHECK(document.errorString() == message);
    CHECK(exchange.errorString() == message);

    CHECK(document.fileName() == before);
    CHECK_FALSE(document.isModified());
    const QString after = dir.filePath(QStringLiteral("after.encounter"));
    REQUIRE(QCoro::waitFor(document.saveTo(after)));
    CHECK(readAll(after) == readAll(before));

    // A file that is no JSON at all is refused as clearly.
    const QString text = writeFile(dir, QStringLiteral("notes.uvtt"), "not json");
    CHECK_FALSE(QCoro::waitFor(exchange.importTask(text, QStringLiteral("paces"))));
    CHECK(document.errorString().contains(QStringLiteral("notes.uvtt")));
    CHECK(document.name() == QStringLiteral("Lanterns in the crypt"));
}

TEST_CASE("Exchange exports PNG, PDF and Universal VTT files of the open encounter", "[async]")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("lantern-crypt.encounter"))));
    const int width = document.boardWidth();
    const int height = document.boardHeight();
    Exchange exchange;
    exchange.setDocument(&document);
    CHECK(exchange.canExport());
    QSignalSpy finished(&exchange, &Exchange::finished);
    QSignalSpy busy(&exchange, &Exchange::busyChanged);

    SECTION("PNG")
    {
        const QString png = dir.filePath(QStringLiteral("lantern-crypt.png"));
        Exchange::ExportOptions options;
        options.cellPixels = 30;
        CHECK(QCoro::waitFor(exchange.exportTask(Exchange::Kind::Png, png, options)));
        QImageReader reader(png);
        CHECK(reader.format() == "png");
        const QImage image = reader.read();
        CHECK(image.size() == QSize(width * 30, height * 30));
        REQUIRE(finished.count() == 1);
        CHECK(finished.front().at(1).toString() ==
              QStringLiteral("Exported lantern-crypt.png (%1 × %2 pixels)")
                  .arg(width * 30)
                  .arg(height * 30));
    }
    SECTION("PDF, for the players")
    {
        const QString pdf = dir.filePath(QStringLiteral("lantern-crypt.pdf"));
        const auto options = Exchange::exportOptions(
            {{QStringLiteral("players"), true}, {QStringLiteral("paper"), QStringLiteral("a4")}});
        CHECK(options.players);
        CHECK(options.a4);
        CHECK_FALSE(options.millimetres);
        CHECK(QCoro::waitFor(exchange.exportTask(Exchange::Kind::Pdf, pdf, options)));
        CHECK(readAll(pdf).startsWith("%PDF"));
        REQUIRE(finished.count() == 1);
        const QString message = finished.front().at(1).toString();
        CHECK(message.startsWith(QStringLiteral("Exported lantern-crypt.pdf (")));
        CHECK(message.endsWith(QStringLiteral(" pages)")));
        CHECK(exchange.total() > 1);
        CHECK(exchange.progress() == exchange.total());
    }
    SECTION("Universal VTT, which imports back whole")
    {
        const QString uvtt = dir.filePath(QStringLiteral("lantern-crypt.dd2vtt"));
        CHECK(QCoro::waitFor(exchange.exportTask(Exchange::Kind::Uvtt, uvtt, {})));
        const auto json = QJsonDocument::fromJson(readAll(uvtt)).object();
        CHECK(json.value(QStringLiteral("resolution"))
                  .toObject()
                  .value(QStringLiteral("pixels_per_grid"))
                  .toInt() == 70);
        const QImage map = DataUrl::decodeImage(QStringLiteral("data:image/png;base64,") +
                                                json.value(QStringLiteral("image")).toString());
        CHECK(map.size() == QSize(width * 70, height * 70));

        // A Gridkeep export restores its own rule set: nobody is asked.
        const Encounter original = document.encounter();
        QSignalSpy rulesWanted(&exchange, &Exchange::rulesWanted);
        CHECK(QCoro::waitFor(exchange.importTask(uvtt, QString())));
        CHECK(rulesWanted.isEmpty());
        CHECK(document.name() == original.name);
        CHECK(document.tokens()->rowCount() == original.tokens.size());
        CHECK(document.fileName().isEmpty());
        CHECK(document.isModified());
    }
    CHECK_FALSE(exchange.isBusy());
    CHECK(busy.count() >= 2);
    CHECK(document.errorString().isEmpty());
}

TEST_CASE("Cancelling a PDF export part way leaves no file", "[async]")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(document.newEncounter(QStringLiteral("paces"), 200, 200));
    // A background over the whole board: every sheet has something on it, so none is skipped.
    QImage picture(240, 240, QImage::Format_RGB32);
    picture.fill(QColor(120, 100, 80));
    {
        QPainter painter(&picture);
        for (int i = 0; i < 240; i += 8)
            painter.fillRect(i, 0, 4, 240, QColor(60, 90, 40));
    }
    Board board = document.encounter().board;
    board.square.background.image = DataUrl::encode(pngBytes(picture), QStringLiteral("image/png"));
    document.replaceBoard(board);

    Exchange exchange;
    exchange.setDocument(&document);
    QSignalSpy finished(&exchange, &Exchange::finished);
    const QString pdf = dir.filePath(QStringLiteral("huge.pdf"));
    // Cancel as soon as the first pages are reported done (the whole PDF takes about a second).
    QObject::connect(&exchange, &Exchange::progressChanged, &exchange, [&]() {
        if (exchange.progress() > 0 && exchange.progress() < exchange.total())
            exchange.cancel();
    });
    CHECK(exchange.isCancellable() == false);
    CHECK_FALSE(QCoro::waitFor(exchange.exportTask(Exchange::Kind::Pdf, pdf, {})));
    REQUIRE(finished.count() == 1);
    CHECK_FALSE(finished.front().at(0).toBool());
    CHECK(finished.front().at(1).toString() ==
          QStringLiteral("Export cancelled; huge.pdf was not written"));
    CHECK(exchange.progress() < exchange.total());
    CHECK_FALSE(QFileInfo::exists(pdf));
    CHECK(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).isEmpty());
    CHECK(document.errorString().isEmpty()); // a cancel is no error
}

TEST_CASE("Exports are refused on the Combat Grid")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    Exchange exchange;
    exchange.setDocument(&document);
    CHECK_FALSE(exchange.canExport());
    CHECK(exchange.exportBlockedReason().contains(QStringLiteral("square board")));
    const QString png = dir.filePath(QStringLiteral("grid.png"));
    CHECK_FALSE(QCoro::waitFor(exchange.exportTask(Exchange::Kind::Png, png, {})));
    CHECK_FALSE(QFileInfo::exists(png));
    CHECK(document.errorString().contains(QStringLiteral("square board")));
}

TEST_CASE("Exchange knows which files it imports and what an export is called")
{
    CHECK(Exchange::isImportable(QUrl::fromLocalFile(QStringLiteral("/maps/Old Mill.DD2VTT"))));
    CHECK(Exchange::isImportable(QUrl::fromLocalFile(QStringLiteral("/maps/a.df2vtt"))));
    CHECK(Exchange::isImportable(QUrl::fromLocalFile(QStringLiteral("/maps/a.uvtt"))));
    CHECK_FALSE(Exchange::isImportable(QUrl::fromLocalFile(QStringLiteral("/a.encounter"))));

    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("lantern-crypt.encounter"))));
    Exchange exchange;
    exchange.setDocument(&document);
    CHECK(exchange.suggestedExportName(QStringLiteral("pdf")) ==
          QStringLiteral("lantern-crypt.pdf"));
    CHECK(exchange.suggestedExportName(QStringLiteral("uvtt")) ==
          QStringLiteral("lantern-crypt.dd2vtt"));
    CHECK(exchange.exportSizeText(QStringLiteral("png"), {{QStringLiteral("cellPixels"), 10}}) ==
          QStringLiteral("%1 × %2 pixels")
              .arg(document.boardWidth() * 10)
              .arg(document.boardHeight() * 10));
    for (const auto &choice : exchange.importRuleChoices())
        CHECK(choice.toMap().value(QStringLiteral("id")).toString() !=
              QStringLiteral("labyrinthian"));
    CHECK(exchange.importRuleChoices().size() == 3);
}
