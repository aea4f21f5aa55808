#include "engine/squareanalysis.h"
#include "model/fixedpoint.h"
#include "squarescenario.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <catch2/catch.hpp>
#include <random>

using namespace SquareScenario;

namespace
{

QStringList ids(std::initializer_list<const char *> list)
{
    QStringList out;
    for (const auto *s : list)
        out << QString::fromUtf8(s);
    return out;
}

const SquareAnalysis::TokenResult &tokenOf(const SquareAnalysis &a, const char *id)
{
    const auto *t = a.token(QString::fromUtf8(id));
    REQUIRE(t != nullptr);
    return *t;
}

SquareAnalysis::PairResult pairOf(const SquareAnalysis &a, const char *from, const char *to)
{
    const auto p = a.pair(QString::fromUtf8(from), QString::fromUtf8(to));
    REQUIRE(p.has_value());
    return *p;
}

// The first place two analyze objects differ, for a readable failure.
QString firstDifference(const QJsonObject &want, const QJsonObject &got)
{
    const auto wt = want.value(QStringLiteral("tokens")).toObject();
    const auto gt = got.value(QStringLiteral("tokens")).toObject();
    if (wt.keys() != gt.keys())
        return QStringLiteral("token ids: ") + wt.keys().join(QLatin1Char(',')) +
               QStringLiteral(" vs ") + gt.keys().join(QLatin1Char(','));
    for (const auto &k : wt.keys()) {
        if (wt.value(k) != gt.value(k))
            return k + QStringLiteral(": want ") +
                   QString::fromUtf8(
                       QJsonDocument(wt.value(k).toObject()).toJson(QJsonDocument::Compact)) +
                   QStringLiteral(" got ") +
                   QString::fromUtf8(
                       QJsonDocument(gt.value(k).toObject()).toJson(QJsonDocument::Compact));
    }
    const auto wp = want.value(QStringLiteral("pairs")).toArray();
    const auto gp = got.value(QStringLiteral("pairs")).toArray();
    if (wp.size() != gp.size())
        return QStringLiteral("pair count %1 vs %2").arg(wp.size()).arg(gp.size());
    for (int i = 0; i < wp.size(); ++i) {
        if (wp[i] != gp[i])
            return QStringLiteral("pair: want ") +
                   QString::fromUtf8(
                       QJsonDocument(wp[i].toObject()).toJson(QJsonDocument::Compact)) +
                   QStringLiteral(" got ") +
                   QString::fromUtf8(
                       QJsonDocument(gp[i].toObject()).toJson(QJsonDocument::Compact));
    }
    return want == got ? QString() : QStringLiteral("other keys");
}

} // namespace

// The bridge ambush example, checked by hand against docs/rules.md (see the comments).
TEST_CASE("Analysis: bridge-ambush, GM view", "[analysis][example]")
{
    const auto e = TestSupport::loadExample("bridge-ambush.encounter");
    const SquareAnalysis a(e, Perspective::GameMaster);

    // Kara (7,7) has thug (6,6) and cutthroat (8,8), both with active zones, on opposite
    // corners (rule B). Rule A fails: the step to (6,8) is legal and outside both zones.
    const auto &kara = tokenOf(a, "kara");
    CHECK(kara.inZocOf == ids({"cutthroat", "thug"}));
    CHECK(kara.surroundedRule == Surrounded::Rule::OppositeCorners);
    CHECK(kara.surroundedBy == ids({"cutthroat", "thug"}));

    // The reeling bruiser (7,6) has lost its zone, and is held by kara: up is an obstacle, both
    // upward diagonals cut the obstacle (7,5), and every other step stays in kara's zone.
    const auto &bruiser = tokenOf(a, "bruiser");
    CHECK_FALSE(bruiser.hasZoc);
    CHECK(bruiser.inZocOf == ids({"kara"}));
    CHECK(bruiser.surroundedRule == Surrounded::Rule::NoWayOut);
    CHECK(bruiser.surroundedBy == ids({"kara"}));

    // Ilsa has no ZoC weapon ("zoc": false); the hidden archer stands on the 2 m ridge.
    CHECK_FALSE(tokenOf(a, "ilsa").hasZoc);
    CHECK(tokenOf(a, "archer").elevation == 2'000'000);
    CHECK(tokenOf(a, "ogre").zone.size() == 16);

    // Brom (6,9) -> bruiser (7,6): the one segment crosses (6,8) and kara's (7,7).
    const auto brom = pairOf(a, "brom", "bruiser");
    CHECK(brom.distance == 3);
    CHECK(brom.sight.lineOfSight);
    CHECK(brom.sight.cover);
    CHECK(brom.sight.coveringTokens == ids({"kara"}));

    // The ridge's wall column x = 19 (rows 2-6) hides the archer (21,4) from kara (7,7).
    const auto archer = pairOf(a, "archer", "kara");
    CHECK_FALSE(archer.sight.lineOfSight);
    CHECK(archer.sight.blockingCells.contains(QPoint(19, 4)));
    CHECK(archer.heightDifference == 2'000'000);
    CHECK(archer.melee == HighGround::Melee::Boon);
    CHECK(archer.rangeAdjustment == Approx(2.0 / 1.5));
    CHECK(pairOf(a, "kara", "archer").melee == HighGround::Melee::Bane);

    // docs/rules.md §5.9: "melee ... Reported for every ordered pair, whatever the distance and the
    // sides"; the ogre and the archer are both bandits.
    CHECK_FALSE(pairOf(a, "ogre", "archer").enemies);
    CHECK(pairOf(a, "ogre", "archer").melee == HighGround::Melee::Bane);
}

// docs/rules.md §3: "The player view computes its own analysis as if hidden tokens were absent, so
// no badge, line or zone gives them away."
TEST_CASE("Analysis: the players' view leaves hidden tokens out entirely", "[analysis][player]")
{
    const auto e = build({{"......", "......", "......"},
                          {token("t", "party", 1, 1), token("e", "foes", 0, 0),
                           hidden(token("h", "foes", 2, 2)), token("b", "foes", 4, 1)}});
    const SquareAnalysis gm(e, Perspective::GameMaster);
    const SquareAnalysis players(e, Perspective::Players);

    // The GM sees h holding t and closing the opposite corner.
    CHECK(tokenOf(gm, "t").inZocOf == ids({"e", "h"}));
    CHECK(tokenOf(gm, "t").surrounded());
    // Rule A fails ((2,0) is outside both zones), so the corners decide.
    CHECK(tokenOf(gm, "t").surroundedRule == Surrounded::Rule::OppositeCorners);
    CHECK(tokenOf(gm, "t").surroundedBy == ids({"e", "h"}));
    CHECK(gm.token(QStringLiteral("h")) != nullptr);

    // The players see no h: no zone, no corner, no pairs.
    CHECK(players.token(QStringLiteral("h")) == nullptr);
    CHECK(tokenOf(players, "t").inZocOf == ids({"e"}));
    CHECK_FALSE(tokenOf(players, "t").surrounded());
    CHECK_FALSE(players.pair(QStringLiteral("t"), QStringLiteral("h")).has_value());
    const auto json = players.toJson();
    CHECK_FALSE(json.value(QStringLiteral("tokens")).toObject().contains(QStringLiteral("h")));
    CHECK(json.value(QStringLiteral("pairs")).toArray().size() == 3 * 2);
    CHECK(gm.toJson().value(QStringLiteral("pairs")).toArray().size() == 4 * 3);
}

TEST_CASE("Analysis: a hidden token's cover shows only in the GM view", "[analysis][player]")
{
    const auto e = build(
        {{"....."}, {token("a", "x", 0, 0), token("b", "y", 4, 0), hidden(token("h", "y", 2, 0))}});
    const SquareAnalysis gm(e, Perspective::GameMaster);
    const SquareAnalysis players(e, Perspective::Players);
    CHECK(pairOf(gm, "a", "b").sight.cover);
    CHECK(pairOf(gm, "a", "b").sight.coveringTokens == ids({"h"}));
    CHECK_FALSE(pairOf(players, "a", "b").sight.cover);
}

// docs/cli.md §4: key names, "All id lists are sorted, and pairs are sorted by from, then to",
// surroundedRule null, coveredBy token ids then [x, y] cells.
TEST_CASE("Analysis: toJson has the shape of docs/cli.md §4.1", "[analysis][json]")
{
    const auto e = build({{"..o..", "....."},
                          {token("zz", "x", 0, 0), token("b", "y", 4, 0), token("mm", "z", 1, 0)}});
    const auto json = SquareAnalysis(e, Perspective::GameMaster).toJson();
    CHECK(json.value(QStringLiteral("rules")).toString() == QStringLiteral("paces"));
    const auto tokens = json.value(QStringLiteral("tokens")).toObject();
    CHECK(tokens.keys() == ids({"b", "mm", "zz"}));
    const auto b = tokens.value(QStringLiteral("b")).toObject();
    CHECK(b.keys() ==
          ids({"elevation", "hasZoc", "inZocOf", "surrounded", "surroundedBy", "surroundedRule"}));
    CHECK(b.value(QStringLiteral("surroundedRule")).isNull());
    CHECK(b.value(QStringLiteral("elevation")).isDouble());
    const auto pairs = json.value(QStringLiteral("pairs")).toArray();
    REQUIRE(pairs.size() == 6);
    QStringList order;
    for (const auto &p : pairs)
        order << p[QStringLiteral("from")].toString() + QLatin1Char('>') +
                     p[QStringLiteral("to")].toString();
    CHECK(order == ids({"b>mm", "b>zz", "mm>b", "mm>zz", "zz>b", "zz>mm"}));
    const auto zzb = pairs[4].toObject();
    for (const char *key : {"from", "to", "enemies", "distance", "lineOfSight", "cover",
                            "coveredBy", "heightDifference", "melee"})
        CHECK(zzb.contains(QString::fromUtf8(key)));
    CHECK(zzb.value(QStringLiteral("coveredBy")).toArray() ==
          QJsonArray{QStringLiteral("mm"), QJsonArray{2, 0}});
    CHECK(zzb.value(QStringLiteral("melee")).toString() == QStringLiteral("none"));
    CHECK(zzb.value(QStringLiteral("distance")).toInt() == 4);
}

namespace
{

struct Editor {
    std::mt19937 rng;
    Encounter e;
    int nextId = 0;

    int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

    Token randomToken()
    {
        Token t;
        t.id = QStringLiteral("t%1").arg(nextId++);
        t.name = t.id;
        t.side = e.sides[pick(0, e.sides.size() - 1)].id;
        t.size = pick(0, 5) == 0 ? pick(2, 4) : 1;
        t.x = pick(0, e.board.square.width - 1);
        t.y = pick(0, e.board.square.height - 1);
        if (pick(0, 5) == 0)
            t.reach = pick(-1, 3);
        t.zoc = pick(0, 7) != 0;
        t.hidden = pick(0, 5) == 0;
        if (pick(0, 4) == 0)
            t.conditions << (pick(0, 1) ? QStringLiteral("reeling") : QStringLiteral("prone"));
        if (pick(0, 6) == 0)
            t.altitudeMicrometres = pick(0, 30) * 100'000;
        return t;
    }

    double wallCoord(int limit)
    {
        switch (pick(0, 2)) {
        case 0:
            return pick(0, limit);
        case 1:
            return qMin<double>(limit, pick(0, limit) + 0.5);
        default:
            return pick(0, limit * 10) / 10.0;
        }
    }

    WallSegment randomWall()
    {
        const int w = e.board.square.width;
        const int h = e.board.square.height;
        // Short walls, so that an edit touches a small area.
        const double x1 = wallCoord(w);
        const double y1 = wallCoord(h);
        WallSegment wall;
        wall.x1 = FixedPoint::fromDouble(x1);
        wall.y1 = FixedPoint::fromDouble(y1);
        wall.x2 = FixedPoint::fromDouble(qBound(0.0, x1 + pick(-20, 20) / 10.0, double(w)));
        wall.y2 = FixedPoint::fromDouble(qBound(0.0, y1 + pick(-20, 20) / 10.0, double(h)));
        const WallSegment::Door doors[] = {WallSegment::Door::None, WallSegment::Door::Open,
                                           WallSegment::Door::Closed};
        wall.door = doors[pick(0, 2)];
        return wall;
    }

    QRect wallArea(const WallSegment &w) const
    {
        const qint64 C = FixedPoint::Scale;
        const int x0 = int(qMin(w.x1, w.x2) / C);
        const int x1 = int(qMax(w.x1, w.x2) / C);
        const int y0 = int(qMin(w.y1, w.y2) / C);
        const int y1 = int(qMax(w.y1, w.y2) / C);
        return QRect(QPoint(x0, y0), QPoint(x1, y1));
    }

    static QRect footprint(const Token &t) { return QRect(t.x, t.y, t.footprint(), t.footprint()); }

    void init(int seed)
    {
        rng.seed(seed);
        e = TestSupport::loadJson(json({{"."}, {token("seed", "a", 0, 0)}}));
        auto &board = e.board.square;
        board.width = pick(4, 14);
        board.height = pick(4, 14);
        board.terrain.clear();
        const QStringList kinds = e.rules->terrainIds();
        for (int i = pick(0, 12); i > 0; --i) {
            TerrainEntry entry;
            entry.kind = kinds[pick(0, kinds.size() - 1)];
            entry.cells << QPoint(pick(0, board.width - 1), pick(0, board.height - 1));
            board.terrain << entry;
        }
        for (int i = pick(0, 4); i > 0; --i) {
            TerrainEntry entry;
            entry.micrometres = pick(0, 30) * 100'000;
            entry.rects << QRect(pick(0, board.width - 1), pick(0, board.height - 1), 2, 2);
            board.elevation << entry;
        }
        for (int i = pick(0, 4); i > 0; --i)
            board.walls << randomWall();
        board.rebuild(*e.rules);
        e.sides = {Side{QStringLiteral("a"), {}, {}, {}}, Side{QStringLiteral("b"), {}, {}, {}},
                   Side{QStringLiteral("c"), {}, {}, {}}};
        if (pick(0, 1))
            e.allies = {{QStringLiteral("a"), QStringLiteral("c")}};
        e.tokens.clear();
        for (int i = pick(1, 10); i > 0; --i)
            e.tokens << randomToken();
    }

    // Applies one random edit and says what it was.
    EncounterChange edit()
    {
        EncounterChange change;
        auto &board = e.board.square;
        const int kind = e.tokens.isEmpty() ? 6 : pick(0, 13);
        if (kind <= 5) { // a drag step, or a jump
            const int i = pick(0, e.tokens.size() - 1);
            auto &t = e.tokens[i];
            change.kind = EncounterChange::Kind::TokenMoved;
            change.tokenId = t.id;
            change.before = footprint(t);
            if (kind <= 3) {
                t.x = qBound(0, t.x + pick(-1, 1), board.width - 1);
                t.y = qBound(0, t.y + pick(-1, 1), board.height - 1);
            } else {
                t.x = pick(0, board.width - 1);
                t.y = pick(0, board.height - 1);
            }
        } else if (kind == 6 && (e.tokens.size() < 14 || e.tokens.isEmpty())) {
            e.tokens << randomToken();
            change.kind = EncounterChange::Kind::TokenAdded;
            change.tokenId = e.tokens.last().id;
        } else if (kind == 7) {
            const int i = pick(0, e.tokens.size() - 1);
            change.kind = EncounterChange::Kind::TokenRemoved;
            change.tokenId = e.tokens[i].id;
            change.before = footprint(e.tokens[i]);
            e.tokens.removeAt(i);
        } else if (kind <= 10) {
            const int i = pick(0, e.tokens.size() - 1);
            auto &t = e.tokens[i];
            change.kind = EncounterChange::Kind::TokenChanged;
            change.tokenId = t.id;
            change.before = footprint(t);
            switch (pick(0, 6)) {
            case 0:
                if (t.conditions.isEmpty())
                    t.conditions << QStringLiteral("confused");
                else
                    t.conditions.clear();
                break;
            case 1:
                t.zoc = !t.zoc;
                break;
            case 2:
                t.reach = pick(-1, 3);
                break;
            case 3:
                t.side = e.sides[pick(0, e.sides.size() - 1)].id;
                break;
            case 4:
                t.size = pick(1, 4);
                break;
            case 5:
                t.hidden = !t.hidden;
                break;
            default:
                t.altitudeMicrometres = pick(0, 30) * 100'000;
                break;
            }
        } else if (kind == 11) {
            change.kind = EncounterChange::Kind::TerrainChanged;
            const QPoint cell(pick(0, board.width - 1), pick(0, board.height - 1));
            TerrainEntry entry;
            if (pick(0, 1)) {
                const QStringList kinds = e.rules->terrainIds();
                entry.kind = kinds[pick(0, kinds.size() - 1)];
                entry.cells << cell;
                board.terrain << entry;
            } else {
                entry.micrometres = pick(0, 30) * 100'000;
                entry.cells << cell;
                board.elevation << entry;
            }
            board.rebuild(*e.rules);
            change.area = QRect(cell, cell);
        } else if (kind == 12) {
            change.kind = EncounterChange::Kind::TerrainChanged;
            if (!board.walls.isEmpty() && pick(0, 1)) {
                const int w = pick(0, board.walls.size() - 1);
                change.area = wallArea(board.walls[w]);
                if (pick(0, 1)) {
                    board.walls.removeAt(w);
                } else {
                    auto &door = board.walls[w].door;
                    door = door == WallSegment::Door::Open ? WallSegment::Door::Closed
                                                           : WallSegment::Door::Open;
                }
            } else {
                board.walls << randomWall();
                change.area = wallArea(board.walls.last());
            }
        } else {
            change.kind = EncounterChange::Kind::Everything;
            e.allies =
                e.allies.isEmpty()
                    ? QList<QPair<QString, QString>>{{QStringLiteral("b"), QStringLiteral("c")}}
                    : QList<QPair<QString, QString>>{};
        }
        return change;
    }
};

} // namespace

// docs/architecture.md §5.3: "A full recompute exists too, and the tests check that both give the
// same answer on random encounters." Issue 3: "after thousands of random edits".
TEST_CASE("Analysis: update() equals recomputeAll() after thousands of random edits",
          "[analysis][incremental][random]")
{
    int edits = 0;
    int partial = 0;
    for (int seed = 1; seed <= 30; ++seed) {
        Editor editor;
        editor.init(seed);
        SquareAnalysis gm(editor.e, Perspective::GameMaster);
        SquareAnalysis players(editor.e, Perspective::Players);
        for (int step = 0; step < 100; ++step) {
            const auto change = editor.edit();
            gm.update(editor.e, change);
            players.update(editor.e, change);
            ++edits;
            partial += !gm.lastStats().full;
            const auto wantGm = SquareAnalysis(editor.e, Perspective::GameMaster).toJson();
            const auto wantPlayers = SquareAnalysis(editor.e, Perspective::Players).toJson();
            INFO("seed " << seed << " step " << step << " change " << int(change.kind) << " "
                         << change.tokenId.toStdString());
            const auto gotGm = gm.toJson();
            INFO("GM: " << firstDifference(wantGm, gotGm).toStdString());
            REQUIRE(gotGm == wantGm);
            const auto gotPlayers = players.toJson();
            INFO("players: " << firstDifference(wantPlayers, gotPlayers).toStdString());
            REQUIRE(gotPlayers == wantPlayers);
        }
    }
    CHECK(edits == 3000);
    CHECK(partial > 2500); // most edits really were incremental
}

// docs/rules.md §4: a drag recomputes what the dragged token can reach, not everything.
TEST_CASE("Analysis: a drag step recomputes only nearby results", "[analysis][incremental]")
{
    QStringList rows(30, QString(30, QLatin1Char('.')));
    QList<TokenSpec> tokens;
    for (int i = 0; i < 30; ++i) {
        auto t = token("", i % 2 ? "a" : "b", (i * 7) % 30, (i * 11) % 30);
        t.id = QStringLiteral("k%1").arg(i);
        tokens << t;
    }
    auto e = build({rows, tokens});
    SquareAnalysis a(e, Perspective::GameMaster);
    const auto full = a.lastStats();
    CHECK(full.full);
    CHECK(full.sights == 30 * 29 / 2);
    EncounterChange change{EncounterChange::Kind::TokenMoved,
                           QStringLiteral("k0"),
                           QRect(e.tokens[0].x, e.tokens[0].y, 1, 1),
                           {},
                           {}};
    e.tokens[0].x += 1;
    a.update(e, change);
    const auto step = a.lastStats();
    CHECK_FALSE(step.full);
    CHECK(step.zones == 1);
    CHECK(step.statuses < 10);
    CHECK(step.sights >= 29);
    CHECK(step.sights < full.sights / 2);
    CHECK(a.toJson() == SquareAnalysis(e, Perspective::GameMaster).toJson());
}
