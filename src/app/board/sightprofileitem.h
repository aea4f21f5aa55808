#pragma once

#include "engine/sightprofile.h"
#include "live/liveframe.h"

#include <QQuickPaintedItem>
#include <QtQml/qqmlregistration.h>

// The side view of a sight line (docs/rules.md §13): while the pointer rests on one of the
// focus token's sight lines on a board with sight over heights, a small profile of that line
// from eye to eye, with the ground and the tops it passes, the bodies beside it and the point
// that blocks it, and the reasons in words. The GM's window only: nothing of it is drawn for the
// players.
class SightProfileItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    Q_PROPERTY(bool dark READ isDark WRITE setDark NOTIFY darkChanged)
    // A line is under the pointer and its profile is drawn.
    Q_PROPERTY(bool active READ isActive NOTIFY profileChanged)
    // The token at the line's far end, and the reasons joined by "; ".
    Q_PROPERTY(QString target READ target NOTIFY profileChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY profileChanged)

public:
    explicit SightProfileItem(QQuickItem *parent = nullptr);

    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] bool isDark() const { return m_dark; }
    void setDark(bool dark);
    [[nodiscard]] bool isActive() const { return m_profile.has_value(); }
    [[nodiscard]] QString target() const { return m_target; }
    [[nodiscard]] QString summary() const;

    // The pointer is at (x, y) in cells: picks the focus token's sight line within a fifth of a
    // cell of it (the nearest), or none.
    Q_INVOKABLE void hoverAt(double x, double y);
    Q_INVOKABLE void clear();

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void frameChanged();
    void darkChanged();
    void profileChanged();

private:
    void pick(const QString &target);

    LiveFrame m_frame;
    bool m_dark = false;
    QString m_target;
    std::optional<SightProfile> m_profile;
};
