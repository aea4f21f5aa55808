#include "board/squareboarditem.h"

#include "document/encounterdocument.h"
#include "document/rebind.h"
#include "model/fixedpoint.h"

#include <QFont>
#include <QPainter>
#include <QtMath>
#include <cmath>

namespace
{

constexpr int MaxTextureSide = 3072;

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

SquareBoardItem::SquareBoardItem(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    setMipmap(true); // the view zooms out a lot on large maps
    setOpaquePainting(false);
}

void SquareBoardItem::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this,
                &SquareBoardItem::boardChanged);
        // Lights and the ambient level are drawn over the map by LightOverlayItem, and a light
        // dragged about must not repaint the whole board (docs/architecture.md §4.9).
        connect(m_document, &EncounterDocument::changed, this,
                [this](const EncounterChange &change) {
                    using Kind = EncounterChange::Kind;
                    if (change.kind == Kind::TerrainChanged || change.kind == Kind::Appearance ||
                        change.kind == Kind::Everything)
                        boardChanged();
                });
    }
    Q_EMIT documentChanged();
    boardChanged();
}

void SquareBoardItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(m_cellSize, size) || size <= 0)
        return;
    m_cellSize = size;
    Q_EMIT cellSizeChanged();
    boardChanged();
}

void SquareBoardItem::setColor(QColor &member, const QColor &color)
{
    if (member == color)
        return;
    member = color;
    Q_EMIT colorsChanged();
    update();
}

void SquareBoardItem::setGroundColor(const QColor &color)
{
    setColor(m_groundColor, color);
}
void SquareBoardItem::setGridColor(const QColor &color)
{
    setColor(m_gridColor, color);
}
void SquareBoardItem::setWallColor(const QColor &color)
{
    setColor(m_wallColor, color);
}
void SquareBoardItem::setDoorColor(const QColor &color)
{
    setColor(m_doorColor, color);
}
void SquareBoardItem::setLabelColor(const QColor &color)
{
    setColor(m_labelColor, color);
}

int SquareBoardItem::texturePixelsPerCell(int widthCells, int heightCells, int maxTextureSide)
{
    const int longest = qMax(1, qMax(widthCells, heightCells));
    return qBound(8, qMin(maxTextureSide, MaxTextureSide) / longest, 96);
}

void SquareBoardItem::setMaxTextureSide(int pixels)
{
    if (m_maxTextureSide == pixels || pixels < 64)
        return;
    m_maxTextureSide = pixels;
    Q_EMIT maxTextureSideChanged();
    updateTextureSize();
}

QPoint SquareBoardItem::cellAt(const QPointF &point) const
{
    if (!m_document || m_document->boardKind() != EncounterDocument::BoardKind::Square)
        return {-1, -1};
    const int x = int(std::floor(point.x() / m_cellSize));
    const int y = int(std::floor(point.y() / m_cellSize));
    if (!m_document->encounter().board.square.contains(x, y))
        return {-1, -1};
    return {x, y};
}

void SquareBoardItem::boardChanged()
{
    const bool square =
        m_document && m_document->boardKind() == EncounterDocument::BoardKind::Square;
    const int w = square ? m_document->boardWidth() : 0;
    const int h = square ? m_document->boardHeight() : 0;
    setImplicitSize(w * m_cellSize, h * m_cellSize);
    updateTextureSize();
    update();
}

void SquareBoardItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    updateTextureSize();
}

void SquareBoardItem::updateTextureSize()
{
    const bool square =
        m_document && m_document->boardKind() == EncounterDocument::BoardKind::Square;
    if (!square || width() <= 0 || height() <= 0)
        return;
    // The texture keeps the board's resolution, independent of the item's (zoomed) size.
    const int ppc =
        texturePixelsPerCell(m_document->boardWidth(), m_document->boardHeight(), m_maxTextureSide);
    const QSize size(m_document->boardWidth() * ppc, m_document->boardHeight() * ppc);
    if (textureSize() != size)
        setTextureSize(size);
}

void SquareBoardItem::paint(QPainter *painter)
{
    if (!m_document || m_document->boardKind() != EncounterDocument::BoardKind::Square)
        return;
    const auto &board = m_document->encounter().board.square;
    if (board.width <= 0 || board.height <= 0)
        return;
    painter->save();
    // Draw in cell units: (0, 0) is the board's top-left corner, one unit is one cell.
    painter->scale(width() / board.width, height() / board.height);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->fillRect(QRectF(0, 0, board.width, board.height), m_groundColor);
    paintBackground(painter);
    paintTerrain(painter);
    paintElevation(painter);
    paintLighting(painter);
    paintGrid(painter);
    paintWalls(painter);
    painter->restore();
}

void SquareBoardItem::paintBackground(QPainter *painter) const
{
    const auto &board = m_document->encounter().board.square;
    const QImage &image = m_document->backgroundImage();
    if (image.isNull())
        return;
    const auto &bg = board.background;
    QRectF target(0, 0, board.width, board.height);
    if (bg.cellPixels > 0) {
        target = QRectF(bg.offsetX, bg.offsetY, image.width() / bg.cellPixels,
                        image.height() / bg.cellPixels);
    }
    painter->save();
    painter->setOpacity(qBound(0.0, bg.opacity, 1.0));
    painter->setRenderHint(QPainter::SmoothPixmapTransform, true);
    painter->setClipRect(QRectF(0, 0, board.width, board.height));
    painter->drawImage(target, image);
    painter->restore();
}

void SquareBoardItem::paintTerrain(QPainter *painter) const
{
    const auto &encounter = m_document->encounter();
    const auto &board = encounter.board.square;
    const auto &kinds = encounter.rules->terrainKinds;
    // Over a background image, terrain is a tint, so the map stays visible.
    const qreal alpha = m_document->backgroundImage().isNull() ? 1.0 : 0.55;

    const qreal groundLightness = m_groundColor.lightnessF();
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
        for (int y = 0; y < board.height; ++y) {
            for (int x = 0; x < board.width; ++x) {
                if (board.terrainAt(x, y) == k)
                    cells << QRectF(x, y, 1, 1);
            }
        }
        if (cells.isEmpty())
            continue;
        painter->setPen(Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRects(cells.constData(), int(cells.size()));

        // The look follows the kind's flags, not its id, so new kinds in a rule file draw well.
        QList<QLineF> lines;
        if (!kind.passable && !kind.blocksSight) {
            // Cover-giving blocks (crates, boulders): a raised square in each cell.
            painter->setPen(QPen(edge, 0.05));
            painter->setBrush(fill.lighter(118));
            for (const QRectF &cell : cells)
                painter->drawRoundedRect(cell.adjusted(0.16, 0.16, -0.16, -0.16), 0.12, 0.12);
        } else if (kind.passable && kind.extraCost > 0) {
            // Costly ground: diagonal hatching, continuous from cell to cell (x + y = t).
            QColor hatch = fill.darker(125);
            hatch.setAlphaF(0.55 * alpha);
            painter->setPen(QPen(hatch, 0.045, Qt::SolidLine, Qt::FlatCap));
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
            painter->setPen(QPen(joint, 0.03));
            for (const QRectF &cell : cells) {
                const qreal x = cell.left();
                const qreal y = cell.top();
                const qreal off = (int(y) % 2) ? 0.25 : 0.75;
                lines << QLineF(x, y + 0.5, x + 1, y + 0.5) << QLineF(x + off, y, x + off, y + 0.5)
                      << QLineF(x + 1 - off, y + 0.5, x + 1 - off, y + 1);
            }
        }
        if (!lines.isEmpty())
            painter->drawLines(lines.constData(), int(lines.size()));

        // Outline the region where it meets other ground.
        painter->setPen(QPen(edge, 0.06, Qt::SolidLine, Qt::SquareCap));
        lines.clear();
        auto differs = [&](int nx, int ny) {
            return !board.contains(nx, ny) || board.terrainAt(nx, ny) != k;
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
        painter->drawLines(lines.constData(), int(lines.size()));
    }
}

void SquareBoardItem::paintLighting(QPainter *painter) const
{
    // Each level's `shade` from the rule data over terrain and elevation, under the grid,
    // walls and tokens (docs/file-format.md §3.5). Lighting is no secret: the player view
    // draws it too. Cells without an entry have the first level, bright light.
    const auto &encounter = m_document->encounter();
    const auto &board = encounter.board.square;
    const auto &levels = encounter.rules->lightingLevels;
    if (board.lighting.isEmpty() || levels.isEmpty())
        return;
    QVector<QVector<QRectF>> cells(levels.size());
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            const int level = board.lightingAt(x, y);
            if (level > 0)
                cells[level] << QRectF(x, y, 1, 1);
        }
    }
    painter->save();
    painter->setPen(Qt::NoPen);
    // Whole cells side by side: no antialiased seams between them.
    painter->setRenderHint(QPainter::Antialiasing, false);
    for (int level = 1; level < levels.size(); ++level) {
        if (cells[level].isEmpty() || levels[level].shade.alpha() == 0)
            continue;
        painter->setBrush(levels[level].shade);
        painter->drawRects(cells[level].constData(), int(cells[level].size()));
    }
    painter->restore();
}

void SquareBoardItem::paintElevation(QPainter *painter) const
{
    const auto &board = m_document->encounter().board.square;
    const int w = board.width;
    const int h = board.height;

    // Shade: higher ground is browner, lower ground bluer, by whole meters.
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const qint64 e = board.elevationAt(x, y);
            if (e == 0)
                continue;
            const qreal meters = FixedPoint::toDouble(e);
            QColor tint = meters > 0 ? QColor(0x7a, 0x4e, 0x1e) : QColor(0x10, 0x2a, 0x55);
            tint.setAlphaF(qMin(0.55, 0.10 + 0.11 * std::abs(meters)));
            painter->fillRect(QRectF(x, y, 1, 1), tint);
        }
    }

    // Contours where the height changes; the line sits on the edge between the two cells.
    QColor contour = m_labelColor;
    contour.setAlphaF(0.75);
    painter->setPen(QPen(contour, 0.07, Qt::SolidLine, Qt::RoundCap));
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const qint64 e = board.elevationAt(x, y);
            if (x + 1 < w && board.elevationAt(x + 1, y) != e)
                painter->drawLine(QPointF(x + 1, y), QPointF(x + 1, y + 1));
            if (y + 1 < h && board.elevationAt(x, y + 1) != e)
                painter->drawLine(QPointF(x, y + 1), QPointF(x + 1, y + 1));
            if (e != 0) {
                if (x == 0)
                    painter->drawLine(QPointF(0, y), QPointF(0, y + 1));
                if (x == w - 1)
                    painter->drawLine(QPointF(w, y), QPointF(w, y + 1));
                if (y == 0)
                    painter->drawLine(QPointF(x, 0), QPointF(x + 1, 0));
                if (y == h - 1)
                    painter->drawLine(QPointF(x, h), QPointF(x + 1, h));
            }
        }
    }

    // One height label per connected area of equal height, at the cell nearest its middle,
    // and more on a coarse lattice in large areas, so numbers do not clutter the map.
    QVector<int> region(w * h, -1);
    struct Area {
        qint64 height;
        QList<QPoint> cells;
    };
    QList<Area> areas;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            const qint64 e = board.elevationAt(x, y);
            if (e == 0 || region[y * w + x] >= 0)
                continue;
            Area area{e, {}};
            QList<QPoint> stack{QPoint(x, y)};
            region[y * w + x] = int(areas.size());
            while (!stack.isEmpty()) {
                const QPoint c = stack.takeLast();
                area.cells << c;
                const QPoint next[] = {
                    {c.x() + 1, c.y()}, {c.x() - 1, c.y()}, {c.x(), c.y() + 1}, {c.x(), c.y() - 1}};
                for (const QPoint &n : next) {
                    if (board.contains(n.x(), n.y()) && region[n.y() * w + n.x()] < 0 &&
                        board.elevationAt(n.x(), n.y()) == e) {
                        region[n.y() * w + n.x()] = int(areas.size());
                        stack << n;
                    }
                }
            }
            areas << area;
        }
    }

    QFont font;
    font.setBold(true);
    font.setPixelSize(64); // drawn scaled down: the painter is in cell units
    painter->setFont(font);
    constexpr qreal labelScale = 0.25 / 64.0; // label text ≈ a quarter of a cell
    for (const Area &area : areas) {
        // The area's top-left cell, whose corner a token disc leaves free, and on large areas
        // a coarse lattice more.
        QPoint first = area.cells.front();
        for (const QPoint &c : area.cells) {
            if (c.y() < first.y() || (c.y() == first.y() && c.x() < first.x()))
                first = c;
        }
        QList<QPoint> spots{first};
        if (area.cells.size() > 48) {
            for (const QPoint &c : area.cells) {
                if (c.x() % 8 == 4 && c.y() % 8 == 4 &&
                    (std::abs(c.x() - first.x()) > 3 || std::abs(c.y() - first.y()) > 3))
                    spots << c;
            }
        }
        const QString text = metersLabel(area.height);
        for (const QPoint &spot : spots) {
            painter->save();
            painter->translate(spot.x() + 0.05, spot.y() + 0.05);
            painter->scale(labelScale, labelScale);
            const QRectF box = painter->fontMetrics().boundingRect(text).adjusted(-14, -4, 14, 4);
            const QRectF centred(0, 0, box.width(), box.height());
            QColor plate = m_groundColor;
            plate.setAlphaF(0.78);
            painter->setPen(Qt::NoPen);
            painter->setBrush(plate);
            painter->drawRoundedRect(centred, 22, 22);
            painter->setPen(m_labelColor);
            painter->drawText(centred, Qt::AlignCenter, text);
            painter->restore();
        }
    }
}

void SquareBoardItem::paintGrid(QPainter *painter) const
{
    const auto &board = m_document->encounter().board.square;
    QColor major = m_gridColor;
    major.setAlphaF(qMin(1.0, m_gridColor.alphaF() * 2.0));
    const QPen minorPen(m_gridColor, 0.025);
    const QPen majorPen(major, 0.04);
    for (int x = 0; x <= board.width; ++x) {
        painter->setPen(x % 5 == 0 ? majorPen : minorPen);
        painter->drawLine(QPointF(x, 0), QPointF(x, board.height));
    }
    for (int y = 0; y <= board.height; ++y) {
        painter->setPen(y % 5 == 0 ? majorPen : minorPen);
        painter->drawLine(QPointF(0, y), QPointF(board.width, y));
    }
    painter->setPen(QPen(m_wallColor, 0.06));
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(QRectF(0, 0, board.width, board.height));
}

void SquareBoardItem::paintWalls(QPainter *painter) const
{
    const auto &board = m_document->encounter().board.square;
    for (const WallSegment &wall : board.walls) {
        const QPointF a = wallPoint(wall.x1, wall.y1);
        const QPointF b = wallPoint(wall.x2, wall.y2);
        const QLineF line(a, b);
        if (wall.door == WallSegment::Door::None) {
            painter->setPen(QPen(m_wallColor, 0.16, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
            painter->drawLine(line);
            continue;
        }
        // Doors: jambs at both ends, then a solid leaf (closed) or a swung leaf (open).
        const QPointF unit = line.length() > 0 ? (b - a) / line.length() : QPointF(1, 0);
        const QPointF normal(-unit.y(), unit.x());
        painter->setPen(QPen(m_wallColor, 0.12, Qt::SolidLine, Qt::FlatCap));
        for (const QPointF &end : {a, b})
            painter->drawLine(end - normal * 0.2, end + normal * 0.2);
        if (wall.door == WallSegment::Door::Closed) {
            painter->setPen(QPen(m_doorColor.darker(160), 0.26, Qt::SolidLine, Qt::FlatCap));
            painter->drawLine(line);
            painter->setPen(QPen(m_doorColor, 0.17, Qt::SolidLine, Qt::FlatCap));
            painter->drawLine(line);
        } else {
            QColor sill = m_doorColor;
            sill.setAlphaF(0.7);
            painter->setPen(QPen(sill, 0.04, Qt::DashLine, Qt::FlatCap));
            painter->drawLine(line);
            // The leaf stands open at a right angle from the hinge at the first point.
            const qreal length = line.length();
            const QPointF tip = a + normal * length;
            painter->setPen(QPen(m_doorColor.darker(150), 0.12, Qt::SolidLine, Qt::RoundCap));
            painter->drawLine(a, tip);
            painter->setPen(QPen(sill, 0.035, Qt::DotLine));
            const QRectF arcBox(a.x() - length, a.y() - length, 2 * length, 2 * length);
            const qreal startAngle = -qRadiansToDegrees(std::atan2(unit.y(), unit.x()));
            const qreal sweep =
                -qRadiansToDegrees(std::atan2(unit.x() * normal.y() - unit.y() * normal.x(),
                                              unit.x() * normal.x() + unit.y() * normal.y()));
            painter->drawArc(arcBox, int(startAngle * 16), int(sweep * 16));
        }
    }
}
