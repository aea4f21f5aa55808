// PositionAnalysis keeps per-token facts and works out pair details on demand from the
// graph's tables (docs/architecture.md §5.3). These property tests hold it to a
// straightforward reading of docs/rules.md §2.4, §2.5 and §5.13: breadth-first distances
// from the rule set's adjacency, every shortest route listed one by one, every token pair
// checked in turn.

#include "positiontestsupport.h"

#include "engine/positionanalysis.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>
#include <QSet>
#include <catch2/catch.hpp>
#include <functional>
#include <random>

using PositionTestSupport::graphOf;
using PositionTestSupport::grid;

namespace
{

// Steps from `source` to every position id, by breadth-first search over rules.adjacency.
QMap<QString, int> stepsFrom(const RuleSet &rules, const QString &source)
{
    QMap<QString, int> steps{{source, 0}};
    QStringList queue{source};
    for (qsizetype head = 0; head < queue.size(); ++head) {
        for (const auto &next : rules.adjacency.value(queue[head])) {
            if (!rules.position(next) || steps.contains(next))
                continue;
            steps.insert(next, steps[queue[head]] + 1);
            queue << next;
        }
    }
    return steps;
}

// Every shortest route from a to b, each as the list of its positions.
QList<QStringList> shortestRoutes(const RuleSet &rules, const QString &a, const QString &b)
{
    QList<QStringList> routes;
    const auto fromA = stepsFrom(rules, a);
    if (!fromA.contains(b))
        return routes;
    const int length = fromA[b];
    std::function<void(const QStringList &)> walk = [&](const QStringList &route) {
        if (route.size() - 1 == length) {
            if (route.last() == b)
                routes << route;
            return;
        }
        for (const auto &next : rules.adjacency.value(route.last())) {
            if (fromA.contains(next) && fromA[next] == route.size())
                walk(route + QStringList{next});
        }
    };
    walk({a});
    return routes;
}

struct Plain {
    QString id;
    QString side;
    QString position;
    int level = 0;
    bool water = false;
    QString stance;
};

// The analysis as docs/rules.md reads, with no tables: one JSON like toJson().
QJsonObject straightforward(const Encounter &encounter, Perspective perspective)
{
    const RuleSet &rules = *encounter.rules;
    const auto graph = graphOf(encounter);
    QMap<QString, Plain> seen;
    QSet<QString> blocked;
    for (const auto &[id, flags] : encounter.board.positions.positions.asKeyValueRange()) {
        if (flags.fillsPosition)
            blocked << id;
    }
    QJsonObject tokens;
    for (const auto &t : encounter.tokens) {
        if (perspective == Perspective::Players && t.hidden)
            continue;
        Plain p{t.id,
                t.side,
                t.position,
                graph.levelValue(t.level).value_or(0),
                encounter.board.positions.flags(t.position).water,
                t.stance};
        seen.insert(t.id, p);
        if (t.fillsPosition && rules.position(t.position))
            blocked << t.position;
    }
    for (const auto &t : encounter.tokens) {
        if (!seen.contains(t.id) || seen[t.id].id != t.id)
            continue;
        const Plain &p = seen[t.id];
        const int position = graph.indexOf(p.position);
        QStringList engaged;
        for (const auto &o : seen) {
            if (position >= 0 && o.position == p.position && o.id != p.id &&
                encounter.areEnemies(p.side, o.side))
                engaged << o.id;
        }
        engaged.sort();
        const auto last =
            std::find_if(encounter.tokens.rbegin(), encounter.tokens.rend(), [&](const Token &x) {
                return x.id == t.id && (perspective == Perspective::GameMaster || !x.hidden);
            });
        tokens.insert(t.id,
                      QJsonObject{
                          {QStringLiteral("position"), p.position},
                          {QStringLiteral("level"),
                           position >= 0 ? graph.levelName(position, p.level) : last->level},
                          {QStringLiteral("levelValue"), p.level},
                          {QStringLiteral("engagedWith"), QJsonArray::fromStringList(engaged)},
                      });
    }
    QJsonArray pairs;
    QMap<std::pair<QString, QString>, QList<QStringList>> routesOf;
    for (const auto &a : seen) {
        for (const auto &b : seen) {
            if (a.id == b.id)
                continue;
            const bool known = rules.position(a.position) && rules.position(b.position);
            const std::pair key{a.position, b.position};
            if (known && !routesOf.contains(key))
                routesOf.insert(key, shortestRoutes(rules, a.position, b.position));
            const auto routes = routesOf.value(key);
            const bool routed = !routes.isEmpty();
            const int distance = routed ? static_cast<int>(routes.first().size()) - 1 : -1;
            bool sight = false;
            QStringList blockedBy;
            if (known) {
                if (a.position == b.position) {
                    sight = true;
                } else if (a.level >= rules.seeOverLevel || b.level >= rules.seeOverLevel) {
                    sight = routed;
                } else {
                    for (const auto &route : routes) {
                        bool clear = true;
                        for (qsizetype i = 1; i + 1 < route.size(); ++i)
                            clear = clear && !blocked.contains(route[i]);
                        sight = sight || clear;
                    }
                    if (!sight) {
                        for (const auto &route : routes) {
                            for (qsizetype i = 1; i + 1 < route.size(); ++i) {
                                if (blocked.contains(route[i]) && !blockedBy.contains(route[i]))
                                    blockedBy << route[i];
                            }
                        }
                        blockedBy.sort();
                    }
                }
            }
            const bool flanking =
                known && a.position != b.position &&
                rules.adjacency.value(a.position).contains(b.position) &&
                rules.position(a.position)->band >= rules.position(b.position)->band &&
                !rules.flankNegatingStances.contains(b.stance);
            const bool aInWater = known && a.water && a.level <= 0;
            pairs.append(QJsonObject{
                {QStringLiteral("from"), a.id},
                {QStringLiteral("to"), b.id},
                {QStringLiteral("enemies"), encounter.areEnemies(a.side, b.side)},
                {QStringLiteral("distance"), routed ? QJsonValue(distance) : QJsonValue()},
                {QStringLiteral("lineOfSight"), sight},
                {QStringLiteral("blockedBy"), QJsonArray::fromStringList(blockedBy)},
                {QStringLiteral("flanking"), flanking},
                {QStringLiteral("volleyPenalty"),
                 routed && encounter.board.positions.skyward
                     ? QJsonValue(rules.volleyPenaltyPerStep * distance)
                     : QJsonValue()},
                {QStringLiteral("highGround"), a.level > b.level},
                {QStringLiteral("verticalAssault"),
                 a.level > b.level && sight && (b.level >= 0 || aInWater)},
            });
        }
    }
    return QJsonObject{{QStringLiteral("rules"), rules.id},
                       {QStringLiteral("tokens"), tokens},
                       {QStringLiteral("pairs"), pairs}};
}

} // namespace

TEST_CASE("PositionAnalysis equals a straightforward computation on random encounters",
          "[positions][analysis][equivalence][random]")
{
    const auto perspective = GENERATE(Perspective::GameMaster, Perspective::Players);
    std::mt19937 random(perspective == Perspective::GameMaster ? 4242 : 99);
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    const QStringList sides{QStringLiteral("party"), QStringLiteral("cult"),
                            QStringLiteral("villagers"), QStringLiteral("stray")};
    const QStringList stances{QString(), QStringLiteral("bulwark"), QStringLiteral("vigilant"),
                              QStringLiteral("aggressive")};
    const auto ids = grid("", "").rules->positionIds();

    int compared = 0;
    for (int board = 0; board < 60; ++board) {
        QByteArray positions;
        for (const auto &id : ids) {
            QStringList marks;
            for (const char *mark : {"difficult", "turbulent", "water", "fillsPosition"}) {
                if (pick(4) == 0)
                    marks << QStringLiteral("\"%1\": true").arg(QLatin1String(mark));
            }
            if (!marks.isEmpty())
                positions += (positions.isEmpty() ? "" : ",") +
                             QStringLiteral("\"%1\": {%2}").arg(id, marks.join(u',')).toUtf8();
        }
        auto encounter = grid(positions, "", pick(2) == 0);
        const auto graph = graphOf(encounter);
        const int count = 1 + pick(24);
        for (int i = 0; i < count; ++i) {
            Token t;
            t.id = QStringLiteral("t%1").arg(pick(3 * count)); // the same id twice, now and then
            t.name = t.id;
            t.side = sides[pick(4)];
            const int p = pick(graph.count());
            const auto levels = graph.levelsAt(p);
            t.position = pick(30) == 0 ? QStringLiteral("nowhere") : graph.id(p);
            t.level = graph.levelName(p, levels[pick(static_cast<int>(levels.size()))]);
            t.fillsPosition = pick(4) == 0;
            t.hidden = pick(4) == 0;
            t.stance = stances[pick(4)];
            encounter.tokens << t;
        }

        PositionAnalysis analysis(perspective);
        analysis.recomputeAll(encounter);
        const auto want = straightforward(encounter, perspective);
        const auto got = analysis.toJson();
        if (got != want) {
            CAPTURE(board, QJsonDocument(got).toJson().toStdString());
            CAPTURE(QJsonDocument(want).toJson().toStdString());
            FAIL("PositionAnalysis differs from the straightforward computation");
        }
        // The accessors agree with toJson(), pair by pair.
        for (const auto &value : want[QStringLiteral("pairs")].toArray()) {
            const auto row = value.toObject();
            const auto *p = analysis.pair(row[QStringLiteral("from")].toString(),
                                          row[QStringLiteral("to")].toString());
            REQUIRE(p != nullptr);
            CHECK(p->enemies == row[QStringLiteral("enemies")].toBool());
            CHECK(p->distance.value_or(-1) == row[QStringLiteral("distance")].toInt(-1));
            CHECK(p->lineOfSight == row[QStringLiteral("lineOfSight")].toBool());
            CHECK(QJsonArray::fromStringList(p->blockedBy) == row[QStringLiteral("blockedBy")]);
            CHECK(p->flanking == row[QStringLiteral("flanking")].toBool());
            CHECK(p->highGround == row[QStringLiteral("highGround")].toBool());
            CHECK(p->verticalAssault == row[QStringLiteral("verticalAssault")].toBool());
            ++compared;
        }
        const auto wantTokens = want[QStringLiteral("tokens")].toObject();
        for (auto it = wantTokens.begin(); it != wantTokens.end(); ++it) {
            const auto *t = analysis.token(it.key());
            REQUIRE(t != nullptr);
            CHECK(QJsonArray::fromStringList(t->engagedWith) ==
                  it->toObject()[QStringLiteral("engagedWith")]);
        }
        CHECK(analysis.token(QStringLiteral("absent")) == nullptr);
    }
    CHECK(compared > 1000);
}

TEST_CASE("A copied PositionAnalysis answers alike and stays valid on its own",
          "[positions][analysis][equivalence]")
{
    auto encounter =
        grid(R"("churn": {"fillsPosition": true})",
             R"({"id": "a", "side": "party", "position": "ally-flank-center", "level": "ground"},)"
             R"({"id": "b", "side": "cult", "position": "enemy-flank-center", "level": "ground"})");
    PositionAnalysis analysis;
    analysis.recomputeAll(encounter);
    const auto *before = analysis.pair(QStringLiteral("a"), QStringLiteral("b"));
    REQUIRE(before != nullptr);
    const PositionAnalysis copy = analysis;
    CHECK(copy.toJson() == analysis.toJson());
    const auto *copied = copy.pair(QStringLiteral("a"), QStringLiteral("b"));
    REQUIRE(copied != nullptr);
    CHECK(copied != before);
    CHECK(copied->lineOfSight == before->lineOfSight);
    CHECK(copied->blockedBy == before->blockedBy);
}
