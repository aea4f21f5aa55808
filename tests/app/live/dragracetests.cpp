// Races of the drag preview's worker with the UI thread (issue 31 "Nothing is lost",
// docs/architecture.md §4.13), staged with a WorkerGate instead of sleeping: the worker is held
// after a step, before it posts the result, while the UI thread ends the drag and starts another.

#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "document/workergate.h"
#include "dragscenario.h"
#include "live/liveanalysis.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QList>
#include <QSignalSpy>
#include <QTest>
#include <memory>
#include <random>

namespace
{

// The visible 1x1 token nearest the middle of the bench's 100x100 map, as --bench-drag picks it.
QString middleToken(const Encounter &encounter)
{
    const QPoint middle(encounter.board.square.width / 2, encounter.board.square.height / 2);
    const Token *best = nullptr;
    for (const Token &token : encounter.tokens) {
        if (token.hidden || token.size > 1)
            continue;
        if (!best || (QPoint(token.x, token.y) - middle).manhattanLength() <
                         (QPoint(best->x, best->y) - middle).manhattanLength())
            best = &token;
    }
    REQUIRE(best);
    return best->id;
}

// Opens the gate when the test ends, however it ends: a worker held at a closed gate would keep
// its owner's destructor waiting for ever.
struct GateOpener {
    std::shared_ptr<WorkerGate> gate;
    ~GateOpener() { gate->open(); }
};

} // namespace

TEST_CASE("A step of a cleared drag never shows in the next drag of the same token",
          "[live][async]")
{
    std::mt19937 rng(20261122);
    EncounterDocument document;
    LiveAnalysis live;
    document.resetEncounter(dragScenario(rng), QString());
    live.setDocument(&document);
    const Encounter committed = document.encounter();
    const QString token = middleToken(committed);
    live.setSelectedToken(token);
    live.setAsynchronous(true);
    auto gate = std::make_shared<WorkerGate>();
    gate->close();
    live.setWorkerGate(gate);
    const GateOpener opener{gate}; // after `live`, so it opens before the worker is joined

    const QPoint start(committed.token(token)->x, committed.token(token)->y);
    const QPoint first = start + QPoint(1, 0);
    const QPoint second = start + QPoint(0, 1);
    REQUIRE(committed.board.square.contains(first.x(), first.y()));
    REQUIRE(committed.board.square.contains(second.x(), second.y()));

    // Where every frame published from here on shows the token, and the cell it answers.
    QList<QPoint> tokenShownAt;
    QList<QPoint> cellAnswered;
    QObject::connect(&live, &LiveAnalysis::frameChanged, &live, [&] {
        const LiveFrame &frame = live.frame();
        const Token *shown = frame.encounter ? frame.encounter->token(token) : nullptr;
        tokenShownAt << (shown ? QPoint(shown->x, shown->y) : QPoint(-1, -1));
        cellAnswered << frame.dragCell;
    });

    // The first drag's step is done and held before it is posted.
    REQUIRE(live.setDrag(token, first));
    REQUIRE(gate->waitForArrivals(1));
    // The GM lets go (the drop is not what this is about: the drag is only cleared) and picks
    // the same token up again, towards another cell.
    live.clearDrag();
    REQUIRE(live.setDrag(token, second));

    // The old step is posted; the worker goes on to the new drag's step and is held after it.
    gate->releaseOne();
    REQUIRE(gate->waitForArrivals(2));
    // The old step's result was posted before the worker took the new request: deliver it.
    QCoreApplication::sendPostedEvents();
    CHECK(live.isUpdating()); // the new drag's own step is still held
    CHECK_FALSE(tokenShownAt.contains(first));
    CHECK_FALSE(cellAnswered.contains(first));

    // The new drag's step arrives and is shown.
    gate->open();
    QElapsedTimer timer;
    timer.start();
    while (live.isUpdating() && timer.elapsed() < 10000)
        QTest::qWait(1);
    REQUIRE_FALSE(live.isUpdating());
    const LiveFrame &frame = live.frame();
    CHECK(frame.dragCell == second);
    CHECK(frame.dragRequest == live.dragRequest());
    REQUIRE(frame.encounter->token(token));
    CHECK(QPoint(frame.encounter->token(token)->x, frame.encounter->token(token)->y) == second);
    // No frame ever put the token where the cleared drag had taken it.
    CHECK_FALSE(tokenShownAt.contains(first));
    CHECK_FALSE(cellAnswered.contains(first));
}
