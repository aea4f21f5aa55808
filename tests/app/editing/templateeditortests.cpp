// Templates and the ruler in the editor (docs/rules.md §9): TemplateEditor's edits, each one
// undo step, a drag one step however many moves it makes; what reaches the live analysis and
// the players; "Damage all caught" as one step with one log line per token; and the ruler's
// measure in each square rule set.
#include "apptestsupport.h"
#include "board/templateoverlayitem.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "editing/rulermodel.h"
#include "editing/templateeditor.h"
#include "live/liveanalysis.h"
#include "player/fogtracker.h"
#include "player/playermirror.h"

#include "model/fixedpoint.h"

#include <QCoreApplication>
#include <QPointF>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

qint64 micro(double cells)
{
    return FixedPoint::fromDouble(cells);
}

QString dataPath(const char *name)
{
    return QStringLiteral(GRIDKEEP_TEST_DATA_DIR "/") + str(name);
}

// tests/data/template-hall.encounter (paces, 10 × 8): a Fireball (circle, radius 2, centre
// (4.5, 3.5), shared) catching the Goblin and the hidden Rat, and a breath cone that follows the
// Ogre (2 × 2 at (6, 5)) towards (7, 2), behind the wall x = 6 from y = 0 to 4.
struct Hall {
    EncounterDocument document;
    TemplateEditor templates;
    EncounterEditor editor;
    Hall()
    {
        REQUIRE(openAndWait(document, dataPath("template-hall.encounter")));
        templates.setDocument(&document);
        editor.setDocument(&document);
    }
    QUndoStack &stack() { return *document.undoStack(); }
    const SquareBoard &square() const { return document.encounter().board.square; }
    const BoardTemplate *tpl(const QString &id) const
    {
        for (const auto &t : square().templates) {
            if (t.id == id)
                return &t;
        }
        return nullptr;
    }
    QVariantMap row(const QString &id) const
    {
        for (const auto &r : templates.templates()) {
            if (r.toMap().value(str("id")).toString() == id)
                return r.toMap();
        }
        return {};
    }
};

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace

TEST_CASE("Templates: the editor lists the board's templates and whom each catches",
          "[editing][templates]")
{
    Hall h;
    CHECK(h.templates.isAvailable());
    REQUIRE(h.templates.count() == 2);
    const auto fireball = h.row(str("fireball"));
    CHECK(fireball.value(str("shape")) == str("circle"));
    CHECK(fireball.value(str("name")) == str("Fireball"));
    CHECK(fireball.value(str("shared")).toBool());
    // The GM's view catches the hidden Rat like anyone else (docs/rules.md §9).
    CHECK(fireball.value(str("caughtIds")).toStringList() == strings({"goblin", "rat"}));
    CHECK(fireball.value(str("caughtText")) == str("2 caught: Goblin, Rat"));
    CHECK(fireball.value(str("labelX")).toDouble() == 4.5);
    CHECK(fireball.value(str("labelY")).toDouble() == 1.5);

    // The breath follows the Ogre: its apex is the centre of his 2 × 2 footprint.
    const auto breath = h.row(str("breath"));
    CHECK(breath.value(str("anchor")) == str("ogre"));
    CHECK(breath.value(str("anchorName")) == str("Ogre"));
    CHECK(breath.value(str("originX")).toDouble() == 7);
    CHECK(breath.value(str("originY")).toDouble() == 6);
    CHECK(breath.value(str("farX")).toDouble() == 7);
    CHECK(breath.value(str("farY")).toDouble() == 2);
    CHECK(breath.value(str("lengthCells")).toDouble() == 4);
    CHECK(breath.value(str("angle")).toDouble() == -90);
    CHECK(breath.value(str("shade")) == str("#e03131"));

    CHECK(h.templates.templateAt(4.6, 3.4) == str("fireball"));
    CHECK(h.templates.templateAt(7, 3) == str("breath"));
    CHECK(h.templates.templateAt(0.5, 7.5).isEmpty());
    CHECK(h.templates.caughtIds(str("fireball")) == strings({"goblin", "rat"}));
}

TEST_CASE("Templates: every edit is one undo step, and undo and redo restore it",
          "[editing][templates]")
{
    Hall h;
    const QList<BoardTemplate> original = h.square().templates;
    QSignalSpy changes(&h.document, &EncounterDocument::changed);

    // Placed on the nearest half cell, with the palette's radius.
    const QString circle = h.templates.addTemplate(str("circle"), 2.2, 2.3);
    CHECK(circle == str("template-1"));
    CHECK(h.templates.selectedId() == circle);
    CHECK(h.stack().count() == 1);
    CHECK(h.stack().undoText() == str("Place circle"));
    REQUIRE(h.tpl(circle));
    CHECK(h.tpl(circle)->origin == MicroPoint{micro(2), micro(2.5)});
    CHECK(h.tpl(circle)->size == micro(TemplateEditor::DefaultRadius));
    // A template is a measurement: no rule result moves (docs/rules.md §9).
    REQUIRE(changes.size() == 1);
    CHECK(changes.front().front().value<EncounterChange>().kind ==
          EncounterChange::Kind::Appearance);

    // Move, one step; Shift places it exactly.
    CHECK(h.templates.moveTemplate(circle, 5.4, 1.2));
    CHECK(h.tpl(circle)->origin == MicroPoint{micro(5.5), micro(1)});
    CHECK(h.stack().undoText() == str("Move circle"));
    CHECK(h.templates.moveTemplate(circle, 5.37, 1.21, true));
    CHECK(h.tpl(circle)->origin == MicroPoint{micro(5.37), micro(1.21)});
    CHECK(h.stack().count() == 3);

    // Resize and rename.
    CHECK(h.templates.setSize(circle, 3.5));
    CHECK(h.tpl(circle)->size == micro(3.5));
    CHECK(h.stack().undoText() == str("Resize circle"));
    CHECK(h.templates.setLabel(circle, str("Stinking cloud")));
    CHECK(h.stack().undoText() == str("Rename circle"));
    CHECK_FALSE(h.templates.setLabel(circle, str("Stinking cloud "))); // the same, trimmed
    CHECK(h.templates.setColor(circle, str("#2f9e44")));
    CHECK(h.stack().undoText() == str("Recolour Stinking cloud"));
    CHECK(h.templates.setShared(circle, true));
    CHECK(h.stack().undoText() == str("Show Stinking cloud to the players"));
    CHECK(h.templates.setWallsBlock(circle, false));
    CHECK(h.stack().count() == 8);

    // A cone points the way the palette had it (east), then turns and takes aim.
    const QString cone = h.templates.addTemplate(str("cone"), 1.1, 1.4);
    REQUIRE(h.tpl(cone));
    CHECK(h.tpl(cone)->origin == MicroPoint{micro(1), micro(1.5)});
    CHECK(h.tpl(cone)->reach == MicroPoint{micro(3), 0});
    // Clockwise on the screen: east turns south.
    CHECK(h.templates.rotateTemplate(cone, 90));
    CHECK(h.tpl(cone)->reach == MicroPoint{0, micro(3)});
    CHECK(h.stack().undoText() == str("Turn cone"));
    CHECK(h.templates.aimTemplate(cone, 5.1, 1.4));
    CHECK(h.tpl(cone)->reach == MicroPoint{micro(4), 0});
    CHECK(h.templates.setLength(cone, 2));
    CHECK(h.tpl(cone)->reach == MicroPoint{micro(2), 0});
    CHECK(h.stack().count() == 12);

    // Anchored to Kara (at (0, 3)), it stands at the centre of her cell, and follows her.
    CHECK(h.templates.setAnchor(cone, str("kara")));
    CHECK(h.stack().undoText() == str("Anchor cone to Kara"));
    CHECK(h.row(cone).value(str("originX")).toDouble() == 0.5);
    CHECK(h.row(cone).value(str("originY")).toDouble() == 3.5);
    CHECK_FALSE(h.templates.setAnchor(cone, str("kara"))); // already
    REQUIRE(h.editor.moveToken(str("kara"), 1, 4));
    CHECK(h.row(cone).value(str("originX")).toDouble() == 1.5);
    CHECK(h.row(cone).value(str("originY")).toDouble() == 4.5);
    // Still pointing east, two squares: it catches the Goblin at (5, 4)? No, it ends at 3.5.
    CHECK(h.row(cone).value(str("farX")).toDouble() == 3.5);
    // Let go, it stays where Kara stands now.
    CHECK(h.templates.setAnchor(cone, QString()));
    CHECK(h.tpl(cone)->anchor.isEmpty());
    CHECK(h.tpl(cone)->origin == MicroPoint{micro(1.5), micro(4.5)});
    CHECK(h.stack().undoText() == str("Let go of cone"));

    // Delete, one step; undo brings it back.
    const int before = h.stack().count();
    CHECK(h.templates.removeTemplate(cone));
    CHECK_FALSE(h.tpl(cone));
    CHECK(h.stack().count() == before + 1);
    CHECK(h.stack().undoText() == str("Delete cone"));
    h.stack().undo();
    REQUIRE(h.tpl(cone));

    // Every state reads back from a file.
    CHECK(reread(h.document));

    // All the way back, and forward again.
    while (h.stack().canUndo())
        h.stack().undo();
    CHECK(h.square().templates == original);
    while (h.stack().canRedo())
        h.stack().redo();
    REQUIRE(h.tpl(circle));
    CHECK(h.tpl(circle)->label == str("Stinking cloud"));
    CHECK_FALSE(h.tpl(cone)); // its deletion was redone last
}

TEST_CASE("Templates: placing and dragging by hand are one undo step each", "[editing][templates]")
{
    Hall h;
    QSignalSpy drafts(&h.templates, &TemplateEditor::draftChanged);

    // The ghost follows the pointer, and says whom it would catch.
    h.templates.setPlaceShape(str("circle"));
    h.templates.hover(4.4, 3.6);
    CHECK(h.templates.draft().isActive());
    CHECK(h.templates.draft().replaces.isEmpty());
    CHECK(h.templates.draftRow().value(str("caughtIds")).toStringList() ==
          strings({"goblin", "rat"}));
    CHECK(h.stack().count() == 0);
    h.templates.clearHover();
    CHECK_FALSE(h.templates.draft().isActive());

    // A cone pulled out from (2, 2) towards the pointer: one step for the whole drag.
    h.templates.setPlaceShape(str("cone"));
    REQUIRE(h.templates.beginPlace(2.1, 1.9));
    CHECK(h.templates.isDragging());
    for (int i = 1; i <= 5; ++i)
        CHECK(h.templates.dragPlace(2 + i * 0.4, 2 + i * 0.5));
    CHECK(h.stack().count() == 0);
    CHECK(drafts.size() > 3);
    const QString cone = h.templates.endPlace();
    CHECK_FALSE(h.templates.isDragging());
    CHECK_FALSE(h.templates.draft().isActive());
    REQUIRE(h.tpl(cone));
    CHECK(h.stack().count() == 1);
    CHECK(h.tpl(cone)->origin == MicroPoint{micro(2), micro(2)});
    CHECK(h.tpl(cone)->reach == MicroPoint{micro(2), micro(2.5)});
    // The next cone clicked points the same way.
    REQUIRE(h.templates.beginPlace(1, 6));
    const QString next = h.templates.endPlace();
    REQUIRE(h.tpl(next));
    CHECK(h.tpl(next)->reach.x > 0);
    CHECK(h.tpl(next)->reach.y > 0);
    CHECK(h.stack().count() == 2);

    // A circle's radius from the drag, to the half cell.
    h.templates.setPlaceShape(str("circle"));
    REQUIRE(h.templates.beginPlace(8, 1));
    CHECK(h.templates.dragPlace(9.3, 1));
    const QString circle = h.templates.endPlace();
    REQUIRE(h.tpl(circle));
    CHECK(h.tpl(circle)->size == micro(1.5));

    // A square from corner to corner, whole cells.
    h.templates.setPlaceShape(str("square"));
    REQUIRE(h.templates.beginPlace(1.1, 5.9));
    CHECK(h.templates.dragPlace(3.4, 7.2));
    const QString square = h.templates.endPlace();
    REQUIRE(h.tpl(square));
    CHECK(h.tpl(square)->origin == MicroPoint{micro(1), micro(6)});
    CHECK(h.tpl(square)->size == micro(3));
    const int placed = h.stack().count();
    CHECK(placed == 4);

    // Moving the Fireball by its dot: many moves, one step, and a draft meanwhile.
    REQUIRE(h.templates.beginDrag(str("fireball"), str("move"), 4.5, 3.5));
    CHECK(h.templates.selectedId() == str("fireball"));
    CHECK(h.templates.dragTo(3.9, 3.6));
    CHECK(h.templates.dragTo(2.4, 1.4));
    CHECK(h.templates.draft().replaces == str("fireball"));
    // The selected row is drawn where it is held.
    CHECK(h.templates.selected().value(str("originX")).toDouble() == 2.5);
    CHECK(h.templates.selected().value(str("originY")).toDouble() == 1.5);
    CHECK(h.tpl(str("fireball"))->origin == MicroPoint{micro(4.5), micro(3.5)});
    CHECK(h.templates.endDrag());
    CHECK(h.stack().count() == placed + 1);
    CHECK(h.stack().undoText() == str("Move Fireball"));
    CHECK(h.tpl(str("fireball"))->origin == MicroPoint{micro(2.5), micro(1.5)});

    // Dropped on the Goblin (at (5, 4)), it follows him.
    REQUIRE(h.templates.beginDrag(str("fireball"), str("move"), 2.5, 1.5));
    CHECK(h.templates.dragTo(5.4, 4.6));
    CHECK(h.templates.draft().tpl->anchor == str("goblin"));
    CHECK(h.templates.draftRow().value(str("anchorName")) == str("Goblin"));
    CHECK(h.templates.endDrag());
    CHECK(h.stack().undoText() == str("Anchor Fireball to Goblin"));
    CHECK(h.tpl(str("fireball"))->anchor == str("goblin"));
    REQUIRE(h.editor.moveToken(str("goblin"), 2, 2));
    CHECK(h.row(str("fireball")).value(str("originX")).toDouble() == 2.5);
    // Shift drops it exactly where it is let go, following nobody.
    REQUIRE(h.templates.beginDrag(str("fireball"), str("move"), 2.5, 2.5));
    CHECK(h.templates.dragTo(4.3, 2.5, true));
    CHECK(h.templates.endDrag());
    CHECK(h.tpl(str("fireball"))->anchor.isEmpty());
    CHECK(h.tpl(str("fireball"))->origin == MicroPoint{micro(4.3), micro(2.5)});

    // Aiming the Ogre's breath turns it where he stands; resizing the Fireball by its handle.
    const int beforeAim = h.stack().count();
    REQUIRE(h.templates.beginDrag(str("breath"), str("aim"), 7, 2));
    CHECK(h.templates.dragTo(3.2, 6.1));
    CHECK(h.templates.dragTo(3.1, 5.9));
    CHECK(h.templates.endDrag());
    CHECK(h.stack().count() == beforeAim + 1);
    CHECK(h.stack().undoText() == str("Turn cone"));
    CHECK(h.tpl(str("breath"))->reach == MicroPoint{micro(-4), 0});
    CHECK(h.tpl(str("breath"))->anchor == str("ogre"));
    REQUIRE(h.templates.beginDrag(str("fireball"), str("size"), 6.3, 2.5));
    CHECK(h.templates.dragTo(7.2, 2.6));
    CHECK(h.templates.endDrag());
    CHECK(h.tpl(str("fireball"))->size == micro(3));
    CHECK(h.stack().undoText() == str("Resize Fireball"));

    // Cancelled, a drag leaves nothing; a click on a dot changes nothing either.
    const int count = h.stack().count();
    REQUIRE(h.templates.beginDrag(str("fireball"), str("move"), 4.3, 2.5));
    CHECK(h.templates.dragTo(8, 7));
    h.templates.cancel();
    CHECK_FALSE(h.templates.draft().isActive());
    REQUIRE(h.templates.beginDrag(str("fireball"), str("move"), 4.3, 2.5));
    CHECK_FALSE(h.templates.endDrag());
    CHECK(h.stack().count() == count);
    CHECK(h.tpl(str("fireball"))->origin == MicroPoint{micro(4.3), micro(2.5)});

    // Undo all the way: the hall as it was read.
    while (h.stack().canUndo())
        h.stack().undo();
    CHECK(h.square().templates.size() == 2);
    CHECK(h.tpl(str("fireball"))->origin == MicroPoint{micro(4.5), micro(3.5)});
}

TEST_CASE("Templates: what the file could not hold is refused, and nothing is pushed",
          "[editing][templates]")
{
    Hall h;
    QSignalSpy refused(&h.templates, &TemplateEditor::refused);
    CHECK_FALSE(h.templates.setSize(str("fireball"), 1001));
    CHECK_FALSE(h.templates.setSize(str("fireball"), -1));
    CHECK_FALSE(h.templates.setColor(str("fireball"), str("orange")));
    CHECK(refused.size() == 1);
    // A far point more than 1000 cells from the origin (docs/file-format.md §3.8).
    CHECK_FALSE(h.templates.aimTemplate(str("breath"), 7, 1100));
    CHECK(refused.size() == 2);
    CHECK_FALSE(h.templates.aimTemplate(str("fireball"), 1, 1)); // a circle has no far point
    CHECK_FALSE(h.templates.setAnchor(str("fireball"), str("nobody")));
    CHECK_FALSE(h.templates.removeTemplate(str("nothing")));
    // An origin off the map is brought onto it.
    CHECK(h.templates.moveTemplate(str("fireball"), -3, 40));
    CHECK(h.tpl(str("fireball"))->origin == MicroPoint{0, micro(8)});
    CHECK(h.stack().count() == 1);
}

TEST_CASE("Templates: the live frame takes them, and the players see only the shared ones",
          "[editing][templates][player]")
{
    Hall h;
    LiveAnalysis live;
    live.setDocument(&h.document);
    FogTracker fog;
    fog.setDocument(&h.document);
    PlayerMirror mirror;
    mirror.setSource(&h.document);
    mirror.setFog(&fog);
    settle();
    const auto playersTemplates = [&] {
        mirror.sync();
        QStringList ids;
        for (const auto &t : mirror.document()->encounter().board.square.templates)
            ids << t.id;
        return ids;
    };
    REQUIRE(mirror.document()->isLoaded());
    CHECK(playersTemplates() == strings({"fireball"}));

    // The frame follows a template edit at once, without recomputing a single result.
    const int serial = live.frame().serial;
    const QString circle = h.templates.addTemplate(str("circle"), 1, 1);
    CHECK(live.frame().serial > serial);
    CHECK(live.frame().encounter->board.square.templates.size() == 3);
    // Not shared: the players' encounter does not hold it.
    CHECK(playersTemplates() == strings({"fireball"}));
    QSignalSpy mirrored(mirror.document(), &EncounterDocument::changed);
    CHECK(h.templates.setShared(circle, true));
    CHECK(playersTemplates() == QStringList({str("fireball"), circle}));
    REQUIRE_FALSE(mirrored.isEmpty());
    CHECK(mirrored.back().front().value<EncounterChange>().kind ==
          EncounterChange::Kind::Appearance);

    // The breath follows the Ogre: shared, it shows while he does, and not once he is hidden.
    CHECK(h.templates.setShared(str("breath"), true));
    CHECK(playersTemplates().contains(str("breath")));
    REQUIRE(h.editor.setHidden({str("ogre")}, true));
    CHECK_FALSE(playersTemplates().contains(str("breath")));

    // The overlay in the players' window draws the shared templates and counts nobody.
    LiveAnalysis playersLive;
    playersLive.setView(LiveAnalysis::View::Players);
    playersLive.setDocument(mirror.document());
    TemplateOverlayItem players;
    players.setShowCaught(false);
    players.setFrame(playersLive.frame());
    CHECK(players.shownCount() == 2);
    CHECK(players.caughtOf(str("fireball")).isEmpty());
    const auto labels = players.labels();
    REQUIRE(labels.size() == 1); // the new circle has no label
    CHECK(labels.front().toMap().value(str("text")) == str("Fireball"));
    // The GM's overlay rings the hidden Rat and counts him.
    TemplateOverlayItem gm;
    gm.setFrame(live.frame());
    CHECK(gm.caughtOf(str("fireball")) == strings({"goblin", "rat"}));
    // A draft is drawn in place of the template it stands for.
    REQUIRE(h.templates.beginDrag(str("fireball"), str("move"), 4.5, 3.5));
    REQUIRE(h.templates.dragTo(1.5, 6.5));
    gm.setDraft(h.templates.draft());
    CHECK(gm.shownCount() == 3);
    CHECK(gm.caughtOf(str("fireball")).isEmpty());
    h.templates.cancel();
    gm.setDraft(h.templates.draft());
    CHECK(gm.caughtOf(str("fireball")) == strings({"goblin", "rat"}));
}

TEST_CASE("Templates: damage, heal or a condition on all caught is one step, a log line each",
          "[editing][templates][combat]")
{
    Hall h;
    CombatController combat;
    combat.setDocument(&h.document);
    combat.setDiceSeed(7);
    REQUIRE(combat.start(str("party")));
    const int steps = h.stack().count();
    const auto log = [&] { return h.document.encounter().combat->log; };
    const int lines = int(log().size());
    const auto caught = h.templates.caughtIds(str("fireball"));
    REQUIRE(caught == strings({"goblin", "rat"}));
    const auto poise = [&](const char *id) {
        return h.document.encounter().combat->combatant(str(id))->pools.value(str("poise")).value;
    };
    const double goblin = poise("goblin");
    const double rat = poise("rat");

    REQUIRE(combat.damageAll(caught, 1, {}, str("Fireball")));
    CHECK(h.stack().count() == steps + 1);
    CHECK(h.stack().undoText() == str("Fireball: damage 1"));
    REQUIRE(log().size() == lines + 2);
    CHECK(log()[lines].text.startsWith(str("Goblin takes 1")));
    CHECK(log()[lines + 1].text.startsWith(str("Rat takes 1")));
    CHECK(poise("goblin") == goblin - 1);
    CHECK(poise("rat") == rat - 1);

    REQUIRE(combat.healAll(caught, 1, {}, str("Fireball")));
    CHECK(h.stack().count() == steps + 2);
    CHECK(log().size() == lines + 4);
    CHECK(poise("goblin") == goblin);

    REQUIRE(combat.addConditionAll(caught, str("prone"), 1, str("end"), {}, str("Fireball")));
    CHECK(h.stack().count() == steps + 3);
    CHECK(log().size() == lines + 6);
    CHECK(h.document.encounter().token(str("goblin"))->hasCondition(str("prone")));
    CHECK(h.document.encounter().token(str("rat"))->hasCondition(str("prone")));

    // One undo takes the whole effect back, log lines and all.
    h.stack().undo();
    CHECK_FALSE(h.document.encounter().token(str("goblin"))->hasCondition(str("prone")));
    CHECK(log().size() == lines + 4);
    h.stack().undo();
    h.stack().undo();
    CHECK(log().size() == lines);
    CHECK(poise("goblin") == goblin);
    CHECK(poise("rat") == rat);

    // Nobody in the fight caught: nothing to do, no step.
    CHECK_FALSE(combat.damageAll({}, 3));
    CHECK_FALSE(combat.damageAll(strings({"nobody"}), 3));
    CHECK(h.stack().index() == steps);
}

TEST_CASE("Ruler: squares and lengths in each square rule set, 1-2-1-2 along the route",
          "[editing][ruler]")
{
    // docs/rules.md §9.2: 1.5 m in paces, 2 m in meters, 5 ft in classic; every shipped square
    // rule set counts diagonals 1, 2, 1, 2.
    const auto [example, perSquare, unit] =
        GENERATE(std::make_tuple("bridge-ambush.encounter", 1.5, "m"),
                 std::make_tuple("crypt-sneak.encounter", 2.0, "m"),
                 std::make_tuple("hill-giant.encounter", 5.0, "ft"));
    CAPTURE(example);
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str(example))));
    RulerModel ruler;
    ruler.setDocument(&document);
    REQUIRE(ruler.isAvailable());
    const auto number = [](double v) { return RulerMeasure::number(v); };

    // Drag from (0, 0) to (1, 1): one diagonal, one square.
    REQUIRE(ruler.start(0.5, 0.5));
    CHECK(ruler.isMeasuring());
    CHECK(ruler.text().isEmpty());
    REQUIRE(ruler.track(1.5, 1.5));
    CHECK(ruler.squares() == 1);
    CHECK(ruler.text() == str("1 square · %1 %2").arg(number(perSquare), str(unit)));
    // A waypoint there; on to (2, 2): the second diagonal counts 2, not 1 again.
    REQUIRE(ruler.addWaypoint(1.5, 1.5));
    REQUIRE(ruler.track(2.2, 2.9));
    CHECK(ruler.squares() == 3);
    REQUIRE(ruler.legs().size() == 2);
    CHECK(ruler.legs()[0].toMap().value(str("squares")) == 1);
    CHECK(ruler.legs()[1].toMap().value(str("squares")) == 2);
    CHECK(ruler.legs()[1].toMap().value(str("text")) ==
          str("2 sq · %1 %2").arg(number(2 * perSquare), str(unit)));
    // Two more diagonals: 1 + 2 + 1 + 2 = 6, and four orthogonal steps add four.
    REQUIRE(ruler.addWaypoint(2.5, 2.5));
    REQUIRE(ruler.track(4.5, 4.5));
    CHECK(ruler.squares() == 6);
    REQUIRE(ruler.addWaypoint(4.5, 4.5));
    REQUIRE(ruler.track(8.5, 4.5));
    CHECK(ruler.squares() == 10);
    CHECK(ruler.text() == str("10 squares · %1 %2").arg(number(10 * perSquare), str(unit)));
    ruler.finish();
    CHECK_FALSE(ruler.isMeasuring());
    CHECK(ruler.points().size() == 5);
    CHECK(ruler.route() == QList<QPoint>({{0, 0}, {1, 1}, {2, 2}, {4, 4}, {8, 4}}));
    // A point on a grid line is in the cell right of or below it.
    REQUIRE(ruler.setRoute({QPointF(0, 0), QPointF(3, 0)}));
    CHECK(ruler.squares() == 3);
    REQUIRE(ruler.start(1.0, 1.0));
    CHECK(ruler.route() == QList<QPoint>({{1, 1}}));
    ruler.clear();
    CHECK_FALSE(ruler.isActive());
    CHECK(ruler.text().isEmpty());

    // Sharing is the GM's switch; another file clears the route.
    QSignalSpy shared(&ruler, &RulerModel::sharedChanged);
    ruler.setShared(true);
    CHECK(shared.size() == 1);
    REQUIRE(ruler.setRoute({QPointF(0, 0), QPointF(2, 1)}));
    REQUIRE(openAndWait(document, examplePath(str("hill-giant.encounter"))));
    CHECK_FALSE(ruler.isActive());
    // No ruler on the Combat Grid.
    REQUIRE(openAndWait(document, examplePath(str("churn-clash.encounter"))));
    CHECK_FALSE(ruler.isAvailable());
    CHECK_FALSE(ruler.start(1, 1));
    settle();
}
