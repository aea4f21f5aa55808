// The player view's screen choice on two fake screens: the offscreen platform reads them from
// tests/data/two-screens.json (QT_QPA_PLATFORM=offscreen:configfile=…): "GM-1", an ordinary
// 1920 × 1080 monitor, and "HDMI-1", a 4K TV to its right at twice the scale. Its own
// executable, because the screens are fixed when the QGuiApplication starts.
#include "catchsession.h"
#include <catch2/catch.hpp>

#include "player/playerscreens.h"

#include <QGuiApplication>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QScreen>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/qqmlextensionplugin.h>
#include <functional>
#include <memory>

Q_IMPORT_QML_PLUGIN(GridkeepPlugin)

namespace
{

const auto Gm = QStringLiteral("GM-1");
const auto Tv = QStringLiteral("HDMI-1");

QScreen *screenNamed(const QString &name)
{
    for (QScreen *screen : QGuiApplication::screens()) {
        if (screen->name() == name)
            return screen;
    }
    FAIL("no screen " << name.toStdString() << ": is QT_QPA_PLATFORM set to the two screens?");
    return nullptr;
}

bool waitFor(const std::function<bool()> &condition)
{
    return QTest::qWaitFor(condition, 5000);
}

struct CleanPlayerSettings {
    CleanPlayerSettings() { QSettings().remove(QStringLiteral("playerView")); }
    ~CleanPlayerSettings() { QSettings().remove(QStringLiteral("playerView")); }
};

// The GM's main window, shown on `screen`, and a player window not shown yet.
struct Windows {
    explicit Windows(QScreen *screen)
    {
        gm.setScreen(screen);
        gm.setGeometry(screen->availableGeometry().adjusted(40, 40, -40, -40));
        gm.show();
        REQUIRE(waitFor([this] { return gm.isExposed(); }));
    }

    QQuickWindow gm;
    QQuickWindow player;
};

void requireFullScreenOn(const PlayerScreens &screens, const QQuickWindow &player, QScreen *screen)
{
    REQUIRE(waitFor([&] { return player.geometry() == screen->geometry(); }));
    CHECK(player.screen() == screen);
    CHECK(player.visibility() == QWindow::FullScreen);
    CHECK(player.windowStates().testFlag(Qt::WindowFullScreen));
    CHECK(screens.isFullScreen());
    CHECK(screens.currentScreen() == screen->name());
}

void requireNormalWindowOn(const PlayerScreens &screens, const QQuickWindow &player,
                           QScreen *screen)
{
    REQUIRE(waitFor([&] {
        return player.size() == QSize(PlayerScreens::NormalWidth, PlayerScreens::NormalHeight);
    }));
    CHECK(player.screen() == screen);
    CHECK(player.visibility() == QWindow::Windowed);
    CHECK(screen->geometry().contains(player.geometry()));
    CHECK_FALSE(screens.isFullScreen());
    CHECK(screens.currentScreen() == screen->name());
}

// Depth first through QObject children and Qt Quick child items (popups keep their contents
// in both).
QObject *findNamed(QObject *root, const QString &name)
{
    QSet<QObject *> seen;
    QList<QObject *> pending{root};
    while (!pending.isEmpty()) {
        QObject *object = pending.takeLast();
        if (!object || seen.contains(object))
            continue;
        seen.insert(object);
        if (object->objectName() == name)
            return object;
        pending << object->children();
        if (auto *item = qobject_cast<QQuickItem *>(object)) {
            for (QQuickItem *child : item->childItems())
                pending << child;
        }
        if (auto *window = qobject_cast<QQuickWindow *>(object))
            pending << window->contentItem();
    }
    return nullptr;
}

// A window holding one of the player dialogs, as the app will: `dialogQml` is the dialog's
// element with its properties. QML warnings fail the test.
struct DialogHost {
    DialogHost(PlayerScreens *screens, const QByteArray &dialogQml)
    {
        QObject::connect(&engine, &QQmlEngine::warnings, [this](const QList<QQmlError> &list) {
            for (const QQmlError &error : list)
                warnings << error.toString();
        });
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport QtQuick.Controls\nimport Gridkeep\n"
                          "Window {\n    id: root\n    required property PlayerScreens screens\n"
                          "    width: 900; height: 700; visible: true\n    " +
                              dialogQml + "\n}\n",
                          // In the module's folder, as the app's views are: they see its
                          // QML types by that (the module is not on an import path).
                          QUrl(QStringLiteral("qrc:/Gridkeep/TwoScreensHost.qml")));
        INFO(component.errorString().toStdString());
        REQUIRE(component.isReady());
        window.reset(qobject_cast<QQuickWindow *>(component.createWithInitialProperties(
            {{QStringLiteral("screens"), QVariant::fromValue(screens)}})));
        REQUIRE(window);
        REQUIRE(waitFor([this] { return window->isExposed(); }));
        dialog = findNamed(window.get(), QStringLiteral("dialog"));
        REQUIRE(dialog);
    }

    QObject *named(const char *name) const
    {
        QObject *object = findNamed(window.get(), QString::fromLatin1(name));
        INFO(name);
        REQUIRE(object);
        return object;
    }

    void open() const
    {
        REQUIRE(QMetaObject::invokeMethod(dialog, "open"));
        REQUIRE(waitFor([this] { return dialog->property("opened").toBool(); }));
    }
    void close(const char *how) const
    {
        REQUIRE(QMetaObject::invokeMethod(dialog, how));
        REQUIRE(waitFor([this] { return !dialog->property("visible").toBool(); }));
    }

    QStringList warnings; // first: the engine may still warn while it is destroyed
    QQmlEngine engine;
    std::unique_ptr<QQuickWindow> window;
    QObject *dialog = nullptr;
};

} // namespace

TEST_CASE("Two screens: the player view's screens are the ones Qt reports", "[player]")
{
    CleanPlayerSettings clean;
    REQUIRE(QGuiApplication::screens().size() == 2);
    const PlayerScreens screens;
    const QVariantList list = screens.screens();
    REQUIRE(list.size() == 2);

    const auto gm = list.at(0).toMap();
    CHECK(gm.value(QStringLiteral("name")).toString() == Gm);
    CHECK(gm.value(QStringLiteral("label")).toString() == QStringLiteral("GM-1 · 1920 × 1080"));
    CHECK(gm.value(QStringLiteral("primary")).toBool());
    CHECK(gm.value(QStringLiteral("x")).toInt() == 0);

    // The TV's label gives its real resolution; the rest is in logical pixels (scale 2).
    const auto tv = list.at(1).toMap();
    CHECK(tv.value(QStringLiteral("name")).toString() == Tv);
    CHECK(tv.value(QStringLiteral("label")).toString() == QStringLiteral("HDMI-1 · 3840 × 2160"));
    CHECK_FALSE(tv.value(QStringLiteral("primary")).toBool());
    CHECK(tv.value(QStringLiteral("width")).toInt() == 1920);
    CHECK(tv.value(QStringLiteral("height")).toInt() == 1080);
    CHECK(tv.value(QStringLiteral("x")).toInt() == screenNamed(Tv)->geometry().x());
}

TEST_CASE("Two screens: the chosen screen gets the player view full screen", "[player]")
{
    CleanPlayerSettings clean;
    Windows windows(screenNamed(Gm));
    PlayerScreens screens;
    screens.setChosenScreen(Tv);
    QSignalSpy fullScreenChanged(&screens, &PlayerScreens::fullScreenChanged);

    screens.place(&windows.player, &windows.gm);

    requireFullScreenOn(screens, windows.player, screenNamed(Tv));
    CHECK(fullScreenChanged.count() == 1);
    CHECK(windows.gm.screen() == screenNamed(Gm)); // the GM's window stays where it was
}

TEST_CASE("Two screens: nothing chosen, a normal window on the GM's screen", "[player]")
{
    CleanPlayerSettings clean;
    // Whichever screen the GM's window is on, even the TV.
    const QString gmScreen = GENERATE(Gm, Tv);
    // No choice, or a screen that is not connected now.
    const QString chosen = GENERATE(QString(), QStringLiteral("DP-7"));
    INFO("GM on " << gmScreen.toStdString() << ", chosen \"" << chosen.toStdString() << '"');
    Windows windows(screenNamed(gmScreen));
    PlayerScreens screens;
    screens.setChosenScreen(chosen);

    screens.place(&windows.player, &windows.gm);

    requireNormalWindowOn(screens, windows.player, screenNamed(gmScreen));
}

TEST_CASE("Two screens: a new choice moves the player view that is showing", "[player]")
{
    CleanPlayerSettings clean;
    Windows windows(screenNamed(Gm));
    PlayerScreens screens;
    screens.place(&windows.player, &windows.gm);
    requireNormalWindowOn(screens, windows.player, screenNamed(Gm));

    screens.setChosenScreen(Tv);
    requireFullScreenOn(screens, windows.player, screenNamed(Tv));

    screens.setChosenScreen(QString());
    requireNormalWindowOn(screens, windows.player, screenNamed(Gm));

    // A closed player view stays closed.
    windows.player.hide();
    screens.setChosenScreen(Tv);
    CHECK_FALSE(windows.player.isVisible());
}

// The offscreen platform unplugs a screen only through Qt's private API (its native
// interface's "setConfiguration"), which Debian's qt6-base-dev does not ship; the test calls
// the handlers QGuiApplication::screenRemoved and screenAdded are connected to.
TEST_CASE("Two screens: the TV unplugged and plugged in again", "[player]")
{
    CleanPlayerSettings clean;
    QScreen *tv = screenNamed(Tv);
    Windows windows(screenNamed(Gm));
    PlayerScreens screens;
    screens.setChosenScreen(Tv);
    screens.place(&windows.player, &windows.gm);
    requireFullScreenOn(screens, windows.player, tv);
    QSignalSpy fullScreenChanged(&screens, &PlayerScreens::fullScreenChanged);
    QSignalSpy currentScreenChanged(&screens, &PlayerScreens::currentScreenChanged);

    screens.onScreenRemoved(tv);

    requireNormalWindowOn(screens, windows.player, screenNamed(Gm));
    CHECK(fullScreenChanged.count() == 1);
    CHECK(currentScreenChanged.count() >= 1);
    CHECK(screens.chosenScreen() == Tv); // still the GM's choice, for when it comes back

    screens.onScreenAdded(tv);

    requireFullScreenOn(screens, windows.player, tv);
    CHECK(fullScreenChanged.count() == 2);
}

TEST_CASE("Two screens: unplugging another screen leaves the player view alone", "[player]")
{
    CleanPlayerSettings clean;
    Windows windows(screenNamed(Gm));
    PlayerScreens screens;
    screens.place(&windows.player, &windows.gm);
    requireNormalWindowOn(screens, windows.player, screenNamed(Gm));
    const QRect before = windows.player.geometry();

    screens.onScreenRemoved(screenNamed(Tv));
    screens.onScreenAdded(screenNamed(Tv)); // not the chosen screen: nothing to do

    CHECK(windows.player.geometry() == before);
    requireNormalWindowOn(screens, windows.player, screenNamed(Gm));
}

TEST_CASE("Two screens: the guess from the reported size is in logical pixels", "[player]")
{
    CleanPlayerSettings clean;
    PlayerScreens screens;
    QScreen *tv = screenNamed(Tv);
    // The offscreen screens report 100 device pixels per inch. The TV draws at scale 2, so a
    // one-inch square is 50 logical pixels there (100 device pixels).
    REQUIRE(tv->devicePixelRatio() == Approx(2));
    CHECK(screens.pixelsPerSquare(Gm) == Approx(100));
    CHECK(screens.pixelsPerSquare(Tv) == Approx(50));
    screens.setSquareMillimetres(25.4 / 2);
    CHECK(screens.pixelsPerSquare(Tv) == Approx(25));
    CHECK(screens.pixelsPerSquareByScreen().value(Gm).toDouble() == Approx(50));

    // A calibration wins over the report.
    REQUIRE(screens.calibrate(Tv, 400, 200));
    CHECK(screens.pixelsPerSquare(Tv) == Approx(2 * 12.7));
    screens.forgetCalibration(Tv);
    CHECK(screens.pixelsPerSquare(Tv) == Approx(25));
}

TEST_CASE("Two screens: the screen picker lists the screens and sets the choice", "[player]")
{
    CleanPlayerSettings clean;
    PlayerScreens screens;
    DialogHost host(&screens,
                    "PlayerScreenPicker { objectName: \"dialog\"; screens: root.screens }");
    CHECK(host.dialog->property("title").toString() == QStringLiteral("Player View Screen"));

    host.open();
    QObject *tv = host.named("playerScreen_HDMI-1");
    QObject *window = host.named("playerScreenWindow");
    CHECK(host.named("playerScreen_GM-1")->property("text").toString() ==
          QStringLiteral("GM-1 · 1920 × 1080 (main screen)"));
    CHECK(window->property("checked").toBool()); // nothing chosen yet
    CHECK_FALSE(tv->property("checked").toBool());

    tv->setProperty("checked", true);
    CHECK_FALSE(window->property("checked").toBool());
    host.close("accept");
    CHECK(screens.chosenScreen() == Tv);

    // Opened again it shows the choice; Cancel keeps it.
    host.open();
    CHECK(tv->property("checked").toBool());
    window->setProperty("checked", true);
    host.close("reject");
    CHECK(screens.chosenScreen() == Tv);

    host.open();
    window->setProperty("checked", true);
    host.close("accept");
    CHECK(screens.chosenScreen().isEmpty());
    CHECK(host.warnings.isEmpty());
}

TEST_CASE("Two screens: the True Scale dialog calibrates the screen it names", "[player]")
{
    CleanPlayerSettings clean;
    PlayerScreens screens;
    DialogHost host(&screens, "CalibrationDialog { objectName: \"dialog\"; screens: root.screens; "
                              "screenName: \"HDMI-1\" }");
    CHECK(host.dialog->property("title").toString() == QStringLiteral("True Scale"));

    host.open();
    auto *line = qobject_cast<QQuickItem *>(host.named("calibrationLine"));
    REQUIRE(line);
    CHECK(line->width() == 400); // the length the dialog tells PlayerScreens
    QObject *ok = host.named("calibrationOk");
    CHECK_FALSE(ok->property("enabled").toBool()); // no length typed yet
    CHECK(host.named("calibrationStatus")
              ->property("text")
              .toString()
              .startsWith(QStringLiteral("Not calibrated yet")));

    SECTION("the line measured in millimetres, one-inch squares")
    {
        host.named("calibrationLength")->setProperty("text", QStringLiteral("100"));
        host.named("calibrationLengthUnit")->setProperty("currentIndex", 0);
        CHECK(ok->property("enabled").toBool());
        host.close("accept");
        CHECK(screens.isCalibrated(Tv));
        CHECK(screens.squareMillimetres() == Approx(25.4));
        CHECK(screens.pixelsPerSquare(Tv) == Approx(101.6));
    }
    SECTION("the line measured in inches, 25 mm squares")
    {
        host.named("calibrationLength")->setProperty("text", QStringLiteral("4"));
        host.named("calibrationLengthUnit")->setProperty("currentIndex", 1);
        host.named("calibrationSquare")->setProperty("text", QStringLiteral("25"));
        host.named("calibrationSquareUnit")->setProperty("currentIndex", 0);
        host.close("accept");
        CHECK(screens.squareMillimetres() == Approx(25));
        CHECK(screens.pixelsPerSquare(Tv) == Approx(400 / 101.6 * 25));

        // Opened again: the square size as chosen, the status says calibrated.
        host.open();
        CHECK(host.named("calibrationSquare")->property("text").toString() == QStringLiteral("25"));
        CHECK(host.named("calibrationStatus")
                  ->property("text")
                  .toString()
                  .startsWith(QStringLiteral("Calibrated")));
        REQUIRE(QMetaObject::invokeMethod(host.named("calibrationForget"), "clicked"));
        CHECK_FALSE(screens.isCalibrated(Tv));
        host.close("reject");
    }
    SECTION("Cancel changes nothing")
    {
        host.named("calibrationLength")->setProperty("text", QStringLiteral("100"));
        host.close("reject");
        CHECK_FALSE(screens.isCalibrated(Tv));
    }
    CHECK(host.warnings.isEmpty());
}

// Two fake screens unless QT_QPA_PLATFORM says otherwise (ctest sets the same).
int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", QByteArrayLiteral("offscreen:configfile=" GRIDKEEP_TEST_DATA_DIR
                                                     "/two-screens.json"));
    QGuiApplication app(argc, argv);
    // Settings go to a test location, not the user's.
    QGuiApplication::setOrganizationName(QStringLiteral("GridkeepTests"));
    QStandardPaths::setTestModeEnabled(true);
    QQuickStyle::setStyle(QStringLiteral("Fusion"));
    return runCatchSession(argc, argv);
}
