#include "uvttreader.h"

#include "dataurl.h"
#include "encounterreader.h"

#include "model/fixedpoint.h"
#include "model/rulesetregistry.h"

#include <QBuffer>
#include <QColor>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QRegularExpression>
#include <cmath>

namespace
{

// Thrown inside the parser only; readBytes() turns it into a LoadError.
struct Refusal {
    QString path;
    QString message;
};

[[noreturn]] void refuse(const QString &path, const QString &message)
{
    throw Refusal{path, message};
}

QString describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 17);
    case QJsonValue::String: {
        const auto s = v.toString();
        return QLatin1Char('"') + (s.size() > 40 ? s.left(40) + QStringLiteral("…") : s) +
               QLatin1Char('"');
    }
    case QJsonValue::Array:
        return QCoreApplication::translate("UvttReader", "a list");
    case QJsonValue::Object:
        return QCoreApplication::translate("UvttReader", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString at(const QString &path, qsizetype index)
{
    return path + QStringLiteral("[%1]").arg(index);
}

QJsonValue required(const QJsonObject &o, const QString &path, const char *key)
{
    const auto k = QLatin1String(key);
    if (!o.contains(k))
        refuse(join(path, k), QCoreApplication::translate(
                                  "UvttReader", "expected a value, but the key is missing"));
    return o.value(k);
}

QJsonObject objectAt(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        refuse(path, QCoreApplication::translate("UvttReader", "expected an object, got %1")
                         .arg(describe(v)));
    return v.toObject();
}

// An optional list: absent is empty.
QJsonArray listAt(const QJsonObject &o, const QString &path, const char *key, const char *what)
{
    const auto k = QLatin1String(key);
    if (!o.contains(k))
        return {};
    const auto v = o.value(k);
    if (!v.isArray())
        refuse(join(path, k),
               QCoreApplication::translate("UvttReader", "expected a list of %1, got %2")
                   .arg(QLatin1String(what), describe(v)));
    return v.toArray();
}

// A number as an encounter allows it: finite and below 10⁹ in size (docs/file-format.md §2).
double numberAt(const QJsonValue &v, const QString &path)
{
    if (!v.isDouble() || !FixedPoint::isRepresentable(v.toDouble()))
        refuse(path, QCoreApplication::translate("UvttReader", "expected a number, got %1")
                         .arg(describe(v)));
    return v.toDouble();
}

// Optional keys whose type is known: checked, then kept as they are.
void checkOptional(const QJsonObject &o, const QString &path, const char *key,
                   QJsonValue::Type type)
{
    const auto k = QLatin1String(key);
    if (!o.contains(k))
        return;
    const auto v = o.value(k);
    if (type == QJsonValue::Double) {
        numberAt(v, join(path, k));
        return;
    }
    if (v.type() != type)
        refuse(join(path, k),
               QCoreApplication::translate("UvttReader", "expected %1, got %2")
                   .arg(type == QJsonValue::Bool
                            ? QCoreApplication::translate("UvttReader", "true or false")
                            : QCoreApplication::translate("UvttReader", "a string"),
                        describe(v)));
}

// A point in micro grid units (FixedPoint), converted exactly as the encounter reader does.
struct Micro {
    qint64 x = 0;
    qint64 y = 0;
};

Micro pointAt(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        refuse(path, QCoreApplication::translate("UvttReader",
                                                 "expected a point {\"x\": …, \"y\": …}, got %1")
                         .arg(describe(v)));
    const auto o = v.toObject();
    return {
        FixedPoint::fromDouble(numberAt(required(o, path, "x"), join(path, QStringLiteral("x")))),
        FixedPoint::fromDouble(numberAt(required(o, path, "y"), join(path, QStringLiteral("y"))))};
}

QByteArray withoutWhitespace(const QByteArray &text)
{
    QByteArray out;
    out.reserve(text.size());
    for (const char c : text) {
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
            out += c;
    }
    return out;
}

// Restores the process-wide QImageReader allocation limit after the check.
class AllocationLimit
{
public:
    explicit AllocationLimit(int mb) : m_previous(QImageReader::allocationLimit())
    {
        QImageReader::setAllocationLimit(mb);
    }
    ~AllocationLimit() { QImageReader::setAllocationLimit(m_previous); }
    AllocationLimit(const AllocationLimit &) = delete;
    AllocationLimit &operator=(const AllocationLimit &) = delete;

private:
    int m_previous;
};

QString formatName(const QByteArray &format)
{
    if (format == "png")
        return QStringLiteral("PNG");
    if (format == "jpeg")
        return QStringLiteral("JPEG");
    return QStringLiteral("WebP");
}

class Parser
{
public:
    Parser(QString fileName, QString rulesId)
        : m_fileName(std::move(fileName)), m_rulesId(std::move(rulesId))
    {
    }

    UvttImport parse(const QJsonObject &root)
    {
        const auto rules = findRules();
        readFormat(root);
        readResolution(root);

        QList<WallSegment> walls;
        readPolylines(root, "line_of_sight", false, walls);
        readPolylines(root, "objects_line_of_sight", true, walls);
        readPortals(root, walls);
        QJsonObject uvtt;
        uvtt.insert(QStringLiteral("lights"), readLights(root));
        if (root.contains(QLatin1String("environment")))
            uvtt.insert(QStringLiteral("environment"), readEnvironment(root));
        if (root.contains(QLatin1String("format")))
            uvtt.insert(QStringLiteral("format"), root.value(QLatin1String("format")));
        QJsonObject other = root;
        for (const char *key : {"format", "resolution", "line_of_sight", "objects_line_of_sight",
                                "portals", "environment", "lights", "image", "gridkeep"})
            other.remove(QLatin1String(key));
        if (!other.isEmpty())
            uvtt.insert(QStringLiteral("otherKeys"), other);

        const auto [imageBytes, imageFormat] = readImage(root);
        MapBackground background;
        background.image = DataUrl::encode(imageBytes, QStringLiteral("image/") +
                                                           QString::fromLatin1(imageFormat));
        background.cellPixels = m_pixelsPerGrid;

        UvttImport result;
        if (restore(root, background, result))
            return result;

        auto &e = result.encounter;
        e.name = m_fileName.isEmpty() ? QString() : QFileInfo(m_fileName).completeBaseName();
        e.rulesId = rules->id;
        e.rules = rules;
        // A UVTT map has no sides; the two a new encounter starts with let the GM drop
        // miniatures on it straight away (docs/file-format.md §12.1).
        e.sides = {
            Side{QStringLiteral("party"), QStringLiteral("Party"), QColor(0x15, 0x65, 0xc0), {}},
            Side{QStringLiteral("foes"), QStringLiteral("Foes"), QColor(0xc6, 0x28, 0x28), {}}};
        e.board.kind = Board::Kind::Square;
        auto &b = e.board.square;
        b.width = m_width;
        b.height = m_height;
        b.walls = walls;
        b.background = background;
        b.rebuild(*rules);
        // docs/rules.md §8.3: the lights become live lights and the ambient light a level;
        // what Gridkeep does not read stays with each light for the export.
        b.lights = liveLights(uvtt.take(QStringLiteral("lights")).toArray());
        const auto environment = uvtt.value(QLatin1String("environment")).toObject();
        if (environment.contains(QLatin1String("ambient_light"))) {
            b.ambient = ambientLevel(environment.value(QLatin1String("ambient_light")).toString());
            b.ambientWritten = true;
        }
        e.board.extra.insert(QStringLiteral("uvtt"), uvtt);
        result.warnings = m_warnings + m_placeWarnings;
        return result;
    }

private:
    std::shared_ptr<const RuleSet> findRules()
    {
        const auto id =
            m_rulesId.isEmpty() ? QString::fromLatin1(UvttReader::DefaultRules) : m_rulesId;
        QString why;
        auto rules = RuleSetRegistry::instance().find(id, &why);
        if (!rules)
            refuse({},
                   QCoreApplication::translate("UvttReader",
                                               "expected one of the rule sets %1, got \"%2\"")
                       .arg(RuleSetRegistry::instance().availableIds().join(QStringLiteral(", ")),
                            id));
        if (!rules->isSquare())
            refuse({}, QCoreApplication::translate(
                           "UvttReader", "expected a rule set with a square board; \"%1\" uses the "
                                         "Combat Grid")
                           .arg(id));
        return rules;
    }

    void readFormat(const QJsonObject &root)
    {
        if (!root.contains(QLatin1String("format"))) {
            m_warnings << QCoreApplication::translate("UvttReader",
                                                      "format: missing; read as format 0.3");
            return;
        }
        const auto v = root.value(QLatin1String("format"));
        if (!v.isDouble() || !std::isfinite(v.toDouble()))
            refuse(
                QStringLiteral("format"),
                QCoreApplication::translate("UvttReader", "expected a number such as 0.3, got %1")
                    .arg(describe(v)));
        const double format = v.toDouble();
        if (std::fabs(format - 0.2) > 1e-9 && std::fabs(format - 0.3) > 1e-9)
            m_warnings << QCoreApplication::translate(
                              "UvttReader",
                              "format: expected 0.2 or 0.3, got %1; read as format 0.3")
                              .arg(QString::number(format, 'g', 17));
    }

    void readResolution(const QJsonObject &root)
    {
        const QString path = QStringLiteral("resolution");
        const auto resolution = objectAt(required(root, {}, "resolution"), path);

        if (resolution.contains(QLatin1String("map_origin"))) {
            const auto origin = pointAt(resolution.value(QLatin1String("map_origin")),
                                        join(path, QStringLiteral("map_origin")));
            m_originX = origin.x;
            m_originY = origin.y;
        }

        const auto sizePath = join(path, QStringLiteral("map_size"));
        const auto size = objectAt(required(resolution, path, "map_size"), sizePath);
        const double sx = mapSide(size, sizePath, "x");
        const double sy = mapSide(size, sizePath, "y");
        // A side of 30.0000001 grid squares is 30 cells, not 31.
        const double cx = std::max(1.0, std::ceil(sx - 1e-6));
        const double cy = std::max(1.0, std::ceil(sy - 1e-6));
        if (cx * cy > EncounterReader::MaxBoardCells)
            refuse(sizePath, QCoreApplication::translate(
                                 "UvttReader", "expected at most %1 grid squares in all, got %2×%3")
                                 .arg(EncounterReader::MaxBoardCells)
                                 .arg(QString::number(sx, 'g', 17), QString::number(sy, 'g', 17)));
        m_width = static_cast<int>(cx);
        m_height = static_cast<int>(cy);
        m_mapX = sx;
        m_mapY = sy;

        const auto ppgPath = join(path, QStringLiteral("pixels_per_grid"));
        const auto ppg = required(resolution, path, "pixels_per_grid");
        if (!ppg.isDouble() || !std::isfinite(ppg.toDouble()) || ppg.toDouble() <= 0 ||
            ppg.toDouble() >= 1e9)
            refuse(ppgPath,
                   QCoreApplication::translate(
                       "UvttReader", "expected a positive number of pixels per grid square, got %1")
                       .arg(describe(ppg)));
        m_pixelsPerGrid = ppg.toDouble();
    }

    static double mapSide(const QJsonObject &size, const QString &path, const char *key)
    {
        const auto v = required(size, path, key);
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() <= 0)
            refuse(join(path, QLatin1String(key)),
                   QCoreApplication::translate("UvttReader",
                                               "expected a positive number of grid squares, got %1")
                       .arg(describe(v)));
        return v.toDouble();
    }

    // A UVTT point in grid units as a board point in micro-cells: map_origin is the board's
    // top-left corner.
    Micro boardPoint(const QJsonValue &v, const QString &path) const
    {
        const auto p = pointAt(v, path);
        return {p.x - m_originX, p.y - m_originY};
    }

    bool onMap(const Micro &p) const
    {
        return p.x >= 0 && p.y >= 0 && p.x <= qint64(m_width) * FixedPoint::Scale &&
               p.y <= qint64(m_height) * FixedPoint::Scale;
    }

    void countSegment(const QString &path)
    {
        if (++m_segments > UvttReader::MaxSegments)
            refuse(path, QCoreApplication::translate(
                             "UvttReader", "expected at most %1 wall segments and portals in all; "
                                           "this file has more")
                             .arg(UvttReader::MaxSegments));
    }

    // "one" and "many" are whole sentences (%1 path, %2 count, %3×%4 map), chosen here rather
    // than by a %n plural because gridkeep-cli prints the untranslated English text.
    QString outside(const QString &path, qsizetype count, const char *one, const char *many) const
    {
        return QCoreApplication::translate("UvttReader", count == 1 ? one : many)
            .arg(path, QString::number(count), QString::number(m_width), QString::number(m_height));
    }

    void readPolylines(const QJsonObject &root, const char *key, bool objects,
                       QList<WallSegment> &walls)
    {
        const QString path = QLatin1String(key);
        const auto lines = listAt(root, {}, key, "polylines");
        qsizetype dropped = 0;
        qsizetype empty = 0;
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const auto linePath = at(path, i);
            if (!lines[i].isArray())
                refuse(linePath, QCoreApplication::translate(
                                     "UvttReader", "expected a polyline (a list of points), got %1")
                                     .arg(describe(lines[i])));
            const auto points = lines[i].toArray();
            Micro previous;
            for (qsizetype p = 0; p < points.size(); ++p) {
                const auto point = boardPoint(points[p], at(linePath, p));
                if (p > 0) {
                    countSegment(linePath);
                    if (point.x == previous.x && point.y == previous.y) {
                        ++empty;
                    } else if (!onMap(previous) || !onMap(point)) {
                        ++dropped;
                    } else {
                        WallSegment wall{previous.x, previous.y, point.x, point.y, {}, {}};
                        if (objects)
                            wall.extra.insert(QStringLiteral("uvtt"),
                                              QJsonObject{{QStringLiteral("objects"), true}});
                        walls << wall;
                    }
                }
                previous = point;
            }
        }
        if (dropped > 0)
            m_placeWarnings << outside(
                path, dropped,
                QT_TRANSLATE_NOOP("UvttReader",
                                  "%1: %2 wall segment outside the %3×%4 map was left out"),
                QT_TRANSLATE_NOOP("UvttReader",
                                  "%1: %2 wall segments outside the %3×%4 map were left out"));
        if (empty > 0)
            m_placeWarnings << (empty == 1 ? QCoreApplication::translate(
                                                 "UvttReader",
                                                 "%1: %2 wall segment of length 0 was left out")
                                           : QCoreApplication::translate(
                                                 "UvttReader",
                                                 "%1: %2 wall segments of length 0 were left out"))
                                   .arg(path, QString::number(empty));
    }

    void readPortals(const QJsonObject &root, QList<WallSegment> &walls)
    {
        const QString path = QStringLiteral("portals");
        const auto portals = listAt(root, {}, "portals", "portals");
        qsizetype dropped = 0;
        for (qsizetype i = 0; i < portals.size(); ++i) {
            const auto portalPath = at(path, i);
            const auto portal = objectAt(portals[i], portalPath);
            const auto boundsPath = join(portalPath, QStringLiteral("bounds"));
            const auto bounds = required(portal, portalPath, "bounds");
            if (!bounds.isArray() || bounds.toArray().size() != 2)
                refuse(boundsPath, QCoreApplication::translate(
                                       "UvttReader", "expected two points [{x, y}, {x, y}], got %1")
                                       .arg(describe(bounds)));
            const auto from = boardPoint(bounds.toArray()[0], at(boundsPath, 0));
            const auto to = boardPoint(bounds.toArray()[1], at(boundsPath, 1));
            checkOptional(portal, portalPath, "closed", QJsonValue::Bool);
            checkOptional(portal, portalPath, "freestanding", QJsonValue::Bool);
            checkOptional(portal, portalPath, "rotation", QJsonValue::Double);
            if (portal.contains(QLatin1String("position")))
                pointAt(portal.value(QLatin1String("position")),
                        join(portalPath, QStringLiteral("position")));
            countSegment(portalPath);
            if (!onMap(from) || !onMap(to)) {
                ++dropped;
                continue;
            }
            WallSegment door{from.x, from.y, to.x, to.y, {}, {}};
            door.door = portal.value(QLatin1String("closed")).toBool(true)
                            ? WallSegment::Door::Closed
                            : WallSegment::Door::Open;
            // position and rotation follow from the bounds; the export writes them again.
            QJsonObject keep = portal;
            for (const char *key : {"position", "bounds", "rotation", "closed"})
                keep.remove(QLatin1String(key));
            if (!keep.value(QLatin1String("freestanding")).toBool())
                keep.remove(QLatin1String("freestanding"));
            if (!keep.isEmpty())
                door.extra.insert(QStringLiteral("uvtt"), keep);
            walls << door;
        }
        if (dropped > 0)
            m_placeWarnings << outside(
                path, dropped,
                QT_TRANSLATE_NOOP("UvttReader", "%1: %2 door outside the %3×%4 map was left out"),
                QT_TRANSLATE_NOOP("UvttReader",
                                  "%1: %2 doors outside the %3×%4 map were left out"));
    }

    QJsonArray readLights(const QJsonObject &root)
    {
        const QString path = QStringLiteral("lights");
        const auto lights = listAt(root, {}, "lights", "lights");
        QJsonArray kept;
        qsizetype dropped = 0;
        for (qsizetype i = 0; i < lights.size(); ++i) {
            const auto lightPath = at(path, i);
            auto light = objectAt(lights[i], lightPath);
            const auto position = boardPoint(required(light, lightPath, "position"),
                                             join(lightPath, QStringLiteral("position")));
            checkOptional(light, lightPath, "range", QJsonValue::Double);
            checkOptional(light, lightPath, "intensity", QJsonValue::Double);
            checkOptional(light, lightPath, "color", QJsonValue::String);
            checkOptional(light, lightPath, "shadows", QJsonValue::Bool);
            if (!onMap(position)) {
                ++dropped;
                continue;
            }
            // Kept in cell units, so that an export with map_origin {0, 0} puts it back.
            light.insert(QStringLiteral("position"),
                         QJsonObject{{QStringLiteral("x"), FixedPoint::toDouble(position.x)},
                                     {QStringLiteral("y"), FixedPoint::toDouble(position.y)}});
            kept.append(light);
        }
        if (dropped > 0)
            m_placeWarnings << outside(
                path, dropped,
                QT_TRANSLATE_NOOP("UvttReader", "%1: %2 light outside the %3×%4 map was left out"),
                QT_TRANSLATE_NOOP("UvttReader",
                                  "%1: %2 lights outside the %3×%4 map were left out"));
        return kept;
    }

    // Each kept light (its position already in cells) as a light that is on, with dim = range
    // and bright = range / 2 (docs/file-format.md §12.1).
    QList<Light> liveLights(const QJsonArray &kept)
    {
        QList<Light> lights;
        for (qsizetype i = 0; i < kept.size(); ++i) {
            auto json = kept[i].toObject();
            const auto position = json.take(QStringLiteral("position")).toObject();
            Light light;
            light.id = QStringLiteral("light-%1").arg(i + 1);
            light.x = FixedPoint::fromDouble(position.value(QLatin1String("x")).toDouble());
            light.y = FixedPoint::fromDouble(position.value(QLatin1String("y")).toDouble());
            double range = json.value(QLatin1String("range")).toDouble(0);
            if (range < 0 || range > Limits::MaxLightRadius) {
                const double clamped = std::clamp<double>(range, 0, Limits::MaxLightRadius);
                m_warnings << QCoreApplication::translate(
                                  "UvttReader",
                                  "lights[%1].range: expected 0 to %2 grid squares, got "
                                  "%3; read as %4")
                                  .arg(i)
                                  .arg(Limits::MaxLightRadius)
                                  .arg(range)
                                  .arg(clamped);
                range = clamped;
            }
            light.dim = FixedPoint::fromDouble(range);
            light.bright = light.dim / 2;
            const auto colour = json.value(QLatin1String("color")).toString();
            static const QRegularExpression hex(
                QStringLiteral("^([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"));
            if (hex.match(colour).hasMatch())
                light.color = QLatin1Char('#') + colour.toLower();
            light.uvtt = json;
            lights << light;
        }
        return lights;
    }

    // `ambient_light` as a level; a value that is no colour reads as bright, with a warning.
    LightLevel ambientLevel(const QString &argb)
    {
        const auto level = LightLevels::fromArgb(argb);
        if (!level)
            m_warnings << QCoreApplication::translate(
                              "UvttReader",
                              "environment.ambient_light: expected AARRGGBB, got \"%1\"; "
                              "read as bright")
                              .arg(argb);
        return level.value_or(LightLevel::Bright);
    }

    static QJsonObject readEnvironment(const QJsonObject &root)
    {
        const QString path = QStringLiteral("environment");
        const auto environment = objectAt(root.value(QLatin1String("environment")), path);
        checkOptional(environment, path, "baked_lighting", QJsonValue::Bool);
        checkOptional(environment, path, "ambient_light", QJsonValue::String);
        return environment;
    }

    std::pair<QByteArray, QByteArray> readImage(const QJsonObject &root)
    {
        const QString path = QStringLiteral("image");
        const auto v = required(root, {}, "image");
        if (!v.isString())
            refuse(path, QCoreApplication::translate(
                             "UvttReader", "expected the map picture as base64 text, got %1")
                             .arg(describe(v)));
        QByteArray text = v.toString().toLatin1();
        // Some tools write a whole data URL; its payload is the same base64.
        if (text.startsWith("data:") && text.contains(','))
            text = text.mid(text.indexOf(',') + 1);
        text = withoutWhitespace(text);
        if (text.isEmpty())
            refuse(path, QCoreApplication::translate(
                             "UvttReader", "expected the map picture as base64 text, got an empty "
                                           "string"));
        auto decoded = QByteArray::fromBase64Encoding(
            text, QByteArray::Base64Encoding | QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded)
            decoded = QByteArray::fromBase64Encoding(
                text, QByteArray::Base64UrlEncoding | QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded || decoded.decoded.isEmpty())
            refuse(path, QCoreApplication::translate(
                             "UvttReader", "expected base64 text, but it is not valid base64"));
        const auto bytes = std::move(decoded.decoded);
        // The picture becomes the board's embedded background, which the encounter reader
        // would refuse above this size (model/limits.h).
        if (bytes.size() > Limits::MaxImageBytes)
            refuse(path, QCoreApplication::translate(
                             "UvttReader", "expected a picture of at most %1 MB, got %2 MB")
                             .arg(Limits::MaxImageBytes / (1024 * 1024))
                             .arg(bytes.size() / (1024 * 1024)));
        const auto format = UvttReader::imageFormat(bytes);
        if (format.isEmpty())
            refuse(path, QCoreApplication::translate(
                             "UvttReader", "expected a PNG, JPEG or WebP picture, but the data is "
                                           "none of these (it starts with %1)")
                             .arg(QString::fromLatin1(bytes.left(8).toHex(' '))));
        const QSize size = checkImage(bytes, format, path);

        if (size.width() > UvttReader::LargeImageSide || size.height() > UvttReader::LargeImageSide)
            m_warnings << QCoreApplication::translate(
                              "UvttReader", "%1: the picture is %2×%3 pixels, more than %4 on "
                                            "a side; it is kept, and the app shows it scaled")
                              .arg(path)
                              .arg(size.width())
                              .arg(size.height())
                              .arg(UvttReader::LargeImageSide);
        const double expectedW = m_mapX * m_pixelsPerGrid;
        const double expectedH = m_mapY * m_pixelsPerGrid;
        if (std::fabs(size.width() - expectedW) > 1 || std::fabs(size.height() - expectedH) > 1)
            m_warnings << QCoreApplication::translate(
                              "UvttReader", "%1: the picture is %2×%3 pixels, but map_size × "
                                            "pixels_per_grid is %4×%5; the grid follows "
                                            "pixels_per_grid (%6 pixels a square)")
                              .arg(path)
                              .arg(size.width())
                              .arg(size.height())
                              .arg(QString::number(expectedW, 'g', 10),
                                   QString::number(expectedH, 'g', 10),
                                   QString::number(m_pixelsPerGrid, 'g', 10));
        return {bytes, format};
    }

    // Decodes the picture once, under an allocation limit, to be sure the app can show it.
    static QSize checkImage(const QByteArray &bytes, const QByteArray &format, const QString &path)
    {
        QBuffer buffer;
        buffer.setData(bytes);
        buffer.open(QIODevice::ReadOnly);
        QImageReader reader(&buffer, format);
        reader.setAutoDetectImageFormat(false);
        const QSize declared = reader.size();
        const qint64 limit = qint64(UvttReader::ImageAllocationLimitMb) * 1024 * 1024;
        if (declared.isValid() && qint64(declared.width()) * declared.height() * 4 > limit)
            refuse(path, QCoreApplication::translate(
                             "UvttReader", "expected a picture of at most %1 MB once decoded, got "
                                           "%2×%3 pixels")
                             .arg(UvttReader::ImageAllocationLimitMb)
                             .arg(declared.width())
                             .arg(declared.height()));
        QImage image;
        {
            const AllocationLimit guard(UvttReader::ImageAllocationLimitMb);
            if (!reader.read(&image) || image.isNull())
                refuse(path,
                       QCoreApplication::translate(
                           "UvttReader", "expected a %1 picture that decodes, but it does not "
                                         "(%2)")
                           .arg(formatName(format), reader.errorString()));
        }
        return image.size();
    }

    // A Gridkeep export keeps the whole encounter under "gridkeep" (docs/file-format.md §12.5).
    bool restore(const QJsonObject &root, const MapBackground &background, UvttImport &result)
    {
        if (!root.contains(QLatin1String("gridkeep")))
            return false;
        const auto v = root.value(QLatin1String("gridkeep"));
        if (!v.isObject()) {
            m_warnings << QCoreApplication::translate(
                              "UvttReader", "gridkeep: expected the encounter a Gridkeep export "
                                            "stores, got %1; the map was imported from the UVTT "
                                            "data alone")
                              .arg(describe(v));
            return false;
        }
        EncounterReader reader;
        auto stored = reader.readBytes(QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact),
                                       m_fileName);
        if (!stored) {
            const auto &error = reader.error();
            m_warnings << QCoreApplication::translate(
                              "UvttReader", "gridkeep: holds no encounter Gridkeep can read "
                                            "(gridkeep.%1: %2); the map was imported from the UVTT "
                                            "data alone")
                              .arg(error.path, error.message);
            return false;
        }
        if (!m_rulesId.isEmpty() && m_rulesId != stored->rulesId)
            m_warnings << QCoreApplication::translate(
                              "UvttReader",
                              "gridkeep: the stored encounter uses the rule set \"%1\"; "
                              "it was kept, and \"%2\" was not applied")
                              .arg(stored->rulesId, m_rulesId);
        // The file's image is our own rendering of this very encounter (terrain, walls and
        // labels drawn in), so it is not made the background: that would draw everything twice
        // and go stale with the first terrain edit. The stored encounter comes back as it was.
        Q_UNUSED(background);
        result.encounter = std::move(*stored);
        result.warnings = m_warnings;
        result.restored = true;
        return true;
    }

    QString m_fileName;
    QString m_rulesId;
    qint64 m_originX = 0;
    qint64 m_originY = 0;
    int m_width = 0;
    int m_height = 0;
    double m_mapX = 0;
    double m_mapY = 0;
    double m_pixelsPerGrid = 0;
    qsizetype m_segments = 0;
    QStringList m_warnings;      // about the file as a whole
    QStringList m_placeWarnings; // walls, doors and lights left out (moot when restoring)
};

int lineOf(const QByteArray &bytes, qsizetype offset, int *column)
{
    int line = 1;
    qsizetype lineStart = 0;
    for (qsizetype i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ++line;
            lineStart = i + 1;
        }
    }
    *column = static_cast<int>(offset - lineStart + 1);
    return line;
}

// Refused before it is parsed (docs/file-format.md §14): the file is checked before it is read
// whole, the bytes again when they come from elsewhere.
LoadError tooLarge(const QString &fileName, qint64 size)
{
    return LoadError{
        fileName,
        {},
        QCoreApplication::translate("UvttReader", "expected a file of at most %1 MB, got %2 MB")
            .arg(UvttReader::MaxFileBytes / (1024 * 1024))
            .arg(size / (1024 * 1024))};
}

} // namespace

QByteArray UvttReader::imageFormat(const QByteArray &bytes)
{
    if (bytes.startsWith("\x89PNG"))
        return "png";
    if (bytes.startsWith("\xFF\xD8\xFF"))
        return "jpeg";
    if (bytes.size() >= 12 && bytes.startsWith("RIFF") && bytes.mid(8, 4) == "WEBP")
        return "webp";
    return {};
}

UvttReader::Result UvttReader::readFile(const QString &fileName, const QString &rulesId)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return LoadError{fileName,
                         {},
                         QCoreApplication::translate("UvttReader", "cannot open the file: %1")
                             .arg(file.errorString())};
    if (file.size() > MaxFileBytes)
        return tooLarge(fileName, file.size());
    return readBytes(file.readAll(), fileName, rulesId);
}

UvttReader::Result UvttReader::readBytes(const QByteArray &bytes, const QString &fileName,
                                         const QString &rulesId)
{
    if (bytes.size() > MaxFileBytes)
        return tooLarge(fileName, bytes.size());
    QJsonParseError parseError;
    const auto doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        int column = 0;
        const int line = lineOf(bytes, parseError.offset, &column);
        return LoadError{
            fileName,
            {},
            QCoreApplication::translate(
                "UvttReader", "expected valid JSON, but line %1, column %2 has an error: %3")
                .arg(line)
                .arg(column)
                .arg(parseError.errorString())};
    }
    if (!doc.isObject())
        return LoadError{
            fileName,
            {},
            QCoreApplication::translate("UvttReader", "expected a JSON object at the top level")};
    try {
        return Parser(fileName, rulesId).parse(doc.object());
    } catch (const Refusal &refusal) {
        return LoadError{fileName, refusal.path, refusal.message};
    }
}
