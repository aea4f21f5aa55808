#include "boardrenderer.h"

#include "lightshade.h"

#include "engine/playersencounter.h"
#include "model/fixedpoint.h"

#include <QBuffer>
#include <QFont>
#include <QFontMetricsF>
#include <QGuiApplication>
#include <QImageReader>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QSaveFile>
#include <QSet>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace
{

// Colours for sides whose file gives none: distinct, readable on a light board. The same list,
// in the same order, as the app's, so an export matches the screen.
const QColor FallbackSideColors[] = {
    QColor(0x2e, 0x7d, 0x32), QColor(0xc6, 0x28, 0x28), QColor(0x15, 0x65, 0xc0),
    QColor(0x6a, 0x1b, 0x9a), QColor(0xef, 0x6c, 0x00), QColor(0x00, 0x83, 0x8f),
    QColor(0xad, 0x14, 0x57), QColor(0x5d, 0x40, 0x37),
};

bool similarColor(const QColor &a, const QColor &b)
{
    const int dr = a.red() - b.red();
    const int dg = a.green() - b.green();
    const int db = a.blue() - b.blue();
    return dr * dr + dg * dg + db * db < 60 * 60;
}

QPointF wallPoint(qint64 x, qint64 y)
{
    return {FixedPoint::toDouble(x), FixedPoint::toDouble(y)};
}

QString metersLabel(qint64 micrometres)
{
    return QString::number(FixedPoint::toDouble(micrometres), 'g', 6) + QStringLiteral(" m");
}

// The background's data URL decoded with an allocation limit: a hostile file cannot make the
// export allocate gigabytes.
QImage decodeBackground(const QString &url)
{
    if (!url.startsWith(QLatin1String("data:")))
        return {};
    const auto comma = url.indexOf(QLatin1Char(','));
    if (comma < 0)
        return {};
    const auto header = QStringView(url).mid(5, comma - 5);
    const auto payload = QStringView(url).mid(comma + 1).toLatin1();
    QByteArray bytes = header.endsWith(QLatin1String(";base64"))
                           ? QByteArray::fromBase64(payload)
                           : QByteArray::fromPercentEncoding(payload);
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    QImageReader reader(&buffer);
    reader.setAllocationLimit(BoardRenderer::BackgroundAllocationLimitMb);
    QImage image = reader.read();
    if (image.isNull())
        return {};
    return image.convertToFormat(QImage::Format_ARGB32_Premultiplied);
}

// Text drawn in cell units: the painter is scaled to cells, so the font is set large and the
// painter scaled down around it (as the app's elevation labels are drawn).
constexpr qreal FontPixels = 100;

QFont textFont(bool bold = true, bool italic = false)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(FontPixels));
    font.setBold(bold);
    font.setItalic(italic);
    return font;
}

qreal textWidth(QPainter &painter, const QFont &font, const QString &text, qreal height)
{
    return QFontMetricsF(font, painter.device()).horizontalAdvance(text) * height / FontPixels;
}

// Draws `text` `height` cells tall, aligned in `box` (in cells).
void drawText(QPainter &painter, const QRectF &box, int flags, const QString &text, qreal height,
              const QFont &font)
{
    if (!BoardRenderer::canDrawText() || text.isEmpty())
        return;
    const qreal k = height / FontPixels;
    painter.save();
    painter.translate(box.topLeft());
    painter.scale(k, k);
    painter.setFont(font);
    painter.drawText(QRectF(0, 0, box.width() / k, box.height() / k), flags, text);
    painter.restore();
}

// Text on a dark token plate must fit: elide it to `width` cells.
QString elided(QPainter &painter, const QFont &font, const QString &text, qreal height, qreal width)
{
    if (!BoardRenderer::canDrawText())
        return text;
    return QFontMetricsF(font, painter.device())
        .elidedText(text, Qt::ElideRight, width * FontPixels / height);
}

QColor inkOn(const QColor &c)
{
    return 0.299 * c.redF() + 0.587 * c.greenF() + 0.114 * c.blueF() > 0.68
               ? QColor(0x1a, 0x1a, 0x1a)
               : QColor(Qt::white);
}

} // namespace

BoardRenderer::BoardRenderer(const Encounter &gm, const Options &options) : m_options(options)
{
    m_valid =
        gm.board.isSquare() && gm.rules && gm.board.square.width > 0 && gm.board.square.height > 0;
    if (options.players) {
        m_fog = FogView::of(gm);
        m_encounter = PlayersEncounter::of(gm, m_fog);
    } else {
        m_encounter = gm;
    }
    m_sideColors = sideColors(m_encounter);
    if (!m_valid)
        return;
    const auto &board = m_encounter.board.square;

    // Walls: the players get only the parts beside a cell the fog shows.
    for (const WallSegment &wall : board.walls) {
        const QPointF a = wallPoint(wall.x1, wall.y1);
        const QPointF b = wallPoint(wall.x2, wall.y2);
        if (!m_fog.enabled()) {
            m_walls << WallPiece{QLineF(a, b), wall.door};
            continue;
        }
        auto besideShown = [&](const QPointF &p) {
            constexpr qreal e = 1e-6;
            for (qreal dx : {-e, e}) {
                for (qreal dy : {-e, e}) {
                    if (shown(int(std::floor(p.x() + dx)), int(std::floor(p.y() + dy))))
                        return true;
                }
            }
            return false;
        };
        if (wall.door != WallSegment::Door::None) {
            if (besideShown((a + b) / 2))
                m_walls << WallPiece{QLineF(a, b), wall.door};
            continue;
        }
        // Cut the wall where it crosses a grid line and keep the pieces beside a shown cell.
        QList<qreal> cuts{0.0, 1.0};
        auto crossings = [&](qreal from, qreal to) {
            if (from == to)
                return;
            for (qreal k = std::ceil(qMin(from, to)); k <= std::floor(qMax(from, to)); k += 1)
                cuts << (k - from) / (to - from);
        };
        crossings(a.x(), b.x());
        crossings(a.y(), b.y());
        std::sort(cuts.begin(), cuts.end());
        QPointF start;
        bool open = false;
        for (int i = 0; i + 1 < cuts.size(); ++i) {
            const qreal t0 = cuts[i];
            const qreal t1 = cuts[i + 1];
            if (t1 - t0 < 1e-9)
                continue;
            const QPointF mid = a + (b - a) * ((t0 + t1) / 2);
            if (besideShown(mid)) {
                if (!open)
                    start = a + (b - a) * t0;
                open = true;
            } else if (open) {
                m_walls << WallPiece{QLineF(start, a + (b - a) * t0), wall.door};
                open = false;
            }
        }
        if (open)
            m_walls << WallPiece{QLineF(start, b), wall.door};
    }

    // Light and darkness (docs/rules.md §8), computed once for every page or tile; for the players
    // from their encounter, and blank under unrevealed fog so the picture holds nothing of it.
    LightField light;
    light.rebuild(m_encounter);
    m_light = LightShade::render(light, m_encounter,
                                 LightShade::samplesPerCell(board.width, board.height, 2048),
                                 LightShade::Style(), [this](int x, int y) { return shown(x, y); });

    if (!board.background.isEmpty()) {
        m_background = decodeBackground(board.background.image);
        if (!m_background.isNull() && m_fog.enabled()) {
            // Black out the picture under unrevealed cells before it is ever drawn, so the
            // players' PNG or PDF does not carry those pixels at all.
            const QRectF target = backgroundTarget();
            const qreal sx = m_background.width() / target.width();
            const qreal sy = m_background.height() / target.height();
            QPainter painter(&m_background);
            painter.setPen(Qt::NoPen);
            painter.setBrush(Qt::black);
            // Off the board counts as hidden too.
            QPainterPath hidden;
            hidden.addRect(QRectF(QPointF(0, 0), m_background.size()).adjusted(-1, -1, 1, 1));
            QPainterPath shownCells;
            for (int y = 0; y < board.height; ++y) {
                for (int x = 0; x < board.width; ++x) {
                    if (shown(x, y)) {
                        shownCells.addRect(
                            QRectF((x - target.left()) * sx, (y - target.top()) * sy, sx, sy));
                    }
                }
            }
            painter.drawPath(hidden.subtracted(shownCells.simplified()));
        }
    }
}

QSize BoardRenderer::boardSize() const
{
    return {m_encounter.board.square.width, m_encounter.board.square.height};
}

QColor BoardRenderer::sideColor(const QString &sideId) const
{
    return m_sideColors.value(sideId, QColor(Qt::gray));
}

bool BoardRenderer::canDrawText()
{
    return qobject_cast<QGuiApplication *>(QCoreApplication::instance()) != nullptr;
}

QString BoardRenderer::initials(const QString &name)
{
    const auto words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString result;
    for (const auto &word : words) {
        if (word.front().isLetterOrNumber())
            result += word.front().toUpper();
        if (result.size() == 2)
            break;
    }
    if (result.isEmpty() && !name.isEmpty())
        result = name.left(1).toUpper();
    return result;
}

QHash<QString, QColor> BoardRenderer::sideColors(const Encounter &encounter)
{
    QHash<QString, QColor> colors;
    QList<QColor> used;
    for (const auto &side : encounter.sides) {
        if (side.color.isValid()) {
            colors.insert(side.id, side.color);
            used << side.color;
        }
    }
    int next = 0;
    constexpr int paletteSize = int(std::size(FallbackSideColors));
    for (const auto &side : encounter.sides) {
        if (side.color.isValid())
            continue;
        QColor pick = FallbackSideColors[next % paletteSize];
        for (int tries = 0; tries < paletteSize; ++tries) {
            pick = FallbackSideColors[(next + tries) % paletteSize];
            const bool clash = std::any_of(used.cbegin(), used.cend(),
                                           [&](const QColor &c) { return similarColor(c, pick); });
            if (!clash) {
                next += tries;
                break;
            }
        }
        ++next;
        colors.insert(side.id, pick);
        used << pick;
    }
    return colors;
}

Encounter BoardRenderer::forPlayers(const Encounter &gm)
{
    return PlayersEncounter::of(gm, FogView::of(gm));
}

Encounter BoardRenderer::forPlayersFile(const Encounter &gm)
{
    Options options;
    options.players = true;
    const BoardRenderer renderer(gm, options);
    Encounter players = renderer.m_encounter;
    if (!renderer.m_valid || !renderer.m_fog.enabled())
        return players;
    auto &board = players.board.square;
    auto keepShown = [&](QList<TerrainEntry> &entries) {
        QList<TerrainEntry> kept;
        for (TerrainEntry entry : std::as_const(entries)) {
            QList<QPoint> cells;
            QSet<QPoint> added;
            auto add = [&](const QPoint &c) {
                if (board.contains(c.x(), c.y()) && renderer.shown(c.x(), c.y()) &&
                    !added.contains(c)) {
                    added.insert(c);
                    cells << c;
                }
            };
            for (const QPoint &c : std::as_const(entry.cells))
                add(c);
            for (const QRect &rect : std::as_const(entry.rects)) {
                for (int y = rect.top(); y <= rect.bottom(); ++y) {
                    for (int x = rect.left(); x <= rect.right(); ++x)
                        add({x, y});
                }
            }
            if (cells.isEmpty())
                continue;
            entry.cells = cells;
            entry.rects.clear();
            entry.hasCells = true;
            entry.hasRects = false;
            kept << entry;
        }
        entries = kept;
    };
    keepShown(board.terrain);
    keepShown(board.elevation);
    keepShown(board.lighting);
    // A light whose point lies under the fog would tell where a lamp burns unseen.
    board.lights.removeIf([&](const Light &light) {
        const auto point = LightField::pointOf(light, players);
        if (!point)
            return true;
        const int x = int(std::min<qint64>(point->x / FixedPoint::Scale, board.width - 1));
        const int y = int(std::min<qint64>(point->y / FixedPoint::Scale, board.height - 1));
        return !renderer.shown(x, y);
    });
    board.walls.clear();
    for (const WallPiece &piece : renderer.m_walls) {
        WallSegment wall;
        wall.x1 = FixedPoint::fromDouble(piece.line.x1());
        wall.y1 = FixedPoint::fromDouble(piece.line.y1());
        wall.x2 = FixedPoint::fromDouble(piece.line.x2());
        wall.y2 = FixedPoint::fromDouble(piece.line.y2());
        wall.door = piece.door;
        board.walls << wall;
    }
    board.background = MapBackground{};
    board.rebuild(*players.rules);
    return players;
}

bool BoardRenderer::shown(int x, int y) const
{
    return m_fog.cell({x, y}) != FogView::State::Hidden;
}

QRectF BoardRenderer::backgroundTarget() const
{
    const auto &board = m_encounter.board.square;
    const auto &bg = board.background;
    if (bg.cellPixels > 0 && !m_background.isNull()) {
        return {bg.offsetX, bg.offsetY, m_background.width() / bg.cellPixels,
                m_background.height() / bg.cellPixels};
    }
    return {0, 0, qreal(board.width), qreal(board.height)};
}

bool BoardRenderer::hasContent(const QRect &cells) const
{
    if (!m_valid)
        return false;
    const auto &board = m_encounter.board.square;
    const QRect range = cells.intersected(QRect(0, 0, board.width, board.height));
    if (range.isEmpty())
        return false;
    bool anyShown = false;
    for (int y = range.top(); y <= range.bottom(); ++y) {
        for (int x = range.left(); x <= range.right(); ++x) {
            if (!shown(x, y))
                continue;
            anyShown = true;
            if (board.terrainAt(x, y) >= 0 || board.elevationAt(x, y) != 0 ||
                board.lightingAt(x, y) > 0)
                return true;
        }
    }
    if (!anyShown)
        return false;
    if (!m_background.isNull() && backgroundTarget().intersects(QRectF(range)))
        return true;
    const QRectF area(range);
    for (const WallPiece &wall : m_walls) {
        if (area.contains(wall.line.p1()) || area.contains(wall.line.p2()))
            return true;
        const QLineF edges[] = {{area.topLeft(), area.topRight()},
                                {area.topRight(), area.bottomRight()},
                                {area.bottomRight(), area.bottomLeft()},
                                {area.bottomLeft(), area.topLeft()}};
        for (const QLineF &edge : edges) {
            if (wall.line.intersects(edge, nullptr) == QLineF::BoundedIntersection)
                return true;
        }
    }
    if (m_options.tokens) {
        for (const Token &token : m_encounter.tokens) {
            if (token.footprintRect().intersects(range))
                return true;
        }
    }
    return false;
}

void BoardRenderer::paint(QPainter &painter, const Encounter &gm, const QRectF &cells,
                          double cellSize, const Options &options)
{
    BoardRenderer(gm, options).paint(painter, cells, cellSize);
}

void BoardRenderer::paint(QPainter &painter, const QRectF &cells, double cellSize) const
{
    if (!m_valid || cellSize <= 0)
        return;
    const auto &board = m_encounter.board.square;
    const QRectF area = cells.intersected(QRectF(0, 0, board.width, board.height));
    if (area.isEmpty())
        return;
    // The whole cells touched, for the per-cell layers.
    const QRect range(QPoint(int(std::floor(area.left())), int(std::floor(area.top()))),
                      QPoint(int(std::ceil(area.right())) - 1, int(std::ceil(area.bottom())) - 1));

    painter.save();
    painter.scale(cellSize, cellSize);
    painter.translate(-cells.topLeft());
    painter.setClipRect(area, Qt::IntersectClip);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.fillRect(area, GroundColor);
    paintBackground(painter, range);
    paintTerrain(painter, range);
    paintElevation(painter, range);
    paintLighting(painter, range);
    if (m_options.grid)
        paintGrid(painter, range);
    paintWalls(painter, range);
    paintLights(painter, range);
    paintFog(painter, range);
    if (m_options.tokens)
        paintTokens(painter, range);
    if (m_options.coordinates)
        paintCoordinates(painter, range);
    painter.restore();
}

void BoardRenderer::paintBackground(QPainter &painter, const QRect &range) const
{
    if (m_background.isNull())
        return;
    const QRectF target = backgroundTarget();
    // Only the part of the picture under the drawn cells is drawn (and so embedded in a PDF).
    const QRectF drawn = target.intersected(QRectF(range));
    if (drawn.isEmpty())
        return;
    const qreal sx = m_background.width() / target.width();
    const qreal sy = m_background.height() / target.height();
    QRect source(QPoint(int(std::floor((drawn.left() - target.left()) * sx)),
                        int(std::floor((drawn.top() - target.top()) * sy))),
                 QPoint(int(std::ceil((drawn.right() - target.left()) * sx)) - 1,
                        int(std::ceil((drawn.bottom() - target.top()) * sy)) - 1));
    source = source.intersected(m_background.rect());
    if (source.isEmpty())
        return;
    const QRectF into(target.left() + source.left() / sx, target.top() + source.top() / sy,
                      source.width() / sx, source.height() / sy);
    painter.save();
    painter.setOpacity(qBound(0.0, m_encounter.board.square.background.opacity, 1.0));
    // A picture with few pixels per cell is drawn sharp, so no blur spreads across cells (the
    // players' black fog into a revealed cell).
    painter.setRenderHint(QPainter::SmoothPixmapTransform, qMin(sx, sy) >= 8);
    painter.setClipRect(drawn, Qt::IntersectClip);
    painter.drawImage(into, m_background.copy(source));
    painter.restore();
}

void BoardRenderer::paintTerrain(QPainter &painter, const QRect &range) const
{
    const auto &board = m_encounter.board.square;
    const auto &kinds = m_encounter.rules->terrainKinds;
    // Over a background picture terrain is a tint, so the map stays visible.
    const qreal alpha = m_background.isNull() ? 1.0 : 0.55;
    const qreal groundLightness = GroundColor.lightnessF();
    for (int k = 0; k < kinds.size(); ++k) {
        const TerrainKind &kind = kinds[k];
        QColor fill = kind.color.isValid() ? kind.color : QColor(Qt::gray);
        const qreal gap = fill.lightnessF() - groundLightness;
        if (std::abs(gap) < 0.18) {
            const qreal target = groundLightness < 0.5 ? qMax(0.0, groundLightness - 0.18)
                                                       : qMin(1.0, groundLightness + 0.18);
            fill.setHslF(fill.hslHueF(), fill.hslSaturationF(), target);
        }
        fill.setAlphaF(alpha);
        const QColor edge = fill.darker(140);
        QList<QRectF> cells;
        for (int y = range.top(); y <= range.bottom(); ++y) {
            for (int x = range.left(); x <= range.right(); ++x) {
                if (board.terrainAt(x, y) == k && shown(x, y))
                    cells << QRectF(x, y, 1, 1);
            }
        }
        if (cells.isEmpty())
            continue;
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        {
            // Whole cells side by side: no antialiased seams between them.
            painter.save();
            painter.setRenderHint(QPainter::Antialiasing, false);
            painter.drawRects(cells.constData(), int(cells.size()));
            painter.restore();
        }

        // The look follows the kind's flags, as on screen.
        QList<QLineF> lines;
        if (!kind.passable && !kind.blocksSight) {
            painter.setPen(QPen(edge, 0.05));
            painter.setBrush(fill.lighter(118));
            for (const QRectF &cell : cells)
                painter.drawRoundedRect(cell.adjusted(0.16, 0.16, -0.16, -0.16), 0.12, 0.12);
        } else if (kind.passable && kind.extraCost > 0) {
            QColor hatch = fill.darker(125);
            hatch.setAlphaF(0.55 * alpha);
            painter.setPen(QPen(hatch, 0.045, Qt::SolidLine, Qt::FlatCap));
            for (const QRectF &cell : cells) {
                for (qreal t = 0.25; t < 2.0; t += 0.25) {
                    lines << QLineF(cell.left() + qMax(0.0, t - 1), cell.top() + qMin(t, 1.0),
                                    cell.left() + qMin(t, 1.0), cell.top() + qMax(0.0, t - 1));
                }
            }
        } else if (!kind.passable) {
            QColor joint = fill.lighter(125);
            joint.setAlphaF(0.35 * alpha);
            painter.setPen(QPen(joint, 0.03));
            for (const QRectF &cell : cells) {
                const qreal x = cell.left();
                const qreal y = cell.top();
                const qreal off = (int(y) % 2) ? 0.25 : 0.75;
                lines << QLineF(x, y + 0.5, x + 1, y + 0.5) << QLineF(x + off, y, x + off, y + 0.5)
                      << QLineF(x + 1 - off, y + 0.5, x + 1 - off, y + 1);
            }
        }
        if (!lines.isEmpty())
            painter.drawLines(lines.constData(), int(lines.size()));

        // Outline the region where it meets other ground; a cell the fog hides counts as other
        // ground, so the outline says nothing about it.
        painter.setPen(QPen(edge, 0.06, Qt::SolidLine, Qt::SquareCap));
        lines.clear();
        auto differs = [&](int nx, int ny) {
            return !board.contains(nx, ny) || board.terrainAt(nx, ny) != k || !shown(nx, ny);
        };
        for (const QRectF &cell : cells) {
            const int x = int(cell.left());
            const int y = int(cell.top());
            if (differs(x, y - 1))
                lines << QLineF(x, y, x + 1, y);
            if (differs(x, y + 1))
                lines << QLineF(x, y + 1, x + 1, y + 1);
            if (differs(x - 1, y))
                lines << QLineF(x, y, x, y + 1);
            if (differs(x + 1, y))
                lines << QLineF(x + 1, y, x + 1, y + 1);
        }
        painter.drawLines(lines.constData(), int(lines.size()));
    }
}

void BoardRenderer::paintElevation(QPainter &painter, const QRect &range) const
{
    const auto &board = m_encounter.board.square;
    const int w = board.width;
    const int h = board.height;
    auto height = [&](int x, int y) -> std::optional<qint64> {
        if (!board.contains(x, y) || !shown(x, y))
            return std::nullopt;
        return board.elevationAt(x, y);
    };

    // Shade: higher ground browner, lower ground bluer, by whole meters.
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (int y = range.top(); y <= range.bottom(); ++y) {
        for (int x = range.left(); x <= range.right(); ++x) {
            const auto e = height(x, y);
            if (!e || *e == 0)
                continue;
            const qreal meters = FixedPoint::toDouble(*e);
            QColor tint = meters > 0 ? QColor(0x7a, 0x4e, 0x1e) : QColor(0x10, 0x2a, 0x55);
            tint.setAlphaF(qMin(0.55, 0.10 + 0.11 * std::abs(meters)));
            painter.fillRect(QRectF(x, y, 1, 1), tint);
        }
    }
    painter.restore();

    // Contours where the height changes between two shown cells, and at the board's edge.
    QColor contour = LabelColor;
    contour.setAlphaF(0.75);
    painter.setPen(QPen(contour, 0.07, Qt::SolidLine, Qt::RoundCap));
    QList<QLineF> lines;
    for (int y = range.top(); y <= range.bottom(); ++y) {
        for (int x = range.left(); x <= range.right(); ++x) {
            const auto e = height(x, y);
            if (!e)
                continue;
            const auto right = height(x + 1, y);
            const auto below = height(x, y + 1);
            if (right && *right != *e)
                lines << QLineF(x + 1, y, x + 1, y + 1);
            if (below && *below != *e)
                lines << QLineF(x, y + 1, x + 1, y + 1);
            // The left and top edges inside the range, where the neighbour is outside it.
            if (x == range.left() && x > 0) {
                const auto left = height(x - 1, y);
                if (left && *left != *e)
                    lines << QLineF(x, y, x, y + 1);
            }
            if (y == range.top() && y > 0) {
                const auto above = height(x, y - 1);
                if (above && *above != *e)
                    lines << QLineF(x, y, x + 1, y);
            }
            if (*e != 0) {
                if (x == 0)
                    lines << QLineF(0, y, 0, y + 1);
                if (x == w - 1)
                    lines << QLineF(w, y, w, y + 1);
                if (y == 0)
                    lines << QLineF(x, 0, x + 1, 0);
                if (y == h - 1)
                    lines << QLineF(x, h, x + 1, h);
            }
        }
    }
    if (!lines.isEmpty())
        painter.drawLines(lines.constData(), int(lines.size()));

    // One label per connected area of equal height (over shown cells), at its top-left cell,
    // and more on a coarse lattice in large areas.
    if (!canDrawText())
        return;
    QVector<int> region(qsizetype(w) * h, -1);
    const QFont font = textFont();
    int areaCount = 0;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const auto e = height(x, y);
            if (!e || *e == 0 || region[y * w + x] >= 0)
                continue;
            QList<QPoint> cells;
            QList<QPoint> stack{QPoint(x, y)};
            region[y * w + x] = areaCount;
            while (!stack.isEmpty()) {
                const QPoint c = stack.takeLast();
                cells << c;
                const QPoint next[] = {
                    {c.x() + 1, c.y()}, {c.x() - 1, c.y()}, {c.x(), c.y() + 1}, {c.x(), c.y() - 1}};
                for (const QPoint &n : next) {
                    const auto ne = height(n.x(), n.y());
                    if (ne && *ne == *e && region[n.y() * w + n.x()] < 0) {
                        region[n.y() * w + n.x()] = areaCount;
                        stack << n;
                    }
                }
            }
            ++areaCount;
            // (x, y) is the area's first cell in row order: its top-left.
            QList<QPoint> spots{QPoint(x, y)};
            if (cells.size() > 48) {
                for (const QPoint &c : cells) {
                    if (c.x() % 8 == 4 && c.y() % 8 == 4 &&
                        (std::abs(c.x() - x) > 3 || std::abs(c.y() - y) > 3))
                        spots << c;
                }
            }
            const QString text = metersLabel(*e);
            constexpr qreal textHeight = 0.2;
            const qreal width = textWidth(painter, font, text, textHeight) + 0.16;
            for (const QPoint &spot : spots) {
                if (!range.contains(spot))
                    continue;
                const QRectF plate(spot.x() + 0.05, spot.y() + 0.05, width, textHeight + 0.08);
                QColor fill = GroundColor;
                fill.setAlphaF(0.8);
                painter.setPen(Qt::NoPen);
                painter.setBrush(fill);
                painter.drawRoundedRect(plate, 0.08, 0.08);
                painter.setPen(LabelColor);
                drawText(painter, plate, Qt::AlignCenter, text, textHeight, font);
            }
        }
    }
}

void BoardRenderer::paintLighting(QPainter &painter, const QRect &range) const
{
    const auto &board = m_encounter.board.square;
    const auto &levels = m_encounter.rules->lightingLevels;
    if (board.lighting.isEmpty() || levels.isEmpty())
        return;
    QVector<QVector<QRectF>> cells(levels.size());
    for (int y = range.top(); y <= range.bottom(); ++y) {
        for (int x = range.left(); x <= range.right(); ++x) {
            const int level = board.lightingAt(x, y);
            if (level > 0 && level < levels.size() && shown(x, y))
                cells[level] << QRectF(x, y, 1, 1);
        }
    }
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (int level = 1; level < levels.size(); ++level) {
        if (cells[level].isEmpty() || levels[level].shade.alpha() == 0)
            continue;
        painter.setBrush(levels[level].shade);
        painter.drawRects(cells[level].constData(), int(cells[level].size()));
    }
    painter.restore();
}

void BoardRenderer::paintLights(QPainter &painter, const QRect &range) const
{
    if (m_light.isNull())
        return;
    // Over the walls and under the fog and tokens, as the app's board draws it; smoothly scaled,
    // as the app's texture is.
    const auto &board = m_encounter.board.square;
    const qreal sx = qreal(m_light.width()) / board.width;
    const qreal sy = qreal(m_light.height()) / board.height;
    const QRectF cells(range.x(), range.y(), range.width(), range.height());
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter.drawImage(
        cells, m_light,
        QRectF(cells.x() * sx, cells.y() * sy, cells.width() * sx, cells.height() * sy));
    painter.restore();
}

void BoardRenderer::paintGrid(QPainter &painter, const QRect &range) const
{
    const auto &board = m_encounter.board.square;
    QColor major = GridColor;
    major.setAlphaF(qMin(1.0, GridColor.alphaF() * 2.0));
    const QPen minorPen(GridColor, 0.025, Qt::SolidLine, Qt::FlatCap);
    const QPen majorPen(major, 0.04, Qt::SolidLine, Qt::FlatCap);
    const qreal top = range.top();
    const qreal bottom = range.bottom() + 1;
    const qreal left = range.left();
    const qreal right = range.right() + 1;
    for (int x = range.left(); x <= range.right() + 1; ++x) {
        painter.setPen(x % 5 == 0 ? majorPen : minorPen);
        painter.drawLine(QPointF(x, top), QPointF(x, bottom));
    }
    for (int y = range.top(); y <= range.bottom() + 1; ++y) {
        painter.setPen(y % 5 == 0 ? majorPen : minorPen);
        painter.drawLine(QPointF(left, y), QPointF(right, y));
    }
    painter.setPen(QPen(WallColor, 0.06));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(0, 0, board.width, board.height));
}

void BoardRenderer::paintWalls(QPainter &painter, const QRect &range) const
{
    const QRectF near = QRectF(range).adjusted(-1.5, -1.5, 1.5, 1.5);
    for (const WallPiece &wall : m_walls) {
        const QLineF &line = wall.line;
        const QPointF a = line.p1();
        const QPointF b = line.p2();
        if (!QRectF(a, b).normalized().adjusted(-0.01, -0.01, 0.01, 0.01).intersects(near))
            continue;
        if (wall.door == WallSegment::Door::None) {
            painter.setPen(QPen(WallColor, 0.16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter.drawLine(line);
            continue;
        }
        // Doors: jambs at both ends, then a solid leaf (closed) or a swung leaf (open).
        const QPointF unit = line.length() > 0 ? (b - a) / line.length() : QPointF(1, 0);
        const QPointF normal(-unit.y(), unit.x());
        painter.setPen(QPen(WallColor, 0.12, Qt::SolidLine, Qt::FlatCap));
        for (const QPointF &end : {a, b})
            painter.drawLine(end - normal * 0.2, end + normal * 0.2);
        if (wall.door == WallSegment::Door::Closed) {
            painter.setPen(QPen(DoorColor.darker(160), 0.26, Qt::SolidLine, Qt::FlatCap));
            painter.drawLine(line);
            painter.setPen(QPen(DoorColor, 0.17, Qt::SolidLine, Qt::FlatCap));
            painter.drawLine(line);
        } else {
            QColor sill = DoorColor;
            sill.setAlphaF(0.7);
            painter.setPen(QPen(sill, 0.04, Qt::DashLine, Qt::FlatCap));
            painter.drawLine(line);
            const qreal length = line.length();
            const QPointF tip = a + normal * length;
            painter.setPen(QPen(DoorColor.darker(150), 0.12, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(a, tip);
            painter.setPen(QPen(sill, 0.035, Qt::DotLine));
            const QRectF arcBox(a.x() - length, a.y() - length, 2 * length, 2 * length);
            const qreal startAngle = -qRadiansToDegrees(std::atan2(unit.y(), unit.x()));
            const qreal sweep =
                -qRadiansToDegrees(std::atan2(unit.x() * normal.y() - unit.y() * normal.x(),
                                              unit.x() * normal.x() + unit.y() * normal.y()));
            painter.drawArc(arcBox, int(startAngle * 16), int(sweep * 16));
        }
    }
}

void BoardRenderer::paintFog(QPainter &painter, const QRect &range) const
{
    if (!m_fog.enabled())
        return;
    QList<QRectF> hidden;
    QList<QRectF> explored;
    for (int y = range.top(); y <= range.bottom(); ++y) {
        for (int x = range.left(); x <= range.right(); ++x) {
            const auto state = m_fog.cell({x, y});
            if (state == FogView::State::Hidden)
                hidden << QRectF(x, y, 1, 1);
            else if (state == FogView::State::Explored)
                explored << QRectF(x, y, 1, 1);
        }
    }
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setRenderHint(QPainter::Antialiasing, false);
    if (!explored.isEmpty()) {
        painter.setBrush(QColor(0, 0, 0, 110));
        painter.drawRects(explored.constData(), int(explored.size()));
    }
    if (!hidden.isEmpty()) {
        painter.setBrush(Qt::black);
        painter.drawRects(hidden.constData(), int(hidden.size()));
    }
    painter.restore();
}

void BoardRenderer::paintTokens(QPainter &painter, const QRect &range) const
{
    const QRect near = range.adjusted(-2, -2, 2, 2);
    const QFont initialsFont = textFont();
    for (const Token &token : m_encounter.tokens) {
        const QRect footprint = token.footprintRect();
        if (!footprint.intersects(near))
            continue;
        const int side = token.footprint();
        const QColor color = sideColor(token.side);
        const qreal disc = side - 0.14;
        const QPointF centre = QRectF(footprint).center();
        const QRectF discRect(centre.x() - disc / 2, centre.y() - disc / 2, disc, disc);
        const bool faded = token.hidden; // only ever in the GM's drawing

        painter.save();
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0, 0, 0, faded ? 30 : 72));
        painter.drawEllipse(discRect.translated(0, 0.04).adjusted(-0.02, -0.02, 0.02, 0.02));

        painter.setOpacity(faded ? 0.55 : 1.0);
        QLinearGradient gradient(discRect.topLeft(), discRect.bottomLeft());
        gradient.setColorAt(0, color.lighter(125));
        gradient.setColorAt(1, color.darker(115));
        painter.setBrush(gradient);
        painter.setPen(QPen(Qt::white, 0.05));
        painter.drawEllipse(discRect);
        painter.setPen(inkOn(color));
        const QString letters = initials(token.name.isEmpty() ? token.id : token.name);
        const qreal lettersHeight = qMin(disc * 0.42, 0.8);
        drawText(painter, discRect, Qt::AlignCenter, letters, lettersHeight, initialsFont);
        painter.setOpacity(1.0);

        if (faded) {
            QPen ring(QColor(0x22, 0x22, 0x22), 0.03, Qt::CustomDashLine);
            ring.setDashPattern({3, 2});
            painter.setPen(ring);
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(discRect.adjusted(-0.04, -0.04, 0.04, 0.04));
        }

        // The name, on a dark plate across the bottom of the disc.
        if (canDrawText() && !token.name.isEmpty()) {
            const QFont font = textFont(true, faded);
            const qreal textHeight = side > 1 ? 0.24 : 0.2;
            const qreal maxWidth = qMax(side + 0.6, 1.25) - 0.16;
            const QString name = elided(painter, font, token.name, textHeight, maxWidth);
            const qreal width = textWidth(painter, font, name, textHeight) + 0.16;
            const qreal plateHeight = textHeight + 0.08;
            const QRectF plate(centre.x() - width / 2, discRect.bottom() - 0.04 - plateHeight / 2,
                               width, plateHeight);
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor::fromRgbF(0.08, 0.08, 0.09, faded ? 0.6 : 0.82));
            painter.drawRoundedRect(plate, 0.06, 0.06);
            painter.setPen(Qt::white);
            drawText(painter, plate, Qt::AlignCenter, name, textHeight, font);
        }
        painter.restore();
    }
}

void BoardRenderer::paintCoordinates(QPainter &painter, const QRect &range) const
{
    if (!canDrawText())
        return;
    const QFont font = textFont();
    constexpr qreal textHeight = 0.16;
    QColor plate = GroundColor;
    plate.setAlphaF(0.8);
    auto label = [&](const QRectF &cell, int flags, const QString &text) {
        const qreal width = textWidth(painter, font, text, textHeight) + 0.08;
        QRectF box(0, 0, width, textHeight + 0.04);
        if (flags & Qt::AlignHCenter)
            box.moveTo(cell.center().x() - width / 2, cell.top() + 0.02);
        else
            box.moveTo(cell.left() + 0.02, cell.center().y() - box.height() / 2);
        painter.setPen(Qt::NoPen);
        painter.setBrush(plate);
        painter.drawRoundedRect(box, 0.04, 0.04);
        painter.setPen(LabelColor);
        drawText(painter, box, Qt::AlignCenter, text, textHeight, font);
    };
    for (int x = range.left(); x <= range.right(); ++x)
        label(QRectF(x, range.top(), 1, 1), Qt::AlignHCenter, QString::number(x));
    for (int y = range.top() + 1; y <= range.bottom(); ++y)
        label(QRectF(range.left(), y, 1, 1), Qt::AlignLeft, QString::number(y));
}

QImage BoardRenderer::renderImage(const Encounter &gm, const Options &options)
{
    const BoardRenderer renderer(gm, options);
    if (!renderer.isValid() || !(options.cellPixels > 0))
        return {};
    const QSize size = renderer.boardSize();
    const qint64 width = qint64(std::ceil(size.width() * options.cellPixels));
    const qint64 height = qint64(std::ceil(size.height() * options.cellPixels));
    if (width <= 0 || height <= 0 || width > 32767 || height > 32767 ||
        width * height > MaxImagePixels)
        return {};
    QImage image(int(width), int(height), QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return {};
    image.fill(GroundColor);
    {
        QPainter painter(&image);
        renderer.paint(painter, QRectF(0, 0, size.width(), size.height()), options.cellPixels);
    }
    return image.convertToFormat(QImage::Format_ARGB32);
}

bool BoardRenderer::writePng(const Encounter &gm, const Options &options, const QString &fileName,
                             QString *error)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!gm.board.isSquare())
        return fail(QStringLiteral("battle sheets need a square board"));
    const QImage image = renderImage(gm, options);
    if (image.isNull()) {
        return fail(QStringLiteral("the board is too large for an image at %1 pixels per cell; "
                                   "ask for fewer pixels per cell")
                        .arg(options.cellPixels));
    }
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(QStringLiteral("cannot write %1: %2").arg(fileName, file.errorString()));
    if (!image.save(&file, "PNG")) {
        file.cancelWriting();
        return fail(QStringLiteral("cannot write %1 as a PNG").arg(fileName));
    }
    if (!file.commit())
        return fail(QStringLiteral("cannot write %1: %2").arg(fileName, file.errorString()));
    return true;
}
