#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The GM's pings: a point on the board both windows ring for a moment, to say "here"
// (README, "Pings"). A ping is neither an edit nor saved: it lives here for `Lifetime` and is
// gone. A second ping near a live one also asks the player view to centre on it.
class BoardPings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // [{pingId, cellX, cellY}] of the live pings, oldest first. No key is named like an Item
    // property: a Repeater would assign it to the delegate.
    Q_PROPERTY(QVariantList pings READ pings NOTIFY pingsChanged)
    Q_PROPERTY(int lifetime READ lifetime CONSTANT)

public:
    static constexpr int Lifetime = 2000; // ms
    // A ping this near (cells) a live one is the same spot pinged again.
    static constexpr double SameSpot = 1.5;

    explicit BoardPings(QObject *parent = nullptr);

    [[nodiscard]] QVariantList pings() const;
    [[nodiscard]] int lifetime() const { return Lifetime; }

    // Rings (x, y), in cells. Pinged again near a live ping, the player view centres there.
    Q_INVOKABLE void ping(double x, double y);
    Q_INVOKABLE void clear();

Q_SIGNALS:
    void pingsChanged();
    // The GM pinged a spot twice: the player view centres on (x, y), in cells.
    void centreRequested(double x, double y);

private:
    struct Ping {
        int id;
        double x;
        double y;
        qint64 bornMs;
    };
    void expire();

    QList<Ping> m_pings;
    int m_nextId = 1;
    QElapsedTimer m_clock;
    QTimer m_expiry;
};
