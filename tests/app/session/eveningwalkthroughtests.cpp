// An evening at the table in the real main window (issue "Session prep", docs/architecture.md
// §4.12, docs/rules.md §10): three encounters of one party, the first fight run, Ctrl+PgDown
// asks about the fight's unsaved changes and moves on, the players wait "between scenes", the
// second map opens with the party's wounds as one undo step, and F10 reveals it.

#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "player/playermirror.h"
#include "session/sessionworkspace.h"
#include "session/thumbnailrenderer.h"
#include "shell/mainwindowhost.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

QImage grab(QQuickWindow *window)
{
    QTest::qWait(300); // bindings and the board's first frames
    return window->grabWindow().convertToFormat(QImage::Format_RGB32);
}

void saveScreen(const QImage &image, const char *name)
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (!dir.isEmpty())
        image.save(QDir(dir).filePath(str(name)));
}

const Token *tokenNamed(const Encounter &encounter, const QString &name)
{
    for (const auto &token : encounter.tokens) {
        if (token.name == name)
            return &token;
    }
    return nullptr;
}

// The share of a picture in its corner's colour: the caption screen is nearly all backdrop,
// a map is not.
double backdropShare(const QImage &image)
{
    const QRgb backdrop = image.pixel(0, 0);
    qint64 same = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            same += line[x] == backdrop ? 1 : 0;
    }
    return double(same) / (double(image.width()) * image.height());
}

} // namespace

TEST_CASE("An evening: the first fight's wounds reach the second map, which the players see "
          "only when revealed",
          "[session][roster][player]")
{
    QTemporaryDir dir;
    QTemporaryDir cache;
    REQUIRE(dir.isValid());
    REQUIRE(cache.isValid());
    // Brann and Ilsa fight at the ledge, then in the crypt; the hill giant is another party.
    for (const char *file :
         {"classic-reach.encounter", "torchlit-crypt.encounter", "hill-giant.encounter"})
        REQUIRE(QFile::copy(examplePath(str(file)), dir.filePath(str(file))));
    QFile session(dir.filePath(str("gridkeep-session.json")));
    REQUIRE(session.open(QIODevice::WriteOnly));
    session.write(R"({"format": "gridkeep-session", "version": 1, "name": "Night four",
        "encounters": [{"file": "classic-reach.encounter"}, {"file": "torchlit-crypt.encounter"},
                       {"file": "hill-giant.encounter"}]})");
    session.close();

    MainWindowHost host;
    REQUIRE(host.create({1440, 900}));
    QQuickWindow *window = host.window();
    auto *workspace =
        qobject_cast<SessionWorkspace *>(window->property("sessionWorkspace").value<QObject *>());
    auto *combat = qobject_cast<CombatController *>(window->property("combat").value<QObject *>());
    auto *mirror =
        qobject_cast<PlayerMirror *>(window->property("playerMirror").value<QObject *>());
    REQUIRE(workspace);
    REQUIRE(combat);
    REQUIRE(mirror);
    workspace->thumbnails()->setCacheDir(cache.path());
    EncounterDocument *document = host.document();

    QSignalSpy opened(workspace, &SessionWorkspace::encounterOpened);
    workspace->openFolderPath(dir.path());
    REQUIRE(opened.wait(10000));
    REQUIRE(workspace->currentFile() == str("classic-reach.encounter"));
    workspace->reveal();
    QMetaObject::invokeMethod(window, "openPlayerView", Q_ARG(QVariant, QVariant(QSize(900, 640))));
    auto *player = window->property("playerWindow").value<QQuickWindow *>();
    REQUIRE(player);
    REQUIRE(QTest::qWaitForWindowExposed(player));

    // The first fight: Brann takes two injuries (seed 004's injuries outlast a fight,
    // rules/classic.json carryOver), then the GM ends it.
    const Token *brann = tokenNamed(document->encounter(), str("Brann"));
    REQUIRE(brann);
    const QString brannId = brann->id;
    REQUIRE(combat->start());
    REQUIRE(combat->damage(brannId, 2, str("injuries")));
    REQUIRE(combat->end());
    REQUIRE(document->isModified());

    // Ctrl+PgDown: the fight's changes are unsaved, so the GM is asked, and saves.
    window->requestActivate();
    QTest::keyClick(window, Qt::Key_PageDown, Qt::ControlModifier);
    QTest::qWait(100);
    auto *dialog = window->findChild<QObject *>(str("unsavedDialog"));
    REQUIRE(dialog);
    REQUIRE(dialog->property("visible").toBool());
    QMetaObject::invokeMethod(dialog, "accept");
    REQUIRE(waitForCount(opened, 2));
    REQUIRE(workspace->currentFile() == str("torchlit-crypt.encounter"));

    // The crypt holds Brann with what the ledge left him, as one undo step.
    const Token *arrived = tokenNamed(document->encounter(), str("Brann"));
    REQUIRE(arrived);
    CHECK(arrived->carried.value(str("injuries")) == Approx(2));
    CHECK(document->undoStack()->count() == 1);
    // The GM is told at once what the party brought.
    auto *toast = window->findChild<QObject *>(str("toast"));
    REQUIRE(toast);
    CHECK(toast->property("text").toString().contains(str("Brann carries")));

    // The players wait on the caption, and their copy still holds the ledge.
    CHECK(workspace->betweenScenes());
    CHECK(mirror->isHeld());
    const QImage between = grab(player);
    CHECK(backdropShare(between) > 0.9);
    const QImage gm = grab(window);

    // F10 shows them the crypt.
    window->requestActivate();
    QTest::keyClick(window, Qt::Key_F10);
    QTest::qWait(100);
    CHECK_FALSE(workspace->betweenScenes());
    CHECK(mirror->document()->name() == document->name());
    const QImage revealed = grab(player);
    CHECK(backdropShare(revealed) < 0.6);

    saveScreen(gm, "evening-gm-second-map.png");
    saveScreen(between, "evening-player-between.png");
    saveScreen(revealed, "evening-player-revealed.png");

    // Undo takes the wounds back off the crypt's Brann.
    document->undoStack()->undo();
    CHECK(tokenNamed(document->encounter(), str("Brann"))->carried.isEmpty());
}
