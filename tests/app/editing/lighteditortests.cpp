// Lights and vision in the editor (docs/rules.md §8): LightEditor's edits of lights and the
// ambient level, each one undo step; the token edits that touch lights (darkvision, carrying a
// light, deleting or duplicating a bearer); and what reaches the live analysis and the players.
#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "editing/lighteditor.h"
#include "live/liveanalysis.h"
#include "player/fogtracker.h"
#include "player/playermirror.h"

#include "io/encounterwriter.h"
#include "model/fixedpoint.h"

#include <QCoreApplication>
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

// torchlit-crypt.encounter (classic): a dark crypt; light-1 a brazier, light-2 Brann's torch,
// light-3 a blue light in the tomb, light-4 an unlit candle.
struct Crypt {
    EncounterDocument document;
    LightEditor lights;
    EncounterEditor editor;
    Crypt()
    {
        REQUIRE(openAndWait(document, examplePath(str("torchlit-crypt.encounter"))));
        lights.setDocument(&document);
        editor.setDocument(&document);
    }
    QUndoStack &stack() { return *document.undoStack(); }
    const SquareBoard &square() const { return document.encounter().board.square; }
    const Light *light(const char *id) const { return square().light(str(id)); }
};

void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

} // namespace

TEST_CASE("Lights: the editor lists the board's lights, presets and ambient level",
          "[editing][lights]")
{
    Crypt c;
    CHECK(c.lights.isAvailable());
    CHECK(c.lights.count() == 4);
    CHECK(c.lights.ambient() == str("dark"));
    const auto presets = c.lights.presets();
    REQUIRE(presets.size() == 3);
    CHECK(presets[0].toMap().value(str("id")) == str("torch"));
    CHECK(c.lights.placePreset() == str("torch"));
    const auto torch = c.lights.carried().value(str("brann")).toMap();
    CHECK(torch.value(str("id")) == str("light-2"));
    CHECK(torch.value(str("label")) == str("Brann's torch"));
    CHECK(torch.value(str("preset")) == str("torch"));
    // Brann stands at (2, 12): his torch shines from the middle of his cell.
    CHECK(torch.value(str("lightX")).toDouble() == 2.5);
    CHECK(torch.value(str("lightY")).toDouble() == 12.5);
    // While he is dragged, it is drawn where he is held.
    c.lights.setDragToken(str("brann"));
    c.lights.setDragCell({6, 10});
    CHECK(c.lights.carried().value(str("brann")).toMap().value(str("lightX")).toDouble() == 6.5);
    c.lights.setDragToken({});
    // Its icon is a badge on his bottom right corner, where a click picks it.
    CHECK(torch.value(str("iconX")).toDouble() == Approx(2.8));
    CHECK(torch.value(str("iconY")).toDouble() == Approx(12.8));
    CHECK(c.lights.lightAt(2.8, 12.8) == str("light-2"));
    CHECK(c.lights.lightAt(6.4, 7.6) == str("light-1"));
    CHECK(c.lights.lightAt(5, 5).isEmpty());
}

TEST_CASE("Lights: every edit is one undo step, and undo and redo restore it", "[editing][lights]")
{
    Crypt c;
    const QList<Light> original = c.square().lights;

    // Placed on the nearest half cell, with the first preset's radii.
    const QString id = c.lights.addLight(5.2, 5.3);
    CHECK(id == str("light-5"));
    CHECK(c.lights.selectedId() == id);
    CHECK(c.stack().count() == 1);
    CHECK(c.stack().undoText() == str("Add torch"));
    const Light *placed = c.square().light(id);
    REQUIRE(placed);
    CHECK(placed->x == micro(5));
    CHECK(placed->y == micro(5.5));
    CHECK(placed->bright == micro(4));
    CHECK(placed->dim == micro(8));
    // Shift places it exactly.
    const QString exact = c.lights.addLight(3.3, 2.7, true);
    CHECK(c.square().light(exact)->x == micro(3.3));
    CHECK(c.stack().count() == 2);

    CHECK(c.lights.moveLight(id, 9.9, 2.1));
    CHECK(c.square().light(id)->x == micro(10));
    CHECK(c.square().light(id)->y == micro(2));
    CHECK(c.lights.setOn(id, false));
    CHECK_FALSE(c.square().light(id)->on);
    CHECK(c.stack().undoText() == str("Put out Torch"));
    CHECK(c.lights.setColor(id, str("#80d8ff")));
    CHECK(c.lights.setBright(id, 2));
    CHECK(c.lights.setDim(id, 1.5)); // below bright: bright comes down with it
    CHECK(c.square().light(id)->bright == micro(1.5));
    CHECK(c.square().light(id)->dim == micro(1.5));
    CHECK(c.lights.applyPreset(id, str("lantern")));
    CHECK(c.square().light(id)->dim == micro(12));
    CHECK(c.stack().count() == 8);

    // Refused or empty edits push nothing.
    QSignalSpy refused(&c.lights, &LightEditor::refused);
    CHECK_FALSE(c.lights.setColor(id, str("blue")));
    CHECK(refused.count() == 1);
    CHECK_FALSE(c.lights.setBright(id, -1));
    CHECK_FALSE(c.lights.setDim(id, 2000));
    CHECK_FALSE(c.lights.applyPreset(id, str("lantern")));
    CHECK_FALSE(c.lights.moveLight(str("light-2"), 1, 1)); // carried: it goes with Brann
    CHECK_FALSE(c.lights.setAmbient(str("gloomy")));
    CHECK(c.stack().count() == 8);

    c.lights.setSelectedId(id);
    CHECK(c.lights.removeLight(id));
    CHECK_FALSE(c.square().light(id));
    CHECK(c.lights.selectedId().isEmpty());
    CHECK(c.stack().count() == 9);
    const QList<Light> edited = c.square().lights;
    REQUIRE(reread(c.document));

    while (c.stack().canUndo())
        c.stack().undo();
    CHECK(c.square().lights == original);
    while (c.stack().canRedo())
        c.stack().redo();
    CHECK(c.square().lights == edited);
}

TEST_CASE("Lights: a drag is one undo step, and cancelling it leaves none", "[editing][lights]")
{
    Crypt c;
    QSignalSpy changed(&c.document, &EncounterDocument::changed);
    REQUIRE(c.lights.beginDrag(str("light-1")));
    CHECK(c.lights.isDragging());
    for (double x = 6.5; x <= 9; x += 0.3)
        c.lights.dragTo(x, 7.5);
    c.lights.endDrag();
    CHECK_FALSE(c.lights.isDragging());
    CHECK(c.stack().count() == 1);
    CHECK(c.light("light-1")->x == micro(9));
    // Each move reached the analysis as light only.
    REQUIRE(changed.count() > 1);
    for (const auto &args : changed)
        CHECK(qvariant_cast<EncounterChange>(args.at(0)).kind == EncounterChange::Kind::Lighting);

    // A ring handle pulled out to the pointer: the radius is its distance, to half a cell.
    REQUIRE(c.lights.beginDrag(str("light-1")));
    CHECK(c.lights.resizeTo(str("dim"), 9 + 4.2, 7.5));
    CHECK(c.lights.resizeTo(str("dim"), 9 + 7.1, 7.5));
    CHECK(c.lights.resizeTo(str("bright"), 9, 7.5 - 2.4));
    c.lights.endDrag();
    CHECK(c.stack().count() == 2);
    CHECK(c.light("light-1")->dim == micro(7));
    CHECK(c.light("light-1")->bright == micro(2.5));
    c.stack().undo();
    CHECK(c.light("light-1")->dim == micro(6));
    CHECK(c.light("light-1")->bright == micro(3));
    c.stack().redo();

    // Escape: the light goes back and no step is left, not even one to redo.
    const Light before = *c.light("light-3");
    REQUIRE(c.lights.beginDrag(str("light-3")));
    c.lights.dragTo(15, 3);
    c.lights.dragTo(16, 4);
    c.lights.cancelDrag();
    CHECK(*c.light("light-3") == before);
    CHECK(c.stack().count() == 2);
    CHECK_FALSE(c.stack().canRedo());

    // A drag that ends where it began leaves no step either.
    REQUIRE(c.lights.beginDrag(str("light-3")));
    c.lights.dragTo(15, 3);
    c.lights.dragTo(21.5, 2.5);
    c.lights.endDrag();
    CHECK(c.stack().count() == 2);
}

TEST_CASE("Lights: the ambient level is one undo step that moves only light and vision",
          "[editing][lights]")
{
    Crypt c;
    QSignalSpy changed(&c.document, &EncounterDocument::changed);
    QSignalSpy listed(&c.lights, &LightEditor::lightsChanged);
    CHECK(c.lights.setAmbient(str("dim")));
    CHECK(c.square().ambient == LightLevel::Dim);
    CHECK(c.lights.ambient() == str("dim"));
    CHECK(listed.count() >= 1);
    REQUIRE(changed.count() == 1);
    CHECK(qvariant_cast<EncounterChange>(changed.at(0).at(0)).kind ==
          EncounterChange::Kind::Lighting);
    CHECK(c.stack().undoText() == str("Ambient light: dim"));
    CHECK_FALSE(c.lights.setAmbient(str("dim")));
    CHECK(c.lights.setAmbient(str("bright")));
    CHECK(c.stack().count() == 2);
    c.stack().undo();
    c.stack().undo();
    CHECK(c.square().ambient == LightLevel::Dark);

    // The live analysis's light follows.
    LiveAnalysis live;
    live.setDocument(&c.document);
    REQUIRE(live.frame().light);
    CHECK(live.frame().light->computedAt(20, 12) == LightLevel::Dark);
    CHECK(c.lights.setAmbient(str("bright")));
    CHECK(live.frame().light->computedAt(20, 12) == LightLevel::Bright);
    CHECK(c.lights.moveLight(str("light-1"), 20.5, 12.5));
    const auto &pools = live.frame().light->pools();
    REQUIRE(pools.size() == 4);
    CHECK(pools[0].point.x == micro(20.5));
}

TEST_CASE("Deleting a token deletes the lights it carries, in the same undo step",
          "[editing][lights]")
{
    Crypt c;
    // A second light for Brann, and one for Tam.
    REQUIRE(c.lights.setCarrier(str("light-4"), str("brann")));
    REQUIRE(c.lights.carryLight(str("tam"), str("lantern")));
    const QList<Light> before = c.square().lights;

    const bool inFight = GENERATE(false, true);
    CombatController combat;
    if (inFight) {
        combat.setDocument(&c.document);
        REQUIRE(combat.start(str("party")));
    }
    const int start = c.stack().count();
    REQUIRE(c.editor.removeTokens({str("brann")}));
    CHECK(c.stack().count() == start + 1);
    CHECK(c.stack().undoText() == str("Delete Brann"));
    CHECK_FALSE(c.light("light-2"));
    CHECK_FALSE(c.light("light-4"));
    CHECK(c.light("light-1"));
    CHECK(c.light("light-5")); // Tam's lantern stays
    CHECK(c.lights.carried().value(str("brann")).isNull());
    // The file the GM saves now opens again.
    CHECK(reread(c.document));

    c.stack().undo();
    CHECK(c.document.encounter().tokenIndex(str("brann")) >= 0);
    CHECK(c.square().lights == before);
    CHECK(reread(c.document));
    c.stack().redo();
    CHECK_FALSE(c.light("light-2"));

    // Several tokens at once, Tam and his lantern with them.
    REQUIRE(c.editor.removeTokens({str("tam"), str("ilsa")}));
    CHECK_FALSE(c.light("light-5"));
    CHECK(reread(c.document));
    CHECK(c.stack().count() == start + 2);
}

TEST_CASE("Darkvision, carrying a light, and a copy of a bearer", "[editing][lights]")
{
    Crypt c;
    CHECK(c.editor.tokenDetails(str("ilsa")).value(str("darkvision")).toDouble() == 6);
    CHECK(c.editor.setTokenField(str("ilsa"), str("darkvision"), 12));
    CHECK(c.document.encounter().token(str("ilsa"))->darkvision == micro(12));
    CHECK_FALSE(c.editor.setTokenField(str("ilsa"), str("darkvision"), -1));
    CHECK_FALSE(c.editor.setTokenField(str("ilsa"), str("darkvision"), 5000));
    CHECK(c.stack().count() == 1);

    // Ilsa takes a lantern: a new light, carried, written without a point of its own.
    CHECK(c.lights.carryLight(str("ilsa"), str("lantern")));
    CHECK(c.stack().undoText() == str("Give Ilsa a lantern"));
    const auto row = c.lights.carried().value(str("ilsa")).toMap();
    const Light *lantern = c.light(row.value(str("id")).toString().toUtf8().constData());
    REQUIRE(lantern);
    CHECK(lantern->token == str("ilsa"));
    CHECK_FALSE(lantern->pointWritten);
    CHECK(lantern->dim == micro(12));
    // Brann already carries one: it takes the preset instead.
    const int count = int(c.square().lights.size());
    CHECK(c.lights.carryLight(str("brann"), str("candle")));
    CHECK(c.square().lights.size() == count);
    CHECK(c.light("light-2")->dim == micro(2));
    CHECK(c.stack().count() == 3);

    // A copy of Brann carries a copy of his candle; both go with one undo.
    const QStringList copies = c.editor.duplicateTokens({str("brann")});
    REQUIRE(copies.size() == 1);
    CHECK(c.stack().count() == 4);
    const auto copied = c.lights.carried().value(copies[0]).toMap();
    CHECK(copied.value(str("dimCells")).toDouble() == 2);
    CHECK(copied.value(str("id")) != str("light-2"));
    CHECK(reread(c.document));
    c.stack().undo();
    CHECK(c.document.encounter().tokenIndex(copies[0]) < 0);
    CHECK(c.square().lights.size() == count);

    // Setting the torch down leaves it where Brann stands; stopping carrying deletes the light.
    CHECK(c.lights.setCarrier(str("light-2"), {}));
    CHECK_FALSE(c.light("light-2")->isCarried());
    CHECK(c.light("light-2")->x == micro(2.5));
    CHECK(c.light("light-2")->y == micro(12.5));
    CHECK(c.lights.setCarrier(str("light-2"), str("tam")));
    CHECK(c.lights.stopCarrying(str("tam")));
    CHECK_FALSE(c.light("light-2"));
    CHECK_FALSE(c.lights.stopCarrying(str("tam")));
    CHECK(reread(c.document));
}

TEST_CASE("The players see a hidden bearer's light, never the bearer", "[editing][lights]")
{
    Crypt c;
    FogTracker fog;
    fog.setDocument(&c.document);
    PlayerMirror mirror;
    mirror.setSource(&c.document);
    mirror.setFog(&fog);
    settle();
    REQUIRE(mirror.document()->isLoaded());
    CHECK(mirror.document()->encounter().board.square.light(str("light-2"))->token == str("brann"));
    // Only the lights changed: the mirror reports light, not everything.
    QSignalSpy changed(mirror.document(), &EncounterDocument::changed);
    REQUIRE(c.lights.setOn(str("light-4"), true));
    settle();
    REQUIRE(changed.count() >= 1);
    CHECK(qvariant_cast<EncounterChange>(changed.at(0).at(0)).kind ==
          EncounterChange::Kind::Lighting);
    CHECK(mirror.document()->encounter().board.square.light(str("light-4"))->on);

    REQUIRE(c.editor.setHidden({str("brann")}, true));
    settle();
    const auto &players = mirror.document()->encounter();
    CHECK(players.tokenIndex(str("brann")) < 0);
    const Light *torch = players.board.square.light(str("light-2"));
    REQUIRE(torch);
    CHECK_FALSE(torch->isCarried());
    CHECK(torch->x == micro(2.5));
    CHECK(torch->y == micro(12.5));
    const QByteArray written = EncounterWriter::toBytes(players);
    CHECK_FALSE(written.contains("brann"));
}
