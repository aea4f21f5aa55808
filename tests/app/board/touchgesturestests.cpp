#include "board/touchgestures.h"

#include <catch2/catch.hpp>

// The gesture rules without a window or a clock (docs/input.md, "Touch"). The sequences in the
// real windows are in touchwindowtests.cpp.

using Kind = TouchGestures::Kind;

namespace
{

QList<Kind> kinds(const QList<TouchGestures::Gesture> &gestures)
{
    QList<Kind> out;
    for (const auto &g : gestures)
        out.append(g.kind);
    return out;
}

// A point put down at `at` and left there long enough to be a miniature.
void standMiniature(TouchGestures &touch, int id, QPointF at, qint64 &ms)
{
    touch.press(id, at, ms);
    ms += TouchGestures::RestMs + 100;
    CHECK(kinds(touch.tick(ms)) == QList<Kind>{Kind::RestingChanged});
}

} // namespace

TEST_CASE("A quick touch lifted in place is a tap and two are a double tap", "[touch]")
{
    TouchGestures touch;
    touch.press(1, {100, 100}, 0);
    CHECK(kinds(touch.release(1, {102, 101}, 120)) == QList<Kind>{Kind::Tap});
    touch.press(2, {104, 100}, 300);
    CHECK(kinds(touch.release(2, {104, 100}, 380)) == QList<Kind>{Kind::Tap, Kind::DoubleTap});
    // Too late for a double tap: a tap again.
    touch.press(3, {104, 100}, 2000);
    CHECK(kinds(touch.release(3, {104, 100}, 2050)) == QList<Kind>{Kind::Tap});
    touch.press(4, {300, 100}, 2200); // too far from the last tap
    CHECK(kinds(touch.release(4, {300, 100}, 2250)) == QList<Kind>{Kind::Tap});
}

TEST_CASE("A hold counts when the finger lifts before it would be a miniature", "[touch]")
{
    TouchGestures touch;
    touch.press(1, {50, 60}, 0);
    CHECK(touch.tick(900).isEmpty()); // nothing opens while the finger is down
    const auto held = touch.release(1, {51, 60}, 1000);
    REQUIRE(kinds(held) == QList<Kind>{Kind::Hold});
    CHECK(held[0].position == QPointF(50, 60));

    // Held past RestMs it is a miniature: lifting it does nothing but take the ring away.
    touch.press(2, {50, 60}, 5000);
    CHECK(kinds(touch.tick(5000 + TouchGestures::RestMs)) == QList<Kind>{Kind::RestingChanged});
    CHECK(touch.restingPoints() == QList<QPointF>{QPointF(50, 60)});
    CHECK(kinds(touch.release(2, {50, 60}, 9000)) == QList<Kind>{Kind::RestingChanged});
    CHECK(touch.restingPoints().isEmpty());
}

TEST_CASE("One finger drags as one gesture from its press point", "[touch]")
{
    TouchGestures touch;
    touch.press(1, {10, 10}, 0);
    CHECK(touch.move(1, {15, 12}, 20).isEmpty()); // within the slop
    const auto start = touch.move(1, {40, 10}, 40);
    REQUIRE(kinds(start) == QList<Kind>({Kind::DragStart, Kind::DragMove}));
    CHECK(start[0].position == QPointF(10, 10));
    CHECK(start[1].position == QPointF(40, 10));
    const auto step = touch.move(1, {60, 15}, 60);
    REQUIRE(kinds(step) == QList<Kind>{Kind::DragMove});
    CHECK(step[0].delta == QPointF(20, 5));
    // A finger that pauses mid-drag is still dragging, not a miniature.
    CHECK(touch.tick(60 + 3 * TouchGestures::RestMs).isEmpty());
    CHECK(kinds(touch.release(1, {60, 15}, 5000)) == QList<Kind>{Kind::DragEnd});
}

TEST_CASE("A drag beside a standing miniature ignores the miniature", "[touch]")
{
    TouchGestures touch;
    qint64 ms = 0;
    standMiniature(touch, 7, {300, 300}, ms);
    touch.press(1, {10, 10}, ms);
    CHECK(kinds(touch.move(1, {50, 10}, ms + 30)) ==
          QList<Kind>({Kind::DragStart, Kind::DragMove}));
    // The miniature is nudged: nothing.
    CHECK(touch.move(7, {330, 300}, ms + 40).isEmpty());
    CHECK(kinds(touch.release(1, {50, 10}, ms + 60)) == QList<Kind>{Kind::DragEnd});
    CHECK(touch.restingPoints().size() == 1);
}

TEST_CASE("A tap beside a standing miniature is a tap", "[touch]")
{
    TouchGestures touch;
    qint64 ms = 0;
    standMiniature(touch, 7, {300, 300}, ms);
    touch.press(1, {100, 100}, ms);
    CHECK(kinds(touch.release(1, {100, 100}, ms + 80)) == QList<Kind>{Kind::Tap});
}

TEST_CASE("Two moving fingers pan or pinch and stay what they started as", "[touch]")
{
    SECTION("a pan")
    {
        TouchGestures touch;
        touch.press(1, {100, 100}, 0);
        touch.press(2, {200, 100}, 5);
        CHECK(touch.move(1, {130, 100}, 20).isEmpty()); // one finger alone starts nothing
        const auto pan = touch.move(2, {230, 104}, 25);
        REQUIRE(kinds(pan) == QList<Kind>{Kind::Pan});
        CHECK(pan[0].delta == QPointF(30, 2));
        // The span changes a little as the hand turns: still a pan, never a zoom.
        const auto more = touch.move(2, {250, 104}, 40);
        REQUIRE(kinds(more) == QList<Kind>{Kind::Pan});
        CHECK(touch.release(1, {130, 100}, 50).isEmpty());
        CHECK(touch.move(2, {400, 104}, 60).isEmpty()); // the other finger alone is spent
        CHECK(touch.release(2, {400, 104}, 70).isEmpty());
    }
    SECTION("a pinch")
    {
        TouchGestures touch;
        touch.press(1, {100, 100}, 0);
        touch.press(2, {200, 100}, 5);
        touch.move(1, {80, 100}, 20);
        const auto zoom = touch.move(2, {220, 100}, 25);
        REQUIRE(kinds(zoom) == QList<Kind>{Kind::Zoom});
        CHECK(zoom[0].factor == Approx(140.0 / 100.0));
        CHECK(zoom[0].position == QPointF(150, 100));
        // The centre drifts: still a zoom.
        const auto drift = touch.move(1, {90, 110}, 30);
        CHECK(kinds(drift) == QList<Kind>{Kind::Zoom});
    }
    SECTION("a pinch while the zoom is locked pans")
    {
        TouchGestures touch;
        touch.setPinchEnabled(false);
        touch.press(1, {100, 100}, 0);
        touch.press(2, {200, 100}, 5);
        touch.move(1, {80, 100}, 20);
        CHECK(kinds(touch.move(2, {220, 104}, 25)) == QList<Kind>{Kind::Pan});
    }
}

TEST_CASE("A pinch beside a standing miniature uses the two fingers", "[touch]")
{
    TouchGestures touch;
    qint64 ms = 0;
    standMiniature(touch, 7, {150, 400}, ms);
    touch.press(1, {100, 100}, ms);
    touch.press(2, {200, 100}, ms + 5);
    touch.move(1, {50, 100}, ms + 20);
    const auto zoom = touch.move(2, {250, 100}, ms + 25);
    REQUIRE(kinds(zoom) == QList<Kind>{Kind::Zoom});
    CHECK(zoom[0].factor == Approx(2.0));
}

TEST_CASE("A miniature put down beside a finger leaves the finger its drag", "[touch]")
{
    TouchGestures touch;
    touch.press(1, {10, 10}, 0);
    touch.press(7, {300, 300}, 10); // the miniature lands while the finger is down
    // The finger moves, the miniature does not: no two-finger gesture.
    CHECK(touch.move(1, {60, 10}, 100).isEmpty());
    // Once the miniature rests, the finger drags from where it was pressed.
    const auto after = touch.tick(10 + TouchGestures::RestMs);
    REQUIRE(kinds(after) == QList<Kind>({Kind::RestingChanged, Kind::DragStart, Kind::DragMove}));
    CHECK(after[1].position == QPointF(10, 10));
    CHECK(after[2].position == QPointF(60, 10));
}

TEST_CASE("Without the guard nothing rests and a long hold is a hold", "[touch]")
{
    TouchGestures touch;
    touch.setGuard(false);
    touch.press(1, {10, 10}, 0);
    CHECK(touch.tick(10000).isEmpty());
    CHECK(kinds(touch.release(1, {10, 10}, 10000)) == QList<Kind>{Kind::Hold});
}

TEST_CASE("A cancelled touch cancels the drag and forgets the miniatures", "[touch]")
{
    TouchGestures touch;
    qint64 ms = 0;
    standMiniature(touch, 7, {300, 300}, ms);
    touch.press(1, {10, 10}, ms);
    touch.move(1, {60, 10}, ms + 10);
    CHECK(kinds(touch.cancel()) == QList<Kind>({Kind::DragCancel, Kind::RestingChanged}));
    CHECK_FALSE(touch.hasPoints());
}

TEST_CASE("A finger held still is holding from HoldMs until it rests", "[touch]")
{
    TouchGestures touch;
    touch.press(1, {40, 40}, 0);
    CHECK_FALSE(touch.holdingPoint(TouchGestures::HoldMs - 1));
    REQUIRE(touch.holdingPoint(TouchGestures::HoldMs));
    CHECK(*touch.holdingPoint(TouchGestures::HoldMs) == QPointF(40, 40));
    touch.tick(TouchGestures::RestMs);
    CHECK_FALSE(touch.holdingPoint(TouchGestures::RestMs)); // a miniature now
    touch.release(1, {40, 40}, TouchGestures::RestMs + 10);

    // A finger that moved is dragging, not holding.
    touch.press(2, {40, 40}, 5000);
    touch.move(2, {90, 40}, 5010);
    CHECK_FALSE(touch.holdingPoint(5000 + TouchGestures::HoldMs));
}
