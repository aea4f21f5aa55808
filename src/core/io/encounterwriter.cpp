#include "encounterwriter.h"

#include "combatstatejson.h"
#include "fogjson.h"
#include "handoutjson.h"
#include "io/atomicsave.h"
#include "jsontextwriter.h"
#include "model/fixedpoint.h"
#include "templatejson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSaveFile>

namespace
{

// Known keys first, in the order docs/file-format.md lists them.
const QStringList keyOrder = {
    QStringLiteral("format"),
    QStringLiteral("version"),
    QStringLiteral("name"),
    QStringLiteral("rules"),
    QStringLiteral("board"),
    QStringLiteral("sides"),
    QStringLiteral("allies"),
    QStringLiteral("tokens"),
    QStringLiteral("kind"),
    QStringLiteral("width"),
    QStringLiteral("height"),
    QStringLiteral("skyward"),
    QStringLiteral("positions"),
    QStringLiteral("terrain"),
    QStringLiteral("walls"),
    QStringLiteral("elevation"),
    QStringLiteral("lighting"),
    QStringLiteral("areas"),
    QStringLiteral("background"),
    QStringLiteral("cells"),
    QStringLiteral("rect"),
    QStringLiteral("meters"),
    QStringLiteral("from"),
    QStringLiteral("to"),
    QStringLiteral("door"),
    QStringLiteral("id"),
    QStringLiteral("color"),
    QStringLiteral("side"),
    QStringLiteral("x"),
    QStringLiteral("y"),
    QStringLiteral("position"),
    QStringLiteral("level"),
    QStringLiteral("size"),
    QStringLiteral("altitude"),
    QStringLiteral("zoc"),
    QStringLiteral("reach"),
    QStringLiteral("speed"),
    QStringLiteral("movement"),
    QStringLiteral("agility"),
    QStringLiteral("facing"),
    QStringLiteral("conditions"),
    QStringLiteral("hidden"),
    QStringLiteral("fillsPosition"),
    QStringLiteral("stance"),
    QStringLiteral("portrait"),
    QStringLiteral("stats"),
    QStringLiteral("combat"),
    QStringLiteral("save"),
    QStringLiteral("energy"),
    QStringLiteral("modifier"),
    QStringLiteral("showName"),
    QStringLiteral("notes"),
    QStringLiteral("fog"),
    QStringLiteral("mode"),
    QStringLiteral("explored"),
    QStringLiteral("revealed"),
    QStringLiteral("seen"),
    // Added with lights (§3.7), last so that files without them keep their order.
    QStringLiteral("ambient"),
    QStringLiteral("lights"),
    QStringLiteral("darkvision"),
    QStringLiteral("bright"),
    QStringLiteral("dim"),
    QStringLiteral("on"),
    // Added with templates (§3.8), for the same reason; keys other objects may hold (token,
    // radius) stay out, so those objects keep their order.
    QStringLiteral("templates"),
    QStringLiteral("shape"),
    QStringLiteral("tx"),
    QStringLiteral("ty"),
    QStringLiteral("wallsBlock"),
    QStringLiteral("players"),
    // Added with session folders (§5, §15), for the same reason.
    QStringLiteral("roster"),
    QStringLiteral("carried"),
    // Added with sight over heights (§3.12), for the same reason.
    QStringLiteral("sightOverHeights"),
    QStringLiteral("top"),
    QStringLiteral("z"),
};

QJsonArray point(qint64 x, qint64 y)
{
    return {FixedPoint::toDouble(x), FixedPoint::toDouble(y)};
}

// The file entries of one area: the file holds one `rect` an entry, so an entry built in
// memory with several rectangles becomes one entry for each, the first also with its cells
// (docs/file-format.md §7.5). Nothing an entry paints is dropped.
QList<QJsonObject> areaJson(const TerrainEntry &entry)
{
    QJsonObject o = entry.extra;
    if (entry.hasCells || entry.rects.isEmpty()) {
        QJsonArray cells;
        for (const auto &c : entry.cells)
            cells.append(QJsonArray{c.x(), c.y()});
        o.insert(QStringLiteral("cells"), cells);
    }
    if (entry.rects.isEmpty())
        return {o};
    QList<QJsonObject> entries;
    for (const auto &r : entry.rects) {
        o.insert(QStringLiteral("rect"), QJsonArray{r.x(), r.y(), r.width(), r.height()});
        entries << o;
        o = entry.extra;
    }
    return entries;
}

QJsonObject lightJson(const Light &light)
{
    QJsonObject o = light.extra;
    o.insert(QStringLiteral("id"), light.id);
    if (light.pointWritten) {
        o.insert(QStringLiteral("x"), FixedPoint::toDouble(light.x));
        o.insert(QStringLiteral("y"), FixedPoint::toDouble(light.y));
    }
    o.insert(QStringLiteral("bright"), FixedPoint::toDouble(light.bright));
    o.insert(QStringLiteral("dim"), FixedPoint::toDouble(light.dim));
    if (!light.on)
        o.insert(QStringLiteral("on"), false);
    if (light.isCarried())
        o.insert(QStringLiteral("token"), light.token);
    if (light.zMicrometres)
        o.insert(QStringLiteral("z"), FixedPoint::toDouble(*light.zMicrometres));
    if (!light.color.isEmpty())
        o.insert(QStringLiteral("color"), light.color);
    if (!light.uvtt.isEmpty())
        o.insert(QStringLiteral("uvtt"), light.uvtt);
    return o;
}

QJsonObject squareJson(const SquareBoard &b)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), QStringLiteral("square"));
    o.insert(QStringLiteral("width"), b.width);
    o.insert(QStringLiteral("height"), b.height);
    QJsonArray terrain;
    for (const auto &entry : b.terrain) {
        for (auto e : areaJson(entry)) {
            e.insert(QStringLiteral("kind"), entry.kind);
            if (entry.heightMicrometres)
                e.insert(QStringLiteral("height"), FixedPoint::toDouble(*entry.heightMicrometres));
            terrain.append(e);
        }
    }
    o.insert(QStringLiteral("terrain"), terrain);
    QJsonArray walls;
    for (const auto &wall : b.walls) {
        QJsonObject w = wall.extra;
        w.insert(QStringLiteral("from"), point(wall.x1, wall.y1));
        w.insert(QStringLiteral("to"), point(wall.x2, wall.y2));
        if (wall.door != WallSegment::Door::None)
            w.insert(QStringLiteral("door"), wall.door == WallSegment::Door::Open
                                                 ? QStringLiteral("open")
                                                 : QStringLiteral("closed"));
        if (wall.topMicrometres)
            w.insert(QStringLiteral("top"), FixedPoint::toDouble(*wall.topMicrometres));
        walls.append(w);
    }
    o.insert(QStringLiteral("walls"), walls);
    QJsonArray elevation;
    for (const auto &entry : b.elevation) {
        for (auto e : areaJson(entry)) {
            e.insert(QStringLiteral("meters"), FixedPoint::toDouble(entry.micrometres));
            elevation.append(e);
        }
    }
    o.insert(QStringLiteral("elevation"), elevation);
    // Files without lighting or areas stay as they were (docs/file-format.md §3.5, §3.6).
    if (!b.lighting.isEmpty()) {
        QJsonArray lighting;
        for (const auto &entry : b.lighting) {
            for (auto e : areaJson(entry)) {
                e.insert(QStringLiteral("level"), entry.kind);
                lighting.append(e);
            }
        }
        o.insert(QStringLiteral("lighting"), lighting);
    }
    if (!b.areas.isEmpty()) {
        QJsonArray areas;
        for (const auto &area : b.areas) {
            QJsonObject a = area.extra;
            a.insert(QStringLiteral("id"), area.id);
            a.insert(QStringLiteral("name"), area.name);
            a.insert(QStringLiteral("kind"), BoardArea::kindId(area.kind));
            a.insert(QStringLiteral("at"), QJsonArray{area.centre.x(), area.centre.y()});
            a.insert(QStringLiteral("radius"), area.radius);
            areas.append(a);
        }
        o.insert(QStringLiteral("areas"), areas);
    }
    // docs/file-format.md §3.9: a file without pins or traps stays without them.
    if (!b.pins.isEmpty()) {
        QJsonArray pins;
        for (const auto &pin : b.pins) {
            QJsonObject p = pin.extra;
            p.insert(QStringLiteral("id"), pin.id);
            p.insert(QStringLiteral("x"), FixedPoint::toDouble(pin.x));
            p.insert(QStringLiteral("y"), FixedPoint::toDouble(pin.y));
            p.insert(QStringLiteral("title"), pin.title);
            if (!pin.text.isEmpty())
                p.insert(QStringLiteral("text"), pin.text);
            if (!pin.token.isEmpty())
                p.insert(QStringLiteral("token"), pin.token);
            if (!pin.handout.isEmpty())
                p.insert(QStringLiteral("handout"), pin.handout);
            if (pin.shared || pin.sharedWritten)
                p.insert(QStringLiteral("shared"), pin.shared);
            pins.append(p);
        }
        o.insert(QStringLiteral("pins"), pins);
    }
    if (!b.traps.isEmpty()) {
        QJsonArray traps;
        for (const auto &trap : b.traps) {
            QJsonObject t = trap.extra;
            t.insert(QStringLiteral("id"), trap.id);
            t.insert(QStringLiteral("name"), trap.name);
            if (trap.region.hasCells || trap.region.rects.isEmpty()) {
                QJsonArray cells;
                for (const auto &c : trap.region.cells)
                    cells.append(QJsonArray{c.x(), c.y()});
                t.insert(QStringLiteral("cells"), cells);
            }
            if (!trap.region.rects.isEmpty()) {
                const QRect &r = trap.region.rects.first();
                t.insert(QStringLiteral("rect"), QJsonArray{r.x(), r.y(), r.width(), r.height()});
            }
            t.insert(QStringLiteral("trigger"), BoardTrap::triggerId(trap.trigger));
            if (!trap.hidden || trap.hiddenWritten)
                t.insert(QStringLiteral("hidden"), trap.hidden);
            if (!trap.note.isEmpty())
                t.insert(QStringLiteral("note"), trap.note);
            traps.append(t);
        }
        o.insert(QStringLiteral("traps"), traps);
    }
    // docs/file-format.md §3.10: a file without drawings stays without them.
    if (!b.drawings.isEmpty()) {
        QJsonArray drawings;
        for (const auto &drawing : b.drawings) {
            QJsonObject d = drawing.extra;
            d.insert(QStringLiteral("id"), drawing.id);
            d.insert(QStringLiteral("kind"), BoardDrawing::kindId(drawing.kind));
            QJsonArray points;
            for (const auto &p : drawing.points)
                points.append(point(p.x, p.y));
            d.insert(QStringLiteral("points"), points);
            d.insert(QStringLiteral("color"), drawing.color);
            d.insert(QStringLiteral("width"), FixedPoint::toDouble(drawing.width));
            if (drawing.kind == BoardDrawing::Kind::Text)
                d.insert(QStringLiteral("text"), drawing.text);
            if (drawing.shared || drawing.sharedWritten)
                d.insert(QStringLiteral("shared"), drawing.shared);
            drawings.append(d);
        }
        o.insert(QStringLiteral("drawings"), drawings);
    }
    if (b.sightOverHeights || b.sightOverHeightsWritten)
        o.insert(QStringLiteral("sightOverHeights"), b.sightOverHeights);
    // docs/file-format.md §3.7: a file without lights or an ambient level stays without them.
    if (b.ambientWritten || b.ambient != LightLevel::Bright)
        o.insert(QStringLiteral("ambient"), LightLevels::id(b.ambient));
    if (!b.lights.isEmpty()) {
        QJsonArray lights;
        for (const auto &light : b.lights)
            lights.append(lightJson(light));
        o.insert(QStringLiteral("lights"), lights);
    }
    if (!b.background.isEmpty() || !b.background.extra.isEmpty()) {
        QJsonObject bg = b.background.extra;
        bg.insert(QStringLiteral("image"), b.background.image);
        bg.insert(QStringLiteral("cellPixels"), b.background.cellPixels);
        bg.insert(QStringLiteral("offset"), QJsonArray{b.background.offsetX, b.background.offsetY});
        bg.insert(QStringLiteral("opacity"), b.background.opacity);
        o.insert(QStringLiteral("background"), bg);
    }
    return o;
}

QJsonObject positionsJson(const PositionBoard &b)
{
    QJsonObject o;
    o.insert(QStringLiteral("kind"), QStringLiteral("positions"));
    o.insert(QStringLiteral("skyward"), b.skyward);
    QJsonObject positions;
    for (auto it = b.positions.begin(); it != b.positions.end(); ++it) {
        QJsonObject p = it->extra;
        if (it->difficult)
            p.insert(QStringLiteral("difficult"), true);
        if (it->turbulent)
            p.insert(QStringLiteral("turbulent"), true);
        if (it->water)
            p.insert(QStringLiteral("water"), true);
        if (it->fillsPosition)
            p.insert(QStringLiteral("fillsPosition"), true);
        if (!it->saveEnergy.isEmpty())
            p.insert(QStringLiteral("save"),
                     QJsonObject{{QStringLiteral("energy"), it->saveEnergy},
                                 {QStringLiteral("modifier"), it->saveModifier}});
        positions.insert(it.key(), p);
    }
    o.insert(QStringLiteral("positions"), positions);
    return o;
}

QJsonObject tokenJson(const Token &t, bool square)
{
    QJsonObject o = t.extra;
    o.insert(QStringLiteral("id"), t.id);
    if (t.name != t.id)
        o.insert(QStringLiteral("name"), t.name);
    o.insert(QStringLiteral("side"), t.side);
    if (square) {
        o.insert(QStringLiteral("x"), t.x);
        o.insert(QStringLiteral("y"), t.y);
    } else {
        o.insert(QStringLiteral("position"), t.position);
        if (t.level != QLatin1String("ground"))
            o.insert(QStringLiteral("level"), t.level);
    }
    if (t.size != 1)
        o.insert(QStringLiteral("size"), t.size);
    if (t.altitudeMicrometres != 0)
        o.insert(QStringLiteral("altitude"), FixedPoint::toDouble(t.altitudeMicrometres));
    if (t.heightMicrometres)
        o.insert(QStringLiteral("height"), FixedPoint::toDouble(*t.heightMicrometres));
    if (!t.zoc)
        o.insert(QStringLiteral("zoc"), false);
    if (t.reach)
        o.insert(QStringLiteral("reach"), *t.reach);
    if (t.speed != 0)
        o.insert(QStringLiteral("speed"), t.speed);
    if (t.movement)
        o.insert(QStringLiteral("movement"), *t.movement);
    if (t.agility != 0)
        o.insert(QStringLiteral("agility"), t.agility);
    if (t.facing != 0)
        o.insert(QStringLiteral("facing"), t.facing);
    if (t.darkvision != 0)
        o.insert(QStringLiteral("darkvision"), FixedPoint::toDouble(t.darkvision));
    if (!t.conditions.isEmpty())
        o.insert(QStringLiteral("conditions"), QJsonArray::fromStringList(t.conditions));
    if (t.hidden)
        o.insert(QStringLiteral("hidden"), true);
    if (t.fillsPosition)
        o.insert(QStringLiteral("fillsPosition"), true);
    if (!t.stance.isEmpty())
        o.insert(QStringLiteral("stance"), t.stance);
    if (!t.portrait.isEmpty())
        o.insert(QStringLiteral("portrait"), t.portrait);
    if (!t.showName)
        o.insert(QStringLiteral("showName"), false);
    if (!t.notes.isEmpty())
        o.insert(QStringLiteral("notes"), t.notes);
    if (!t.stats.isEmpty()) {
        QJsonObject stats;
        for (auto it = t.stats.begin(); it != t.stats.end(); ++it)
            stats.insert(it.key(), it.value());
        o.insert(QStringLiteral("stats"), stats);
    }
    if (!t.roster.isEmpty())
        o.insert(QStringLiteral("roster"), t.roster);
    if (!t.carried.isEmpty()) {
        QJsonObject carried;
        for (auto it = t.carried.begin(); it != t.carried.end(); ++it)
            carried.insert(it.key(), it.value());
        o.insert(QStringLiteral("carried"), carried);
    }
    return o;
}

} // namespace

QJsonObject EncounterWriter::toJson(const Encounter &e)
{
    QJsonObject o = e.extra;
    o.insert(QStringLiteral("format"), QStringLiteral("gridkeep-encounter"));
    o.insert(QStringLiteral("version"), 1);
    o.insert(QStringLiteral("name"), e.name);
    o.insert(QStringLiteral("rules"), e.rulesId);
    QJsonObject board =
        e.board.isSquare() ? squareJson(e.board.square) : positionsJson(e.board.positions);
    // Templates may stand at a token, so they are written with the tokens at hand; a file
    // without them stays without the key (docs/file-format.md §3.8).
    if (e.board.isSquare() && !e.board.square.templates.isEmpty())
        board.insert(QStringLiteral("templates"),
                     TemplateJson::toJson(e.board.square.templates, e.tokens));
    for (auto it = e.board.extra.begin(); it != e.board.extra.end(); ++it)
        board.insert(it.key(), it.value());
    o.insert(QStringLiteral("board"), board);
    QJsonArray sides;
    for (const auto &s : e.sides) {
        QJsonObject side = s.extra;
        side.insert(QStringLiteral("id"), s.id);
        side.insert(QStringLiteral("name"), s.name);
        if (s.color.isValid())
            side.insert(QStringLiteral("color"), s.color.name());
        sides.append(side);
    }
    o.insert(QStringLiteral("sides"), sides);
    QJsonArray allies;
    for (const auto &pair : e.allies)
        allies.append(QJsonArray{pair.first, pair.second});
    o.insert(QStringLiteral("allies"), allies);
    QJsonArray tokens;
    for (const auto &t : e.tokens)
        tokens.append(tokenJson(t, e.board.isSquare()));
    o.insert(QStringLiteral("tokens"), tokens);
    if (e.combat)
        o.insert(QStringLiteral("combat"), CombatStateJson::toJson(*e.combat));
    if (e.fog.enabled)
        o.insert(QStringLiteral("fog"), FogJson::toJson(e.fog, e.board.isSquare()));
    if (!e.notes.isEmpty())
        o.insert(QStringLiteral("notes"), e.notes);
    if (!e.handouts.isEmpty())
        o.insert(QStringLiteral("handouts"), HandoutJson::toJson(e.handouts));
    return o;
}

QByteArray EncounterWriter::toBytes(const Encounter &encounter)
{
    return JsonTextWriter(keyOrder).write(toJson(encounter));
}

bool EncounterWriter::writeFile(const Encounter &encounter, const QString &fileName)
{
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        m_error = QCoreApplication::translate("EncounterWriter", "%1: cannot write: %2")
                      .arg(fileName, file.errorString());
        return false;
    }
    if (!AtomicSave::writeAndCommit(file, toBytes(encounter))) {
        m_error = QCoreApplication::translate("EncounterWriter", "%1: cannot save: %2")
                      .arg(fileName, file.errorString());
        return false;
    }
    m_error.clear();
    return true;
}
