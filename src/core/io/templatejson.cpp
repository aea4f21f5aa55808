#include "templatejson.h"

#include "jsonfields.h"
#include "jsonrefusal.h"

#include "model/encounter.h"
#include "model/fixedpoint.h"
#include "model/limits.h"

#include <QCoreApplication>
#include <QSet>
#include <algorithm>
#include <cstdlib>

namespace
{

using JsonRefusal::describe;
using JsonRefusal::Refusal;
using JsonRefusal::refuse;

// A radius, width or side: a decimal from 0 to Limits::MaxTemplateSize cells.
qint64 extent(const JsonFields &f, const char *key, const char *what)
{
    const double value = f.number(key, 0, true);
    if (value < 0 || value > Limits::MaxTemplateSize)
        refuse(f.path(key),
               QCoreApplication::translate("TemplateJson", "expected %1 from 0 to %2 cells, got %3")
                   .arg(QLatin1String(what))
                   .arg(Limits::MaxTemplateSize)
                   .arg(value));
    return FixedPoint::fromDouble(value);
}

// The cells of the map a template's box can cover, for the budget of §14: a square of
// 2·(size + 2·the longer side of its reach) around the origin, clipped to the map.
qint64 boxCells(const BoardTemplate &t, const SquareBoard &board)
{
    const qint64 reach = std::max(std::abs(t.reach.x), std::abs(t.reach.y));
    const qint64 side = 2 * ((t.size + 2 * reach) / FixedPoint::Scale) + 2;
    return std::min<qint64>(side, board.width) * std::min<qint64>(side, board.height);
}

BoardTemplate readTemplate(const JsonFields &f, const Encounter &e, QSet<QString> &ids)
{
    const SquareBoard &board = e.board.square;
    BoardTemplate t;
    t.id = f.string("id", {}, true);
    if (t.id.isEmpty() || ids.contains(t.id))
        refuse(f.path("id"),
               QCoreApplication::translate("TemplateJson",
                                           "expected a unique, non-empty template id, got \"%1\"")
                   .arg(t.id));
    ids.insert(t.id);

    const QString shape = f.string("shape", {}, true);
    const auto parsed = BoardTemplate::shapeFromId(shape);
    if (!parsed)
        refuse(f.path("shape"),
               QStringLiteral("expected \"circle\", \"cone\", \"line\" or \"square\", got \"%1\"")
                   .arg(shape));
    t.shape = *parsed;

    // The anchor token is read before the point: with one, x and y are where the token's
    // centre stood when the file was written, and its centre now is what counts.
    if (f.has("token")) {
        t.anchor = f.string("token");
        if (e.tokenIndex(t.anchor) < 0)
            refuse(
                f.path("token"),
                QCoreApplication::translate(
                    "TemplateJson", "expected the id of a token the template follows, got \"%1\"")
                    .arg(t.anchor));
    }
    const double x = f.number("x", 0, !t.isAnchored());
    const double y = f.number("y", 0, !t.isAnchored());
    if (t.isAnchored()) {
        t.origin = BoardTemplate::footprintCentre(*e.token(t.anchor));
    } else {
        t.origin = {FixedPoint::fromDouble(x), FixedPoint::fromDouble(y)};
        if (t.origin.x < 0 || t.origin.y < 0 || t.origin.x > board.width * FixedPoint::Scale ||
            t.origin.y > board.height * FixedPoint::Scale)
            refuse(f.path("x"),
                   QCoreApplication::translate("TemplateJson",
                                               "expected a point within [0, %1] × [0, %2], got "
                                               "[%3, %4]")
                       .arg(board.width)
                       .arg(board.height)
                       .arg(x)
                       .arg(y));
    }

    using Shape = BoardTemplate::Shape;
    if (t.shape == Shape::Circle)
        t.size = extent(f, "radius", "a radius");
    else if (t.shape == Shape::Square)
        t.size = extent(f, "side", "a side");
    else if (t.shape == Shape::Line)
        t.size = extent(f, "width", "a width");
    if (t.hasFarPoint()) {
        const double tx = f.number("tx", 0, true);
        const double ty = f.number("ty", 0, true);
        t.reach = {FixedPoint::fromDouble(tx) - t.origin.x,
                   FixedPoint::fromDouble(ty) - t.origin.y};
        const Int128 longest = Int128(Limits::MaxTemplateSize) * FixedPoint::Scale;
        if (Int128(t.reach.x) * t.reach.x + Int128(t.reach.y) * t.reach.y > longest * longest)
            refuse(f.path("tx"),
                   QCoreApplication::translate(
                       "TemplateJson", "expected a far point at most %1 cells from the origin, got "
                                       "[%2, %3]")
                       .arg(Limits::MaxTemplateSize)
                       .arg(tx)
                       .arg(ty));
    }

    t.color = f.colorText("color");
    t.label = f.string("label");
    t.wallsBlock = f.boolean("wallsBlock", true);
    t.sharedWithPlayers = f.boolean("players", false);

    // A key of another shape (a radius on a cone) is not this one's: it is kept as unknown.
    QJsonObject extra =
        f.unknown({"id", "shape", "token", "x", "y", "color", "label", "wallsBlock", "players"});
    if (t.shape == Shape::Circle)
        extra.remove(QStringLiteral("radius"));
    if (t.shape == Shape::Square)
        extra.remove(QStringLiteral("side"));
    if (t.shape == Shape::Line)
        extra.remove(QStringLiteral("width"));
    if (t.hasFarPoint()) {
        extra.remove(QStringLiteral("tx"));
        extra.remove(QStringLiteral("ty"));
    }
    t.extra = extra;
    return t;
}

} // namespace

QJsonObject TemplateJson::toJson(const BoardTemplate &tpl, const QList<Token> &tokens)
{
    QJsonObject o = tpl.extra;
    const auto standing = tpl.originAmong(tokens);
    const MicroPoint origin = standing.value_or(tpl.origin);
    o.insert(QStringLiteral("id"), tpl.id);
    o.insert(QStringLiteral("shape"), BoardTemplate::shapeId(tpl.shape));
    o.insert(QStringLiteral("x"), FixedPoint::toDouble(origin.x));
    o.insert(QStringLiteral("y"), FixedPoint::toDouble(origin.y));
    if (tpl.hasFarPoint()) {
        const MicroPoint far = tpl.farFrom(origin);
        o.insert(QStringLiteral("tx"), FixedPoint::toDouble(far.x));
        o.insert(QStringLiteral("ty"), FixedPoint::toDouble(far.y));
    }
    using Shape = BoardTemplate::Shape;
    if (tpl.shape == Shape::Circle)
        o.insert(QStringLiteral("radius"), FixedPoint::toDouble(tpl.size));
    else if (tpl.shape == Shape::Square)
        o.insert(QStringLiteral("side"), FixedPoint::toDouble(tpl.size));
    else if (tpl.shape == Shape::Line)
        o.insert(QStringLiteral("width"), FixedPoint::toDouble(tpl.size));
    if (tpl.isAnchored() && standing)
        o.insert(QStringLiteral("token"), tpl.anchor);
    if (!tpl.wallsBlock)
        o.insert(QStringLiteral("wallsBlock"), false);
    if (tpl.sharedWithPlayers)
        o.insert(QStringLiteral("players"), true);
    if (!tpl.color.isEmpty())
        o.insert(QStringLiteral("color"), tpl.color);
    if (!tpl.label.isEmpty())
        o.insert(QStringLiteral("label"), tpl.label);
    return o;
}

QJsonArray TemplateJson::toJson(const QList<BoardTemplate> &templates, const QList<Token> &tokens)
{
    QJsonArray list;
    for (const auto &tpl : templates)
        list.append(toJson(tpl, tokens));
    return list;
}

std::optional<QList<BoardTemplate>> TemplateJson::fromJson(const QJsonValue &json,
                                                           const Encounter &encounter,
                                                           QString *where, QString *error)
{
    try {
        if (!json.isArray())
            refuse({}, QCoreApplication::translate("TemplateJson", "expected a list, got %1")
                           .arg(describe(json)));
        const QJsonArray list = json.toArray();
        if (list.size() > Limits::MaxTemplates)
            refuse({}, QCoreApplication::translate("TemplateJson",
                                                   "expected at most %1 templates, got %2")
                           .arg(Limits::MaxTemplates)
                           .arg(list.size()));
        QList<BoardTemplate> templates;
        QSet<QString> ids;
        qint64 cells = 0;
        for (qsizetype i = 0; i < list.size(); ++i) {
            const QString path = QStringLiteral("[%1]").arg(i);
            templates << readTemplate(JsonFields(JsonFields::objectValue(list[i], path), path),
                                      encounter, ids);
            // docs/file-format.md §14: the boxes the engine scans, together.
            cells += boxCells(templates.last(), encounter.board.square);
            if (cells > Limits::MaxLayerCells)
                refuse(path,
                       QCoreApplication::translate(
                           "TemplateJson", "expected at most %1 cells in all template boxes "
                                           "(each counts the map cells within its reach), got "
                                           "more")
                           .arg(Limits::MaxLayerCells));
        }
        return templates;
    } catch (const Refusal &refusal) {
        *where = refusal.path;
        *error = refusal.message;
        return std::nullopt;
    }
}
