// LiveAnalysis and the overlays built on it (issue 5 "Live overlays", docs/rules.md §4): the
// results follow the document's edits and a drag on every frame exactly as the engine
// computed from scratch says, and the painted overlay draws them.

#include "apptestsupport.h"
#include "board/squareboarditem.h"
#include "board/squareoverlayitem.h"
#include "document/encounterdocument.h"
#include "dragscenario.h"
#include "live/liveanalysis.h"
#include "live/overlaytext.h"
#include "live/positionoverlaymodel.h"
#include "live/surroundedbadgemodel.h"
#include "live/tokenrelationmodel.h"

#include "edit/squareboardedit.h"
#include "engine/levellanes.h"
#include "engine/movementfield.h"
#include "engine/positionanalysis.h"
#include "engine/positionmovement.h"
#include "engine/squareanalysis.h"
#include "model/fixedpoint.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QElapsedTimer>
#include <QImage>
#include <QPainter>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickWindow>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <random>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

Encounter movedTo(const Encounter &encounter, const QString &id, QPoint cell)
{
    Encounter moved = encounter;
    Token &token = moved.tokens[moved.tokenIndex(id)];
    token.x = cell.x();
    token.y = cell.y();
    return moved;
}

Encounter movedTo(const Encounter &encounter, const QString &id, const QString &position,
                  const QString &level)
{
    Encounter moved = encounter;
    Token &token = moved.tokens[moved.tokenIndex(id)];
    token.position = position;
    token.level = level;
    return moved;
}

QString nameOf(const Encounter &encounter, const QString &id)
{
    return encounter.token(id)->name;
}

QStringList namesOf(const Encounter &encounter, const QStringList &ids)
{
    QStringList names;
    for (const auto &id : ids)
        names << nameOf(encounter, id);
    return names;
}

// What the badge model should hold, from a fresh analysis: "id rule: enemy, enemy" per
// surrounded token in the encounter's order.
QStringList expectedBadges(const SquareAnalysis &fresh, const Encounter &encounter)
{
    QStringList out;
    for (const Token &token : encounter.tokens) {
        const auto *result = fresh.token(token.id);
        if (result && result->surrounded())
            out << token.id + QLatin1Char(' ') + Surrounded::ruleName(result->surroundedRule) +
                       QStringLiteral(": ") + result->surroundedBy.join(QStringLiteral(", "));
    }
    return out;
}

QStringList modelBadges(const SurroundedBadgeModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row) {
        out << roleValue(model, row, "tokenId").toString() + QLatin1Char(' ') +
                   roleValue(model, row, "rule").toString() + QStringLiteral(": ") +
                   roleValue(model, row, "enemyIds").toStringList().join(QStringLiteral(", "));
    }
    return out;
}

// The sight line to every other token as the relation model shows it and as a fresh analysis
// says: "to: clear|cover|blocked [covering names and cells]".
QString terrainCell(const Encounter &encounter, QPoint c)
{
    const int kind = encounter.board.square.terrainAt(c.x(), c.y());
    return QStringLiteral("%1 (%2, %3)")
        .arg(kind >= 0 ? encounter.rules->terrainKinds[kind].name : str("cell"))
        .arg(c.x())
        .arg(c.y());
}

QStringList expectedLines(const SquareAnalysis &fresh, const Encounter &encounter,
                          const QString &from)
{
    QStringList out;
    for (const Token &token : encounter.tokens) {
        if (token.id == from)
            continue;
        const auto pair = fresh.pair(from, token.id);
        REQUIRE(pair);
        const auto &sight = pair->sight;
        QStringList by = namesOf(encounter, sight.coveringTokens);
        for (const QPoint &c : sight.coveringCells)
            by << terrainCell(encounter, c);
        out << token.id + QStringLiteral(": ") +
                   (!sight.lineOfSight ? str("blocked")
                                       : (sight.cover ? str("cover") : str("clear"))) +
                   QLatin1Char(' ') + by.join(QStringLiteral(", "));
    }
    return out;
}

QStringList modelLines(const TokenRelationModel &model)
{
    QStringList out;
    for (int row = 0; row < model.rowCount(); ++row) {
        if (!roleValue(model, row, "related").toBool())
            continue;
        out << roleValue(model, row, "tokenId").toString() + QStringLiteral(": ") +
                   roleValue(model, row, "sight").toString() + QLatin1Char(' ') +
                   roleValue(model, row, "coveredBy").toStringList().join(QStringLiteral(", "));
    }
    return out;
}

struct Testers {
    explicit Testers(LiveAnalysis &live)
        : badges(live.surroundedBadges(), Mode::Fatal), relations(live.relations(), Mode::Fatal),
          positions(live.positionOverlay(), Mode::Fatal)
    {
    }
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    QAbstractItemModelTester badges;
    QAbstractItemModelTester relations;
    QAbstractItemModelTester positions;
};

// Paints the overlay as the scene graph would into its texture.
QImage paintOverlay(SquareOverlayItem &item)
{
    const QSize size = item.textureSize();
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    painter.scale(size.width() / item.width(), size.height() / item.height());
    item.paint(&painter);
    return image;
}

} // namespace

TEST_CASE("LiveAnalysis holds the GM's analysis of the open document")
{
    EncounterDocument document;
    LiveAnalysis live;
    Testers testers(live);
    QSignalSpy results(&live, &LiveAnalysis::frameChanged);
    live.setDocument(&document);
    CHECK(live.squareAnalysis() == nullptr);
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    CHECK(results.count() >= 2);
    REQUIRE(live.squareAnalysis());
    CHECK(live.positionAnalysis() == nullptr);
    const SquareAnalysis fresh(document.encounter(), Perspective::GameMaster);
    CHECK(live.squareAnalysis()->toJson() == fresh.toJson());

    // Seed 002 "Surrounded": Kara between the Thug and the Cutthroat on opposite corners, and
    // the reeling Bruiser with no way out of Kara's zone (gridkeep-cli analyze says the same).
    CHECK(modelBadges(*live.surroundedBadges()) ==
          strings({"kara opposite-corners: cutthroat, thug", "bruiser no-way-out: kara"}));
    CHECK(live.surroundedReason(str("kara")) ==
          str("Surrounded — opposite corners: Cutthroat, Thug"));
    CHECK(live.surroundedReason(str("bruiser")) == str("Surrounded — no way out: Kara"));
    CHECK(roleValue(*live.surroundedBadges(), 1, "reason").toString() ==
          str("Surrounded — no way out: Kara"));
    CHECK(live.surroundedReason(str("brom")).isEmpty());

    // Nothing selected: no relations, no movement.
    CHECK(live.focusToken().isEmpty());
    CHECK(live.relations()->rowCount() == document.encounter().tokens.size());
    CHECK(modelLines(*live.relations()).isEmpty());
    CHECK(live.movementField() == nullptr);
}

TEST_CASE("A LiveAnalysis outliving its document forgets the results")
{
    LiveAnalysis live;
    QSignalSpy documentSpy(&live, &LiveAnalysis::documentChanged);
    {
        EncounterDocument document;
        REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
        live.setDocument(&document);
        live.setSelectedToken(str("kara"));
        REQUIRE(live.setDrag(str("kara"), {4, 7}));
    }
    CHECK(live.document() == nullptr);
    CHECK(documentSpy.count() == 2);
    CHECK(live.squareAnalysis() == nullptr);
    CHECK(live.shownEncounter() == nullptr);
    CHECK_FALSE(live.isDragging());
    CHECK(live.surroundedBadges()->rowCount() == 0);
    CHECK(live.relations()->rowCount() == 0);
    CHECK(live.movementField() == nullptr);
}

TEST_CASE("The same LiveAnalysis runs for the GM and for the players on one document")
{
    // docs/rules.md §3: the players' analysis is computed as if hidden tokens were absent, and
    // nothing in their frame names or counts one. The Archer of bridge-ambush is hidden.
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    LiveAnalysis gm;
    LiveAnalysis players;
    players.setView(LiveAnalysis::View::Players);
    gm.setDocument(&document);
    players.setDocument(&document);
    const auto &encounter = document.encounter();
    CHECK(gm.squareAnalysis()->toJson() ==
          SquareAnalysis(encounter, Perspective::GameMaster).toJson());
    CHECK(players.squareAnalysis()->toJson() ==
          SquareAnalysis(encounter, Perspective::Players).toJson());
    CHECK(players.frame().perspective == Perspective::Players);
    CHECK(gm.relations()->indexOf(str("archer")) >= 0);
    CHECK(players.relations()->indexOf(str("archer")) < 0);
    CHECK(players.relations()->rowCount() == encounter.tokens.size() - 1);
    CHECK_FALSE(players.frame().names.contains(str("archer")));
    CHECK(players.shownEncounter()->token(str("archer")) == nullptr);

    // Both follow the document's edits, each from the change the edit reports.
    Token archer = *encounter.token(str("archer"));
    archer.x = 9;
    archer.y = 8;
    document.replaceToken(encounter.tokenIndex(str("archer")), archer,
                          EncounterChange::Kind::TokenMoved);
    CHECK(gm.squareAnalysis()->toJson() ==
          SquareAnalysis(encounter, Perspective::GameMaster).toJson());
    CHECK(players.squareAnalysis()->toJson() ==
          SquareAnalysis(encounter, Perspective::Players).toJson());
    CHECK(players.relations()->indexOf(str("archer")) < 0);
}

TEST_CASE("Selecting a token shows its relations and its movement this turn")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    LiveAnalysis live;
    Testers testers(live);
    live.setDocument(&document);
    QSignalSpy focus(&live, &LiveAnalysis::focusTokenChanged);
    live.setSelectedToken(str("kara"));
    CHECK(focus.count() == 1);
    CHECK(live.focusToken() == str("kara"));
    const auto &encounter = document.encounter();
    const SquareAnalysis fresh(encounter, Perspective::GameMaster);
    CHECK(modelLines(*live.relations()) == expectedLines(fresh, encounter, str("kara")));

    // Seed 002 "High Ground": the hidden Archer on the 2 m bank is higher: a bane for Kara in
    // melee, by the rule set's name, and 2 m = 1.33 paces off Kara's range.
    const auto *archer = live.relations()->relation(str("archer"));
    REQUIRE(archer);
    CHECK(archer->melee == str("bane"));
    CHECK(archer->meleeName == encounter.rules->meleeBaneName);
    CHECK(archer->rangeAdjustment == Approx(-2.0 / 1.5));
    CHECK(archer->rangeText == str("range −1.33 pace"));
    CHECK(archer->sight == str("blocked"));
    CHECK(archer->summary.startsWith(str("Kara → Archer: no line of sight (")));
    CHECK(live.relations()->relation(str("kara"))->isFocus);

    // docs/rules.md §5.11 "Default reach budgets": paces, 3 + speed 2 = 5.
    CHECK(live.movementBudget() == 5);
    const int kara = encounter.tokenIndex(str("kara"));
    const MovementField budgeted(encounter, kara, 5.0);
    const auto expected = budgeted.reachable(5.0);
    const auto &reached = live.reachableCells();
    REQUIRE(reached.size() == expected.size());
    for (int i = 0; i < reached.size(); ++i) {
        CHECK(reached[i].anchor == expected[i].anchor);
        CHECK(reached[i].cost == expected[i].cost);
    }
    // The cost at the pointer, beyond the budget too.
    const MovementField unbounded(encounter, kara);
    for (const QPoint cell : {QPoint(7, 8), QPoint(3, 7), QPoint(22, 14), QPoint(8, 8)}) {
        live.setPointerCell(cell);
        CHECK(live.pointerCost() == unbounded.cost(cell).value_or(-1));
    }
    live.setPointerCell({3, 7});
    CHECK(live.pointerWithinBudget());
    live.setPointerCell({22, 14});
    CHECK_FALSE(live.pointerWithinBudget());
}

TEST_CASE("Dragging Kara along row 7 of bridge-ambush: badges and cover lines follow the engine "
          "at every step")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    LiveAnalysis live;
    Testers testers(live);
    live.setDocument(&document);
    live.setSelectedToken(str("kara"));
    const Encounter original = document.encounter();
    const QJsonObject before = live.squareAnalysis()->toJson();

    auto *badges = live.surroundedBadges();
    QSignalSpy results(&live, &LiveAnalysis::frameChanged);
    QSignalSpy resets(badges, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(badges, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(badges, &QAbstractItemModel::rowsRemoved);
    QSignalSpy relationResets(live.relations(), &QAbstractItemModel::modelReset);

    QSet<QString> badgeStates;
    QSet<QString> sights;
    const MovementField field(original, original.tokenIndex(str("kara")));
    // From the west bank past the Thug (6, 6) and the Cutthroat (8, 8), over the bridge.
    for (int x = 1; x <= 14; ++x) {
        const QPoint cell(x, 7);
        CAPTURE(x);
        const int signalsBefore = results.count();
        REQUIRE(live.setDrag(str("kara"), cell));
        CHECK(results.count() == signalsBefore + 1);
        CHECK(live.isDragging());
        CHECK(live.dragCell() == cell);

        const Encounter moved = movedTo(original, str("kara"), cell);
        const SquareAnalysis fresh(moved, Perspective::GameMaster);
        // The preview is the analysis of the moved encounter, computed incrementally.
        CHECK(live.squareAnalysis()->toJson() == fresh.toJson());
        CHECK_FALSE(live.squareAnalysis()->lastStats().full);
        // Badges and reasons exactly as the fresh analysis says.
        const QStringList expected = expectedBadges(fresh, moved);
        CHECK(modelBadges(*badges) == expected);
        for (int row = 0; row < badges->rowCount(); ++row) {
            const QString id = roleValue(*badges, row, "tokenId").toString();
            const auto *result = fresh.token(id);
            CHECK(roleValue(*badges, row, "reason").toString() ==
                  OverlayText::surroundedReason(result->surroundedRule,
                                                namesOf(moved, result->surroundedBy)));
            CHECK(roleValue(*badges, row, "cellX").toInt() == moved.token(id)->x);
        }
        badgeStates.insert(expected.join(QStringLiteral(" | ")));
        // Every line from Kara: clear, cover with what covers, or blocked.
        const QStringList lines = expectedLines(fresh, moved, str("kara"));
        CHECK(modelLines(*live.relations()) == lines);
        for (const auto &line : lines)
            sights.insert(line.section(QLatin1Char(' '), 1, 1));
        // The path being dragged, from where Kara stands in the document.
        const auto path = field.pathTo(cell);
        CHECK(live.pathCost() == (path ? path->cost : -1));
        if (path)
            CHECK(live.pathHinderedBy() == namesOf(original, path->hinderedBy));
    }
    // The drag really went through different states: only at (7, 7) is Kara between the Thug
    // and the Cutthroat and the Bruiser held with no way out; the badges left and came back.
    CHECK(badgeStates.size() == 2);
    CHECK(sights.contains(str("cover")));
    CHECK(sights.contains(str("clear")));
    CHECK(sights.contains(str("blocked")));
    // Badges changed row by row, never by a reset; relations updated in place.
    CHECK(resets.isEmpty());
    CHECK(relationResets.isEmpty());
    CHECK(inserted.count() >= 1);
    CHECK(removed.count() >= 2);
    // The document itself never moved.
    CHECK(document.encounter().token(str("kara"))->x == 7);
    CHECK(live.committedSquareAnalysis()->toJson() == before);

    SECTION("clearDrag restores the document's results")
    {
        QSignalSpy drag(&live, &LiveAnalysis::dragChanged);
        live.clearDrag();
        CHECK(drag.count() == 1);
        CHECK_FALSE(live.isDragging());
        CHECK(live.squareAnalysis()->toJson() == before);
        CHECK(modelBadges(*badges) ==
              strings({"kara opposite-corners: cutthroat, thug", "bruiser no-way-out: kara"}));
        const SquareAnalysis fresh(original, Perspective::GameMaster);
        CHECK(modelLines(*live.relations()) == expectedLines(fresh, original, str("kara")));
        CHECK(live.pathCost() == -1);
        CHECK(live.pathText().isEmpty());
    }

    SECTION("the drop commits through the document, and the results stay those of the engine")
    {
        Token kara = *document.encounter().token(str("kara"));
        kara.x = 12;
        kara.y = 7;
        document.replaceToken(document.encounter().tokenIndex(str("kara")), kara);
        live.clearDrag();
        const SquareAnalysis fresh(document.encounter(), Perspective::GameMaster);
        CHECK(live.squareAnalysis()->toJson() == fresh.toJson());
        CHECK_FALSE(live.committedSquareAnalysis()->lastStats().full);
        CHECK(modelBadges(*badges) == expectedBadges(fresh, document.encounter()));
    }
}

TEST_CASE("The dragged path shows its cost and who would hinder it")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    // Seed 002 "Hindering Maneuvers": Kara starts in the zones of the Thug and the Cutthroat,
    // so any move away lets each of them hinder her once.
    REQUIRE(live.setDrag(str("kara"), {5, 8}));
    CHECK(live.focusToken() == str("kara"));
    const auto &encounter = document.encounter();
    const MovementField field(encounter, encounter.tokenIndex(str("kara")));
    const auto path = field.pathTo({5, 8});
    REQUIRE(path);
    CHECK(live.pathCost() == path->cost);
    REQUIRE(live.path());
    CHECK(live.path()->steps == path->steps);
    CHECK(live.pathHinderedBy() == strings({"Cutthroat", "Thug"}));
    CHECK(live.pathText() == str("Move %1 of 5 · hindered by Cutthroat, Thug").arg(path->cost));
    CHECK(live.pointerCost() == path->cost);

    // A cell Kara cannot end on: the Ogre's.
    REQUIRE(live.setDrag(str("kara"), {15, 7}));
    CHECK(live.pathCost() == -1);
    CHECK(live.pathText() == str("Cannot end a move here"));
    // Off the map: refused, the preview stays where it was.
    CHECK_FALSE(live.setDrag(str("kara"), {24, 7}));
    CHECK(live.dragCell() == QPoint(15, 7));
    CHECK_FALSE(live.setDrag(str("nobody"), {3, 3}));
}

TEST_CASE("Document edits update the live analysis incrementally, as a full recompute says")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    LiveAnalysis live;
    Testers testers(live);
    live.setDocument(&document);
    live.setSelectedToken(str("brom"));
    QSignalSpy results(&live, &LiveAnalysis::frameChanged);
    auto check = [&](bool incremental) {
        const SquareAnalysis fresh(document.encounter(), Perspective::GameMaster);
        CHECK(live.squareAnalysis()->toJson() == fresh.toJson());
        CHECK(live.committedSquareAnalysis()->lastStats().full == !incremental);
        CHECK(modelBadges(*live.surroundedBadges()) == expectedBadges(fresh, document.encounter()));
        CHECK(modelLines(*live.relations()) ==
              expectedLines(fresh, document.encounter(), str("brom")));
    };
    const auto &encounter = document.encounter();

    // A move (TokenMoved).
    Token thug = *encounter.token(str("thug"));
    thug.x = 8;
    thug.y = 6;
    document.replaceToken(encounter.tokenIndex(str("thug")), thug);
    check(true);
    // A property (TokenChanged): the Cutthroat reels, its zone is gone.
    Token cutthroat = *encounter.token(str("cutthroat"));
    cutthroat.conditions << str("reeling");
    document.replaceToken(encounter.tokenIndex(str("cutthroat")), cutthroat);
    check(true);
    CHECK_FALSE(live.squareAnalysis()->token(str("cutthroat"))->hasZoc);
    // A new token (TokenAdded) in the middle of the list.
    Token wolf;
    wolf.id = str("wolf");
    wolf.name = str("Wolf");
    wolf.side = str("bandits");
    wolf.x = 5;
    wolf.y = 10;
    document.insertToken(2, wolf);
    check(true);
    // A removal (TokenRemoved).
    document.removeToken(encounter.tokenIndex(str("ilsa")));
    check(true);
    // Terrain: a boulder next to Brom and a wall segment across the bridge (TerrainChanged
    // with the area the edit reports, as BoardEditor passes on SquareBoardEdit's).
    Board board = encounter.board;
    TerrainEntry boulder;
    boulder.kind = str("obstacle");
    boulder.cells << QPoint(7, 9);
    board.square.terrain << boulder;
    WallSegment wall;
    wall.x1 = 12 * FixedPoint::Scale;
    wall.y1 = 7 * FixedPoint::Scale;
    wall.x2 = 12 * FixedPoint::Scale;
    wall.y2 = 9 * FixedPoint::Scale;
    board.square.walls << wall;
    document.replaceBoard(
        board, EncounterChange::terrain(QRect(7, 9, 1, 1) | SquareBoardEdit::wallCells(wall)));
    check(true);
    // The background only (Appearance): nothing recomputed, no overlay model touched.
    QSignalSpy relationRows(live.relations(), &TokenRelationModel::relationsChanged);
    const auto *analysisBefore = live.committedSquareAnalysis();
    const QJsonObject jsonBefore = analysisBefore->toJson();
    Board same = document.encounter().board;
    same.square.background.opacity = 0.5;
    document.replaceBoard(same, EncounterChange::appearance());
    CHECK(live.committedSquareAnalysis() == analysisBefore);
    CHECK(live.committedSquareAnalysis()->toJson() == jsonBefore);
    CHECK(relationRows.count() == 0);
    CHECK(live.shownEncounter()->board.square.background.opacity == 0.5);

    SECTION("an edit during a drag restarts the preview from the new state")
    {
        REQUIRE(live.setDrag(str("kara"), {9, 7}));
        Token brom = *document.encounter().token(str("brom"));
        brom.x = 9;
        brom.y = 8;
        document.replaceToken(document.encounter().tokenIndex(str("brom")), brom);
        CHECK(live.isDragging());
        const Encounter moved = movedTo(document.encounter(), str("kara"), {9, 7});
        const SquareAnalysis fresh(moved, Perspective::GameMaster);
        CHECK(live.squareAnalysis()->toJson() == fresh.toJson());
        // The dragged token removed under the pointer ends the drag.
        QSignalSpy drag(&live, &LiveAnalysis::dragChanged);
        document.removeToken(document.encounter().tokenIndex(str("kara")));
        CHECK_FALSE(live.isDragging());
        CHECK(drag.count() == 1);
        check(true);
    }
}

TEST_CASE("Labyrinthian overlays on churn-clash: reach, flanking, volley, sight and engagement")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("churn-clash.encounter"))));
    LiveAnalysis live;
    Testers testers(live);
    live.setDocument(&document);
    REQUIRE(live.positionAnalysis());
    CHECK(live.squareAnalysis() == nullptr);
    CHECK(live.surroundedBadges()->rowCount() == 0);
    const Encounter original = document.encounter();
    const RuleSet &rules = *original.rules;
    live.setSelectedToken(str("veyra"));

    // Every relation as the engine's pair says, both ways for flanking.
    auto checkRelations = [&](const Encounter &encounter) {
        const PositionAnalysis fresh = [&] {
            PositionAnalysis a(Perspective::GameMaster);
            a.recomputeAll(encounter);
            return a;
        }();
        CHECK(live.positionAnalysis()->toJson() == fresh.toJson());
        for (const Token &token : encounter.tokens) {
            CAPTURE(token.id);
            const auto *row = live.relations()->relation(token.id);
            REQUIRE(row);
            if (token.id == str("veyra")) {
                CHECK(row->isFocus);
                continue;
            }
            const auto *ahead = fresh.pair(str("veyra"), token.id);
            const auto *back = fresh.pair(token.id, str("veyra"));
            REQUIRE(ahead);
            CHECK(row->related);
            CHECK(row->lineOfSight == ahead->lineOfSight);
            CHECK(row->flanks == ahead->flanking);
            CHECK(row->flankedBy == back->flanking);
            CHECK(row->volleyAllowed == ahead->volleyPenalty.has_value());
            CHECK(row->volleyPenalty == ahead->volleyPenalty.value_or(0));
            CHECK(row->engaged == fresh.token(str("veyra"))->engagedWith.contains(token.id));
            CHECK(row->distance == ahead->distance.value_or(-1));
        }
    };
    checkRelations(original);

    // Seed 001: Veyra and the Acolyte share the Churn, so they are engaged; the board allows
    // Skyward, so volley fire costs −10 per position step (0 in the same position).
    const auto *acolyte = live.relations()->relation(str("acolyte"));
    CHECK(acolyte->engaged);
    CHECK(acolyte->volleyAllowed);
    CHECK(acolyte->volleyPenalty == 0);
    CHECK(acolyte->summary.contains(str("engaged")));
    const auto *hierophant = live.relations()->relation(str("hierophant"));
    CHECK(hierophant->volleyPenalty == rules.volleyPenaltyPerStep * hierophant->distance);

    // Reachable positions: the cheapest cost per lane and per position, from PositionMovement.
    auto checkReach = [&](const QString &id) {
        const auto *positions = live.committedPositionAnalysis();
        const Token &token = *original.token(id);
        const auto movement = PositionMovement::forToken(positions->graph(), rules, token);
        const auto &model = *live.positionOverlay();
        REQUIRE(model.rowCount() == positions->graph().count());
        int reachable = 0;
        for (int p = 0; p < model.rowCount(); ++p) {
            const auto &row = model.rows()[p];
            CHECK(row.positionId == positions->graph().id(p));
            const auto lanes = LevelLanes::at(rules, original.board.positions, row.positionId);
            REQUIRE(row.laneCosts.size() == lanes.size());
            int cheapest = -1;
            for (int lane = 0; lane < lanes.size(); ++lane) {
                const int cost =
                    lanes[lane].allowed ? movement.cost({p, lanes[lane].value}).value_or(-1) : -1;
                CHECK(row.laneCosts[lane] == cost);
                if (cost >= 0 && (cheapest < 0 || cost < cheapest))
                    cheapest = cost;
            }
            CHECK(row.cost == cheapest);
            CHECK(row.isStart == (row.positionId == token.position));
            reachable += row.cost >= 0;
        }
        CHECK(reachable == positions->graph().count()); // the grid is connected
    };
    checkReach(str("veyra"));
    // Churn is difficult: leaving it costs the rough step, 20 (seed 001 "Difficult Terrain").
    const int flank = live.positionOverlay()->indexOf(str("ally-flank-center"));
    CHECK(live.positionOverlay()->rows()[flank].cost == rules.roughStepCost);
    // No `movement` key: a budget of 0, so nothing but the start is within it.
    CHECK(live.movementBudget() == 0);
    CHECK_FALSE(live.positionOverlay()->rows()[flank].withinBudget);

    // Drag Veyra out of the Churn to the ally flank, then up to elevated.
    QSignalSpy results(&live, &LiveAnalysis::frameChanged);
    for (const auto &[position, level] : {std::pair{str("ally-flank-center"), str("ground")},
                                          std::pair{str("ally-flank-left"), str("ground")},
                                          std::pair{str("ally-flank-left"), str("elevated")},
                                          std::pair{str("enemy-flank-center"), str("ground")}}) {
        CAPTURE(position, level);
        REQUIRE(live.setDragPosition(str("veyra"), position, level));
        const Encounter moved = movedTo(original, str("veyra"), position, level);
        checkRelations(moved);
        checkReach(str("veyra")); // costs stay those from where Veyra stands
        const auto *graph = &live.committedPositionAnalysis()->graph();
        const auto movement =
            PositionMovement::forToken(*graph, rules, *original.token(str("veyra")));
        const auto route = movement.routeTo({graph->indexOf(position), *graph->levelValue(level)});
        REQUIRE(route);
        CHECK(live.pointerCost() == route->cost);
        const auto &row = live.positionOverlay()->rows()[live.positionOverlay()->indexOf(position)];
        CHECK(row.isTarget);
        CHECK(row.routeStep >= 1);
    }
    CHECK(results.count() == 4);
    // At the enemy flank centre Veyra stands with the Zealot: engaged, and the Acolyte left
    // behind in the Churn is adjacent with band 0 < 1, so it does not flank her, while she,
    // band 1 ≥ 0, flanks it (docs/rules.md §2.4).
    CHECK(live.relations()->relation(str("zealot"))->engaged);
    CHECK(live.relations()->relation(str("acolyte"))->flanks);
    CHECK_FALSE(live.relations()->relation(str("acolyte"))->flankedBy);
    CHECK_FALSE(live.setDragPosition(str("veyra"), str("nowhere"), str("ground")));

    live.clearDrag();
    checkRelations(original);
    CHECK(live.pointerCost() == -1);
}

// The overlay item follows a LiveAnalysis as QML binds it: `frame: live.frame`.
static void followFrames(SquareOverlayItem &item, LiveAnalysis &live)
{
    item.setFrame(live.frame());
    QObject::connect(&live, &LiveAnalysis::frameChanged, &item,
                     [&item, &live]() { item.setFrame(live.frame()); });
}

TEST_CASE("SquareOverlayItem paints each overlay it is asked for, from the engine's results")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    SquareOverlayItem item;
    followFrames(item, live);
    item.setCellSize(40);
    CHECK(item.implicitWidth() == 24 * 40);
    CHECK(item.implicitHeight() == 16 * 40);
    item.setSize({item.implicitWidth(), item.implicitHeight()});
    REQUIRE(item.textureSize() == QSize(24 * 64, 16 * 64));
    const qreal ppc = 64;
    auto pixel = [&](const QImage &image, QPointF cell) {
        return image.pixelColor(int(cell.x() * ppc), int(cell.y() * ppc));
    };

    // Nothing selected: only the surrounded marks.
    item.setShowSurrounded(false);
    QImage image = paintOverlay(item);
    CHECK(image == [&] {
        QImage empty(image.size(), image.format());
        empty.fill(Qt::transparent);
        return empty;
    }());

    live.setSelectedToken(str("kara"));
    item.setShowSurrounded(true);
    const QImage all = paintOverlay(item);
    // Each switch takes something away.
    for (auto setter : {&SquareOverlayItem::setShowZones, &SquareOverlayItem::setShowReach,
                        &SquareOverlayItem::setShowSight, &SquareOverlayItem::setShowHighGround,
                        &SquareOverlayItem::setShowSurrounded}) {
        (item.*setter)(false);
        CHECK(paintOverlay(item) != all);
        (item.*setter)(true);
    }
    // The reach area is blue where no other overlay draws: (3, 6) is 4 steps west of Kara,
    // outside every enemy's zone.
    REQUIRE(live.movementField()->cost({3, 6}).value_or(99) <= 5);
    const QColor reach = pixel(all, {3.3, 6.3});
    CHECK(reach.alpha() > 20);
    CHECK(reach.blue() > reach.red());
    // The Ogre's zone is tinted in the zone's purple (OverlayPalette) where Kara cannot go this
    // turn: (17, 6).
    CHECK_FALSE(live.movementField()->cost({17, 6}).value_or(99) <= 5);
    const QColor zone = pixel(all, {17.5, 6.3});
    CHECK(zone.alpha() > 20);
    CHECK(zone.blue() > zone.green());
    CHECK(zone.red() > zone.green());

    // A sight range keeps the lines near the token: the Archer, 14 squares away, loses its
    // line and its label.
    item.setSightRange(8);
    CHECK(item.sightRange() == 8);
    const QImage near = paintOverlay(item);
    CHECK(near != all);
    item.setSightRange(14);
    CHECK(paintOverlay(item) == all);
    item.setSightRange(0);

    // Layers: shapes under the tokens, labels over them; together they make the whole.
    item.setOverlayLayer(SquareOverlayItem::Layer::UnderTokens);
    const QImage under = paintOverlay(item);
    item.setOverlayLayer(SquareOverlayItem::Layer::OverTokens);
    const QImage over = paintOverlay(item);
    CHECK(under != all);
    CHECK(over != all);
    CHECK(pixel(under, {3.3, 6.3}) == reach);
    CHECK(pixel(over, {3.3, 6.3}).alpha() == 0);
}

namespace
{

// How the board view can host the overlays (see the report for SquareBoardView.qml): shapes
// under the token items, labels over them, a badge with the reason on each surrounded token.
// The dragged token is drawn at the drag cell, as the view's drag ghost would be.
const char *OverlayScene = R"QML(
import QtQuick
import QtQuick.Controls
import Gridkeep

Window {
    id: win
    required property EncounterDocument document
    required property LiveAnalysis live
    property string tipToken: ""
    width: map.width + 40
    height: map.height + 70
    visible: true
    color: Theme.boardBackdrop

    Item {
        x: 20
        y: 20
        width: map.width
        height: map.height

        SquareBoardItem {
            id: map
            width: implicitWidth
            height: implicitHeight
            document: win.document
            cellSize: 48
            groundColor: Theme.ground
            gridColor: Theme.grid
            wallColor: Theme.wall
            doorColor: Theme.door
            labelColor: Theme.heightLabel
        }
        SquareOverlayItem {
            anchors.fill: map
            frame: win.live.frame
            cellSize: map.cellSize
            overlayLayer: SquareOverlayItem.UnderTokens
        }
        Repeater {
            model: win.document.tokens
            delegate: SquareToken {
                cellSize: map.cellSize
                x: (win.live.dragToken === tokenId ? win.live.dragCell.x : cellX) * cellSize
                y: (win.live.dragToken === tokenId ? win.live.dragCell.y : cellY) * cellSize
            }
        }
        SquareOverlayItem {
            anchors.fill: map
            frame: win.live.frame
            cellSize: map.cellSize
            overlayLayer: SquareOverlayItem.OverTokens
            z: 2
        }
        Repeater {
            model: win.live.surroundedBadges
            delegate: Rectangle {
                id: badge
                required property string tokenId
                required property int cellX
                required property int cellY
                required property int size
                required property string reason
                objectName: "surroundedBadge:" + tokenId
                z: 3
                width: 22
                height: 22
                radius: 11
                x: (cellX + size) * map.cellSize - width * 0.85
                y: cellY * map.cellSize - height * 0.15
                color: "#c62828"
                border.color: "white"
                border.width: 2
                Text {
                    anchors.centerIn: parent
                    text: "!"
                    color: "white"
                    font.bold: true
                    font.pixelSize: 14
                }
                HoverHandler { id: hover }
                ToolTip.visible: hover.hovered || win.tipToken === tokenId
                ToolTip.text: reason
            }
        }
    }
    Text {
        x: 20
        y: map.height + 32
        text: win.live.dragging ? win.live.pathText : ""
        color: Theme.text
        font.pixelSize: 14
    }
}
)QML";

// Where a screenshot of these hidden tests goes: GRIDKEEP_SCREENS_DIR, or nowhere when unset.
QString screenPath(const QString &name)
{
    const QString dir = qEnvironmentVariable("GRIDKEEP_SCREENS_DIR");
    return dir.isEmpty() ? QString() : QDir(dir).filePath(name);
}

void saveScreen(QQuickWindow *window, const QString &name)
{
    QCoreApplication::processEvents();
    const QImage image = window->grabWindow();
    REQUIRE_FALSE(image.isNull());
    const QString path = screenPath(name);
    if (path.isEmpty())
        return;
    REQUIRE(image.save(path));
    WARN("wrote " << path.toStdString());
}

} // namespace

TEST_CASE("Overlay screenshots over bridge-ambush, Kara selected and dragged", "[.screens]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/")); // the Gridkeep module's qmldir and views
    QQmlComponent component(&engine);
    component.setData(OverlayScene, QUrl(QStringLiteral("qrc:/overlay-scene.qml")));
    REQUIRE(component.errorString().toStdString() == "");
    std::unique_ptr<QObject> root(component.createWithInitialProperties(
        {{QStringLiteral("document"), QVariant::fromValue(&document)},
         {QStringLiteral("live"), QVariant::fromValue(&live)}}));
    REQUIRE(root);
    auto *window = qobject_cast<QQuickWindow *>(root.get());
    REQUIRE(window);
    REQUIRE(QTest::qWaitForWindowExposed(window));

    live.setSelectedToken(str("kara"));
    window->setProperty("tipToken", str("kara"));
    QTest::qWait(100);
    saveScreen(window, str("overlay-select.png"));

    window->setProperty("tipToken", QString());
    live.setPointerCell({4, 9});
    QTest::qWait(50);
    saveScreen(window, str("overlay-hover.png"));

    // Dragged west past Ilsa: out of the zones, the Bruiser freed.
    REQUIRE(live.setDrag(str("kara"), {4, 7}));
    QTest::qWait(50);
    saveScreen(window, str("overlay-drag-west.png"));

    // Dragged onto the bridge: over the obstacle's line, hindered on the way.
    REQUIRE(live.setDrag(str("kara"), {12, 8}));
    QTest::qWait(50);
    saveScreen(window, str("overlay-drag-bridge.png"));

    // Dragged past the Ogre, beyond this turn's budget.
    REQUIRE(live.setDrag(str("kara"), {17, 10}));
    QTest::qWait(50);
    saveScreen(window, str("overlay-drag-far.png"));

    // Brom dragged to (9, 9): the Cutthroat is caught between Kara and Brom on opposite
    // corners; its badge's tooltip says so.
    live.clearDrag();
    REQUIRE(live.setDrag(str("brom"), {9, 9}));
    REQUIRE(live.surroundedReason(str("cutthroat")) ==
            str("Surrounded — opposite corners: Brom, Kara"));
    window->setProperty("tipToken", str("cutthroat"));
    QTest::qWait(100);
    saveScreen(window, str("overlay-drag-surround.png"));

    // The overlay alone, both layers, as painted into its texture.
    SquareOverlayItem item;
    followFrames(item, live);
    item.setCellSize(48);
    item.setSize({item.implicitWidth(), item.implicitHeight()});
    QImage alone = paintOverlay(item);
    QImage backed(alone.size(), QImage::Format_ARGB32_Premultiplied);
    backed.fill(QColor(0xef, 0xe9, 0xda));
    QPainter(&backed).drawImage(0, 0, alone);
    if (const QString path = screenPath(QStringLiteral("overlay-painted-only.png"));
        !path.isEmpty())
        REQUIRE(backed.save(path));
}

namespace
{

// How the Combat Grid view can host the Labyrinthian overlays (see the report for
// PositionBoardView.qml): per card the cheapest cost of each lane and an outline for what is
// within this turn's budget, the dragged route numbered; per token chip its relation to the
// focus token (engaged, flanking, flanked, volley penalty, no line of sight).
const char *PositionScene = R"QML(
import QtQuick
import QtQuick.Controls
import Gridkeep

Window {
    id: win
    required property EncounterDocument document
    required property LiveAnalysis live
    width: grid.implicitWidth
    height: grid.implicitHeight + 30
    visible: true
    color: Theme.positionBackdrop

    component Tag: Rectangle {
        property alias text: label.text
        width: label.implicitWidth + 8
        height: label.implicitHeight + 2
        radius: height / 2
        Text {
            id: label
            anchors.centerIn: parent
            color: "white"
            font.pixelSize: 10
            font.bold: true
        }
    }

    PositionBoardItem {
        id: grid
        width: implicitWidth
        height: implicitHeight
        document: win.document
        textColor: Theme.text
        edgeColor: Theme.edge
        enemyColor: Theme.enemy
        allyColor: Theme.ally
        divideColor: Theme.divide
    }
    Repeater {
        model: win.document.positions
        delegate: PositionCard { board: grid }
    }
    Repeater {
        model: win.live.positionOverlay
        delegate: Item {
            id: reach
            required property int index
            required property int cost
            required property bool withinBudget
            required property bool isStart
            required property bool isTarget
            required property int routeStep
            required property bool blocksSight
            required property var laneCosts
            readonly property rect box: grid.layout.cardRect(index)
            x: box.x
            y: box.y
            width: box.width
            height: box.height
            z: 1
            visible: win.live.focusToken !== ""
            Rectangle {
                anchors.fill: parent
                anchors.margins: -4
                radius: 13
                color: "transparent"
                border.width: reach.isTarget || reach.isStart ? 3 : 2
                border.color: reach.isTarget ? "#0d47a1" : reach.isStart ? "#455a64"
                              : reach.withinBudget ? "#1e88e5" : "transparent"
            }
            Repeater {
                model: reach.laneCosts
                delegate: Tag {
                    required property int index
                    required property int modelData
                    readonly property rect lane: grid.laneRect(reach.index, index)
                    visible: modelData > 0
                    x: lane.x - reach.x + lane.width - width - 4
                    y: lane.y - reach.y + (lane.height - height) / 2
                    color: modelData <= win.live.movementBudget ? "#1565c0" : "#78909c"
                    text: modelData
                }
            }
            Tag {
                visible: reach.routeStep > 0
                x: -width / 2
                y: -height / 2
                color: "#0d47a1"
                text: "step " + reach.routeStep
            }
        }
    }
    Repeater {
        model: win.document.tokens
        delegate: PositionToken { board: grid }
    }
    Repeater {
        model: win.document.tokens
        delegate: Item {
            id: chip
            required property string tokenId
            required property int positionRow
            required property int lane
            required property int laneOrder
            required property int laneCount
            readonly property rect place: grid.layout.chipRect(positionRow, lane, laneOrder, laneCount)
            readonly property var relation: win.live.relations.byToken[tokenId]
            x: place.x
            y: place.y
            width: place.width
            height: place.height
            z: 3
            Rectangle {
                anchors.fill: parent
                anchors.margins: -3
                radius: height / 2
                color: "transparent"
                border.width: 2
                border.color: "#0d47a1"
                visible: chip.relation.isFocus
            }
            Row {
                anchors.right: parent.right
                anchors.bottom: parent.top
                anchors.bottomMargin: -5
                spacing: 2
                Tag { visible: chip.relation.engaged; color: "#c62828"; text: "engaged" }
                Tag { visible: chip.relation.flanks; color: "#2e7d32"; text: "flanking" }
                Tag { visible: chip.relation.flankedBy; color: "#ef6c00"; text: "flanks" }
                Tag { visible: chip.relation.related && chip.relation.volleyAllowed && chip.relation.volleyPenalty !== 0; color: "#455a64"; text: "volley " + chip.relation.volleyPenalty }
                Tag { visible: chip.relation.related && !chip.relation.lineOfSight; color: "#6d4c41"; text: "no sight" }
            }
            HoverHandler { id: hover }
            ToolTip.visible: hover.hovered
            ToolTip.text: chip.relation.summary
        }
    }
    Text {
        x: 12
        y: grid.implicitHeight + 6
        text: win.live.dragging ? win.live.pathText : ""
        color: Theme.text
    }
}
)QML";

} // namespace

TEST_CASE("Combat Grid overlay screenshots over churn-clash, Veyra selected and dragged",
          "[.screens]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("churn-clash.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    QQmlEngine engine;
    engine.addImportPath(QStringLiteral("qrc:/"));
    QQmlComponent component(&engine);
    component.setData(PositionScene, QUrl(QStringLiteral("qrc:/position-scene.qml")));
    REQUIRE(component.errorString().toStdString() == "");
    std::unique_ptr<QObject> root(component.createWithInitialProperties(
        {{QStringLiteral("document"), QVariant::fromValue(&document)},
         {QStringLiteral("live"), QVariant::fromValue(&live)}}));
    REQUIRE(root);
    auto *window = qobject_cast<QQuickWindow *>(root.get());
    REQUIRE(window);
    REQUIRE(QTest::qWaitForWindowExposed(window));
    live.setSelectedToken(str("veyra"));
    QTest::qWait(100);
    saveScreen(window, str("overlay-grid-select.png"));
    REQUIRE(live.setDragPosition(str("veyra"), str("enemy-flank-center"), str("ground")));
    QTest::qWait(100);
    saveScreen(window, str("overlay-grid-drag.png"));
}

TEST_CASE("Drag frame time on a 100x100 map with 200 tokens", "[.timing]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("bridge-ambush.encounter"))));
    std::mt19937 rng(20261122);
    const Encounter big = dragScenario(rng); // as gridkeep-bench builds it
    document.resetEncounter(big, QString());
    LiveAnalysis live;
    QElapsedTimer timer;
    timer.start();
    live.setDocument(&document);
    const double loadMs = timer.nsecsElapsed() / 1e6;

    SquareOverlayItem item;
    followFrames(item, live);
    item.setCellSize(48);
    item.setSize({item.implicitWidth(), item.implicitHeight()});
    const QString dragged = big.tokens[0].id;
    timer.restart();
    live.setSelectedToken(dragged);
    const double selectMs = timer.nsecsElapsed() / 1e6;

    struct Timing {
        double total = 0;
        double worst = 0;
        int count = 0;
        void add(double ms)
        {
            total += ms;
            worst = std::max(worst, ms);
            ++count;
        }
        [[nodiscard]] double mean() const { return count ? total / count : 0; }
    };
    Timing drag, paintUnder, paintOver, frame;
    QImage image(item.textureSize(), QImage::Format_ARGB32_Premultiplied);
    const QPoint directions[4] = {{1, 0}, {0, 1}, {-1, 0}, {0, -1}};
    QPoint cell(big.tokens[0].x, big.tokens[0].y);
    for (int step = 0; step < 100; ++step) {
        const QPoint d = directions[(step / 25) % 4];
        cell = QPoint(std::clamp(cell.x() + d.x(), 0, 99), std::clamp(cell.y() + d.y(), 0, 99));
        timer.restart();
        REQUIRE(live.setDrag(dragged, cell)); // preview, models and signals
        const double dragMs = timer.nsecsElapsed() / 1e6;
        double paintMs[2];
        int layer = 0;
        for (auto which :
             {SquareOverlayItem::Layer::UnderTokens, SquareOverlayItem::Layer::OverTokens}) {
            item.setOverlayLayer(which);
            timer.restart();
            image.fill(Qt::transparent);
            QPainter painter(&image);
            painter.scale(image.width() / item.width(), image.height() / item.height());
            item.paint(&painter);
            painter.end();
            paintMs[layer++] = timer.nsecsElapsed() / 1e6;
        }
        drag.add(dragMs);
        paintUnder.add(paintMs[0]);
        paintOver.add(paintMs[1]);
        frame.add(dragMs + paintMs[0] + paintMs[1]);
    }
    // Each overlay alone, under and over the tokens, on the last frame.
    QStringList alone;
    using Setter = void (SquareOverlayItem::*)(bool);
    const std::pair<const char *, Setter> switches[] = {
        {"zones", &SquareOverlayItem::setShowZones},
        {"reach", &SquareOverlayItem::setShowReach},
        {"path", &SquareOverlayItem::setShowPath},
        {"sight", &SquareOverlayItem::setShowSight},
        {"high ground", &SquareOverlayItem::setShowHighGround},
        {"surrounded", &SquareOverlayItem::setShowSurrounded}};
    item.setOverlayLayer(SquareOverlayItem::Layer::AllLayers);
    for (const auto &[name, only] : switches) {
        for (const auto &[other, setter] : switches)
            (item.*setter)(setter == only);
        timer.restart();
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.scale(image.width() / item.width(), image.height() / item.height());
        item.paint(&painter);
        painter.end();
        alone
            << QStringLiteral("%1 %2 ms").arg(str(name)).arg(timer.nsecsElapsed() / 1e6, 0, 'f', 2);
    }
    WARN(alone.join(QStringLiteral(", ")).toStdString());
    // What the last frame looks like: the board, then the overlay (tokens are QML items and
    // are not in this picture).
    {
        for (const auto &[other, setter] : switches)
            (item.*setter)(true);
        SquareBoardItem board;
        board.setDocument(&document);
        board.setCellSize(48);
        board.setSize({board.implicitWidth(), board.implicitHeight()});
        QImage picture(image.size(), QImage::Format_ARGB32_Premultiplied);
        picture.fill(Qt::white);
        QPainter painter(&picture);
        painter.scale(picture.width() / board.width(), picture.height() / board.height());
        board.paint(&painter);
        item.paint(&painter);
        painter.end();
        if (const QString path = screenPath(QStringLiteral("overlay-big-100x100.png"));
            !path.isEmpty())
            REQUIRE(picture.save(path));
    }
    const SquareAnalysis fresh(movedTo(big, dragged, cell), Perspective::GameMaster);
    CHECK(live.squareAnalysis()->toJson() == fresh.toJson());
    const auto report =
        QStringLiteral("100x100 map, 200 tokens, texture %1x%2: first analysis %3 ms, select "
                       "(movement field) %4 ms; per drag frame over 100 steps: setDrag + "
                       "models %5 ms (max %6), paint under %7 ms (max %8), paint over %9 ms "
                       "(max %10), whole frame %11 ms (max %12)")
            .arg(image.width())
            .arg(image.height())
            .arg(loadMs, 0, 'f', 1)
            .arg(selectMs, 0, 'f', 1)
            .arg(drag.mean(), 0, 'f', 2)
            .arg(drag.worst, 0, 'f', 2)
            .arg(paintUnder.mean(), 0, 'f', 2)
            .arg(paintUnder.worst, 0, 'f', 2)
            .arg(paintOver.mean(), 0, 'f', 2)
            .arg(paintOver.worst, 0, 'f', 2)
            .arg(frame.mean(), 0, 'f', 2)
            .arg(frame.worst, 0, 'f', 2);
    WARN(report.toStdString());
}

// docs/rules.md §12: the GM's path label names the traps the dragged path sets off, hidden ones
// too; the players' perspective knows only the revealed ones.
TEST_CASE("The dragged path names the traps it enters, hidden ones for the GM only", "[traps]")
{
    QTemporaryDir dir;
    const auto file = writeJsonVariant(
        dir, str("bridge-ambush.encounter"), str("trapped.encounter"), [](QJsonObject &json) {
            QJsonObject board = json.value(QLatin1String("board")).toObject();
            board.insert(
                QStringLiteral("traps"),
                QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("pit")},
                                       {QStringLiteral("name"), QStringLiteral("Pit")},
                                       {QStringLiteral("cells"), QJsonArray{QJsonArray{5, 8}}},
                                       {QStringLiteral("trigger"), QStringLiteral("enter")}}});
            json.insert(QStringLiteral("board"), board);
        });
    EncounterDocument document;
    REQUIRE(openAndWait(document, file));
    LiveAnalysis gm;
    gm.setDocument(&document);
    REQUIRE(gm.setDrag(str("kara"), {5, 8}));
    CHECK(gm.pathText().endsWith(str(" · enters Pit at 5,8")));

    LiveAnalysis players;
    players.setView(LiveAnalysis::View::Players);
    players.setDocument(&document);
    REQUIRE(players.setDrag(str("kara"), {5, 8}));
    CHECK_FALSE(players.pathText().contains(str("Pit")));
    CHECK_FALSE(players.pathText().isEmpty());
}
