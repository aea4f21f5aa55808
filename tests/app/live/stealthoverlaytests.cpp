// StealthOverlay (docs/rules.md §1.9, §5.14): the cover heat layer of an observer, cached by its
// footprint and the board and computed off the UI thread; the sneak rating of a dragged path
// against each enemy observer; and the backstabs around the focus token.

#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "live/coverheat.h"
#include "live/liveanalysis.h"
#include "live/overlaytext.h"
#include "live/stealthoverlay.h"

#include "engine/coverlevel.h"
#include "engine/sneakrating.h"
#include "model/fixedpoint.h"

#include <QElapsedTimer>
#include <QFile>
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

// A 7×5 crypt: a wall column at x 3 (rows 1–3), dim light on (1, 0), darkness on (4, 2). The
// ghoul looks right from (0, 2), the warden up from (6, 0); Sable stands at (5, 2).
const char *const SmallCrypt = R"({
  "format": "gridkeep-encounter", "version": 1, "name": "Small crypt", "rules": "meters",
  "board": {"kind": "square", "width": 7, "height": 5,
    "terrain": [{"kind": "wall", "rect": [3, 1, 1, 3]}],
    "lighting": [{"level": "dim", "cells": [[1, 0]]}, {"level": "darkness", "rect": [4, 2, 1, 1]}]},
  "sides": [{"id": "party", "name": "Party"}, {"id": "undead", "name": "Undead"}],
  "allies": [],
  "tokens": [
    {"id": "ghoul", "name": "Ghoul", "side": "undead", "x": 0, "y": 2, "facing": 90},
    {"id": "warden", "name": "Warden", "side": "undead", "x": 6, "y": 0, "facing": 0},
    {"id": "rogue", "name": "Sable", "side": "party", "x": 5, "y": 2, "speed": 8}
  ]
})";

QString writeSmallCrypt(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(str("small-crypt.encounter"));
    QFile out(path);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(SmallCrypt);
    return path;
}

// Waits for the heat layer of `observer` to be shown.
bool waitForHeat(StealthOverlay &overlay, const QString &observer, const void *notThis = nullptr)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 10000) {
        const auto &heat = overlay.stealth().heat;
        if (heat.isValid() && heat.observer() == observer && heat.identity() != notThis &&
            !overlay.isComputing())
            return true;
        QTest::qWait(5);
    }
    return false;
}

} // namespace

TEST_CASE("Cover heat layer: every cell's level, and its Advantage with the board's lighting",
          "[async]")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, writeSmallCrypt(dir)));
    LiveAnalysis live;
    live.setDocument(&document);
    StealthOverlay overlay;
    QObject::connect(&live, &LiveAnalysis::frameChanged, &overlay,
                     [&]() { overlay.setFrame(live.frame()); });
    overlay.setFrame(live.frame());
    CHECK(overlay.coverAvailable());
    CHECK_FALSE(overlay.coverActive());

    overlay.setCoverObserver(str("ghoul"));
    CHECK(overlay.coverActive());
    REQUIRE(waitForHeat(overlay, str("ghoul")));
    const CoverHeat heat = overlay.stealth().heat;
    const Encounter &encounter = document.encounter();
    const auto &board = encounter.board.square;
    const RuleSet &rules = *encounter.rules;
    const QRect ghoul = encounter.token(str("ghoul"))->footprintRect();

    // Every cell as the engine rates it, the observer's own cell left out.
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            const auto *cell = heat.at({x, y});
            REQUIRE(cell);
            if (ghoul.contains(x, y)) {
                CHECK(cell->level == -1);
                continue;
            }
            const auto expected = CoverLevel::of({x, y}, ghoul, board, rules);
            CHECK(cell->blocked == expected.blocked);
            CHECK(CoverHeat::levelName(cell->level, rules) == expected.name);
            CHECK(cell->advantage == expected.advantage);
            CHECK(cell->from == expected.from);
            for (int i = 0; i < CoverLevel::Lines; ++i)
                CHECK(bool((cell->lines >> i) & 1u) == expected.lineBlocked[i]);
        }
    }

    // Seed 003 by docs/rules.md §1.9: open field −2, dim light +1 on top.
    const auto *dim = heat.at({1, 0});
    CHECK(dim->level == 0);
    CHECK(CoverHeat::advantage(*dim, {1, 0}, board, rules) == -1);
    // Behind the wall column every line is blocked: total cover, unseen, and the darkness
    // there adds nothing (§5.14: lighting counts only where the observer sees).
    const auto *behind = heat.at({4, 2});
    CHECK(behind->blocked == 5);
    CHECK(CoverHeat::levelName(behind->level, rules) == str("Total cover"));
    CHECK_FALSE(CoverHeat::seen(*behind));
    CHECK(CoverHeat::advantage(*behind, {4, 2}, board, rules) == 2);

    // The hover note says why: the level, the Advantage with its lighting part, the lines.
    live.setPointerCell({1, 0});
    CHECK(overlay.pointerNote().startsWith(str("Open field from Ghoul · Advantage −1")));
    CHECK(overlay.pointerNote().contains(str("dim light +1")));
    CHECK(overlay.pointerNote().contains(str("All 5 lines clear")));
    live.setPointerCell({4, 2});
    CHECK(overlay.pointerNote().startsWith(str("Total cover from Ghoul · unseen")));
    CHECK(overlay.pointerNote().contains(str("All 5 lines blocked")));
    live.setPointerCell({4, 0});
    const QString partial = overlay.pointerNote();
    CHECK(partial.contains(str("Blocked ")));
    CHECK(partial.contains(str(" of 5: ")));
    live.setPointerCell({-1, -1});
    CHECK(overlay.pointerNote().isEmpty());

    // The legend: open field and the rule set's four levels, exposed to hidden.
    CHECK(overlay.legend().size() == 5);

    overlay.setCoverObserver(QString());
    CHECK_FALSE(overlay.coverActive());
    CHECK_FALSE(overlay.stealth().heat.isValid());
}

TEST_CASE("Cover heat layer: cached until the observer moves or the board changes", "[async]")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, writeSmallCrypt(dir)));
    LiveAnalysis live;
    live.setDocument(&document);
    StealthOverlay overlay;
    QObject::connect(&live, &LiveAnalysis::frameChanged, &overlay,
                     [&]() { overlay.setFrame(live.frame()); });
    overlay.setFrame(live.frame());
    overlay.setCoverObserver(str("ghoul"));
    REQUIRE(waitForHeat(overlay, str("ghoul")));
    const void *first = overlay.stealth().heat.identity();
    QSignalSpy computing(&overlay, &StealthOverlay::computingChanged);

    // The pointer, the selection, another token moving: the same layer, no new job.
    live.setPointerCell({2, 2});
    live.setSelectedToken(str("rogue"));
    Token rogue = *document.encounter().token(str("rogue"));
    rogue.x = 6;
    rogue.y = 4;
    document.replaceToken(document.encounter().tokenIndex(str("rogue")), rogue);
    REQUIRE(live.setDrag(str("rogue"), {5, 4}));
    live.clearDrag();
    QTest::qWait(50);
    CHECK(overlay.stealth().heat.identity() == first);
    CHECK(computing.isEmpty());

    SECTION("a board edit computes a new layer")
    {
        const int revision = live.frame().boardRevision;
        Board board = document.encounter().board;
        TerrainEntry wall;
        wall.kind = str("wall");
        wall.cells << QPoint(1, 0);
        board.square.terrain << wall;
        document.replaceBoard(board, EncounterChange::terrain(QRect(1, 0, 1, 1)));
        CHECK(live.frame().boardRevision == revision + 1);
        REQUIRE(waitForHeat(overlay, str("ghoul"), first));
        // (2, 0) now sits behind the new wall cell as the ghoul sees it.
        const auto *cell = overlay.stealth().heat.at({2, 0});
        const auto expected =
            CoverLevel::of({2, 0}, QRect(0, 2, 1, 1), document.encounter().board.square,
                           *document.encounter().rules);
        CHECK(cell->blocked == expected.blocked);
        CHECK(cell->blocked > 0);
    }
    SECTION("the observer moving computes a new layer from its new footprint")
    {
        Token ghoul = *document.encounter().token(str("ghoul"));
        ghoul.x = 5;
        ghoul.y = 4;
        document.replaceToken(document.encounter().tokenIndex(str("ghoul")), ghoul);
        REQUIRE(waitForHeat(overlay, str("ghoul"), first));
        CHECK(overlay.stealth().heat.footprint() == QRect(5, 4, 1, 1));
        CHECK(overlay.stealth().heat.at({4, 2})->blocked == 0); // no wall between them now
    }
    SECTION("another observer shows no stale layer while its own computes")
    {
        overlay.setCoverObserver(str("warden"));
        CHECK_FALSE(overlay.stealth().heat.isValid());
        REQUIRE(waitForHeat(overlay, str("warden")));
        CHECK(overlay.observerName() == str("Warden"));
    }
}

TEST_CASE("Sneak rating of a dragged path: the worst cell per enemy observer, or unseen")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, writeSmallCrypt(dir)));
    LiveAnalysis live;
    live.setDocument(&document);
    live.setSelectedToken(str("rogue"));
    REQUIRE(live.setDrag(str("rogue"), {4, 2}));
    const LiveFrame &frame = live.frame();
    REQUIRE(frame.path);

    const auto ratings = StealthOverlay::sneakRatings(frame);
    REQUIRE(ratings.size() == 2); // the ghoul and the warden; not Sable herself
    const Encounter &encounter = *frame.encounter;
    const auto &board = encounter.board.square;
    const auto cells = SneakRating::cellsCrossed(frame.path->steps, 1);
    for (const auto &rating : ratings) {
        const auto expected = SneakRating::rate(
            cells, encounter.token(rating.observerId)->footprintRect(), board, *encounter.rules,
            SneakRating::lightingOf(board, *encounter.rules, *frame.light));
        CHECK(rating.seen == expected.seen);
        CHECK(rating.advantage == expected.advantage);
        CHECK(rating.cell == expected.cell.value_or(QPoint(-1, -1)));
    }
    // The ghoul looks along the row through the wall: it never sees the path.
    const auto &ghoul = ratings[0];
    CHECK(ghoul.observerId == str("ghoul"));
    CHECK_FALSE(ghoul.seen);
    CHECK(ghoul.cell == QPoint(-1, -1));
    // The warden sees both cells; (5, 2) in the open is the worst, darkness makes (4, 2) better.
    const auto &warden = ratings[1];
    CHECK(warden.seen);
    CHECK(warden.cell == QPoint(5, 2));
    CHECK(warden.level == str("Open field"));
    CHECK(warden.advantage == -2);
    CHECK(OverlayText::sneakRating(warden.seen, warden.level, warden.advantage) ==
          str("Open field, Advantage −2"));

    // The overlay publishes them with the frame, and drops them with the drag.
    StealthOverlay overlay;
    overlay.setFrame(frame);
    CHECK(overlay.stealth().sneak.size() == 2);
    live.clearDrag();
    overlay.setFrame(live.frame());
    CHECK(overlay.stealth().sneak.isEmpty());

    SECTION("the players' perspective shows no ratings at all")
    {
        LiveAnalysis players;
        players.setView(LiveAnalysis::View::Players);
        players.setDocument(&document);
        players.setSelectedToken(str("rogue"));
        REQUIRE(players.setDrag(str("rogue"), {4, 2}));
        CHECK(StealthOverlay::sneakRatings(players.frame()).isEmpty());
        StealthOverlay playersOverlay;
        playersOverlay.setFrame(players.frame());
        playersOverlay.setCoverObserver(str("ghoul"));
        CHECK(playersOverlay.stealth().sneak.isEmpty());
        CHECK_FALSE(playersOverlay.coverActive());
    }
}

TEST_CASE("Backstab markers around the focus token, and its field of view")
{
    QTemporaryDir dir;
    EncounterDocument document;
    REQUIRE(openAndWait(document, writeSmallCrypt(dir)));
    LiveAnalysis live;
    live.setDocument(&document);
    live.setSelectedToken(str("rogue"));
    StealthOverlay overlay;
    overlay.setFrame(live.frame());
    const auto &stealth = overlay.stealth();
    CHECK(stealth.showFacing);
    CHECK(stealth.fieldOfView == 180);
    // The warden looks up, away from Sable below it: Sable backstabs it. The ghoul looks
    // right, at her, and she has it squarely beside her (90°, inside): no backstab either way.
    REQUIRE(stealth.backstabs.size() == 1);
    CHECK(stealth.backstabs[0].attackerId == str("rogue"));
    CHECK(stealth.backstabs[0].targetIds == QStringList{str("warden")});
    CHECK(stealth.backstabs[0].text == str("Backstab on Warden"));
    REQUIRE(overlay.backstabMarks().size() == 1);

    // Sable turned to face right, away from the ghoul: the ghoul, straight behind her,
    // backstabs her.
    Token rogue = *document.encounter().token(str("rogue"));
    rogue.facing = 90;
    document.replaceToken(document.encounter().tokenIndex(str("rogue")), rogue);
    overlay.setFrame(live.frame());
    QStringList attackers;
    for (const auto &mark : overlay.stealth().backstabs)
        attackers << mark.attackerId;
    CHECK(attackers.contains(str("ghoul")));

    overlay.setShowBackstab(false);
    CHECK(overlay.stealth().backstabs.isEmpty());
    CHECK_FALSE(overlay.stealth().showFacing);
}

TEST_CASE("Cover heat layer time on a 100x100 board", "[.timing]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("crypt-sneak.encounter"))));
    Encounter big = document.encounter();
    auto &board = big.board.square;
    board.width = 100;
    board.height = 100;
    board.terrain.clear();
    // Pillars every seven cells and a few long walls.
    for (int y = 3; y < 100; y += 7) {
        for (int x = 3; x < 100; x += 7) {
            TerrainEntry pillar;
            pillar.kind = str((x + y) % 2 ? "wall" : "obstacle");
            pillar.cells << QPoint(x, y);
            board.terrain << pillar;
        }
    }
    for (int i = 0; i < 6; ++i) {
        WallSegment wall;
        wall.x1 = (10 + 15 * i) * FixedPoint::Scale;
        wall.y1 = 5 * FixedPoint::Scale;
        wall.x2 = wall.x1;
        wall.y2 = 40 * FixedPoint::Scale;
        board.walls << wall;
    }
    board.rebuild(*big.rules);
    for (const int size : {1, 2}) {
        const QRect observer(50, 50, size, size);
        QElapsedTimer timer;
        timer.start();
        const CoverHeat heat = CoverHeat::compute(str("x"), observer, board, *big.rules);
        const double ms = timer.nsecsElapsed() / 1e6;
        WARN("cover heat layer, 100x100, observer " << size << "x" << size << ": " << ms << " ms");
        CHECK(heat.isValid());
    }
}
