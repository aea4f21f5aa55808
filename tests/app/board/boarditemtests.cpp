#include "apptestsupport.h"
#include "board/positionboarditem.h"
#include "board/squareboarditem.h"
#include "document/encounterdocument.h"
#include "document/positionlistmodel.h"
#include "document/tokenlistmodel.h"

#include <QImage>
#include <QPainter>

using namespace AppTestSupport;

namespace
{

// Every token chip of a position board, by token id.
QHash<QString, QRectF> chipRects(const EncounterDocument &document, const PositionBoardItem &board)
{
    QHash<QString, QRectF> chips;
    const auto &model = *document.tokens();
    for (int row = 0; row < model.rowCount(); ++row) {
        chips.insert(roleValue(model, row, "tokenId").toString(),
                     board.chipRect(roleValue(model, row, "positionRow").toInt(),
                                    roleValue(model, row, "lane").toInt(),
                                    roleValue(model, row, "laneOrder").toInt(),
                                    roleValue(model, row, "laneCount").toInt()));
    }
    return chips;
}

} // namespace

TEST_CASE("PositionBoardItem places cards by layout row and column, enemy at the top")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    PositionBoardItem board;
    board.setDocument(&document);
    const auto &positions = *document.positions();
    const QRectF support = board.cardRect(positions.rowOf(QStringLiteral("enemy-support")));
    const QRectF churn = board.cardRect(positions.rowOf(QStringLiteral("churn")));
    const QRectF left = board.cardRect(positions.rowOf(QStringLiteral("ally-flank-left")));
    const QRectF right = board.cardRect(positions.rowOf(QStringLiteral("ally-flank-right")));
    const QRectF allySupport = board.cardRect(positions.rowOf(QStringLiteral("ally-support")));
    CHECK(support.bottom() < churn.top());
    CHECK(churn.bottom() < left.top());
    CHECK(left.bottom() < allySupport.top());
    CHECK(left.right() < churn.center().x());
    CHECK(right.left() > churn.center().x());
    CHECK(support.center().x() == churn.center().x());
    CHECK(board.implicitWidth() > right.right());
    CHECK(board.implicitHeight() > allySupport.bottom());
    // No two cards overlap.
    for (int a = 0; a < positions.rowCount(); ++a) {
        for (int b = a + 1; b < positions.rowCount(); ++b)
            CHECK_FALSE(board.cardRect(a).intersects(board.cardRect(b)));
    }
}

TEST_CASE("Each lane of a card lies inside it, top to bottom, and occupied lanes get more room")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("churn-clash.encounter"))));
    PositionBoardItem board;
    board.setDocument(&document);
    const auto &positions = *document.positions();
    for (int p = 0; p < positions.rowCount(); ++p) {
        const QRectF card = board.cardRect(p);
        const int lanes = positions.lanes(p)->rowCount();
        qreal y = card.top() + board.property("headerHeight").toReal();
        for (int lane = 0; lane < lanes; ++lane) {
            const QRectF box = board.laneRect(p, lane);
            CHECK(box.top() == Approx(y));
            CHECK(box.height() > 8);
            y = box.bottom();
        }
        CHECK(y == Approx(card.bottom()));
    }
    const int flank = positions.rowOf(QStringLiteral("ally-flank-left"));
    CHECK(board.laneRect(flank, 2).height() > board.laneRect(flank, 1).height()); // Wren, elevated
}

TEST_CASE("Tokens sharing a position line up without overlapping, in rows when crowded")
{
    // docs/rules.md §2.1: "Any number of combatants may share a position."
    QTemporaryDir dir;
    const QString path =
        writeJsonVariant(dir, QStringLiteral("churn-clash.encounter"),
                         QStringLiteral("crowd.encounter"), [](QJsonObject &json) {
                             QJsonArray tokens = json.value(QStringLiteral("tokens")).toArray();
                             for (auto &&value : tokens) {
                                 QJsonObject token = value.toObject();
                                 token.insert(QStringLiteral("position"), QStringLiteral("churn"));
                                 token.remove(QStringLiteral("level"));
                                 value = token;
                             }
                             json.insert(QStringLiteral("tokens"), tokens);
                         });
    EncounterDocument document;
    REQUIRE(openAndWait(document, path));
    PositionBoardItem board;
    board.setDocument(&document);
    const int churn = document.positions()->rowOf(QStringLiteral("churn"));
    const QRectF card = board.cardRect(churn);
    const auto chips = chipRects(document, board);
    REQUIRE(chips.size() == 7);
    for (auto a = chips.cbegin(); a != chips.cend(); ++a) {
        CAPTURE(a.key().toStdString());
        CHECK(card.contains(a.value()));
        CHECK(a.value().width() >= 60); // wide enough for a short name
        CHECK(a.value().height() >= 18);
        for (auto b = std::next(a); b != chips.cend(); ++b)
            CHECK_FALSE(a.value().intersects(b.value()));
    }
    // The crowded row grew instead of squeezing the chips.
    const QRectF quiet =
        board.cardRect(document.positions()->rowOf(QStringLiteral("ally-support")));
    CHECK(card.height() > quiet.height());
}

TEST_CASE("SquareBoardItem is sized by the board and paints terrain in the rule set's colours")
{
    EncounterDocument document;
    REQUIRE(openAndWait(document, examplePath(QStringLiteral("bridge-ambush.encounter"))));
    SquareBoardItem board;
    board.setDocument(&document);
    CHECK(board.implicitWidth() == 24 * board.cellSize());
    CHECK(board.implicitHeight() == 16 * board.cellSize());
    board.setSize(QSizeF(board.implicitWidth(), board.implicitHeight()));
    CHECK(board.cellAt(QPointF(7.5 * 48, 4.5 * 48)) == QPoint(7, 4));
    CHECK(board.cellAt(QPointF(-1, 3)) == QPoint(-1, -1));

    // Paint at one pixel per logical unit and sample a cell's middle and corner.
    QImage image(int(board.width()), int(board.height()), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    {
        QPainter painter(&image);
        board.paint(&painter);
    }
    auto pixel = [&](double cx, double cy) {
        return QColor(image.pixel(int(cx * 48), int(cy * 48)));
    };
    const auto &kinds = document.encounter().rules->terrainKinds;
    auto kindColor = [&](const char *id) {
        return kinds.at(document.encounter().rules->terrainIndex(QString::fromLatin1(id))).color;
    };
    auto near = [](const QColor &a, const QColor &b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) +
                   std::abs(a.blue() - b.blue()) <
               40;
    };
    // Wall cells at (19, 2..6) and water at (10..13, 0..6), away from grid lines and hatching.
    CHECK(near(pixel(19.3, 4.2), kindColor("wall")));
    CHECK((near(pixel(11.05, 1.5), kindColor("water")) ||
           near(pixel(11.1, 1.5), kindColor("water"))));
    // Plain ground at (2, 2).
    CHECK(near(pixel(2.5, 2.5), board.property("groundColor").value<QColor>()));
    // The 2 m ridge (20..23) is shaded: darker than plain ground.
    CHECK(pixel(22.5, 8.5).lightness() < pixel(2.5, 8.5).lightness());
}
