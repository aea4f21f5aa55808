#include "apptestsupport.h"
#include "board/boardtoucharea.h"
#include "document/encounterdocument.h"
#include "editing/tokenselection.h"
#include "live/liveanalysis.h"
#include "player/tablesetup.h"
#include "shownmainwindow.h"

#include <QPointingDevice>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QUndoStack>

// Fingers on the glass in the real windows (docs/input.md, "Touch" and "The table"):
// QTest::touchEvent sequences through Qt Quick's delivery to the boards' BoardTouchArea, with a
// clock the test moves, so a miniature rests without the test waiting 1.5 s.

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromLatin1(text);
}

QPointingDevice *touchScreen()
{
    static QPointingDevice *device =
        QTest::createTouchDevice(QInputDevice::DeviceType::TouchScreen);
    return device;
}

// One board in one window: its touch area with a hand-moved clock, and cell centres in the
// window's coordinates, wherever the view has put (and turned) the board.
struct TouchBoard {
    QQuickWindow *window = nullptr;
    BoardTouchArea *area = nullptr;
    QQuickItem *board = nullptr;
    qint64 ms = 1000;

    TouchBoard(QQuickWindow *w, const char *areaName) : window(w)
    {
        area = qobject_cast<BoardTouchArea *>(itemNamed(w->contentItem(), str(areaName)));
        REQUIRE(area);
        area->setClock([this] { return ms; });
        board = area->property("board").value<QQuickItem *>();
        REQUIRE(board);
    }

    [[nodiscard]] QPoint cell(double x, double y) const
    {
        auto *surface = board->property("touchSurface").value<QQuickItem *>();
        REQUIRE(surface);
        const qreal size = surface->property("cellSize").toReal();
        REQUIRE(size > 0);
        return surface->mapToScene(QPointF((x + 0.5) * size, (y + 0.5) * size)).toPoint();
    }
    void press(int id, QPoint at)
    {
        QTest::touchEvent(window, touchScreen()).press(id, at, window);
        QCoreApplication::processEvents();
    }
    void move(int id, QPoint to, qint64 later = 16)
    {
        ms += later;
        QTest::touchEvent(window, touchScreen()).move(id, to, window);
        QCoreApplication::processEvents();
    }
    void release(int id, QPoint at, qint64 later = 16)
    {
        ms += later;
        QTest::touchEvent(window, touchScreen()).release(id, at, window);
        QCoreApplication::processEvents();
    }
    // A miniature put down at `at` and left standing for longer than the guard waits.
    void standMiniature(int id, QPoint at)
    {
        press(id, at);
        ms += 1600;
        area->poll();
        REQUIRE(area->restingPoints().size() >= 1);
    }
    // A finger from `from` to `to` in steps, then lifted.
    void drag(int id, QPoint from, QPoint to)
    {
        press(id, from);
        for (int step = 1; step <= 6; ++step)
            move(id, from + (to - from) * step / 6);
        release(id, to);
    }
};

// The main window with an example open, shown and active.
struct GmWindow : ShownMainWindow {
    explicit GmWindow(const char *example = "bridge-ambush.encounter") : ShownMainWindow(example) {}

    // The player window, open, its table taking touch by `rule`.
    QQuickWindow *openTable(TableSetup::TableTouch rule)
    {
        TableSetup::instance()->setTableTouch(rule);
        window->setProperty("playerViewOpen", true);
        auto *player = window->property("playerWindow").value<QQuickWindow *>();
        REQUIRE(player);
        REQUIRE(QTest::qWaitForWindowExposed(player));
        return player;
    }

    [[nodiscard]] QPoint tokenCell(const char *id) const
    {
        const Token *token = host.document()->encounter().token(str(id));
        REQUIRE(token);
        return {token->x, token->y};
    }
    [[nodiscard]] QUndoStack *stack() const { return host.document()->undoStack(); }
};

void saveScreen(QQuickWindow *window, const char *name)
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (dir.isEmpty())
        return;
    QTest::qWait(100);
    CHECK(window->grabWindow().save(QDir(dir).filePath(str(name) + QStringLiteral(".png"))));
}

// TableSetup is the process's: each test leaves it as it found it.
struct TableSettingsGuard {
    TableSettingsGuard() { reset(); }
    ~TableSettingsGuard() { reset(); }
    static void reset()
    {
        auto *setup = TableSetup::instance();
        setup->setTableTouch(TableSetup::TableTouch::Off);
        for (QScreen *screen : QGuiApplication::screens()) {
            setup->setRotation(screen->name(), 0);
            setup->setOverscan(screen->name(), 0, 0, 0, 0);
            setup->setTouchGuard(screen->name(), true);
        }
    }
};

} // namespace

TEST_CASE("A touch drag moves a token while a miniature stands elsewhere", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm;
    TouchBoard touch(gm.window, "boardTouch");
    touch.standMiniature(7, touch.cell(20, 13));
    const int steps = gm.stack()->count();

    // Kara (7,7) to (9,10): the drag shows the live preview on the way, one step at the end.
    touch.press(1, touch.cell(7, 7));
    touch.move(1, touch.cell(7.5, 7.5));
    touch.move(1, touch.cell(8.5, 9));
    // Qt Quick hands a touch move on with the next frame.
    CHECK(QTest::qWaitFor([&] { return gm.live->isDragging(); }, 2000));
    CHECK(gm.live->dragToken() == str("kara"));
    touch.move(1, touch.cell(9, 10));
    CHECK(QTest::qWaitFor([&] { return gm.live->dragCell() == QPoint(9, 10); }, 2000));
    touch.release(1, touch.cell(9, 10));
    CHECK_FALSE(gm.live->isDragging());
    CHECK(gm.tokenCell("kara") == QPoint(9, 10));
    CHECK(gm.stack()->count() == steps + 1);
    CHECK(gm.selection->ids() == QStringList{str("kara")});
    // The miniature stood still all along and still does; lifting it changes nothing.
    CHECK(touch.area->restingPoints().size() == 1);
    touch.release(7, touch.cell(20, 13));
    CHECK(touch.area->restingPoints().isEmpty());
    CHECK(gm.stack()->count() == steps + 1);
    gm.stack()->undo();
    CHECK(gm.tokenCell("kara") == QPoint(7, 7));
}

TEST_CASE("A pinch beside a resting miniature zooms the board and moves nothing", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm;
    TouchBoard touch(gm.window, "boardTouch");
    auto *view = itemNamed(gm.window->contentItem(), str("boardView"));
    REQUIRE(view);
    touch.standMiniature(7, touch.cell(3, 8)); // on Ilsa: a miniature on its own token
    const qreal zoom = view->property("zoom").toReal();
    const QPoint centre = touch.cell(12, 8);
    touch.press(1, centre - QPoint(40, 0));
    touch.press(2, centre + QPoint(40, 0));
    for (int step = 1; step <= 4; ++step) {
        touch.move(1, centre - QPoint(40 + 10 * step, 0));
        touch.move(2, centre + QPoint(40 + 10 * step, 0));
    }
    touch.release(1, centre - QPoint(80, 0));
    touch.release(2, centre + QPoint(80, 0));
    CHECK(view->property("zoom").toReal() == Approx(zoom * 2).epsilon(0.02));
    // The point between the fingers stayed where it was on the board.
    CHECK((touch.cell(12, 8) - centre).manhattanLength() <= 8);
    CHECK(gm.stack()->count() == 0);
    CHECK(gm.selection->ids().isEmpty());

    // Two fingers moving together pan; the zoom stays.
    const QPoint before = touch.cell(12, 8);
    touch.press(3, centre - QPoint(40, 0));
    touch.press(4, centre + QPoint(40, 0));
    for (int step = 1; step <= 4; ++step) {
        touch.move(3, centre - QPoint(40, -15 * step));
        touch.move(4, centre + QPoint(40, 15 * step));
    }
    touch.release(3, centre - QPoint(40, -60));
    touch.release(4, centre + QPoint(40, 60));
    CHECK(view->property("zoom").toReal() == Approx(zoom * 2).epsilon(0.02));
    CHECK(touch.cell(12, 8) - before == QPoint(0, 60));
}

TEST_CASE("A hold on a token opens its menu and a double tap its inspector", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm;
    TouchBoard touch(gm.window, "boardTouch");
    auto *menu = gm.window->findChild<QObject *>(str("tokenMenu"));
    REQUIRE(menu);
    touch.press(1, touch.cell(6, 9));
    touch.ms += 900;
    touch.area->poll();
    CHECK_FALSE(menu->property("visible").toBool()); // nothing opens under a held finger
    CHECK(touch.area->isHolding());                  // the ring says lifting now opens the menu
    saveScreen(gm.window, "touch-holding");
    touch.release(1, touch.cell(6, 9), 0);
    CHECK_FALSE(touch.area->isHolding());
    REQUIRE(QTest::qWaitFor([&] { return menu->property("visible").toBool(); }, 2000));
    CHECK(menu->property("tokenId").toString() == str("brom"));
    CHECK(gm.selection->ids() == QStringList{str("brom")});
    saveScreen(gm.window, "touch-hold-menu");
    QMetaObject::invokeMethod(menu, "close");
    QTest::qWait(50);

    auto *tabs = itemNamed(gm.window->contentItem(), str("sideTabs"));
    REQUIRE(tabs);
    tabs->setProperty("currentIndex", 0);
    touch.press(1, touch.cell(15.5, 7.5)); // the ogre, 2x2
    touch.release(1, touch.cell(15.5, 7.5), 80);
    touch.ms += 150;
    touch.press(2, touch.cell(15.5, 7.5));
    touch.release(2, touch.cell(15.5, 7.5), 80);
    CHECK(gm.selection->ids() == QStringList{str("ogre")});
    CHECK(tabs->property("currentIndex").toInt() == 2); // the inspector
    CHECK(gm.stack()->count() == 0);
}

TEST_CASE("A tap on a token beside a resting miniature selects it", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm;
    TouchBoard touch(gm.window, "boardTouch");
    // A miniature put down on Brom selects nothing, and nothing once it rests.
    touch.standMiniature(7, touch.cell(6, 9));
    CHECK(gm.selection->ids().isEmpty());
    touch.press(1, touch.cell(7, 7)); // Kara, beside it
    touch.release(1, touch.cell(7, 7), 60);
    CHECK(gm.selection->ids() == QStringList{str("kara")});
    // A tap on open ground clears the selection.
    touch.ms += 1000;
    touch.press(1, touch.cell(12, 13));
    touch.release(1, touch.cell(12, 13), 60);
    CHECK(gm.selection->ids().isEmpty());
    CHECK(gm.stack()->count() == 0);
    saveScreen(gm.window, "touch-miniature-ring");
}

TEST_CASE("Without the guard a still finger is no miniature", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm;
    TouchBoard touch(gm.window, "boardTouch");
    const QString screen = gm.window->screen()->name();
    TableSetup::instance()->setTouchGuard(screen, false);
    QCoreApplication::processEvents();
    CHECK_FALSE(touch.area->guard());
    touch.press(7, touch.cell(20, 13));
    touch.ms += 5000;
    touch.area->poll();
    CHECK(touch.area->restingPoints().isEmpty());
    touch.release(7, touch.cell(20, 13), 0);
    TableSetup::instance()->setTouchGuard(screen, true);
    QCoreApplication::processEvents();
    CHECK(touch.area->guard());
}

TEST_CASE("On the table a touch lands on the right cell in each turn of the view", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm;
    QQuickWindow *player = gm.openTable(TableSetup::TableTouch::PartyOnly);
    const QString screen = player->screen()->name();
    TouchBoard table(player, "tableTouch");
    REQUIRE(QTest::qWaitFor([&] { return table.area->isEnabled(); }, 2000));

    // Ilsa (3,8) walks down the left edge, one turn of the view after another.
    const QList<int> turns{0, 90, 180, 270};
    QPoint at(3, 8);
    for (int i = 0; i < turns.size(); ++i) {
        const int degrees = turns[i];
        INFO("turned " << degrees << " degrees");
        REQUIRE(TableSetup::instance()->setRotation(screen, degrees));
        QTest::qWait(50);
        // Where the board's top-left corner lands on the screen shows the turn is real.
        const QPoint corner = table.cell(0, 0);
        const QPoint far = table.cell(23, 15);
        const bool right = corner.x() > far.x();
        const bool below = corner.y() > far.y();
        CHECK(right == (degrees == 90 || degrees == 180));
        CHECK(below == (degrees == 180 || degrees == 270));

        const int steps = gm.stack()->count();
        const QPoint to(2 + i, 11 + (i % 2));
        table.ms += 2000;
        table.drag(1, table.cell(at.x(), at.y()), table.cell(to.x(), to.y()));
        CHECK(gm.tokenCell("ilsa") == to);
        CHECK(gm.stack()->count() == steps + 1);
        CHECK_FALSE(gm.live->isDragging());
        at = to;
    }
    // The GM undoes the table's move like any other.
    gm.stack()->undo();
    CHECK(gm.tokenCell("ilsa") == QPoint(4, 11));
    gm.window->setProperty("playerViewOpen", false);
}

TEST_CASE("A party-only table refuses to move an enemy token", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm;
    QQuickWindow *player = gm.openTable(TableSetup::TableTouch::PartyOnly);
    TouchBoard table(player, "tableTouch");

    // The thug is the bandits': the finger pans the table instead, and the GM's board keeps it.
    const QPoint before = table.cell(6, 6);
    table.drag(1, table.cell(6, 6), table.cell(6, 9));
    CHECK(gm.tokenCell("thug") == QPoint(6, 6));
    CHECK(gm.stack()->count() == 0);
    CHECK(table.cell(6, 6) != before);

    // With any token allowed it moves; the hidden archer is never on the table to take.
    TableSetup::instance()->setTableTouch(TableSetup::TableTouch::AnyToken);
    table.ms += 2000;
    table.drag(2, table.cell(6, 6), table.cell(5, 5));
    CHECK(gm.tokenCell("thug") == QPoint(5, 5));
    CHECK(gm.stack()->count() == 1);
    auto *workbench = gm.window->property("workbench").value<QObject *>();
    REQUIRE(workbench);
    bool may = true;
    QMetaObject::invokeMethod(workbench, "tableMayMove", Q_RETURN_ARG(bool, may),
                              Q_ARG(QString, str("archer")));
    CHECK_FALSE(may);

    // Touch switched off: the table takes no finger at all.
    TableSetup::instance()->setTableTouch(TableSetup::TableTouch::Off);
    QCoreApplication::processEvents();
    CHECK_FALSE(table.area->isEnabled());
    gm.window->setProperty("playerViewOpen", false);
}

TEST_CASE("The table turned a quarter with a miniature standing on it", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm;
    QQuickWindow *player = gm.openTable(TableSetup::TableTouch::PartyOnly);
    const QString screen = player->screen()->name();
    REQUIRE(TableSetup::instance()->setRotation(screen, 90));
    REQUIRE(TableSetup::instance()->setOverscan(screen, 24, 16, 24, 16));
    QTest::qWait(50);
    TouchBoard table(player, "tableTouch");
    table.standMiniature(7, table.cell(7, 7)); // Kara's miniature on her token
    CHECK(table.area->restingPoints().size() == 1);
    saveScreen(player, "table-turned-90-miniature");
    table.release(7, table.cell(7, 7));
    CHECK(gm.stack()->count() == 0);
    gm.window->setProperty("playerViewOpen", false);
}

TEST_CASE("On the Combat Grid a finger drags a chip to another position", "[touch]")
{
    TableSettingsGuard settings;
    GmWindow gm("churn-clash.encounter");
    TouchBoard touch(gm.window, "boardTouch");
    const Token *veyra = gm.host.document()->encounter().token(str("veyra"));
    const Token *hierophant = gm.host.document()->encounter().token(str("hierophant"));
    REQUIRE(veyra);
    REQUIRE(hierophant);
    REQUIRE(veyra->position != hierophant->position);
    const QString target = hierophant->position;
    auto centreOf = [&](const QString &name) {
        auto *item = itemNamed(gm.window->contentItem(), name);
        REQUIRE(item);
        return item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
    };
    touch.standMiniature(7, centreOf(str("position:") + veyra->position) + QPoint(0, 40));
    touch.drag(1, centreOf(str("token:veyra")), centreOf(str("position:") + target));
    CHECK(gm.host.document()->encounter().token(str("veyra"))->position == target);
    CHECK(gm.stack()->count() == 1);
    CHECK(gm.selection->ids() == QStringList{str("veyra")});
    touch.release(7, centreOf(str("position:") + target));
}
