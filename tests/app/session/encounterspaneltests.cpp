// The Encounters panel in the real main window, driven like a GM: a row dragged by its handle
// changes the running order in gridkeep-session.json, a double click and Ctrl+PgDown open
// another encounter, and unsaved changes are asked about first.

#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "io/sessionreader.h"
#include "session/sessionworkspace.h"
#include "session/thumbnailrenderer.h"
#include "shell/mainwindowhost.h"

#include <QFile>
#include <QGuiApplication>
#include <QPalette>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

// Waits until the spy has seen `count` signals (some arrive while the input is still sent).
QPoint centreOf(QQuickItem *item)
{
    return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
}

struct Window {
    QTemporaryDir cache;
    QTemporaryDir dir;
    MainWindowHost host;
    SessionWorkspace *workspace = nullptr;

    Window()
    {
        REQUIRE(dir.isValid());
        for (const char *name :
             {"bridge-ambush.encounter", "torchlit-crypt.encounter", "hill-giant.encounter"})
            REQUIRE(QFile::copy(examplePath(str(name)), dir.filePath(str(name))));
        QFile session(dir.filePath(str("gridkeep-session.json")));
        REQUIRE(session.open(QIODevice::WriteOnly));
        session.write(R"({"format": "gridkeep-session", "version": 1, "encounters": [
            {"file": "bridge-ambush.encounter"}, {"file": "torchlit-crypt.encounter"},
            {"file": "hill-giant.encounter"}]})");
        session.close();
        REQUIRE(host.create({1200, 800}));
        REQUIRE(QTest::qWaitForWindowExposed(host.window()));
        workspace = qobject_cast<SessionWorkspace *>(
            host.window()->property("sessionWorkspace").value<QObject *>());
        REQUIRE(workspace);
        workspace->thumbnails()->setCacheDir(cache.path());
        QSignalSpy opened(workspace, &SessionWorkspace::encounterOpened);
        workspace->openFolderPath(dir.path());
        REQUIRE(opened.wait(10000));
        QTest::qWait(200); // the panel lays out its rows
    }
    [[nodiscard]] QQuickItem *item(const QString &name) const
    {
        return itemNamed(host.window()->contentItem(), name);
    }
    [[nodiscard]] QStringList savedOrder() const
    {
        SessionReader reader;
        const auto session = reader.readFile(dir.filePath(str("gridkeep-session.json")));
        REQUIRE(session);
        QStringList files;
        for (const auto &step : session->order)
            files << step.file;
        return files;
    }
};

} // namespace

TEST_CASE("A row dragged by its handle changes the saved running order", "[session][panel]")
{
    Window w;
    QQuickItem *panel = w.item(str("encountersPanel"));
    REQUIRE(panel);
    CHECK(panel->isVisible());
    QQuickItem *lastRow = w.item(str("encounterRow:hill-giant.encounter"));
    QQuickItem *firstRow = w.item(str("encounterRow:bridge-ambush.encounter"));
    REQUIRE(lastRow);
    REQUIRE(firstRow);
    QQuickItem *handle = itemNamed(lastRow, str("dragHandle"));
    REQUIRE(handle);

    QQuickWindow *window = w.host.window();
    const QPoint from = centreOf(handle);
    const QPoint to(from.x(), centreOf(firstRow).y());
    QTest::mousePress(window, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 8; ++i)
        QTest::mouseMove(window, from + (to - from) * i / 8);
    QTest::mouseRelease(window, Qt::LeftButton, {}, to);
    CHECK(w.savedOrder() ==
          strings({"hill-giant.encounter", "bridge-ambush.encounter", "torchlit-crypt.encounter"}));
    CHECK(w.workspace->encounters()->files() == w.savedOrder());
}

TEST_CASE("A double click and Ctrl+PgDown open other encounters, asking about unsaved changes",
          "[session][panel]")
{
    Window w;
    QQuickWindow *window = w.host.window();
    EncounterDocument *document = w.host.document();
    REQUIRE(w.workspace->currentFile() == str("bridge-ambush.encounter"));

    // A double click on the hill giant's row.
    QSignalSpy opened(w.workspace, &SessionWorkspace::encounterOpened);
    QQuickItem *row = w.item(str("encounterRow:hill-giant.encounter"));
    REQUIRE(row);
    QTest::mouseDClick(window, Qt::LeftButton, {}, centreOf(itemNamed(row, str("encounterName"))));
    REQUIRE(waitForCount(opened, 1));
    CHECK(w.workspace->currentFile() == str("hill-giant.encounter"));

    // Ctrl+PgUp goes back one, to the crypt.
    QTest::keyClick(window, Qt::Key_PageUp, Qt::ControlModifier);
    REQUIRE(waitForCount(opened, 2));
    CHECK(w.workspace->currentFile() == str("torchlit-crypt.encounter"));

    // With unsaved changes, the GM is asked first and nothing moves until then.
    auto *editor = qobject_cast<EncounterEditor *>(window->property("editor").value<QObject *>());
    REQUIRE(editor);
    REQUIRE(editor->setEncounterName(str("Crypt, edited")));
    REQUIRE(document->isModified());
    QSignalSpy leaving(w.workspace, &SessionWorkspace::encounterLeaving);
    QTest::keyClick(window, Qt::Key_PageDown, Qt::ControlModifier);
    QTest::qWait(100);
    auto *dialog = window->findChild<QObject *>(str("unsavedDialog"));
    REQUIRE(dialog);
    CHECK(dialog->property("visible").toBool());
    CHECK(leaving.isEmpty());
    CHECK(w.workspace->currentFile() == str("torchlit-crypt.encounter"));
    // Discard: on to the next encounter.
    QMetaObject::invokeMethod(dialog, "discarded");
    REQUIRE(waitForCount(opened, 3));
    CHECK(leaving.count() == 1);
    CHECK(w.workspace->currentFile() == str("hill-giant.encounter"));
}

// The Encounters panel under a dark system palette, for looking at (not run by ctest):
// gridkeep-app-tests "[.screens][session]" writes it to $GRIDKEEP_SCREENS_DIR.
TEST_CASE("The Encounters panel follows a dark system palette", "[.screens][session]")
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (dir.isEmpty())
        return;
    const QPalette light = QGuiApplication::palette();
    QGuiApplication::setPalette(darkTestPalette());
    {
        Window w;
        QSignalSpy idle(w.workspace->thumbnails(), &ThumbnailRenderer::idle);
        if (w.workspace->thumbnails()->pending() > 0)
            idle.wait(20000);
        QTest::qWait(300);
        CHECK(w.host.window()->grabWindow().save(dir + QStringLiteral("/session-dark.png")));
    }
    QGuiApplication::setPalette(light);
}
