#include "apptestsupport.h"
#include "document/encounterdocument.h"
#include "document/sidelistmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>

using namespace AppTestSupport;

TEST_CASE("SideListModel keeps the file's colours and counts each side's tokens")
{
    EncounterDocument document;
    QAbstractItemModelTester tester(document.sides(),
                                    QAbstractItemModelTester::FailureReportingMode::Fatal);
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    const SideListModel &model = *document.sides();
    REQUIRE(model.rowCount() == 2);
    CHECK(model.count() == 2);
    CHECK(roleValue(model, 0, "sideId").toString() == QStringLiteral("party"));
    CHECK(roleValue(model, 0, "name").toString() == QStringLiteral("Party"));
    CHECK(roleValue(model, 0, "sideColor").value<QColor>() == QColor(QStringLiteral("#0072b2")));
    CHECK(roleValue(model, 0, "tokenCount").toInt() == 3);
    CHECK(roleValue(model, 1, "name").toString() == QStringLiteral("Ashen Cult"));
    CHECK(roleValue(model, 1, "sideColor").value<QColor>() == QColor(QStringLiteral("#882255")));
    CHECK(roleValue(model, 1, "tokenCount").toInt() == 4);
    CHECK(roleValue(model, 0, "allies").toStringList().isEmpty());
}

TEST_CASE("Sides without a colour in the file get distinct ones")
{
    // docs/file-format.md §6 leaves `color` optional; crypt-sneak and hill-giant give none.
    const QString example =
        GENERATE(QStringLiteral("crypt-sneak.encounter"), QStringLiteral("hill-giant.encounter"));
    CAPTURE(example);
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(example)));
    const SideListModel &model = *document.sides();
    REQUIRE(model.rowCount() == 2);
    const QColor a = roleValue(model, 0, "sideColor").value<QColor>();
    const QColor b = roleValue(model, 1, "sideColor").value<QColor>();
    CHECK(a.isValid());
    CHECK(b.isValid());
    CHECK(a != b);
    // The token model draws each token in its side's colour.
    const auto &tokens = *document.tokens();
    for (int row = 0; row < tokens.rowCount(); ++row) {
        const QString side = roleValue(tokens, row, "sideId").toString();
        CHECK(roleValue(tokens, row, "sideColor").value<QColor>() == document.sideColor(side));
    }
}

TEST_CASE("A side without a colour avoids the colour another side was given")
{
    QTemporaryDir dir;
    // Party is given the first fallback colour explicitly; Undead must not get it too.
    const QString path = writeVariant(dir, QStringLiteral("crypt-sneak.encounter"),
                                      QStringLiteral("colours.encounter"),
                                      {{QStringLiteral("{\"id\": \"party\", \"name\": \"Party\"}"),
                                        QStringLiteral("{\"id\": \"party\", \"name\": \"Party\", "
                                                       "\"color\": \"#0072b2\"}")}});
    EncounterDocument document;
    REQUIRE(openAndWait(document, path));
    CHECK(document.sideColor(QStringLiteral("party")) == QColor(QStringLiteral("#0072b2")));
    CHECK(document.sideColor(QStringLiteral("undead")) != QColor(QStringLiteral("#0072b2")));
}

TEST_CASE("SideListModel lists declared allies")
{
    QTemporaryDir dir;
    const QString path = writeVariant(
        dir, QStringLiteral("bridge-ambush.encounter"), QStringLiteral("allies.encounter"),
        {{QStringLiteral("\"allies\": []"),
          QStringLiteral("\"allies\": [[\"party\", \"villagers\"]]")},
         {QStringLiteral("  {\n   \"id\": \"bandits\","),
          QStringLiteral("  {\"id\": \"villagers\", \"name\": \"Villagers\"},\n  {\n   \"id\": "
                         "\"bandits\",")}});
    EncounterDocument document;
    REQUIRE(openAndWait(document, path));
    const SideListModel &model = *document.sides();
    REQUIRE(model.rowCount() == 3);
    const int party = rowOf(model, "sideId", QStringLiteral("party"));
    const int villagers = rowOf(model, "sideId", QStringLiteral("villagers"));
    CHECK(roleValue(model, party, "allies").toStringList() == strings({"Villagers"}));
    CHECK(roleValue(model, villagers, "allies").toStringList() == strings({"Party"}));
    CHECK(roleValue(model, villagers, "tokenCount").toInt() == 0);
}
