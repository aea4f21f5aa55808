#include "player/tablesetup.h"

#include "player/screenkey.h"

#include <QMetaEnum>
#include <QQmlEngine>
#include <QSettings>
#include <QStringList>

namespace
{

const auto TouchKey = QStringLiteral("table/touch");
const auto TouchGuardGroup = QStringLiteral("table/touchGuard");
const auto RotationGroup = QStringLiteral("table/rotation");
const auto OverscanGroup = QStringLiteral("table/overscan");

bool isRightAngle(int degrees)
{
    return degrees == 0 || degrees == 90 || degrees == 180 || degrees == 270;
}

bool isOverscan(int pixels)
{
    return pixels >= 0 && pixels <= TableSetup::MaxOverscan;
}

// The choice stored by its name ("PartyOnly"), so a new choice in the middle of the enum
// cannot turn a remembered one into another.
QMetaEnum tableTouchEnum()
{
    return QMetaEnum::fromType<TableSetup::TableTouch>();
}

// Each child key of `group` (an escaped screen name) with its value.
template<typename Read> void forEachScreen(QSettings &settings, const QString &group, Read read)
{
    settings.beginGroup(group);
    for (const QString &key : settings.childKeys())
        read(ScreenKeys::nameOf(key), settings.value(key));
    settings.endGroup();
}

// "left, top, right, bottom" in the settings file.
QStringList overscanText(const QMargins &margins)
{
    return {QString::number(margins.left()), QString::number(margins.top()),
            QString::number(margins.right()), QString::number(margins.bottom())};
}

} // namespace

TableSetup::TableSetup()
{
    readSettings();
}

TableSetup *TableSetup::instance()
{
    static TableSetup *setup = new TableSetup; // lives as long as the process
    return setup;
}

TableSetup *TableSetup::create(QQmlEngine *, QJSEngine *)
{
    TableSetup *setup = instance();
    QQmlEngine::setObjectOwnership(setup, QQmlEngine::CppOwnership);
    return setup;
}

// A value the settings file holds but this class would never have written (rotation 45, a
// guard of "maybe") reads as the default, so a hand-edited file cannot break the player view.
void TableSetup::readSettings()
{
    QSettings settings;
    bool known = false;
    const int touch = tableTouchEnum().keyToValue(
        settings.value(TouchKey).toString().toLatin1().constData(), &known);
    m_tableTouch = known ? TableTouch(touch) : TableTouch::Off;

    m_screens.clear();
    forEachScreen(settings, TouchGuardGroup, [this](const QString &name, const QVariant &value) {
        const QString text = value.toString();
        if (text == QLatin1String("true") || text == QLatin1String("false"))
            m_screens[name].touchGuard = text == QLatin1String("true");
    });
    forEachScreen(settings, RotationGroup, [this](const QString &name, const QVariant &value) {
        bool ok = false;
        const int degrees = value.toString().toInt(&ok);
        if (ok && isRightAngle(degrees))
            m_screens[name].rotation = degrees;
    });
    forEachScreen(settings, OverscanGroup, [this](const QString &name, const QVariant &value) {
        const QStringList edges = value.toStringList();
        if (edges.size() != 4)
            return;
        int pixels[4];
        for (int i = 0; i < 4; ++i) {
            bool ok = false;
            pixels[i] = edges[i].trimmed().toInt(&ok);
            if (!ok || !isOverscan(pixels[i]))
                return;
        }
        m_screens[name].overscan = QMargins(pixels[0], pixels[1], pixels[2], pixels[3]);
    });
}

void TableSetup::reload()
{
    const TableTouch touch = m_tableTouch;
    const QHash<QString, Screen> screens = m_screens;
    readSettings();
    if (m_tableTouch != touch)
        Q_EMIT tableTouchChanged();
    if (m_screens != screens)
        screenChanged();
}

void TableSetup::setTableTouch(TableTouch touch)
{
    if (touch == m_tableTouch)
        return;
    m_tableTouch = touch;
    QSettings().setValue(TouchKey, QString::fromLatin1(tableTouchEnum().valueToKey(int(touch))));
    Q_EMIT tableTouchChanged();
}

TableSetup::Screen TableSetup::screen(const QString &screenName) const
{
    return m_screens.value(screenName);
}

void TableSetup::screenChanged()
{
    ++m_revision;
    Q_EMIT screensChanged();
}

bool TableSetup::touchGuard(const QString &screenName) const
{
    return screen(screenName).touchGuard;
}

void TableSetup::setTouchGuard(const QString &screenName, bool on)
{
    if (touchGuard(screenName) == on)
        return;
    m_screens[screenName].touchGuard = on;
    QSettings().setValue(ScreenKeys::key(TouchGuardGroup, screenName), on);
    screenChanged();
}

int TableSetup::rotation(const QString &screenName) const
{
    return screen(screenName).rotation;
}

bool TableSetup::setRotation(const QString &screenName, int degrees)
{
    if (!isRightAngle(degrees))
        return false;
    if (rotation(screenName) != degrees) {
        m_screens[screenName].rotation = degrees;
        QSettings().setValue(ScreenKeys::key(RotationGroup, screenName), degrees);
        screenChanged();
    }
    return true;
}

void TableSetup::turn(const QString &screenName)
{
    setRotation(screenName, (rotation(screenName) + 90) % 360);
}

QVariantMap TableSetup::overscan(const QString &screenName) const
{
    const QMargins margins = screen(screenName).overscan;
    return {{QStringLiteral("left"), margins.left()},
            {QStringLiteral("top"), margins.top()},
            {QStringLiteral("right"), margins.right()},
            {QStringLiteral("bottom"), margins.bottom()}};
}

bool TableSetup::setOverscan(const QString &screenName, int left, int top, int right, int bottom)
{
    if (!isOverscan(left) || !isOverscan(top) || !isOverscan(right) || !isOverscan(bottom))
        return false;
    const QMargins margins(left, top, right, bottom);
    if (screen(screenName).overscan != margins) {
        m_screens[screenName].overscan = margins;
        QSettings().setValue(ScreenKeys::key(OverscanGroup, screenName), overscanText(margins));
        screenChanged();
    }
    return true;
}
