#pragma once

#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <QQuickWindow> // complete: moc needs it for the Q_INVOKABLE parameter
class QScreen;

// Which screen the player view goes to, and how many pixels make one square there.
// The GM picks a screen once and it is remembered; the player window goes full screen on it,
// falls back to a normal window on the GM's screen while that screen is unplugged, and goes
// back when it returns. True scale (a square the size of a miniature's base on a TV laid flat)
// needs the real pixel density, which screens often report wrongly, so the GM can calibrate
// each screen with a ruler; until then the screen's own report is the guess.
class PlayerScreens : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // [{name, label, width, height, x, y, primary}], in logical pixels.
    Q_PROPERTY(QVariantList screens READ screens NOTIFY screensChanged)
    // The name of the screen the GM picked; empty for a normal window on the GM's screen.
    Q_PROPERTY(
        QString chosenScreen READ chosenScreen WRITE setChosenScreen NOTIFY chosenScreenChanged)
    Q_PROPERTY(bool fullScreen READ isFullScreen NOTIFY fullScreenChanged)
    // The name of the screen the player window is on; empty before place().
    Q_PROPERTY(QString currentScreen READ currentScreen NOTIFY currentScreenChanged)
    // The size of one square at true scale; one inch unless the GM chose otherwise.
    Q_PROPERTY(double squareMillimetres READ squareMillimetres WRITE setSquareMillimetres NOTIFY
                   calibrationChanged)
    // pixelsPerSquare() of every connected or calibrated screen, by name, for bindings; it
    // changes with the calibration and with the screens connected.
    Q_PROPERTY(
        QVariantMap pixelsPerSquareByScreen READ pixelsPerSquareByScreen NOTIFY calibrationChanged)
    // The names of the screens calibrated so far, connected or not.
    Q_PROPERTY(QStringList calibratedScreens READ calibratedScreens NOTIFY calibrationChanged)
    // The screens the player view shows at true scale (locked zoom), remembered per screen.
    Q_PROPERTY(QStringList trueScaleScreens READ trueScaleScreens NOTIFY calibrationChanged)

public:
    static constexpr double DefaultSquareMillimetres = 25.4;
    static constexpr int NormalWidth = 1024;
    static constexpr int NormalHeight = 700;

    explicit PlayerScreens(QObject *parent = nullptr);

    [[nodiscard]] QVariantList screens() const;
    [[nodiscard]] QString chosenScreen() const { return m_chosenScreen; }
    void setChosenScreen(const QString &name);
    [[nodiscard]] bool isFullScreen() const { return m_fullScreen; }
    [[nodiscard]] QString currentScreen() const { return m_currentScreen; }
    [[nodiscard]] double squareMillimetres() const { return m_squareMillimetres; }
    // Refuses a size that is not a positive number and keeps the old one.
    void setSquareMillimetres(double millimetres);
    [[nodiscard]] QVariantMap pixelsPerSquareByScreen() const;
    [[nodiscard]] QStringList calibratedScreens() const;

    // Shows the player window full screen on the chosen screen when it is connected, otherwise
    // as a normal window on the GM window's screen, and follows screens coming and going from
    // then on. Changing chosenScreen later moves a visible player window too.
    Q_INVOKABLE void place(QQuickWindow *playerWindow, QQuickWindow *gmWindow);

    // A line `linePixels` logical pixels long measured `measuredMillimetres` on the screen.
    // False, and nothing stored, for an empty name or a length that is not positive.
    Q_INVOKABLE bool calibrate(const QString &screenName, double linePixels,
                               double measuredMillimetres);
    Q_INVOKABLE [[nodiscard]] bool isCalibrated(const QString &screenName) const;
    // Logical pixels per square on that screen: calibrated when it is, otherwise the screen's
    // reported density; -1 for a screen neither calibrated nor connected.
    Q_INVOKABLE [[nodiscard]] double pixelsPerSquare(const QString &screenName) const;
    Q_INVOKABLE void forgetCalibration(const QString &screenName);
    // Whether the player view is locked at true scale on that screen.
    Q_INVOKABLE [[nodiscard]] bool trueScale(const QString &screenName) const;
    Q_INVOKABLE void setTrueScale(const QString &screenName, bool on);
    [[nodiscard]] QStringList trueScaleScreens() const;

    // What the app does when a screen is plugged in or unplugged. Public so a test can play
    // an unplug: the offscreen platform removes screens only through Qt's private API.
    void onScreenAdded(QScreen *screen);
    void onScreenRemoved(QScreen *screen);

Q_SIGNALS:
    void screensChanged();
    void chosenScreenChanged();
    void fullScreenChanged();
    void currentScreenChanged();
    void calibrationChanged();

private:
    [[nodiscard]] static QScreen *screenNamed(const QString &name);
    void showFullScreenOn(QScreen *screen);
    void showNormalOn(QScreen *screen);
    // The GM window's screen, or another one when that is the screen going away.
    [[nodiscard]] QScreen *fallbackScreen(const QScreen *leaving) const;
    void watch(QQuickWindow *playerWindow);
    void updateState();

    QString m_chosenScreen;
    double m_squareMillimetres;
    QPointer<QQuickWindow> m_playerWindow;
    QPointer<QQuickWindow> m_gmWindow;
    // The screen place() last put the player window on, to notice it going away even if Qt
    // has moved the window off it before telling us.
    QPointer<QScreen> m_targetScreen;
    bool m_fullScreen = false;
    QString m_currentScreen;
};
