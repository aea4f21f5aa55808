#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "dragscenario.h"
#include "live/liveanalysis.h"
#include "shell/mainwindowhost.h"

#include <QElapsedTimer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <random>

using namespace AppTestSupport;

namespace
{

// One drag of `token` along its row towards the middle of the map and part of the way back,
// a cell per mouse move; each step is timed from the move until its frame is rendered.
std::vector<double> timeDrag(QQuickWindow *window, QQuickItem *pointer, const Token &token)
{
    auto *live = window->property("live").value<LiveAnalysis *>();
    const qreal cell = 48;
    auto scenePoint = [&](double x, double y) {
        return pointer->mapToScene(QPointF((x + 0.5) * cell, (y + 0.5) * cell)).toPoint();
    };
    QTest::mousePress(window, Qt::LeftButton, {}, scenePoint(token.x, token.y));
    std::vector<double> times;
    QElapsedTimer timer;
    double x = token.x;
    const double toMiddle = token.x < 50 ? 1 : -1;
    for (int step = 0; step < 60; ++step) {
        x += step < 40 ? toMiddle : -toMiddle; // a new cell on every move
        timer.start();
        QTest::mouseMove(window, scenePoint(x, token.y));
        QCoreApplication::processEvents();
        // Renders the frame now, painted items included (and reads it back, a few ms).
        const QImage frame = window->grabWindow();
        times.push_back(double(timer.nsecsElapsed()) / 1e6);

        REQUIRE_FALSE(frame.isNull());
    }
    CHECK(live->isDragging()); // the drag was live all along
    QTest::mouseRelease(window, Qt::LeftButton, {}, scenePoint(x, token.y));
    std::sort(times.begin(), times.end());
    return times;
}

std::string summary(const std::vector<double> &times)
{
    if (times.empty())
        return "no frames";
    double sum = 0;
    for (double t : times)
        sum += t;
    return QStringLiteral("%1 frames, mean %2 ms, median %3 ms, 90th percentile %4 ms")
        .arg(times.size())
        .arg(sum / double(times.size()), 0, 'f', 1)
        .arg(times[times.size() / 2], 0, 'f', 1)
        .arg(times[times.size() * 9 / 10], 0, 'f', 1)
        .toStdString();
}

} // namespace

// The main window as the GM uses it, a drag across a 100x100 map with 200 tokens: each step is
// one mouse move until the next frame is on screen (analysis, bindings, painting, rendering).
// It reports the times; speed is judged from them, never asserted (docs/architecture.md §8).
TEST_CASE("Drag frame time in the main window on a 100x100 map with 200 tokens", "[.timing]")
{
    MainWindowHost host;
    REQUIRE(host.create({1440, 900}));
    std::mt19937 rng(20261122);
    const Encounter big = dragScenario(rng);
    host.document()->resetEncounter(big, QString());
    QQuickWindow *window = host.window();
    REQUIRE(QTest::qWaitForWindowExposed(window));
    QTest::qWait(300);
    auto *pointer = itemNamed(window->contentItem(), QStringLiteral("boardPointer"));
    REQUIRE(pointer);
    auto *live = window->property("live").value<LiveAnalysis *>();
    REQUIRE(live);

    // The floor: redrawing the window with nothing changed (the software renderer offscreen
    // redraws all of it, and the grab reads it back).
    std::vector<double> idle;
    QElapsedTimer timer;
    for (int i = 0; i < 30; ++i) {
        timer.start();
        const QImage frame = window->grabWindow();
        idle.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(idle.begin(), idle.end());
    live->setSelectedToken(big.tokens[0].id);
    const auto withOverlays = timeDrag(window, pointer, big.tokens[0]);
    CHECK_FALSE(live->isDragging());
    CHECK(host.document()->undoStack()->count() == 1); // the whole drag, one step
    // The same drag with every overlay switched off: what the board and tokens cost alone.
    auto *overlays = window->property("overlays").value<QObject *>();
    REQUIRE(overlays);
    for (const char *name : {"zones", "surrounded", "sight", "highGround", "movement"})
        overlays->setProperty(name, false);
    const auto bare =
        timeDrag(window, pointer, *host.document()->encounter().token(big.tokens[0].id));
    REQUIRE_FALSE(withOverlays.empty());
    WARN("main-window redraw with nothing changed: " << summary(idle));
    WARN("main-window drag, every overlay on: " << summary(withOverlays));
    WARN("main-window drag, overlays off: " << summary(bare));
}
