// Races of the Encounters panel's thumbnails (issue 31 "Nothing is lost", docs/architecture.md
// §4.12), staged with a WorkerGate instead of sleeping: the renderer's job is held after it has
// read and hashed the file, while the UI thread reopens the folder or the file changes on disk.

#include "apptestsupport.h"
#include "document/workergate.h"
#include "session/encounterlistmodel.h"
#include "session/sessionworkspace.h"
#include "session/thumbnailrenderer.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <memory>
#include <string>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

QByteArray exampleBytes(const char *example)
{
    QFile in(examplePath(str(example)));
    REQUIRE(in.open(QIODevice::ReadOnly));
    return in.readAll();
}

// Writes `bytes` in place, as a program that does not save atomically does, and gives the file
// the modification time `time`.
void rewrite(const QString &path, const QByteArray &bytes, const QDateTime &time)
{
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    REQUIRE(out.write(bytes) == bytes.size());
    REQUIRE(out.flush());
    REQUIRE(out.setFileTime(time, QFileDevice::FileModificationTime));
    out.close();
    REQUIRE(QFileInfo(path).lastModified() == time);
}

// Spins the event loop until `done` holds or `ms` pass.
template<typename Predicate> bool waitUntil(Predicate done, int ms = 10000)
{
    for (int waited = 0; waited < ms && !done(); waited += 10)
        QTest::qWait(10);
    return done();
}

// Opens `folder` (or opens it again) and waits for its listing of `files` encounters.
void openAndList(SessionWorkspace &workspace, const QString &folder, int files = 1)
{
    workspace.openFolderPath(folder);
    REQUIRE(waitUntil(
        [&] { return !workspace.isScanning() && workspace.encounters()->count() == files; }));
}

// Reads the folder again and waits until the listing is the new one.
void rescanAndWait(SessionWorkspace &workspace)
{
    QSignalSpy listed(&workspace, &SessionWorkspace::listingChanged);
    workspace.rescan();
    REQUIRE(waitForCount(listed, 1));
}

QUrl thumbnailOf(const SessionWorkspace &workspace, int row = 0)
{
    return roleValue(*workspace.encounters(), row, "thumbnail").toUrl();
}

// The cache file name of the row's thumbnail ("" for none), printable in a failed check.
std::string thumbnailName(const SessionWorkspace &workspace, int row = 0)
{
    return QFileInfo(thumbnailOf(workspace, row).toLocalFile()).fileName().toStdString();
}

std::string cacheNameOf(const QByteArray &bytes)
{
    return ThumbnailRenderer::cacheName(bytes).toStdString();
}

// Opens the gate when the test ends, however it ends: a job held at a closed gate would keep the
// renderer's destructor waiting for ever.
struct GateOpener {
    std::shared_ptr<WorkerGate> gate;
    ~GateOpener() { gate->open(); }
};

} // namespace

TEST_CASE("A folder closed and opened again while a thumbnail is drawn shows the new opening's "
          "thumbnail as soon as it is drawn",
          "[session][async]")
{
    QTemporaryDir cache; // first in, last out: a job may still write as the renderer closes
    QTemporaryDir dir;
    REQUIRE(cache.isValid());
    REQUIRE(dir.isValid());
    const QByteArray bytes = exampleBytes("torchlit-crypt.encounter");
    rewrite(dir.filePath(str("crypt.encounter")), bytes, QDateTime::currentDateTime());
    SessionWorkspace workspace;
    ThumbnailRenderer &renderer = *workspace.thumbnails();
    renderer.setCacheDir(cache.path());
    auto gate = std::make_shared<WorkerGate>();
    gate->close();
    renderer.setGate(gate);
    const GateOpener opener{gate}; // after the workspace, so it opens before the renderer waits
    QSignalSpy finished(&renderer, &ThumbnailRenderer::finished);

    // The first opening's job has read the file and is held before it draws.
    openAndList(workspace, dir.path());
    REQUIRE(gate->waitForArrivals(1));
    // The GM closes the folder and opens it again: the old job is cancelled, and the new
    // opening asks for the same file's thumbnail, queued behind the old job.
    workspace.close();
    CHECK(workspace.encounters()->count() == 0);
    openAndList(workspace, dir.path());
    REQUIRE(renderer.pending() == 2);

    // The old job stops before drawing and reports cancelled; then the new opening's job reads
    // the file and is held in its turn.
    gate->releaseOne();
    REQUIRE(gate->waitForArrivals(2));
    REQUIRE(waitForCount(finished, 1));
    CHECK(qvariant_cast<ThumbnailRenderer::Result>(finished.at(0).at(0)).cancelled);
    CHECK(thumbnailName(workspace).empty());

    // The new opening's job draws the thumbnail: the row shows it at once, and nothing else is
    // asked of the renderer.
    gate->releaseOne();
    REQUIRE(waitForCount(finished, 2));
    const auto drawn = qvariant_cast<ThumbnailRenderer::Result>(finished.at(1).at(0));
    CHECK_FALSE(drawn.cancelled);
    CHECK(drawn.error.isEmpty());
    CHECK(QFileInfo(drawn.imagePath).fileName().toStdString() == cacheNameOf(bytes));
    CHECK(thumbnailName(workspace) == cacheNameOf(bytes));
    CHECK(renderer.pending() == 0);

    // Once the gate is open, nothing else was waiting to be drawn.
    gate->open();
    REQUIRE(waitUntil([&] { return renderer.pending() == 0; }));
    CHECK(finished.count() == 2);
    CHECK(thumbnailName(workspace) == cacheNameOf(bytes));
}

TEST_CASE("A file changed while its thumbnail is drawn ends with the thumbnail of its new bytes",
          "[session][async]")
{
    QTemporaryDir cache; // first in, last out: a job may still write as the renderer closes
    QTemporaryDir dir;
    REQUIRE(cache.isValid());
    REQUIRE(dir.isValid());
    const QByteArray before = exampleBytes("torchlit-crypt.encounter");
    const QByteArray after = exampleBytes("hill-giant.encounter");
    REQUIRE(ThumbnailRenderer::cacheName(before) != ThumbnailRenderer::cacheName(after));
    const QString path = dir.filePath(str("scene.encounter"));
    const QDateTime written = QDateTime::currentDateTime().addSecs(-60);
    rewrite(path, before, written);
    SessionWorkspace workspace;
    ThumbnailRenderer &renderer = *workspace.thumbnails();
    renderer.setCacheDir(cache.path());
    auto gate = std::make_shared<WorkerGate>();
    gate->close();
    renderer.setGate(gate);
    const GateOpener opener{gate}; // after the workspace, so it opens before the renderer waits
    QSignalSpy finished(&renderer, &ThumbnailRenderer::finished);

    // The job has read and hashed the old bytes and is held before it draws them.
    openAndList(workspace, dir.path());
    REQUIRE(gate->waitForArrivals(1));
    std::string staged;

    SECTION("the folder is read again before the late result arrives")
    {
        staged = "the folder is read again before the late result arrives";
        // Another program saves the file in place within the same tick of the file system's
        // clock (FAT keeps two seconds), so its modification time stays as it was.
        rewrite(path, after, written);
        rescanAndWait(workspace);
        gate->open();
    }
    SECTION("the late result arrives before the folder is read again")
    {
        staged = "the late result arrives before the folder is read again";
        // The same save, its modification time kept as above.
        rewrite(path, after, written);
        gate->open();
        REQUIRE(waitForCount(finished, 1));
        rescanAndWait(workspace);
    }
    SECTION("the file gets a new modification time")
    {
        staged = "the file gets a new modification time";
        rewrite(path, after, written.addSecs(2));
        gate->open();
        REQUIRE(waitForCount(finished, 1));
        rescanAndWait(workspace);
    }

    // Whatever was drawn in between, the row ends with the picture of the file's bytes now.
    INFO("staged: " << staged << "; the old bytes' thumbnail: " << cacheNameOf(before));
    REQUIRE(waitUntil([&] {
        return renderer.pending() == 0 && !workspace.isScanning() &&
               !thumbnailOf(workspace).isEmpty();
    }));
    CHECK(thumbnailName(workspace) == cacheNameOf(after));
    // And it stays so when the folder is read again (the watcher's rescan, say).
    rescanAndWait(workspace);
    REQUIRE(
        waitUntil([&] { return renderer.pending() == 0 && !thumbnailOf(workspace).isEmpty(); }));
    CHECK(thumbnailName(workspace) == cacheNameOf(after));
}
