#include "apptestsupport.h"
#include "document/encounterio.h"
#include "editing/encountereditor.h"
#include "editing/tokenselection.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "library/miniaturelibrarymodel.h"
#include "live/liveanalysis.h"
#include "shell/recentfiles.h"

#include <QSignalSpy>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

// bridge-ambush.encounter open in a document with an editor on it.
struct BridgeAmbush {
    BridgeAmbush()
    {
        REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
        editor.setDocument(&document);
    }
    [[nodiscard]] const Token &token(const char *id) const
    {
        const auto *found = document.encounter().token(QString::fromLatin1(id));
        REQUIRE(found);
        return *found;
    }
    [[nodiscard]] QUndoStack &stack() const { return *document.undoStack(); }

    EncounterDocument document;
    EncounterEditor editor;
};

} // namespace

TEST_CASE("Moving a token is one undo step that undo and redo replay exactly")
{
    BridgeAmbush f;
    QSignalSpy changed(&f.document, &EncounterDocument::tokenChanged);
    REQUIRE(f.editor.moveToken(QStringLiteral("kara"), 10, 3));
    CHECK(f.token("kara").x == 10);
    CHECK(f.token("kara").y == 3);
    CHECK(f.stack().count() == 1);
    CHECK(f.stack().undoText() == QStringLiteral("Move Kara"));
    CHECK(f.document.isModified());
    CHECK(changed.size() == 1);

    f.editor.undo();
    CHECK(f.token("kara").x == 7);
    CHECK(f.token("kara").y == 7);
    CHECK_FALSE(f.document.isModified());
    f.editor.redo();
    CHECK(f.token("kara").x == 10);
    CHECK(f.editor.canUndo());
    CHECK_FALSE(f.editor.canRedo());
}

TEST_CASE("Edits that would leave the map or change nothing push nothing")
{
    BridgeAmbush f;
    QSignalSpy refused(&f.editor, &EncounterEditor::refused);
    const int width = f.document.boardWidth();
    // The ogre is size 2: its anchor may go up to width - 2.
    CHECK(f.editor.canPlace(QStringLiteral("ogre"), width - 2, 0));
    CHECK_FALSE(f.editor.canPlace(QStringLiteral("ogre"), width - 1, 0));
    CHECK_FALSE(f.editor.moveToken(QStringLiteral("ogre"), width - 1, 0));
    CHECK_FALSE(f.editor.moveToken(QStringLiteral("kara"), -1, 0));
    CHECK_FALSE(f.editor.moveToken(QStringLiteral("kara"), 7, 7)); // where she stands
    CHECK_FALSE(f.editor.moveToken(QStringLiteral("nobody"), 1, 1));
    CHECK(refused.size() == 2);
    // A group move is all or nothing.
    CHECK_FALSE(f.editor.moveTokens(strings({"kara", "ogre"}), width - 16, 0));
    CHECK(refused.size() == 3);
    CHECK(f.stack().count() == 0);
}

TEST_CASE("Nudging a selection moves every token in it as one step")
{
    BridgeAmbush f;
    REQUIRE(f.editor.moveTokens(strings({"kara", "brom"}), 1, -1));
    CHECK(f.token("kara").x == 8);
    CHECK(f.token("kara").y == 6);
    CHECK(f.token("brom").x == 7);
    CHECK(f.token("brom").y == 8);
    CHECK(f.stack().count() == 1);
    CHECK(f.stack().undoText() == QStringLiteral("Move 2 tokens"));
    f.editor.undo();
    CHECK(f.token("brom").x == 6);
}

TEST_CASE("Delete and duplicate are undoable and keep ids unique")
{
    BridgeAmbush f;
    const int before = int(f.document.encounter().tokens.size());
    const QStringList copies = f.editor.duplicateTokens(strings({"thug", "thug"}));
    REQUIRE(copies.size() == 2);
    CHECK(copies.at(0) == QStringLiteral("thug-2"));
    CHECK(copies.at(1) == QStringLiteral("thug-3"));
    CHECK(f.document.encounter().tokens.size() == before + 2);
    // The copies stand next to the original, on free cells, on the map.
    const auto &copy = *f.document.encounter().token(copies.at(0));
    CHECK(std::max(std::abs(copy.x - 6), std::abs(copy.y - 6)) == 1);
    CHECK_FALSE((copy.x == 7 && copy.y == 6)); // the bruiser stands there
    // Each copy is placed clear of the copies made before it.
    const auto &second = *f.document.encounter().token(copies.at(1));
    CHECK_FALSE((second.x == copy.x && second.y == copy.y));
    CHECK(f.stack().count() == 1);

    REQUIRE(f.editor.removeTokens(strings({"kara", "thug-2", "ogre"})));
    CHECK(f.document.encounter().tokens.size() == before - 1);
    CHECK_FALSE(f.document.encounter().token(QStringLiteral("kara")));
    f.editor.undo();
    CHECK(f.document.encounter().tokens.size() == before + 2);
    CHECK(f.document.encounter().tokenIndex(QStringLiteral("kara")) == 0);
    CHECK(f.token("ogre").size == 2);
    f.editor.undo();
    CHECK(f.document.encounter().tokens.size() == before);
}

TEST_CASE("Context-menu edits: conditions, side, hidden, ZoC weapon, reach, facing")
{
    BridgeAmbush f;
    const auto conditions = f.editor.conditionChoices();
    REQUIRE_FALSE(conditions.isEmpty());
    const QString condition = conditions.first().toMap().value(QStringLiteral("id")).toString();

    REQUIRE(f.editor.setCondition({QStringLiteral("kara")}, condition, true));
    CHECK(f.token("kara").hasCondition(condition));
    CHECK_FALSE(f.editor.setCondition({QStringLiteral("kara")}, condition, true));
    REQUIRE(f.editor.setSide({QStringLiteral("kara")}, QStringLiteral("bandits")));
    CHECK(f.token("kara").side == QStringLiteral("bandits"));
    CHECK_FALSE(f.editor.setSide({QStringLiteral("kara")}, QStringLiteral("no-such-side")));
    REQUIRE(f.editor.setHidden({QStringLiteral("kara")}, true));
    REQUIRE(f.editor.setZoc({QStringLiteral("kara")}, false));
    REQUIRE(f.editor.setReach({QStringLiteral("kara")}, 2));
    CHECK(f.token("kara").reach == 2);
    REQUIRE(f.editor.setReach({QStringLiteral("kara")}, -1));
    CHECK_FALSE(f.token("kara").reach.has_value());
    REQUIRE(f.editor.rotateFacing({QStringLiteral("kara")}, -45));
    CHECK(f.token("kara").facing == 315);
    const int karaRow = f.document.tokens()->indexOf(QStringLiteral("kara"));
    CHECK(roleValue(*f.document.tokens(), karaRow, "facing").toDouble() == 315);
    CHECK_FALSE(f.document.usesFacing()); // paces has no field of view
    CHECK(f.stack().count() == 7);

    while (f.editor.canUndo())
        f.editor.undo();
    CHECK(f.token("kara").conditions.isEmpty());
    CHECK(f.token("kara").side == QStringLiteral("party"));
    CHECK_FALSE(f.token("kara").hidden);
    CHECK(f.token("kara").zoc);
    CHECK(f.token("kara").facing == 0);
}

TEST_CASE("Inspector fields are validated and shown in tokenDetails")
{
    BridgeAmbush f;
    QSignalSpy detailsChanged(&f.editor, &EncounterEditor::detailsChanged);
    REQUIRE(f.editor.setTokenField(QStringLiteral("kara"), QStringLiteral("name"),
                                   QStringLiteral(" Kara the Bold ")));
    // The inspector binds `editor.details[tokenId]`: every edit announces new details.
    CHECK(detailsChanged.count() == 1);
    CHECK(f.editor.details().value(QStringLiteral("kara")).toMap().value(QStringLiteral("name")) ==
          QStringLiteral("Kara the Bold"));
    REQUIRE(f.editor.setTokenField(QStringLiteral("kara"), QStringLiteral("altitude"), 1.5));
    REQUIRE(f.editor.setTokenField(QStringLiteral("kara"), QStringLiteral("size"), 2));
    CHECK_FALSE(f.editor.setTokenField(QStringLiteral("kara"), QStringLiteral("size"), 9));
    CHECK_FALSE(f.editor.setTokenField(QStringLiteral("kara"), QStringLiteral("speed"), -3));
    CHECK_FALSE(f.editor.setTokenField(QStringLiteral("kara"), QStringLiteral("colour"), 1));
    const auto details = f.editor.tokenDetails(QStringLiteral("kara"));
    CHECK(details.value(QStringLiteral("name")).toString() == QStringLiteral("Kara the Bold"));
    CHECK(details.value(QStringLiteral("altitude")).toDouble() == 1.5);
    CHECK(f.token("kara").altitudeMicrometres == 1'500'000);
    CHECK(details.value(QStringLiteral("size")).toInt() == 2);
    CHECK(details.value(QStringLiteral("effectiveReach")).toInt() == f.editor.defaultReach());
    CHECK(f.editor.tokenDetails(QStringLiteral("nobody")).isEmpty());
}

TEST_CASE("A miniature dropped on the board becomes a token, pulled onto the map")
{
    BridgeAmbush f;
    QTemporaryDir dir;
    MiniatureLibraryModel library;
    library.setDataDirectory(dir.path());
    const QString id = f.editor.addMiniature(&library, QStringLiteral("giant"), 100, 100,
                                             QStringLiteral("bandits"));
    REQUIRE_FALSE(id.isEmpty());
    const auto &giant = *f.document.encounter().token(id);
    CHECK(giant.side == QStringLiteral("bandits"));
    CHECK(giant.x + giant.footprint() == f.document.boardWidth());
    CHECK(giant.y + giant.footprint() == f.document.boardHeight());
    CHECK_FALSE(giant.portrait.isEmpty());
    f.editor.undo();
    CHECK_FALSE(f.document.encounter().token(id));
    CHECK(f.editor.addMiniature(&library, QStringLiteral("no-such"), 1, 1).isEmpty());
}

TEST_CASE("A miniature dropped on a map without sides brings the starting sides, in one undo "
          "step")
{
    // A map imported from another tool has no sides; a token must name one
    // (docs/file-format.md §5), or the saved file could not be opened again.
    QTemporaryDir dir;
    EncounterDocument document;
    EncounterEditor editor;
    editor.setDocument(&document);
    EncounterReader reader;
    auto encounter = reader.readBytes(R"({"format": "gridkeep-encounter", "version": 1,
        "rules": "paces", "board": {"kind": "square", "width": 6, "height": 4},
        "sides": [], "tokens": []})",
                                      QStringLiteral("imported.encounter"));
    REQUIRE(encounter);
    REQUIRE(encounter->sides.isEmpty());
    document.resetEncounter(std::move(*encounter), QString());
    MiniatureLibraryModel library;
    library.setDataDirectory(dir.path());
    const QString id = editor.addMiniature(&library, QStringLiteral("fighter"), 1, 1);
    REQUIRE_FALSE(id.isEmpty());
    CHECK(document.encounter().sides.size() == 2);
    CHECK(document.encounter().token(id)->side == QLatin1String("party"));
    const QString file = dir.filePath(QStringLiteral("imported.encounter"));
    EncounterWriter writer;
    REQUIRE(writer.writeFile(document.encounter(), file));
    CHECK(reader.readFile(file));
    editor.undo();
    CHECK(document.encounter().tokens.isEmpty());
    CHECK(document.encounter().sides.isEmpty());
}

TEST_CASE("On the Combat Grid tokens go to positions and levels that exist there")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    EncounterEditor editor;
    editor.setDocument(&document);
    const auto &first = document.encounter().tokens.first();
    const QString id = first.id;
    // Seed 001: "Skyward" needs the board to allow it; water levels only in water.
    const bool skyward = document.encounter().board.positions.skyward;
    CHECK(editor.canPlaceAt(id, QStringLiteral("churn"), QStringLiteral("skyward")) == skyward);
    CHECK(editor.placeToken(id, QStringLiteral("ally-ranged-center"), QStringLiteral("elevated")));
    CHECK(document.encounter().token(id)->position == QStringLiteral("ally-ranged-center"));
    CHECK_FALSE(editor.placeToken(id, QStringLiteral("nowhere"), QStringLiteral("ground")));
    QStringList levelIds;
    for (const auto &level : editor.levelsAt(QStringLiteral("ally-ranged-center")))
        levelIds << level.toMap().value(QStringLiteral("id")).toString();
    CHECK(levelIds.contains(QStringLiteral("ground")));
    CHECK_FALSE(levelIds.contains(QStringLiteral("deep")));
    editor.undo();
    CHECK(document.encounter().token(id)->position == first.position);
}

TEST_CASE("The selection follows clicks, shift-clicks, rubber bands and deletions")
{
    BridgeAmbush f;
    TokenSelection selection;
    selection.setDocument(&f.document);
    QSignalSpy changed(&selection, &TokenSelection::selectionChanged);
    selection.select(QStringLiteral("kara"));
    selection.toggle(QStringLiteral("brom"));
    CHECK(selection.ids() == strings({"kara", "brom"}));
    CHECK(selection.current() == QStringLiteral("brom"));
    selection.toggle(QStringLiteral("kara"));
    CHECK(selection.ids() == strings({"brom"}));
    selection.select(QStringLiteral("nobody"));
    CHECK(selection.count() == 0);

    // Cells 6..7 × 6..7 touch thug (6,6), bruiser (7,6) and kara (7,7).
    selection.selectInCells(7, 7, 6, 6, false);
    CHECK(selection.count() == 3);
    CHECK(selection.contains(QStringLiteral("thug")));
    CHECK(selection.contains(QStringLiteral("bruiser")));
    CHECK(selection.contains(QStringLiteral("kara")));
    // The ogre (size 2 at 15,7) is touched at its far corner.
    selection.selectInCells(16, 8, 20, 20, true);
    CHECK(selection.contains(QStringLiteral("ogre")));

    REQUIRE(f.editor.removeTokens({QStringLiteral("thug")}));
    CHECK_FALSE(selection.contains(QStringLiteral("thug")));
    CHECK(changed.size() == 7);
}

TEST_CASE("New encounters for each rule set, saved and reopened")
{
    EncounterDocument document;
    const auto choices = document.ruleSetChoices();
    QStringList ids;
    for (const auto &choice : choices)
        ids << choice.toMap().value(QStringLiteral("id")).toString();
    CHECK(ids.contains(QStringLiteral("labyrinthian")));
    CHECK(ids.contains(QStringLiteral("paces")));
    CHECK(ids.contains(QStringLiteral("meters")));
    CHECK(ids.contains(QStringLiteral("classic")));

    QTemporaryDir dir;
    for (const auto &rulesId : ids) {
        REQUIRE(document.newEncounter(rulesId, 12, 9));
        CHECK(document.rulesId() == rulesId);
        CHECK(document.fileName().isEmpty());
        CHECK_FALSE(document.isModified());
        CHECK(document.encounter().sides.size() == 2);
        const bool square = rulesId != QStringLiteral("labyrinthian");
        CHECK(document.boardKind() == (square ? EncounterDocument::BoardKind::Square
                                              : EncounterDocument::BoardKind::Positions));
        if (square)
            CHECK(document.boardWidth() == 12);
        const QString file = dir.filePath(rulesId + QStringLiteral(".encounter"));
        QSignalSpy saved(&document, &EncounterDocument::saveFinished);
        document.saveAs(QUrl::fromLocalFile(file));
        REQUIRE(saved.wait(10000));
        REQUIRE(saved.front().at(0).toBool());
        EncounterDocument reopened;
        REQUIRE(openAndWait(reopened, file));
        CHECK(reopened.rulesId() == rulesId);
    }
    CHECK_FALSE(document.newEncounter(QStringLiteral("no-such-rules"), 5, 5));
    CHECK_FALSE(document.errorString().isEmpty());
    CHECK_FALSE(document.newEncounter(QStringLiteral("paces"), 0, 5));
}

TEST_CASE("Recent files: newest first, no duplicates, at most eight, resources ignored")
{
    QTemporaryDir dir;
    RecentFiles recent;
    recent.clear();
    QStringList paths;
    for (int i = 0; i < 10; ++i) {
        paths << dir.filePath(QStringLiteral("e%1.encounter").arg(i));
        QFile file(paths.last());
        REQUIRE(file.open(QIODevice::WriteOnly));
        recent.add(paths.last());
    }
    recent.add(paths.at(5));
    recent.add(QStringLiteral(":/samples/bridge-ambush.encounter"));
    CHECK(recent.files().size() == RecentFiles::MaxFiles);
    CHECK(recent.files().first() == paths.at(5));
    CHECK(recent.files().at(1) == paths.at(9));
    CHECK(RecentFiles().files() == recent.files()); // kept in QSettings
    recent.clear();
}

TEST_CASE("Encounter name, sides and allies are undoable edits the analysis follows")
{
    BridgeAmbush f;
    LiveAnalysis live;
    live.setDocument(&f.document);
    QSignalSpy sidesReset(f.document.sides(), &QAbstractItemModel::modelReset);
    REQUIRE(f.editor.setEncounterName(QStringLiteral("Ambush at the old bridge")));
    CHECK(f.document.name() == QStringLiteral("Ambush at the old bridge"));
    CHECK_FALSE(f.editor.setEncounterName(QStringLiteral("  ")));

    const QString id = f.editor.addSide(QStringLiteral("River Folk"));
    CHECK(id == QStringLiteral("river-folk"));
    CHECK(f.document.sides()->rowCount() == 3);
    CHECK(f.editor.addSide(QStringLiteral("River Folk")) == QStringLiteral("river-folk-2"));
    REQUIRE(f.editor.renameSide(id, QStringLiteral("Fisherfolk")));
    REQUIRE(f.editor.setSideColor(id, QColor(QStringLiteral("#00838f"))));
    CHECK(f.document.sideColor(id) == QColor(QStringLiteral("#00838f")));
    CHECK(f.document.encounter().side(id)->name == QStringLiteral("Fisherfolk"));
    CHECK(sidesReset.size() == 5);

    // Seed 002: enemies exert zones of control; allied sides are not enemies (docs/rules.md §1.3).
    const QString before = live.surroundedReason(QStringLiteral("bruiser"));
    REQUIRE_FALSE(before.isEmpty());
    REQUIRE(f.editor.setAllied(QStringLiteral("party"), QStringLiteral("bandits"), true));
    CHECK(f.editor.areAllied(QStringLiteral("bandits"), QStringLiteral("party")));
    CHECK(live.surroundedReason(QStringLiteral("bruiser")).isEmpty());
    f.editor.undo();
    CHECK(live.surroundedReason(QStringLiteral("bruiser")) == before);

    QSignalSpy refused(&f.editor, &EncounterEditor::refused);
    CHECK_FALSE(f.editor.removeSide(QStringLiteral("party"))); // Kara, Brom and Ilsa are on it
    CHECK(refused.size() == 1);
    REQUIRE(f.editor.removeSide(QStringLiteral("river-folk-2")));
    CHECK(f.document.sides()->rowCount() == 3);
    while (f.editor.canUndo())
        f.editor.undo();
    CHECK(f.document.name() == QStringLiteral("Bridge ambush"));
    CHECK(f.document.sides()->rowCount() == 2);
    CHECK_FALSE(f.document.isModified());
}

TEST_CASE("The inspector's combat stats are the rule set's, and each edit is one undo step",
          "[combat]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("hill-giant.encounter"))));
    EncounterEditor editor;
    editor.setDocument(&document);
    QStringList ids;
    for (const auto &choice : editor.statChoices())
        ids << choice.toMap().value(QStringLiteral("id")).toString();
    CHECK(ids.contains(QStringLiteral("level")));
    CHECK(ids.contains(QStringLiteral("defense")));
    const QString tombril = QStringLiteral("tombril");
    // The sample's sword is +2: a +3 one is an edit, setting +3 again is none.
    REQUIRE(editor.setTokenStat(tombril, QStringLiteral("magic"), QStringLiteral("3")));
    CHECK_FALSE(editor.setTokenStat(tombril, QStringLiteral("magic"), QStringLiteral("3")));
    CHECK(document.encounter().token(tombril)->stat(QStringLiteral("magic")) == 3);
    CHECK(editor.tokenDetails(tombril)
              .value(QStringLiteral("stats"))
              .toMap()
              .value(QStringLiteral("magic")) == 3.0);
    CHECK_FALSE(editor.setTokenStat(tombril, QStringLiteral("magic"), QStringLiteral("lots")));
    REQUIRE(editor.setTokenStat(tombril, QStringLiteral("level"), QString()));
    CHECK_FALSE(document.encounter().token(tombril)->stats.contains(QStringLiteral("level")));
    CHECK(document.undoStack()->undoText() == QStringLiteral("Edit Tombril's level"));
    document.undoStack()->undo();
    CHECK(document.encounter().token(tombril)->stat(QStringLiteral("level")) == 9);
}
