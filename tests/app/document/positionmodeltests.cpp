#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "document/levellanemodel.h"
#include "document/positionlistmodel.h"

#include <QAbstractItemModelTester>

using namespace AppTestSupport;

namespace
{

QStringList laneIds(const LevelLaneModel &lanes)
{
    QStringList ids;
    for (int row = 0; row < lanes.rowCount(); ++row)
        ids << roleValue(lanes, row, "levelId").toString();
    return ids;
}

LevelLaneModel *lanesOf(const PositionListModel &model, const QString &positionId)
{
    const int row = model.rowOf(positionId);
    REQUIRE(row >= 0);
    auto *lanes = qobject_cast<LevelLaneModel *>(roleValue(model, row, "lanes").value<QObject *>());
    REQUIRE(lanes);
    return lanes;
}

} // namespace

TEST_CASE("PositionListModel lays out the 15 ground positions from the rule set's data")
{
    EncounterDocument document;
    QAbstractItemModelTester tester(document.positions(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    const PositionListModel &model = *document.positions();
    REQUIRE(model.rowCount() == 15);
    CHECK(model.layoutRows() == 7);
    CHECK(model.layoutColumns() == 3);

    // docs/rules.md §2.1 (the enemy drawn at the top) and §2.2 "Bands: churn 0, flanks 1,
    // ranged 2, support 3".
    struct Expected {
        const char *id;
        int row;
        int column;
        int band;
        const char *half;
        const char *bandName;
    };
    const auto expected = GENERATE(values<Expected>({
        {"enemy-support", 0, 1, 3, "enemy", "Support"},
        {"enemy-ranged-left", 1, 0, 2, "enemy", "Ranged"},
        {"enemy-ranged-right", 1, 2, 2, "enemy", "Ranged"},
        {"enemy-flank-center", 2, 1, 1, "enemy", "Flank"},
        {"churn", 3, 1, 0, "center", "The Churn"},
        {"ally-flank-left", 4, 0, 1, "ally", "Flank"},
        {"ally-ranged-center", 5, 1, 2, "ally", "Ranged"},
        {"ally-support", 6, 1, 3, "ally", "Support"},
    }));
    CAPTURE(expected.id);
    const int row = model.rowOf(QString::fromLatin1(expected.id));
    REQUIRE(row >= 0);
    CHECK(roleValue(model, row, "layoutRow").toInt() == expected.row);
    CHECK(roleValue(model, row, "layoutColumn").toInt() == expected.column);
    CHECK(roleValue(model, row, "band").toInt() == expected.band);
    CHECK(roleValue(model, row, "half").toString() == QString::fromLatin1(expected.half));
    CHECK(roleValue(model, row, "bandName").toString() == QString::fromLatin1(expected.bandName));
}

TEST_CASE("PositionListModel shows the board's marks and the adjacency")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    const PositionListModel &model = *document.positions();
    const int churn = model.rowOf(QStringLiteral("churn"));
    CHECK(roleValue(model, churn, "difficult").toBool());
    CHECK_FALSE(roleValue(model, churn, "turbulent").toBool());
    CHECK_FALSE(roleValue(model, churn, "water").toBool());
    CHECK(roleValue(model, churn, "tokenCount").toInt() == 2);
    CHECK(roleValue(model, model.rowOf(QStringLiteral("enemy-flank-left")), "fillsPosition")
              .toBool());
    CHECK(roleValue(model, model.rowOf(QStringLiteral("ally-ranged-right")), "water").toBool());
    CHECK_FALSE(
        roleValue(model, model.rowOf(QStringLiteral("ally-ranged-left")), "water").toBool());

    // docs/rules.md §2.2: "`churn` is adjacent to each of the six flanks." and "`support` is
    // adjacent only to `ranged-center` on its own side."
    QStringList churnAdjacent = roleValue(model, churn, "adjacent").toStringList();
    churnAdjacent.sort();
    CHECK(churnAdjacent ==
          strings({"ally-flank-center", "ally-flank-left", "ally-flank-right", "enemy-flank-center",
                   "enemy-flank-left", "enemy-flank-right"}));
    CHECK(
        roleValue(model, model.rowOf(QStringLiteral("ally-support")), "adjacent").toStringList() ==
        strings({"ally-ranged-center"}));
}

TEST_CASE("Each position's altitude strip follows docs/rules.md §2.1 and §5.13")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    const PositionListModel &model = *document.positions();

    // "`shallows` and `deep` exist only at water positions, where level 0 is called `surface`."
    auto *dry = lanesOf(model, QStringLiteral("churn"));
    CHECK(laneIds(*dry) == strings({"skyward", "overhead", "elevated", "ground"}));
    auto *wet = lanesOf(model, QStringLiteral("ally-ranged-right"));
    CHECK(laneIds(*wet) ==
          strings({"skyward", "overhead", "elevated", "surface", "shallows", "deep"}));
    CHECK(roleValue(*wet, 3, "water").toBool());
    CHECK(roleValue(*wet, 5, "value").toInt() == -2);
    CHECK_FALSE(roleValue(*wet, 2, "water").toBool());

    // The example allows skyward, so the skyward lane is open.
    CHECK(roleValue(*dry, 0, "allowed").toBool());
    // Token counts per lane: Veyra and the Acolyte at ground in the Churn.
    CHECK(roleValue(*dry, 3, "tokenCount").toInt() == 2);
    CHECK(roleValue(*dry, 0, "tokenCount").toInt() == 0);
    auto *flank = lanesOf(model, QStringLiteral("ally-flank-left"));
    CHECK(roleValue(*flank, 2, "tokenCount").toInt() == 1); // Wren, elevated
}

TEST_CASE("Skyward is greyed out where the board does not allow it")
{
    // docs/rules.md §5.13: "`skyward` exists only when the board allows it."
    QTemporaryDir dir;
    const QString path = writeVariant(
        dir, QStringLiteral("churn-clash.encounter"), QStringLiteral("grounded.encounter"),
        {{QStringLiteral("\"skyward\": true"), QStringLiteral("\"skyward\": false")}});
    EncounterDocument document;
    REQUIRE(openAndWait(document, path));
    CHECK_FALSE(document.skyward());
    auto *lanes = lanesOf(*document.positions(), QStringLiteral("enemy-support"));
    REQUIRE(roleValue(*lanes, 0, "levelId").toString() == QStringLiteral("skyward"));
    CHECK_FALSE(roleValue(*lanes, 0, "allowed").toBool());
    CHECK(roleValue(*lanes, 1, "allowed").toBool());
}

TEST_CASE("PositionListModel is empty on square boards and resets with the document")
{
    EncounterDocument document;
    QAbstractItemModelTester tester(document.positions(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    CHECK(document.positions()->rowCount() == 15);
    QSignalSpy reset(document.positions(), &QAbstractItemModel::modelReset);
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    CHECK(reset.count() == 1);
    CHECK(document.positions()->rowCount() == 0);
    CHECK(document.positions()->layoutRows() == 0);
}
