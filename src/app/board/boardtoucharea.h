#pragma once

#include "touchgestures.h"

#include <QElapsedTimer>
#include <QQuickItem>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <optional>

// Fingers on a board (docs/input.md, "Touch"): the touch screen's points go through
// TouchGestures and come out as the board's gestures, in this item's coordinates. Only touch
// screens: a mouse, a pen and a touchpad pass through to the items below as before, and so does
// everything while the item is disabled (the editing tools take the points as a mouse then).
class BoardTouchArea : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    // The miniature guard of this screen: still points for 1.5 s are miniatures, ignored.
    Q_PROPERTY(bool guard READ guard WRITE setGuard NOTIFY guardChanged)
    // Off while the view's zoom is locked (true scale): two fingers only pan.
    Q_PROPERTY(bool pinchEnabled READ pinchEnabled WRITE setPinchEnabled NOTIFY pinchEnabledChanged)
    // Where miniatures stand now, in this item's coordinates, for the faint rings under them.
    Q_PROPERTY(QVariantList restingPoints READ restingPoints NOTIFY restingPointsChanged)
    // Where a finger has been held long enough that lifting it opens the menu (while
    // `holding`), for the ring that tells the GM so.
    Q_PROPERTY(QPointF holdPoint READ holdPoint NOTIFY holdPointChanged)
    Q_PROPERTY(bool holding READ isHolding NOTIFY holdPointChanged)

public:
    explicit BoardTouchArea(QQuickItem *parent = nullptr);

    [[nodiscard]] bool guard() const { return m_gestures.guard(); }
    void setGuard(bool on);
    [[nodiscard]] bool pinchEnabled() const { return m_pinchEnabled; }
    void setPinchEnabled(bool on);
    [[nodiscard]] QVariantList restingPoints() const;
    [[nodiscard]] QPointF holdPoint() const { return m_holdPoint.value_or(QPointF()); }
    [[nodiscard]] bool isHolding() const { return m_holdPoint.has_value(); }

    // Milliseconds on some steady clock; a test sets its own so no test waits for 1.5 s.
    void setClock(std::function<qint64()> clock);
    // Lets the clock's time count now, as the ticker does ten times a second while a finger is
    // down: still points start resting.
    Q_INVOKABLE void poll();

Q_SIGNALS:
    void guardChanged();
    void pinchEnabledChanged();
    void restingPointsChanged();
    void holdPointChanged();
    void tapped(QPointF position);
    void doubleTapped(QPointF position);
    void held(QPointF position);
    void dragStarted(QPointF position);
    void dragMoved(QPointF position, QPointF delta);
    void dragFinished(QPointF position);
    void dragCanceled();
    void panned(QPointF delta);
    void zoomed(qreal factor, QPointF centre);

protected:
    void touchEvent(QTouchEvent *event) override;
    void touchUngrabEvent() override;

private:
    [[nodiscard]] qint64 now() const;
    void emitAll(const QList<TouchGestures::Gesture> &gestures);
    // After the points moved or time passed: still points rest, the hold ring and the ticker
    // follow.
    void settle(qint64 ms);
    void updateTicker();
    void updateHold(qint64 ms);

    TouchGestures m_gestures;
    bool m_pinchEnabled = true;
    QTimer m_ticker;
    QElapsedTimer m_elapsed;
    std::function<qint64()> m_clock;
    std::optional<QPointF> m_holdPoint;
};
