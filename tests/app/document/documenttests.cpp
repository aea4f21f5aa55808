#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "document/tokenlistmodel.h"
#include "io/encounterreader.h"

#include <QCoro/QCoroTask>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace AppTestSupport;

TEST_CASE("EncounterDocument loads an example off the UI thread and announces it", "[async]")
{
    EncounterDocument document;
    QSignalSpy busy(&document, &EncounterDocument::busyChanged);
    QSignalSpy reset(&document, &EncounterDocument::encounterReset);
    QSignalSpy finished(&document, &EncounterDocument::loadFinished);

    CHECK_FALSE(document.isLoaded());
    CHECK(document.boardKind() == EncounterDocument::BoardKind::None);

    const QString path = examplePath(QStringLiteral("bridge-ambush.encounter"));
    document.openFile(path);
    // The call returns at once: the file is read in a worker thread.
    CHECK(document.isBusy());
    CHECK_FALSE(document.isLoaded());
    REQUIRE(finished.wait(10000));

    CHECK(finished.front().at(0).toBool());
    CHECK(finished.front().at(1).toString() == path);
    CHECK_FALSE(document.isBusy());
    CHECK(busy.count() == 2); // busy, then idle
    CHECK(reset.count() == 1);
    CHECK(document.isLoaded());
    CHECK(document.name() == QStringLiteral("Bridge ambush"));
    CHECK(document.rulesId() == QStringLiteral("paces"));
    CHECK(document.rulesName() == QStringLiteral("Paces"));
    CHECK(document.boardKind() == EncounterDocument::BoardKind::Square);
    CHECK(document.boardWidth() == 24);
    CHECK(document.boardHeight() == 16);
    CHECK(document.fileName() == path);
    CHECK(document.fileUrl() == QUrl::fromLocalFile(path));
    CHECK(document.errorString().isEmpty());
    CHECK_FALSE(document.isModified());
    CHECK(document.tokens()->rowCount() == 8);
    CHECK(document.undoStack()->count() == 0);
}

TEST_CASE("EncounterDocument::load is a QCoro task that resolves to the outcome", "[async]")
{
    EncounterDocument document;
    CHECK(QCoro::waitFor(document.load(examplePath(QStringLiteral("churn-clash.encounter")))));
    CHECK(document.boardKind() == EncounterDocument::BoardKind::Positions);
    CHECK(document.skyward());
    CHECK(document.name() == QStringLiteral("Clash at the ford"));
    CHECK_FALSE(
        QCoro::waitFor(document.load(badFilePath(QStringLiteral("unknown-side.encounter")))));
    CHECK(document.name() == QStringLiteral("Clash at the ford"));
}

TEST_CASE("A broken file leaves the open document untouched and reports the error", "[async]")
{
    // docs/file-format.md §9: "Nothing of the document that is already open is lost."
    const auto [badFile, expected] = GENERATE(table<const char *, const char *>({
        {"broken-json.encounter",
         "expected valid JSON, but line 5, column 3 has an error: unterminated object"},
        {"unknown-side.encounter",
         "tokens[1].side: expected one of the side ids (party, bandits), got \"pirates\""},
        {"newer-version.encounter", "version: expected version 1 or lower; this file was "
                                    "written by a newer Gridkeep (version 2)"},
        {"skyward-not-allowed.encounter",
         "tokens[0].level: expected a level below \"skyward\": this board does not allow skyward"},
    }));
    CAPTURE(badFile);

    EncounterDocument document;
    const QString good = examplePath(QStringLiteral("bridge-ambush.encounter"));
    REQUIRE(openAndWait(document, good));

    QSignalSpy reset(&document, &EncounterDocument::encounterAboutToReset);
    QSignalSpy tokensReset(document.tokens(), &QAbstractItemModel::modelReset);
    QSignalSpy error(&document, &EncounterDocument::errorStringChanged);
    const QString bad = badFilePath(QString::fromLatin1(badFile));
    CHECK_FALSE(openAndWait(document, bad));

    // The error names the file, the JSON path and what was expected.
    CHECK(document.errorString() == bad + QStringLiteral(": ") + QString::fromUtf8(expected));
    CHECK(error.count() == 1);
    // The open document is as it was.
    CHECK(reset.isEmpty());
    CHECK(tokensReset.isEmpty());
    CHECK(document.isLoaded());
    CHECK(document.fileName() == good);
    CHECK(document.name() == QStringLiteral("Bridge ambush"));
    CHECK(document.tokens()->rowCount() == 8);
    CHECK(document.encounter().tokens.at(0).id == QStringLiteral("kara"));

    // The next good load clears the error.
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("hill-giant.encounter"))));
    CHECK(document.errorString().isEmpty());
    CHECK(document.name() == QStringLiteral("Tombril and the hill giant"));
}

TEST_CASE("A missing file is refused with its name", "[async]")
{
    EncounterDocument document;
    const QString missing = QStringLiteral("/nonexistent/nowhere.encounter");
    CHECK_FALSE(openAndWait(document, missing));
    CHECK(document.errorString().startsWith(missing + QStringLiteral(": ")));
    CHECK_FALSE(document.isLoaded());
    document.clearError();
    CHECK(document.errorString().isEmpty());
}

TEST_CASE("When two loads overlap, the newer one decides", "[async]")
{
    EncounterDocument document;
    QSignalSpy finished(&document, &EncounterDocument::loadFinished);
    QSignalSpy busy(&document, &EncounterDocument::busyChanged);
    document.openFile(examplePath(QStringLiteral("bridge-ambush.encounter")));
    document.openFile(examplePath(QStringLiteral("crypt-sneak.encounter")));
    CHECK(document.isBusy());
    while (document.isBusy())
        REQUIRE(busy.wait(10000));
    // Whichever worker finished first, the document ends on the file opened last, and the
    // overtaken load reports nothing.
    CHECK(document.name() == QStringLiteral("Crypt of the sleeping warden"));
    REQUIRE(finished.count() == 1);
    CHECK(finished.front().at(1).toString().endsWith(QStringLiteral("crypt-sneak.encounter")));
}

TEST_CASE("The bundled sample opens from the resources", "[async]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, QStringLiteral(":/samples/bridge-ambush.encounter")));
    CHECK(document.name() == QStringLiteral("Bridge ambush"));
    CHECK(document.fileUrl() == QUrl(QStringLiteral("qrc:/samples/bridge-ambush.encounter")));
    // A resource cannot be written back: Save asks for Save As instead of failing later.
    document.save();
    CHECK(document.errorString().contains(QStringLiteral("Save As")));
}

TEST_CASE("Saving writes the file atomically in a worker thread, and it reads back the same",
          "[async]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));

    const QString target = dir.filePath(QStringLiteral("saved.encounter"));
    QSignalSpy saved(&document, &EncounterDocument::saveFinished);
    QSignalSpy fileName(&document, &EncounterDocument::fileNameChanged);
    document.saveAs(QUrl::fromLocalFile(target));
    CHECK(document.isBusy());
    REQUIRE(saved.wait(10000));
    CHECK(saved.front().at(0).toBool());
    CHECK_FALSE(document.isBusy());
    CHECK(document.fileName() == target);
    CHECK(fileName.count() == 1);
    CHECK_FALSE(document.isModified());
    // QSaveFile leaves no temporary file behind.
    CHECK(QDir(dir.path()).entryList(QDir::Files) ==
          QStringList{QStringLiteral("saved.encounter")});

    EncounterReader reader;
    const auto reread = reader.readFile(target);
    INFO(reader.error().toString().toStdString());
    REQUIRE(reread.has_value());
    CHECK(reread->name == document.encounter().name);
    CHECK(reread->tokens.size() == document.encounter().tokens.size());
    CHECK(reread->board.positions.flags(QStringLiteral("churn")).difficult);
    CHECK(reread->board.positions.skyward);
    CHECK(reread->token(QStringLiteral("harpy"))->level == QStringLiteral("overhead"));

    // Saving again to the same name goes through save().
    saved.clear();
    document.save();
    REQUIRE(saved.wait(10000));
    CHECK(saved.front().at(0).toBool());
}

TEST_CASE("A failed save reports why and keeps the document and its file name", "[async]")
{
    EncounterDocument document;
    const QString path = examplePath(QStringLiteral("hill-giant.encounter"));
    REQUIRE(openAndWait(document, path));
    QSignalSpy saved(&document, &EncounterDocument::saveFinished);
    CHECK_FALSE(QCoro::waitFor(document.saveTo(QStringLiteral("/nonexistent/dir/out.encounter"))));
    REQUIRE(saved.count() == 1);
    CHECK_FALSE(saved.front().at(0).toBool());
    CHECK_FALSE(document.errorString().isEmpty());
    CHECK(document.fileName() == path);
    CHECK(document.name() == QStringLiteral("Tombril and the hill giant"));
}

TEST_CASE("A document destroyed while loading is not touched when the worker finishes", "[async]")
{
    auto *document = new EncounterDocument;
    auto task = document->load(examplePath(QStringLiteral("bridge-ambush.encounter")));
    delete document;
    // The coroutine resumes after the worker thread ends and must notice the document is gone.
    CHECK_FALSE(QCoro::waitFor(std::move(task)));
}
