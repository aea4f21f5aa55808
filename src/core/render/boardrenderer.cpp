#include "boardrenderer.h"
#include "templateshape.h"

#include "boardpainter.h"
#include "lightshade.h"
#include "sidering.h"

#include "engine/playersencounter.h"
#include "io/atomicsave.h"
#include "model/fixedpoint.h"

#include <QBuffer>
#include <QCoreApplication>
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

// Colours for sides whose file gives none. The same list, in the same order, as the app's, so
// an export matches the screen. Chosen to stay apart for readers with a colour-vision
// deficiency (Okabe–Ito and Paul Tol colours; docs/architecture.md, "Colour"): any two of the
// first five stay at least CIEDE2000 20 apart under simulated protanopia, deuteranopia and
// tritanopia as well as in normal vision. Past five the ring patterns (SideRing) tell sides apart.
const QColor FallbackSideColors[] = {
    QColor(0x00, 0x72, 0xb2), // blue
    QColor(0xd5, 0x5e, 0x00), // vermillion
    QColor(0x88, 0xcc, 0xee), // sky
    QColor(0xf0, 0xe4, 0x42), // yellow
    QColor(0x88, 0x22, 0x55), // wine
    QColor(0x00, 0x9e, 0x73), // bluish green
    QColor(0xcc, 0x79, 0xa7), // reddish purple
    QColor(0x33, 0x22, 0x88), // indigo
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
            m_walls << BoardPainter::WallPiece{QLineF(a, b), wall.door};
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
                m_walls << BoardPainter::WallPiece{QLineF(a, b), wall.door};
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
                m_walls << BoardPainter::WallPiece{QLineF(start, a + (b - a) * t0), wall.door};
                open = false;
            }
        }
        if (open)
            m_walls << BoardPainter::WallPiece{QLineF(start, b), wall.door};
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
    return BoardPainter::canDrawText();
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
    for (const BoardPainter::WallPiece &piece : renderer.m_walls) {
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

BoardPainter BoardRenderer::boardPainter() const
{
    BoardPainter painter(m_encounter.board.square, *m_encounter.rules,
                         {GroundColor, GridColor, WallColor, DoorColor, LabelColor});
    // A coarse picture is drawn sharp, so no blur spreads the players' black fog into a
    // revealed cell.
    painter.setBackground(m_background, true);
    if (m_fog.enabled())
        painter.setShown([this](int x, int y) { return shown(x, y); });
    painter.setWalls(m_walls);
    painter.setGrid(m_options.grid);
    return painter;
}

QRectF BoardRenderer::backgroundTarget() const
{
    return boardPainter().backgroundTarget();
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
    for (const BoardPainter::WallPiece &wall : m_walls) {
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
    boardPainter().paint(painter, range);
    paintLights(painter, range);
    paintTemplates(painter, range);
    paintFog(painter, range);
    if (m_options.tokens)
        paintTokens(painter, range);
    if (m_options.coordinates)
        paintCoordinates(painter, range);
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

void BoardRenderer::paintTemplates(QPainter &painter, const QRect &range) const
{
    // Over the light and under the fog and tokens, as the app's board draws them; the players'
    // encounter holds only the shared ones, and in the GM's copy the others are dashed.
    const QRectF near = QRectF(range).adjusted(-1, -1, 1, 1);
    for (const BoardTemplate &tpl : m_encounter.board.square.templates) {
        const auto placement = TemplateArea::placementOf(tpl, m_encounter.tokens);
        if (!placement || !TemplateShape::bounds(*placement).intersects(near))
            continue;
        const TemplateArea area = TemplateArea::of(tpl, m_encounter);
        TemplateShape::paint(painter, area, *placement, TemplateShape::shade(tpl), 0.30, false,
                             !m_options.players && !tpl.sharedWithPlayers);
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

        // The side's ring: its colour and its pattern, so colour is not the only cue.
        SideRing::paint(painter, discRect, SideRing::Band, color,
                        SideRing::patternOf(SideRing::sideIndex(m_encounter, token.side)));

        if (faded) {
            // Outside the side's ring, so its pattern stays readable.
            QPen ring(QColor(0x22, 0x22, 0x22), 0.03, Qt::CustomDashLine);
            ring.setDashPattern({3, 2});
            painter.setPen(ring);
            painter.setBrush(Qt::NoBrush);
            const qreal out = SideRing::Band + 0.04;
            painter.drawEllipse(discRect.adjusted(-out, -out, out, out));
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
        return fail(
            QCoreApplication::translate("BoardRenderer", "battle sheets need a square board"));
    const QImage image = renderImage(gm, options);
    if (image.isNull()) {
        return fail(QCoreApplication::translate(
                        "BoardRenderer",
                        "the board is too large for an image at %1 pixels per cell; "
                        "ask for fewer pixels per cell")
                        .arg(options.cellPixels));
    }
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(QCoreApplication::translate("BoardRenderer", "cannot write %1: %2")
                        .arg(fileName, file.errorString()));
    if (!image.save(&file, "PNG")) {
        file.cancelWriting();
        return fail(
            QCoreApplication::translate("BoardRenderer", "cannot write %1 as a PNG").arg(fileName));
    }
    if (!AtomicSave::commit(file))
        return fail(QCoreApplication::translate("BoardRenderer", "cannot write %1: %2")
                        .arg(fileName, file.errorString()));
    return true;
}
