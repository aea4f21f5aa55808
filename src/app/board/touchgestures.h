#pragma once

#include <QList>
#include <QPointF>
#include <optional>
#include <vector>

// What fingers on the glass mean on the board (docs/input.md, "Touch"): a tap, a double tap, a
// hold, a one-finger drag, a two-finger pan or a pinch. Plain logic fed with points and times
// (BoardTouchArea feeds it from Qt Quick's touch events), so every rule is tested without a
// clock.
//
// A TV laid flat carries miniatures, and an infrared frame sees each as a finger. A point that
// stays within the slop for RestMs becomes a resting point, a miniature, and everything ignores
// it until it is lifted. That is why a hold only counts when the finger lifts before RestMs: a
// miniature put down on a token must never open its menu. A two-finger gesture starts only
// when both points have moved, and then stays a pan or a pinch until a finger lifts, so the
// two never wobble into each other.
class TouchGestures
{
public:
    static constexpr qint64 HoldMs = 600;
    static constexpr qint64 RestMs = 1500;
    static constexpr qint64 DoubleTapMs = 400;
    // How far a finger moves before it counts as moving; screen pixels.
    static constexpr qreal Slop = 10;
    // How far apart two taps may land and still make a double tap.
    static constexpr qreal DoubleTapDistance = 30;

    enum class Kind {
        Tap,
        DoubleTap,
        Hold,
        DragStart, // at the press point
        DragMove,
        DragEnd,
        DragCancel,
        Pan,  // by `delta`
        Zoom, // by `factor` about `position`
        RestingChanged,
    };

    struct Gesture {
        Kind kind;
        QPointF position;
        QPointF delta;
        qreal factor = 1;
    };

    // The miniature guard: off, no point ever rests (a screen without miniatures on it).
    void setGuard(bool on);
    [[nodiscard]] bool guard() const { return m_guard; }
    // Off, two moving fingers always pan (the table at true scale keeps its zoom).
    void setPinchEnabled(bool on) { m_pinchEnabled = on; }

    QList<Gesture> press(int id, QPointF position, qint64 ms);
    QList<Gesture> move(int id, QPointF position, qint64 ms);
    QList<Gesture> release(int id, QPointF position, qint64 ms);
    // The platform took the points away (a window change, a system gesture).
    QList<Gesture> cancel();
    // Lets time pass with nothing moving: points still for RestMs start resting.
    QList<Gesture> tick(qint64 ms);

    [[nodiscard]] QList<QPointF> restingPoints() const;
    // The finger held still long enough that lifting it now is a hold, if there is one: where
    // the board shows "lift to open the menu".
    [[nodiscard]] std::optional<QPointF> holdingPoint(qint64 ms) const;
    [[nodiscard]] bool hasPoints() const { return !m_points.empty(); }

private:
    enum class Mode { Idle, Single, Dragging, TwoWaiting, Panning, Pinching, Spent };

    struct Point {
        int id = 0;
        QPointF press;
        QPointF last;
        qint64 pressMs = 0;
        // Where and since when it has stayed within the slop.
        QPointF stillAt;
        qint64 stillSinceMs = 0;
        bool resting = false;
        bool moved = false; // left the slop around its press point
    };

    Point *find(int id);
    [[nodiscard]] const Point *find(int id) const;
    [[nodiscard]] bool isMember(int id) const;
    void startTwo(int first, int second);
    QList<Gesture> twoFingerMove();
    void endGesture();
    // A spent gesture's finger is lifted or rests: the gesture ends when neither is left.
    void leaveSpent(int id);
    QList<Gesture> tapAt(QPointF position, qint64 ms);

    std::vector<Point> m_points;
    Mode m_mode = Mode::Idle;
    // The points of the gesture in progress: one for Single and Dragging, two otherwise.
    int m_first = -1;
    int m_second = -1;
    QPointF m_lastCentroid;
    qreal m_lastSpan = 0;
    std::optional<QPointF> m_lastTap;
    qint64 m_lastTapMs = 0;
    bool m_guard = true;
    bool m_pinchEnabled = true;
};
