#include "uvttwriter.h"

#include "engine/lightfield.h"

#include "encounterwriter.h"

#include "io/atomicsave.h"
#include "io/pngbytes.h"
#include "model/fixedpoint.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <cmath>

namespace
{

QJsonObject point(double x, double y)
{
    return {{QStringLiteral("x"), x}, {QStringLiteral("y"), y}};
}

// Exact decimals: a micro-cell coordinate is written as the number it stands for.
QJsonObject microPoint(qint64 x, qint64 y)
{
    return point(FixedPoint::toDouble(x), FixedPoint::toDouble(y));
}

// docs/rules.md §8.3: range is the dim radius; the keys an import kept go back as they came.
QJsonObject lightJson(const Light &light, MicroPoint at)
{
    QJsonObject o = light.uvtt;
    o.insert(QStringLiteral("position"), microPoint(at.x, at.y));
    o.insert(QStringLiteral("range"), FixedPoint::toDouble(light.dim));
    if (!o.contains(QLatin1String("color")))
        o.insert(QStringLiteral("color"), light.color.isEmpty() ? QStringLiteral("ffffffff")
                                          : light.color.size() == 7
                                              ? QStringLiteral("ff") + light.color.mid(1).toLower()
                                              : light.color.mid(1).toLower());
    if (!o.contains(QLatin1String("intensity")))
        o.insert(QStringLiteral("intensity"), 1.0);
    if (!o.contains(QLatin1String("shadows")))
        o.insert(QStringLiteral("shadows"), true);
    return o;
}

// The imported environment with `ambient_light` from the ambient level, unless the imported
// value already reads as that level (then it is kept as it was).
QJsonObject environmentJson(const QJsonValue &imported, LightLevel ambient)
{
    QJsonObject environment = imported.isObject()
                                  ? imported.toObject()
                                  : QJsonObject{{QStringLiteral("baked_lighting"), false}};
    if (LightLevels::fromArgb(environment.value(QLatin1String("ambient_light")).toString()) ==
        ambient)
        return environment;
    environment.insert(QStringLiteral("ambient_light"), LightLevels::argb(ambient));
    return environment;
}

QJsonObject portalJson(const WallSegment &door)
{
    // Keys of the imported portal that Gridkeep does not model (freestanding …) come back.
    QJsonObject portal = door.extra.value(QLatin1String("uvtt")).toObject();
    const double x1 = FixedPoint::toDouble(door.x1);
    const double y1 = FixedPoint::toDouble(door.y1);
    const double x2 = FixedPoint::toDouble(door.x2);
    const double y2 = FixedPoint::toDouble(door.y2);
    portal.insert(QStringLiteral("position"), point((x1 + x2) / 2, (y1 + y2) / 2));
    portal.insert(QStringLiteral("bounds"),
                  QJsonArray{microPoint(door.x1, door.y1), microPoint(door.x2, door.y2)});
    portal.insert(QStringLiteral("rotation"), std::atan2(y2 - y1, x2 - x1));
    portal.insert(QStringLiteral("closed"), door.door == WallSegment::Door::Closed);
    if (!portal.value(QLatin1String("freestanding")).isBool())
        portal.insert(QStringLiteral("freestanding"), false);
    return portal;
}

} // namespace

std::optional<QJsonObject> UvttWriter::toJson(const Encounter &encounter, const QImage &map,
                                              int pixelsPerGrid, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!encounter.board.isSquare())
        return fail(QCoreApplication::translate(
            "UvttWriter", "a Universal VTT file holds a square map, and this encounter "
                          "uses the Combat Grid"));
    if (map.isNull())
        return fail(
            QCoreApplication::translate("UvttWriter", "there is no picture of the map to embed"));
    if (pixelsPerGrid < 1)
        return fail(QCoreApplication::translate("UvttWriter",
                                                "expected at least 1 pixel per grid square, got %1")
                        .arg(pixelsPerGrid));

    const QByteArray png = PngBytes::of(map);
    if (png.isEmpty())
        return fail(QCoreApplication::translate(
            "UvttWriter", "the picture of the map could not be encoded as PNG"));

    const auto &board = encounter.board.square;
    const auto uvtt = encounter.board.extra.value(QLatin1String("uvtt")).toObject();

    // Top-level keys of an imported file that Gridkeep does not know, under the ones it writes.
    QJsonObject root = uvtt.value(QLatin1String("otherKeys")).toObject();
    root.insert(QStringLiteral("format"), Format);
    root.insert(QStringLiteral("resolution"),
                QJsonObject{{QStringLiteral("map_origin"), point(0, 0)},
                            {QStringLiteral("map_size"), point(board.width, board.height)},
                            {QStringLiteral("pixels_per_grid"), pixelsPerGrid}});

    QJsonArray lineOfSight;
    QJsonArray objects;
    QJsonArray portals;
    for (const auto &wall : board.walls) {
        if (wall.door != WallSegment::Door::None) {
            portals.append(portalJson(wall));
            continue;
        }
        const QJsonArray line{microPoint(wall.x1, wall.y1), microPoint(wall.x2, wall.y2)};
        const bool object = wall.extra.value(QLatin1String("uvtt"))
                                .toObject()
                                .value(QLatin1String("objects"))
                                .toBool();
        (object ? objects : lineOfSight).append(line);
    }
    root.insert(QStringLiteral("line_of_sight"), lineOfSight);
    root.insert(QStringLiteral("objects_line_of_sight"), objects);
    root.insert(QStringLiteral("portals"), portals);

    root.insert(QStringLiteral("environment"),
                environmentJson(uvtt.value(QLatin1String("environment")), board.ambient));
    // Lights that a file imported before lights were live still keeps under board.uvtt go
    // back as they came, before the board's own.
    QJsonArray lights = uvtt.value(QLatin1String("lights")).toArray();
    for (const auto &light : board.lights) {
        const auto at = LightField::pointOf(light, encounter);
        if (at)
            lights.append(lightJson(light, *at));
    }
    root.insert(QStringLiteral("lights"), lights);
    root.insert(QStringLiteral("image"), QString::fromLatin1(png.toBase64()));
    root.insert(QStringLiteral("gridkeep"), EncounterWriter::toJson(encounter));
    return root;
}

std::optional<QByteArray> UvttWriter::toBytes(const Encounter &encounter, const QImage &map,
                                              int pixelsPerGrid, QString *error)
{
    const auto json = toJson(encounter, map, pixelsPerGrid, error);
    if (!json)
        return std::nullopt;
    return QJsonDocument(*json).toJson(QJsonDocument::Compact);
}

bool UvttWriter::writeFile(const Encounter &encounter, const QImage &map, int pixelsPerGrid,
                           const QString &fileName)
{
    QString why;
    const auto bytes = toBytes(encounter, map, pixelsPerGrid, &why);
    if (!bytes) {
        m_error = QStringLiteral("%1: %2").arg(fileName, why);
        return false;
    }
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly)) {
        m_error = QCoreApplication::translate("UvttWriter", "%1: cannot write: %2")
                      .arg(fileName, file.errorString());
        return false;
    }
    if (!AtomicSave::writeAndCommit(file, *bytes)) {
        m_error = QCoreApplication::translate("UvttWriter", "%1: cannot save: %2")
                      .arg(fileName, file.errorString());
        return false;
    }
    m_error.clear();
    return true;
}
