#include "positiontestsupport.h"

#include "engine/positionanalysis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <catch2/catch.hpp>
#include <random>

using PositionTestSupport::graphOf;
using PositionTestSupport::grid;

namespace
{

QByteArray token(const char *id, const char *side, const char *position,
                 const char *level = "ground", const QByteArray &more = {})
{
    return QByteArray(R"({"id": ")") + id + R"(", "side": ")" + side + R"(", "position": ")" +
           position + R"(", "level": ")" + level + '"' + (more.isEmpty() ? "" : ", " + more) + '}';
}

PositionAnalysis analyze(const Encounter &encounter,
                         Perspective perspective = Perspective::GameMaster)
{
    PositionAnalysis analysis(perspective);
    analysis.recomputeAll(encounter);
    return analysis;
}

const PositionAnalysis::PairResult &pairOf(const PositionAnalysis &analysis, const char *from,
                                           const char *to)
{
    const auto *pair = analysis.pair(QLatin1String(from), QLatin1String(to));
    REQUIRE(pair != nullptr);
    return *pair;
}

} // namespace

TEST_CASE("Flanking: same band or inwards, adjacent positions only",
          "[positions][analysis][flanking]")
{
    // Seed 001 "Flanking": "Flanking generates 1 free use of Momentum when attacking a foe in an
    // adjacent Position in the same Position band, such as a Ranged Position to an adjacent
    // Ranged Position, or when attacking inwards, such as from Ranged to the Flanks, or Flanks
    // to the Churn". docs/rules.md §5.13: "flanking is purely positional and ignores sides".
    struct Row {
        const char *from;
        const char *to;
        bool flanking;
    };
    const auto row = GENERATE(values<Row>({
        {"ally-ranged-left", "ally-ranged-center", true},   // same band (ranged to ranged)
        {"enemy-flank-left", "enemy-flank-center", true},   // same band (flank to flank)
        {"ally-ranged-center", "ally-flank-center", true},  // inwards: ranged to flank
        {"enemy-flank-right", "churn", true},               // inwards: flank to churn
        {"ally-support", "ally-ranged-center", true},       // inwards: support to ranged
        {"churn", "ally-flank-left", false},                // outwards
        {"ally-flank-center", "ally-ranged-center", false}, // outwards
        {"ally-ranged-center", "ally-support", false},      // outwards
        {"churn", "churn", false},                          // same position is not adjacent
        {"ally-ranged-left", "ally-flank-center", false},   // not adjacent
        {"ally-flank-left", "ally-flank-right", false},     // not adjacent
        {"ally-flank-left", "enemy-flank-left", false},     // across the Divide: 2 steps
    }));
    const auto sides = GENERATE(values<std::pair<const char *, const char *>>(
        {{"party", "cult"}, {"party", "party"}, {"party", "villagers"}}));
    CAPTURE(row.from, row.to, sides.first, sides.second);
    const auto encounter =
        grid("", token("a", sides.first, row.from) + ',' + token("b", sides.second, row.to));
    const auto analysis = analyze(encounter);
    CHECK(pairOf(analysis, "a", "b").flanking == row.flanking);
}

TEST_CASE("A flank-negating stance is never flanked", "[positions][analysis][flanking]")
{
    // Seed 001: "with some exceptions depending on the opponent's Stance, which may allow them
    // to negate the Flank entirely." The stances are data: flankNegatingStances.
    const auto stance = GENERATE(as<QByteArray>{}, "bulwark", "vigilant", "aggressive", "");
    CAPTURE(stance.toStdString());
    const auto encounter =
        grid("", token("a", "party", "ally-flank-left") + ',' +
                     token("b", "cult", "churn", "ground", R"("stance": ")" + stance + '"'));
    const auto analysis = analyze(encounter);
    const bool negates = encounter.rules->flankNegatingStances.contains(QString::fromUtf8(stance));
    CHECK(negates == (stance == "bulwark" || stance == "vigilant"));
    CHECK(pairOf(analysis, "a", "b").flanking == !negates);
    // The stance only ever removes flanking: out of the Churn is outwards either way.
    CHECK_FALSE(pairOf(analysis, "b", "a").flanking);
}

TEST_CASE("Line of sight around a filled position and over it", "[positions][analysis][sight]")
{
    // Seed 001 "Line of Sight": "Obstacles like large creatures or objects, that are able to
    // occupy an entire Position, will block line of sight". docs/rules.md §2.5: "Between positions,
    // line of sight holds when some shortest route through the adjacency graph has no position
    // in between that holds a position-filling obstacle or creature", and "A combatant at
    // overhead or higher sees over such blockers, and so does a target at that height."
    struct Row {
        const char *from;
        const char *fromLevel;
        const char *to;
        const char *toLevel;
        bool sight;
        const char *blockedBy; // the one blocking position, or nullptr
    };
    const auto row = GENERATE(values<Row>({
        // The filled enemy-flank-left is the only way from the Churn to enemy-ranged-left.
        {"churn", "ground", "enemy-ranged-left", "ground", false, "enemy-flank-left"},
        {"ally-flank-center", "ground", "enemy-ranged-left", "ground", false, "enemy-flank-left"},
        {"churn", "elevated", "enemy-ranged-left", "elevated", false, "enemy-flank-left"},
        // Over it from overhead, either end.
        {"churn", "overhead", "enemy-ranged-left", "ground", true, nullptr},
        {"churn", "ground", "enemy-ranged-left", "overhead", true, nullptr},
        {"churn", "skyward", "enemy-ranged-left", "ground", true, nullptr},
        // Around it: flank-center to ranged-left also goes through ranged-center.
        {"enemy-flank-center", "ground", "enemy-ranged-left", "ground", true, nullptr},
        // Into and out of the filled position itself: the ends never block.
        {"churn", "ground", "enemy-flank-left", "ground", true, nullptr},
        {"enemy-flank-left", "ground", "enemy-ranged-center", "ground", true, nullptr},
        // The token-filled ally-ranged-center is the only way between the outer ranged ones.
        {"ally-ranged-left", "ground", "ally-ranged-right", "ground", false, "ally-ranged-center"},
        {"ally-ranged-left", "ground", "ally-support", "ground", false, "ally-ranged-center"},
        {"ally-flank-center", "ground", "ally-support", "ground", false, "ally-ranged-center"},
        // ally-ranged-left to ally-flank-center: via flank-left, around the ranged-center.
        {"ally-ranged-left", "ground", "ally-flank-center", "ground", true, nullptr},
    }));
    CAPTURE(row.from, row.fromLevel, row.to, row.toLevel);
    const auto encounter = grid(
        R"("enemy-flank-left": {"fillsPosition": true})",
        token("a", "party", row.from, row.fromLevel) + ',' +
            token("b", "cult", row.to, row.toLevel) + ',' +
            token("troll", "cult", "ally-ranged-center", "ground", R"("fillsPosition": true)"));
    const auto analysis = analyze(encounter);
    const auto &ab = pairOf(analysis, "a", "b");
    CHECK(ab.lineOfSight == row.sight);
    CHECK(ab.blockedBy ==
          (row.blockedBy ? QStringList{QLatin1String(row.blockedBy)} : QStringList()));
    CHECK(pairOf(analysis, "b", "a").lineOfSight == row.sight);
}

TEST_CASE("Line of sight in the same position always holds", "[positions][analysis][sight]")
{
    // docs/rules.md §2.5: "In the same position, line of sight always holds".
    const auto encounter =
        grid(R"("churn": {"fillsPosition": true})",
             token("a", "party", "churn") + ',' + token("b", "cult", "churn") + ',' +
                 token("c", "cult", "churn", "ground", R"("fillsPosition": true)"));
    const auto analysis = analyze(encounter);
    CHECK(pairOf(analysis, "a", "b").lineOfSight);
    CHECK(pairOf(analysis, "a", "b").distance == 0);
    CHECK(pairOf(analysis, "a", "c").lineOfSight);
}

TEST_CASE("Volley penalty: −10 per position step, only where skyward is allowed",
          "[positions][analysis][volley]")
{
    // Seed 001 "Volley Fire": "only available in scenario that are able to support the Skyward
    // position ... with the combatant's Action Rating taking a -10 for every Position they try
    // to cross with a Volley". docs/rules.md §5.13: "volleyPenalty is −10 × distance when
    // board.skyward is true, so 0 at distance 0; otherwise it is null."
    struct Row {
        const char *to;
        int distance;
    };
    const auto row = GENERATE(values<Row>({{"ally-ranged-center", 0},
                                           {"ally-flank-center", 1},
                                           {"churn", 2},
                                           {"enemy-ranged-left", 4},
                                           {"enemy-support", 5}}));
    const bool skyward = GENERATE(true, false);
    CAPTURE(row.to, skyward);
    const auto encounter =
        grid(R"("enemy-flank-left": {"fillsPosition": true})",
             token("archer", "party", "ally-ranged-center") + ',' + token("target", "cult", row.to),
             skyward);
    const auto analysis = analyze(encounter);
    const auto &pair = pairOf(analysis, "archer", "target");
    CHECK(pair.distance == row.distance);
    if (skyward)
        CHECK(pair.volleyPenalty == -10 * row.distance);
    else
        CHECK_FALSE(pair.volleyPenalty.has_value());
    // In the JSON it is a number or null.
    const auto json = analysis.toJson().value(QStringLiteral("pairs")).toArray().first().toObject();
    CHECK(json.value(QStringLiteral("volleyPenalty")).isNull() == !skyward);
}

TEST_CASE("Engagement: enemies in the same position, at any level",
          "[positions][analysis][engagement]")
{
    // docs/rules.md §2.5: "In the same position, line of sight always holds, and the two are
    // engaged when they are enemies." §5.13: "engagedWith: enemies at the same ground position, at
    // any level." Seed 001: "At the Center of the Combat Grid lies the Churn ... where all sides in
    // a battle are likely to converge in brutal melee."
    const auto encounter =
        grid("", token("veyra", "party", "churn") + ',' + token("acolyte", "cult", "churn") + ',' +
                     token("harpy", "cult", "churn", "overhead") + ',' +
                     token("mule", "villagers", "churn") + ',' +
                     token("zealot", "cult", "enemy-flank-center"));
    const auto analysis = analyze(encounter);
    const auto engaged = [&](const char *id) {
        return analysis.token(QLatin1String(id))->engagedWith;
    };
    CHECK(engaged("veyra") == QStringList{QStringLiteral("acolyte"), QStringLiteral("harpy")});
    CHECK(engaged("mule") == QStringList{QStringLiteral("acolyte"), QStringLiteral("harpy")});
    CHECK(engaged("acolyte") == QStringList{QStringLiteral("mule"), QStringLiteral("veyra")});
    CHECK(engaged("harpy") == QStringList{QStringLiteral("mule"), QStringLiteral("veyra")});
    CHECK(engaged("zealot").isEmpty());                        // adjacent is not engaged
    CHECK(pairOf(analysis, "veyra", "mule").enemies == false); // allied sides
    CHECK(pairOf(analysis, "veyra", "zealot").enemies);
}

TEST_CASE("High ground: A's level is higher than B's", "[positions][analysis]")
{
    // docs/rules.md §2.5: "High ground: A's level is higher than B's."
    const auto encounter = grid(R"("ally-ranged-right": {"water": true})",
                                token("wren", "party", "ally-flank-left", "elevated") + ',' +
                                    token("harpy", "cult", "churn", "overhead") + ',' +
                                    token("naiad", "cult", "ally-ranged-right", "shallows") + ',' +
                                    token("tomas", "party", "churn"));
    const auto analysis = analyze(encounter);
    CHECK(pairOf(analysis, "harpy", "wren").highGround);
    CHECK_FALSE(pairOf(analysis, "wren", "harpy").highGround);
    CHECK(pairOf(analysis, "tomas", "naiad").highGround); // ground 0 over shallows −1
    CHECK_FALSE(pairOf(analysis, "naiad", "tomas").highGround);
    CHECK(pairOf(analysis, "wren", "tomas").highGround);
}

TEST_CASE("Water levels and vertical assaults", "[positions][analysis][water]")
{
    // Seed 001 "Water Environments": "Vertical Assaults from outside of the water cannot target
    // combatants deeper than the Surface. However, if a combatant is in the Surface or Shallows
    // Level, they can make a vertical assault into the lower positions, which would manifest as
    // a Dive." "Vertical Assaults": "you must be at least one position above your target, with
    // a clear path from your position to theirs."
    const auto encounter = grid(R"("ally-ranged-right": {"water": true},)"
                                R"("ally-ranged-center": {"fillsPosition": true})",
                                token("hawk", "party", "ally-ranged-right", "overhead") + ',' +
                                    token("diver", "party", "ally-ranged-right", "surface") + ',' +
                                    token("swimmer", "party", "ally-ranged-right", "shallows") +
                                    ',' + token("fish", "cult", "ally-ranged-right", "deep") + ',' +
                                    token("raft", "cult", "ally-ranged-right", "ground") + ',' +
                                    token("crow", "cult", "ally-ranged-left", "elevated") + ',' +
                                    token("crab", "cult", "ally-flank-right"));
    const auto analysis = analyze(encounter);
    // A token written at "ground" in water stands at the surface (both are level 0).
    CHECK(analysis.token(QStringLiteral("raft"))->level == QStringLiteral("surface"));
    CHECK(analysis.token(QStringLiteral("raft"))->levelValue == 0);
    CHECK(analysis.token(QStringLiteral("diver"))->level == QStringLiteral("surface"));
    CHECK(analysis.token(QStringLiteral("fish"))->level == QStringLiteral("deep"));
    CHECK(analysis.token(QStringLiteral("crab"))->level == QStringLiteral("ground"));

    struct Row {
        const char *from;
        const char *to;
        bool assault;
    };
    const auto row = GENERATE(values<Row>({
        {"hawk", "diver", true}, // from the air down to the surface
        {"hawk", "raft", true},
        {"hawk", "swimmer", false}, // below the surface, from outside the water
        {"hawk", "fish", false},
        {"diver", "fish", true},   // a Dive from the surface
        {"swimmer", "fish", true}, // a Dive from the shallows
        {"diver", "swimmer", true},
        {"fish", "diver", false},   // not above the target
        {"diver", "raft", false},   // the same level is not above
        {"crab", "swimmer", false}, // on land next to the water: outside it
        {"crab", "raft", false},    // same level
        {"crow", "raft", false},    // above, but the filled ranged-center blocks the path
        {"hawk", "crab", true},
    }));
    CAPTURE(row.from, row.to);
    CHECK(analysis.canVerticalAssault(QLatin1String(row.from), QLatin1String(row.to)) ==
          row.assault);
}

TEST_CASE("The Players perspective leaves hidden tokens out", "[positions][analysis][hidden]")
{
    // docs/rules.md §3: "The player view computes its own analysis as if hidden tokens were absent,
    // so no badge, line or zone gives them away." §5.13: "A fillsPosition token blocks line of
    // sight through its position at any level, hidden or not."
    const auto encounter = grid(
        "", token("tomas", "party", "ally-ranged-left") + ',' +
                token("kara", "party", "ally-ranged-right") + ',' +
                token("golem", "cult", "ally-ranged-center", "ground",
                      R"("fillsPosition": true, "hidden": true)") +
                ',' + token("lurker", "cult", "ally-ranged-left", "ground", R"("hidden": true)"));
    const auto gm = analyze(encounter, Perspective::GameMaster);
    const auto players = analyze(encounter, Perspective::Players);

    // The GM sees the hidden golem block the only route, and the lurker engage Tomas.
    CHECK_FALSE(pairOf(gm, "tomas", "kara").lineOfSight);
    CHECK(gm.token(QStringLiteral("tomas"))->engagedWith == QStringList{QStringLiteral("lurker")});
    CHECK(gm.token(QStringLiteral("golem")) != nullptr);
    CHECK(gm.toJson().value(QStringLiteral("pairs")).toArray().size() == 12);

    // The players see none of it.
    CHECK(pairOf(players, "tomas", "kara").lineOfSight);
    CHECK(players.token(QStringLiteral("tomas"))->engagedWith.isEmpty());
    CHECK(players.token(QStringLiteral("golem")) == nullptr);
    CHECK(players.token(QStringLiteral("lurker")) == nullptr);
    CHECK(players.pair(QStringLiteral("tomas"), QStringLiteral("lurker")) == nullptr);
    const auto json = players.toJson();
    CHECK(json.value(QStringLiteral("tokens")).toObject().keys() ==
          QStringList{QStringLiteral("kara"), QStringLiteral("tomas")});
    CHECK(json.value(QStringLiteral("pairs")).toArray().size() == 2);
    CHECK_FALSE(QJsonDocument(json).toJson().contains("golem"));
    CHECK_FALSE(QJsonDocument(json).toJson().contains("lurker"));
}

TEST_CASE("toJson has the shape of docs/cli.md §4.2", "[positions][analysis][json]")
{
    const auto encounter =
        grid("", token("b", "cult", "churn") + ',' + token("a", "party", "churn", "elevated") +
                     ',' + token("c", "party", "ally-support"));
    const auto json = analyze(encounter).toJson();
    CHECK(json.value(QStringLiteral("rules")).toString() == QStringLiteral("labyrinthian"));
    const auto a =
        json.value(QStringLiteral("tokens")).toObject().value(QStringLiteral("a")).toObject();
    CHECK(a.value(QStringLiteral("position")).toString() == QStringLiteral("churn"));
    CHECK(a.value(QStringLiteral("level")).toString() == QStringLiteral("elevated"));
    CHECK(a.value(QStringLiteral("engagedWith")).toArray() == QJsonArray{QStringLiteral("b")});
    const auto pairs = json.value(QStringLiteral("pairs")).toArray();
    QStringList order;
    for (const auto &p : pairs)
        order << p.toObject().value(QStringLiteral("from")).toString() +
                     p.toObject().value(QStringLiteral("to")).toString();
    CHECK(order == QStringList{QStringLiteral("ab"), QStringLiteral("ac"), QStringLiteral("ba"),
                               QStringLiteral("bc"), QStringLiteral("ca"), QStringLiteral("cb")});
    const auto ab = pairs.first().toObject();
    for (const auto *key : {"from", "to", "distance", "lineOfSight", "flanking", "volleyPenalty",
                            "highGround", "enemies"})
        CHECK(ab.contains(QLatin1String(key)));
    CHECK(ab.value(QStringLiteral("distance")).toInt() == 0);
    CHECK(ab.value(QStringLiteral("highGround")).toBool());
    CHECK(ab.value(QStringLiteral("enemies")).toBool());
}

TEST_CASE("Moving a position-filling token updates the sight of other pairs",
          "[positions][analysis][incremental]")
{
    auto encounter =
        grid("", token("tomas", "party", "ally-ranged-left") + ',' +
                     token("kara", "party", "ally-ranged-right") + ',' +
                     token("golem", "cult", "ally-support", "ground", R"("fillsPosition": true)"));
    PositionAnalysis analysis;
    analysis.recomputeAll(encounter);
    CHECK(pairOf(analysis, "tomas", "kara").lineOfSight);

    encounter.tokens[2].position = QStringLiteral("ally-ranged-center");
    EncounterChange change;
    change.kind = EncounterChange::Kind::TokenMoved;
    change.tokenId = QStringLiteral("golem");
    change.beforePosition = QStringLiteral("ally-support");
    analysis.update(encounter, change);
    CHECK_FALSE(pairOf(analysis, "tomas", "kara").lineOfSight);

    PositionAnalysis fresh;
    fresh.recomputeAll(encounter);
    CHECK(analysis.toJson() == fresh.toJson());
}

TEST_CASE("update() after random token changes equals recomputeAll()",
          "[positions][analysis][incremental][random]")
{
    const auto perspective = GENERATE(Perspective::GameMaster, Perspective::Players);
    std::mt19937 random(perspective == Perspective::GameMaster ? 20240 : 777);
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    const QStringList sides{QStringLiteral("party"), QStringLiteral("cult"),
                            QStringLiteral("villagers")};
    const QStringList stances{QString(), QStringLiteral("bulwark"), QStringLiteral("vigilant"),
                              QStringLiteral("aggressive")};

    int changes = 0;
    for (int board = 0; board < 12; ++board) {
        QByteArray positions;
        const auto ids = grid("", "").rules->positionIds();
        for (const auto &id : ids) {
            QStringList marks;
            for (const char *mark : {"difficult", "turbulent", "water", "fillsPosition"}) {
                if (pick(5) == 0)
                    marks << QStringLiteral("\"%1\": true").arg(QLatin1String(mark));
            }
            if (!marks.isEmpty())
                positions += (positions.isEmpty() ? "" : ",") +
                             QStringLiteral("\"%1\": {%2}").arg(id, marks.join(u',')).toUtf8();
        }
        auto encounter = grid(positions, token("seed", "party", "churn"), pick(2) == 0);
        const auto graph = graphOf(encounter);
        const auto placeRandomly = [&](Token &t) {
            const int p = pick(graph.count());
            const auto levels = graph.levelsAt(p);
            t.position = graph.id(p);
            t.level = graph.levelName(p, levels[pick(static_cast<int>(levels.size()))]);
            // Sometimes use the other name of level 0 ("ground" in water, "surface" on land).
            if (t.level == QLatin1String("ground") || t.level == QLatin1String("surface")) {
                if (pick(4) == 0)
                    t.level = t.level == QLatin1String("ground") ? QStringLiteral("surface")
                                                                 : QStringLiteral("ground");
            }
        };
        const auto randomToken = [&](const QString &id) {
            Token t;
            t.id = id;
            t.name = id;
            t.side = sides[pick(3)];
            placeRandomly(t);
            t.fillsPosition = pick(5) == 0;
            t.hidden = pick(4) == 0;
            t.stance = stances[pick(4)];
            return t;
        };
        for (int i = 0; i < 8; ++i)
            encounter.tokens << randomToken(QStringLiteral("t%1").arg(i));
        int nextId = 8;

        PositionAnalysis live(perspective);
        live.recomputeAll(encounter);
        for (int step = 0; step < 400; ++step, ++changes) {
            EncounterChange change;
            const int roll = pick(20);
            if (roll < 14 && !encounter.tokens.isEmpty()) {
                auto &t = encounter.tokens[pick(static_cast<int>(encounter.tokens.size()))];
                change.kind = EncounterChange::Kind::TokenMoved;
                change.tokenId = t.id;
                change.beforePosition = t.position;
                placeRandomly(t);
            } else if (roll < 17 && !encounter.tokens.isEmpty()) {
                auto &t = encounter.tokens[pick(static_cast<int>(encounter.tokens.size()))];
                change.kind = EncounterChange::Kind::TokenChanged;
                change.tokenId = t.id;
                switch (pick(4)) {
                case 0:
                    t.fillsPosition = !t.fillsPosition;
                    break;
                case 1:
                    t.hidden = !t.hidden;
                    break;
                case 2:
                    t.side = sides[pick(3)];
                    break;
                default:
                    t.stance = stances[pick(4)];
                    break;
                }
            } else if (encounter.tokens.size() < 10) { // keeps about ten tokens on the board
                const auto t = randomToken(QStringLiteral("n%1").arg(nextId++));
                encounter.tokens << t;
                change.kind = EncounterChange::Kind::TokenAdded;
                change.tokenId = t.id;
            } else {
                const int index = pick(static_cast<int>(encounter.tokens.size()));
                change.kind = EncounterChange::Kind::TokenRemoved;
                change.tokenId = encounter.tokens[index].id;
                change.beforePosition = encounter.tokens[index].position;
                encounter.tokens.removeAt(index);
            }
            live.update(encounter, change);

            PositionAnalysis reference(perspective);
            reference.recomputeAll(encounter);
            const auto got = live.toJson();
            const auto want = reference.toJson();
            if (got != want) {
                CAPTURE(board, step, change.tokenId.toStdString(), static_cast<int>(change.kind));
                CAPTURE(QJsonDocument(got).toJson().toStdString());
                CAPTURE(QJsonDocument(want).toJson().toStdString());
                FAIL("update() differs from recomputeAll()");
            }
        }
    }
    CHECK(changes == 12 * 400);
}
