#pragma once

#include <QObject>
#include <QPointer>
#include <QQuickItem>
#include <QString>
#include <QtQml/qqmlregistration.h>

// Says something to a screen reader that is not where the focus is (issue #25): a new turn, a
// token's changed status, where a keyboard drop landed. Qt 6.4 has neither
// Accessible.announce (6.8) nor live regions, so the words go to a status line the window
// shows (`statusItem`, whose accessible name binds to `text`): its name changes, which the
// AT-SPI bridge reports as an accessible-name property change, and an Alert event follows for
// the platforms that speak those.
class Announcer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The last announcement, for the status line's text and accessible name.
    Q_PROPERTY(QString text READ text NOTIFY textChanged)
    // The status line: the object the events are about.
    Q_PROPERTY(QQuickItem *statusItem READ statusItem WRITE setStatusItem NOTIFY statusItemChanged)
    // How many announcements were made (tests).
    Q_PROPERTY(int count READ count NOTIFY textChanged)

public:
    explicit Announcer(QObject *parent = nullptr);

    [[nodiscard]] QString text() const { return m_text; }
    [[nodiscard]] QQuickItem *statusItem() const { return m_statusItem; }
    void setStatusItem(QQuickItem *item);
    [[nodiscard]] int count() const { return m_count; }

    // Shows `text` in the status line and tells the screen reader; the same words again are
    // told again.
    Q_INVOKABLE void announce(const QString &text);

Q_SIGNALS:
    void textChanged();
    void statusItemChanged();
    void announced(const QString &text);

private:
    QString m_text;
    QPointer<QQuickItem> m_statusItem;
    int m_count = 0;
};
