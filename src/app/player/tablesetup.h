#pragma once

#include <QHash>
#include <QMargins>
#include <QObject>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

// How the player view sits on a table: a TV laid flat with miniatures standing on it. Whether
// the players may move tokens by touch, and per screen (a GM may own a TV and a projector) the
// miniature guard, which way the view is turned and how much of each edge the TV's frame hides.
// Remembered in QSettings under "table/…"; one object for the process, so the Settings dialog,
// the player window and the board all see the same values.
class TableSetup : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    // Whether touch on the player window may move tokens: never (default), the party's tokens
    // only, or any token it shows.
    Q_PROPERTY(TableTouch tableTouch READ tableTouch WRITE setTableTouch NOTIFY tableTouchChanged)
    // Bumps on every per-screen change, so QML bindings that call the getters below re-evaluate.
    Q_PROPERTY(int revision READ revision NOTIFY screensChanged)
    // MaxOverscan, for the Settings dialog's spin boxes.
    Q_PROPERTY(int maxOverscan READ maxOverscan CONSTANT)

public:
    enum class TableTouch { Off, PartyOnly, AnyToken };
    Q_ENUM(TableTouch)

    static constexpr int MaxOverscan = 400; // logical pixels per edge

    [[nodiscard]] static TableSetup *instance();
    // The QML singleton factory: the process-wide instance, owned by C++.
    static TableSetup *create(QQmlEngine *, QJSEngine *);
    // Reads the settings again, as the next run would at its start (for tests), and signals
    // what that changed.
    void reload();

    [[nodiscard]] TableTouch tableTouch() const { return m_tableTouch; }
    void setTableTouch(TableTouch touch);
    [[nodiscard]] int revision() const { return m_revision; }
    [[nodiscard]] static int maxOverscan() { return MaxOverscan; }

    // Whether a touch that stays still is taken for a miniature and ignored; on by default.
    Q_INVOKABLE [[nodiscard]] bool touchGuard(const QString &screenName) const;
    Q_INVOKABLE void setTouchGuard(const QString &screenName, bool on);
    // The player view's turn on that screen, clockwise: 0, 90, 180 or 270; 0 by default.
    Q_INVOKABLE [[nodiscard]] int rotation(const QString &screenName) const;
    // False, and nothing changed, unless `degrees` is 0, 90, 180 or 270.
    Q_INVOKABLE bool setRotation(const QString &screenName, int degrees);
    // A quarter turn further, 270 wrapping to 0.
    Q_INVOKABLE void turn(const QString &screenName);
    // {left, top, right, bottom}: the logical pixels of each edge the screen's frame hides,
    // which the player view leaves empty; 0 by default.
    Q_INVOKABLE [[nodiscard]] QVariantMap overscan(const QString &screenName) const;
    // False, and nothing changed, unless each edge is in 0..MaxOverscan.
    Q_INVOKABLE bool setOverscan(const QString &screenName, int left, int top, int right,
                                 int bottom);

Q_SIGNALS:
    void tableTouchChanged();
    void screensChanged();

private:
    // One screen's settings; a screen never set has the defaults.
    struct Screen {
        bool touchGuard = true;
        int rotation = 0;
        QMargins overscan;
        bool operator==(const Screen &) const = default;
    };

    // Private, as Qt 6.4 would build a default-constructible QML singleton itself instead of
    // asking create(), and QML would see other values than C++.
    TableSetup();

    [[nodiscard]] Screen screen(const QString &screenName) const;
    void readSettings();
    void screenChanged();

    TableTouch m_tableTouch = TableTouch::Off;
    QHash<QString, Screen> m_screens;
    int m_revision = 0;
};
