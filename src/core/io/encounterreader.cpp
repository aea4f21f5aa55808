#include "encounterreader.h"

#include "combatstatejson.h"
#include "dataurl.h"
#include "embeddedimage.h"
#include "fogjson.h"
#include "handoutjson.h"
#include "jsonfields.h"
#include "jsonfile.h"
#include "jsonrefusal.h"
#include "templatejson.h"

#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"

#include <QColor>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <cmath>

namespace
{

using JsonRefusal::at;
using JsonRefusal::checkCount;
using JsonRefusal::describe;
using JsonRefusal::join;
using JsonRefusal::refuse;

// The entry's "id", which must be new among `seen` ("side" or "token" names the kind).
QString uniqueId(const JsonFields &f, QSet<QString> &seen, const char *kind)
{
    const auto id = f.nonEmptyString("id");
    if (seen.contains(id))
        refuse(f.path(QStringLiteral("id")),
               QCoreApplication::translate("EncounterReader",
                                           "expected a unique %1 id, but \"%2\" is used twice")
                   .arg(QLatin1String(kind), id));
    seen.insert(id);
    return id;
}

QString listOf(const QStringList &ids)
{
    return ids.isEmpty() ? QStringLiteral("(none)") : ids.join(QStringLiteral(", "));
}

// Cells named by one layer's entries, with repeats (§14, Limits::MaxLayerCells).
class LayerBudget
{
public:
    explicit LayerBudget(QString what) : m_what(std::move(what)) {}

    void spend(qint64 cells, const QString &path)
    {
        m_cells += cells;
        if (m_cells > Limits::MaxLayerCells)
            refuse(path,
                   QCoreApplication::translate("EncounterReader",
                                               "expected at most %1 cells in all %2 (a rect counts "
                                               "width × height), got more")
                       .arg(Limits::MaxLayerCells)
                       .arg(m_what));
    }

private:
    QString m_what;
    qint64 m_cells = 0;
};

// The fog's rect lists, counted before FogJson paints them cell by cell (§11, §14).
void checkFogCells(const QJsonObject &fog)
{
    for (const char *key : {"revealed", "seen"}) {
        LayerBudget budget(QStringLiteral("fog.%1 rects").arg(QLatin1String(key)));
        const auto rects = fog.value(QLatin1String(key)).toArray();
        for (qsizetype i = 0; i < rects.size(); ++i) {
            const auto r = rects[i].toArray();
            if (r.size() != 4)
                continue; // FogJson refuses it with its own message
            const double w = r[2].toDouble();
            const double h = r[3].toDouble();
            if (w > 0 && h > 0)
                budget.spend(qint64(std::min(w * h, 1e15)),
                             QStringLiteral("fog.%1[%2]").arg(QLatin1String(key)).arg(i));
        }
    }
}

class Parser
{
public:
    Encounter parse(const QJsonObject &root)
    {
        JsonFields top(root, {});
        const auto format = top.string("format", {}, true);
        if (format != QLatin1String("gridkeep-encounter"))
            refuse(QStringLiteral("format"),
                   QCoreApplication::translate("EncounterReader",
                                               "expected \"gridkeep-encounter\", got %1")
                       .arg(describe(top.value("format"))));
        top.version(EncounterReader::SupportedVersion);

        Encounter e;
        e.name = top.string("name");
        e.rulesId = top.nonEmptyString("rules");
        QString why;
        e.rules = RuleSetRegistry::instance().find(e.rulesId, &why);
        if (!e.rules)
            refuse(QStringLiteral("rules"),
                   QCoreApplication::translate("EncounterReader",
                                               "expected one of the rule sets %1, got \"%2\"")
                       .arg(listOf(RuleSetRegistry::instance().availableIds()), e.rulesId));
        readSides(e, top);
        readAllies(e, top);
        readBoard(e, top.object("board", true));
        readTokens(e, top);
        // Lights name their carriers, so they are read once the tokens are known.
        if (e.board.isSquare())
            readLights(e, JsonFields(top.object("board", true), QStringLiteral("board")));
        // Templates may follow a token, so they too wait for it (docs/file-format.md §3.8).
        if (e.board.isSquare())
            readTemplates(e, top.object("board", true));
        if (top.has("combat")) {
            const auto log = top.object("combat").value(QLatin1String("log"));
            if (log.isArray())
                checkCount(log.toArray().size(), Limits::MaxCombatLogEntries,
                           QCoreApplication::translate("EncounterReader", "combat.log"),
                           QCoreApplication::translate("EncounterReader", "combat log entries"));
            QString where;
            QString combatError;
            e.combat = CombatStateJson::fromJson(top.object("combat"), e, &where, &combatError);
            if (!e.combat)
                refuse(where.isEmpty() ? QStringLiteral("combat")
                                       : QStringLiteral("combat.") + where,
                       combatError);
        }
        if (top.has("fog")) {
            if (e.board.isSquare())
                checkFogCells(top.object("fog"));
            QString where;
            QString fogError;
            const auto fog = FogJson::fromJson(top.object("fog"), e, &where, &fogError);
            if (!fog)
                refuse(QStringLiteral("fog.") + where, fogError);
            e.fog = *fog;
        }
        e.notes = top.string("notes");
        e.handouts = HandoutJson::readList(top, "handouts");
        e.extra = top.unknown({"format", "version", "name", "rules", "board", "sides", "allies",
                               "tokens", "combat", "fog", "notes", "handouts"});
        return e;
    }

private:
    void readSides(Encounter &e, const JsonFields &top)
    {
        const auto sides = top.array("sides");
        if (!top.has("sides"))
            refuse(QStringLiteral("sides"),
                   QCoreApplication::translate("EncounterReader",
                                               "expected a list of sides, but the key is missing"));
        checkCount(sides.size(), Limits::MaxSides, QStringLiteral("sides"),
                   QCoreApplication::translate("EncounterReader", "sides"));
        QSet<QString> seen;
        for (qsizetype i = 0; i < sides.size(); ++i) {
            const auto path = at(QStringLiteral("sides"), i);
            JsonFields f(JsonFields::objectValue(sides[i], path), path);
            Side side;
            side.id = uniqueId(f, seen, "side");
            side.name = f.string("name", side.id);
            if (f.has("color")) {
                const auto color = f.string("color");
                side.color = QColor(color);
                if (!side.color.isValid())
                    refuse(
                        f.path(QStringLiteral("color")),
                        QCoreApplication::translate(
                            "EncounterReader", "expected a colour such as \"#2e7d32\", got \"%1\"")
                            .arg(color));
            }
            side.extra = f.unknown({"id", "name", "color"});
            e.sides << side;
        }
    }

    QString knownSide(const Encounter &e, const QJsonValue &v, const QString &path)
    {
        QStringList ids;
        for (const auto &s : e.sides)
            ids << s.id;
        if (!v.isString() || !ids.contains(v.toString()))
            refuse(path, QCoreApplication::translate("EncounterReader",
                                                     "expected one of the side ids (%1), got %2")
                             .arg(listOf(ids), describe(v)));
        return v.toString();
    }

    void readAllies(Encounter &e, const JsonFields &top)
    {
        const auto allies = top.array("allies");
        checkCount(allies.size(), Limits::MaxAllies, QStringLiteral("allies"),
                   QCoreApplication::translate("EncounterReader",
                                               "pairs of allies (each pair of sides once)"));
        for (qsizetype i = 0; i < allies.size(); ++i) {
            const auto path = at(QStringLiteral("allies"), i);
            const auto pair = allies[i].toArray();
            if (!allies[i].isArray() || pair.size() != 2)
                refuse(path, QCoreApplication::translate("EncounterReader",
                                                         "expected a pair of side ids, got %1")
                                 .arg(describe(allies[i])));
            e.allies << qMakePair(knownSide(e, pair[0], at(path, 0)),
                                  knownSide(e, pair[1], at(path, 1)));
        }
    }

    void readBoard(Encounter &e, const QJsonObject &json)
    {
        JsonFields f(json, QStringLiteral("board"));
        const auto kind = f.string("kind", {}, true);
        const bool wantsSquare = e.rules->isSquare();
        if (kind != QLatin1String("square") && kind != QLatin1String("positions"))
            refuse(f.path(QStringLiteral("kind")),
                   QStringLiteral("expected \"square\" or \"positions\", got \"%1\"").arg(kind));
        if ((kind == QLatin1String("square")) != wantsSquare)
            refuse(f.path(QStringLiteral("kind")),
                   QCoreApplication::translate("EncounterReader",
                                               "expected \"%1\" for rule set \"%2\", got \"%3\"")
                       .arg(wantsSquare ? QStringLiteral("square") : QStringLiteral("positions"),
                            e.rulesId, kind));
        if (wantsSquare) {
            e.board.kind = Board::Kind::Square;
            readSquare(e, f);
            e.board.extra =
                f.unknown({"kind", "width", "height", "terrain", "walls", "elevation", "lighting",
                           "areas", "background", "ambient", "lights", "templates", "pins", "traps",
                           "drawings", "sightOverHeights"});
        } else {
            e.board.kind = Board::Kind::Positions;
            readPositions(e, f);
            e.board.extra = f.unknown({"kind", "skyward", "positions"});
        }
    }

    QPoint cell(const SquareBoard &b, const QJsonValue &v, const QString &path)
    {
        const auto xy = v.toArray();
        if (!v.isArray() || xy.size() != 2)
            refuse(path,
                   QCoreApplication::translate("EncounterReader", "expected a cell [x, y], got %1")
                       .arg(describe(v)));
        const int x = JsonFields::integerValue(xy[0], at(path, 0));
        const int y = JsonFields::integerValue(xy[1], at(path, 1));
        if (!b.contains(x, y))
            refuse(path, QCoreApplication::translate(
                             "EncounterReader", "expected a cell on the %1×%2 map, got [%3, %4]")
                             .arg(b.width)
                             .arg(b.height)
                             .arg(x)
                             .arg(y));
        return {x, y};
    }

    QRect rect(const SquareBoard &b, const QJsonValue &v, const QString &path)
    {
        const auto r = v.toArray();
        if (!v.isArray() || r.size() != 4)
            refuse(path, QCoreApplication::translate("EncounterReader",
                                                     "expected a rect [x, y, w, h], got %1")
                             .arg(describe(v)));
        int n[4];
        for (int i = 0; i < 4; ++i)
            n[i] = JsonFields::integerValue(r[i], at(path, i));
        if (n[2] < 1 || n[3] < 1)
            refuse(path, QCoreApplication::translate(
                             "EncounterReader",
                             "expected a rect with positive width and height, got [%1, %2, %3, %4]")
                             .arg(n[0])
                             .arg(n[1])
                             .arg(n[2])
                             .arg(n[3]));
        if (n[0] < 0 || n[1] < 0 || qint64(n[0]) + n[2] > b.width || qint64(n[1]) + n[3] > b.height)
            refuse(path, QCoreApplication::translate(
                             "EncounterReader",
                             "expected a rect wholly inside the %1×%2 map, got [%3, %4, %5, %6]")
                             .arg(b.width)
                             .arg(b.height)
                             .arg(n[0])
                             .arg(n[1])
                             .arg(n[2])
                             .arg(n[3]));
        return {n[0], n[1], n[2], n[3]};
    }

    void readArea(TerrainEntry &entry, const SquareBoard &b, const JsonFields &f,
                  LayerBudget &budget)
    {
        entry.hasCells = f.has("cells");
        entry.hasRects = f.has("rect");
        if (!entry.hasCells && !entry.hasRects)
            refuse(f.path(QStringLiteral("rect")),
                   QCoreApplication::translate("EncounterReader",
                                               "expected \"cells\", \"rect\" or both"));
        const auto cells = f.array("cells");
        budget.spend(cells.size(), f.path(QStringLiteral("cells")));
        for (qsizetype i = 0; i < cells.size(); ++i)
            entry.cells << cell(b, cells[i], at(f.path(QStringLiteral("cells")), i));
        if (entry.hasRects) {
            entry.rects << rect(b, f.value("rect"), f.path(QStringLiteral("rect")));
            budget.spend(qint64(entry.rects.last().width()) * entry.rects.last().height(),
                         f.path(QStringLiteral("rect")));
        }
    }

    void readSquare(Encounter &e, const JsonFields &f)
    {
        auto &b = e.board.square;
        b.width = f.integer("width", 0, true);
        b.height = f.integer("height", 0, true);
        if (b.width < 1)
            refuse(f.path(QStringLiteral("width")),
                   QCoreApplication::translate("EncounterReader",
                                               "expected a width of at least 1, got %1")
                       .arg(b.width));
        if (b.height < 1)
            refuse(f.path(QStringLiteral("height")),
                   QCoreApplication::translate("EncounterReader",
                                               "expected a height of at least 1, got %1")
                       .arg(b.height));
        if (qint64(b.width) * b.height > EncounterReader::MaxBoardCells)
            refuse(f.path(QStringLiteral("width")),
                   QCoreApplication::translate("EncounterReader",
                                               "expected at most %1 cells in all, got %2×%3")
                       .arg(EncounterReader::MaxBoardCells)
                       .arg(b.width)
                       .arg(b.height));

        const auto terrain = f.array("terrain");
        LayerBudget terrainBudget(
            QCoreApplication::translate("EncounterReader", "terrain entries"));
        for (qsizetype i = 0; i < terrain.size(); ++i) {
            const auto path = at(f.path(QStringLiteral("terrain")), i);
            JsonFields t(JsonFields::objectValue(terrain[i], path), path);
            TerrainEntry entry;
            entry.kind = t.string("kind", {}, true);
            if (e.rules->terrainIndex(entry.kind) < 0)
                refuse(t.path(QStringLiteral("kind")),
                       QCoreApplication::translate(
                           "EncounterReader",
                           "expected a terrain kind of rule set \"%1\" (%2), got \"%3\"")
                           .arg(e.rulesId, listOf(e.rules->terrainIds()), entry.kind));
            readArea(entry, b, t, terrainBudget);
            entry.heightMicrometres = sightHeight(t, "height", 0, false);
            entry.extra = t.unknown({"kind", "cells", "rect", "height"});
            b.terrain << entry;
        }

        const auto elevation = f.array("elevation");
        LayerBudget elevationBudget(
            QCoreApplication::translate("EncounterReader", "elevation entries"));
        for (qsizetype i = 0; i < elevation.size(); ++i) {
            const auto path = at(f.path(QStringLiteral("elevation")), i);
            JsonFields t(JsonFields::objectValue(elevation[i], path), path);
            TerrainEntry entry;
            entry.micrometres = FixedPoint::fromDouble(t.number("meters", 0, true));
            readArea(entry, b, t, elevationBudget);
            entry.extra = t.unknown({"meters", "cells", "rect"});
            b.elevation << entry;
        }

        readLighting(e, f);
        readAreas(e, f);
        readPins(e, f);
        readTraps(e, f);
        readDrawings(e, f);
        if (f.has("sightOverHeights")) {
            b.sightOverHeights = f.boolean("sightOverHeights", false);
            b.sightOverHeightsWritten = true;
        }
        if (f.has("ambient")) {
            const auto ambient = f.string("ambient");
            const auto level = LightLevels::fromId(ambient);
            if (!level)
                refuse(f.path(QStringLiteral("ambient")),
                       QStringLiteral("expected \"bright\", \"dim\" or \"dark\", got \"%1\"")
                           .arg(ambient));
            b.ambient = *level;
            b.ambientWritten = true;
        }

        const auto walls = f.array("walls");
        checkCount(walls.size(), Limits::MaxWallSegments, f.path(QStringLiteral("walls")),
                   QCoreApplication::translate("EncounterReader", "wall segments"));
        for (qsizetype i = 0; i < walls.size(); ++i) {
            const auto path = at(f.path(QStringLiteral("walls")), i);
            JsonFields w(JsonFields::objectValue(walls[i], path), path);
            WallSegment wall;
            readWallPoint(b, w.required("from"), w.path(QStringLiteral("from")), wall.x1, wall.y1);
            readWallPoint(b, w.required("to"), w.path(QStringLiteral("to")), wall.x2, wall.y2);
            if (w.has("door")) {
                const auto door = w.string("door");
                if (door == QLatin1String("open"))
                    wall.door = WallSegment::Door::Open;
                else if (door == QLatin1String("closed"))
                    wall.door = WallSegment::Door::Closed;
                else
                    refuse(w.path(QStringLiteral("door")),
                           QStringLiteral("expected \"open\" or \"closed\", got \"%1\"").arg(door));
            }
            wall.topMicrometres = sightHeight(w, "top", -Limits::MaxSightHeightMeters, false);
            wall.extra = w.unknown({"from", "to", "door", "top"});
            b.walls << wall;
        }

        if (f.has("background")) {
            JsonFields bg(f.object("background"), f.path(QStringLiteral("background")));
            b.background.image = bg.string("image");
            if (!b.background.image.isEmpty() &&
                !b.background.image.startsWith(QLatin1String("data:image/")))
                refuse(bg.path(QStringLiteral("image")),
                       QCoreApplication::translate(
                           "EncounterReader", "expected an embedded image (a data:image/… URL)"));
            EmbeddedImage::check(b.background.image, bg.path(QStringLiteral("image")));
            b.background.cellPixels = bg.number("cellPixels", 0);
            const auto offset = bg.array("offset");
            if (!offset.isEmpty()) {
                if (offset.size() != 2)
                    refuse(
                        bg.path(QStringLiteral("offset")),
                        QCoreApplication::translate("EncounterReader", "expected [x, y] in cells"));
                b.background.offsetX =
                    JsonFields::numberValue(offset[0], at(bg.path(QStringLiteral("offset")), 0));
                b.background.offsetY =
                    JsonFields::numberValue(offset[1], at(bg.path(QStringLiteral("offset")), 1));
            }
            b.background.opacity = bg.number("opacity", 1.0);
            b.background.extra = bg.unknown({"image", "cellPixels", "offset", "opacity"});
        }
        b.rebuild(*e.rules);
    }

    // docs/file-format.md §3.5.
    void readLighting(Encounter &e, const JsonFields &f)
    {
        auto &b = e.board.square;
        const auto lighting = f.array("lighting");
        LayerBudget lightingBudget(
            QCoreApplication::translate("EncounterReader", "lighting entries"));
        for (qsizetype i = 0; i < lighting.size(); ++i) {
            const auto path = at(f.path(QStringLiteral("lighting")), i);
            JsonFields t(JsonFields::objectValue(lighting[i], path), path);
            TerrainEntry entry;
            entry.kind = t.string("level", {}, true);
            if (e.rules->lightingIndex(entry.kind) < 0)
                refuse(t.path(QStringLiteral("level")),
                       e.rules->lightingLevels.isEmpty()
                           ? QCoreApplication::translate("EncounterReader",
                                                         "rule set \"%1\" has no lighting levels")
                                 .arg(e.rulesId)
                           : QCoreApplication::translate(
                                 "EncounterReader",
                                 "expected a lighting level of rule set \"%1\" (%2), "
                                 "got \"%3\"")
                                 .arg(e.rulesId, listOf(e.rules->lightingIds()), entry.kind));
            readArea(entry, b, t, lightingBudget);
            entry.extra = t.unknown({"level", "cells", "rect"});
            b.lighting << entry;
        }
    }

    // A light's radius: a decimal from 0 to Limits::MaxLightRadius cells, exact in micro-cells.
    // A height of sight over heights (docs/rules.md §13, docs/file-format.md §3.12), in meters:
    // absent gives none; `least` is the smallest accepted value, and `positive` refuses it too.
    std::optional<qint64> sightHeight(const JsonFields &f, const char *key, double least,
                                      bool positive)
    {
        if (!f.has(key))
            return std::nullopt;
        const double meters = f.number(key, 0);
        const bool tooLow = positive ? meters <= least : meters < least;
        if (tooLow || meters > Limits::MaxSightHeightMeters) {
            const QString range =
                positive ? QCoreApplication::translate("EncounterReader",
                                                       "a height above %1 and up to %2 meters")
                         : QCoreApplication::translate("EncounterReader",
                                                       "a height from %1 to %2 meters");
            refuse(f.path(QString::fromLatin1(key)),
                   QCoreApplication::translate("EncounterReader", "expected %1, got %2")
                       .arg(range.arg(least).arg(Limits::MaxSightHeightMeters, 0, 'f', 0))
                       .arg(meters));
        }
        return FixedPoint::fromDouble(meters);
    }

    qint64 lightRadius(const JsonFields &f, const char *key)
    {
        const double value = f.number(key, 0, true);
        if (value < 0 || value > Limits::MaxLightRadius)
            refuse(f.path(QLatin1String(key)),
                   QCoreApplication::translate("EncounterReader",
                                               "expected a radius from 0 to %1 cells, got %2")
                       .arg(Limits::MaxLightRadius)
                       .arg(value));
        return FixedPoint::fromDouble(value);
    }

    // `x` and `y` of an entry: a point in cell units within [0, width] × [0, height]
    // (FixedPoint), refused under `x` otherwise.
    void pointOnBoard(const SquareBoard &b, const JsonFields &f, bool needed, qint64 &x, qint64 &y)
    {
        const double px = f.number("x", 0, needed);
        const double py = f.number("y", 0, needed);
        x = FixedPoint::fromDouble(px);
        y = FixedPoint::fromDouble(py);
        if (x < 0 || y < 0 || x > qint64(b.width) * FixedPoint::Scale ||
            y > qint64(b.height) * FixedPoint::Scale)
            refuse(f.path(QStringLiteral("x")),
                   QCoreApplication::translate("EncounterReader",
                                               "expected a point within [0, %1] × [0, %2], got "
                                               "[%3, %4]")
                       .arg(b.width)
                       .arg(b.height)
                       .arg(px)
                       .arg(py));
    }

    // Each object of the list under `key`, read by `read` under its own path, once the list's
    // length is checked against `limit`.
    template<typename Read>
    void forEachEntry(const JsonFields &f, const char *key, int limit, const QString &what,
                      Read read)
    {
        const auto list = f.array(key);
        const QString listPath = f.path(QLatin1String(key));
        checkCount(list.size(), limit, listPath, what);
        for (qsizetype i = 0; i < list.size(); ++i) {
            const auto path = at(listPath, i);
            read(JsonFields(JsonFields::objectValue(list[i], path), path));
        }
    }

    // docs/file-format.md §3.7.
    void readLights(Encounter &e, const JsonFields &f)
    {
        auto &b = e.board.square;
        const auto lights = f.array("lights");
        checkCount(lights.size(), Limits::MaxLights, f.path(QStringLiteral("lights")),
                   QCoreApplication::translate("EncounterReader", "lights"));
        QSet<QString> ids;
        LayerBudget budget(QCoreApplication::translate("EncounterReader", "light pools"));
        for (qsizetype i = 0; i < lights.size(); ++i) {
            const auto path = at(f.path(QStringLiteral("lights")), i);
            JsonFields l(JsonFields::objectValue(lights[i], path), path);
            Light light;
            light.id = uniqueId(l, ids, "light");
            light.token = l.string("token");
            if (l.has("token") && e.tokenIndex(light.token) < 0)
                refuse(l.path(QStringLiteral("token")),
                       QCoreApplication::translate(
                           "EncounterReader",
                           "expected the id of a token that carries the light, got "
                           "\"%1\"")
                           .arg(light.token));
            light.pointWritten = l.has("x") || l.has("y") || !light.isCarried();
            if (light.pointWritten) {
                pointOnBoard(b, l, !light.isCarried(), light.x, light.y);
            }
            light.bright = lightRadius(l, "bright");
            light.dim = lightRadius(l, "dim");
            if (light.bright > light.dim)
                refuse(l.path(QStringLiteral("bright")),
                       QCoreApplication::translate(
                           "EncounterReader",
                           "expected a bright radius no larger than the dim one (%1), "
                           "got %2")
                           .arg(FixedPoint::toDouble(light.dim))
                           .arg(FixedPoint::toDouble(light.bright)));
            light.on = l.boolean("on", true);
            light.zMicrometres = sightHeight(l, "z", -Limits::MaxSightHeightMeters, false);
            light.color = l.colorText("color");
            light.uvtt = l.object("uvtt");
            light.extra =
                l.unknown({"id", "x", "y", "bright", "dim", "on", "token", "color", "uvtt", "z"});
            // The pool's box on the map, counted against the layer budget (§14).
            const qint64 side = 2 * (light.dim / FixedPoint::Scale) + 2;
            budget.spend(std::min<qint64>(side, b.width) * std::min<qint64>(side, b.height), path);
            b.lights << light;
        }
    }

    // docs/file-format.md §3.8, read by TemplateJson; a file without templates has none.
    void readTemplates(Encounter &e, const QJsonObject &board)
    {
        if (!board.contains(QLatin1String("templates")))
            return;
        QString where;
        QString why;
        const auto templates =
            TemplateJson::fromJson(board.value(QLatin1String("templates")), e, &where, &why);
        if (!templates)
            refuse(QStringLiteral("board.templates") + where, why);
        e.board.square.templates = *templates;
    }

    // docs/file-format.md §3.6.
    void readAreas(Encounter &e, const JsonFields &f)
    {
        auto &b = e.board.square;
        const auto areas = f.array("areas");
        checkCount(areas.size(), Limits::MaxAreas, f.path(QStringLiteral("areas")),
                   QCoreApplication::translate("EncounterReader", "areas"));
        QSet<QString> ids;
        for (qsizetype i = 0; i < areas.size(); ++i) {
            const auto path = at(f.path(QStringLiteral("areas")), i);
            JsonFields a(JsonFields::objectValue(areas[i], path), path);
            BoardArea area;
            area.id = a.string("id", {}, true);
            if (area.id.isEmpty() || ids.contains(area.id))
                refuse(a.path(QStringLiteral("id")),
                       QCoreApplication::translate(
                           "EncounterReader", "expected a unique, non-empty area id, got \"%1\"")
                           .arg(area.id));
            ids.insert(area.id);
            area.name = a.string("name", area.id);
            const auto kind = a.string("kind", {}, true);
            if (kind == QLatin1String("field"))
                area.kind = BoardArea::Kind::Field;
            else if (kind == QLatin1String("zone"))
                area.kind = BoardArea::Kind::Zone;
            else
                refuse(a.path(QStringLiteral("kind")),
                       QStringLiteral("expected \"field\" or \"zone\", got \"%1\"").arg(kind));
            area.centre = cell(b, a.required("at"), a.path(QStringLiteral("at")));
            area.radius = a.integer("radius", 0, true);
            if (area.radius < 0 || area.radius > EncounterReader::MaxAreaRadius)
                refuse(a.path(QStringLiteral("radius")),
                       QCoreApplication::translate("EncounterReader",
                                                   "expected a radius from 0 to %1 squares, got %2")
                           .arg(EncounterReader::MaxAreaRadius)
                           .arg(area.radius));
            area.extra = a.unknown({"id", "name", "kind", "at", "radius"});
            b.areas << area;
        }
    }

    // A text the GM wrote (a pin's title and text, a trap's name and note), within MaxNoteChars.
    QString noteText(const JsonFields &f, const char *key, bool needed)
    {
        const QString text = f.string(key, {}, needed);
        if (text.size() > Limits::MaxNoteChars)
            refuse(f.path(QLatin1String(key)),
                   QCoreApplication::translate("EncounterReader",
                                               "expected at most %1 characters, got %2")
                       .arg(Limits::MaxNoteChars)
                       .arg(text.size()));
        return text;
    }

    // docs/file-format.md §3.9.
    void readPins(Encounter &e, const JsonFields &f)
    {
        auto &b = e.board.square;
        QSet<QString> ids;
        const auto what = QCoreApplication::translate("EncounterReader", "pins");
        forEachEntry(f, "pins", Limits::MaxPins, what, [&](const JsonFields &p) {
            MapPin pin;
            pin.id = uniqueId(p, ids, "pin");
            pointOnBoard(b, p, true, pin.x, pin.y);
            pin.title = noteText(p, "title", true);
            pin.text = noteText(p, "text", false);
            // Links are kept as written: a token or handout removed later leaves the pin.
            pin.token = p.has("token") ? p.nonEmptyString("token") : QString();
            pin.handout = p.has("handout") ? p.nonEmptyString("handout") : QString();
            pin.sharedWritten = p.has("shared");
            pin.shared = p.boolean("shared", false);
            pin.extra = p.unknown({"id", "x", "y", "title", "text", "token", "handout", "shared"});
            b.pins << pin;
        });
    }

    // docs/file-format.md §3.9, docs/rules.md §12.
    void readTraps(Encounter &e, const JsonFields &f)
    {
        auto &b = e.board.square;
        QSet<QString> ids;
        LayerBudget budget(QCoreApplication::translate("EncounterReader", "trap regions"));
        const auto what = QCoreApplication::translate("EncounterReader", "traps");
        forEachEntry(f, "traps", Limits::MaxTraps, what, [&](const JsonFields &t) {
            BoardTrap trap;
            trap.id = uniqueId(t, ids, "trap");
            trap.name = noteText(t, "name", true);
            readArea(trap.region, b, t, budget);
            const auto trigger = t.string("trigger", {}, true);
            if (trigger == QLatin1String("enter"))
                trap.trigger = BoardTrap::Trigger::Enter;
            else if (trigger == QLatin1String("cross"))
                trap.trigger = BoardTrap::Trigger::Cross;
            else if (trigger == QLatin1String("turn"))
                trap.trigger = BoardTrap::Trigger::Turn;
            else
                refuse(t.path(QStringLiteral("trigger")),
                       QStringLiteral("expected \"enter\", \"cross\" or \"turn\", got \"%1\"")
                           .arg(trigger));
            trap.hiddenWritten = t.has("hidden");
            trap.hidden = t.boolean("hidden", true);
            trap.note = noteText(t, "note", false);
            trap.extra = t.unknown({"id", "name", "cells", "rect", "trigger", "hidden", "note"});
            b.traps << trap;
        });
    }

    // A drawing's width: a decimal above 0 and at most `max` cells, exact in micro-cells.
    qint64 drawingWidth(const JsonFields &f, int max)
    {
        const double value = f.number("width", 0, true);
        if (!(value > 0) || value > max)
            refuse(f.path(QStringLiteral("width")),
                   QCoreApplication::translate("EncounterReader",
                                               "expected a width above 0 and at most %1 cells, "
                                               "got %2")
                       .arg(max)
                       .arg(value));
        return FixedPoint::fromDouble(value);
    }

    // docs/file-format.md §3.10.
    void readDrawings(Encounter &e, const JsonFields &f)
    {
        auto &b = e.board.square;
        QSet<QString> ids;
        qint64 boardPoints = 0;
        const auto what = QCoreApplication::translate("EncounterReader", "drawings");
        forEachEntry(f, "drawings", Limits::MaxDrawings, what, [&](const JsonFields &d) {
            BoardDrawing drawing;
            drawing.id = uniqueId(d, ids, "drawing");
            const auto kind = d.string("kind", {}, true);
            if (!BoardDrawing::kindFromId(kind, drawing.kind))
                refuse(d.path(QStringLiteral("kind")),
                       QStringLiteral("expected \"pen\", \"line\", \"arrow\", \"rect\", "
                                      "\"ellipse\" or \"text\", got \"%1\"")
                           .arg(kind));
            const auto points = d.array("points");
            const auto pointsPath = d.path(QStringLiteral("points"));
            const int least = BoardDrawing::minPoints(drawing.kind);
            const int most = BoardDrawing::maxPoints(drawing.kind, Limits::MaxDrawingPoints);
            if (points.size() < least || points.size() > most)
                refuse(pointsPath,
                       QCoreApplication::translate("EncounterReader",
                                                   "expected from %1 to %2 points for a %3, got %4")
                           .arg(least)
                           .arg(most)
                           .arg(kind)
                           .arg(points.size()));
            boardPoints += points.size();
            if (boardPoints > Limits::MaxBoardDrawingPoints)
                refuse(pointsPath, QCoreApplication::translate(
                                       "EncounterReader",
                                       "expected at most %1 points in all the board's drawings")
                                       .arg(Limits::MaxBoardDrawingPoints));
            for (qsizetype i = 0; i < points.size(); ++i) {
                MicroPoint point;
                readWallPoint(b, points[i], at(pointsPath, i), point.x, point.y);
                drawing.points << point;
            }
            drawing.color = d.colorText("color", drawing.color);
            const bool isText = drawing.kind == BoardDrawing::Kind::Text;
            drawing.width =
                drawingWidth(d, isText ? Limits::MaxDrawingTextHeight : Limits::MaxDrawingWidth);
            if (isText) {
                drawing.text = noteText(d, "text", true);
                if (drawing.text.trimmed().isEmpty())
                    refuse(
                        d.path(QStringLiteral("text")),
                        QCoreApplication::translate("JsonFields", "expected a non-empty string"));
            }
            drawing.sharedWritten = d.has("shared");
            drawing.shared = d.boolean("shared", false);
            drawing.extra = d.unknown({"id", "kind", "points", "color", "width", "text", "shared"});
            b.drawings << drawing;
        });
    }

    void readWallPoint(const SquareBoard &b, const QJsonValue &v, const QString &path, qint64 &x,
                       qint64 &y)
    {
        const auto xy = v.toArray();
        if (!v.isArray() || xy.size() != 2)
            refuse(path, QCoreApplication::translate(
                             "EncounterReader", "expected a point [x, y] in cell units, got %1")
                             .arg(describe(v)));
        const double fx = JsonFields::numberValue(xy[0], at(path, 0));
        const double fy = JsonFields::numberValue(xy[1], at(path, 1));
        x = FixedPoint::fromDouble(fx);
        y = FixedPoint::fromDouble(fy);
        if (x < 0 || y < 0 || x > qint64(b.width) * FixedPoint::Scale ||
            y > qint64(b.height) * FixedPoint::Scale)
            refuse(path,
                   QCoreApplication::translate(
                       "EncounterReader", "expected a point within [0, %1] × [0, %2], got [%3, %4]")
                       .arg(b.width)
                       .arg(b.height)
                       .arg(fx)
                       .arg(fy));
    }

    void readPositions(Encounter &e, const JsonFields &f)
    {
        auto &b = e.board.positions;
        b.skyward = f.boolean("skyward", false);
        const auto positions = f.object("positions");
        for (auto it = positions.begin(); it != positions.end(); ++it) {
            const auto path = join(f.path(QStringLiteral("positions")), it.key());
            if (!e.rules->position(it.key()))
                refuse(path, QCoreApplication::translate(
                                 "EncounterReader",
                                 "expected a position of the Combat Grid (%1), got \"%2\"")
                                 .arg(listOf(e.rules->positionIds()), it.key()));
            JsonFields p(JsonFields::objectValue(it.value(), path), path);
            PositionFlags flags;
            flags.difficult = p.boolean("difficult", false);
            flags.turbulent = p.boolean("turbulent", false);
            flags.water = p.boolean("water", false);
            flags.fillsPosition = p.boolean("fillsPosition", false);
            if (p.has("save")) {
                JsonFields save(p.object("save"), p.path(QStringLiteral("save")));
                flags.saveEnergy = save.nonEmptyString("energy");
                if (!e.rules->combat.pool(flags.saveEnergy))
                    refuse(save.path(QStringLiteral("energy")),
                           QCoreApplication::translate(
                               "EncounterReader", "expected an energy of the rule set, got \"%1\"")
                               .arg(flags.saveEnergy));
                flags.saveModifier = save.integer("modifier", 0);
            }
            flags.extra = p.unknown({"difficult", "turbulent", "water", "fillsPosition", "save"});
            b.positions.insert(it.key(), flags);
        }
    }

    void readTokens(Encounter &e, const JsonFields &top)
    {
        const auto tokens = top.array("tokens");
        checkCount(tokens.size(), Limits::MaxTokens, QStringLiteral("tokens"),
                   QCoreApplication::translate("EncounterReader", "tokens"));
        QSet<QString> seen;
        for (qsizetype i = 0; i < tokens.size(); ++i) {
            const auto path = at(QStringLiteral("tokens"), i);
            JsonFields f(JsonFields::objectValue(tokens[i], path), path);
            Token t;
            t.id = uniqueId(f, seen, "token");
            t.name = f.string("name", t.id);
            t.side = knownSide(e, f.required("side"), f.path(QStringLiteral("side")));
            t.size = f.integer("size", 1);
            if (t.size > Limits::MaxTokenSize)
                refuse(f.path(QStringLiteral("size")),
                       QCoreApplication::translate("EncounterReader",
                                                   "expected a size of at most %1, got %2")
                           .arg(Limits::MaxTokenSize)
                           .arg(t.size));
            if (e.board.isSquare())
                readSquarePlace(e, f, t);
            else
                readPositionPlace(e, f, t);
            t.altitudeMicrometres = FixedPoint::fromDouble(f.number("altitude", 0));
            t.heightMicrometres = sightHeight(f, "height", 0, true);
            t.zoc = f.boolean("zoc", true);
            if (f.has("reach")) {
                t.reach = f.integer("reach", 1);
                if (*t.reach > Limits::MaxReach)
                    refuse(f.path(QStringLiteral("reach")),
                           QCoreApplication::translate(
                               "EncounterReader", "expected a reach of at most %1 cells, got %2")
                               .arg(Limits::MaxReach)
                               .arg(*t.reach));
            }
            t.speed = f.number("speed", 0);
            if (f.has("movement"))
                t.movement = f.number("movement", 0);
            t.agility = f.number("agility", 0);
            t.facing = f.number("facing", 0);
            if (f.has("darkvision")) {
                const double darkvision = f.number("darkvision", 0);
                if (darkvision < 0 || darkvision > Limits::MaxLightRadius)
                    refuse(f.path(QStringLiteral("darkvision")),
                           QCoreApplication::translate(
                               "EncounterReader",
                               "expected a darkvision range from 0 to %1 cells, got %2")
                               .arg(Limits::MaxLightRadius)
                               .arg(darkvision));
                t.darkvision = FixedPoint::fromDouble(darkvision);
            }
            const auto conditions = f.array("conditions");
            checkCount(conditions.size(), Limits::MaxConditionsPerToken,
                       f.path(QStringLiteral("conditions")),
                       QCoreApplication::translate("EncounterReader", "conditions"));
            for (qsizetype c = 0; c < conditions.size(); ++c) {
                if (!conditions[c].isString())
                    refuse(at(f.path(QStringLiteral("conditions")), c),
                           QCoreApplication::translate("EncounterReader",
                                                       "expected a condition name, got %1")
                               .arg(describe(conditions[c])));
                t.conditions << conditions[c].toString();
            }
            t.hidden = f.boolean("hidden", false);
            t.fillsPosition = f.boolean("fillsPosition", false);
            t.stance = f.string("stance");
            t.portrait = f.string("portrait");
            if (!t.portrait.isEmpty() && !t.portrait.startsWith(QLatin1String("data:image/")))
                refuse(f.path(QStringLiteral("portrait")),
                       QCoreApplication::translate(
                           "EncounterReader", "expected an embedded image (a data:image/… URL)"));
            if (!t.portrait.isEmpty())
                EmbeddedImage::check(t.portrait, f.path(QStringLiteral("portrait")));
            t.showName = f.boolean("showName", true);
            t.notes = f.string("notes");
            const auto stats = f.object("stats");
            for (auto it = stats.begin(); it != stats.end(); ++it) {
                if (!it.value().isDouble())
                    refuse(
                        join(f.path(QStringLiteral("stats")), it.key()),
                        QCoreApplication::translate("EncounterReader", "expected a number, got %1")
                            .arg(describe(it.value())));
                t.stats.insert(it.key(), it.value().toDouble());
            }
            // docs/file-format.md §5: the roster character, and what earlier fights left.
            t.roster = f.string("roster");
            const auto carried = f.object("carried");
            for (auto it = carried.begin(); it != carried.end(); ++it) {
                const auto where = join(f.path(QStringLiteral("carried")), it.key());
                if (JsonFields::numberValue(it.value(), where) < 0)
                    refuse(where, QCoreApplication::translate(
                                      "EncounterReader", "expected a number of 0 or more, got %1")
                                      .arg(describe(it.value())));
                t.carried.insert(it.key(), it.value().toDouble());
            }
            t.extra = f.unknown(
                {"id",       "name",     "side",     "x",          "y",      "position",
                 "level",    "size",     "altitude", "zoc",        "reach",  "speed",
                 "movement", "agility",  "facing",   "conditions", "hidden", "fillsPosition",
                 "stance",   "portrait", "stats",    "showName",   "notes",  "darkvision",
                 "roster",   "carried",  "height"});
            e.tokens << t;
        }
    }

    void readSquarePlace(const Encounter &e, const JsonFields &f, Token &t)
    {
        const auto &b = e.board.square;
        t.x = f.integer("x", 0, true);
        t.y = f.integer("y", 0, true);
        if (!b.contains(t.x, t.y))
            refuse(f.path(QStringLiteral("x")),
                   QCoreApplication::translate(
                       "EncounterReader", "expected an anchor cell on the %1×%2 map, got (%3, %4)")
                       .arg(b.width)
                       .arg(b.height)
                       .arg(t.x)
                       .arg(t.y));
    }

    void readPositionPlace(const Encounter &e, const JsonFields &f, Token &t)
    {
        t.position = f.string("position", {}, true);
        if (!e.rules->position(t.position))
            refuse(f.path(QStringLiteral("position")),
                   QCoreApplication::translate(
                       "EncounterReader", "expected a position of the Combat Grid (%1), got \"%2\"")
                       .arg(listOf(e.rules->positionIds()), t.position));
        t.level = f.string("level", QStringLiteral("ground"));
        const auto *level = e.rules->level(t.level);
        const bool water = e.board.positions.flags(t.position).water;
        QStringList levelIds;
        for (const auto &l : e.rules->levels)
            levelIds << l.id;
        if (!level)
            refuse(f.path(QStringLiteral("level")),
                   QCoreApplication::translate("EncounterReader",
                                               "expected an altitude level (%1), got \"%2\"")
                       .arg(listOf(levelIds), t.level));
        if (level->needsSkyward && !e.board.positions.skyward)
            refuse(f.path(QStringLiteral("level")),
                   QCoreApplication::translate(
                       "EncounterReader",
                       "expected a level below \"%1\": this board does not allow skyward")
                       .arg(t.level));
        if (level->waterOnly && level->value != 0 && !water)
            refuse(f.path(QStringLiteral("level")),
                   QCoreApplication::translate(
                       "EncounterReader",
                       "expected a level above water: \"%1\" exists only at water "
                       "positions, and %2 is not one")
                       .arg(t.level, t.position));
    }
};

QString fileTooLarge(qint64 bytes)
{
    return QCoreApplication::translate("EncounterReader",
                                       "expected a file of at most %1 MB, got %2 MB")
        .arg(Limits::MaxFileBytes / (1024 * 1024))
        .arg(EmbeddedImage::megabytes(bytes));
}

} // namespace

std::optional<Encounter> EncounterReader::readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        m_error = {fileName,
                   {},
                   QCoreApplication::translate("EncounterReader", "cannot open the file: %1")
                       .arg(file.errorString())};
        return std::nullopt;
    }
    // Refused before reading, so a huge file never fills the memory (§14).
    if (file.size() > Limits::MaxFileBytes) {
        m_error = {fileName, {}, fileTooLarge(file.size())};
        return std::nullopt;
    }
    return readBytes(file.readAll(), fileName);
}

std::optional<Encounter> EncounterReader::readBytes(const QByteArray &bytes,
                                                    const QString &fileName)
{
    m_error = {};
    if (bytes.size() > Limits::MaxFileBytes) {
        m_error = {fileName, {}, fileTooLarge(bytes.size())};
        return std::nullopt;
    }
    const auto root = JsonFile::parseObject(bytes, fileName, &m_error);
    if (!root)
        return std::nullopt;
    return JsonRefusal::readOrRefuse(fileName, &m_error, [&] { return Parser().parse(*root); });
}
