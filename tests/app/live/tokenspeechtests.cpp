// What a screen reader says about each token (issue #25, TokenSpeech): the reading of a token
// on a square board and on the Combat Grid, what changes are told, and that nothing is built
// while no assistive technology listens.

#include "apptestsupport.h"
#include "combat/combatcontroller.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "live/liveanalysis.h"
#include "live/tokenspeech.h"

#include "model/rulesetregistry.h"

#include <QAccessible>
#include <QSignalSpy>

using namespace AppTestSupport;

namespace
{

QString str(const char *text)
{
    return QString::fromUtf8(text);
}

Token tokenAt(const char *id, const char *name, const char *side, int x, int y)
{
    Token token;
    token.id = QString::fromLatin1(id);
    token.name = QString::fromLatin1(name);
    token.side = QString::fromLatin1(side);
    token.x = x;
    token.y = y;
    token.speed = 2;
    return token;
}

// The example on a 10 × 10 board: Thug, with a reach of 2, holds Kara across Brom,
// who covers her; Cutthroat holds her from the other side, and a boulder closes the last way
// out (docs/rules.md §1.5, §1.6).
Encounter smallBoard()
{
    Encounter encounter;
    encounter.name = str("Small ambush");
    encounter.rulesId = str("paces");
    encounter.rules = RuleSetRegistry::instance().find(encounter.rulesId);
    REQUIRE(encounter.rules);
    encounter.board.kind = Board::Kind::Square;
    auto &square = encounter.board.square;
    square.width = 10;
    square.height = 10;
    int obstacle = -1;
    for (int kind = 0; kind < encounter.rules->terrainKinds.size(); ++kind) {
        if (encounter.rules->terrainKinds[kind].id == str("obstacle"))
            obstacle = kind;
    }
    REQUIRE(obstacle >= 0);
    TerrainEntry boulder;
    boulder.kind = encounter.rules->terrainKinds[obstacle].id;
    boulder.rects << QRect(8, 6, 1, 1);
    boulder.hasRects = true;
    square.terrain << boulder;
    square.rebuild(*encounter.rules);
    encounter.sides = {Side{str("party"), str("Party"), QColor("#2e7d32"), {}},
                       Side{str("bandits"), str("Bandits"), QColor("#c62828"), {}}};
    encounter.tokens = {tokenAt("kara", "Kara", "party", 7, 7),
                        tokenAt("brom", "Brom", "party", 6, 7),
                        tokenAt("thug", "Thug", "bandits", 5, 7),
                        tokenAt("cutthroat", "Cutthroat", "bandits", 8, 8),
                        tokenAt("archer", "Archer", "bandits", 1, 1)};
    encounter.tokens[2].reach = 2;
    encounter.tokens[4].hidden = true;
    return encounter;
}

struct Fixture {
    EncounterDocument document;
    LiveAnalysis live;
    TokenSpeech speech;
    explicit Fixture(const Encounter &encounter, bool players = false)
    {
        document.resetEncounter(encounter, QString());
        live.setView(players ? LiveAnalysis::View::Players : LiveAnalysis::View::GameMaster);
        live.setDocument(&document);
        speech.setFrame(live.frame());
        speech.setDocument(&document);
        QObject::connect(&live, &LiveAnalysis::frameChanged, &speech,
                         [this]() { speech.setFrame(live.frame()); });
    }
};

// The next announcement, once the event loop has run; "" when none comes.
QString nextAnnouncement(QSignalSpy &told)
{
    if (told.isEmpty() && !told.wait(2000))
        return {};
    return told.takeFirst().at(0).toString();
}

} // namespace

TEST_CASE("TokenSpeech reads a token as the issue's example does", "[accessibility]")
{
    Fixture board(smallBoard());
    const LiveFrame &frame = board.live.frame();
    REQUIRE(frame.isValid());
    CHECK(TokenSpeech::describe(frame, str("kara")).toStdString() ==
          std::string(
              "Kara, Party, at column 7 row 7, in cover from Thug, surrounded by Cutthroat and "
              "Thug"));
    CHECK(TokenSpeech::describe(frame, str("cutthroat")).toStdString() ==
          "Cutthroat, Bandits, at column 8 row 8, in cover from Brom"); // Kara stands between
    CHECK(TokenSpeech::describe(frame, str("archer")).toStdString() ==
          "Archer, Bandits, at column 1 row 1, hidden from the players, in the open");
    CHECK(TokenSpeech::describe(frame, str("nobody")).isEmpty());

    // In a fight each pool follows: "3 of 5 Poise".
    CombatController combat;
    combat.setDocument(&board.document);
    REQUIRE(combat.start(str("party")));
    REQUIRE(combat.damage(str("kara"), 2, str("poise")));
    const auto &fight = board.document.encounter().combat;
    REQUIRE(fight);
    const QString reading = TokenSpeech::describe(board.live.frame(), str("kara"), &*fight);
    INFO(reading.toStdString());
    CHECK(reading.startsWith(str("Kara, Party, at column 7 row 7, in cover from Thug, surrounded "
                                 "by Cutthroat and Thug, 3 of 5 Poise, ")));
    CHECK(reading.contains(str("0 Stress"))); // a pool without a maximum
}

TEST_CASE("TokenSpeech says nothing of a hidden token in the players' perspective",
          "[accessibility]")
{
    Fixture board(smallBoard(), true);
    board.speech.setForced(true);
    const LiveFrame &frame = board.live.frame();
    REQUIRE(frame.isValid());
    CHECK(TokenSpeech::describe(frame, str("archer")).isEmpty());
    const QVariantMap readings = board.speech.byToken();
    CHECK(readings.size() == 4);
    CHECK_FALSE(readings.contains(str("archer")));
    for (const QVariant &reading : readings) {
        CHECK_FALSE(reading.toString().contains(str("Archer")));
        CHECK_FALSE(reading.toString().contains(str("hidden")));
    }
}

TEST_CASE("TokenSpeech builds nothing while no assistive technology listens", "[accessibility]")
{
    REQUIRE_FALSE(QAccessible::isActive());
    Fixture board(smallBoard());
    CHECK(board.speech.byToken().isEmpty());
    // A drag frame is never read, even with a listener.
    board.speech.setForced(true);
    CHECK(board.speech.byToken().size() == 5);
    QSignalSpy readings(&board.speech, &TokenSpeech::byTokenChanged);
    REQUIRE(board.live.setDrag(str("cutthroat"), QPoint(9, 9)));
    CHECK(readings.isEmpty());
    board.live.clearDrag();
    CHECK(readings.isEmpty()); // back to the state it read
}

TEST_CASE("TokenSpeech tells a new turn and a token's changed status", "[accessibility]")
{
    Fixture board(smallBoard());
    board.speech.setForced(true);
    board.speech.setAnnounces(true);
    QSignalSpy told(&board.speech, &TokenSpeech::announcement);
    EncounterEditor editor;
    editor.setDocument(&board.document);

    // The Cutthroat steps back: Kara has a way out, and moved tokens say where they are.
    REQUIRE(editor.moveToken(str("cutthroat"), 9, 9));
    const QString moved = nextAnnouncement(told);
    INFO(moved.toStdString());
    CHECK(moved.contains(str("Cutthroat moved: Cutthroat, Bandits, at column 9 row 9")));
    CHECK(moved.contains(str("Kara is no longer surrounded.")));
    editor.undo();
    CHECK(nextAnnouncement(told).contains(str("Kara is surrounded by Cutthroat and Thug.")));

    // Brom steps aside: Kara loses her cover.
    REQUIRE(editor.moveToken(str("brom"), 6, 9));
    CHECK(nextAnnouncement(told).contains(str("Kara lost cover from Thug.")));

    // A fight: whose turn it is, and a pool down to 0, told once.
    CombatController combat;
    combat.setDocument(&board.document);
    REQUIRE(combat.start(str("party")));
    QTest::qWait(50);
    told.clear();
    REQUIRE(combat.nextTurn(str("kara")));
    CHECK(nextAnnouncement(told).startsWith(str("Kara's turn, round 1.")));
    REQUIRE(combat.damage(str("kara"), 5, str("poise")));
    const QString hurt = nextAnnouncement(told);
    INFO(hurt.toStdString());
    CHECK(hurt.contains(str("Kara has no Poise left.")));
    CHECK(hurt.contains(str("Kara is now Reeling.")));
    QTest::qWait(50);
    CHECK(told.isEmpty());
}

TEST_CASE("TokenSpeech reads a token on the Combat Grid by its place", "[accessibility]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(str("churn-clash.encounter"))));
    LiveAnalysis live;
    live.setDocument(&document);
    const LiveFrame &frame = live.frame();
    REQUIRE(frame.positions);
    const QString wren = TokenSpeech::describe(frame, str("wren"));
    INFO(wren.toStdString());
    CHECK(wren.startsWith(str("Wren, ")));
    CHECK(wren.contains(str(", at ")));
    const QString veyra = TokenSpeech::describe(frame, str("veyra"));
    INFO(veyra.toStdString());
    CHECK(veyra.contains(str("engaged with Acolyte")));
}
