#include "apptestsupport.h"
#include "board/positionboarditem.h"
#include "document/encounterdocument.h"
#include "document/levellanemodel.h"
#include "document/positionlistmodel.h"
#include "document/sidelistmodel.h"
#include "document/sidesortedtokenmodel.h"
#include "document/tokenlistmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>

using namespace AppTestSupport;

namespace
{

// Model testers on every model the document owns, so each edit is checked for consistency.
struct ModelTesters {
    explicit ModelTesters(EncounterDocument &document)
        : tokens(document.tokens(), Mode::Fatal), bySide(document.tokensBySide(), Mode::Fatal),
          sides(document.sides(), Mode::Fatal), positions(document.positions(), Mode::Fatal)
    {
    }
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    QAbstractItemModelTester tokens;
    QAbstractItemModelTester bySide;
    QAbstractItemModelTester sides;
    QAbstractItemModelTester positions;
};

bool changedRow(const QSignalSpy &spy, int row)
{
    for (const auto &args : spy) {
        const auto from = args.at(0).value<QModelIndex>();
        const auto to = args.at(1).value<QModelIndex>();
        if (from.row() <= row && row <= to.row())
            return true;
    }
    return false;
}

} // namespace

TEST_CASE("Replacing a token updates its row, its lane neighbours and the strips")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    ModelTesters testers(document);
    PositionBoardItem board;
    board.setDocument(&document);
    const auto &tokens = *document.tokens();
    const int veyra = tokens.indexOf(QStringLiteral("veyra"));
    const int acolyte = tokens.indexOf(QStringLiteral("acolyte"));
    const int tomas = tokens.indexOf(QStringLiteral("tomas"));
    REQUIRE(roleValue(tokens, acolyte, "laneOrder").toInt() == 1);

    QSignalSpy changed(document.tokens(), &QAbstractItemModel::dataChanged);
    QSignalSpy reset(document.tokens(), &QAbstractItemModel::modelReset);
    QSignalSpy layout(&board, &PositionBoardItem::layoutChanged);

    Token moved = document.encounter().tokens.at(veyra);
    moved.position = QStringLiteral("ally-flank-left");
    moved.level = QStringLiteral("elevated");
    document.replaceToken(veyra, moved);

    CHECK(reset.isEmpty()); // an edit is not a reset
    CHECK(changedRow(changed, veyra));
    CHECK(changedRow(changed, acolyte)); // now alone in the Churn
    CHECK_FALSE(changedRow(changed, tomas));
    CHECK(roleValue(tokens, veyra, "positionName").toString() == QStringLiteral("Ally Flank Left"));
    CHECK(roleValue(tokens, veyra, "lane").toInt() == 2);
    CHECK(roleValue(tokens, acolyte, "laneOrder").toInt() == 0);
    CHECK(roleValue(tokens, acolyte, "laneCount").toInt() == 1);
    // Veyra joins Wren in the elevated lane of Ally Flank Left, before her in file order, so
    // Wren's chip moves over.
    const int wren = tokens.indexOf(QStringLiteral("wren"));
    CHECK(roleValue(tokens, veyra, "laneOrder").toInt() == 0);
    CHECK(roleValue(tokens, veyra, "laneCount").toInt() == 2);
    CHECK(roleValue(tokens, wren, "laneOrder").toInt() == 1);
    CHECK(changedRow(changed, wren));

    const auto &positions = *document.positions();
    auto *churnLanes = positions.lanes(positions.rowOf(QStringLiteral("churn")));
    auto *flankLanes = positions.lanes(positions.rowOf(QStringLiteral("ally-flank-left")));
    CHECK(roleValue(*churnLanes, 3, "tokenCount").toInt() == 1);
    CHECK(roleValue(*flankLanes, 2, "tokenCount").toInt() == 2);
    CHECK(roleValue(positions, positions.rowOf(QStringLiteral("churn")), "tokenCount").toInt() ==
          1);
    CHECK_FALSE(layout.isEmpty());
}

TEST_CASE("Inserting and removing tokens keeps every model consistent")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    ModelTesters testers(document);
    QSignalSpy inserted(document.tokens(), &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(document.tokens(), &QAbstractItemModel::rowsRemoved);
    QSignalSpy count(document.tokens(), &TokenListModel::countChanged);

    Token scout;
    scout.id = QStringLiteral("scout");
    scout.name = QStringLiteral("Scout");
    scout.side = QStringLiteral("party");
    scout.x = 1;
    scout.y = 1;
    document.insertToken(2, scout);
    REQUIRE(inserted.count() == 1);
    CHECK(inserted.front().at(1).toInt() == 2);
    CHECK(count.count() == 1);
    CHECK(document.tokens()->rowCount() == 9);
    CHECK(roleValue(*document.tokens(), 2, "tokenId").toString() == QStringLiteral("scout"));
    const auto &sides = *document.sides();
    CHECK(roleValue(sides, rowOf(sides, "sideId", QStringLiteral("party")), "tokenCount").toInt() ==
          4);
    // The side-grouped list puts the scout with the party.
    const auto &bySide = *document.tokensBySide();
    CHECK(roleValue(bySide, 3, "sideId").toString() == QStringLiteral("party"));
    CHECK(roleValue(bySide, 4, "sideId").toString() == QStringLiteral("bandits"));
    CHECK(rowOf(bySide, "tokenId", QStringLiteral("scout")) < 4);

    document.removeToken(document.tokens()->indexOf(QStringLiteral("archer")));
    document.removeToken(0);
    CHECK(removed.count() == 2);
    CHECK(document.tokens()->rowCount() == 7);
    CHECK(roleValue(*document.tokens(), 0, "tokenId").toString() == QStringLiteral("brom"));
    CHECK(
        roleValue(sides, rowOf(sides, "sideId", QStringLiteral("bandits")), "tokenCount").toInt() ==
        4);
}

TEST_CASE("Replacing the board updates the marks and the altitude strips")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    ModelTesters testers(document);
    QSignalSpy boardChanged(&document, &EncounterDocument::boardChanged);
    QSignalSpy skyward(&document, &EncounterDocument::boardChanged);

    Board board = document.encounter().board;
    board.positions.skyward = false;
    board.positions.positions[QStringLiteral("churn")].water = true;
    document.replaceBoard(board);
    CHECK(boardChanged.count() == 1);
    CHECK_FALSE(document.skyward());

    const auto &positions = *document.positions();
    const int churn = positions.rowOf(QStringLiteral("churn"));
    CHECK(roleValue(positions, churn, "water").toBool());
    auto *lanes = positions.lanes(churn);
    REQUIRE(lanes->rowCount() == 6);
    CHECK(roleValue(*lanes, 3, "levelId").toString() == QStringLiteral("surface"));
    CHECK_FALSE(roleValue(*lanes, 0, "allowed").toBool());
    // Veyra's "ground" is the Churn's surface now: same lane index, counted there.
    const auto &tokens = *document.tokens();
    CHECK(roleValue(tokens, tokens.indexOf(QStringLiteral("veyra")), "lane").toInt() == 3);
    CHECK(roleValue(*lanes, 3, "tokenCount").toInt() == 2);
}

TEST_CASE("Replacing a square board rebuilds its cells")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("hill-giant.encounter"))));
    Board board = document.encounter().board;
    TerrainEntry wall;
    wall.kind = QStringLiteral("obstacle");
    wall.cells = {QPoint(0, 0)};
    wall.hasCells = true;
    board.square.terrain << wall;
    document.replaceBoard(board);
    const auto &square = document.encounter().board.square;
    CHECK(square.terrainAt(0, 0) ==
          document.encounter().rules->terrainIndex(QStringLiteral("obstacle")));
}
