// Between scenes (docs/architecture.md §3.3, the session workspace): when the GM moves to the
// next encounter of a session, the player window shows a caption and not one pixel of the next
// map until the GM reveals it; the players' copy of the encounter does not even hold it.

#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "player/playermirror.h"
#include "session/sessionworkspace.h"
#include "session/thumbnailrenderer.h"
#include "shell/mainwindowhost.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QImage>
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

// The colours that cover at least `share` of the picture.
QList<QRgb> commonColours(const QImage &image, double share)
{
    QHash<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x)
            ++counts[line[x] | 0xff000000];
    }
    QList<QRgb> common;
    const int least = int(share * image.width() * image.height());
    for (auto it = counts.cbegin(); it != counts.cend(); ++it) {
        if (it.value() >= least)
            common << it.key();
    }
    return common;
}

bool near(QRgb a, QRgb b, int tolerance)
{
    return std::abs(qRed(a) - qRed(b)) <= tolerance &&
           std::abs(qGreen(a) - qGreen(b)) <= tolerance &&
           std::abs(qBlue(a) - qBlue(b)) <= tolerance;
}

int pixelsNear(const QImage &image, const QList<QRgb> &colours, int tolerance)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            for (const QRgb colour : colours) {
                if (near(line[x], colour, tolerance)) {
                    ++count;
                    break;
                }
            }
        }
    }
    return count;
}

QImage grab(QQuickWindow *window)
{
    QTest::qWait(300); // bindings, the board's first frames
    return window->grabWindow().convertToFormat(QImage::Format_RGB32);
}

void saveScreen(const QImage &image, const char *name)
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (!dir.isEmpty())
        image.save(QDir(dir).filePath(str(name)));
}

} // namespace

TEST_CASE("Between scenes the player window shows no pixel of the next map", "[session][player]")
{
    QTemporaryDir dir;
    QTemporaryDir cache;
    REQUIRE(dir.isValid());
    REQUIRE(cache.isValid());
    REQUIRE(QFile::copy(examplePath(str("hill-giant.encounter")),
                        dir.filePath(str("hill-giant.encounter"))));
    REQUIRE(QFile::copy(examplePath(str("bridge-ambush.encounter")),
                        dir.filePath(str("bridge-ambush.encounter"))));
    QFile session(dir.filePath(str("gridkeep-session.json")));
    REQUIRE(session.open(QIODevice::WriteOnly));
    session.write(R"({"format": "gridkeep-session", "version": 1, "name": "Night three",
        "encounters": [{"file": "hill-giant.encounter"}, {"file": "bridge-ambush.encounter"}]})");
    session.close();

    MainWindowHost host;
    REQUIRE(host.create({1200, 800}));
    auto *workspace = qobject_cast<SessionWorkspace *>(
        host.window()->property("sessionWorkspace").value<QObject *>());
    REQUIRE(workspace);
    workspace->thumbnails()->setCacheDir(cache.path());
    auto *mirror =
        qobject_cast<PlayerMirror *>(host.window()->property("playerMirror").value<QObject *>());
    REQUIRE(mirror);

    QSignalSpy opened(workspace, &SessionWorkspace::encounterOpened);
    workspace->openFolderPath(dir.path());
    REQUIRE(opened.wait(10000));
    REQUIRE(workspace->currentFile() == str("hill-giant.encounter"));
    workspace->reveal();
    QMetaObject::invokeMethod(host.window(), "openPlayerView",
                              Q_ARG(QVariant, QVariant(QSize(900, 640))));
    auto *player = host.window()->property("playerWindow").value<QQuickWindow *>();
    REQUIRE(player);
    REQUIRE(QTest::qWaitForWindowExposed(player));
    const QImage first = grab(player);

    // To the bridge: the players wait on the caption.
    workspace->goNext();
    REQUIRE(opened.wait(10000));
    REQUIRE(host.document()->name() == str("Bridge ambush"));
    CHECK(workspace->betweenScenes());
    const QImage between = grab(player);
    // The players' copy still holds the encounter they saw last, not the next one.
    CHECK(mirror->isHeld());
    CHECK(mirror->document()->name() == str("Tombril and the hill giant"));

    workspace->reveal();
    const QImage revealed = grab(player);
    CHECK(mirror->document()->name() == str("Bridge ambush"));
    saveScreen(first, "between-scenes-before.png");
    saveScreen(between, "between-scenes.png");
    saveScreen(revealed, "between-scenes-revealed.png");

    // The bridge's own colours: common in the revealed view, leaving out the near-black window
    // backdrop around the board (not the map's).
    auto mapColoursOf = [](const QImage &image, double share) {
        QList<QRgb> colours;
        for (const QRgb colour : commonColours(image, share)) {
            if (std::max({qRed(colour), qGreen(colour), qBlue(colour)}) >= 0x30)
                colours << colour;
        }
        return colours;
    };
    const QList<QRgb> mapColours = mapColoursOf(revealed, 0.005);
    REQUIRE(mapColours.size() >= 3);
    const int shown = pixelsNear(revealed, mapColours, 3);
    CHECK(shown > revealed.width() * revealed.height() / 5); // the map fills the window
    CHECK(pixelsNear(between, mapColours, 3) == 0);
    // Nor does the caption screen hold any colour of the hill giant's map the players saw.
    CHECK(pixelsNear(between, mapColoursOf(first, 0.01), 3) == 0);
    CHECK(between != revealed);
}
