#include "apptestsupport.h"
#include "board/keyboardpicker.h"
#include "board/positionboarditem.h"
#include "document/encounterdocument.h"
#include "document/positionlistmodel.h"

#include <cmath>
#include <optional>
#include <random>

using namespace AppTestSupport;
using Direction = KeyboardPicker::Direction;
using Candidate = KeyboardPicker::Candidate;

namespace
{

QList<Candidate> candidates(std::initializer_list<std::tuple<const char *, qreal, qreal>> items)
{
    QList<Candidate> list;
    for (const auto &[id, x, y] : items)
        list.append({QString::fromLatin1(id), QPointF(x, y)});
    return list;
}

QString pick(const QList<Candidate> &list, QPointF from, Direction direction)
{
    const int index = KeyboardPicker::nearest(list, from, direction);
    return index < 0 ? QString() : list[index].id;
}

// The same rule, written out the long way: in the cone, then the smallest distance, angle, id.
QString bruteForce(const QList<Candidate> &list, QPointF from, Direction direction)
{
    struct Key {
        double distance;
        double angle;
        QString id;
    };
    std::optional<Key> best;
    for (const auto &c : list) {
        double along = 0, across = 0;
        const double dx = c.centre.x() - from.x(), dy = c.centre.y() - from.y();
        switch (direction) {
        case KeyboardPicker::Left:
            along = -dx;
            across = dy;
            break;
        case KeyboardPicker::Right:
            along = dx;
            across = dy;
            break;
        case KeyboardPicker::Up:
            along = -dy;
            across = dx;
            break;
        case KeyboardPicker::Down:
            along = dy;
            across = dx;
            break;
        }
        if (along <= 0 || std::abs(across) > along + 1e-9)
            continue;
        const Key key{std::hypot(along, across), std::atan2(std::abs(across), along), c.id};
        auto less = [](const Key &a, const Key &b) {
            if (std::abs(a.distance - b.distance) > 1e-9)
                return a.distance < b.distance;
            if (std::abs(a.angle - b.angle) > 1e-9)
                return a.angle < b.angle;
            return a.id < b.id;
        };
        if (!best || less(key, *best))
            best = key;
    }
    return best ? best->id : QString();
}

} // namespace

TEST_CASE("An arrow picks the nearest candidate in its 90-degree cone", "[keyboard]")
{
    // From (0, 0), y down.
    struct Case {
        const char *what;
        Direction direction;
        QList<Candidate> list;
        const char *expected;
    };
    const auto c = GENERATE(
        Case{"straight ahead", KeyboardPicker::Right, candidates({{"a", 3, 0}, {"b", 5, 0}}), "a"},
        Case{"behind is never picked", KeyboardPicker::Right, candidates({{"a", -1, 0}}), ""},
        Case{"outside the cone", KeyboardPicker::Up, candidates({{"a", 3, -1}, {"b", 0, -5}}), "b"},
        Case{"the cone's edge counts", KeyboardPicker::Down, candidates({{"a", 2, 2}}), "a"},
        Case{"nearer across beats further ahead", KeyboardPicker::Left,
             candidates({{"far", -4, 0}, {"near", -2, 1}}), "near"},
        Case{"same distance: the smaller angle", KeyboardPicker::Right,
             candidates({{"a", 3, 4}, {"b", 5, 0}}), "b"},
        Case{"same distance and angle: the smaller id", KeyboardPicker::Up,
             candidates({{"zed", 1, -2}, {"amy", -1, -2}}), "amy"},
        Case{"the same spot is no direction", KeyboardPicker::Left, candidates({{"a", 0, 0}}), ""},
        Case{"nothing to pick", KeyboardPicker::Down, QList<Candidate>{}, ""});
    INFO(c.what);
    CHECK(pick(c.list, QPointF(0, 0), c.direction) == QString::fromLatin1(c.expected));
}

TEST_CASE("The pick agrees with the rule written out on random scatters", "[keyboard]")
{
    std::mt19937 rng(2511);
    std::uniform_int_distribution<int> coordinate(-6, 6);
    for (int round = 0; round < 300; ++round) {
        QList<Candidate> list;
        const int n = 1 + round % 9;
        for (int i = 0; i < n; ++i)
            list.append({QStringLiteral("t%1").arg(i),
                         QPointF(coordinate(rng) + 0.5 * (i % 2), coordinate(rng))});
        const QPointF from(coordinate(rng), coordinate(rng));
        for (auto direction : {KeyboardPicker::Left, KeyboardPicker::Right, KeyboardPicker::Up,
                               KeyboardPicker::Down})
            REQUIRE(pick(list, from, direction) == bruteForce(list, from, direction));
    }
}

TEST_CASE("Arrows walk the tokens of a square board", "[keyboard]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    KeyboardPicker picker;
    picker.setDocument(&document);
    // Kara (7, 7); Bruiser (7, 6) above, Cutthroat (8, 8) diagonally below right, Thug (6, 6)
    // diagonally above left; the ogre (15, 7) is two cells wide, centred on (16, 8).
    struct Case {
        const char *from;
        Direction direction;
        const char *expected;
    };
    const auto c = GENERATE(
        Case{"kara", KeyboardPicker::Up, "bruiser"},
        Case{"kara", KeyboardPicker::Right, "cutthroat"},
        Case{"kara", KeyboardPicker::Down, "cutthroat"}, Case{"kara", KeyboardPicker::Left, "thug"},
        Case{"cutthroat", KeyboardPicker::Right, "ogre"}, Case{"ilsa", KeyboardPicker::Left, ""},
        // Without a selection, from the board's middle (12, 8).
        Case{"", KeyboardPicker::Left, "cutthroat"}, Case{"", KeyboardPicker::Right, "ogre"},
        Case{"nobody", KeyboardPicker::Right, "ogre"});
    INFO(c.from << " " << int(c.direction));
    CHECK(picker.nearestToken(QString::fromLatin1(c.from), c.direction) ==
          QString::fromLatin1(c.expected));
    CHECK(picker.boardCentre() == QPointF(12, 8));
}

TEST_CASE("Arrows walk the chips of the Combat Grid", "[keyboard]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    PositionBoardItem board;
    board.setDocument(&document);
    KeyboardPicker picker;
    picker.setDocument(&document);
    // Without the board's layout there is nothing to pick from.
    CHECK(picker.tokenCandidates().isEmpty());
    picker.setPositionBoard(&board);
    const QList<Candidate> chips = picker.tokenCandidates();
    REQUIRE(chips.size() == document.tokens()->rowCount());

    // Every pick is the rule's pick among the chips' centres.
    for (const auto &from : chips) {
        QList<Candidate> others;
        for (const auto &c : chips) {
            if (c.id != from.id)
                others.append(c);
        }
        for (auto direction : {KeyboardPicker::Left, KeyboardPicker::Right, KeyboardPicker::Up,
                               KeyboardPicker::Down})
            CHECK(picker.nearestToken(from.id, direction) ==
                  bruteForce(others, from.centre, direction));
    }
    // The enemy support (the top card) has nobody above it; the churn's two share a lane.
    CHECK(picker.nearestToken(QStringLiteral("hierophant"), KeyboardPicker::Up).isEmpty());
    CHECK(picker.nearestToken(QStringLiteral("hierophant"), KeyboardPicker::Down) != QString());
    const QString fromVeyra = picker.nearestToken(QStringLiteral("veyra"), KeyboardPicker::Right);
    const QString fromAcolyte =
        picker.nearestToken(QStringLiteral("acolyte"), KeyboardPicker::Left);
    CHECK((fromVeyra == QStringLiteral("acolyte") || fromAcolyte == QStringLiteral("veyra")));
}

TEST_CASE("A grabbed token steps between the Combat Grid's places", "[keyboard]")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    PositionBoardItem board;
    board.setDocument(&document);
    KeyboardPicker picker;
    picker.setDocument(&document);
    picker.setPositionBoard(&board);
    const auto &positions = *document.positions();
    auto place = [](const QVariantMap &map) {
        return map.value(QStringLiteral("positionId")).toString() + QLatin1Char('/') +
               map.value(QStringLiteral("levelId")).toString();
    };
    const QString churn = QStringLiteral("churn");

    // Up the churn's altitude strip, a level at a time, then into the card above.
    CHECK(place(picker.nextPlace(churn, QStringLiteral("ground"), KeyboardPicker::Up)) ==
          QStringLiteral("churn/elevated"));
    CHECK(place(picker.nextPlace(churn, QStringLiteral("elevated"), KeyboardPicker::Down)) ==
          QStringLiteral("churn/ground"));
    const QVariantMap above =
        picker.nextPlace(churn, QStringLiteral("skyward"), KeyboardPicker::Up);
    CHECK(above.value(QStringLiteral("positionId")) == QStringLiteral("enemy-flank-center"));
    CHECK(board.cardRect(positions.rowOf(QStringLiteral("enemy-flank-center"))).bottom() <
          board.cardRect(positions.rowOf(churn)).top());

    // Left and right go to the next card that way and keep the level.
    const QVariantMap left =
        picker.nextPlace(churn, QStringLiteral("ground"), KeyboardPicker::Left);
    const QString leftId = left.value(QStringLiteral("positionId")).toString();
    CHECK((leftId == QStringLiteral("enemy-flank-left") ||
           leftId == QStringLiteral("ally-flank-left")));
    CHECK(left.value(QStringLiteral("levelId")) == QStringLiteral("ground"));
    CHECK(place(picker.nextPlace(QStringLiteral("ally-flank-left"), QStringLiteral("elevated"),
                                 KeyboardPicker::Right)) ==
          QStringLiteral("ally-flank-center/elevated"));
    // A water position has no ground: the level nearest across is taken instead.
    const QVariantMap water = picker.nextPlace(QStringLiteral("ally-ranged-center"),
                                               QStringLiteral("ground"), KeyboardPicker::Right);
    CHECK(water.value(QStringLiteral("positionId")) == QStringLiteral("ally-ranged-right"));
    CHECK(water.value(QStringLiteral("levelId")) != QStringLiteral("ground"));

    // Off the edge, and from a place that does not exist: nowhere.
    CHECK(picker
              .nextPlace(QStringLiteral("enemy-support"), QStringLiteral("skyward"),
                         KeyboardPicker::Up)
              .isEmpty());
    CHECK(picker.nextPlace(QStringLiteral("nowhere"), QStringLiteral("ground"), KeyboardPicker::Up)
              .isEmpty());
}
