// Handouts (docs/file-format.md §3.11, README "Handouts"): HandoutShelf keeps an encounter's
// own handouts embedded, each change one undo step, and a session's in its file with the
// pictures copied into handouts/; showing one records when and where; a file that is not a
// picture, too large or gone is refused or listed with the reason, and nothing else changes.
#include "apptestsupport.h"
#include "player/handoutshelf.h"
#include "session/sessionworkspace.h"

#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "io/sessionreader.h"
#include "model/limits.h"

#include <QClipboard>
#include <QImage>
#include <QUndoStack>
#include <QUrl>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

QString writePicture(const QTemporaryDir &dir, const char *name, const QColor &color,
                     const char *format = "PNG")
{
    QImage image(40, 30, QImage::Format_RGB32);
    image.fill(color);
    const QString path = dir.filePath(str(name));
    REQUIRE(image.save(path, format));
    return path;
}

struct Encounter1 {
    QTemporaryDir dir;
    EncounterDocument document;
    HandoutShelf shelf;
    Encounter1()
    {
        REQUIRE(openAndWait(document, str(GRIDKEEP_TEST_DATA_DIR "/valid-square.encounter")));
        shelf.setDocument(&document);
    }
    QUndoStack &stack() { return *document.undoStack(); }
};

} // namespace

TEST_CASE("Handouts of an encounter: pictures embedded, text cards, each one undo step",
          "[player][handouts]")
{
    Encounter1 e;
    CHECK_FALSE(e.shelf.sessionMode());
    const QString letter =
        e.shelf.addImageFile(QUrl::fromLocalFile(writePicture(e.dir, "Baron letter.png", Qt::red)));
    INFO(e.shelf.errorString().toStdString());
    REQUIRE(letter == str("baron-letter"));
    CHECK(e.shelf.currentId() == letter);
    const QString riddle = e.shelf.addTextCard(str("The riddle"), str("*Speak*, **friend**"));
    REQUIRE(riddle == str("the-riddle"));
    CHECK(e.shelf.count() == 2);
    CHECK(e.stack().count() == 2);
    CHECK(e.stack().undoText() == str("Add handout The riddle"));
    const auto &list = e.document.encounter().handouts;
    REQUIRE(list.size() == 2);
    CHECK(list[0].isEmbedded());
    CHECK(list[0].image.startsWith(str("data:image/png;base64,")));
    CHECK(e.shelf.image(letter).pixelColor(5, 5) == QColor(Qt::red));
    CHECK(e.shelf.problemOf(letter).isEmpty());
    CHECK(e.shelf.image(riddle).isNull());
    CHECK(roleValue(e.shelf, 1, "kind").toString() == str("text"));

    // JPEG and WebP are taken too.
    CHECK_FALSE(
        e.shelf.addImageFile(QUrl::fromLocalFile(writePicture(e.dir, "map.jpg", Qt::blue, "JPEG")))
            .isEmpty());
    CHECK_FALSE(
        e.shelf
            .addImageFile(QUrl::fromLocalFile(writePicture(e.dir, "face.webp", Qt::green, "WEBP")))
            .isEmpty());
    CHECK(e.shelf.count() == 4);

    e.stack().undo();
    e.stack().undo();
    CHECK(e.shelf.count() == 2);
    REQUIRE(e.shelf.setTitle(letter, str("The baron's letter")));
    CHECK(roleValue(e.shelf, 0, "title").toString() == str("The baron's letter"));
    REQUIRE(e.shelf.remove(riddle));
    CHECK(e.shelf.count() == 1);
    e.stack().undo();
    CHECK(e.shelf.count() == 2);

    // Saved with the encounter and read back as they were.
    EncounterReader reader;
    const auto again = reader.readBytes(EncounterWriter::toBytes(e.document.encounter()),
                                        str("handouts.encounter"));
    REQUIRE(again.has_value());
    CHECK(again->handouts == e.document.encounter().handouts);
}

TEST_CASE("Showing a handout puts it up, records when and where, and Hide takes it down",
          "[player][handouts]")
{
    Encounter1 e;
    const QString card = e.shelf.addTextCard(str("Riddle"), str("Speak, friend"));
    QSignalSpy shown(&e.shelf, &HandoutShelf::shownChanged);
    REQUIRE(e.shelf.show(card));
    CHECK(e.shelf.shownId() == card);
    CHECK(e.shelf.shown().value(str("text")).toString() == str("Speak, friend"));
    CHECK(roleValue(e.shelf, 0, "onScreen").toBool());
    CHECK(shown.count() >= 1);
    const auto &showings = e.document.encounter().handouts.first().shown;
    REQUIRE(showings.size() == 1);
    CHECK(showings.first().encounter == e.document.encounter().name);
    CHECK(QDateTime::fromString(showings.first().at, Qt::ISODate).isValid());
    const auto history = e.shelf.history();
    REQUIRE(history.size() == 1);
    CHECK(history.first().toMap().value(str("title")).toString() == str("Riddle"));

    CHECK(e.shelf.toggleCurrent()); // the Show key again: down
    CHECK(e.shelf.shownId().isEmpty());
    REQUIRE(e.shelf.toggle(card));
    CHECK(e.shelf.history().size() == 2);
    // Removed while it is up, it comes down.
    REQUIRE(e.shelf.remove(card));
    CHECK(e.shelf.shownId().isEmpty());
}

TEST_CASE("A file that is not a picture, too large or gone is refused and nothing changes",
          "[player][handouts]")
{
    Encounter1 e;
    REQUIRE_FALSE(e.shelf.addTextCard(str("Keep"), str("me")).isEmpty());
    const auto before = e.document.encounter().handouts;
    const int steps = e.stack().count();

    const QString notes = e.dir.filePath(str("notes.png"));
    {
        QFile f(notes);
        REQUIRE(f.open(QIODevice::WriteOnly));
        f.write("these are words, not pixels");
    }
    CHECK(e.shelf.addImageFile(QUrl::fromLocalFile(notes)).isEmpty());
    CHECK(e.shelf.errorString().contains(str("is not a PNG, JPEG or WebP picture")));

    // A picture of another format.
    const QString bmp = writePicture(e.dir, "letter.bmp", Qt::red, "BMP");
    CHECK(e.shelf.addImageFile(QUrl::fromLocalFile(bmp)).isEmpty());
    CHECK(e.shelf.errorString().contains(str("is not a PNG, JPEG or WebP picture")));

    const QString huge = e.dir.filePath(str("huge.png"));
    {
        QFile f(huge);
        REQUIRE(f.open(QIODevice::WriteOnly));
        REQUIRE(f.resize(Limits::MaxImageBytes + 1));
    }
    CHECK(e.shelf.addImageFile(QUrl::fromLocalFile(huge)).isEmpty());
    CHECK(e.shelf.errorString().contains(str("larger than 64 MB")));

    CHECK(e.shelf.addImageFile(QUrl::fromLocalFile(e.dir.filePath(str("gone.png")))).isEmpty());
    CHECK(e.shelf.errorString().contains(str("the file is gone")));

    CHECK(e.document.encounter().handouts == before);
    CHECK(e.stack().count() == steps);
}

TEST_CASE("A session keeps its handouts in its file and their pictures in handouts/",
          "[player][handouts][session]")
{
    QTemporaryDir folder;
    QTemporaryDir elsewhere;
    QTemporaryDir cache;
    REQUIRE(QFile::copy(examplePath(str("bridge-ambush.encounter")),
                        folder.filePath(str("bridge-ambush.encounter"))));
    EncounterDocument document;
    SessionWorkspace workspace;
    workspace.thumbnails()->setCacheDir(cache.path());
    workspace.setDocument(&document);
    HandoutShelf shelf;
    shelf.setDocument(&document);
    shelf.setWorkspace(&workspace);
    QSignalSpy opened(&workspace, &SessionWorkspace::encounterOpened);
    workspace.openFolderPath(folder.path());
    REQUIRE((opened.count() > 0 || opened.wait(10000)));
    REQUIRE(shelf.sessionMode());

    const QString letter =
        shelf.addImageFile(QUrl::fromLocalFile(writePicture(elsewhere, "letter.png", Qt::red)));
    INFO(shelf.errorString().toStdString());
    REQUIRE_FALSE(letter.isEmpty());
    const QString copied = folder.filePath(str("handouts/letter.png"));
    CHECK(QFile::exists(copied));
    // Not an edit of the encounter: the session file holds it.
    CHECK(document.undoStack()->count() == 0);
    SessionReader reader;
    const auto session = reader.readFile(folder.filePath(str("gridkeep-session.json")));
    REQUIRE(session.has_value());
    REQUIRE(session->handouts.size() == 1);
    CHECK(session->handouts.first().image == str("handouts/letter.png"));

    REQUIRE(shelf.show(letter));
    CHECK(workspace.session().handouts.first().shown.size() == 1);
    CHECK(workspace.session().handouts.first().shown.first().encounter ==
          document.encounter().name);
    shelf.hide();

    // The picture deleted behind the app's back: listed with the reason, and it will not show.
    REQUIRE(QFile::remove(copied));
    HandoutShelf fresh;
    fresh.setDocument(&document);
    fresh.setWorkspace(&workspace);
    CHECK(fresh.problemOf(letter).contains(str("is missing")));
    CHECK(roleValue(fresh, 0, "problem").toString().contains(str("handouts/letter.png")));
    CHECK_FALSE(fresh.show(letter));
    CHECK(fresh.shownId().isEmpty());
    CHECK(fresh.errorString().contains(str("cannot be shown")));
}

TEST_CASE("A picture pasted from the clipboard becomes a handout; an empty clipboard is refused",
          "[player][handouts]")
{
    Encounter1 e;
    QGuiApplication::clipboard()->clear();
    CHECK(e.shelf.pasteImage().isEmpty());
    CHECK(e.shelf.errorString() == str("The clipboard holds no picture."));
    QImage image(30, 20, QImage::Format_RGB32);
    image.fill(Qt::darkCyan);
    QGuiApplication::clipboard()->setImage(image);
    const QString id = e.shelf.pasteImage();
    REQUIRE_FALSE(id.isEmpty());
    CHECK(e.shelf.errorString().isEmpty());
    CHECK(e.shelf.image(id).size() == QSize(30, 20));
    CHECK(e.shelf.image(id).pixelColor(3, 3) == QColor(Qt::darkCyan));
    QGuiApplication::clipboard()->clear();
}
