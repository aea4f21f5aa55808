#pragma once

#include <QColor>
#include <QPointer>
#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

class SideListModel;

// A token's side ring on screen (SideRing: the side's colour in the side's pattern, so colour is
// never the only cue), for the square board's tokens, the Combat Grid's chips and the player view.
// The item lies around the token's pill or disc with `band` to spare on every side; the pattern
// follows the side's row in `sides`, the encounter's order. It repaints only when one of these
// changes, never per frame.
class SideRingItem : public QQuickPaintedItem
{
    Q_OBJECT
    Q_MOC_INCLUDE("document/sidelistmodel.h")
    QML_ELEMENT
    Q_PROPERTY(QColor color READ color WRITE setColor NOTIFY changed)
    Q_PROPERTY(SideListModel *sides READ sides WRITE setSides NOTIFY changed)
    Q_PROPERTY(QString sideId READ sideId WRITE setSideId NOTIFY changed)
    // The ring's width in pixels.
    Q_PROPERTY(qreal band READ band WRITE setBand NOTIFY changed)
    // SideRing::Pattern, for tests and the legend.
    Q_PROPERTY(int pattern READ pattern NOTIFY changed)

public:
    explicit SideRingItem(QQuickItem *parent = nullptr);

    [[nodiscard]] QColor color() const { return m_color; }
    void setColor(const QColor &color);
    [[nodiscard]] SideListModel *sides() const { return m_sides; }
    void setSides(SideListModel *sides);
    [[nodiscard]] QString sideId() const { return m_sideId; }
    void setSideId(const QString &id);
    [[nodiscard]] qreal band() const { return m_band; }
    void setBand(qreal band);
    [[nodiscard]] int pattern() const { return m_pattern; }

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void changed();

private:
    void findPattern();

    QColor m_color{Qt::gray};
    QPointer<SideListModel> m_sides;
    QString m_sideId;
    qreal m_band = 3;
    int m_pattern = 0;
};
