// The session folder in the app (docs/file-format.md §15): the Encounters panel's list model on
// a temporary folder of sample copies (a broken file among them), its search, thumbnails drawn
// off the UI thread and cancelled with a folder change, the folder followed on disk, the running
// order saved to gridkeep-session.json, and the moves from one encounter to the next.

#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "io/sessionreader.h"
#include "io/sessionwriter.h"
#include "session/encounterfiltermodel.h"
#include "session/encounterlistmodel.h"
#include "session/sessionworkspace.h"
#include "session/thumbnailrenderer.h"
#include "shell/appoptions.h"
#include "shell/recentfiles.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

void copyExample(const QTemporaryDir &dir, const char *example, const char *as = nullptr)
{
    REQUIRE(QFile::copy(examplePath(str(example)), dir.filePath(str(as ? as : example))));
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(bytes);
}

// A GM's evening: three encounters in a running order, one done, and a file cut off mid-copy.
void makeEvening(const QTemporaryDir &dir)
{
    copyExample(dir, "bridge-ambush.encounter");
    copyExample(dir, "torchlit-crypt.encounter");
    copyExample(dir, "hill-giant.encounter");
    writeFile(dir.filePath(str("half-copied.encounter")),
              R"({"format": "gridkeep-encounter", "version": 1, "name": "Half copied")");
    writeFile(dir.filePath(str("gridkeep-session.json")), R"({
  "format": "gridkeep-session",
  "version": 1,
  "name": "Night two",
  "encounters": [
    {"file": "bridge-ambush.encounter", "done": true, "x-mood": "rain"},
    {"file": "torchlit-crypt.encounter"},
    {"file": "hill-giant.encounter"},
    {"file": "gone.encounter"}
  ],
  "x-table": "kitchen"
})");
}

struct Workspace {
    QTemporaryDir cache; // first in, last out: thumbnails may still be written as it closes
    EncounterDocument document;
    SessionWorkspace workspace;

    Workspace()
    {
        REQUIRE(cache.isValid());
        workspace.thumbnails()->setCacheDir(cache.path());
        workspace.setDocument(&document);
    }
    // Opens the folder and waits for its first listing (and, when asked, its first encounter).
    void open(const QString &folder, bool openFirst)
    {
        QSignalSpy opened(&workspace, &SessionWorkspace::encounterOpened);
        workspace.openFolderPath(folder);
        for (int i = 0; i < 500 && workspace.isScanning(); ++i)
            QTest::qWait(20);
        REQUIRE_FALSE(workspace.isScanning());
        if (openFirst)
            REQUIRE((opened.count() > 0 || opened.wait(10000)));
    }
    [[nodiscard]] const EncounterListModel &model() const { return *workspace.encounters(); }
};

QStringList filesOf(const QAbstractItemModel &model)
{
    QStringList files;
    for (int row = 0; row < model.rowCount(); ++row)
        files << roleValue(model, row, "file").toString();
    return files;
}

// Spins the event loop until `done` holds or `ms` pass.
template<typename Predicate> bool waitUntil(Predicate done, int ms = 10000)
{
    for (int waited = 0; waited < ms && !done(); waited += 20)
        QTest::qWait(20);
    return done();
}

// Waits until the listing holds `files` (the watcher's rescan is debounced).
bool waitForFiles(const SessionWorkspace &workspace, const QStringList &files)
{
    for (int i = 0; i < 100; ++i) {
        if (workspace.encounters()->files() == files)
            return true;
        QTest::qWait(50);
    }
    return workspace.encounters()->files() == files;
}

} // namespace

TEST_CASE("The encounter list shows a session folder in running order, a broken file with its "
          "error",
          "[session]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    makeEvening(dir);
    Workspace w;
    w.open(dir.path(), false);
    const auto &model = w.model();
    CHECK(w.workspace.isOpen());
    CHECK(w.workspace.title() == str("Night two"));
    CHECK(filesOf(model) == strings({"bridge-ambush.encounter", "torchlit-crypt.encounter",
                                     "hill-giant.encounter", "half-copied.encounter"}));
    CHECK(w.workspace.missingFiles() == strings({"gone.encounter"}));

    CHECK(roleValue(model, 0, "name").toString() == str("Bridge ambush"));
    CHECK(roleValue(model, 0, "rulesId").toString() == str("paces"));
    CHECK_FALSE(roleValue(model, 0, "rulesName").toString().isEmpty());
    CHECK(roleValue(model, 0, "boardText").toString() == str("24 × 16"));
    CHECK(roleValue(model, 0, "sidesText").toString() == str("Party 3 · Bandits 5"));
    CHECK(roleValue(model, 0, "tokenCount").toInt() == 8);
    CHECK(roleValue(model, 0, "done").toBool());
    CHECK_FALSE(roleValue(model, 1, "done").toBool());
    CHECK(roleValue(model, 0, "lastChange").toDateTime().isValid());
    CHECK_FALSE(roleValue(model, 0, "lastChangeText").toString().isEmpty());
    CHECK_FALSE(roleValue(model, 0, "broken").toBool());

    // The broken file is listed with its refusal and stops nothing.
    const int broken = model.rowOf(str("half-copied.encounter"));
    REQUIRE(broken == 3);
    CHECK(roleValue(model, broken, "broken").toBool());
    CHECK(roleValue(model, broken, "error").toString().startsWith(str("half-copied.encounter: ")));
    CHECK_FALSE(roleValue(model, broken, "inOrder").toBool());

    // The search looks through names, token names and the GM's notes.
    auto &filtered = *w.workspace.filtered();
    filtered.setQuery(str("giant"));
    CHECK(filesOf(filtered) == strings({"hill-giant.encounter"}));
    filtered.setQuery(str("ogre"));
    CHECK(filesOf(filtered) == strings({"bridge-ambush.encounter"}));
    filtered.setQuery(str("wight tomb")); // torchlit-crypt's notes, every word
    CHECK(filesOf(filtered) == strings({"torchlit-crypt.encounter"}));
    CHECK(filtered.sourceRow(0) == 1);
    filtered.setQuery(str("nobody here"));
    CHECK(filtered.rowCount() == 0);
    filtered.setQuery(QString());
    CHECK(filtered.rowCount() == 4);
}

TEST_CASE("A refused session file leaves the folder open in the default order with the message",
          "[session]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    copyExample(dir, "hill-giant.encounter");
    copyExample(dir, "bridge-ambush.encounter");
    const QByteArray refused = R"({"format": "gridkeep-session", "version": 7})";
    writeFile(dir.filePath(str("gridkeep-session.json")), refused);
    Workspace w;
    w.open(dir.path(), false);
    CHECK(filesOf(w.model()) == strings({"bridge-ambush.encounter", "hill-giant.encounter"}));
    CHECK(w.workspace.errorString().contains(str("gridkeep-session.json")));
    // Scanning never writes: the refused file is as it was (docs/file-format.md §15.2).
    QFile file(dir.filePath(str("gridkeep-session.json")));
    REQUIRE(file.open(QIODevice::ReadOnly));
    CHECK(file.readAll() == refused);
}

TEST_CASE("A folder that does not exist is refused and nothing is open", "[session]")
{
    Workspace w;
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    bool result = true;
    bool finished = false;
    QCoro::connect(w.workspace.openFolderTask(dir.filePath(str("nowhere"))), &w.workspace,
                   [&](bool ok) {
                       result = ok;
                       finished = true;
                   });
    REQUIRE(waitUntil([&] { return finished; }, 5000));
    CHECK_FALSE(result);
    CHECK_FALSE(w.workspace.isOpen());
    CHECK(w.workspace.errorString().contains(str("nowhere")));
}

TEST_CASE("Thumbnails are drawn off the UI thread and cached by the file's SHA-1",
          "[session][async]")
{
    QTemporaryDir dir;
    QTemporaryDir cache;
    REQUIRE(dir.isValid());
    REQUIRE(cache.isValid());
    copyExample(dir, "bridge-ambush.encounter");
    ThumbnailRenderer renderer;
    renderer.setCacheDir(cache.path());
    QSignalSpy finished(&renderer, &ThumbnailRenderer::finished);
    const QString file = dir.filePath(str("bridge-ambush.encounter"));
    renderer.request(file);
    REQUIRE(finished.wait(20000));
    auto result = qvariant_cast<ThumbnailRenderer::Result>(finished.at(0).at(0));
    CHECK(result.error.isEmpty());
    CHECK_FALSE(result.cancelled);
    CHECK_FALSE(result.fromCache);
    CHECK(result.thread != nullptr);
    CHECK(result.thread != QThread::currentThread());
    QFile in(file);
    REQUIRE(in.open(QIODevice::ReadOnly));
    CHECK(QFileInfo(result.imagePath).fileName() == ThumbnailRenderer::cacheName(in.readAll()));
    const QImage image(result.imagePath);
    REQUIRE_FALSE(image.isNull());
    CHECK(std::max(image.width(), image.height()) <= ThumbnailRenderer::MaxSide);
    CHECK(image.width() > image.height()); // 24 × 16

    // The same bytes again, even under another name: from the cache, not drawn again.
    REQUIRE(QFile::copy(file, dir.filePath(str("copy.encounter"))));
    renderer.request(dir.filePath(str("copy.encounter")));
    REQUIRE(finished.wait(20000));
    result = qvariant_cast<ThumbnailRenderer::Result>(finished.at(1).at(0));
    CHECK(result.fromCache);

    // A Combat Grid board has no picture, and that is no error.
    copyExample(dir, "churn-clash.encounter");
    renderer.request(dir.filePath(str("churn-clash.encounter")));
    REQUIRE(finished.wait(20000));
    result = qvariant_cast<ThumbnailRenderer::Result>(finished.at(2).at(0));
    CHECK(result.error.isEmpty());
    CHECK(result.imagePath.isEmpty());
}

TEST_CASE("Cancelled thumbnails report cancelled and deliver no picture", "[session][async]")
{
    QTemporaryDir dir;
    QTemporaryDir cache;
    REQUIRE(dir.isValid());
    REQUIRE(cache.isValid());
    ThumbnailRenderer renderer;
    renderer.setCacheDir(cache.path());
    QStringList files;
    for (const char *name : {"a", "b", "c", "d", "e"}) {
        copyExample(dir, "torchlit-crypt.encounter", (std::string(name) + ".encounter").c_str());
        files << dir.filePath(str(name) + str(".encounter"));
    }
    QSignalSpy done(&renderer, &ThumbnailRenderer::done);
    QSignalSpy cancelled(&renderer, &ThumbnailRenderer::cancelled);
    QSignalSpy idle(&renderer, &ThumbnailRenderer::idle);
    for (const auto &file : files)
        renderer.request(file);
    renderer.cancelAll();
    REQUIRE(idle.wait(20000));
    CHECK(done.isEmpty());
    CHECK(cancelled.count() == files.size());
    CHECK(renderer.pending() == 0);
}

TEST_CASE("Opening another folder cancels the thumbnails in flight", "[session][async]")
{
    QTemporaryDir first;
    QTemporaryDir second;
    REQUIRE(first.isValid());
    REQUIRE(second.isValid());
    for (const char *name : {"a", "b", "c", "d"})
        copyExample(first, "torchlit-crypt.encounter", (std::string(name) + ".encounter").c_str());
    copyExample(second, "hill-giant.encounter");
    Workspace w;
    QSignalSpy cancelled(w.workspace.thumbnails(), &ThumbnailRenderer::cancelled);
    QSignalSpy done(w.workspace.thumbnails(), &ThumbnailRenderer::done);
    w.open(first.path(), false);
    REQUIRE(w.workspace.thumbnails()->pending() > 0);
    w.open(second.path(), false);
    QSignalSpy idle(w.workspace.thumbnails(), &ThumbnailRenderer::idle);
    REQUIRE((w.workspace.thumbnails()->pending() == 0 || idle.wait(20000)));
    // Whatever the first folder had in flight was dropped; the second's one thumbnail arrived.
    CHECK(cancelled.count() >= 3);
    for (const auto &args : std::as_const(done))
        CHECK(args.at(0).toString().startsWith(second.path()));
    CHECK(filesOf(w.model()) == strings({"hill-giant.encounter"}));
    REQUIRE(
        waitUntil([&] { return !roleValue(w.model(), 0, "thumbnail").toUrl().isEmpty(); }, 20000));
    CHECK(roleValue(w.model(), 0, "thumbnail").toUrl().toLocalFile().startsWith(w.cache.path()));
}

TEST_CASE("The list follows files added, renamed and removed in the folder", "[session]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    copyExample(dir, "bridge-ambush.encounter");
    Workspace w;
    w.open(dir.path(), false);
    REQUIRE(filesOf(w.model()) == strings({"bridge-ambush.encounter"}));

    copyExample(dir, "hill-giant.encounter");
    REQUIRE(
        waitForFiles(w.workspace, strings({"bridge-ambush.encounter", "hill-giant.encounter"})));
    CHECK(roleValue(w.model(), 1, "name").toString() == str("Tombril and the hill giant"));

    REQUIRE(QFile::rename(dir.filePath(str("hill-giant.encounter")),
                          dir.filePath(str("giant-at-dusk.encounter"))));
    REQUIRE(
        waitForFiles(w.workspace, strings({"bridge-ambush.encounter", "giant-at-dusk.encounter"})));

    REQUIRE(QFile::remove(dir.filePath(str("bridge-ambush.encounter"))));
    REQUIRE(waitForFiles(w.workspace, strings({"giant-at-dusk.encounter"})));

    // Not an encounter: not listed.
    writeFile(dir.filePath(str("notes.txt")), "buy dice");
    QTest::qWait(SessionWorkspace::RescanDelayMs * 3);
    CHECK(filesOf(w.model()) == strings({"giant-at-dusk.encounter"}));
}

TEST_CASE("Reordering, done flags and variants are saved to the session file, unknown keys kept",
          "[session]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    makeEvening(dir);
    Workspace w;
    w.open(dir.path(), false);
    const QString sessionFile = dir.filePath(str("gridkeep-session.json"));
    auto readSession = [&] {
        SessionReader reader;
        auto session = reader.readFile(sessionFile);
        REQUIRE(session);
        return *session;
    };
    auto orderOf = [](const Session &session) {
        QStringList files;
        for (const auto &step : session.order)
            files << step.file;
        return files;
    };

    // Hill giant first: dragged from row 2 to row 0.
    QSignalSpy changed(&w.workspace, &SessionWorkspace::sessionChanged);
    REQUIRE(w.workspace.moveEncounter(2, 0));
    CHECK(changed.count() == 1);
    CHECK(filesOf(w.model()) == strings({"hill-giant.encounter", "bridge-ambush.encounter",
                                         "torchlit-crypt.encounter", "half-copied.encounter"}));
    Session saved = readSession();
    // The missing file keeps its place after the ones given (docs/file-format.md §15.2).
    CHECK(orderOf(saved) ==
          strings({"hill-giant.encounter", "bridge-ambush.encounter", "torchlit-crypt.encounter",
                   "half-copied.encounter", "gone.encounter"}));
    CHECK(saved.order[1].done);
    CHECK(saved.order[1].extra.value(str("x-mood")).toString() == str("rain"));
    CHECK(saved.extra.value(str("x-table")).toString() == str("kitchen"));
    CHECK(saved.name == str("Night two"));
    CHECK(w.workspace.session() == saved);

    REQUIRE(w.workspace.setDone(str("torchlit-crypt.encounter"), true));
    CHECK(readSession().order[2].done);
    CHECK(roleValue(w.model(), 2, "done").toBool());
    REQUIRE(w.workspace.setCarryOver(str("hill-giant.encounter"), false));
    CHECK_FALSE(readSession().order[0].carryOver);

    // A variant sits right after its original, under a unique name.
    const QString variant = w.workspace.duplicateAsVariant(str("hill-giant.encounter"));
    CHECK(variant == str("hill-giant (variant).encounter"));
    CHECK(orderOf(readSession()).mid(0, 2) ==
          strings({"hill-giant.encounter", "hill-giant (variant).encounter"}));
    const QString second = w.workspace.duplicateAsVariant(variant);
    CHECK(second.toStdString() == "hill-giant (variant 2).encounter");
    CHECK(orderOf(readSession()).mid(0, 3) ==
          strings({"hill-giant.encounter", "hill-giant (variant).encounter",
                   "hill-giant (variant 2).encounter"}));
    REQUIRE(waitForFiles(w.workspace, orderOf(readSession()).mid(0, 6)));
    const int row = w.model().rowOf(second);
    CHECK(roleValue(w.model(), row, "name").toString() ==
          str("Tombril and the hill giant (variant 2)"));
    CHECK_FALSE(roleValue(w.model(), row, "broken").toBool());

    // A broken file cannot be duplicated, and says so.
    CHECK(w.workspace.duplicateAsVariant(str("half-copied.encounter")).isEmpty());
    CHECK(w.workspace.errorString().contains(str("half-copied.encounter")));
}

TEST_CASE("Next and previous move through the running order with leaving and opened signals",
          "[session]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    makeEvening(dir);
    Workspace w;
    QStringList events;
    QObject::connect(&w.workspace, &SessionWorkspace::encounterLeaving, [&](const QString &file) {
        // The document still holds the encounter being left.
        events << str("leaving ") + file + str(" holding ") +
                      QFileInfo(w.document.fileName()).fileName();
    });
    QObject::connect(&w.workspace, &SessionWorkspace::encounterOpened, [&](const QString &file) {
        events << str("opened ") + file + str(" holding ") +
                      QFileInfo(w.document.fileName()).fileName() + str(" current ") +
                      w.workspace.currentFile();
    });
    // Opening the folder opens the first encounter not done yet.
    w.open(dir.path(), true);
    CHECK(w.workspace.currentFile() == str("torchlit-crypt.encounter"));
    CHECK(w.workspace.currentIndex() == 1);
    CHECK(roleValue(w.model(), 1, "current").toBool());
    CHECK(w.workspace.previousFile() == str("bridge-ambush.encounter"));
    CHECK(w.workspace.nextFile() == str("hill-giant.encounter"));
    CHECK(events == QStringList{str("opened torchlit-crypt.encounter holding "
                                    "torchlit-crypt.encounter current torchlit-crypt.encounter")});
    CHECK(w.workspace.betweenScenes());
    w.workspace.reveal();
    CHECK_FALSE(w.workspace.betweenScenes());

    events.clear();
    QSignalSpy opened(&w.workspace, &SessionWorkspace::encounterOpened);
    w.workspace.goNext();
    CHECK(w.workspace.betweenScenes()); // at once, before the new map loads
    REQUIRE(opened.wait(10000));
    CHECK(events == QStringList{str("leaving torchlit-crypt.encounter holding "
                                    "torchlit-crypt.encounter"),
                                str("opened hill-giant.encounter holding hill-giant.encounter "
                                    "current hill-giant.encounter")});
    CHECK(w.document.name() == str("Tombril and the hill giant"));
    CHECK(w.workspace.nextFile().isEmpty()); // the broken file after it is skipped

    events.clear();
    w.workspace.goPrevious();
    REQUIRE(opened.wait(10000));
    CHECK(w.workspace.currentFile() == str("torchlit-crypt.encounter"));
    CHECK(events.size() == 2);

    // A broken next file: the document stays on the old encounter, with the error.
    w.workspace.goTo(str("half-copied.encounter"));
    REQUIRE(waitUntil([&] { return !w.document.errorString().isEmpty(); }, 10000));
    CHECK(w.workspace.currentFile() == str("torchlit-crypt.encounter"));
    CHECK(w.document.name() == str("Torchlight in the crypt"));
}

TEST_CASE("Opening the folder of the open encounter keeps it open", "[session]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    makeEvening(dir);
    Workspace w;
    REQUIRE(openAndWait(w.document, dir.filePath(str("hill-giant.encounter"))));
    QSignalSpy leaving(&w.workspace, &SessionWorkspace::encounterLeaving);
    w.open(dir.path(), false);
    QCoreApplication::processEvents();
    CHECK(w.workspace.currentFile() == str("hill-giant.encounter"));
    CHECK(w.workspace.currentIndex() == 2);
    CHECK(leaving.isEmpty());
    CHECK_FALSE(w.workspace.betweenScenes());
}

TEST_CASE("New encounter here makes an empty encounter of the rule set in place and opens it",
          "[session]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    makeEvening(dir);
    Workspace w;
    w.open(dir.path(), true);
    REQUIRE(w.workspace.currentFile() == str("torchlit-crypt.encounter"));
    QString made;
    bool finished = false;
    QCoro::connect(w.workspace.createEncounterTask(0, QString()), &w.workspace,
                   [&](const QString &file) {
                       made = file;
                       finished = true;
                   });
    REQUIRE(waitUntil([&] { return finished; }, 10000));
    CHECK(made == str("New encounter.encounter"));
    CHECK(QFile::exists(dir.filePath(made)));
    CHECK(w.workspace.currentFile() == made);
    CHECK(w.document.rulesId() == str("classic")); // the rule set that was open
    CHECK_FALSE(w.document.isModified());
    CHECK(w.workspace.encounters()->fileAt(1) == made);
    SessionReader reader;
    const auto session = reader.readFile(dir.filePath(str("gridkeep-session.json")));
    REQUIRE(session);
    CHECK(session->order[1].file == made);
}

TEST_CASE("Recent sessions remember folders, newest first", "[session]")
{
    QTemporaryDir a;
    QTemporaryDir b;
    REQUIRE(a.isValid());
    REQUIRE(b.isValid());
    {
        RecentFiles recent;
        recent.clearSessions();
        recent.addSession(a.path());
        recent.addSession(b.path());
        recent.addSession(a.path());
        CHECK(recent.sessions() == QStringList{a.path(), b.path()});
    }
    RecentFiles again; // from QSettings
    CHECK(again.sessions() == QStringList{a.path(), b.path()});
    CHECK(again.sessionEntries().size() == 2);
    again.clearSessions();
}

TEST_CASE("The --session-folder option opens a session folder, alone", "[session]")
{
    const QString program = str("gridkeep");
    auto options = AppOptions::parse({program, str("--session-folder"), str("/tmp/night")});
    CHECK(options.status == AppOptions::Status::Run);
    CHECK(options.sessionFolder == str("/tmp/night"));
    options = AppOptions::parse(
        {program, str("--session-folder"), str("/tmp/night"), str("a.encounter")});
    CHECK(options.status == AppOptions::Status::Error);
    CHECK(options.message.contains(str("--session-folder")));
}

// docs/file-format.md §3.9: the Encounters panel's search finds the GM's pins by title and text.
TEST_CASE("The session search finds an encounter by its pins' titles and texts", "[session]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    copyExample(dir, "hill-giant.encounter");
    writeJsonVariant(
        dir, str("bridge-ambush.encounter"), str("bridge-ambush.encounter"), [](QJsonObject &json) {
            QJsonObject board = json.value(QLatin1String("board")).toObject();
            board.insert(str("pins"),
                         QJsonArray{QJsonObject{{str("id"), str("lever")},
                                                {str("x"), 3},
                                                {str("y"), 3},
                                                {str("title"), str("Rusty lever")},
                                                {str("text"), str("Opens the sluice")}}});
            json.insert(str("board"), board);
        });
    Workspace w;
    w.open(dir.path(), false);
    auto &filtered = *w.workspace.filtered();
    filtered.setQuery(str("sluice"));
    CHECK(filesOf(filtered) == strings({"bridge-ambush.encounter"}));
    filtered.setQuery(str("rusty lever"));
    CHECK(filesOf(filtered) == strings({"bridge-ambush.encounter"}));
    filtered.setQuery(QString());
    CHECK(filtered.rowCount() == 2);
}
