// The Workbench (docs/architecture.md §4.16): one owner of a window's parts, wired in C++, and
// the drop and the action point as one call each, whichever board and whichever input.
#include "apptestsupport.h"

#include "combat/combatcontroller.h"
#include "editing/areaeditor.h"
#include "editing/encountereditor.h"
#include "editing/tokenselection.h"
#include "live/actionpointmodel.h"
#include "live/liveanalysis.h"
#include "shell/workbench.h"

#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromLatin1(text);
}

const Token &tokenOf(const Workbench &bench, const char *id)
{
    const Token *token = bench.document()->encounter().token(str(id));
    REQUIRE(token != nullptr);
    return *token;
}

// A one-cell step every token of `ids` can take, so the test does not depend on the map.
QPoint freeStep(const Workbench &bench, const QStringList &ids)
{
    for (const QPoint step : {QPoint(1, 0), QPoint(-1, 0), QPoint(0, 1), QPoint(0, -1)}) {
        bool fits = true;
        for (const QString &id : ids) {
            const Token *token = bench.document()->encounter().token(id);
            fits = fits && bench.editor()->canPlace(id, token->x + step.x(), token->y + step.y());
        }
        if (fits)
            return step;
    }
    FAIL("no free step");
    return {};
}

} // namespace

TEST_CASE("Workbench: a drop on a square board moves the whole selection as one undo step")
{
    Workbench bench;
    REQUIRE(openAndWait(*bench.document(), examplePath(str("bridge-ambush.encounter"))));
    bench.live()->setAsynchronous(false);
    bench.selection()->select(str("kara"));
    bench.selection()->toggle(str("ilsa"));
    REQUIRE(bench.live()->selectedToken() == str("ilsa")); // the live analysis follows it

    const QPoint step = freeStep(bench, strings({"kara", "ilsa"}));
    const QPoint kara(tokenOf(bench, "kara").x, tokenOf(bench, "kara").y);
    const QPoint ilsa(tokenOf(bench, "ilsa").x, tokenOf(bench, "ilsa").y);
    const int steps = bench.document()->undoStack()->count();

    SECTION("nothing dragged: nothing to drop")
    {
        CHECK_FALSE(bench.commitDrag());
        CHECK(bench.document()->undoStack()->count() == steps);
    }
    SECTION("a drag, then the drop")
    {
        REQUIRE(bench.live()->setDrag(str("kara"), kara + step));
        CHECK(bench.commitDrag());
        CHECK(bench.document()->undoStack()->count() == steps + 1);
        CHECK(QPoint(tokenOf(bench, "kara").x, tokenOf(bench, "kara").y) == kara + step);
        CHECK(QPoint(tokenOf(bench, "ilsa").x, tokenOf(bench, "ilsa").y) == ilsa + step);
        CHECK_FALSE(bench.live()->isDragging());
        bench.document()->undoStack()->undo();
        CHECK(QPoint(tokenOf(bench, "kara").x, tokenOf(bench, "kara").y) == kara);
        CHECK(QPoint(tokenOf(bench, "ilsa").x, tokenOf(bench, "ilsa").y) == ilsa);
    }
    SECTION("a drag back to where it began ends the preview and moves nothing")
    {
        REQUIRE(bench.live()->setDrag(str("kara"), kara + step));
        REQUIRE(bench.live()->setDrag(str("kara"), kara));
        CHECK_FALSE(bench.commitDrag());
        CHECK(bench.document()->undoStack()->count() == steps);
        CHECK_FALSE(bench.live()->isDragging());
    }
    SECTION("paces has no action point")
    {
        CHECK_FALSE(bench.splitsMovement());
        REQUIRE(bench.live()->setDrag(str("kara"), kara + step));
        CHECK_FALSE(bench.markActionPoint());
        CHECK(bench.document()->undoStack()->count() == steps);
    }
}

TEST_CASE("Workbench: classic's action point is one step, and the drop after it spends the rest")
{
    // Seed 004: "some or all occurring before an Action, and the remainder taking place after".
    Workbench bench;
    QSignalSpy splits(&bench, &Workbench::splitsMovementChanged);
    REQUIRE(openAndWait(*bench.document(), examplePath(str("classic-reach.encounter"))));
    CHECK(splits.count() >= 1);
    REQUIRE(bench.splitsMovement());
    bench.live()->setAsynchronous(false);
    bench.selection()->select(str("spearman"));
    const QPoint start(tokenOf(bench, "spearman").x, tokenOf(bench, "spearman").y);
    const QPoint step = freeStep(bench, strings({"spearman"}));
    const int steps = bench.document()->undoStack()->count();

    REQUIRE(bench.live()->setDrag(str("spearman"), start + step));
    REQUIRE(bench.markActionPoint());
    CHECK(bench.document()->undoStack()->count() == steps + 1);
    CHECK(QPoint(tokenOf(bench, "spearman").x, tokenOf(bench, "spearman").y) == start + step);
    CHECK(bench.actionPoints()->isActive());
    CHECK(bench.live()->isDragging()); // the drag goes on from the action point
    const double before = bench.actionPoints()->spent(str("spearman"));
    CHECK(before > 0);

    const QPoint next = start + step + freeStep(bench, strings({"spearman"}));
    REQUIRE(bench.live()->setDrag(str("spearman"), next));
    CHECK(bench.commitDrag());
    CHECK(bench.document()->undoStack()->count() == steps + 2);
    CHECK(bench.actionPoints()->spent(str("spearman")) > before);
}

TEST_CASE("Workbench: a drop on the Combat Grid places the token at the dragged place and level")
{
    Workbench bench;
    REQUIRE(openAndWait(*bench.document(), examplePath(str("churn-clash.encounter"))));
    bench.selection()->select(str("tomas"));
    const Token &tomas = tokenOf(bench, "tomas");
    const QString from = tomas.position;
    QString to;
    for (const char *candidate : {"ally-flank-left", "ally-ranged-left", "ally-support", "churn"}) {
        if (str(candidate) != from &&
            bench.editor()->canPlaceAt(str("tomas"), str(candidate), str("ground"))) {
            to = str(candidate);
            break;
        }
    }
    REQUIRE_FALSE(to.isEmpty());
    const int steps = bench.document()->undoStack()->count();
    REQUIRE(bench.live()->setDragPosition(str("tomas"), to, str("ground")));
    CHECK(bench.commitDrag());
    CHECK(bench.document()->undoStack()->count() == steps + 1);
    CHECK(tokenOf(bench, "tomas").position == to);
    CHECK_FALSE(bench.live()->isDragging());
}

TEST_CASE("Workbench: refusals come out as notices, and picking a token puts a picked area down")
{
    Workbench bench;
    REQUIRE(openAndWait(*bench.document(), examplePath(str("bridge-ambush.encounter"))));
    QSignalSpy notices(&bench, &Workbench::notice);
    Q_EMIT bench.editor()->refused(str("No room there"));
    REQUIRE(notices.count() == 1);
    CHECK(notices.front().at(0).toString() == str("No room there"));

    bench.areaEditor()->setSelectedId(str("somewhere"));
    bench.selection()->select(str("kara"));
    CHECK(bench.areaEditor()->selectedId().isEmpty());
}

TEST_CASE("Workbench: in a fight, the drop names each trap the acting combatant's path sets "
          "off in a secret log line, with the move as one undo step",
          "[traps][combat]")
{
    // docs/rules.md §12; the trap covers the whole board, so any step enters it.
    QTemporaryDir dir;
    const auto file = writeJsonVariant(
        dir, str("bridge-ambush.encounter"), str("trapped.encounter"), [](QJsonObject &json) {
            QJsonObject board = json.value(QLatin1String("board")).toObject();
            const int width = board.value(QLatin1String("width")).toInt();
            const int height = board.value(QLatin1String("height")).toInt();
            board.insert(str("traps"),
                         QJsonArray{QJsonObject{{str("id"), str("pit")},
                                                {str("name"), str("Pit trap")},
                                                {str("rect"), QJsonArray{0, 0, width, height}},
                                                {str("trigger"), str("enter")},
                                                {str("note"), str("10 ft drop")}}});
            json.insert(str("board"), board);
        });
    Workbench bench;
    REQUIRE(openAndWait(*bench.document(), file));
    bench.live()->setAsynchronous(false);
    REQUIRE(bench.combat()->start());
    if (bench.combat()->currentId().isEmpty())
        REQUIRE(bench.combat()->nextTurn());
    const QString current = bench.combat()->currentId();
    REQUIRE_FALSE(current.isEmpty());
    bench.selection()->select(current);
    const QPoint step = freeStep(bench, {current});
    const Token before = tokenOf(bench, current.toLatin1().constData());
    const QPoint target = QPoint(before.x, before.y) + step;
    const int steps = bench.document()->undoStack()->count();
    const auto logSize = bench.document()->encounter().combat->log.size();

    REQUIRE(bench.live()->setDrag(current, target));
    REQUIRE(bench.commitDrag());
    CHECK(bench.document()->undoStack()->count() == steps + 1);
    CHECK(bench.document()->undoStack()->undoText() == str("Move %1").arg(before.name));
    const auto &log = bench.document()->encounter().combat->log;
    REQUIRE(log.size() == logSize + 1);
    CHECK(log.last().text ==
          str("%1 sets off Pit trap at %2,%3").arg(before.name).arg(target.x()).arg(target.y()));
    CHECK(log.last().secret); // the trap is hidden: its name is the GM's
    // One undo takes the move and its line back together.
    bench.document()->undoStack()->undo();
    CHECK(tokenOf(bench, current.toLatin1().constData()).x == before.x);
    CHECK(bench.document()->encounter().combat->log.size() == logSize);
}
