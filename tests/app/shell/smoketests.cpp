#include "apptestsupport.h"
#include "board/positionboarditem.h"
#include "board/squareboarditem.h"
#include "document/encounterdocument.h"
#include "shell/mainwindowhost.h"

#include <QGuiApplication>
#include <QImage>
#include <QPalette>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <QWheelEvent>

using namespace AppTestSupport;

namespace
{

// Every item under `root` (the visual tree), depth first.
void collectItems(QQuickItem *root, QList<QQuickItem *> &out)
{
    out << root;
    for (QQuickItem *child : root->childItems())
        collectItems(child, out);
}

QList<QQuickItem *> itemsNamed(QQuickWindow *window, const QString &name)
{
    QList<QQuickItem *> all;
    collectItems(window->contentItem(), all);
    QList<QQuickItem *> named;
    for (QQuickItem *item : all) {
        if (item->objectName() == name)
            named << item;
    }
    return named;
}

} // namespace

TEST_CASE("The main window shows the board and one item per token for each example")
{
    const QString example = GENERATE(from_range(exampleNames()));
    CAPTURE(example);

    MainWindowHost host;
    REQUIRE(host.create());
    REQUIRE(host.window());
    CHECK(host.window()->isVisible());

    REQUIRE(openAndWait(*host.document(), examplePath(example)));
    QCoreApplication::processEvents();

    // Exactly one board item, of the kind the encounter's board needs, with a size.
    const auto boards = itemsNamed(host.window(), QStringLiteral("board"));
    REQUIRE(boards.size() == 1);
    QQuickItem *board = boards.front();
    const auto &encounter = host.document()->encounter();
    if (encounter.board.isSquare()) {
        auto *square = qobject_cast<SquareBoardItem *>(board);
        REQUIRE(square);
        CHECK(square->width() == encounter.board.square.width * square->cellSize());
        CHECK(square->height() == encounter.board.square.height * square->cellSize());
    } else {
        REQUIRE(qobject_cast<PositionBoardItem *>(board));
        CHECK(board->width() > 0);
        // One card per ground position.
        for (const auto &position : encounter.rules->positions)
            CHECK(itemsNamed(host.window(), QStringLiteral("position:") + position.id).size() == 1);
    }

    // One token item per token, visible, with a size, on the board.
    for (const Token &token : encounter.tokens) {
        CAPTURE(token.id.toStdString());
        const auto items = itemsNamed(host.window(), QStringLiteral("token:") + token.id);
        REQUIRE(items.size() == 1);
        QQuickItem *item = items.front();
        CHECK(item->isVisible());
        CHECK(item->width() > 0);
        CHECK(item->height() > 0);
        const QRectF onBoard =
            item->mapRectToItem(board, QRectF(0, 0, item->width(), item->height()));
        CHECK(QRectF(0, 0, board->width(), board->height()).contains(onBoard));
        if (encounter.board.isSquare()) {
            // Sized by footprint, at the anchor cell.
            auto *square = qobject_cast<SquareBoardItem *>(board);
            CHECK(item->width() == token.footprint() * square->cellSize());
            CHECK(onBoard.topLeft() == QPointF(token.x, token.y) * square->cellSize());
        }
    }
    // ... and no other token items.
    QList<QQuickItem *> all;
    collectItems(host.window()->contentItem(), all);
    const auto tokenItems = std::count_if(all.cbegin(), all.cend(), [](QQuickItem *item) {
        return item->objectName().startsWith(QLatin1String("token:"));
    });
    CHECK(tokenItems == encounter.tokens.size());

    // The header names the encounter, and QML raised no warnings on the way.
    const auto names = itemsNamed(host.window(), QStringLiteral("encounterName"));
    REQUIRE(names.size() == 1);
    CHECK(names.front()->property("text").toString() == encounter.name);
    INFO(host.warnings().join(QLatin1Char('\n')).toStdString());
    CHECK(host.warnings().isEmpty());

    // The window renders offscreen.
    const QImage image = host.window()->grabWindow();
    CHECK_FALSE(image.isNull());
    CHECK(image.width() > 0);
}

TEST_CASE("The main window stays on the open board when a broken file is opened")
{
    MainWindowHost host;
    REQUIRE(host.create());
    REQUIRE(openAndWait(*host.document(), examplePath(QStringLiteral("churn-clash.encounter"))));
    CHECK_FALSE(
        openAndWait(*host.document(), badFilePath(QStringLiteral("broken-json.encounter"))));
    QCoreApplication::processEvents();
    REQUIRE(itemsNamed(host.window(), QStringLiteral("board")).size() == 1);
    CHECK(itemsNamed(host.window(), QStringLiteral("token:veyra")).size() == 1);
    // The board's banner says what is wrong (the library panel has a banner of its own).
    auto errors = itemsNamed(host.window(), QStringLiteral("errorText"));
    errors.removeIf([](QQuickItem *item) {
        return !item->property("text").toString().contains(QStringLiteral("broken-json.encounter"));
    });
    REQUIRE(errors.size() == 1);
    CHECK(errors.front()->isVisible());
}

TEST_CASE("The board pans with a drag and zooms with the wheel, the buttons' keys and fit")
{
    MainWindowHost host;
    REQUIRE(host.create());
    QQuickWindow *window = host.window();
    window->requestActivate();
    REQUIRE(QTest::qWaitForWindowActive(window));
    REQUIRE(openAndWait(*host.document(), examplePath(QStringLiteral("bridge-ambush.encounter"))));
    QCoreApplication::processEvents();

    const auto views = itemsNamed(window, QStringLiteral("boardView"));
    const auto contents = itemsNamed(window, QStringLiteral("boardContent"));
    REQUIRE(views.size() == 1);
    REQUIRE(contents.size() == 1);
    QQuickItem *view = views.front();
    QQuickItem *content = contents.front();
    auto zoom = [&] { return view->property("zoom").toReal(); };
    // Fitted on load: the whole board is inside the view.
    REQUIRE(QTest::qWaitFor([&] { return view->property("fitted").toBool(); }));
    // The panels settle after the first fit; the view refits while it is fitted.
    CHECK(QTest::qWaitFor(
        [&] { return content->x() + content->width() * zoom() <= view->width() + 0.5; }));
    const qreal fitZoom = zoom();
    CHECK(content->x() >= 0);

    SECTION("Ctrl+= and Ctrl+- zoom by a step about the middle, Ctrl+0 fits again")
    {
        QTest::keyClick(window, Qt::Key_Equal, Qt::ControlModifier);
        CHECK(zoom() == Approx(fitZoom * 1.25));
        CHECK_FALSE(view->property("fitted").toBool());
        QTest::keyClick(window, Qt::Key_Minus, Qt::ControlModifier);
        QTest::keyClick(window, Qt::Key_Minus, Qt::ControlModifier);
        CHECK(zoom() == Approx(fitZoom / 1.25));
        QTest::keyClick(window, Qt::Key_0, Qt::ControlModifier);
        CHECK(zoom() == Approx(fitZoom));
        CHECK(view->property("fitted").toBool());
    }

    SECTION("The wheel zooms about the pointer: the board point under it stays put")
    {
        const QPointF pointer =
            view->mapToScene(QPointF(view->width() * 0.3, view->height() * 0.4));
        const QPointF boardPointBefore = content->mapFromScene(pointer);
        QWheelEvent wheel(pointer, window->mapToGlobal(pointer.toPoint()), QPoint(), QPoint(0, 240),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window, &wheel);
        CHECK(zoom() == Approx(fitZoom * 1.15 * 1.15));
        const QPointF boardPointAfter = content->mapFromScene(pointer);
        CHECK(boardPointAfter.x() == Approx(boardPointBefore.x()).margin(0.01));
        CHECK(boardPointAfter.y() == Approx(boardPointBefore.y()).margin(0.01));
    }

    // The left button on the board selects and moves tokens; the middle button, or the left
    // one with space held, pans.
    const auto panBy = [&](Qt::MouseButton button, QPointF offset) {
        const QPointF start = view->mapToScene(QPointF(view->width() / 2, view->height() / 2));
        QTest::mousePress(window, button, Qt::NoModifier, start.toPoint());
        for (int step = 1; step <= 10; ++step)
            QTest::mouseMove(window, (start + offset * step / 10).toPoint());
        QTest::mouseRelease(window, button, Qt::NoModifier, (start + offset).toPoint());
    };

    SECTION("Dragging the board with the middle button pans it")
    {
        const QPointF before(content->x(), content->y());
        panBy(Qt::MiddleButton, QPointF(80, 50));
        CHECK(content->x() - before.x() == Approx(80).margin(3));
        CHECK(content->y() - before.y() == Approx(50).margin(3));
        CHECK(zoom() == Approx(fitZoom));
        CHECK_FALSE(view->property("fitted").toBool());
    }

    SECTION("Space and a left drag pan it too; without space a left drag leaves it where it is")
    {
        const QPointF before(content->x(), content->y());
        panBy(Qt::LeftButton, QPointF(60, 0));
        CHECK(content->x() == Approx(before.x()));
        view->forceActiveFocus();
        QTest::keyPress(window, Qt::Key_Space);
        panBy(Qt::LeftButton, QPointF(60, 0));
        QTest::keyRelease(window, Qt::Key_Space);
        CHECK(content->x() - before.x() == Approx(60).margin(3));
    }
}

// The main window under a dark system palette, for looking at (not run by ctest):
// gridkeep-qml-smoke "[.screens]" writes it to $GRIDKEEP_SCREENS_DIR.
TEST_CASE("The main window follows a dark system palette", "[.screens]")
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    if (dir.isEmpty())
        return;
    const QPalette light = QGuiApplication::palette();
    QGuiApplication::setPalette(darkTestPalette());
    {
        MainWindowHost host;
        REQUIRE(host.create());
        REQUIRE(
            openAndWait(*host.document(), examplePath(QStringLiteral("bridge-ambush.encounter"))));
        QVariant refusal;
        QMetaObject::invokeMethod(
            host.window(), "applyScreenshotState", Q_RETURN_ARG(QVariant, refusal),
            Q_ARG(QVariant, QStringLiteral("kara")), Q_ARG(QVariant, QStringLiteral("4,7")));
        CHECK(refusal.toString().isEmpty());
        QTest::qWait(300);
        CHECK(host.window()->grabWindow().save(dir + QStringLiteral("/dark.png")));
    }
    QGuiApplication::setPalette(light);
}
