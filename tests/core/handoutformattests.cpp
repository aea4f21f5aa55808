// docs/file-format.md §3.11 and §15: the `handouts` of an encounter and of a session file —
// read, written back unchanged, refused with their JSON path; never in the players' copy.
#include "testsupport.h"

#include "engine/fogview.h"
#include "engine/playersencounter.h"
#include "io/dataurl.h"
#include "io/encounterwriter.h"
#include "io/handoutjson.h"
#include "io/sessionreader.h"
#include "io/sessionwriter.h"

#include <QBuffer>
#include <QImage>

using namespace TestSupport;

namespace
{

QByteArray withHandouts(const QByteArray &handouts)
{
    return QByteArrayLiteral(R"({"format": "gridkeep-encounter", "version": 1, "name": "Mill",
        "rules": "classic", "board": {"kind": "square", "width": 6, "height": 4},
        "sides": [{"id": "party", "name": "Party"}],
        "tokens": [{"id": "kara", "side": "party", "x": 1, "y": 1}])") +
           (handouts.isEmpty() ? QByteArray() : ", \"handouts\": " + handouts) + "}";
}

QByteArray pngDataUrl()
{
    QImage image(4, 3, QImage::Format_RGB32);
    image.fill(Qt::darkRed);
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return DataUrl::encode(bytes, QStringLiteral("image/png")).toUtf8();
}

} // namespace

TEST_CASE("Handouts: read, written back and read again unchanged", "[format][handouts]")
{
    const QByteArray list = R"([
        {"id": "letter", "title": "The baron's letter", "image": ")" +
                            pngDataUrl() + R"(",
         "shown": [{"at": "2026-11-29T20:15:00Z", "encounter": "Bridge ambush", "by": "gm"},
                   {"at": "2026-11-29T21:02:10Z"}], "seal": "wax"},
        {"id": "map", "title": "Old map", "image": "handouts/old map.webp"},
        {"id": "riddle", "title": "The riddle", "text": "*Speak, friend*, and **enter**."}])";
    const auto e = loadJson(withHandouts(list));
    REQUIRE(e.handouts.size() == 3);
    CHECK(e.handouts[0].isImage());
    CHECK(e.handouts[0].isEmbedded());
    REQUIRE(e.handouts[0].shown.size() == 2);
    CHECK(e.handouts[0].shown[0].encounter == QLatin1String("Bridge ambush"));
    CHECK(e.handouts[0].shown[0].extra.contains(QLatin1String("by")));
    CHECK(e.handouts[0].extra.value(QLatin1String("seal")).toString() == QLatin1String("wax"));
    CHECK(e.handouts[1].image == QLatin1String("handouts/old map.webp"));
    CHECK_FALSE(e.handouts[1].isEmbedded());
    CHECK_FALSE(e.handouts[2].isImage());
    CHECK(e.handouts[2].text == QLatin1String("*Speak, friend*, and **enter**."));

    const auto written = EncounterWriter::toBytes(e);
    const auto again = loadJson(written);
    CHECK(again.handouts == e.handouts);
    CHECK(EncounterWriter::toBytes(again) == written);
    CHECK_FALSE(EncounterWriter::toBytes(loadJson(withHandouts({}))).contains("handouts"));
    // Removed, they stay removed: the list is not kept among the unknown keys.
    auto emptied = e;
    emptied.handouts.clear();
    CHECK_FALSE(EncounterWriter::toBytes(emptied).contains("handouts"));
}

TEST_CASE("Handouts: bad values are refused with their JSON path", "[format][handouts]")
{
    struct Case {
        const char *list;
        const char *path;
        const char *words;
    };
    const auto c = GENERATE(
        Case{R"({})", "handouts", "expected a list"},
        Case{R"([{"title": "a", "text": "b"}])", "handouts[0].id", "missing"},
        Case{R"([{"id": "a", "title": "a", "text": "b"}, {"id": "a", "title": "c", "text": "d"}])",
             "handouts[1].id", "unique"},
        Case{R"([{"id": "a", "text": "b"}])", "handouts[0].title", "missing"},
        Case{R"([{"id": "a", "title": "a"}])", "handouts[0].image", "got neither"},
        Case{R"([{"id": "a", "title": "a", "image": "x.png", "text": "b"}])", "handouts[0].text",
             "not both"},
        Case{R"([{"id": "a", "title": "a", "image": "../secrets.png"}])", "handouts[0].image",
             "inside the session folder"},
        Case{R"([{"id": "a", "title": "a", "image": "/etc/passwd"}])", "handouts[0].image",
             "inside the session folder"},
        Case{R"([{"id": "a", "title": "a", "image": "C:\\x.png"}])", "handouts[0].image",
             "inside the session folder"},
        Case{R"([{"id": "a", "title": "a", "image": "notes.txt"}])", "handouts[0].image",
             "inside the session folder"},
        Case{R"([{"id": "a", "title": "a", "image": "data:text/plain,hello"}])",
             "handouts[0].image", "PNG, JPEG or WebP"},
        Case{R"([{"id": "a", "title": "a", "text": 3}])", "handouts[0].text", "expected a string"},
        Case{R"([{"id": "a", "title": "a", "text": "b", "shown": [{"at": "yesterday"}]}])",
             "handouts[0].shown[0].at", "date and time"},
        Case{R"([{"id": "a", "title": "a", "text": "b", "shown": [{}]}])",
             "handouts[0].shown[0].at", "missing"},
        Case{R"([{"id": "a", "title": "a", "text": "b", "shown": {}}])", "handouts[0].shown",
             "expected a list"});
    const auto error = refusal(withHandouts(c.list));
    INFO(error.toString().toStdString());
    CHECK(error.path == QLatin1String(c.path));
    CHECK(error.message.contains(QString::fromUtf8(c.words)));
}

TEST_CASE("Handouts: an embedded picture over the limit is refused before it is decoded",
          "[format][handouts][limits]")
{
    const QByteArray huge(Limits::MaxImageBytes / 3 * 4 + 8, 'A');
    const auto error = refusal(withHandouts(
        R"([{"id": "a", "title": "a", "image": "data:image/png;base64,)" + huge + R"("}])"));
    CHECK(error.path == QLatin1String("handouts[0].image"));
    CHECK(error.message.contains(QLatin1String("at most 64 MB")));
}

TEST_CASE("Handouts: a session file keeps the evening's, with their showings",
          "[format][handouts][session]")
{
    const QByteArray bytes = R"({"format": "gridkeep-session", "version": 1, "name": "Night two",
        "encounters": [{"file": "mill.encounter"}],
        "handouts": [{"id": "letter", "title": "Letter", "image": "handouts/letter.png",
                      "shown": [{"at": "2026-11-29T20:15:00Z", "encounter": "Mill"}]}]})";
    SessionReader reader;
    const auto session = reader.readBytes(bytes, QStringLiteral("gridkeep-session.json"));
    INFO(reader.error().toString().toStdString());
    REQUIRE(session.has_value());
    REQUIRE(session->handouts.size() == 1);
    CHECK(session->handouts[0].image == QLatin1String("handouts/letter.png"));
    const auto written = SessionWriter::toBytes(*session);
    const auto again = reader.readBytes(written, QStringLiteral("gridkeep-session.json"));
    REQUIRE(again.has_value());
    CHECK(*again == *session);

    const auto bad = reader.readBytes(
        R"({"format": "gridkeep-session", "version": 1,
            "handouts": [{"id": "x", "title": "x", "image": "../../x.png"}]})",
        QStringLiteral("gridkeep-session.json"));
    CHECK_FALSE(bad.has_value());
    CHECK(reader.error().path == QLatin1String("handouts[0].image"));
}

TEST_CASE("The players' copy holds no handout", "[players][handouts]")
{
    const auto gm = loadJson(withHandouts(
        R"([{"id": "riddle", "title": "The riddle", "text": "The answer is the river"}])"));
    const auto players = PlayersEncounter::of(gm, FogView::of(gm));
    CHECK(players.handouts.isEmpty());
    const auto bytes = EncounterWriter::toBytes(players);
    CHECK_FALSE(bytes.contains("riddle"));
    CHECK_FALSE(bytes.contains("The answer is the river"));
}

TEST_CASE("Handout paths stay inside the session folder", "[format][handouts]")
{
    for (const char *good : {"handouts/letter.png", "a.JPG", "maps/old/x.jpeg", "y z.webp"})
        CHECK(HandoutJson::isFolderImagePath(QString::fromUtf8(good)));
    for (const char *bad : {"", "/abs.png", "../up.png", "handouts/../../up.png", "a//b.png",
                            "./x.png", "c:x.png", "back\\slash.png", "letter.gif", "handouts/"})
        CHECK_FALSE(HandoutJson::isFolderImagePath(QString::fromUtf8(bad)));
}
