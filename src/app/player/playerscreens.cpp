#include "player/playerscreens.h"

#include "document/rebind.h"
#include "player/screenkey.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QScreen>
#include <QSettings>
#include <QUrl>
#include <QVariantMap>
#include <cmath>

namespace
{
const auto ScreenKey = QStringLiteral("playerView/screen");
const auto SquareKey = QStringLiteral("playerView/squareMillimetres");
const auto CalibrationGroup = QStringLiteral("playerView/calibration");
const auto TrueScaleGroup = QStringLiteral("playerView/trueScale");
const auto MillimetresPerInch = 25.4;

QString calibrationKey(const QString &screenName)
{
    return ScreenKeys::key(CalibrationGroup, screenName);
}

bool isPositive(double value)
{
    return std::isfinite(value) && value > 0;
}

// "HDMI-1 · 3840 × 2160": the resolution in device pixels, the number a TV's manual gives.
QString screenLabel(const QScreen *screen)
{
    const QSize pixels = screen->size() * screen->devicePixelRatio();
    return QStringLiteral("%1 · %2 × %3")
        .arg(screen->name())
        .arg(pixels.width())
        .arg(pixels.height());
}
} // namespace

PlayerScreens::PlayerScreens(QObject *parent) : QObject(parent)
{
    const QSettings settings;
    m_chosenScreen = settings.value(ScreenKey).toString();
    const double square = settings.value(SquareKey, DefaultSquareMillimetres).toDouble();
    m_squareMillimetres = isPositive(square) ? square : DefaultSquareMillimetres;

    connect(qGuiApp, &QGuiApplication::screenAdded, this, &PlayerScreens::onScreenAdded);
    connect(qGuiApp, &QGuiApplication::screenRemoved, this, &PlayerScreens::onScreenRemoved);
    // A screen whose resolution changes gets a new label.
    for (QScreen *screen : QGuiApplication::screens())
        connect(screen, &QScreen::geometryChanged, this, &PlayerScreens::screensChanged);
}

QVariantList PlayerScreens::screens() const
{
    QVariantList list;
    const QScreen *primary = QGuiApplication::primaryScreen();
    for (const QScreen *screen : QGuiApplication::screens()) {
        // A screen without a name cannot be remembered, and an empty name already means
        // "a window on the GM's screen".
        if (screen->name().isEmpty())
            continue;
        const QRect geometry = screen->geometry();
        list << QVariantMap{{QStringLiteral("name"), screen->name()},
                            {QStringLiteral("label"), screenLabel(screen)},
                            {QStringLiteral("width"), geometry.width()},
                            {QStringLiteral("height"), geometry.height()},
                            {QStringLiteral("x"), geometry.x()},
                            {QStringLiteral("y"), geometry.y()},
                            {QStringLiteral("primary"), screen == primary}};
    }
    return list;
}

void PlayerScreens::setChosenScreen(const QString &name)
{
    if (name == m_chosenScreen)
        return;
    m_chosenScreen = name;
    QSettings().setValue(ScreenKey, name);
    Q_EMIT chosenScreenChanged();
    if (m_playerWindow && m_playerWindow->isVisible())
        place(m_playerWindow, m_gmWindow);
}

void PlayerScreens::setSquareMillimetres(double millimetres)
{
    if (!isPositive(millimetres) || millimetres == m_squareMillimetres)
        return;
    m_squareMillimetres = millimetres;
    QSettings().setValue(SquareKey, millimetres);
    Q_EMIT calibrationChanged();
}

QVariantMap PlayerScreens::pixelsPerSquareByScreen() const
{
    QVariantMap byScreen;
    for (const QScreen *screen : QGuiApplication::screens()) {
        if (!screen->name().isEmpty())
            byScreen.insert(screen->name(), pixelsPerSquare(screen->name()));
    }
    for (const QString &name : calibratedScreens())
        byScreen.insert(name, pixelsPerSquare(name));
    return byScreen;
}

QStringList PlayerScreens::calibratedScreens() const
{
    QSettings settings;
    settings.beginGroup(CalibrationGroup);
    QStringList names;
    // Only '%', '/' and '\\' were encoded (calibrationKey), so decoding every escape is exact.
    for (const QString &key : settings.childKeys())
        names << QUrl::fromPercentEncoding(key.toUtf8());
    return names;
}

void PlayerScreens::place(QQuickWindow *playerWindow, QQuickWindow *gmWindow)
{
    if (!playerWindow)
        return;
    watch(playerWindow);
    m_gmWindow = gmWindow;
    if (QScreen *chosen = screenNamed(m_chosenScreen))
        showFullScreenOn(chosen);
    else
        showNormalOn(fallbackScreen(nullptr));
}

bool PlayerScreens::calibrate(const QString &screenName, double linePixels,
                              double measuredMillimetres)
{
    if (screenName.isEmpty() || !isPositive(linePixels) || !isPositive(measuredMillimetres))
        return false;
    QSettings().setValue(calibrationKey(screenName), linePixels / measuredMillimetres);
    Q_EMIT calibrationChanged();
    return true;
}

bool PlayerScreens::isCalibrated(const QString &screenName) const
{
    return !screenName.isEmpty() && QSettings().contains(calibrationKey(screenName));
}

double PlayerScreens::pixelsPerSquare(const QString &screenName) const
{
    if (isCalibrated(screenName)) {
        const double pixelsPerMillimetre = QSettings().value(calibrationKey(screenName)).toDouble();
        if (isPositive(pixelsPerMillimetre))
            return pixelsPerMillimetre * m_squareMillimetres;
    }
    const QScreen *screen = screenNamed(screenName);
    if (!screen)
        return -1;
    // Qt gives the physical density in logical (device-independent) pixels already, the unit
    // the views draw in. A screen that reports no size at all gets its logical density.
    double dotsPerInch = screen->physicalDotsPerInch();
    if (!isPositive(dotsPerInch))
        dotsPerInch = screen->logicalDotsPerInch();
    return dotsPerInch / MillimetresPerInch * m_squareMillimetres;
}

void PlayerScreens::forgetCalibration(const QString &screenName)
{
    if (!isCalibrated(screenName))
        return;
    QSettings().remove(calibrationKey(screenName));
    Q_EMIT calibrationChanged();
}

void PlayerScreens::onScreenAdded(QScreen *screen)
{
    connect(screen, &QScreen::geometryChanged, this, &PlayerScreens::screensChanged,
            Qt::UniqueConnection);
    Q_EMIT screensChanged();
    Q_EMIT calibrationChanged(); // a guess for the new screen
    // The chosen screen is back: the players get their full-screen view again, unless the GM
    // has closed it meanwhile.
    if (m_playerWindow && m_playerWindow->isVisible() && !m_chosenScreen.isEmpty() &&
        screen->name() == m_chosenScreen)
        showFullScreenOn(screen);
}

void PlayerScreens::onScreenRemoved(QScreen *screen)
{
    Q_EMIT screensChanged();
    Q_EMIT calibrationChanged(); // its guess is gone
    if (!m_playerWindow || (m_playerWindow->screen() != screen && m_targetScreen != screen))
        return;
    QScreen *fallback = fallbackScreen(screen);
    if (!fallback)
        return;
    if (m_playerWindow->isVisible()) {
        showNormalOn(fallback);
    } else {
        m_playerWindow->setScreen(fallback);
        m_targetScreen = fallback;
        updateState();
    }
}

QScreen *PlayerScreens::screenNamed(const QString &name)
{
    if (name.isEmpty())
        return nullptr;
    for (QScreen *screen : QGuiApplication::screens()) {
        if (screen->name() == name)
            return screen;
    }
    return nullptr;
}

void PlayerScreens::showFullScreenOn(QScreen *screen)
{
    QQuickWindow *window = m_playerWindow;
    // X11 window managers move a full-screen window only once it has left full screen; the
    // geometry tells them which monitor the full screen is meant for.
    if (window->visibility() == QWindow::FullScreen && window->screen() != screen)
        window->showNormal();
    m_targetScreen = screen;
    window->setScreen(screen);
    window->setGeometry(screen->geometry());
    window->showFullScreen();
    updateState();
}

void PlayerScreens::showNormalOn(QScreen *screen)
{
    QQuickWindow *window = m_playerWindow;
    const bool wasFullScreen = window->visibility() == QWindow::FullScreen;
    if (wasFullScreen)
        window->showNormal();
    m_targetScreen = screen;
    // A window the GM already has on that screen keeps the size and place the GM gave it.
    if (wasFullScreen || !window->isVisible() || window->screen() != screen) {
        window->setScreen(screen);
        const QRect area = screen->availableGeometry();
        QRect frame(QPoint(), QSize(NormalWidth, NormalHeight).boundedTo(area.size()));
        frame.moveCenter(area.center());
        window->setGeometry(frame);
    }
    window->showNormal();
    updateState();
}

QScreen *PlayerScreens::fallbackScreen(const QScreen *leaving) const
{
    QList<QScreen *> candidates;
    if (m_gmWindow)
        candidates << m_gmWindow->screen();
    candidates << QGuiApplication::primaryScreen() << QGuiApplication::screens();
    for (QScreen *screen : std::as_const(candidates)) {
        if (screen && screen != leaving)
            return screen;
    }
    return nullptr;
}

void PlayerScreens::watch(QQuickWindow *playerWindow)
{
    if (!rebind(m_playerWindow, playerWindow, this))
        return;
    connect(playerWindow, &QWindow::screenChanged, this, &PlayerScreens::updateState);
    connect(playerWindow, &QWindow::visibilityChanged, this, &PlayerScreens::updateState);
    connect(playerWindow, &QObject::destroyed, this, &PlayerScreens::updateState,
            Qt::QueuedConnection);
}

void PlayerScreens::updateState()
{
    const QScreen *screen = m_playerWindow ? m_playerWindow->screen() : nullptr;
    const QString current = screen ? screen->name() : QString();
    const bool fullScreen = m_playerWindow && m_playerWindow->visibility() == QWindow::FullScreen;
    if (current != m_currentScreen) {
        m_currentScreen = current;
        Q_EMIT currentScreenChanged();
    }
    if (fullScreen != m_fullScreen) {
        m_fullScreen = fullScreen;
        Q_EMIT fullScreenChanged();
    }
}

bool PlayerScreens::trueScale(const QString &screenName) const
{
    return !screenName.isEmpty() &&
           QSettings().value(ScreenKeys::key(TrueScaleGroup, screenName), false).toBool();
}

void PlayerScreens::setTrueScale(const QString &screenName, bool on)
{
    if (screenName.isEmpty() || trueScale(screenName) == on)
        return;
    QSettings().setValue(ScreenKeys::key(TrueScaleGroup, screenName), on);
    Q_EMIT calibrationChanged();
}

QStringList PlayerScreens::trueScaleScreens() const
{
    QSettings settings;
    settings.beginGroup(TrueScaleGroup);
    QStringList names;
    for (const QString &key : settings.childKeys()) {
        if (settings.value(key).toBool())
            names << QUrl::fromPercentEncoding(key.toUtf8());
    }
    return names;
}
