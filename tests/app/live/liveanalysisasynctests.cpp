// The drag preview off the UI thread (issue 23 "a frame that never waits for the engine",
// docs/architecture.md §4.13): newest move wins, the frame shown is marked while it trails the
// pointer, the frame the pointer stops on is exactly the engine's full answer for that cell, and
// a document replaced, edited or gone while a step runs leaves no trace.

#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "dragscenario.h"
#include "live/dragpreview.h"
#include "live/dragpreviewworker.h"
#include "live/liveanalysis.h"
#include "live/overlaytext.h"
#include "live/surroundedbadgemodel.h"
#include "live/tokenrelationmodel.h"
#include "shell/dragbench.h"
#include "shell/mainwindowhost.h"

#include "engine/movementfield.h"
#include "engine/squareanalysis.h"

#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <algorithm>
#include <functional>
#include <memory>
#include <random>
#include <vector>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

// The 100x100 map with 200 tokens of gridkeep-bench's realistic drag.
Encounter benchEncounter()
{
    std::mt19937 rng(20261122);
    return dragScenario(rng);
}

// The visible 1x1 token nearest the middle, as --bench-drag picks it.
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

Encounter movedTo(const Encounter &encounter, const QString &id, QPoint cell)
{
    Encounter moved = encounter;
    Token &token = moved.tokens[moved.tokenIndex(id)];
    token.x = cell.x();
    token.y = cell.y();
    return moved;
}

// Lets queued results arrive until `live` shows the newest move (the pointer stopped).
bool waitUntilCurrent(LiveAnalysis &live, int timeoutMs = 10000)
{
    QElapsedTimer timer;
    timer.start();
    while (live.isUpdating() && timer.elapsed() < timeoutMs)
        QTest::qWait(1);
    return !live.isUpdating();
}

QStringList badgeRows(const SurroundedBadgeModel &model)
{
    QStringList rows;
    for (int row = 0; row < model.rowCount(); ++row)
        rows << roleValue(model, row, "tokenId").toString() + QLatin1Char(' ') +
                    roleValue(model, row, "reason").toString();
    return rows;
}

QStringList expectedBadgeRows(const SquareAnalysis &fresh, const Encounter &encounter)
{
    QStringList rows;
    for (const Token &token : encounter.tokens) {
        const auto *result = fresh.token(token.id);
        if (!result || !result->surrounded())
            continue;
        QStringList names;
        for (const auto &id : result->surroundedBy) {
            const Token *enemy = encounter.token(id);
            names << (enemy->name.isEmpty() ? id : enemy->name);
        }
        rows << token.id + QLatin1Char(' ') +
                    OverlayText::surroundedReason(result->surroundedRule, names);
    }
    return rows;
}

// The frame on show, compared with a synchronous full computation for `cell`: the analysis,
// the light, the path from where the token stands in the document, the badges.
void requireExactFrame(const LiveAnalysis &live, const Encounter &committed, const QString &id,
                       QPoint cell)
{
    const LiveFrame &frame = live.frame();
    REQUIRE(frame.isDragging());
    CHECK(frame.dragToken == id);
    CHECK(frame.dragCell == cell);
    CHECK(frame.dragRequest == live.dragRequest());
    const Encounter moved = movedTo(committed, id, cell);
    REQUIRE(frame.encounter->token(id)->x == cell.x());
    REQUIRE(frame.encounter->token(id)->y == cell.y());
    const SquareAnalysis fresh(moved, Perspective::GameMaster);
    CHECK(frame.square->toJson() == fresh.toJson());
    LightField light;
    light.rebuild(moved);
    REQUIRE(frame.light);
    for (int y = 0; y < moved.board.square.height; ++y) {
        for (int x = 0; x < moved.board.square.width; ++x) {
            if (frame.light->computedAt(x, y) != light.computedAt(x, y))
                FAIL("the light differs at " << x << "," << y);
        }
    }
    const MovementField field(committed, committed.tokenIndex(id));
    const auto path = field.pathTo(cell);
    REQUIRE(frame.path.has_value() == path.has_value());
    if (path) {
        CHECK(frame.path->cost == path->cost);
        CHECK(frame.path->steps == path->steps);
        CHECK(frame.path->hinderedBy == path->hinderedBy);
    }
    // The overlay models read the same frame.
    CHECK(badgeRows(*live.surroundedBadges()) == expectedBadgeRows(fresh, moved));
}

// A square spiral of one-cell steps around `start`, as --bench-drag drags.
std::vector<QPoint> spiral(QPoint start, int steps)
{
    return DragBench::squareSpiral(start, steps);
}

struct Fixture {
    EncounterDocument document;
    LiveAnalysis live;
    Encounter committed;
    QString token;

    Fixture()
    {
        committed = benchEncounter();
        document.resetEncounter(committed, QString());
        live.setDocument(&document);
        committed = document.encounter();
        token = middleToken(committed);
        live.setSelectedToken(token);
        live.setAsynchronous(true);
    }
};

} // namespace

TEST_CASE("Test processes start LiveAnalysis synchronous; the program, asynchronous")
{
    // Every test main turns on QStandardPaths' test mode (tests/app/main.cpp), so the checks of
    // other features can read a frame right after a call.
    CHECK_FALSE(LiveAnalysis::asynchronousByDefault());
    LiveAnalysis live;
    CHECK_FALSE(live.isAsynchronous());
    QSignalSpy changed(&live, &LiveAnalysis::asynchronousChanged);
    live.setAsynchronous(true);
    CHECK(live.isAsynchronous());
    CHECK(changed.count() == 1);
}

TEST_CASE("The synchronous mode answers every move before setDrag returns, never updating")
{
    EncounterDocument document;
    LiveAnalysis live;
    document.resetEncounter(benchEncounter(), QString());
    live.setDocument(&document);
    const Encounter committed = document.encounter();
    const QString token = middleToken(committed);
    live.setSelectedToken(token);
    QSignalSpy updating(&live, &LiveAnalysis::updatingChanged);
    const QPoint start(committed.token(token)->x, committed.token(token)->y);
    for (const QPoint &cell : spiral(start, 6)) {
        REQUIRE(live.setDrag(token, cell));
        CHECK_FALSE(live.isUpdating());
        CHECK(live.frame().dragRequest == live.dragRequest());
        CHECK(live.frame().dragCell == cell);
    }
    requireExactFrame(live, committed, token, spiral(start, 6).back());
    CHECK(updating.isEmpty());
}

TEST_CASE("An asynchronous drag: the newest move wins and the frame it stops on is exact",
          "[async]")
{
    Fixture f;
    const QPoint start(f.committed.token(f.token)->x, f.committed.token(f.token)->y);
    const auto cells = spiral(start, 60);
    QSignalSpy frames(&f.live, &LiveAnalysis::frameChanged);
    QSignalSpy updating(&f.live, &LiveAnalysis::updatingChanged);
    QSignalSpy drag(&f.live, &LiveAnalysis::dragChanged);

    // Sixty moves in a row with no event processed: the UI thread never waits for a step.
    for (const QPoint &cell : cells)
        REQUIRE(f.live.setDrag(f.token, cell));
    // The drag itself (the token under the pointer) follows at once; the overlays trail it.
    CHECK(drag.count() == int(cells.size()));
    CHECK(f.live.dragCell() == cells.back());
    CHECK(f.live.isUpdating());
    CHECK(updating.count() == 1);
    CHECK(f.live.frame().dragRequest != f.live.dragRequest());
    // The dragged cell's cost is a look-up in the committed field: exact before the frame is
    // (ActionPointModel records it at the drop, docs/rules.md §1.9).
    const MovementField field(f.committed, f.committed.tokenIndex(f.token));
    const auto path = field.pathTo(cells.back());
    CHECK(f.live.pathCost() == (path ? path->cost : -1));
    // Only the drag's start published a frame so far (the committed state, the focus token).
    CHECK(frames.count() <= 1);
    CHECK_FALSE(f.live.frame().isDragging());

    REQUIRE(waitUntilCurrent(f.live));
    CHECK(updating.count() == 2);
    // Newest wins: far fewer steps were worked out (and shown) than moves were made.
    CHECK(frames.count() < int(cells.size()) / 2);
    requireExactFrame(f.live, f.committed, f.token, cells.back());
    // The document never moved.
    CHECK(f.document.encounter().token(f.token)->x == start.x());

    SECTION("moving on from a stop: exact again, each answered frame newer than the last")
    {
        std::vector<int> answered;
        QObject::connect(&f.live, &LiveAnalysis::frameChanged, &f.live,
                         [&]() { answered.push_back(f.live.frame().dragRequest); });
        const auto more = spiral(cells.back(), 25);
        for (const QPoint &cell : more) {
            REQUIRE(f.live.setDrag(f.token, cell));
            QCoreApplication::processEvents(); // now and then a result arrives mid-drag
        }
        REQUIRE(waitUntilCurrent(f.live));
        REQUIRE_FALSE(answered.empty());
        CHECK(std::is_sorted(answered.begin(), answered.end()));
        CHECK(answered.back() == f.live.dragRequest());
        requireExactFrame(f.live, f.committed, f.token, more.back());
    }

    SECTION("the drop commits synchronously, and the preview gives way to it")
    {
        const int index = f.document.encounter().tokenIndex(f.token);
        Token moved = f.document.encounter().tokens[index];
        moved.x = cells.back().x();
        moved.y = cells.back().y();
        f.document.replaceToken(index, moved, EncounterChange::Kind::TokenMoved);
        f.live.clearDrag();
        CHECK_FALSE(f.live.isUpdating());
        CHECK_FALSE(f.live.frame().isDragging());
        const SquareAnalysis fresh(f.document.encounter(), Perspective::GameMaster);
        CHECK(f.live.squareAnalysis()->toJson() == fresh.toJson());
        // No step of the old drag shows up afterwards.
        QTest::qWait(50);
        CHECK_FALSE(f.live.frame().isDragging());
    }

    SECTION("switching the worker off mid-drag answers the newest move at once")
    {
        const auto more = spiral(cells.back(), 5);
        for (const QPoint &cell : more)
            REQUIRE(f.live.setDrag(f.token, cell));
        CHECK(f.live.isUpdating());
        f.live.setAsynchronous(false);
        CHECK_FALSE(f.live.isUpdating());
        requireExactFrame(f.live, f.committed, f.token, more.back());
        // The worker's older step, arriving later, does not replace it.
        QTest::qWait(50);
        requireExactFrame(f.live, f.committed, f.token, more.back());
    }
}

TEST_CASE("The worker runs the newest waiting request and drops the ones it overtook", "[async]")
{
    const Encounter committed = benchEncounter();
    const auto encounter = std::make_shared<const Encounter>(committed);
    const auto analysis =
        std::make_shared<const SquareAnalysis>(*encounter, Perspective::GameMaster);
    const QString token = middleToken(committed);
    const QPoint start(committed.token(token)->x, committed.token(token)->y);
    const auto cells = spiral(start, 8);

    DragPreviewWorker worker;
    std::vector<DragPreview::Result> results;
    QObject::connect(&worker, &DragPreviewWorker::finished, &worker,
                     [&](const DragPreview::Result &result) { results.push_back(result); });
    int serial = 0;
    for (const QPoint &cell : cells) {
        DragPreview::Request request;
        request.serial = ++serial;
        request.generation = 1;
        request.tokenId = token;
        request.cell = cell;
        request.encounter = encounter;
        request.analysis = analysis;
        worker.request(request);
    }
    QElapsedTimer timer;
    timer.start();
    while ((results.empty() || results.back().serial != serial) && timer.elapsed() < 10000)
        QTest::qWait(1);
    REQUIRE_FALSE(results.empty());
    // The first request started at once (it copies a 200-token analysis); the seven after it
    // arrived while it ran, and only the newest of them was worked out.
    CHECK(results.size() <= 2);
    CHECK(results.back().serial == serial);
    CHECK(results.back().ok);
    CHECK(results.back().cell == cells.back());
    for (size_t i = 1; i < results.size(); ++i)
        CHECK(results[i].serial > results[i - 1].serial);
    const SquareAnalysis fresh(movedTo(committed, token, cells.back()), Perspective::GameMaster);
    CHECK(results.back().analysis->toJson() == fresh.toJson());
}

TEST_CASE("A step under way when the document changes, closes or its LiveAnalysis goes", "[async]")
{
    SECTION("an edit during the drag: the stale step is dropped, the next is of the new state")
    {
        Fixture f;
        const QPoint start(f.committed.token(f.token)->x, f.committed.token(f.token)->y);
        const auto cells = spiral(start, 12);
        for (const QPoint &cell : cells)
            REQUIRE(f.live.setDrag(f.token, cell));
        // Another token moves in the document while the worker is busy.
        const Encounter &now = f.document.encounter();
        int other = -1;
        for (int i = 0; i < now.tokens.size(); ++i) {
            if (now.tokens[i].id != f.token && now.tokens[i].size == 1) {
                other = i;
                break;
            }
        }
        REQUIRE(other >= 0);
        Token moved = now.tokens[other];
        moved.x = qMin(moved.x + 1, now.board.square.width - 1);
        f.document.replaceToken(other, moved, EncounterChange::Kind::TokenMoved);
        CHECK(f.live.isDragging());
        CHECK(f.live.isUpdating());
        REQUIRE(waitUntilCurrent(f.live));
        requireExactFrame(f.live, f.document.encounter(), f.token, cells.back());
    }

    SECTION("the document is replaced: no step of the old one shows")
    {
        Fixture f;
        const QPoint start(f.committed.token(f.token)->x, f.committed.token(f.token)->y);
        for (const QPoint &cell : spiral(start, 12))
            REQUIRE(f.live.setDrag(f.token, cell));
        REQUIRE(openAndWait(f.document, examplePath(str("bridge-ambush.encounter"))));
        QTest::qWait(100); // any step still on its way has arrived by now
        CHECK_FALSE(f.live.isDragging());
        CHECK_FALSE(f.live.isUpdating());
        CHECK_FALSE(f.live.frame().isDragging());
        const SquareAnalysis fresh(f.document.encounter(), Perspective::GameMaster);
        CHECK(f.live.squareAnalysis()->toJson() == fresh.toJson());
    }

    SECTION("the document is destroyed")
    {
        LiveAnalysis live;
        live.setAsynchronous(true);
        {
            EncounterDocument document;
            document.resetEncounter(benchEncounter(), QString());
            live.setDocument(&document);
            const QString token = middleToken(document.encounter());
            const Token *t = document.encounter().token(token);
            for (const QPoint &cell : spiral({t->x, t->y}, 12))
                REQUIRE(live.setDrag(token, cell));
            CHECK(live.isUpdating());
        }
        QTest::qWait(100);
        CHECK(live.document() == nullptr);
        CHECK_FALSE(live.isDragging());
        CHECK_FALSE(live.isUpdating());
        CHECK(live.squareAnalysis() == nullptr);
    }

    SECTION("the LiveAnalysis is destroyed: it waits for its step, and nothing arrives later")
    {
        EncounterDocument document;
        document.resetEncounter(benchEncounter(), QString());
        auto live = std::make_unique<LiveAnalysis>();
        live->setAsynchronous(true);
        live->setDocument(&document);
        const QString token = middleToken(document.encounter());
        const Token *t = document.encounter().token(token);
        for (const QPoint &cell : spiral({t->x, t->y}, 12))
            REQUIRE(live->setDrag(token, cell));
        live.reset();
        QTest::qWait(50);
        SUCCEED("no crash");
    }
}

// The badge of qml/board/BoardView.qml in the real main window: shown while the overlays trail
// the pointer, gone once the newest move is answered. With GRIDKEEP_SCREENS_DIR set it writes
// live-updating.png there (the mark, forced by not letting the result in before the grab).
TEST_CASE("The main window marks overlays that trail the dragged token", "[async]")
{
    MainWindowHost host;
    REQUIRE(host.create({1100, 760}));
    host.document()->resetEncounter(benchEncounter(), QString());
    QQuickWindow *window = host.window();
    REQUIRE(QTest::qWaitForWindowExposed(window));
    QTest::qWait(200);
    auto *live = window->property("live").value<LiveAnalysis *>();
    REQUIRE(live);
    std::function<QQuickItem *(QQuickItem *)> find = [&](QQuickItem *item) -> QQuickItem * {
        if (item->objectName() == QStringLiteral("liveUpdatingMark"))
            return item;
        for (QQuickItem *child : item->childItems()) {
            if (auto *found = find(child))
                return found;
        }
        return nullptr;
    };
    QQuickItem *mark = find(window->contentItem());
    REQUIRE(mark);
    CHECK_FALSE(mark->isVisible());

    live->setAsynchronous(true);
    const Encounter &encounter = host.document()->encounter();
    const QString token = middleToken(encounter);
    live->setSelectedToken(token);
    const Token *t = encounter.token(token);
    for (const QPoint &cell : spiral({t->x, t->y}, 6))
        REQUIRE(live->setDrag(token, cell));
    CHECK(live->isUpdating());
    CHECK(mark->isVisible());
    // The grab renders without letting the worker's result in: the mark is on the picture.
    const QImage shot = window->grabWindow();
    REQUIRE_FALSE(shot.isNull());
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (!dir.isEmpty())
        CHECK(shot.save(QDir(dir).filePath(QStringLiteral("live-updating.png"))));

    REQUIRE(waitUntilCurrent(*live));
    CHECK_FALSE(mark->isVisible());
    live->clearDrag();
}
