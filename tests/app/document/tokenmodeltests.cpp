#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "document/tokenlistmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QSignalSpy>

using namespace AppTestSupport;

TEST_CASE("TokenListModel lists the tokens of a square board with their properties")
{
    EncounterDocument document;
    QAbstractItemModelTester tester(document.tokens(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy reset(document.tokens(), &QAbstractItemModel::modelReset);
    QSignalSpy count(document.tokens(), &TokenListModel::countChanged);
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    const TokenListModel &model = *document.tokens();
    CHECK(reset.count() == 1);
    CHECK(count.count() == 1);
    REQUIRE(model.rowCount() == 8);
    CHECK(model.count() == 8);

    // Rows follow the file's order.
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << roleValue(model, row, "tokenId").toString();
    CHECK(ids ==
          strings({"kara", "brom", "ilsa", "ogre", "thug", "cutthroat", "bruiser", "archer"}));
    CHECK(model.indexOf(QStringLiteral("ogre")) == 3);
    CHECK(model.indexOf(QStringLiteral("nobody")) == -1);

    const int kara = 0;
    CHECK(roleValue(model, kara, "name").toString() == QStringLiteral("Kara"));
    CHECK(roleValue(model, kara, "initials").toString() == QStringLiteral("K"));
    CHECK(roleValue(model, kara, "sideId").toString() == QStringLiteral("party"));
    CHECK(roleValue(model, kara, "sideName").toString() == QStringLiteral("Party"));
    CHECK(roleValue(model, kara, "sideColor").value<QColor>() == QColor(QStringLiteral("#0072b2")));
    CHECK(roleValue(model, kara, "cellX").toInt() == 7);
    CHECK(roleValue(model, kara, "cellY").toInt() == 7);
    CHECK(roleValue(model, kara, "size").toInt() == 1);
    CHECK(roleValue(model, kara, "speed").toDouble() == 2.0);
    CHECK(roleValue(model, kara, "zoc").toBool());
    CHECK(roleValue(model, kara, "reach").toInt() == 1); // paces: defaultReach 1
    CHECK_FALSE(roleValue(model, kara, "hidden").toBool());
    CHECK(roleValue(model, kara, "portraitUrl").toUrl().isEmpty());
    // No positions on a square board.
    CHECK(roleValue(model, kara, "positionRow").toInt() == -1);
    CHECK(roleValue(model, kara, "lane").toInt() == -1);

    const int ogre = model.indexOf(QStringLiteral("ogre"));
    CHECK(roleValue(model, ogre, "size").toInt() == 2);
    CHECK(roleValue(model, ogre, "sideColor").value<QColor>() == QColor(QStringLiteral("#d55e00")));

    const int bruiser = model.indexOf(QStringLiteral("bruiser"));
    CHECK(roleValue(model, bruiser, "conditions").toStringList() == strings({"reeling"}));
    CHECK(roleValue(model, bruiser, "conditionNames").toStringList() == strings({"Reeling"}));
    CHECK(roleValue(model, bruiser, "conditionText").toString() == QStringLiteral("Reeling"));

    const int archer = model.indexOf(QStringLiteral("archer"));
    CHECK(roleValue(model, archer, "hidden").toBool());
    CHECK_FALSE(roleValue(model, archer, "zoc").toBool());

    const int ilsa = model.indexOf(QStringLiteral("ilsa"));
    CHECK_FALSE(roleValue(model, ilsa, "zoc").toBool());
}

TEST_CASE("TokenListModel places Combat Grid tokens in their position's altitude lanes")
{
    EncounterDocument document;
    QAbstractItemModelTester tester(document.tokens(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    const TokenListModel &model = *document.tokens();
    REQUIRE(model.rowCount() == 7);

    struct Expected {
        const char *id;
        const char *positionName;
        const char *levelName;
        int lane; // skyward 0, overhead 1, elevated 2, ground 3 (the board allows skyward)
        int laneOrder;
        int laneCount;
    };
    const auto expected = GENERATE(values<Expected>({
        // Two combatants share the Churn at ground level (docs/rules.md §2.1: "Any number of
        // combatants may share a position"): they line up in file order.
        {"veyra", "The Churn", "Ground", 3, 0, 2},
        {"acolyte", "The Churn", "Ground", 3, 1, 2},
        {"tomas", "Ally Ranged Center", "Ground", 3, 0, 1},
        {"wren", "Ally Flank Left", "Elevated", 2, 0, 1},
        {"zealot", "Enemy Flank Center", "Ground", 3, 0, 1},
        {"harpy", "Enemy Ranged Left", "Overhead", 1, 0, 1},
        {"hierophant", "Enemy Support", "Ground", 3, 0, 1},
    }));
    CAPTURE(expected.id);
    const int row = model.indexOf(QString::fromLatin1(expected.id));
    REQUIRE(row >= 0);
    CHECK(roleValue(model, row, "positionName").toString() ==
          QString::fromUtf8(expected.positionName));
    CHECK(roleValue(model, row, "levelName").toString() == QString::fromUtf8(expected.levelName));
    CHECK(roleValue(model, row, "lane").toInt() == expected.lane);
    CHECK(roleValue(model, row, "laneOrder").toInt() == expected.laneOrder);
    CHECK(roleValue(model, row, "laneCount").toInt() == expected.laneCount);
    const QString position = roleValue(model, row, "position").toString();
    CHECK(roleValue(model, row, "positionRow").toInt() == document.positions()->rowOf(position));
}

TEST_CASE("A token at ground level on a water position stands in its surface lane")
{
    // docs/file-format.md §5: level defaults to "ground"; docs/rules.md §2.1: "A water position
    // uses `surface` in place of ground."
    QTemporaryDir dir;
    const QString path =
        writeVariant(dir, QStringLiteral("churn-clash.encounter"), QStringLiteral("wet.encounter"),
                     {{QStringLiteral("\"position\": \"ally-ranged-center\""),
                       QStringLiteral("\"position\": \"ally-ranged-right\"")}});
    EncounterDocument document;
    REQUIRE(openAndWait(document, path));
    const TokenListModel &model = *document.tokens();
    const int tomas = model.indexOf(QStringLiteral("tomas"));
    // skyward, overhead, elevated, surface, shallows, deep
    CHECK(roleValue(model, tomas, "lane").toInt() == 3);
}

TEST_CASE("Initials come from the first letters of up to two words")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("hill-giant.encounter"))));
    const TokenListModel &model = *document.tokens();
    CHECK(roleValue(model, model.indexOf(QStringLiteral("giant")), "initials").toString() ==
          QStringLiteral("HG"));
    CHECK(roleValue(model, model.indexOf(QStringLiteral("giant")), "size").toInt() == 3);
    CHECK(roleValue(model, model.indexOf(QStringLiteral("giant")), "reach").toInt() == 2);
    CHECK(roleValue(model, model.indexOf(QStringLiteral("tombril")), "initials").toString() ==
          QStringLiteral("T"));
}

TEST_CASE("SideSortedTokenModel groups the tokens by side, in side order, then file order")
{
    // The side list is the panel's sections; interleaved sides would split them.
    QTemporaryDir dir;
    const QString path = writeVariant(
        dir, QStringLiteral("bridge-ambush.encounter"), QStringLiteral("mixed.encounter"),
        {{QStringLiteral("\"name\": \"Brom\",\n   \"side\": \"party\""),
          QStringLiteral("\"name\": \"Brom\",\n   \"side\": \"bandits\"")}});
    EncounterDocument document;
    QAbstractItemModelTester tester(document.tokensBySide(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(openAndWait(document, path));
    const auto &model = *document.tokensBySide();
    QStringList ids;
    for (int row = 0; row < model.rowCount(); ++row)
        ids << roleValue(model, row, "tokenId").toString();
    CHECK(ids ==
          strings({"kara", "ilsa", "brom", "ogre", "thug", "cutthroat", "bruiser", "archer"}));
    CHECK(roleValue(model, 2, "sideName").toString() == QStringLiteral("Bandits"));
}
