#include "boardpainter.h"
#include "drawingpainter.h"

#include "model/fixedpoint.h"

#include <QFont>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QPainter>
#include <QtMath>
#include <algorithm>
#include <cmath>
#include <optional>

namespace
{

QPointF wallPoint(qint64 x, qint64 y)
{
    return {FixedPoint::toDouble(x), FixedPoint::toDouble(y)};
}

QString metersLabel(qint64 micrometres)
{
    // Exact decimals as written in the file, without trailing zeros.
    return QString::number(FixedPoint::toDouble(micrometres), 'g', 6) + QStringLiteral(" m");
}

} // namespace

BoardPainter::BoardPainter(const SquareBoard &board, const RuleSet &rules, const Colors &colors)
    : m_board(&board), m_rules(&rules), m_colors(colors), m_walls(wallPieces(board))
{
}

void BoardPainter::setBackground(const QImage &image, bool smoothOnlyWhenFine)
{
    m_background = image;
    m_smoothOnlyWhenFine = smoothOnlyWhenFine;
}

bool BoardPainter::canDrawText()
{
    return qobject_cast<QGuiApplication *>(QCoreApplication::instance()) != nullptr;
}

QList<BoardPainter::WallPiece> BoardPainter::wallPieces(const SquareBoard &board)
{
    QList<WallPiece> pieces;
    pieces.reserve(board.walls.size());
    for (const WallSegment &wall : board.walls)
        pieces << WallPiece{QLineF(wallPoint(wall.x1, wall.y1), wallPoint(wall.x2, wall.y2)),
                            wall.door};
    return pieces;
}

QRectF BoardPainter::backgroundTarget() const
{
    const auto &bg = m_board->background;
    if (bg.cellPixels > 0 && !m_background.isNull()) {
        return {bg.offsetX, bg.offsetY, m_background.width() / bg.cellPixels,
                m_background.height() / bg.cellPixels};
    }
    return {0, 0, qreal(m_board->width), qreal(m_board->height)};
}

void BoardPainter::paint(QPainter &painter, const QRect &cells) const
{
    const QRect range = cells.intersected(QRect(0, 0, m_board->width, m_board->height));
    if (range.isEmpty())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);
    painter.fillRect(QRectF(range), m_colors.ground);
    paintBackground(painter, range);
    paintTerrain(painter, range);
    paintElevation(painter, range);
    paintLighting(painter, range);
    if (m_grid)
        paintGrid(painter, range);
    paintWalls(painter, range);
    paintTraps(painter, range);
    // The board's own range clips nothing: a stroke may run past the cells being painted.
    DrawingPainter::paintAll(painter, m_board->drawings, QRectF(range), canDrawText());
    paintPins(painter, range);
    painter.restore();
}

void BoardPainter::paintBackground(QPainter &painter, const QRect &range) const
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
    painter.setOpacity(qBound(0.0, m_board->background.opacity, 1.0));
    painter.setRenderHint(QPainter::SmoothPixmapTransform,
                          !m_smoothOnlyWhenFine || qMin(sx, sy) >= 8);
    painter.setClipRect(drawn, Qt::IntersectClip);
    if (source == m_background.rect())
        painter.drawImage(into, m_background);
    else
        painter.drawImage(into, m_background.copy(source));
    painter.restore();
}

void BoardPainter::paintTerrain(QPainter &painter, const QRect &range) const
{
    const auto &board = *m_board;
    const auto &kinds = m_rules->terrainKinds;
    // Over a background picture terrain is a tint, so the map stays visible.
    const qreal alpha = m_background.isNull() ? 1.0 : 0.55;
    const qreal groundLightness = m_colors.ground.lightnessF();
    for (int k = 0; k < kinds.size(); ++k) {
        const TerrainKind &kind = kinds[k];
        QColor fill = kind.color.isValid() ? kind.color : QColor(Qt::gray);
        // Rule files pick colours for a light board; where one is too close to the ground's
        // lightness (a dark wall on a dark theme), push it away so the kind stays readable.
        const qreal gap = fill.lightnessF() - groundLightness;
        if (std::abs(gap) < 0.18) {
            const qreal target = groundLightness < 0.5 ? qMax(0.0, groundLightness - 0.18)
                                                       : qMin(1.0, groundLightness + 0.18);
            fill.setHslF(fill.hslHueF(), fill.hslSaturationF(), target);
        }
        fill.setAlphaF(alpha);
        const QColor edge = groundLightness < 0.5 ? fill.lighter(150) : fill.darker(140);
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

        // The look follows the kind's flags, not its id, so new kinds in a rule file draw well.
        QList<QLineF> lines;
        if (!kind.passable && !kind.blocksSight) {
            // Cover-giving blocks (crates, boulders): a raised square in each cell.
            painter.setPen(QPen(edge, 0.05));
            painter.setBrush(fill.lighter(118));
            for (const QRectF &cell : cells)
                painter.drawRoundedRect(cell.adjusted(0.16, 0.16, -0.16, -0.16), 0.12, 0.12);
        } else if (kind.passable && kind.extraCost > 0) {
            // Costly ground: diagonal hatching, continuous from cell to cell (x + y = t).
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
            // Solid walls: a faint stone joint pattern.
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

std::optional<qint64> BoardPainter::shownHeight(int x, int y) const
{
    if (!m_board->contains(x, y) || !shown(x, y))
        return std::nullopt;
    return m_board->elevationAt(x, y);
}

void BoardPainter::paintElevation(QPainter &painter, const QRect &range) const
{
    const auto &board = *m_board;
    const int w = board.width;
    const int h = board.height;
    auto height = [this](int x, int y) { return shownHeight(x, y); };

    // Shade: higher ground is browner, lower ground bluer, by whole meters.
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

    // Contours where the height changes between two shown cells, and at the board's edge; the
    // line sits on the edge between the two cells. One stroke per edge: a batched stroke would
    // blend the round caps where two edges meet differently.
    QColor contour = m_colors.label;
    contour.setAlphaF(0.75);
    painter.setPen(QPen(contour, 0.07, Qt::SolidLine, Qt::RoundCap));
    for (int y = range.top(); y <= range.bottom(); ++y) {
        for (int x = range.left(); x <= range.right(); ++x) {
            const auto e = height(x, y);
            if (!e)
                continue;
            const auto right = height(x + 1, y);
            const auto below = height(x, y + 1);
            if (right && *right != *e)
                painter.drawLine(QPointF(x + 1, y), QPointF(x + 1, y + 1));
            if (below && *below != *e)
                painter.drawLine(QPointF(x, y + 1), QPointF(x + 1, y + 1));
            // The left and top edges of a range that starts inside the board.
            if (x == range.left() && x > 0) {
                const auto left = height(x - 1, y);
                if (left && *left != *e)
                    painter.drawLine(QPointF(x, y), QPointF(x, y + 1));
            }
            if (y == range.top() && y > 0) {
                const auto above = height(x, y - 1);
                if (above && *above != *e)
                    painter.drawLine(QPointF(x, y), QPointF(x + 1, y));
            }
            if (*e != 0) {
                if (x == 0)
                    painter.drawLine(QPointF(0, y), QPointF(0, y + 1));
                if (x == w - 1)
                    painter.drawLine(QPointF(w, y), QPointF(w, y + 1));
                if (y == 0)
                    painter.drawLine(QPointF(x, 0), QPointF(x + 1, 0));
                if (y == h - 1)
                    painter.drawLine(QPointF(x, h), QPointF(x + 1, h));
            }
        }
    }
    if (canDrawText())
        paintElevationLabels(painter, range);
}

void BoardPainter::paintElevationLabels(QPainter &painter, const QRect &range) const
{
    // One height label per connected area of equal height (over shown cells), at its top-left
    // cell, whose corner a token disc leaves free, and on large areas more on a coarse lattice,
    // so numbers do not clutter the map.
    const auto &board = *m_board;
    const int w = board.width;
    const int h = board.height;
    auto height = [this](int x, int y) { return shownHeight(x, y); };
    QFont font;
    font.setBold(true);
    font.setPixelSize(64); // drawn scaled down: the painter is in cell units
    painter.setFont(font);
    constexpr qreal labelScale = 0.25 / 64.0; // label text ≈ a quarter of a cell
    QColor plate = m_colors.ground;
    plate.setAlphaF(0.78);
    QVector<int> region(qsizetype(w) * h, -1);
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
            for (const QPoint &spot : spots) {
                if (!range.contains(spot))
                    continue;
                painter.save();
                painter.translate(spot.x() + 0.05, spot.y() + 0.05);
                painter.scale(labelScale, labelScale);
                const QRectF box =
                    painter.fontMetrics().boundingRect(text).adjusted(-14, -4, 14, 4);
                const QRectF plateRect(0, 0, box.width(), box.height());
                painter.setPen(Qt::NoPen);
                painter.setBrush(plate);
                painter.drawRoundedRect(plateRect, 22, 22);
                painter.setPen(m_colors.label);
                painter.drawText(plateRect, Qt::AlignCenter, text);
                painter.restore();
            }
        }
    }
}

void BoardPainter::paintLighting(QPainter &painter, const QRect &range) const
{
    // Each level's `shade` from the rule data over terrain and elevation, under the grid, walls
    // and tokens (docs/file-format.md §3.5). Cells without an entry have the first level.
    const auto &board = *m_board;
    const auto &levels = m_rules->lightingLevels;
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
    // Whole cells side by side: no antialiased seams between them.
    painter.setRenderHint(QPainter::Antialiasing, false);
    for (int level = 1; level < levels.size(); ++level) {
        if (cells[level].isEmpty() || levels[level].shade.alpha() == 0)
            continue;
        painter.setBrush(levels[level].shade);
        painter.drawRects(cells[level].constData(), int(cells[level].size()));
    }
    painter.restore();
}

void BoardPainter::paintGrid(QPainter &painter, const QRect &range) const
{
    QColor major = m_colors.grid;
    major.setAlphaF(qMin(1.0, m_colors.grid.alphaF() * 2.0));
    const QPen minorPen(m_colors.grid, 0.025 * m_lineScale);
    const QPen majorPen(major, 0.04 * m_lineScale);
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
    painter.setPen(QPen(m_colors.wall, 0.06 * m_lineScale));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(0, 0, m_board->width, m_board->height));
}

void BoardPainter::paintWalls(QPainter &painter, const QRect &range) const
{
    const QRectF near = QRectF(range).adjusted(-1.5, -1.5, 1.5, 1.5);
    for (const WallPiece &wall : m_walls) {
        const QLineF &line = wall.line;
        const QPointF a = line.p1();
        const QPointF b = line.p2();
        if (!QRectF(a, b).normalized().adjusted(-0.01, -0.01, 0.01, 0.01).intersects(near))
            continue;
        if (wall.door == WallSegment::Door::None) {
            painter.setPen(QPen(m_colors.wall, 0.16 * m_wallScale, Qt::SolidLine, Qt::RoundCap,
                                Qt::RoundJoin));
            painter.drawLine(line);
            continue;
        }
        // Doors: jambs at both ends, then a solid leaf (closed) or a swung leaf (open).
        const QPointF unit = line.length() > 0 ? (b - a) / line.length() : QPointF(1, 0);
        const QPointF normal(-unit.y(), unit.x());
        painter.setPen(QPen(m_colors.wall, 0.12 * m_wallScale, Qt::SolidLine, Qt::FlatCap));
        for (const QPointF &end : {a, b})
            painter.drawLine(end - normal * 0.2, end + normal * 0.2);
        if (wall.door == WallSegment::Door::Closed) {
            painter.setPen(QPen(m_colors.door.darker(160), 0.26, Qt::SolidLine, Qt::FlatCap));
            painter.drawLine(line);
            painter.setPen(QPen(m_colors.door, 0.17, Qt::SolidLine, Qt::FlatCap));
            painter.drawLine(line);
        } else {
            QColor sill = m_colors.door;
            sill.setAlphaF(0.7);
            painter.setPen(QPen(sill, 0.04, Qt::DashLine, Qt::FlatCap));
            painter.drawLine(line);
            // The leaf stands open at a right angle from the hinge at the first point.
            const qreal length = line.length();
            const QPointF tip = a + normal * length;
            painter.setPen(QPen(m_colors.door.darker(150), 0.12, Qt::SolidLine, Qt::RoundCap));
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

void BoardPainter::paintTraps(QPainter &painter, const QRect &range) const
{
    if (m_board->traps.isEmpty())
        return;
    QColor fill = m_colors.trap;
    fill.setAlphaF(0.35);
    const QBrush hatch(fill, Qt::BDiagPattern);
    QColor edge = m_colors.trap;
    edge.setAlphaF(0.8);
    painter.save();
    // The hatch is a device pattern: drawn in cell units it would be one line a cell.
    const QTransform toDevice = painter.transform();
    painter.resetTransform();
    painter.setPen(QPen(edge, qMax(1.0, toDevice.m11() * 0.05), Qt::DashLine));
    painter.setBrush(hatch);
    for (int y = range.top(); y <= range.bottom(); ++y) {
        for (int x = range.left(); x <= range.right(); ++x) {
            if (m_shown && !m_shown(x, y))
                continue;
            const bool trapped =
                std::any_of(m_board->traps.cbegin(), m_board->traps.cend(),
                            [&](const BoardTrap &trap) { return trap.covers(x, y); });
            if (trapped)
                painter.drawRect(toDevice.mapRect(QRectF(x + 0.06, y + 0.06, 0.88, 0.88)));
        }
    }
    painter.restore();
}

void BoardPainter::paintPins(QPainter &painter, const QRect &range) const
{
    const QRectF near = QRectF(range).adjusted(-0.5, -0.5, 0.5, 0.5);
    for (const MapPin &pin : m_board->pins) {
        const QPointF at(FixedPoint::toDouble(pin.x), FixedPoint::toDouble(pin.y));
        if (!near.contains(at))
            continue;
        const int cx = qBound(0, int(at.x()), m_board->width - 1);
        const int cy = qBound(0, int(at.y()), m_board->height - 1);
        if (m_shown && !m_shown(cx, cy))
            continue;
        painter.setPen(QPen(Qt::white, 0.06));
        painter.setBrush(m_colors.pin);
        painter.drawEllipse(at, 0.2, 0.2);
        painter.setPen(Qt::NoPen);
        painter.setBrush(Qt::white);
        painter.drawEllipse(at, 0.07, 0.07);
        if (canDrawText() && !pin.title.isEmpty())
            paintPinTitle(painter, at, pin.title);
    }
}

void BoardPainter::paintPinTitle(QPainter &painter, const QPointF &at, const QString &title) const
{
    // The title on a dark plate under the disc, a fifth of a cell high: laid out large and drawn
    // scaled down, as the painter is in cell units. A long title is cut short.
    QFont font;
    font.setBold(true);
    font.setPixelSize(64);
    const QFontMetricsF metrics(font);
    constexpr qreal scale = 0.2 / 64.0;
    const QString shown = metrics.elidedText(title, Qt::ElideRight, 64 * 12);
    const qreal width = metrics.horizontalAdvance(shown) * scale + 0.12;
    const QRectF plate(at.x() - width / 2, at.y() + 0.24, width, 0.3);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x26, 0x32, 0x38, 220));
    painter.drawRoundedRect(plate, 0.08, 0.08);
    painter.translate(plate.center());
    painter.scale(scale, scale);
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(QRectF(-width / scale / 2, -0.15 / scale, width / scale, 0.3 / scale),
                     Qt::AlignCenter, shown);
    painter.restore();
}
