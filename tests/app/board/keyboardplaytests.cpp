#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/tokenselection.h"
#include "live/liveanalysis.h"
#include "live/positionoverlaymodel.h"
#include "shell/mainwindowhost.h"
#include "shownmainwindow.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QUndoStack>

using namespace AppTestSupport;

// Keyboard play in the real main window (docs/input.md): every key goes to the window as a
// GM would press it, with no mouse at all.
namespace
{

QString str(const char *text)
{
    return QString::fromLatin1(text);
}

// The main window with an example open, shown and active, the board holding the keyboard.
struct Window : ShownMainWindow {
    CombatController *combat = nullptr;

    explicit Window(const char *example) : ShownMainWindow(example)
    {
        combat = window->property("combat").value<CombatController *>();
        REQUIRE(combat);
        // The board has the keyboard when the window opens.
        REQUIRE(window->activeFocusItem());
        CHECK(boardHasFocus());
    }

    void key(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(window, key, modifiers);
        QCoreApplication::processEvents();
    }
    [[nodiscard]] bool boardHasFocus() const
    {
        auto *board = itemNamed(window->contentItem(), str("boardView"));
        for (QQuickItem *it = window->activeFocusItem(); it; it = it->parentItem()) {
            if (it == board)
                return true;
        }
        return false;
    }
    [[nodiscard]] const Token *token(const char *id) const
    {
        return host.document()->encounter().token(str(id));
    }
    [[nodiscard]] QQuickItem *item(const char *name) const
    {
        return itemNamed(window->contentItem(), str(name));
    }
    // The window as it looks now, as <name>.png, when GRIDKEEP_SCREENS_DIR asks for pictures.
    void saveScreen(const char *name) const
    {
        const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
        if (dir.isEmpty())
            return;
        QTest::qWait(100);
        CHECK(window->grabWindow().save(QDir(dir).filePath(str(name) + QStringLiteral(".png"))));
    }
};

} // namespace

TEST_CASE("Arrows pick the nearest token that way on a square board", "[keyboard]")
{
    Window w("bridge-ambush.encounter");
    // Nothing selected: from the board's middle (12, 8), the ogre (15, 7, two cells) is right.
    w.key(Qt::Key_Right);
    CHECK(w.selection->current() == str("ogre"));
    w.key(Qt::Key_Left);
    CHECK(w.selection->current() == str("cutthroat"));
    w.key(Qt::Key_Left);
    CHECK(w.selection->current() == str("kara"));
    w.key(Qt::Key_Up);
    CHECK(w.selection->current() == str("bruiser"));
    w.key(Qt::Key_Down);
    CHECK(w.selection->current() == str("kara"));
    CHECK(w.selection->count() == 1);
    // Shift adds the picked token to the selection.
    w.key(Qt::Key_Left, Qt::ShiftModifier);
    CHECK(w.selection->ids() == strings({"kara", "thug"}));
    // Nobody further left of Ilsa: the selection stays.
    w.selection->select(str("ilsa"));
    w.key(Qt::Key_Left);
    CHECK(w.selection->current() == str("ilsa"));
    // Picking edits nothing.
    CHECK(w.host.document()->undoStack()->count() == 0);
    // Escape clears the selection.
    w.key(Qt::Key_Escape);
    CHECK(w.selection->count() == 0);
}

TEST_CASE("Enter grabs a token, arrows move it with the drag's overlays, Enter drops it",
          "[keyboard]")
{
    Window w("bridge-ambush.encounter");
    w.selection->select(str("kara")); // at (7, 7)
    auto *stack = w.host.document()->undoStack();
    auto *ghost = w.item("dragGhost");
    REQUIRE(ghost);

    w.key(Qt::Key_Return);
    REQUIRE(w.live->isDragging());
    CHECK(w.live->dragToken() == str("kara"));
    CHECK(ghost->isVisible());
    w.key(Qt::Key_Left);
    w.key(Qt::Key_Left);
    w.key(Qt::Key_Left);
    CHECK(w.live->dragCell() == QPoint(4, 7));
    // The preview, as a mouse drag shows it: the frame answers the move with the dragged path
    // and its cost, the ghost follows, and the document has not moved.
    QTRY_COMPARE(w.live->frame().dragCell, QPoint(4, 7));
    const LiveFrame &frame = w.live->frame();
    CHECK(frame.isDragging());
    CHECK(frame.focusToken == str("kara"));
    CHECK(frame.path.has_value());
    CHECK(w.live->pathCost() > 0);
    CHECK_FALSE(frame.reachable.isEmpty());
    CHECK(w.live->pointerCell() == QPoint(4, 7));
    CHECK(ghost->isVisible());
    w.saveScreen("keyboard-square-grab");
    CHECK(w.token("kara")->x == 7);
    CHECK(stack->count() == 0);
    // Undo waits while a token is held.
    w.key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(w.live->isDragging());

    // Enter drops it: one undo step, like a mouse drop.
    w.key(Qt::Key_Enter);
    CHECK_FALSE(w.live->isDragging());
    CHECK_FALSE(ghost->isVisible());
    CHECK(w.token("kara")->x == 4);
    CHECK(w.token("kara")->y == 7);
    CHECK(stack->count() == 1);
    CHECK(w.window->property("editor").value<QObject *>()->property("undoText") ==
          str("Move Kara"));
    w.key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(w.token("kara")->x == 7);
    CHECK_FALSE(w.host.document()->isModified());
}

TEST_CASE("Escape puts a grabbed token back and leaves the document alone", "[keyboard]")
{
    Window w("bridge-ambush.encounter");
    w.selection->select(str("ilsa")); // at (3, 8)
    auto *stack = w.host.document()->undoStack();
    w.key(Qt::Key_Return);
    w.key(Qt::Key_Up);
    CHECK(w.live->dragCell() == QPoint(3, 7));
    w.key(Qt::Key_End); // down-left
    CHECK(w.live->dragCell() == QPoint(2, 8));
    w.key(Qt::Key_PageUp); // up-right
    w.key(Qt::Key_PageUp);
    CHECK(w.live->dragCell() == QPoint(4, 6));
    w.key(Qt::Key_Escape);
    CHECK_FALSE(w.live->isDragging());
    CHECK(w.token("ilsa")->x == 3);
    CHECK(w.token("ilsa")->y == 8);
    CHECK(stack->count() == 0);
    CHECK_FALSE(w.host.document()->isModified());
    // The selection stays, and the arrows pick again.
    CHECK(w.selection->current() == str("ilsa"));
    w.key(Qt::Key_Right);
    CHECK(w.selection->current() != str("ilsa"));

    // Ctrl+arrows nudge the selection a cell, one undo step each.
    w.selection->select(str("ilsa"));
    w.key(Qt::Key_Up, Qt::ControlModifier);
    CHECK(w.token("ilsa")->y == 7);
    CHECK(stack->count() == 1);
}

TEST_CASE("The Menu key and Shift+F10 open the selected token's menu at the token", "[keyboard]")
{
    Window w("bridge-ambush.encounter");
    auto *menu = w.window->findChild<QObject *>(str("tokenMenu"));
    REQUIRE(menu);
    // Without a selection nothing opens.
    w.key(Qt::Key_Menu);
    CHECK_FALSE(menu->property("opened").toBool());

    w.selection->select(str("kara"));
    for (auto [key, modifiers] :
         {std::pair{Qt::Key_Menu, Qt::KeyboardModifiers()},
          std::pair{Qt::Key_F10, Qt::KeyboardModifiers(Qt::ShiftModifier)}}) {
        w.key(key, modifiers);
        QTRY_VERIFY(menu->property("opened").toBool());
        CHECK(menu->property("tokenId") == str("kara"));
        CHECK(menu->property("currentIndex").toInt() == 0); // ready for the arrows
        w.saveScreen("keyboard-token-menu");
        // At the token: the menu opens beside Kara's middle (moved up as far as the window
        // needs to hold it).
        auto *token = w.item("token:kara");
        REQUIRE(token);
        const QPointF middle = token->mapToScene(QPointF(token->width() / 2, token->height() / 2));
        auto *popupItem = menu->property("contentItem").value<QQuickItem *>();
        REQUIRE(popupItem);
        const QRectF box = popupItem->parentItem()->mapRectToScene(
            QRectF(0, 0, popupItem->parentItem()->width(), popupItem->parentItem()->height()));
        CHECK(std::abs(box.left() - middle.x()) < 20);
        CHECK(box.top() <= middle.y() + 20);
        CHECK(box.bottom() >= middle.y());
        // Escape closes it and the board has the keyboard again.
        w.key(Qt::Key_Escape);
        QTRY_VERIFY(!menu->property("opened").toBool());
        CHECK(w.boardHasFocus());
        CHECK(w.selection->current() == str("kara"));
    }

    // The menu works from the keyboard: Down to "Tactical Map Against"… down to "Hidden from
    // Players", Enter toggles it for Kara.
    w.key(Qt::Key_Menu);
    QTRY_VERIFY(menu->property("opened").toBool());
    const bool hidden = w.token("kara")->hidden;
    int steps = 0;
    auto current = [&] {
        auto *list = menu->property("contentItem").value<QObject *>();
        auto *item = list ? list->property("currentItem").value<QObject *>() : nullptr;
        return item ? item->property("text").toString() : QString();
    };
    while (current() != str("Hidden from Players") && steps++ < 20)
        w.key(Qt::Key_Down);
    REQUIRE(current() == str("Hidden from Players"));
    w.key(Qt::Key_Return);
    QTRY_VERIFY(!menu->property("opened").toBool());
    CHECK(w.token("kara")->hidden != hidden);
    CHECK(w.boardHasFocus());
}

TEST_CASE("On the Combat Grid arrows pick chips and a grabbed token steps between places",
          "[keyboard]")
{
    Window w("churn-clash.encounter");
    auto *stack = w.host.document()->undoStack();
    // From the grid's middle, the arrows reach a chip.
    w.key(Qt::Key_Up);
    const QString picked = w.selection->current();
    CHECK_FALSE(picked.isEmpty());
    // The hierophant stands alone in the top card: nobody above.
    w.selection->select(str("hierophant"));
    w.key(Qt::Key_Up);
    CHECK(w.selection->current() == str("hierophant"));
    w.key(Qt::Key_Down);
    CHECK(w.selection->current() != str("hierophant"));

    // Veyra stands in the Churn, on the ground: Enter, Up (elevated), Enter.
    w.selection->select(str("veyra"));
    w.key(Qt::Key_Return);
    REQUIRE(w.live->isDragging());
    CHECK(w.live->dragPosition() == str("churn"));
    w.key(Qt::Key_Up);
    CHECK(w.live->dragPosition() == str("churn"));
    CHECK(w.live->dragLevel() == str("elevated"));
    // The route overlays answer the grab: the card it is held over is the target.
    auto *overlay = w.live->positionOverlay();
    const int churnRow = rowOf(*overlay, "positionId", str("churn"));
    REQUIRE(churnRow >= 0);
    QTRY_VERIFY(roleValue(*overlay, churnRow, "isTarget").toBool());
    CHECK(w.token("veyra")->level == str("ground"));
    CHECK(stack->count() == 0);
    w.key(Qt::Key_Return);
    CHECK_FALSE(w.live->isDragging());
    CHECK(w.token("veyra")->level == str("elevated"));
    CHECK(stack->count() == 1);
    w.key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(w.token("veyra")->level == str("ground"));

    // Left to another card keeps the level; Escape puts it back.
    w.key(Qt::Key_Return);
    w.key(Qt::Key_Left);
    CHECK(w.live->dragPosition() != str("churn"));
    CHECK(w.live->dragLevel() == str("ground"));
    const QString over = w.live->dragPosition();
    const int overRow = rowOf(*overlay, "positionId", over);
    QTRY_VERIFY(roleValue(*overlay, overRow, "isTarget").toBool());
    w.saveScreen("keyboard-grid-grab");
    w.key(Qt::Key_Escape);
    CHECK_FALSE(w.live->isDragging());
    CHECK(w.token("veyra")->position == str("churn"));
    CHECK(stack->index() == 0);
    CHECK_FALSE(w.host.document()->isModified());
    // And dropped there it moves.
    w.key(Qt::Key_Return);
    w.key(Qt::Key_Left);
    w.key(Qt::Key_Enter);
    CHECK(w.token("veyra")->position == over);
    CHECK(stack->count() == 1);
}

TEST_CASE("A round of a fight from the keyboard alone", "[keyboard]")
{
    Window w("bridge-ambush.encounter");
    w.combat->setDiceSeed(2026);
    auto *stack = w.host.document()->undoStack();

    // F5 starts the fight with everyone.
    w.key(Qt::Key_F5);
    REQUIRE(w.combat->isActive());
    const int firstRound = w.combat->round();
    const int combatants = w.combat->combatants()->rowCount();
    REQUIRE(combatants > 2);

    // N gives the first turn; P delays whoever acts; J gives the turn to the token picked with
    // the arrows.
    if (w.combat->currentId().isEmpty())
        w.key(Qt::Key_N);
    const QString acting = w.combat->currentId();
    REQUIRE_FALSE(acting.isEmpty());
    w.key(Qt::Key_P);
    CHECK(w.combat->currentId() != acting);
    w.key(Qt::Key_Escape); // no selection: the fight keys act on whoever has the turn
    w.key(Qt::Key_Right);
    const QString picked = w.selection->current();
    REQUIRE_FALSE(picked.isEmpty());
    w.key(Qt::Key_J);
    CHECK(w.combat->currentId() == picked);

    // 1 ticks the first of this turn's actions of the selected combatant.
    const auto used = [&] {
        const int row = rowOf(*w.combat->combatants(), "tokenId", picked);
        return roleValue(*w.combat->combatants(), row, "actions")
            .toList()
            .first()
            .toMap()
            .value(str("used"))
            .toBool();
    };
    const bool before = used();
    w.key(Qt::Key_1);
    CHECK(used() != before);
    w.key(Qt::Key_1);
    CHECK(used() == before);

    // S opens the condition popup, F the attack (paces: defend or yield); Escape closes them.
    for (auto [key, name] :
         {std::pair{Qt::Key_S, "conditionPopup"}, std::pair{Qt::Key_F, "attackPopup"}}) {
        auto *popup = w.window->findChild<QObject *>(str(name));
        REQUIRE(popup);
        w.key(key);
        QTRY_VERIFY(popup->property("opened").toBool());
        w.key(Qt::Key_Escape);
        QTRY_VERIFY(!popup->property("opened").toBool());
    }

    w.saveScreen("keyboard-fight");
    // N, turn after turn, until the round is over.
    w.key(Qt::Key_Escape);
    CHECK(w.selection->count() == 0);
    int turns = 0;
    while (w.combat->round() == firstRound && turns <= combatants + 2) {
        const QString previous = w.combat->currentId();
        w.key(Qt::Key_N);
        ++turns;
        if (w.combat->round() == firstRound)
            CHECK(w.combat->currentId() != previous);
    }
    CHECK(w.combat->round() == firstRound + 1);
    // Ctrl+Z takes the last turn back; Shift+F5 ends the fight.
    w.key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(w.combat->round() == firstRound);
    w.key(Qt::Key_F5, Qt::ShiftModifier);
    CHECK_FALSE(w.combat->isActive());
    CHECK(stack->count() > 0);
}

TEST_CASE("Tab and F6 move the keyboard between the panels; text fields keep their keys",
          "[keyboard]")
{
    Window w("bridge-ambush.encounter");
    auto *frame = w.item("boardFocusFrame");
    REQUIRE(frame);
    CHECK(frame->isVisible());
    auto *panelFrame = w.window->findChild<QQuickItem *>(str("panelFocusFrame"));
    REQUIRE(panelFrame);
    CHECK_FALSE(panelFrame->isVisible());

    // Tab leaves the board for the side panel; Shift+Tab comes back.
    w.key(Qt::Key_Tab);
    CHECK_FALSE(w.boardHasFocus());
    CHECK_FALSE(frame->isVisible());
    auto *side = w.item("sidePanel");
    REQUIRE(side);
    auto inside = [&](QQuickItem *panel) {
        for (QQuickItem *it = w.window->activeFocusItem(); it; it = it->parentItem()) {
            if (it == panel)
                return true;
        }
        return false;
    };
    CHECK(inside(side));
    CHECK(panelFrame->isVisible());
    w.saveScreen("keyboard-panel-focus");
    w.key(Qt::Key_Backtab, Qt::ShiftModifier);
    CHECK(w.boardHasFocus());

    // F6 jumps panel by panel and comes round to the board again.
    QList<QQuickItem *> seen;
    for (int i = 0; i < 6 && (i == 0 || !w.boardHasFocus()); ++i) {
        w.key(Qt::Key_F6);
        seen << w.window->activeFocusItem();
    }
    CHECK(w.boardHasFocus());
    CHECK(seen.size() >= 3); // the header, the tools and the side panel at least

    // A fight's single keys are letters the library's search field takes as text.
    w.key(Qt::Key_F5);
    REQUIRE(w.combat->isActive());
    const QString acting = w.combat->currentId();
    auto *search = w.item("miniatureSearch");
    REQUIRE(search);
    auto *tabs = w.item("sideTabs");
    REQUIRE(tabs);
    tabs->setProperty("currentIndex", 0);
    search->forceActiveFocus();
    w.key(Qt::Key_N);
    w.key(Qt::Key_1);
    CHECK(search->property("text") == str("n1"));
    CHECK(w.combat->currentId() == acting);
    // Back on the board, N moves the turn on.
    for (int i = 0; i < 6 && !w.boardHasFocus(); ++i)
        w.key(Qt::Key_F6);
    REQUIRE(w.boardHasFocus());
    w.key(Qt::Key_N);
    CHECK(w.combat->currentId() != acting);
}

TEST_CASE("A grabbed token marks its action point with A in a classic fight", "[keyboard]")
{
    Window w("hill-giant.encounter");
    auto *stack = w.host.document()->undoStack();
    w.selection->select(str("tombril")); // at (3, 6)
    w.key(Qt::Key_Return);
    w.key(Qt::Key_Right);
    QTRY_COMPARE(w.live->frame().dragCell, QPoint(4, 6));
    auto *mark = w.item("actionPoint");
    REQUIRE(mark);
    // A: the move so far is one undo step, and the grab goes on from the action point.
    w.key(Qt::Key_A);
    CHECK(mark->isVisible());
    CHECK(w.token("tombril")->x == 4);
    CHECK(stack->count() == 1);
    CHECK(w.live->isDragging());
    w.key(Qt::Key_Right);
    CHECK(w.live->dragCell() == QPoint(5, 6));
    // The ghost follows the held cell, not the start of the grab.
    auto *ghost = w.item("dragGhost");
    REQUIRE(ghost);
    auto *board = w.item("board");
    REQUIRE(board);
    const qreal cell = board->property("cellSize").toReal();
    CHECK(ghost->x() + ghost->width() / 2 == Approx(5.5 * cell));
    w.key(Qt::Key_Return);
    CHECK(w.token("tombril")->x == 5);
    CHECK(stack->count() == 2);
}

// The window's actions live in the files of what they act on (docs/architecture.md §3.4), each
// an Item inside the window, so their keys work wherever the keyboard is: here, with the side
// panel holding it.
TEST_CASE("Player view and fog tool and edit keys work with the keyboard in the side panel",
          "[keyboard]")
{
    Window w("bridge-ambush.encounter");
    auto *board = w.item("boardView");
    REQUIRE(board);
    auto *stack = w.host.document()->undoStack();
    w.selection->select(str("kara"));
    w.key(Qt::Key_Tab);
    REQUIRE_FALSE(w.boardHasFocus());
    REQUIRE(w.window->activeFocusItem());

    // Edit: Ctrl+D duplicates, Ctrl+Z undoes it, Ctrl+Y redoes it.
    const int tokens = int(w.host.document()->encounter().tokens.size());
    w.key(Qt::Key_D, Qt::ControlModifier);
    CHECK(int(w.host.document()->encounter().tokens.size()) == tokens + 1);
    w.key(Qt::Key_Z, Qt::ControlModifier);
    CHECK(int(w.host.document()->encounter().tokens.size()) == tokens);
    w.key(Qt::Key_Y, Qt::ControlModifier);
    CHECK(int(w.host.document()->encounter().tokens.size()) == tokens + 1);
    CHECK(stack->canUndo());

    // Player view: F9 opens it, Ctrl+B blanks it, Alt+Right pans it, F9 closes it.
    w.key(Qt::Key_F9);
    REQUIRE(w.window->property("playerViewOpen").toBool());
    auto *player = w.window->property("playerWindow").value<QQuickWindow *>();
    REQUIRE(player);
    CHECK_FALSE(player->property("blanked").toBool());
    w.window->requestActivate();
    REQUIRE(QTest::qWaitForWindowActive(w.window));
    w.key(Qt::Key_B, Qt::ControlModifier);
    CHECK(player->property("blanked").toBool());
    const QPointF origin = player->property("scaleOrigin").toPointF();
    w.key(Qt::Key_Right, Qt::AltModifier);
    CHECK(player->property("scaleOrigin").toPointF() == origin + QPointF(1, 0));
    w.key(Qt::Key_F9);
    CHECK_FALSE(w.window->property("playerViewOpen").toBool());

    // Fog tools: Ctrl+Shift+R and Ctrl+Shift+H take the brush, Ctrl+Shift+P the camera,
    // Escape puts the board back to selecting (FogToolLayer: None 0, Reveal 1, Hide 2, Camera 3).
    w.key(Qt::Key_R, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(board->property("fogTool").toInt() == 1);
    w.key(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(board->property("fogTool").toInt() == 2);
    w.key(Qt::Key_P, Qt::ControlModifier | Qt::ShiftModifier);
    CHECK(board->property("fogTool").toInt() == 3);
    w.key(Qt::Key_Escape);
    CHECK(board->property("fogTool").toInt() == 0);
}
