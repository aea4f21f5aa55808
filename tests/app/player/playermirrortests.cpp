// PlayerMirror: the players' copy of the open encounter (docs/rules.md §3, §3.2) follows the
// GM's committed document through primitive edits, and nothing the GM keeps back reaches it:
// hidden tokens, kept names, notes, drag previews, hidden combatants' turns, the combat log.

#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "live/liveanalysis.h"
#include "live/surroundedbadgemodel.h"
#include "player/fogeditor.h"
#include "player/fogtracker.h"
#include "player/playermirror.h"

#include "engine/playersencounter.h"
#include "engine/squareanalysis.h"
#include "io/encounterwriter.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

// The mirror and the fog publish once per batch, from a 0-ms timer: let them.
void settle()
{
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
}

QStringList idsOf(const Encounter &encounter)
{
    QStringList ids;
    for (const auto &token : encounter.tokens)
        ids << token.id;
    return ids;
}

QStringList badgeIds(const SurroundedBadgeModel &model)
{
    QStringList ids;
    for (const auto &badge : model.badges())
        ids << badge.tokenId;
    return ids;
}

EncounterChange changeAt(const QSignalSpy &spy, int i)
{
    return qvariant_cast<EncounterChange>(spy.at(i).at(0));
}

// The GM's document of an example, its editor, and the players' mirror of it.
struct Table {
    EncounterDocument document;
    EncounterEditor editor;
    PlayerMirror mirror;

    explicit Table(const char *example)
    {
        REQUIRE(openAndWait(document, examplePath(str(example))));
        editor.setDocument(&document);
        mirror.setSource(&document);
        settle();
        REQUIRE(mirror.document()->isLoaded());
    }
    [[nodiscard]] const Encounter &gm() const { return document.encounter(); }
    [[nodiscard]] const Encounter &players() const { return mirror.document()->encounter(); }
};

} // namespace

// docs/rules.md §3.2: "no hidden token, and no token the fog covers".
TEST_CASE("Mirror: the players' encounter holds every token but the hidden Archer", "[player]")
{
    Table t("bridge-ambush.encounter");
    REQUIRE(t.gm().token(str("archer"))->hidden);
    QStringList expected = idsOf(t.gm());
    expected.removeAll(str("archer"));
    CHECK(idsOf(t.players()) == expected);
    CHECK(t.players().token(str("archer")) == nullptr);
    CHECK(t.players().fog == FogOfWar());
    // It is a document of its own: no file, nothing to undo.
    CHECK(t.mirror.document() != &t.document);
    CHECK(t.mirror.document()->fileName().isEmpty());
    CHECK_FALSE(t.mirror.document()->undoStack()->canUndo());
    // The players' bytes name no hidden token.
    CHECK_FALSE(EncounterWriter::toBytes(t.players()).contains("archer"));
}

// docs/architecture.md §4.2, §4.5: the mirror follows the GM's document "through the same
// primitive edits (only what differs)", so a move reaches the players' analysis as a move.
TEST_CASE("Mirror: a GM move reaches the mirror as one TokenMoved change, and so does its undo",
          "[player]")
{
    Table t("bridge-ambush.encounter");
    QSignalSpy changes(t.mirror.document(), &EncounterDocument::changed);
    QSignalSpy resets(t.mirror.document(), &EncounterDocument::encounterReset);

    REQUIRE(t.editor.moveToken(str("brom"), 5, 10));
    // One batch: nothing yet, until the event loop runs.
    CHECK(changes.isEmpty());
    settle();
    REQUIRE(changes.count() == 1);
    CHECK(changeAt(changes, 0).kind == EncounterChange::Kind::TokenMoved);
    CHECK(changeAt(changes, 0).tokenId == str("brom"));
    CHECK(changeAt(changes, 0).before == QRect(6, 9, 1, 1));
    CHECK(t.players().token(str("brom"))->x == 5);
    CHECK(t.players().token(str("brom"))->y == 10);

    t.editor.undo();
    settle();
    REQUIRE(changes.count() == 2);
    CHECK(changeAt(changes, 1).kind == EncounterChange::Kind::TokenMoved);
    CHECK(changeAt(changes, 1).tokenId == str("brom"));
    CHECK(changeAt(changes, 1).before == QRect(5, 10, 1, 1));
    CHECK(t.players().token(str("brom"))->x == 6);
    CHECK(t.players().token(str("brom"))->y == 9);
    CHECK(resets.isEmpty());

    // A move of the hidden Archer changes nothing the players have.
    REQUIRE(t.editor.moveToken(str("archer"), 22, 5));
    settle();
    CHECK(changes.count() == 2);
    CHECK(t.players().token(str("archer")) == nullptr);
}

// docs/rules.md §3.2: "no hidden token".
TEST_CASE("Mirror: hiding a token takes it out, unhiding brings it back in its place", "[player]")
{
    Table t("bridge-ambush.encounter");
    const QStringList before = idsOf(t.players());
    QSignalSpy changes(t.mirror.document(), &EncounterDocument::changed);

    REQUIRE(t.editor.setHidden({str("thug")}, true));
    settle();
    CHECK(t.players().token(str("thug")) == nullptr);
    REQUIRE(changes.count() == 1);
    CHECK(changeAt(changes, 0).kind == EncounterChange::Kind::TokenRemoved);
    CHECK(changeAt(changes, 0).tokenId == str("thug"));

    REQUIRE(t.editor.setHidden({str("thug")}, false));
    settle();
    REQUIRE(t.players().token(str("thug")));
    CHECK(idsOf(t.players()) == before);
    REQUIRE(changes.count() == 2);
    CHECK(changeAt(changes, 1).kind == EncounterChange::Kind::TokenAdded);

    // Undo and redo go the same way.
    t.editor.undo();
    settle();
    CHECK(t.players().token(str("thug")) == nullptr);
    t.editor.undo();
    settle();
    CHECK(idsOf(t.players()) == before);
}

// docs/rules.md §3.2: '"Unknown creature" in place of the name of a token whose name the GM
// keeps (`showName` false)' and "no GM notes, of the encounter or of any token".
TEST_CASE("Mirror: a kept name reads Unknown creature, and notes never reach the players",
          "[player]")
{
    Table t("bridge-ambush.encounter");
    REQUIRE(t.editor.setTokenField(str("cutthroat"), str("showName"), false));
    settle();
    CHECK(t.gm().token(str("cutthroat"))->name == str("Cutthroat"));
    CHECK(t.players().token(str("cutthroat"))->name == PlayersEncounter::UnknownName);
    CHECK(t.mirror.document()->tokens()->rowCount() == t.players().tokens.size());

    const QString tokenNote = str("Owes the Thug forty crowns");
    const QString encounterNote = str("The ford is trapped");
    REQUIRE(t.editor.setTokenField(str("kara"), str("notes"), tokenNote));
    REQUIRE(t.editor.setEncounterNotes(encounterNote));
    settle();
    CHECK(t.gm().token(str("kara"))->notes == tokenNote);
    CHECK(t.document.notes() == encounterNote);
    CHECK(t.players().token(str("kara"))->notes.isEmpty());
    CHECK(t.mirror.document()->notes().isEmpty());
    CHECK(t.players().notes.isEmpty());
    const QByteArray bytes = EncounterWriter::toBytes(t.players());
    CHECK_FALSE(bytes.contains("forty crowns"));
    CHECK_FALSE(bytes.contains("trapped"));
    CHECK_FALSE(bytes.contains("Cutthroat"));

    // Giving the name back shows it again.
    REQUIRE(t.editor.setTokenField(str("cutthroat"), str("showName"), true));
    settle();
    CHECK(t.players().token(str("cutthroat"))->name == str("Cutthroat"));
}

// docs/rules.md §3.1, "Committed state only": "The fog is computed from the encounter as it
// stands after each edit, never from a drag preview, so dragging a token to peek round a corner
// reveals nothing until it is dropped."
TEST_CASE("Mirror: a GM drag never reaches the mirror", "[player]")
{
    Table t("bridge-ambush.encounter");
    FogTracker tracker;
    tracker.setDocument(&t.document);
    t.mirror.setFog(&tracker);
    FogEditor fog;
    fog.setDocument(&t.document);
    fog.setPartySight(true);
    settle();
    LiveAnalysis gm;
    gm.setDocument(&t.document);
    const Encounter before = t.players();
    const FogOfWar fogBefore = t.gm().fog;
    QSignalSpy changes(t.mirror.document(), &EncounterDocument::changed);
    QSignalSpy resets(t.mirror.document(), &EncounterDocument::encounterReset);
    QSignalSpy combat(t.mirror.document(), &EncounterDocument::combatChanged);
    QSignalSpy views(&tracker, &FogTracker::viewChanged);

    // Kara dragged across the ford towards the Ogre and the hidden Archer, frame by frame.
    for (const QPoint cell :
         {QPoint(8, 7), QPoint(10, 7), QPoint(12, 8), QPoint(15, 5), QPoint(18, 4)}) {
        REQUIRE(gm.setDrag(str("kara"), cell));
        settle();
        CHECK(gm.shownEncounter()->token(str("kara"))->x == cell.x());
    }
    CHECK(changes.isEmpty());
    CHECK(resets.isEmpty());
    CHECK(combat.isEmpty());
    CHECK(views.isEmpty());
    CHECK(t.players().tokens == before.tokens);
    CHECK(t.gm().fog == fogBefore);
    CHECK(t.players().token(str("kara"))->x == 7);

    gm.clearDrag();
    settle();
    CHECK(changes.isEmpty());
    CHECK(t.players().tokens == before.tokens);
    CHECK(t.gm().fog == fogBefore);
}

// docs/rules.md §3: "The players' analysis is computed on the encounter with hidden tokens
// removed, as if they were not there. Nothing derived from it (a badge, a cover line, a zone, a
// blocked position) can betray them." And §1.5 (B): Kara stands between the Thug and the
// Cutthroat on opposite corners; with the Thug hidden, only the GM sees her surrounded.
TEST_CASE("Mirror: a hidden enemy that completes a surrounding gives the players no badge",
          "[player]")
{
    Table t("bridge-ambush.encounter");
    LiveAnalysis gm;
    gm.setDocument(&t.document);
    LiveAnalysis players;
    players.setView(LiveAnalysis::View::Players);
    players.setDocument(t.mirror.document());
    REQUIRE(badgeIds(*players.surroundedBadges()).contains(str("kara")));

    REQUIRE(t.editor.setHidden({str("thug")}, true));
    settle();
    // The GM: Kara is surrounded by opposite corners, the hidden Thug one of them.
    const int row = rowOf(*gm.surroundedBadges(), "tokenId", str("kara"));
    REQUIRE(row >= 0);
    CHECK(roleValue(*gm.surroundedBadges(), row, "rule").toString() == str("opposite-corners"));
    CHECK(roleValue(*gm.surroundedBadges(), row, "enemyIds").toStringList() ==
          strings({"cutthroat", "thug"}));
    // The players: no badge for Kara, and nothing that names the Thug.
    CHECK(players.frame().perspective == Perspective::Players);
    CHECK(rowOf(*players.surroundedBadges(), "tokenId", str("kara")) < 0);
    CHECK(players.surroundedReason(str("kara")).isEmpty());
    for (const auto &badge : players.surroundedBadges()->badges())
        CHECK_FALSE(badge.enemyIds.contains(str("thug")));
    CHECK_FALSE(players.frame().names.contains(str("thug")));
    CHECK(players.shownEncounter()->token(str("thug")) == nullptr);
    // Updated incrementally from the mirror's changes, as a full analysis says.
    CHECK(players.squareAnalysis()->toJson() ==
          SquareAnalysis(t.players(), Perspective::Players).toJson());

    // Revealed again, the Thug surrounds Kara for the players too.
    REQUIRE(t.editor.setHidden({str("thug")}, false));
    settle();
    CHECK(rowOf(*players.surroundedBadges(), "tokenId", str("kara")) >= 0);
    CHECK(players.squareAnalysis()->toJson() ==
          SquareAnalysis(t.players(), Perspective::Players).toJson());
}

// docs/rules.md §3.2: "While a combatant the players cannot see has the turn, the players'
// fight keeps the round and the current turn they were last shown: no empty turn, no new round,
// nothing to count." and "no combat log at all (it names hidden combatants and holds the GM's
// secret rolls)". The hidden Archer joins hidden; its turn reveals it to the GM's fight
// (§7.1), but the fog over the far bank keeps it, and the Ogre, out of the players' sight.
TEST_CASE("Mirror: a hidden combatant's turn leaves the players' fight where it was",
          "[player][combat]")
{
    Table t("bridge-ambush.encounter");
    FogTracker tracker;
    tracker.setDocument(&t.document);
    t.mirror.setFog(&tracker);
    FogEditor fog;
    fog.setDocument(&t.document);
    REQUIRE(fog.paintRect(0, 0, 14, 16, true)); // the west bank and the ford
    CombatController combat;
    combat.setDocument(&t.document);
    combat.setDiceSeed(99);
    const auto fight = [&] {
        REQUIRE(t.players().combat.has_value());
        return *t.players().combat;
    };

    REQUIRE(combat.start(QString(), QString(), str("kara")));
    settle();
    CHECK(t.document.encounter().combat->combatant(str("archer"))->joinedHidden);
    CHECK(fight().current == str("kara"));
    CHECK(fight().round == 1);
    CHECK_FALSE(fight().order.contains(str("archer")));
    CHECK_FALSE(fight().order.contains(str("ogre")));
    CHECK(fight().combatant(str("archer")) == nullptr);

    for (const char *id : {"brom", "ilsa", "thug", "cutthroat", "bruiser"}) {
        REQUIRE(combat.nextTurn(str(id)));
        settle();
        CHECK(fight().current == str(id));
        CHECK(fight().round == 1);
    }

    // The Ogre under fog, then the Archer: the players still see the Bruiser's turn.
    REQUIRE(combat.nextTurn(str("ogre")));
    settle();
    CHECK(fight().current == str("bruiser"));
    CHECK(fight().round == 1);
    REQUIRE(combat.nextTurn(str("archer")));
    settle();
    CHECK(combat.currentId() == str("archer"));
    CHECK_FALSE(t.gm().token(str("archer"))->hidden);   // revealed to the GM's fight
    CHECK(t.players().token(str("archer")) == nullptr); // but under fog
    CHECK(fight().current == str("bruiser"));
    CHECK(fight().round == 1);

    // The Ogre's second turn (`turns` 2), then round 2 opens with the one nearest the Ogre,
    // the Archer (docs/rules.md §7.3): still nothing moves for the players.
    REQUIRE(combat.nextTurn());
    settle();
    REQUIRE(combat.currentId() == str("ogre"));
    CHECK(fight().current == str("bruiser"));
    CHECK(fight().round == 1);
    REQUIRE(combat.nextTurn());
    settle();
    REQUIRE(combat.round() == 2);
    REQUIRE(combat.currentId() == str("archer"));
    CHECK(fight().current == str("bruiser"));
    CHECK(fight().round == 1);

    // The turn passes to Kara: the players' view moves on, round and all.
    REQUIRE(combat.nextTurn(str("kara")));
    settle();
    CHECK(fight().current == str("kara"));
    CHECK(fight().round == 2);

    // Secret and open rolls: the GM's log has them, the players' fight has no log at all.
    const QString secret = combat.roll(str("kara"), QString(), true);
    REQUIRE_FALSE(secret.startsWith(str("Error:")));
    combat.roll(str("kara"));
    settle();
    const auto &log = t.gm().combat->log;
    REQUIRE_FALSE(log.isEmpty());
    CHECK(std::any_of(log.begin(), log.end(), [](const auto &e) { return e.secret; }));
    CHECK(fight().log.isEmpty());
    CHECK_FALSE(EncounterWriter::toBytes(t.players()).contains("Archer"));
}

// The mirror follows whatever the GM's window opens: a new file replaces the players' encounter
// at once (docs/rules.md §3.2: "built from the GM's committed encounter by PlayersEncounter::of").
TEST_CASE("Mirror: opening another file replaces the players' encounter", "[player]")
{
    Table t("bridge-ambush.encounter");
    QSignalSpy resets(t.mirror.document(), &EncounterDocument::encounterReset);
    REQUIRE(openAndWait(t.document, examplePath(str("churn-clash.encounter"))));
    settle();
    CHECK(resets.count() == 1);
    CHECK(t.mirror.document()->boardKind() == EncounterDocument::BoardKind::Positions);
    CHECK(t.players().rulesId == str("labyrinthian"));
    CHECK(idsOf(t.players()) == idsOf(t.gm()));
    CHECK(t.players().name == t.gm().name);
}
