#include "board/squareoverlaypainter.h"

#include "board/overlaygeometry.h"
#include "board/overlaypaintercanvas.h"

#include "live/overlaytext.h"
#include "live/surroundedbadgemodel.h"

#include "engine/highground.h"
#include "model/fixedpoint.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QSet>
#include <algorithm>
#include <cmath>
#include <limits>

namespace
{

constexpr qreal DiscRadius = 0.43; // SquareToken's disc, as a share of the footprint

// Footprints in cell units, as the painter draws (Token holds the one definition).
QRectF footprintRect(const Token &token)
{
    return QRectF(token.footprintRect());
}

QRectF footprintAt(QPoint anchor, int size)
{
    return QRectF(Token::footprintAt(anchor, size));
}

// The segment between two token centres without the parts under their discs.
QLineF betweenDiscs(const QRectF &from, const QRectF &to)
{
    const QLineF full(from.center(), to.center());
    const qreal length = full.length();
    const qreal r0 = DiscRadius * from.width() + 0.04;
    const qreal r1 = DiscRadius * to.width() + 0.04;
    if (length <= r0 + r1)
        return {};
    const QPointF unit = (full.p2() - full.p1()) / length;
    return QLineF(full.p1() + unit * r0, full.p2() - unit * r1);
}

// The edges of a set of cells that face a cell outside it, for outlines.
QList<QLineF> outline(const QVector<QPoint> &cells)
{
    QSet<QPoint> set(cells.begin(), cells.end());
    QList<QLineF> lines;
    for (const QPoint &c : cells) {
        const int x = c.x();
        const int y = c.y();
        if (!set.contains({x, y - 1}))
            lines << QLineF(x, y, x + 1, y);
        if (!set.contains({x, y + 1}))
            lines << QLineF(x, y + 1, x + 1, y + 1);
        if (!set.contains({x - 1, y}))
            lines << QLineF(x, y, x, y + 1);
        if (!set.contains({x + 1, y}))
            lines << QLineF(x + 1, y, x + 1, y + 1);
    }
    return lines;
}

QColor withAlpha(QColor color, qreal alpha)
{
    color.setAlphaF(alpha);
    return color;
}

// One coloured run of text on a label plate.
struct Piece {
    QString text;
    QColor color;
};
using Line = QList<Piece>;

// Label plates are laid out and drawn in device pixels, so text stays crisp at any texture
// scale. A plate is placed by an anchor and an alignment: AlignBottom puts it above the
// anchor, AlignTop below, AlignLeft to the right of it, AlignRight to the left; centred on
// the anchor along any axis the alignment leaves open.
} // namespace

struct SquareOverlayPainter::Plate {
    QList<Line> lines;
    qreal pixelSize = 12;
    QColor border;
    QColor fill;
    QRectF rect; // device pixels

    [[nodiscard]] QFont font() const
    {
        QFont font;
        font.setPixelSize(qMax(8, int(std::lround(pixelSize))));
        font.setBold(true);
        return font;
    }
    [[nodiscard]] qreal padX() const { return pixelSize * 0.45; }
    [[nodiscard]] qreal padY() const { return pixelSize * 0.18; }

    [[nodiscard]] QSizeF size() const
    {
        const QFontMetricsF metrics(font());
        qreal width = 0;
        for (const Line &line : lines) {
            qreal w = 0;
            for (const Piece &piece : line)
                w += metrics.horizontalAdvance(piece.text);
            width = qMax(width, w);
        }
        return {width + 2 * padX(), lines.size() * metrics.height() + 2 * padY()};
    }

    // Places the plate by its anchor, then moves it inside `bounds` (the board) if it fits.
    void place(QPointF at, Qt::Alignment align, const QRectF &bounds)
    {
        if (!m_size.isValid())
            m_size = size();
        const QSizeF s = m_size;
        QPointF topLeft(at.x() - s.width() / 2, at.y() - s.height() / 2);
        if (align & Qt::AlignBottom)
            topLeft.setY(at.y() - s.height());
        else if (align & Qt::AlignTop)
            topLeft.setY(at.y());
        if (align & Qt::AlignLeft)
            topLeft.setX(at.x());
        else if (align & Qt::AlignRight)
            topLeft.setX(at.x() - s.width());
        rect = QRectF(topLeft, s);
        if (bounds.width() >= s.width() && bounds.height() >= s.height()) {
            rect.moveLeft(qBound(bounds.left(), rect.left(), bounds.right() - s.width()));
            rect.moveTop(qBound(bounds.top(), rect.top(), bounds.bottom() - s.height()));
        }
    }

    void draw(QPainter *painter) const
    {
        if (lines.isEmpty())
            return;
        painter->save();
        painter->resetTransform();
        painter->setRenderHint(QPainter::Antialiasing, true);
        const QFont f = font();
        painter->setFont(f);
        const QFontMetricsF metrics(f);
        painter->setPen(border.isValid() ? QPen(border, qMax(1.0, pixelSize * 0.12)) : Qt::NoPen);
        painter->setBrush(fill);
        painter->drawRoundedRect(rect, pixelSize * 0.35, pixelSize * 0.35);
        qreal y = rect.top() + padY() + metrics.ascent();
        for (const Line &line : lines) {
            qreal x = rect.left() + padX();
            for (const Piece &piece : line) {
                painter->setPen(piece.color);
                painter->drawText(QPointF(x, y), piece.text);
                x += metrics.horizontalAdvance(piece.text);
            }
            y += metrics.height();
        }
        painter->restore();
    }

private:
    QSizeF m_size; // laid out once
};

namespace
{

} // namespace

struct SquareOverlayPainter::PaintState {
    const Encounter *encounter = nullptr;
    const SquareAnalysis *analysis = nullptr;
    const Token *focus = nullptr; // in the shown state
    qreal pixelsPerCell = 48;     // device pixels per cell, for text sizes
    QRectF deviceBounds;          // the board, in device pixels
    bool under = true;
    bool over = true;

    // Text a quarter of a cell high, readable from 9 px up to 15 px.
    [[nodiscard]] qreal textSize() const { return qBound(9.0, pixelsPerCell * 0.24, 15.0); }
    [[nodiscard]] bool roomForText() const { return pixelsPerCell >= 14; }
};

void SquareOverlayPainter::paint(QPainter *painter, QSizeF itemSize, Parts parts)
{
    PaintState state;
    state.encounter = frame.encounter.get();
    state.analysis = frame.square.get();
    if (!state.encounter || !state.analysis || !state.encounter->board.isSquare())
        return;
    const auto &board = state.encounter->board.square;
    if (board.width <= 0 || board.height <= 0 || itemSize.isEmpty())
        return;
    state.focus = state.encounter->token(frame.focusToken);
    state.under = layer != Layer::OverTokens;
    state.over = layer != Layer::UnderTokens;

    painter->save();
    // Draw in cell units: (0, 0) is the board's top-left corner, one unit is one cell.
    painter->scale(itemSize.width() / board.width, itemSize.height() / board.height);
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setRenderHint(QPainter::TextAntialiasing, true);
    state.pixelsPerCell = painter->transform().m11();
    state.deviceBounds = painter->transform().mapRect(QRectF(0, 0, board.width, board.height));

    const auto wants = [parts](Part part) { return (parts & part) != 0; };
    if (state.under) {
        // The heat layer first: every other overlay reads over it.
        if (wants(PaintCoverHeat))
            paintCoverHeat(painter, state);
        if (showZones && wants(PaintZones))
            paintZones(painter, state);
        if (showReach && (wants(PaintReach) || wants(PaintReachCosts)))
            paintReach(painter, state, wants(PaintReach), wants(PaintReachCosts));
        OverlayPainterCanvas canvas(painter);
        if (showSurrounded && wants(PaintSurrounded))
            drawSurrounded(canvas);
        if (showSight && wants(PaintSight))
            drawSight(canvas, state.pixelsPerCell);
        if (wants(PaintFacing))
            paintFacing(painter, state);
        if (wants(PaintCoverLines))
            paintCoverLines(painter, state);
        if (wants(PaintSneakMarks))
            paintSneakMarks(painter, state);
        if (showPath && wants(PaintPath))
            drawPath(canvas);
    }
    if (state.over && wants(PaintLabels)) {
        // The path label has the first claim on its place; the line labels go where they
        // cover neither it, nor a token, nor each other, when such a place exists.
        Plate pathLabel;
        if (showPath || showReach)
            pathLabel = pathLabelPlate(painter, state);
        QList<QRectF> taken;
        if (!pathLabel.lines.isEmpty())
            taken << pathLabel.rect;
        paintSneakLabels(painter, state, taken);
        if (showSight || showHighGround)
            paintRelationTags(painter, state, taken);
        pathLabel.draw(painter);
    }
    painter->restore();
}

// The zones of control of the focus token's enemies (docs/rules.md §1.4), tinted and outlined with
// a dashed edge in the palette's zone colour, which stays apart from the sight and cover colours
// for every reader (OverlayPalette); where zones overlap the tint deepens.
void SquareOverlayPainter::paintZones(QPainter *painter, const PaintState &state) const
{
    if (!state.focus)
        return;
    for (const Token &token : state.encounter->tokens) {
        if (token.id == state.focus->id || !state.encounter->areEnemies(*state.focus, token))
            continue;
        const auto *result = state.analysis->token(token.id);
        if (!result || !result->hasZoc || result->zone.isEmpty())
            continue;
        painter->setPen(Qt::NoPen);
        painter->setBrush(withAlpha(palette.zone, palette.zoneFill));
        QList<QRectF> cells;
        cells.reserve(result->zone.size());
        for (const QPoint &c : result->zone)
            cells << QRectF(c.x(), c.y(), 1, 1);
        painter->drawRects(cells.constData(), int(cells.size()));
        QPen edge(palette.zone, 0.06 * palette.lineScale, Qt::DashLine, Qt::FlatCap);
        edge.setDashPattern({2.0, 1.5});
        painter->setPen(edge);
        const auto lines = outline(result->zone);
        painter->drawLines(lines.constData(), int(lines.size()));
    }
}

// Where the focus token can end its move this turn (docs/rules.md §1.7), from where it stands in
// the document, with the cost of each anchor cell.
void SquareOverlayPainter::paintReach(QPainter *painter, const PaintState &state, bool area,
                                      bool costs) const
{
    const auto *field = frame.field.get();
    if (!state.focus || !field)
        return;
    const auto &reached = frame.reachable;
    const int size = field->footprintSize();
    QVector<QPoint> reachArea;
    reachArea.reserve(reached.size() + 1);
    reachArea << field->start();
    for (const auto &r : reached)
        reachArea << r.anchor;
    if (area) {
        QList<QRectF> cells;
        for (const QPoint &c : reachArea)
            cells << QRectF(c.x(), c.y(), 1, 1);
        painter->setPen(Qt::NoPen);
        painter->setBrush(withAlpha(palette.reach, 0.16));
        painter->drawRects(cells.constData(), int(cells.size()));
        painter->setPen(QPen(withAlpha(palette.reach, 0.9), 0.05, Qt::SolidLine, Qt::SquareCap));
        const auto lines = outline(reachArea);
        painter->drawLines(lines.constData(), int(lines.size()));

        // Where it started, while it is dragged away (or a bigger footprint than the anchor).
        if (frame.isDragging() || size > 1) {
            QPen start(withAlpha(palette.path, 0.8), 0.06, Qt::DashLine);
            start.setDashPattern({2.0, 2.0});
            painter->setPen(start);
            painter->setBrush(Qt::NoBrush);
            painter->drawRoundedRect(
                footprintAt(field->start(), size).adjusted(0.08, 0.08, -0.08, -0.08), 0.15, 0.15);
        }

        // Reachable cells that hold a trap (docs/rules.md §12): a dashed inset and a small warning
        // triangle, by shape as well as colour. The players' frame holds only revealed traps.
        const auto &board = state.encounter->board.square;
        if (state.encounter->board.isSquare() && !board.traps.isEmpty()) {
            QList<QRectF> trapped;
            QPolygonF triangles;
            for (const QPoint &c : std::as_const(reachArea)) {
                const bool covered =
                    std::any_of(board.traps.cbegin(), board.traps.cend(),
                                [&](const BoardTrap &trap) { return trap.covers(c.x(), c.y()); });
                if (!covered)
                    continue;
                trapped << QRectF(c.x() + 0.12, c.y() + 0.12, 0.76, 0.76);
                triangles << QPointF(c.x() + 0.14, c.y() + 0.36)
                          << QPointF(c.x() + 0.25, c.y() + 0.14)
                          << QPointF(c.x() + 0.36, c.y() + 0.36);
            }
            if (!trapped.isEmpty()) {
                QPen dashed(withAlpha(palette.blocked, 0.85), 0.05, Qt::DashLine);
                dashed.setDashPattern({1.5, 1.5});
                painter->setPen(dashed);
                painter->setBrush(Qt::NoBrush);
                painter->drawRects(trapped.constData(), int(trapped.size()));
                painter->setPen(Qt::NoPen);
                painter->setBrush(palette.blocked);
                for (qsizetype i = 0; i + 2 < triangles.size(); i += 3)
                    painter->drawPolygon(triangles.constData() + i, 3);
            }
        }

        // Without a drag, the footprint the token would have at the pointer.
        const QPoint pointer = frame.pointer;
        if (!frame.isDragging() && pointer.x() >= 0 && pointer != field->start()) {
            painter->setPen(QPen(frame.pointerCost < 0 ? palette.blocked : palette.path, 0.07));
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(footprintAt(pointer, size).adjusted(0.04, 0.04, -0.04, -0.04));
        }
    }

    if (!costs || !state.roomForText())
        return;
    // Costs, small in each cell's lower right corner, so a token's disc over it hides little.
    const QTransform toDevice = painter->transform();
    painter->save();
    painter->resetTransform();
    QFont font;
    font.setPixelSize(int(qBound(8.0, state.pixelsPerCell * 0.26, 13.0)));
    font.setBold(true);
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    for (const auto &r : reached) {
        const QString text = OverlayText::amount(r.cost);
        const QPointF corner = toDevice.map(QPointF(r.anchor.x() + 1, r.anchor.y() + 1));
        const qreal w = metrics.horizontalAdvance(text) + 4;
        const qreal h = metrics.height();
        const QRectF box(corner.x() - w - 1, corner.y() - h - 1, w, h);
        painter->setPen(Qt::NoPen);
        painter->setBrush(palette.costTag);
        painter->drawRoundedRect(box, 3, 3);
        painter->setPen(palette.costText);
        painter->drawText(box, Qt::AlignCenter, text);
    }
    painter->restore();
}

// The parts drawn as shapes (GeometryParts), gathered once and drawn on either canvas: the
// window's OverlayGeometry, or an OverlayPainterCanvas for exports and screenshots.

// Surrounded tokens (docs/rules.md §1.5): a ring, and a link to each enemy that surrounds it,
// centre to centre, so opposite corners read as one line through the token.
template<typename Canvas> void SquareOverlayPainter::drawSurrounded(Canvas &canvas) const
{
    const Encounter *encounter = frame.encounter.get();
    using Cap = typename Canvas::Cap;
    for (const auto &badge : SurroundedBadgeModel::badgesOf(frame)) {
        const Token *token = encounter->token(badge.tokenId);
        if (!token)
            continue;
        const QRectF rect = footprintRect(*token);
        for (const QString &enemyId : badge.enemyIds) {
            const Token *enemy = encounter->token(enemyId);
            if (!enemy)
                continue;
            const QLineF link(rect.center(), footprintRect(*enemy).center());
            canvas.line(link, 0.2, withAlpha(Qt::white, 0.8), Cap::Round);
            canvas.line(link, 0.11, palette.surrounded, Cap::Round);
        }
        // A glow around the disc's white border, visible whatever the side's colour.
        canvas.disc(rect.center(), 0.5 * token->footprint() + 0.04, palette.surrounded);
    }
}

// Line of sight and cover from the focus token to every other token (docs/rules.md §1.6): the line
// is teal when clear, amber and dashed under cover, red and dotted without sight; covering
// cells and tokens are outlined in amber, blocking cells crossed and blocking walls traced in
// red, so the reason is on the board.
template<typename Canvas>
void SquareOverlayPainter::drawSight(Canvas &canvas, qreal pixelsPerCell) const
{
    const Encounter *encounter = frame.encounter.get();
    const SquareAnalysis *analysis = frame.square.get();
    const Token *focus = encounter->token(frame.focusToken);
    using Cap = typename Canvas::Cap;
    if (!focus || !showSight)
        return;
    const QRectF from = footprintRect(*focus);
    const auto &board = encounter->board.square;
    QSet<QPoint> coverCells;
    QSet<QString> coverTokens;
    QSet<QPoint> blockCells;
    QSet<int> blockWalls;
    struct SightLine {
        QLineF line;
        int kind; // 0 clear, 1 cover, 2 blocked
    };
    QList<SightLine> lines;
    qreal totalLength = 0;
    for (const Token &token : encounter->tokens) {
        if (token.id == focus->id)
            continue;
        const auto pair = analysis->pair(focus->id, token.id);
        if (!pair || (sightRange > 0 && pair->distance > sightRange))
            continue;
        const auto &sight = pair->sight;
        int kind = 0;
        if (!sight.lineOfSight) {
            kind = 2;
            for (const QPoint &c : sight.blockingCells)
                blockCells.insert(c);
            for (const int w : sight.blockingWalls)
                blockWalls.insert(w);
        } else if (sight.cover) {
            kind = 1;
            for (const QPoint &c : sight.coveringCells)
                coverCells.insert(c);
            for (const QString &id : sight.coveringTokens)
                coverTokens.insert(id);
        }
        const QLineF line = betweenDiscs(from, footprintRect(token));
        if (line.isNull())
            continue;
        lines << SightLine{line, kind};
        totalLength += line.length();
    }
    // Antialiased, cased and dashed strokes cost the raster engine about a millisecond per long
    // line, so many long lines (a large map with hundreds of tokens) go without: the same
    // colours, legible, at a fraction of the time.
    const bool fancy = totalLength * pixelsPerCell < 40000;
    canvas.setFast(!fancy);
    const QColor colors[3] = {palette.clear, palette.cover, palette.blocked};
    const qreal widths[3] = {0.07 * palette.lineScale, 0.09 * palette.lineScale,
                             0.05 * palette.lineScale};
    if (fancy) {
        for (const auto &l : lines)
            canvas.line(l.line, widths[l.kind] + 0.07, withAlpha(Qt::white, 0.55), Cap::Round);
    }
    for (const auto &l : lines) {
        const qreal w = widths[l.kind];
        if (fancy && l.kind == 1)
            canvas.dashedLine(l.line, w, colors[1], 2.2 * w, 1.2 * w);
        else if (fancy && l.kind == 2)
            canvas.dashedLine(l.line, w, colors[2], 1.0 * w, 1.6 * w);
        else
            canvas.line(l.line, w, colors[l.kind]);
    }
    for (const QPoint &c : coverCells) {
        const QRectF cell(c.x() + 0.1, c.y() + 0.1, 0.8, 0.8);
        canvas.rect(cell, withAlpha(palette.cover, palette.coverFill));
        canvas.rectOutline(cell, 0.09 * palette.lineScale, palette.cover);
    }
    for (const QString &id : coverTokens) {
        if (const Token *token = encounter->token(id)) {
            const qreal r = 0.5 * token->footprint() + 0.12;
            // Dashes of a twelfth of a cell, as the painter's {1.0, 0.5} pattern of 0.08.
            canvas.ring(footprintRect(*token).center(), r, 0.08, palette.cover,
                        qMax(8, int(2 * M_PI * r / 0.12)));
        }
    }
    for (const QPoint &c : blockCells) {
        canvas.line(QLineF(c.x() + 0.25, c.y() + 0.25, c.x() + 0.75, c.y() + 0.75), 0.08,
                    palette.blocked);
        canvas.line(QLineF(c.x() + 0.75, c.y() + 0.25, c.x() + 0.25, c.y() + 0.75), 0.08,
                    palette.blocked);
    }
    for (const int w : blockWalls) {
        if (w < 0 || w >= board.walls.size())
            continue;
        const auto &wall = board.walls[w];
        canvas.line(QLineF(FixedPoint::toDouble(wall.x1), FixedPoint::toDouble(wall.y1),
                           FixedPoint::toDouble(wall.x2), FixedPoint::toDouble(wall.y2)),
                    0.1, palette.blocked);
    }
    canvas.setFast(false);
}

// The path being dragged (docs/rules.md §1.7): through the footprint's centre at each step, blue
// within the budget and orange beyond it; a step that starts in a hindering enemy's zone of
// control is marked.
template<typename Canvas> void SquareOverlayPainter::drawPath(Canvas &canvas) const
{
    const Token *focus = frame.encounter->token(frame.focusToken);
    const auto &path = frame.path;
    const auto *field = frame.field.get();
    if (focus && path && field && path->steps.size() >= 2) {
        const int size = field->footprintSize();
        const qreal half = size / 2.0;
        QPolygonF line;
        for (const QPoint &s : path->steps)
            line << QPointF(s.x() + half, s.y() + half);
        const bool within = path->cost <= frame.budget;
        const QColor color = within ? palette.path : palette.overBudget;
        canvas.polyline(line, 0.2, withAlpha(Qt::white, 0.7));
        if (within)
            canvas.polyline(line, 0.1, color);
        else
            canvas.polyline(line, 0.1, color, 0.15, 0.1);
        QSet<QPoint> hindering;
        if (const auto *committed = frame.committedSquare.get()) {
            for (const QString &id : path->hinderedBy) {
                if (const auto *result = committed->token(id)) {
                    for (const QPoint &c : result->zone)
                        hindering.insert(c);
                }
            }
        }
        for (int i = 0; i < path->steps.size(); ++i) {
            const QPoint s = path->steps[i];
            bool hindered = false;
            if (i + 1 < path->steps.size()) {
                for (int dy = 0; dy < size && !hindered; ++dy) {
                    for (int dx = 0; dx < size && !hindered; ++dx)
                        hindered = hindering.contains(QPoint(s.x() + dx, s.y() + dy));
                }
            }
            const QPointF centre(s.x() + half, s.y() + half);
            if (hindered) {
                const QPolygonF outer{centre + QPointF(0, -0.19), centre + QPointF(0.19, 0),
                                      centre + QPointF(0, 0.19), centre + QPointF(-0.19, 0)};
                const QPolygonF inner{centre + QPointF(0, -0.15), centre + QPointF(0.15, 0),
                                      centre + QPointF(0, 0.15), centre + QPointF(-0.15, 0)};
                canvas.convex(outer, Qt::white);
                canvas.convex(inner, palette.hinder);
            } else {
                canvas.disc(centre, 0.105, Qt::white);
                canvas.disc(centre, 0.075, color);
            }
        }
    }
}

// A label at the near end of each line: sight and cover, the melee high-ground result by
// the rule set's name with an arrow, and the ranged range adjustment (docs/rules.md §1.8).
void SquareOverlayPainter::paintRelationTags(QPainter *painter, const PaintState &state,
                                             QList<QRectF> &taken) const
{
    if (!state.focus || !state.roomForText())
        return;
    const QRectF from = footprintRect(*state.focus);
    const RuleSet &rules = *state.encounter->rules;
    const QTransform toDevice = painter->transform();
    // Where the tokens' discs and name plates are, in device pixels.
    QList<QRectF> discs;
    for (const Token &token : state.encounter->tokens)
        discs << toDevice.mapRect(footprintRect(token).adjusted(0.05, 0.05, -0.05, 0.15));
    // Nearer tokens first: their labels get the places nearest them.
    QList<int> order;
    for (int i = 0; i < state.encounter->tokens.size(); ++i)
        order << i;
    auto gap = [&](int i) {
        return QLineF(from.center(), footprintRect(state.encounter->tokens[i]).center()).length();
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return gap(a) < gap(b); });
    for (const int index : order) {
        const Token &token = state.encounter->tokens[index];
        if (token.id == state.focus->id)
            continue;
        const auto pair = state.analysis->pair(state.focus->id, token.id);
        if (!pair || (sightRange > 0 && pair->distance > sightRange))
            continue;
        Line line;
        const auto &sight = pair->sight;
        const QString melee =
            showHighGround ? HighGround::displayName(pair->melee, rules) : QString();
        const bool range = showHighGround && pair->rangeAdjustment != 0;
        // A clear line says so by its colour; a label only when there is more to say.
        if (showSight && (!sight.lineOfSight || sight.cover || !melee.isEmpty() || range)) {
            if (!sight.lineOfSight)
                line << Piece{tr("no sight"), palette.blockedText};
            else if (sight.cover)
                line << Piece{tr("cover"), palette.coverText};
            else
                line << Piece{tr("clear"), palette.clearText};
        }
        if (!melee.isEmpty()) {
            if (!line.isEmpty())
                line << Piece{QStringLiteral(" · "), palette.plateText};
            const bool boon = pair->melee == HighGround::Melee::Boon;
            line << Piece{(boon ? QStringLiteral("▲ ") : QStringLiteral("▼ ")) + melee,
                          boon ? palette.clearText : palette.blockedText};
        }
        if (range) {
            if (!line.isEmpty())
                line << Piece{QStringLiteral(" · "), palette.plateText};
            line << Piece{
                OverlayText::rangeText(pair->rangeAdjustment, state.encounter->rules->unitName),
                palette.plateText};
        }
        if (line.isEmpty())
            continue;
        // On the line just outside the target's disc, reaching away from the target towards
        // the focus token, so it reads as that line's label; slid along the line towards the
        // focus token while it would cover another label or token.
        Plate plate;
        plate.lines = {line};
        plate.fill = palette.plate;
        plate.border = palette.plateBorder;
        plate.pixelSize = state.textSize() * 0.9;
        const QRectF to = footprintRect(token);
        const QPointF towards = from.center() - to.center();
        const qreal length = std::hypot(towards.x(), towards.y());
        const qreal radius = DiscRadius * token.footprint() + 0.1;
        Qt::Alignment align = Qt::AlignBottom | Qt::AlignHCenter;
        if (length > 0) {
            if (std::abs(towards.x()) >= std::abs(towards.y()))
                align = towards.x() < 0 ? Qt::AlignRight : Qt::AlignLeft;
            else
                align = towards.y() < 0 ? Qt::AlignBottom : Qt::AlignTop;
        }
        // Candidates along the line; the first that covers nothing wins, else the one that
        // covers the fewest labels, then tokens.
        const qreal farthest = length - DiscRadius * state.focus->footprint() - 0.2;
        int bestScore = std::numeric_limits<int>::max();
        QRectF best;
        // A few places near the target only: a label far from it would read as another's.
        const qreal last = qMin(qMax(radius, farthest), radius + 2.5);
        for (qreal along = radius; along <= last; along += 0.35) {
            const QPointF at = length > 0 ? to.center() + towards * (along / length)
                                          : QPointF(to.center().x(), to.top());
            plate.place(toDevice.map(at), align, state.deviceBounds);
            const int score =
                1000 *
                    int(std::count_if(taken.begin(), taken.end(),
                                      [&](const QRectF &r) { return r.intersects(plate.rect); })) +
                int(std::count_if(discs.begin(), discs.end(),
                                  [&](const QRectF &r) { return r.intersects(plate.rect); })) -
                (discs[index].intersects(plate.rect) ? 1 : 0);
            if (score < bestScore) {
                bestScore = score;
                best = plate.rect;
            }
            if (score == 0)
                break;
        }
        plate.rect = best;
        // Where a label could only go over others, a line that only says "cover" or "no
        // sight" goes without: its colour and dashes say it, and the markers say why.
        if (bestScore > 0 && line.size() == 1 && showSight)
            continue;
        plate.draw(painter);
        taken << plate.rect;
    }
}

// The dragged path's cost and the enemies who would hinder it, by the dragged footprint; and
// without a drag, the cost to the cell under the pointer.
SquareOverlayPainter::Plate SquareOverlayPainter::pathLabelPlate(QPainter *painter,
                                                                 const PaintState &state) const
{
    Plate plate;
    const auto *field = frame.field.get();
    if (!state.focus || !field || !state.roomForText())
        return plate;
    const int size = field->footprintSize();
    QRectF rect;
    QPoint heading(0, -1); // the preferred side: above
    OverlayText::PathLabel label;
    if (frame.isDragging()) {
        const auto &path = frame.path;
        rect = footprintAt(frame.dragCell, size);
        // Ahead of the pointer, where the path has not been: beyond the footprint in the
        // direction of the last step.
        if (path && path->steps.size() >= 2) {
            const QPoint step = path->steps.last() - path->steps[path->steps.size() - 2];
            heading = step.x() != 0 ? QPoint(step.x(), 0) : step;
        }
        label = OverlayText::dragLabel(frame);
    } else {
        label = OverlayText::pointerLabel(frame);
        rect = footprintAt(frame.pointer, size);
    }
    using State = OverlayText::PathLabel::State;
    switch (label.state) {
    case State::None:
        return plate;
    case State::Blocked:
        plate.lines << Line{{OverlayText::blockedMove(), palette.blockedText}};
        break;
    case State::Within:
        plate.lines << Line{{label.cost, palette.moveText}, {label.budget, palette.plateText}};
        break;
    case State::Over:
        plate.lines << Line{{label.cost, palette.coverText}, {label.budget, palette.plateText}};
        break;
    }
    // A dragged path's plate is rimmed by how it ends; the pointer's cost plate is not.
    plate.border = palette.plateBorder;
    if (frame.isDragging()) {
        plate.border = label.state == State::Blocked  ? palette.blocked
                       : label.state == State::Within ? palette.reach
                                                      : palette.overBudget;
    }
    if (!label.hinderedBy.isEmpty()) {
        plate.lines << Line{{OverlayText::hinderedByPrefix(), palette.hinderText},
                            {label.hinderedBy, palette.plateText}};
    }
    // The traps the path sets off (docs/rules.md §12), in the colour of a warning.
    if (!label.traps.isEmpty() && label.state != State::Blocked) {
        plate.lines << Line{{OverlayText::entersPrefix(), palette.coverText},
                            {label.traps, palette.plateText}};
    }
    // Each enemy observer's sneak rating of the path (docs/rules.md §5.14), the worst first.
    if (frame.isDragging() && !stealth.sneak.isEmpty()) {
        auto ratings = stealth.sneak;
        std::stable_sort(ratings.begin(), ratings.end(), [](const auto &a, const auto &b) {
            return a.seen != b.seen ? a.seen : a.advantage < b.advantage;
        });
        constexpr int Shown = 6;
        for (int i = 0; i < qMin(Shown, int(ratings.size())); ++i) {
            const auto &r = ratings[i];
            plate.lines << Line{{QStringLiteral("● "), r.color.lighter(130)},
                                {r.observerName + QStringLiteral(": "), palette.plateText},
                                {OverlayText::sneakRating(r.seen, r.level, r.advantage),
                                 r.seen ? palette.coverText : palette.clearText}};
        }
        if (ratings.size() > Shown) {
            plate.lines << Line{{tr("+%n more observer(s)", nullptr, int(ratings.size() - Shown)),
                                 palette.plateText}};
        }
    }
    plate.fill = palette.plate;
    plate.pixelSize = state.textSize();

    // The preferred side first, then the others; the first that covers no token wins.
    struct Side {
        QPoint direction;
        QPointF at;
        Qt::Alignment align;
    };
    const Side sides[] = {
        {{0, -1}, {rect.center().x(), rect.top() - 0.08}, Qt::AlignBottom | Qt::AlignHCenter},
        {{1, 0}, {rect.right() + 0.08, rect.center().y()}, Qt::AlignLeft},
        {{-1, 0}, {rect.left() - 0.08, rect.center().y()}, Qt::AlignRight},
        {{0, 1}, {rect.center().x(), rect.bottom() + 0.25}, Qt::AlignTop | Qt::AlignHCenter},
    };
    QList<QRectF> discs;
    for (const Token &token : state.encounter->tokens) {
        if (token.id != state.focus->id)
            discs << painter->transform().mapRect(
                footprintRect(token).adjusted(0.05, 0.05, -0.05, 0.15));
    }
    QList<const Side *> order;
    for (const Side &side : sides) {
        if (side.direction == heading)
            order.prepend(&side);
        else
            order.append(&side);
    }
    for (const Side *side : order) {
        plate.place(painter->transform().map(side->at), side->align, state.deviceBounds);
        const bool free = std::none_of(discs.begin(), discs.end(),
                                       [&](const QRectF &d) { return d.intersects(plate.rect); });
        if (free)
            return plate;
    }
    plate.place(painter->transform().map(order.front()->at), order.front()->align,
                state.deviceBounds);
    return plate;
}

// The cover heat layer (docs/rules.md §1.9): each cell shaded by its cover level from the chosen
// observer, from gold (open field) to nearly clear (total cover), with its Advantage (lighting
// included) in the corner when cells are large enough to read. Drawn into an image once per
// layer, lighting and size, since the overlay repaints on every drag state.
void SquareOverlayPainter::takeSettings(const SquareOverlayPainter &other)
{
    frame = other.frame;
    stealth = other.stealth;
    palette = other.palette;
    layer = other.layer;
    showZones = other.showZones;
    showReach = other.showReach;
    showPath = other.showPath;
    showSight = other.showSight;
    showHighGround = other.showHighGround;
    showSurrounded = other.showSurrounded;
    sightRange = other.sightRange;
    heatPixelsPerCell = other.heatPixelsPerCell;
}

const SquareBoard *SquareOverlayPainter::board() const
{
    const Encounter *encounter = frame.encounter.get();
    return encounter && encounter->board.isSquare() && frame.square ? &encounter->board.square
                                                                    : nullptr;
}

const QImage &SquareOverlayPainter::coverHeatImage(int pixelsPerCell)
{
    const CoverHeat &heat = stealth.heat;
    const SquareBoard *shown = this->board();
    if (!shown || !heat.isValid() || heat.size() != QSize(shown->width, shown->height)) {
        m_heatImage = {};
        m_heatImageOf = nullptr;
        return m_heatImage;
    }
    const auto &board = *shown;
    const RuleSet &rules = *frame.encounter->rules;

    const int levels = CoverHeat::levelCount(rules);
    const bool numbers = pixelsPerCell >= 30;
    QVector<qint8> advantages(qsizetype(board.width) * board.height);
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            const auto *cell = heat.at({x, y});
            advantages[board.cellIndex(x, y)] =
                qint8(CoverHeat::advantage(*cell, {x, y}, board, rules, frame.light.get()));
        }
    }
    // No shade where nobody can stand: walls and obstacles keep their own look.
    QVector<bool> standable(advantages.size(), true);
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            const int kind = board.terrainAt(x, y);
            if (kind >= 0 &&
                (!rules.terrainKinds[kind].passable || rules.terrainKinds[kind].blocksSight)) {
                standable[board.cellIndex(x, y)] = false;
                advantages[board.cellIndex(x, y)] = -128; // part of the image's key
            }
        }
    }
    const int ppc = numbers ? pixelsPerCell : 1;
    const QSize imageSize(board.width * ppc, board.height * ppc);
    if (m_heatImageOf != heat.identity() || m_heatImage.size() != imageSize ||
        m_heatImageAdvantages != advantages) {
        m_heatImageOf = heat.identity();
        m_heatImageAdvantages = advantages;
        ++m_heatRevision;
        m_heatImage = QImage(imageSize, QImage::Format_ARGB32_Premultiplied);
        m_heatImage.fill(Qt::transparent);
        QPainter image(&m_heatImage);
        for (int y = 0; y < board.height; ++y) {
            for (int x = 0; x < board.width; ++x) {
                const auto *cell = heat.at({x, y});
                if (cell->level >= 0 && standable[board.cellIndex(x, y)])
                    image.fillRect(x * ppc, y * ppc, ppc, ppc,
                                   CoverHeat::shade(cell->level, levels));
            }
        }
        if (numbers) {
            // The Advantage, small in the top left corner (the cost tags take the bottom right).
            QFont font;
            font.setPixelSize(qBound(8, int(ppc * 0.24), 12));
            font.setBold(true);
            image.setFont(font);
            image.setRenderHint(QPainter::TextAntialiasing, true);
            const QFontMetricsF metrics(font);
            for (int y = 0; y < board.height; ++y) {
                for (int x = 0; x < board.width; ++x) {
                    const auto *cell = heat.at({x, y});
                    if (cell->level < 0 || !CoverHeat::seen(*cell) ||
                        !standable[board.cellIndex(x, y)])
                        continue;
                    const QString text =
                        OverlayText::signedNumber(advantages[board.cellIndex(x, y)]);
                    const QRectF box(x * ppc + 2, y * ppc + 2, metrics.horizontalAdvance(text) + 4,
                                     metrics.height());
                    image.setPen(Qt::NoPen);
                    image.setBrush(QColor(0xff, 0xff, 0xff, 0xb0));
                    image.drawRoundedRect(box, 2, 2);
                    image.setPen(QColor(0x26, 0x1a, 0x3a));
                    image.drawText(box, Qt::AlignCenter, text);
                }
            }
        }
    }
    return m_heatImage;
}

// The cover heat layer (docs/rules.md §1.9), from the image coverHeatImage keeps.
void SquareOverlayPainter::paintCoverHeat(QPainter *painter, const PaintState &state)
{
    const QImage &image = coverHeatImage(
        heatPixelsPerCell > 0 ? heatPixelsPerCell : int(std::lround(state.pixelsPerCell)));
    if (image.isNull())
        return;
    const CoverHeat &heat = stealth.heat;
    const auto &board = state.encounter->board.square;
    const int levels = CoverHeat::levelCount(*state.encounter->rules);
    painter->save();
    // Cells scaled up stay sharp; an image with numbers scaled down is smoothed.
    painter->setRenderHint(QPainter::SmoothPixmapTransform, image.width() > board.width);
    painter->drawImage(QRectF(0, 0, board.width, board.height), image);
    // The observer: a ring in the heat layer's gold, so it is clear whose view this is.
    const QRectF observer(heat.footprint());
    painter->setBrush(Qt::NoBrush);
    QPen ring(CoverHeat::shade(0, levels), 0.1);
    ring.setColor(QColor(0xff, 0xb0, 0x00));
    painter->setPen(ring);
    const qreal r = 0.5 * observer.width() + 0.06;
    painter->drawEllipse(observer.center(), r, r);
    painter->restore();
}

// The five lines of the cell under the pointer (docs/rules.md §1.9): from the observer's chosen
// footprint cell centre to the cell's centre and corners, teal when clear, crimson and dashed when
// blocked.
void SquareOverlayPainter::paintCoverLines(QPainter *painter, const PaintState &state) const
{
    const CoverHeat &heat = stealth.heat;
    if (!heat.isValid() || frame.isDragging())
        return;
    const QPoint at = frame.pointer;
    const auto *cell = heat.at(at);
    if (!cell || cell->level < 0)
        return;
    const QPointF start(cell->from.x() + 0.5, cell->from.y() + 0.5);
    const QPointF ends[CoverLevel::Lines] = {{at.x() + 0.5, at.y() + 0.5},
                                             {qreal(at.x()), qreal(at.y())},
                                             {at.x() + 1.0, qreal(at.y())},
                                             {qreal(at.x()), at.y() + 1.0},
                                             {at.x() + 1.0, at.y() + 1.0}};
    painter->save();
    // The cell, outlined in its level's colour.
    QColor edge = CoverHeat::shade(cell->level, CoverHeat::levelCount(*state.encounter->rules));
    edge.setAlphaF(1.0);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(Qt::white, 0.14));
    painter->drawRect(QRectF(at.x(), at.y(), 1, 1));
    painter->setPen(QPen(edge, 0.08));
    painter->drawRect(QRectF(at.x(), at.y(), 1, 1));
    for (int i = 0; i < CoverLevel::Lines; ++i) {
        const bool blocked = (cell->lines >> i) & 1u;
        const QLineF line(start, ends[i]);
        painter->setPen(QPen(withAlpha(Qt::white, 0.6), 0.09, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(line);
        QPen pen(blocked ? palette.blocked : palette.clear, 0.05, Qt::SolidLine, Qt::FlatCap);
        if (blocked)
            pen.setDashPattern({2.0, 1.5});
        painter->setPen(pen);
        painter->drawLine(line);
        painter->setPen(Qt::NoPen);
        painter->setBrush(blocked ? palette.blocked : palette.clear);
        painter->drawEllipse(ends[i], 0.06, 0.06);
    }
    // Where the lines start.
    painter->setPen(QPen(Qt::white, 0.03));
    painter->setBrush(QColor(0x26, 0x1a, 0x3a));
    painter->drawEllipse(start, 0.09, 0.09);
    painter->restore();
}

// The focus token's field of view (docs/rules.md §1.9 backstab): a translucent wedge of
// fieldOfViewDegrees centred on its facing, with its two edges; an attacker outside it backstabs.
void SquareOverlayPainter::paintFacing(QPainter *painter, const PaintState &state) const
{
    if (!stealth.showFacing || !state.focus || stealth.fieldOfView <= 0)
        return;
    const QRectF from = footprintRect(*state.focus);
    const QPointF centre = from.center();
    const qreal radius = 0.5 * from.width() + 2.5;
    const QColor side = frame.sideColor(state.focus->side);
    painter->save();
    if (stealth.fieldOfView >= 360) {
        painter->setPen(QPen(withAlpha(side, 0.7), 0.05, Qt::DashLine));
        painter->setBrush(withAlpha(side, 0.08));
        painter->drawEllipse(centre, radius, radius);
        painter->restore();
        return;
    }
    // Facing counts clockwise from the top of the map; QPainter's arcs counter-clockwise from
    // three o'clock.
    const qreal half = stealth.fieldOfView / 2.0;
    const auto direction = [&](double degrees) {
        const double radians = degrees * M_PI / 180.0;
        return QPointF(std::sin(radians), -std::cos(radians));
    };
    QPainterPath wedge;
    wedge.moveTo(centre);
    wedge.arcTo(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                90.0 - stealth.facing - half, 2 * half);
    wedge.closeSubpath();
    painter->setPen(Qt::NoPen);
    QRadialGradient fill(centre, radius);
    fill.setColorAt(0.0, withAlpha(side, 0.42));
    fill.setColorAt(1.0, withAlpha(side, 0.14));
    painter->setBrush(fill);
    painter->drawPath(wedge);
    // The edges, with a light casing: outside them is the blind side.
    for (const double edgeAngle : {stealth.facing - half, stealth.facing + half}) {
        const QLineF line(centre, centre + direction(edgeAngle) * radius);
        painter->setPen(QPen(withAlpha(Qt::white, 0.7), 0.12, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(line);
        painter->setPen(QPen(side.darker(140), 0.06, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(line);
    }
    // The facing itself: a short arrow beyond the disc.
    const QPointF tip = centre + direction(stealth.facing) * (0.5 * from.width() + 0.45);
    const QPointF base = centre + direction(stealth.facing) * (0.5 * from.width() + 0.1);
    const QPointF across = direction(stealth.facing + 90) * 0.18;
    painter->setPen(QPen(Qt::white, 0.04));
    painter->setBrush(side.darker(140));
    painter->drawPolygon(QPolygonF{tip, base + across, base - across});
    painter->restore();
}

// Where each enemy observer rates the dragged path (docs/rules.md §5.14): the worst crossed cell,
// ringed in the observer's side colour, with a faint line from the observer.
void SquareOverlayPainter::paintSneakMarks(QPainter *painter, const PaintState &state) const
{
    if (!frame.isDragging() || stealth.sneak.isEmpty())
        return;
    QHash<QPoint, int> stacked; // observers marked on a cell so far
    painter->save();
    for (const auto &rating : stealth.sneak) {
        if (!rating.seen)
            continue;
        const QPointF cell(rating.cell.x() + 0.5, rating.cell.y() + 0.5);
        if (const Token *observer = state.encounter->token(rating.observerId)) {
            QPen link(withAlpha(rating.color, 0.65), 0.04, Qt::DashLine, Qt::FlatCap);
            link.setDashPattern({1.0, 2.0});
            painter->setPen(link);
            painter->drawLine(betweenDiscs(footprintRect(*observer), QRectF(cell, QSizeF(0, 0))));
        }
        const int n = stacked.value(rating.cell, 0);
        stacked[rating.cell] = n + 1;
        const qreal r = 0.36 + 0.09 * n;
        painter->setBrush(Qt::NoBrush);
        painter->setPen(QPen(Qt::white, 0.13));
        painter->drawEllipse(cell, r, r);
        painter->setPen(QPen(rating.color, 0.08));
        painter->drawEllipse(cell, r, r);
    }
    painter->restore();
}

// A short label under each worst cell: who sees the sneaker there, and its Advantage.
void SquareOverlayPainter::paintSneakLabels(QPainter *painter, const PaintState &state,
                                            QList<QRectF> &taken) const
{
    if (!frame.isDragging() || stealth.sneak.isEmpty() || !state.roomForText())
        return;
    QHash<QPoint, Line> labels;
    QList<QPoint> order;
    for (const auto &rating : stealth.sneak) {
        if (!rating.seen)
            continue;
        Line &line = labels[rating.cell];
        if (line.isEmpty())
            order << rating.cell;
        else
            line << Piece{QStringLiteral("  "), palette.plateText};
        line << Piece{QStringLiteral("● "), rating.color.lighter(130)}
             << Piece{rating.observerName + QLatin1Char(' ') +
                          OverlayText::signedNumber(rating.advantage),
                      palette.plateText};
    }
    const QTransform toDevice = painter->transform();
    // Tokens' discs and name plates (the dragged one where it is shown), in device pixels.
    QList<QRectF> discs;
    for (const Token &token : state.encounter->tokens)
        discs << toDevice.mapRect(footprintRect(token).adjusted(0.05, 0.05, -0.05, 0.15));
    for (const QPoint &cell : order) {
        Plate plate;
        plate.lines = {labels[cell]};
        plate.fill = palette.plate;
        plate.border = palette.plateBorder;
        plate.pixelSize = state.textSize() * 0.8;
        // Below the ring, else above, right or left: the first place that covers no token or
        // label; else the one that covers the fewest.
        const QPointF c(cell.x() + 0.5, cell.y() + 0.5);
        const std::pair<QPointF, Qt::Alignment> places[] = {
            {c + QPointF(0, 0.45), Qt::AlignTop | Qt::AlignHCenter},
            {c - QPointF(0, 0.45), Qt::AlignBottom | Qt::AlignHCenter},
            {c + QPointF(0.45, 0), Qt::AlignLeft | Qt::AlignVCenter},
            {c - QPointF(0.45, 0), Qt::AlignRight | Qt::AlignVCenter},
        };
        int bestScore = std::numeric_limits<int>::max();
        QRectF best;
        for (const auto &[at, align] : places) {
            plate.place(toDevice.map(at), align, state.deviceBounds);
            const auto covers = [&](const QRectF &r) { return r.intersects(plate.rect); };
            const int score = 100 * int(std::count_if(taken.begin(), taken.end(), covers)) +
                              int(std::count_if(discs.begin(), discs.end(), covers));
            if (score < bestScore) {
                bestScore = score;
                best = plate.rect;
            }
            if (score == 0)
                break;
        }
        plate.rect = best;
        plate.draw(painter);
        taken << plate.rect;
    }
}

// The scene graph's shapes: the same as paint() draws for GeometryParts, as triangles
// (docs/architecture.md §4.9).
void SquareOverlayPainter::buildGeometry(OverlayGeometry &geometry, qreal pixelsPerCell) const
{
    const Encounter *encounter = frame.encounter.get();
    if (!encounter || !frame.square || !encounter->board.isSquare() || layer == Layer::OverTokens)
        return;
    if (showSurrounded)
        drawSurrounded(geometry);
    drawSight(geometry, pixelsPerCell);
    if (showPath)
        drawPath(geometry);
}
