// The document's job queue (docs/architecture.md §4.15): each race the queue closes is staged
// step by step, with the worker held at a WorkerGate, never by sleeping.
#include "apptestsupport.h"
#include "document/autosaver.h"
#include "document/documentjobs.h"
#include "document/encounterdocument.h"
#include "document/encounterio.h"
#include "document/exchange.h"
#include "document/workergate.h"
#include "editing/boardeditor.h"
#include "editing/encountereditor.h"
#include "io/encounterreader.h"
#include "session/sessionworkspace.h"
#include "session/thumbnailrenderer.h"
// FileSizeLimit, shared with the core's own full-disk test.
#include "../../core/filesizelimit.h"

#include <QCoro/QCoroTask>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLockFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace AppTestSupport;
using Kind = DocumentJobs::Kind;
using GatePoint = DocumentJobs::GatePoint;

namespace
{

// A temporary folder with the recovery folder in it (GRIDKEEP_RECOVERY_DIR) and copies of two
// samples to edit.
struct Bench {
    QTemporaryDir dir;
    QString recoveryDir;
    QString first;  // lantern-crypt
    QString second; // bridge-ambush

    Bench()
    {
        REQUIRE(dir.isValid());
        recoveryDir = dir.filePath(QStringLiteral("recovery"));
        qputenv("GRIDKEEP_RECOVERY_DIR", QFile::encodeName(recoveryDir));
        first = copy(QStringLiteral("lantern-crypt.encounter"), QStringLiteral("first.encounter"));
        second =
            copy(QStringLiteral("bridge-ambush.encounter"), QStringLiteral("second.encounter"));
    }
    ~Bench() { qunsetenv("GRIDKEEP_RECOVERY_DIR"); }

    QString copy(const QString &example, const QString &as) const
    {
        const QString path = dir.filePath(as);
        REQUIRE(QFile::copy(examplePath(example), path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        return path;
    }
    [[nodiscard]] QStringList recoveryFiles(const QString &suffix) const
    {
        return QDir(recoveryDir).entryList({QStringLiteral("*") + suffix}, QDir::Files);
    }
};

// A gate closed at one point of one kind of job of `document`.
std::shared_ptr<WorkerGate> holdAt(EncounterDocument &document, Kind kind,
                                   GatePoint point = GatePoint::Before)
{
    auto gate = std::make_shared<WorkerGate>();
    gate->close();
    document.jobs()->setGate(kind, point, gate);
    return gate;
}

template<typename Predicate> bool waitUntil(Predicate done, int ms = 10000)
{
    for (int waited = 0; waited < ms && !done(); waited += 10)
        QTest::qWait(10);
    return done();
}

// Until every job of the document has handed back its result.
bool settle(const EncounterDocument &document)
{
    return waitUntil([&] { return document.jobs()->pending() == 0; });
}

QString nameIn(const QString &file)
{
    EncounterReader reader;
    const auto encounter = reader.readFile(file);
    INFO(reader.error().toString().toStdString());
    REQUIRE(encounter.has_value());
    return encounter->name;
}

// Starts a task without waiting for it; `out` gets its result.
template<typename T> void launch(QCoro::Task<T> task, QObject *context, std::optional<T> *out)
{
    QCoro::connect(std::move(task), context, [out](T value) { *out = std::move(value); });
}

// The first sample open, renamed to `name`, and a save of it held at the gate before its work.
struct HeldSave {
    EncounterDocument document;
    EncounterEditor editor;
    std::shared_ptr<WorkerGate> gate;
    std::optional<bool> saved;

    HeldSave(const Bench &bench, const QString &name)
    {
        REQUIRE(openAndWait(document, bench.first));
        editor.setDocument(&document);
        REQUIRE(editor.setEncounterName(name));
        gate = holdAt(document, Kind::Save);
        launch(document.saveTo(bench.first), &document, &saved);
        REQUIRE(gate->waitForArrivals(1));
    }
};

} // namespace

TEST_CASE("An edit made while a save runs stays unsaved, and its recovery copy stays",
          "[async][jobs]")
{
    Bench bench;
    EncounterDocument document;
    REQUIRE(openAndWait(document, bench.first));
    EncounterEditor editor;
    editor.setDocument(&document);
    Autosaver autosaver;
    autosaver.setDocument(&document);

    REQUIRE(editor.setEncounterName(QStringLiteral("Saved name")));
    REQUIRE(QCoro::waitFor(autosaver.writeNow()));
    REQUIRE(bench.recoveryFiles(QStringLiteral(".encounter")).size() == 1);

    auto gate = holdAt(document, Kind::Save);
    std::optional<bool> saved;
    launch(document.saveTo(bench.first), &document, &saved);
    REQUIRE(gate->waitForArrivals(1));
    // The GM goes on editing while the file is written.
    REQUIRE(editor.setEncounterName(QStringLiteral("Edited during the save")));
    gate->open();
    REQUIRE(settle(document));

    REQUIRE(saved == true);
    CHECK(nameIn(bench.first) == QStringLiteral("Saved name"));
    // The edit is not in the file: still modified, so closing asks and the autosaver keeps
    // its copy.
    CHECK(document.isModified());
    CHECK(bench.recoveryFiles(QStringLiteral(".encounter")).size() == 1);
    CHECK_FALSE(autosaver.recoveryFile().isEmpty());
    // Undoing the edit does not pretend to reach the file's state either: the file holds a
    // state between the two.
    document.undoStack()->undo();
    CHECK(document.name() == QStringLiteral("Saved name"));
}

TEST_CASE("A save that ends after Open, New or a new session encounter leaves the new document "
          "alone",
          "[async][jobs]")
{
    Bench bench;
    HeldSave held(bench, QStringLiteral("Written late"));
    auto &[document, editor, gate, saved] = held;

    SECTION("Open")
    {
        REQUIRE(openAndWait(document, bench.second));
        gate->open();
        REQUIRE(settle(document));
        CHECK(saved == true);
        CHECK(document.fileName() == bench.second);
        CHECK(document.name() == QStringLiteral("Bridge ambush"));
        CHECK_FALSE(document.isModified());
    }
    SECTION("New")
    {
        REQUIRE(document.newEncounter(QStringLiteral("paces"), 12, 8));
        REQUIRE(editor.setEncounterName(QStringLiteral("Never saved")));
        gate->open();
        REQUIRE(settle(document));
        CHECK(saved == true);
        // Still untitled and unsaved: Save must not write it over the first file.
        CHECK(document.fileName().isEmpty());
        CHECK(document.isModified());
    }
    SECTION("a new encounter in the session folder")
    {
        QTemporaryDir cache;
        SessionWorkspace workspace;
        workspace.thumbnails()->setCacheDir(cache.path());
        workspace.setDocument(&document);
        REQUIRE(QCoro::waitFor(workspace.openFolderTask(bench.dir.path(), false)));
        std::optional<QString> created;
        launch(workspace.createEncounterTask(0, QStringLiteral("paces")), &workspace, &created);
        // Its own save queues behind the one held.
        REQUIRE(gate->waitForArrivals(1));
        gate->open();
        REQUIRE(waitUntil([&] { return created.has_value(); }));
        REQUIRE(settle(document));
        CHECK(saved == true);
        REQUIRE_FALSE(created->isEmpty());
        CHECK(document.fileName() == bench.dir.filePath(*created));
        CHECK_FALSE(document.isModified());
        // The listing the new encounter started is read before the workspace goes.
        REQUIRE(waitUntil([&] { return !workspace.isScanning(); }));
    }
    // The late save still wrote what it was asked to.
    CHECK(nameIn(bench.first) == QStringLiteral("Written late"));
}

TEST_CASE("Two saves of one file run one after another and leave the newest content",
          "[async][jobs]")
{
    Bench bench;
    EncounterDocument document;
    REQUIRE(openAndWait(document, bench.first));
    EncounterEditor editor;
    editor.setDocument(&document);

    REQUIRE(editor.setEncounterName(QStringLiteral("Older")));
    auto gate = holdAt(document, Kind::Save);
    std::optional<bool> older;
    std::optional<bool> newer;
    launch(document.saveTo(bench.first), &document, &older);
    REQUIRE(gate->waitForArrivals(1));
    REQUIRE(editor.setEncounterName(QStringLiteral("Newer")));
    launch(document.saveTo(bench.first), &document, &newer);
    // The newer save waits for the older one, so only one worker is at the gate.
    CHECK(gate->arrivals() == 1);
    gate->open();
    REQUIRE(settle(document));

    CHECK(older == true);
    CHECK(newer == true);
    CHECK(gate->arrivals() == 2);
    CHECK(nameIn(bench.first) == QStringLiteral("Newer"));
    CHECK(nameIn(EncounterIo::backupFileName(bench.first)) == QStringLiteral("Older"));
    CHECK_FALSE(document.isModified());
}

TEST_CASE("New and import supersede a load in flight; an import stops at edits made meanwhile",
          "[async][jobs]")
{
    Bench bench;
    EncounterDocument document;
    REQUIRE(openAndWait(document, bench.first));
    Exchange exchange;
    exchange.setDocument(&document);
    const QString map = QStringLiteral(GRIDKEEP_TEST_DATA_DIR "/cellar-lights.dd2vtt");

    SECTION("New during a load")
    {
        auto gate = holdAt(document, Kind::Load);
        std::optional<bool> loaded;
        launch(document.load(bench.second), &document, &loaded);
        REQUIRE(gate->waitForArrivals(1));
        REQUIRE(document.newEncounter(QStringLiteral("classic"), 10, 10));
        gate->open();
        REQUIRE(settle(document));
        CHECK(loaded == false);
        CHECK(document.rulesId() == QStringLiteral("classic"));
        CHECK(document.fileName().isEmpty());
    }
    SECTION("an import during a load")
    {
        auto gate = holdAt(document, Kind::Load);
        std::optional<bool> loaded;
        launch(document.load(bench.second), &document, &loaded);
        REQUIRE(gate->waitForArrivals(1));
        REQUIRE(QCoro::waitFor(exchange.importTask(map, QStringLiteral("paces"))));
        const QString imported = document.name();
        gate->open();
        REQUIRE(settle(document));
        CHECK(loaded == false);
        CHECK(document.name() == imported);
        CHECK(document.fileName().isEmpty());
    }
    SECTION("an edit during an import")
    {
        EncounterEditor editor;
        editor.setDocument(&document);
        auto gate = holdAt(document, Kind::Import);
        std::optional<bool> imported;
        launch(exchange.importTask(map, QStringLiteral("paces")), &exchange, &imported);
        REQUIRE(gate->waitForArrivals(1));
        REQUIRE(editor.setEncounterName(QStringLiteral("Made while the map was read")));
        gate->open();
        REQUIRE(settle(document));
        CHECK(imported == false);
        CHECK(document.name() == QStringLiteral("Made while the map was read"));
        CHECK(document.fileName() == bench.first);
        CHECK(document.isModified());
        CHECK(exchange.errorString().contains(QStringLiteral("edited")));
    }
    SECTION("an edit during a load")
    {
        EncounterEditor editor;
        editor.setDocument(&document);
        auto gate = holdAt(document, Kind::Load);
        std::optional<bool> loaded;
        launch(document.load(bench.second), &document, &loaded);
        REQUIRE(gate->waitForArrivals(1));
        REQUIRE(editor.setEncounterName(QStringLiteral("Made while the file was read")));
        gate->open();
        REQUIRE(settle(document));
        CHECK(loaded == false);
        CHECK(document.name() == QStringLiteral("Made while the file was read"));
        CHECK(document.isModified());
        CHECK(document.errorString().contains(QStringLiteral("edited")));
    }
}

TEST_CASE("An autosave in flight when the document is saved, replaced or destroyed",
          "[async][jobs]")
{
    Bench bench;
    EncounterDocument document;
    REQUIRE(openAndWait(document, bench.first));
    EncounterEditor editor;
    editor.setDocument(&document);
    auto autosaver = std::make_unique<Autosaver>();
    autosaver->setDocument(&document);
    const QString lockFile =
        bench.recoveryDir + QLatin1Char('/') + autosaver->sessionId() + QStringLiteral(".lock");
    REQUIRE(editor.setEncounterName(QStringLiteral("Autosaved")));
    auto gate = holdAt(document, Kind::Autosave);
    std::optional<bool> written;
    launch(autosaver->writeNow(), autosaver.get(), &written);
    REQUIRE(gate->waitForArrivals(1));
    // A recovery write is saving (closing waits for it) but not the document's busy state,
    // which would cover the board and disable Save.
    CHECK(document.isSaving());
    CHECK_FALSE(document.isBusy());

    SECTION("saved")
    {
        std::optional<bool> saved;
        launch(document.saveTo(bench.first), &document, &saved);
        gate->open();
        REQUIRE(settle(document));
        CHECK(saved == true);
        CHECK_FALSE(document.isModified());
        CHECK(bench.recoveryFiles(QStringLiteral(".encounter")).isEmpty());
        CHECK(autosaver->recoveryFile().isEmpty());
        QLockFile lock(lockFile);
        CHECK(lock.tryLock(0));
    }
    SECTION("replaced by another encounter with changes of its own")
    {
        REQUIRE(openAndWait(document, bench.second));
        REQUIRE(editor.setEncounterName(QStringLiteral("Another encounter")));
        gate->open();
        REQUIRE(settle(document));
        // What was written belongs to the encounter that is gone: it is no recovery copy of
        // this one (the next tick writes this one's).
        CHECK(written == false);
        CHECK(autosaver->recoveryFile().isEmpty());
        CHECK(bench.recoveryFiles(QStringLiteral(".encounter")).isEmpty());
    }
    SECTION("destroyed, as the window closes")
    {
        autosaver.reset();
        // The write in flight still holds the session's lock: no other Gridkeep may take its
        // files for a crashed session's.
        {
            QLockFile lock(lockFile);
            CHECK_FALSE(lock.tryLock(0));
        }
        gate->open();
        REQUIRE(settle(document));
        CHECK(bench.recoveryFiles(QStringLiteral(".encounter")).isEmpty());
        CHECK(bench.recoveryFiles(QStringLiteral(".json")).isEmpty());
        QLockFile lock(lockFile);
        CHECK(lock.tryLock(0));
    }
}

TEST_CASE("An export in flight when the exchange goes is cancelled, and its worker ends",
          "[async][jobs]")
{
    Bench bench;
    EncounterDocument document;
    REQUIRE(openAndWait(document, bench.second));
    auto exchange = std::make_unique<Exchange>();
    exchange->setDocument(&document);
    auto gate = holdAt(document, Kind::Export);
    const QString out = bench.dir.filePath(QStringLiteral("map.png"));
    std::optional<bool> exported;
    launch(exchange->exportTask(Exchange::Kind::Png, out, {}), exchange.get(), &exported);
    REQUIRE(gate->waitForArrivals(1));
    // The export shows its own progress; the document is neither busy nor saving.
    CHECK_FALSE(document.isBusy());
    CHECK_FALSE(document.isSaving());
    exchange.reset();
    gate->open();
    REQUIRE(settle(document));
    CHECK_FALSE(exported.has_value()); // nobody is there to hear it
    CHECK_FALSE(QFileInfo::exists(out));
    CHECK(QDir(bench.dir.path()).entryList({QStringLiteral("map.png*")}, QDir::Files).isEmpty());
}

TEST_CASE("A background picture read before a reload is not put on the reloaded encounter",
          "[async][jobs]")
{
    Bench bench;
    EncounterDocument document;
    REQUIRE(openAndWait(document, bench.second));
    BoardEditor boards;
    boards.setDocument(&document);
    const QString picture = bench.dir.filePath(QStringLiteral("map.png"));
    QImage image(64, 48, QImage::Format_RGB32);
    image.fill(Qt::darkGreen);
    REQUIRE(image.save(picture));

    auto gate = holdAt(document, Kind::Background);
    QSignalSpy loaded(&boards, &BoardEditor::backgroundLoaded);
    boards.setBackground(QUrl::fromLocalFile(picture));
    REQUIRE(gate->waitForArrivals(1));
    // Reloading gives the same document object another encounter.
    REQUIRE(openAndWait(document, bench.second));
    gate->open();
    REQUIRE(settle(document));
    REQUIRE(loaded.count() == 1);
    CHECK_FALSE(loaded.front().at(0).toBool());
    CHECK_FALSE(document.isModified());
    CHECK(document.encounter().board.square.background.isEmpty());
}

TEST_CASE("A save that fails leaves the document modified, keeps the recovery copy and says why",
          "[async][jobs]")
{
    Bench bench;
    QDir(bench.dir.path()).mkdir(QStringLiteral("campaign"));
    const QString file = bench.copy(QStringLiteral("lantern-crypt.encounter"),
                                    QStringLiteral("campaign/crypt.encounter"));
    EncounterDocument document;
    REQUIRE(openAndWait(document, file));
    EncounterEditor editor;
    editor.setDocument(&document);
    Autosaver autosaver;
    autosaver.setDocument(&document);
    REQUIRE(editor.setEncounterName(QStringLiteral("Unsaved work")));
    REQUIRE(QCoro::waitFor(autosaver.writeNow()));

    QSignalSpy saved(&document, &EncounterDocument::saveFinished);
    SECTION("the folder was removed under the file")
    {
        REQUIRE(QDir(bench.dir.filePath(QStringLiteral("campaign"))).removeRecursively());
        CHECK_FALSE(QCoro::waitFor(document.saveTo(file)));
        CHECK(document.errorString().contains(QStringLiteral("crypt.encounter")));
    }
    SECTION("the disk is full")
    {
        const QByteArray before = [&] {
            QFile in(file);
            REQUIRE(in.open(QIODevice::ReadOnly));
            return in.readAll();
        }();
        {
            const FileSizeLimit full(512);
            CHECK_FALSE(QCoro::waitFor(document.saveTo(file)));
        }
        CHECK(document.errorString().contains(QStringLiteral("crypt.encounter")));
        QFile in(file);
        REQUIRE(in.open(QIODevice::ReadOnly));
        CHECK(in.readAll() == before);
    }
    REQUIRE(saved.count() == 1);
    CHECK_FALSE(saved.front().at(0).toBool());
    CHECK(document.isModified());
    CHECK(document.name() == QStringLiteral("Unsaved work"));
    CHECK(bench.recoveryFiles(QStringLiteral(".encounter")).size() == 1);
    CHECK_FALSE(autosaver.recoveryFile().isEmpty());
}

TEST_CASE("Quitting waits for a save in flight, with a note once it takes half a second",
          "[async][jobs]")
{
    Bench bench;
    HeldSave held(bench, QStringLiteral("Saved at quit"));
    auto &[document, editor, gate, saved] = held;

    bool noted = false;
    // The note comes when the wait passes half a second; here it is also what lets the save go.
    CHECK(document.jobs()->finish(std::chrono::seconds(20), [&] {
        noted = true;
        gate->open();
    }));
    CHECK(noted);
    CHECK(nameIn(bench.first) == QStringLiteral("Saved at quit"));
    REQUIRE(settle(document));
    CHECK(saved == true);
}
