#include "touchgestures.h"

#include <QLineF>
#include <algorithm>
#include <utility>

namespace
{
qreal distance(QPointF a, QPointF b)
{
    return QLineF(a, b).length();
}

TouchGestures::Gesture gesture(TouchGestures::Kind kind, QPointF position = {})
{
    return {kind, position, {}, 1};
}
} // namespace

void TouchGestures::setGuard(bool on)
{
    m_guard = on;
    // Switched off, the miniatures standing now become points that start nothing.
    if (!on)
        for (Point &point : m_points)
            point.resting = false;
}

const TouchGestures::Point *TouchGestures::find(int id) const
{
    const auto it =
        std::find_if(m_points.begin(), m_points.end(), [id](const Point &p) { return p.id == id; });
    return it == m_points.end() ? nullptr : &*it;
}

TouchGestures::Point *TouchGestures::find(int id)
{
    return const_cast<Point *>(std::as_const(*this).find(id));
}

bool TouchGestures::isMember(int id) const
{
    return id >= 0 && (id == m_first || id == m_second);
}

QList<TouchGestures::Gesture> TouchGestures::press(int id, QPointF position, qint64 ms)
{
    if (find(id))
        return {};
    m_points.push_back(Point{id, position, position, ms, position, ms, false, false});
    if (m_mode == Mode::Idle) {
        m_mode = Mode::Single;
        m_first = id;
        m_second = -1;
    } else if (m_mode == Mode::Single) {
        startTwo(m_first, id);
    }
    // While a drag, a pan or a pinch runs, another finger starts nothing.
    return {};
}

void TouchGestures::startTwo(int first, int second)
{
    m_mode = Mode::TwoWaiting;
    m_first = first;
    m_second = second;
}

QList<TouchGestures::Gesture> TouchGestures::move(int id, QPointF position, qint64 ms)
{
    Point *point = find(id);
    if (!point)
        return {};
    const QPointF before = point->last;
    point->last = position;
    if (distance(position, point->stillAt) > Slop) {
        point->stillAt = position;
        point->stillSinceMs = ms;
    }
    if (distance(position, point->press) > Slop)
        point->moved = true;
    if (point->resting || !isMember(id))
        return {};

    switch (m_mode) {
    case Mode::Single:
        if (!point->moved)
            return {};
        m_mode = Mode::Dragging;
        return {gesture(Kind::DragStart, point->press),
                Gesture{Kind::DragMove, position, position - point->press, 1}};
    case Mode::Dragging:
        return {Gesture{Kind::DragMove, position, position - before, 1}};
    case Mode::TwoWaiting: {
        const Point *a = find(m_first);
        const Point *b = find(m_second);
        if (!a || !b || !a->moved || !b->moved)
            return {};
        // Both fingers moved: the gesture is whichever changed more since the press, the span
        // between the fingers or their centre, and it stays that until a finger lifts.
        const QPointF startCentre = (a->press + b->press) / 2;
        const qreal startSpan = distance(a->press, b->press);
        const QPointF centre = (a->last + b->last) / 2;
        const qreal span = distance(a->last, b->last);
        const bool pinch =
            m_pinchEnabled && std::abs(span - startSpan) > distance(centre, startCentre);
        m_mode = pinch ? Mode::Pinching : Mode::Panning;
        m_lastCentroid = startCentre;
        m_lastSpan = startSpan;
        return twoFingerMove();
    }
    case Mode::Panning:
    case Mode::Pinching:
        return twoFingerMove();
    case Mode::Idle:
    case Mode::Spent:
        return {};
    }
    return {};
}

QList<TouchGestures::Gesture> TouchGestures::twoFingerMove()
{
    const Point *a = find(m_first);
    const Point *b = find(m_second);
    if (!a || !b)
        return {};
    const QPointF centre = (a->last + b->last) / 2;
    const qreal span = distance(a->last, b->last);
    QList<Gesture> out;
    if (m_mode == Mode::Panning && centre != m_lastCentroid) {
        out.append(Gesture{Kind::Pan, centre, centre - m_lastCentroid, 1});
    } else if (m_mode == Mode::Pinching && m_lastSpan > 0 && span > 0 && span != m_lastSpan) {
        out.append(Gesture{Kind::Zoom, centre, {}, span / m_lastSpan});
    }
    m_lastCentroid = centre;
    m_lastSpan = span;
    return out;
}

void TouchGestures::endGesture()
{
    m_mode = Mode::Idle;
    m_first = -1;
    m_second = -1;
}

void TouchGestures::leaveSpent(int id)
{
    m_mode = Mode::Spent;
    (id == m_first ? m_first : m_second) = -1;
    if (m_first < 0 && m_second < 0)
        endGesture();
}

QList<TouchGestures::Gesture> TouchGestures::release(int id, QPointF position, qint64 ms)
{
    Point *found = find(id);
    if (!found)
        return {};
    const Point point = *found;
    m_points.erase(m_points.begin() + (found - m_points.data()));
    if (point.resting)
        return {gesture(Kind::RestingChanged)};
    if (!isMember(id))
        return {};

    switch (m_mode) {
    case Mode::Single:
        endGesture();
        if (point.moved)
            return {};
        if (ms - point.pressMs < HoldMs)
            return tapAt(position, ms);
        return {gesture(Kind::Hold, point.press)};
    case Mode::Dragging:
        endGesture();
        return {gesture(Kind::DragEnd, position)};
    case Mode::TwoWaiting:
    case Mode::Panning:
    case Mode::Pinching:
    case Mode::Spent:
        // The other finger starts nothing more until it lifts too.
        leaveSpent(id);
        return {};
    case Mode::Idle:
        return {};
    }
    return {};
}

QList<TouchGestures::Gesture> TouchGestures::tapAt(QPointF position, qint64 ms)
{
    QList<Gesture> out{gesture(Kind::Tap, position)};
    if (m_lastTap && ms - m_lastTapMs <= DoubleTapMs &&
        distance(*m_lastTap, position) <= DoubleTapDistance) {
        out.append(gesture(Kind::DoubleTap, position));
        m_lastTap.reset();
    } else {
        m_lastTap = position;
        m_lastTapMs = ms;
    }
    return out;
}

QList<TouchGestures::Gesture> TouchGestures::cancel()
{
    QList<Gesture> out;
    if (m_mode == Mode::Dragging)
        out.append(gesture(Kind::DragCancel));
    const bool hadResting =
        std::any_of(m_points.begin(), m_points.end(), [](const Point &p) { return p.resting; });
    m_points.clear();
    endGesture();
    m_lastTap.reset();
    if (hadResting)
        out.append(gesture(Kind::RestingChanged));
    return out;
}

QList<TouchGestures::Gesture> TouchGestures::tick(qint64 ms)
{
    if (!m_guard)
        return {};
    QList<Gesture> out;
    bool changed = false;
    const bool running =
        m_mode == Mode::Dragging || m_mode == Mode::Panning || m_mode == Mode::Pinching;
    for (Point &point : m_points) {
        // A finger that drags, pans or pinches and pauses is still that finger.
        if (point.resting || (running && isMember(point.id)) || ms - point.stillSinceMs < RestMs)
            continue;
        point.resting = true;
        changed = true;
        if (!isMember(point.id))
            continue;
        if (m_mode == Mode::Single) {
            endGesture();
        } else if (m_mode == Mode::TwoWaiting) {
            // The finger beside the miniature carries on alone, dragging if it has moved.
            const int other = point.id == m_first ? m_second : m_first;
            m_mode = Mode::Single;
            m_first = other;
            m_second = -1;
            const Point *finger = find(other);
            if (finger && finger->moved) {
                m_mode = Mode::Dragging;
                out.append(gesture(Kind::DragStart, finger->press));
                out.append(Gesture{Kind::DragMove, finger->last, finger->last - finger->press, 1});
            }
        } else if (m_mode == Mode::Spent) {
            leaveSpent(point.id);
        }
    }
    if (changed)
        out.prepend(gesture(Kind::RestingChanged));
    return out;
}

QList<QPointF> TouchGestures::restingPoints() const
{
    QList<QPointF> out;
    for (const Point &point : m_points)
        if (point.resting)
            out.append(point.last);
    return out;
}

std::optional<QPointF> TouchGestures::holdingPoint(qint64 ms) const
{
    if (m_mode != Mode::Single)
        return std::nullopt;
    const Point *point = find(m_first);
    if (!point || point->moved || point->resting || ms - point->pressMs < HoldMs)
        return std::nullopt;
    return point->press;
}
