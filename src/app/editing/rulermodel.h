#pragma once

#include "engine/rulermeasure.h"

#include <QList>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include "document/encounterdocument.h" // moc needs the complete type for the property

// The ruler (docs/rules.md §9.2): a route of cells the GM draws on a square board, from a first
// cell through waypoints to an end that follows the pointer, measured leg by leg by RulerMeasure
// in the rule set's unit ("7 squares · 14 m"). It is a tool's state, not part of the encounter:
// nothing is saved or undone. The GM may share it, and the player window then draws it too.
class RulerModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // A square board is open: it can measure.
    Q_PROPERTY(bool available READ isAvailable NOTIFY routeChanged)
    // The route's cells, the end last: [{cellX, cellY}].
    Q_PROPERTY(QVariantList points READ points NOTIFY routeChanged)
    // Each leg between two points: [{fromX, fromY, toX, toY (cells), midX, midY (the middle of
    //   the segment between the cells' centres, in cells), squares, text ("3 sq · 4.5 m")}]. The
    //   alternating diagonal count runs along the whole route, as RulerMeasure counts it.
    Q_PROPERTY(QVariantList legs READ legs NOTIFY routeChanged)
    Q_PROPERTY(int squares READ squares NOTIFY routeChanged)
    // The whole route, RulerMeasure::text(): "7 squares · 14 m"; empty with fewer than two points.
    Q_PROPERTY(QString text READ text NOTIFY routeChanged)
    // There is a route to draw (a first cell at least).
    Q_PROPERTY(bool active READ isActive NOTIFY routeChanged)
    // The end follows the pointer (track); finish() stops it.
    Q_PROPERTY(bool measuring READ isMeasuring NOTIFY routeChanged)
    // The player window draws the route too.
    Q_PROPERTY(bool shared READ isShared WRITE setShared NOTIFY sharedChanged)

public:
    explicit RulerModel(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] bool isAvailable() const;
    [[nodiscard]] QVariantList points() const;
    [[nodiscard]] QVariantList legs() const { return m_legs; }
    [[nodiscard]] int squares() const { return m_measure.squares(); }
    [[nodiscard]] QString text() const;
    [[nodiscard]] bool isActive() const { return !m_fixed.isEmpty(); }
    [[nodiscard]] bool isMeasuring() const { return m_end.has_value(); }
    [[nodiscard]] bool isShared() const { return m_shared; }
    void setShared(bool shared);
    // The route's cells, the end included.
    [[nodiscard]] QList<QPoint> route() const;
    [[nodiscard]] const RulerMeasure &measure() const { return m_measure; }

    // Points in cells, each measured from the cell that holds it (RulerMeasure::cellAt: a point
    // on a grid line belongs to the cell right of or below it).
    // A new route from the point's cell; its end follows the pointer from there.
    Q_INVOKABLE bool start(double x, double y);
    // The end of the route moves to the point's cell.
    Q_INVOKABLE bool track(double x, double y);
    // The point's cell becomes a waypoint; the end goes on from it.
    Q_INVOKABLE bool addWaypoint(double x, double y);
    // The end stays where it is: the route is finished.
    Q_INVOKABLE void finish();
    Q_INVOKABLE void clear();
    // A whole route at once, as [Qt.point(x, y), …] cells, finished (tests, screenshots).
    Q_INVOKABLE bool setRoute(const QVariantList &cells);

Q_SIGNALS:
    void documentChanged();
    void routeChanged();
    void sharedChanged();

private:
    [[nodiscard]] std::optional<QPoint> cellOf(double x, double y) const;
    void remeasure();

    QPointer<EncounterDocument> m_document;
    QList<QPoint> m_fixed;       // the first cell and the waypoints
    std::optional<QPoint> m_end; // the cell the pointer is over while measuring
    RulerMeasure m_measure;
    QVariantList m_legs;
    bool m_shared = false;
};
