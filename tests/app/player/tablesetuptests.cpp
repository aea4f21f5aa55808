#include "apptestsupport.h"
#include "player/tablesetup.h"
#include "shell/mainwindowhost.h"

#include <QAccessible>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <limits>

using namespace AppTestSupport;

namespace
{

const auto TableGroup = QStringLiteral("table");

// Each case starts and ends without table settings, and with the app's TableSetup read from
// that (the runner's settings are the test organization's, never the user's).
struct CleanTableSettings {
    CleanTableSettings() { reset(); }
    ~CleanTableSettings() { reset(); }
    static void reset()
    {
        QSettings().remove(TableGroup);
        TableSetup::instance()->reload();
    }
};

const auto Tv = QStringLiteral("HDMI-1");
const auto Projector = QStringLiteral("DP-2");
// The names QSettings would split into groups, or that look escaped already.
const auto WindowsScreen = QStringLiteral("\\\\.\\DISPLAY1");
const auto SlashScreen = QStringLiteral("Dell/U2720Q");
const auto PercentScreen = QStringLiteral("TV 50%2F");

QVariantMap margins(int left, int top, int right, int bottom)
{
    return {{QStringLiteral("left"), left},
            {QStringLiteral("top"), top},
            {QStringLiteral("right"), right},
            {QStringLiteral("bottom"), bottom}};
}

// The Settings dialog of the main window, opened.
QObject *openSettings(QQuickWindow *window)
{
    QObject *dialog = nullptr;
    for (QObject *object : window->findChildren<QObject *>()) {
        if (object->objectName() == QLatin1String("settingsDialog"))
            dialog = object;
    }
    REQUIRE(dialog);
    QMetaObject::invokeMethod(dialog, "open");
    REQUIRE(QTest::qWaitFor([dialog] { return dialog->property("opened").toBool(); }));
    return dialog;
}

// A screen reader present while it lives, as with the AT-SPI bus always on.
struct ScreenReader {
    ScreenReader() { QAccessible::setActive(true); }
    ~ScreenReader() { QAccessible::setActive(false); }
    ScreenReader(const ScreenReader &) = delete;
    ScreenReader &operator=(const ScreenReader &) = delete;
};

} // namespace

TEST_CASE("Table setup: nothing stored reads as the defaults", "[tablesetup]")
{
    CleanTableSettings clean;
    const TableSetup &setup = *TableSetup::instance();
    CHECK(setup.tableTouch() == TableSetup::TableTouch::Off);
    for (const QString &name : {Tv, QString(), WindowsScreen}) {
        INFO(name.toStdString());
        CHECK(setup.touchGuard(name));
        CHECK(setup.rotation(name) == 0);
        CHECK(setup.overscan(name) == margins(0, 0, 0, 0));
    }
}

TEST_CASE("Table setup: what is set is read back by the next run", "[tablesetup]")
{
    CleanTableSettings clean;
    const QStringList names{Tv, QString(), WindowsScreen, SlashScreen, PercentScreen};
    const QString name = names[GENERATE(range(0, 5))];
    INFO('"' << name.toStdString() << '"');
    TableSetup &setup = *TableSetup::instance();
    setup.setTableTouch(TableSetup::TableTouch::PartyOnly);
    setup.setTouchGuard(name, false);
    REQUIRE(setup.setRotation(name, 270));
    REQUIRE(setup.setOverscan(name, 12, 0, 400, 7));

    QSignalSpy touchChanged(&setup, &TableSetup::tableTouchChanged);
    QSignalSpy screensChanged(&setup, &TableSetup::screensChanged);
    setup.reload();
    CHECK(touchChanged.isEmpty()); // the same values as before
    CHECK(screensChanged.isEmpty());
    CHECK(setup.tableTouch() == TableSetup::TableTouch::PartyOnly);
    CHECK_FALSE(setup.touchGuard(name));
    CHECK(setup.rotation(name) == 270);
    CHECK(setup.overscan(name) == margins(12, 0, 400, 7));
    // No other screen took them, whichever way the names were escaped.
    for (const QString &other : names) {
        if (other == name)
            continue;
        INFO("other: \"" << other.toStdString() << '"');
        CHECK(setup.touchGuard(other));
        CHECK(setup.rotation(other) == 0);
        CHECK(setup.overscan(other) == margins(0, 0, 0, 0));
    }

    // And what is no longer stored is no longer read.
    QSettings().remove(TableGroup);
    setup.reload();
    CHECK(touchChanged.count() == 1);
    CHECK(screensChanged.count() == 1);
    CHECK(setup.tableTouch() == TableSetup::TableTouch::Off);
    CHECK(setup.touchGuard(name));
    CHECK(setup.rotation(name) == 0);
    CHECK(setup.overscan(name) == margins(0, 0, 0, 0));
}

TEST_CASE("Table setup: each choice of touch is remembered", "[tablesetup]")
{
    CleanTableSettings clean;
    const auto touch = GENERATE(TableSetup::TableTouch::Off, TableSetup::TableTouch::PartyOnly,
                                TableSetup::TableTouch::AnyToken);
    TableSetup &setup = *TableSetup::instance();
    setup.setTableTouch(TableSetup::TableTouch::AnyToken);
    setup.setTableTouch(touch);
    setup.reload();
    CHECK(setup.tableTouch() == touch);
}

TEST_CASE("Table setup: names with slashes and backslashes stay one key each", "[tablesetup]")
{
    CleanTableSettings clean;
    TableSetup &setup = *TableSetup::instance();
    REQUIRE(setup.setRotation(WindowsScreen, 90));
    REQUIRE(setup.setRotation(SlashScreen, 180));
    REQUIRE(setup.setRotation(QString(), 270));
    QSettings settings;
    settings.beginGroup(QStringLiteral("table/rotation"));
    CHECK(settings.childGroups().isEmpty());
    CHECK(settings.childKeys().size() == 3);
    settings.endGroup();

    setup.reload();
    CHECK(setup.rotation(WindowsScreen) == 90);
    CHECK(setup.rotation(SlashScreen) == 180);
    CHECK(setup.rotation(QString()) == 270);
    CHECK(setup.rotation(QStringLiteral("Dell")) == 0); // not the group the slash would make
}

TEST_CASE("Table setup: rotations other than right angles are refused", "[tablesetup]")
{
    CleanTableSettings clean;
    const int degrees = GENERATE(45, -90, 360, 450, 1, -1);
    TableSetup &setup = *TableSetup::instance();
    REQUIRE(setup.setRotation(Tv, 90));
    QSignalSpy changed(&setup, &TableSetup::screensChanged);
    const int revision = setup.revision();

    CHECK_FALSE(setup.setRotation(Tv, degrees));
    CHECK(setup.rotation(Tv) == 90);
    CHECK(changed.isEmpty());
    CHECK(setup.revision() == revision);
    setup.reload();
    CHECK(setup.rotation(Tv) == 90);
}

TEST_CASE("Table setup: overscan outside 0 to MaxOverscan is refused", "[tablesetup]")
{
    CleanTableSettings clean;
    const auto [left, top, right, bottom] = GENERATE(table<int, int, int, int>({
        {-1, 0, 0, 0},
        {0, -1, 0, 0},
        {0, 0, -1, 0},
        {0, 0, 0, -1},
        {TableSetup::MaxOverscan + 1, 0, 0, 0},
        {0, 0, 0, TableSetup::MaxOverscan + 1},
        {std::numeric_limits<int>::min(), 5, 5, 5},
        {5, 5, 5, std::numeric_limits<int>::max()},
    }));
    TableSetup &setup = *TableSetup::instance();
    REQUIRE(setup.setOverscan(Tv, 5, 6, 7, 8));
    QSignalSpy changed(&setup, &TableSetup::screensChanged);

    CHECK_FALSE(setup.setOverscan(Tv, left, top, right, bottom));
    CHECK(setup.overscan(Tv) == margins(5, 6, 7, 8));
    CHECK(changed.isEmpty());
    setup.reload();
    CHECK(setup.overscan(Tv) == margins(5, 6, 7, 8));
}

TEST_CASE("Table setup: the ends of the overscan range are taken", "[tablesetup]")
{
    CleanTableSettings clean;
    TableSetup &setup = *TableSetup::instance();
    CHECK(setup.setOverscan(Tv, 0, TableSetup::MaxOverscan, 0, TableSetup::MaxOverscan));
    CHECK(setup.overscan(Tv) == margins(0, 400, 0, 400));
}

TEST_CASE("Table setup: each screen keeps its own settings", "[tablesetup]")
{
    CleanTableSettings clean;
    TableSetup &setup = *TableSetup::instance();
    setup.setTouchGuard(Tv, false);
    REQUIRE(setup.setRotation(Projector, 180));
    REQUIRE(setup.setOverscan(Tv, 1, 2, 3, 4));
    REQUIRE(setup.setOverscan(Projector, 40, 30, 20, 10));

    CHECK_FALSE(setup.touchGuard(Tv));
    CHECK(setup.touchGuard(Projector));
    CHECK(setup.rotation(Tv) == 0);
    CHECK(setup.rotation(Projector) == 180);
    CHECK(setup.overscan(Tv) == margins(1, 2, 3, 4));
    CHECK(setup.overscan(Projector) == margins(40, 30, 20, 10));
    CHECK(setup.touchGuard(QString()));
    CHECK(setup.rotation(QString()) == 0);
}

TEST_CASE("Table setup: turn goes a quarter further and wraps from 270 to 0", "[tablesetup]")
{
    CleanTableSettings clean;
    TableSetup &setup = *TableSetup::instance();
    QSignalSpy changed(&setup, &TableSetup::screensChanged);
    const int revision = setup.revision();
    QList<int> seen;
    for (int i = 0; i < 5; ++i) {
        setup.turn(Tv);
        seen << setup.rotation(Tv);
    }
    CHECK(seen == QList<int>{90, 180, 270, 0, 90});
    CHECK(changed.count() == 5);
    CHECK(setup.revision() == revision + 5);
    CHECK(setup.rotation(Projector) == 0);
    setup.reload();
    CHECK(setup.rotation(Tv) == 90);
}

TEST_CASE("Table setup: signals come only with real changes", "[tablesetup]")
{
    CleanTableSettings clean;
    TableSetup &setup = *TableSetup::instance();
    QSignalSpy touchChanged(&setup, &TableSetup::tableTouchChanged);
    QSignalSpy screensChanged(&setup, &TableSetup::screensChanged);
    const int revision = setup.revision();

    setup.setTableTouch(TableSetup::TableTouch::Off); // the default already
    CHECK(touchChanged.isEmpty());
    setup.setTableTouch(TableSetup::TableTouch::AnyToken);
    setup.setTableTouch(TableSetup::TableTouch::AnyToken);
    CHECK(touchChanged.count() == 1);
    CHECK(screensChanged.isEmpty());

    setup.setTouchGuard(Tv, true); // the default already
    CHECK(setup.setRotation(Tv, 0));
    CHECK(setup.setOverscan(Tv, 0, 0, 0, 0));
    CHECK(screensChanged.isEmpty());
    CHECK(setup.revision() == revision);

    setup.setTouchGuard(Tv, false);
    setup.setTouchGuard(Tv, false);
    CHECK(screensChanged.count() == 1);
    CHECK(setup.setRotation(Tv, 90));
    CHECK(setup.setRotation(Tv, 90)); // taken, but nothing changes
    CHECK(screensChanged.count() == 2);
    CHECK(setup.setOverscan(Tv, 3, 3, 3, 3));
    CHECK(setup.setOverscan(Tv, 3, 3, 3, 3));
    CHECK(screensChanged.count() == 3);
    CHECK(setup.revision() == revision + 3);
    CHECK(touchChanged.count() == 1);

    // Nothing written for what did not change.
    CHECK(QSettings().childGroups().contains(TableGroup));
    CHECK_FALSE(QSettings().contains(QStringLiteral("table/overscan/DP-2")));
}

TEST_CASE("Table setup: corrupt stored values read as the defaults", "[tablesetup]")
{
    CleanTableSettings clean;
    {
        QSettings settings;
        settings.setValue(QStringLiteral("table/touch"), QStringLiteral("Sometimes"));
        settings.setValue(QStringLiteral("table/rotation/HDMI-1"), 45);
        settings.setValue(QStringLiteral("table/rotation/DP-2"), QStringLiteral("ninety"));
        settings.setValue(QStringLiteral("table/touchGuard/HDMI-1"), QStringLiteral("maybe"));
        settings.setValue(QStringLiteral("table/overscan/HDMI-1"), QStringLiteral("1, 2, 3"));
        settings.setValue(QStringLiteral("table/overscan/DP-2"),
                          QStringList{QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"),
                                      QStringLiteral("401")});
        settings.setValue(QStringLiteral("table/overscan/%"),
                          QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                                      QStringLiteral("d")});
    }
    TableSetup &setup = *TableSetup::instance();
    setup.reload();
    CHECK(setup.tableTouch() == TableSetup::TableTouch::Off);
    CHECK(setup.rotation(Tv) == 0);
    CHECK(setup.rotation(Projector) == 0);
    CHECK(setup.touchGuard(Tv));
    CHECK(setup.overscan(Tv) == margins(0, 0, 0, 0));
    CHECK(setup.overscan(Projector) == margins(0, 0, 0, 0));
    CHECK(setup.overscan(QString()) == margins(0, 0, 0, 0));
}

// Settings ▸ Touch and table: the controls show TableSetup, change it, and follow it when it
// changes elsewhere; every control has a name for a screen reader.
TEST_CASE("Settings shows and edits the table setup of each screen", "[tablesetup][settings]")
{
    CleanTableSettings clean;
    const ScreenReader reader;
    TableSetup *setup = TableSetup::instance();
    const QString screen = QGuiApplication::primaryScreen()->name();
    MainWindowHost host;
    REQUIRE(host.create({1024, 700}));
    QQuickWindow *window = host.window();
    REQUIRE(QTest::qWaitForWindowExposed(window));
    QObject *dialog = openSettings(window);

    QQuickItem *root = window->contentItem();
    QQuickItem *touch = itemNamed(root, QStringLiteral("tableTouchChoice"));
    QQuickItem *guard = itemNamed(root, QStringLiteral("touchGuard:") + screen);
    QQuickItem *rotation = itemNamed(root, QStringLiteral("tableRotation:") + screen);
    QQuickItem *left = itemNamed(root, QStringLiteral("overscanLeft:") + screen);
    QQuickItem *bottom = itemNamed(root, QStringLiteral("overscanBottom:") + screen);
    REQUIRE(touch);
    REQUIRE(guard);
    REQUIRE(rotation);
    REQUIRE(left);
    REQUIRE(bottom);

    // The dialog fits the window; what does not fit scrolls.
    auto *popupItem = dialog->property("contentItem").value<QQuickItem *>()->parentItem();
    REQUIRE(popupItem);
    CHECK(popupItem->height() <= window->height());

    SECTION("the controls follow TableSetup")
    {
        CHECK(touch->property("currentIndex").toInt() == 0);
        CHECK(guard->property("checked").toBool());
        CHECK(rotation->property("currentIndex").toInt() == 0);
        CHECK(left->property("value").toInt() == 0);

        setup->setTableTouch(TableSetup::TableTouch::AnyToken);
        setup->setTouchGuard(screen, false);
        REQUIRE(setup->setRotation(screen, 180));
        REQUIRE(setup->setOverscan(screen, 24, 0, 0, 16));
        CHECK(touch->property("currentIndex").toInt() == 2);
        CHECK_FALSE(guard->property("checked").toBool());
        CHECK(rotation->property("currentIndex").toInt() == 2);
        CHECK(left->property("value").toInt() == 24);
        CHECK(bottom->property("value").toInt() == 16);
        QTest::qWait(300); // the switch's handle slides
        saveWindowPicture(window, QStringLiteral("settings-table"));
    }

    SECTION("the controls change TableSetup")
    {
        touch->setProperty("currentIndex", 1); // as a click on the second choice does
        QMetaObject::invokeMethod(touch, "activated", Q_ARG(int, 1));
        CHECK(setup->tableTouch() == TableSetup::TableTouch::PartyOnly);

        QMetaObject::invokeMethod(guard, "toggle"); // as a click does
        QMetaObject::invokeMethod(guard, "toggled");
        CHECK_FALSE(setup->touchGuard(screen));

        rotation->setProperty("currentIndex", 3);
        QMetaObject::invokeMethod(rotation, "activated", Q_ARG(int, 3));
        CHECK(setup->rotation(screen) == 270);

        left->setProperty("value", 30);
        QMetaObject::invokeMethod(left, "valueModified");
        bottom->setProperty("value", 12);
        QMetaObject::invokeMethod(bottom, "valueModified");
        CHECK(setup->overscan(screen) == margins(30, 0, 0, 12));
        // Still bound: a change from elsewhere shows.
        REQUIRE(setup->setOverscan(screen, 5, 0, 0, 12));
        CHECK(left->property("value").toInt() == 5);
        QTest::qWait(300);
        saveWindowPicture(window, QStringLiteral("settings-table-edited"));
    }

    SECTION("every control of the dialog has a name")
    {
        const QSet<QAccessible::Role> interactive = {
            QAccessible::Button,       QAccessible::CheckBox, QAccessible::ComboBox,
            QAccessible::EditableText, QAccessible::Slider,   QAccessible::SpinBox,
            QAccessible::RadioButton};
        const QList<QAccessibleInterface *> tree =
            accessibleTree(QAccessible::queryAccessibleInterface(popupItem));
        QStringList names;
        QStringList unnamed;
        for (QAccessibleInterface *iface : tree) {
            if (!interactive.contains(iface->role()))
                continue;
            const QString name = iface->text(QAccessible::Name).trimmed();
            if (name.isEmpty())
                unnamed << iface->object()->objectName();
            names << name;
        }
        INFO(unnamed.join(QLatin1Char(',')).toStdString());
        CHECK(unnamed.isEmpty());
        const QString label = screen.isEmpty() ? QStringLiteral("This screen") : screen;
        CHECK(names.contains(QStringLiteral("Miniature guard on %1").arg(label)));
        CHECK(names.contains(QStringLiteral("Overscan at the left edge of %1").arg(label)));
        CHECK(names.contains(QStringLiteral("Touch on the player view")));
    }
    INFO(host.warnings().join(QLatin1Char('\n')).toStdString());
    CHECK(host.warnings().isEmpty());
    QMetaObject::invokeMethod(dialog, "close");
}

// With large text on a small window the dialog stays inside the window and scrolls.
TEST_CASE("Settings fits a small window at large text and scrolls", "[tablesetup][settings]")
{
    CleanTableSettings clean;
    const ShownIn large(QStringLiteral("en"), 1.5);
    {
        MainWindowHost host;
        REQUIRE(host.create({1024, 480}));
        QQuickWindow *window = host.window();
        REQUIRE(QTest::qWaitForWindowExposed(window));
        QObject *dialog = openSettings(window);
        QTest::qWait(300);

        auto *popupItem = dialog->property("contentItem").value<QQuickItem *>()->parentItem();
        REQUIRE(popupItem);
        const QRectF shown =
            popupItem->mapRectToScene(QRectF(0, 0, popupItem->width(), popupItem->height()));
        CHECK(shown.top() >= 0);
        CHECK(shown.bottom() <= window->height());
        QQuickItem *scroller = itemNamed(window->contentItem(), QStringLiteral("settingsScroller"));
        REQUIRE(scroller);
        auto *flickable = scroller->property("contentItem").value<QQuickItem *>();
        REQUIRE(flickable);
        const qreal contentHeight = flickable->property("contentHeight").toReal();
        const qreal viewHeight = flickable->property("height").toReal();
        CHECK(contentHeight > viewHeight); // it does not fit, so it scrolls
        saveWindowPicture(window, QStringLiteral("settings-table-150-top"));
        flickable->setProperty("contentY", contentHeight - viewHeight);
        QTest::qWait(100);
        saveWindowPicture(window, QStringLiteral("settings-table-150-bottom"));
        INFO(host.warnings().join(QLatin1Char('\n')).toStdString());
        CHECK(host.warnings().isEmpty());
    }
}
