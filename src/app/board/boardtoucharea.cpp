#include "boardtoucharea.h"

#include <QPointingDevice>
#include <QTouchEvent>

BoardTouchArea::BoardTouchArea(QQuickItem *parent) : QQuickItem(parent)
{
    setAcceptTouchEvents(true);
    setAcceptedMouseButtons(Qt::NoButton);
    m_elapsed.start();
    m_ticker.setInterval(100);
    connect(&m_ticker, &QTimer::timeout, this, &BoardTouchArea::poll);
}

void BoardTouchArea::setGuard(bool on)
{
    if (on == m_gestures.guard())
        return;
    const bool hadResting = !m_gestures.restingPoints().isEmpty();
    m_gestures.setGuard(on);
    Q_EMIT guardChanged();
    if (hadResting)
        Q_EMIT restingPointsChanged();
}

void BoardTouchArea::setPinchEnabled(bool on)
{
    if (on == m_pinchEnabled)
        return;
    m_pinchEnabled = on;
    m_gestures.setPinchEnabled(on);
    Q_EMIT pinchEnabledChanged();
}

QVariantList BoardTouchArea::restingPoints() const
{
    QVariantList out;
    for (const QPointF &point : m_gestures.restingPoints())
        out.append(point);
    return out;
}

void BoardTouchArea::setClock(std::function<qint64()> clock)
{
    m_clock = std::move(clock);
}

qint64 BoardTouchArea::now() const
{
    return m_clock ? m_clock() : m_elapsed.elapsed();
}

void BoardTouchArea::poll()
{
    settle(now());
}

void BoardTouchArea::settle(qint64 ms)
{
    emitAll(m_gestures.tick(ms));
    updateHold(ms);
    updateTicker();
}

void BoardTouchArea::touchEvent(QTouchEvent *event)
{
    // A touchpad's fingers are the pointer's business (and its pinch the view's PinchHandler).
    if (!event->device() || event->device()->type() != QInputDevice::DeviceType::TouchScreen) {
        event->ignore();
        return;
    }
    if (event->type() == QEvent::TouchCancel) {
        touchUngrabEvent();
        return;
    }
    const qint64 ms = now();
    for (const QEventPoint &point : event->points()) {
        switch (point.state()) {
        case QEventPoint::State::Pressed:
            emitAll(m_gestures.press(point.id(), point.position(), ms));
            break;
        case QEventPoint::State::Updated:
            emitAll(m_gestures.move(point.id(), point.position(), ms));
            break;
        case QEventPoint::State::Released:
            emitAll(m_gestures.release(point.id(), point.position(), ms));
            break;
        default:
            break;
        }
    }
    // Time passes with events too: a miniature put down while another finger moves rests.
    settle(ms);
    event->accept();
}

void BoardTouchArea::touchUngrabEvent()
{
    emitAll(m_gestures.cancel());
    updateHold(now());
    updateTicker();
}

void BoardTouchArea::updateHold(qint64 ms)
{
    const auto point = m_gestures.holdingPoint(ms);
    if (point == m_holdPoint)
        return;
    m_holdPoint = point;
    Q_EMIT holdPointChanged();
}

void BoardTouchArea::updateTicker()
{
    if (m_gestures.hasPoints() && !m_ticker.isActive())
        m_ticker.start();
    else if (!m_gestures.hasPoints())
        m_ticker.stop();
}

void BoardTouchArea::emitAll(const QList<TouchGestures::Gesture> &gestures)
{
    using Kind = TouchGestures::Kind;
    for (const TouchGestures::Gesture &g : gestures) {
        switch (g.kind) {
        case Kind::Tap:
            Q_EMIT tapped(g.position);
            break;
        case Kind::DoubleTap:
            Q_EMIT doubleTapped(g.position);
            break;
        case Kind::Hold:
            Q_EMIT held(g.position);
            break;
        case Kind::DragStart:
            Q_EMIT dragStarted(g.position);
            break;
        case Kind::DragMove:
            Q_EMIT dragMoved(g.position, g.delta);
            break;
        case Kind::DragEnd:
            Q_EMIT dragFinished(g.position);
            break;
        case Kind::DragCancel:
            Q_EMIT dragCanceled();
            break;
        case Kind::Pan:
            Q_EMIT panned(g.delta);
            break;
        case Kind::Zoom:
            Q_EMIT zoomed(g.factor, g.position);
            break;
        case Kind::RestingChanged:
            Q_EMIT restingPointsChanged();
            break;
        }
    }
}
