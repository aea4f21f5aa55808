#include "battlesheet.h"

#include "boardrenderer.h"
#include "io/atomicsave.h"
#include "sidering.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>
#include <cmath>

namespace
{

constexpr int Dpi = 1200; // PDF device units per inch
constexpr double MillimetresPerInch = 25.4;
const QColor TestSquareColor(0x3c, 0x78, 0xa8);
const QColor InkColor(0x26, 0x23, 0x21);
const QColor FaintInk(0x6d, 0x66, 0x60);

QString q(const char *text)
{
    return QString::fromUtf8(text);
}

struct Geometry {
    QSizeF page;       // inches
    double square = 1; // inches
    double margin = 0.5;
    QSize squares; // per sheet
    QPageSize::PageSizeId pageId = QPageSize::Letter;
};

Geometry geometryOf(const BattleSheet::Options &options)
{
    Geometry g;
    g.pageId = options.paper == BattleSheet::Paper::A4 ? QPageSize::A4 : QPageSize::Letter;
    g.page = QPageSize(g.pageId).size(QPageSize::Inch);
    g.square = options.square == BattleSheet::Square::Inch ? 1.0 : 25.0 / MillimetresPerInch;
    g.margin = qMax(0.0, options.marginInches);
    const double w = g.page.width() - 2 * g.margin;
    const double h = g.page.height() - 2 * g.margin;
    g.squares = QSize(qMax(0, int(std::floor(w / g.square + 1e-9))),
                      qMax(0, int(std::floor(h / g.square + 1e-9))));
    return g;
}

// Tiles of `span` squares with one square of overlap, over `cells` squares.
int tileCount(int cells, int span)
{
    if (cells <= span)
        return 1;
    return 1 + (cells - span + (span - 2)) / (span - 1);
}

QFont sheetFont(double points, bool bold = false, bool italic = false)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(points);
    font.setBold(bold);
    font.setItalic(italic);
    return font;
}

QString sizeText(int size)
{
    const int side = Token::footprintSide(size);
    return QStringLiteral("%1×%1").arg(side);
}

// The legend: rows of fixed height flowed over as many pages as they need. Run once without a
// painter to count the pages, then again to draw them.
class LegendFlow
{
public:
    LegendFlow(const Geometry &g, QPainter *painter) : m_g(g), m_painter(painter)
    {
        m_y = g.margin;
    }

    [[nodiscard]] int pages() const { return m_pages; }
    [[nodiscard]] QPainter *painter() const { return m_painter; }
    [[nodiscard]] double left() const { return m_g.margin; }
    [[nodiscard]] double width() const { return m_g.page.width() - 2 * m_g.margin; }

    // Reserves `height` inches, starting a new page when they do not fit; returns the top (in
    // inches) of the space, on the current page.
    double take(double height, const std::function<void()> &onNewPage = {})
    {
        if (m_y + height > m_g.page.height() - m_g.margin && m_y > m_g.margin + 1e-9) {
            ++m_pages;
            m_y = m_g.margin;
            if (m_painter && m_newPage)
                m_newPage();
            if (onNewPage)
                onNewPage();
        }
        const double top = m_y;
        m_y += height;
        return top;
    }
    void setNewPage(std::function<void()> newPage) { m_newPage = std::move(newPage); }

private:
    Geometry m_g;
    QPainter *m_painter;
    double m_y = 0;
    int m_pages = 1;
    std::function<void()> m_newPage;
};

QRectF inches(double x, double y, double w, double h)
{
    return {x * Dpi, y * Dpi, w * Dpi, h * Dpi};
}

void text(QPainter *painter, const QRectF &boxInches, const QString &line, const QFont &font,
          const QColor &color = InkColor, int flags = Qt::AlignLeft | Qt::AlignVCenter)
{
    if (!painter)
        return;
    painter->setFont(font);
    painter->setPen(color);
    const QRectF box = inches(boxInches.x(), boxInches.y(), boxInches.width(), boxInches.height());
    const QString shown =
        QFontMetricsF(font, painter->device()).elidedText(line, Qt::ElideRight, box.width());
    painter->drawText(box, flags, shown);
}

struct Content {
    const Encounter &gm;
    const BattleSheet::Options &options;
    const BoardRenderer &renderer;
    const BattleSheet::Layout &layout;
    const Geometry &g;
};

// The legend pages, drawn into `painter` (or only counted without one).
int legend(const Content &c, QPainter *painter, const std::function<void()> &newPage)
{
    LegendFlow flow(c.g, painter);
    flow.setNewPage(newPage);
    const Encounter &shown = c.renderer.encounter();
    const double x = flow.left();
    const double w = flow.width();
    const bool inch = c.options.square == BattleSheet::Square::Inch;

    // Title and what the sheets are.
    double y = flow.take(0.42);
    text(painter, QRectF(x, y, w, 0.42),
         shown.name.isEmpty() ? QCoreApplication::translate("BattleSheet", "Untitled encounter")
                              : shown.name,
         sheetFont(20, true));
    y = flow.take(0.3);
    const QString rules = shown.rules ? shown.rules->name : shown.rulesId;
    const QSize board = c.renderer.boardSize();
    text(painter, QRectF(x, y, w, 0.3),
         (c.options.players
              //: %1 is the rule set, %2 × %3 the board, %4 the square's size ("one inch" or
              //: "25 mm"), %5 the paper ("A4" or "Letter").
              ? QCoreApplication::translate(
                    "BattleSheet",
                    "%1 · board %2 × %3 squares · %4 per square on %5 · players’ copy")
              //: %1 is the rule set, %2 × %3 the board, %4 the square's size ("one inch" or
              //: "25 mm"), %5 the paper ("A4" or "Letter").
              : QCoreApplication::translate(
                    "BattleSheet", "%1 · board %2 × %3 squares · %4 per square on %5 · GM’s copy"))
             .arg(rules)
             .arg(board.width())
             .arg(board.height())
             .arg(inch ? QCoreApplication::translate("BattleSheet", "one inch")
                       : QCoreApplication::translate("BattleSheet", "25 mm"))
             //: The paper size.
             .arg(c.options.paper == BattleSheet::Paper::A4
                      ? QCoreApplication::translate("BattleSheet", "A4")
                      //: The US paper size.
                      : QCoreApplication::translate("BattleSheet", "Letter")),
         sheetFont(10), FaintInk);
    flow.take(0.15);

    // The test square, exactly one square of the sheets.
    const double side = c.g.square;
    y = flow.take(side + 0.1);
    if (painter) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(TestSquareColor);
        painter->drawRect(inches(x, y, side, side));
        const QString line =
            inch ? QCoreApplication::translate(
                       "BattleSheet",
                       "Print at 100% (actual size), not “fit to page”. This square should "
                       "measure exactly 1 inch.")
                 : QCoreApplication::translate(
                       "BattleSheet",
                       "Print at 100% (actual size), not “fit to page”. This square should "
                       "measure exactly 25 mm.");
        painter->setFont(sheetFont(11, true));
        painter->setPen(InkColor);
        painter->drawText(inches(x + side + 0.25, y, w - side - 0.25, side * 0.6),
                          Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, line);
        painter->setFont(sheetFont(9));
        painter->setPen(FaintInk);
        painter->drawText(
            inches(x + side + 0.25, y + side * 0.6, w - side - 0.25, side * 0.4),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
            QCoreApplication::translate(
                "BattleSheet",
                "Trim or fold along the crop marks; each sheet repeats the last column and row "
                "of its neighbours as a shaded strip: lay it over them."));
    }
    flow.take(0.15);

    // The page map: the whole board, small, with the sheets over it.
    y = flow.take(0.3);
    text(painter, QRectF(x, y, w, 0.3), QCoreApplication::translate("BattleSheet", "Page map"),
         sheetFont(12, true));
    const double maxMapHeight = 3.6;
    const double scale = qMin(w / board.width(), maxMapHeight / board.height()); // in / cell
    const double mapW = board.width() * scale;
    const double mapH = board.height() * scale;
    y = flow.take(mapH + 0.12);
    if (painter) {
        const double mx = x + (w - mapW) / 2;
        painter->save();
        painter->translate(mx * Dpi, y * Dpi);
        c.renderer.paint(*painter, QRectF(0, 0, board.width(), board.height()), scale * Dpi);
        const double cell = scale * Dpi;
        for (const BattleSheet::Tile &tile : c.layout.tiles) {
            // Each sheet's own part (without the strip it repeats), so the outlines tile.
            const int ownX = tile.cells.x() + (tile.column > 0 ? 1 : 0);
            const int ownY = tile.cells.y() + (tile.row > 0 ? 1 : 0);
            const QRectF r(ownX * cell, ownY * cell, (tile.cells.right() + 1 - ownX) * cell,
                           (tile.cells.bottom() + 1 - ownY) * cell);
            if (tile.page == 0) {
                painter->setPen(Qt::NoPen);
                painter->setBrush(QColor(255, 255, 255, 150));
                painter->drawRect(r);
            }
            QPen pen(tile.page ? QColor(0xc6, 0x28, 0x28) : FaintInk, Dpi * 0.012,
                     tile.page ? Qt::SolidLine : Qt::DashLine);
            painter->setPen(pen);
            painter->setBrush(Qt::NoBrush);
            painter->drawRect(r);
            const QString label =
                tile.page
                    ? QCoreApplication::translate("BattleSheet", "%1 · p. %2")
                          .arg(tile.name())
                          .arg(tile.page)
                    : QCoreApplication::translate("BattleSheet", "%1 · blank").arg(tile.name());
            const QFont font = sheetFont(qBound(6.0, r.width() / Dpi * 72 / 9, 11.0), true);
            painter->setFont(font);
            const QFontMetricsF metrics(font, painter->device());
            const QRectF plate = metrics.boundingRect(label).adjusted(-Dpi * 0.04, -Dpi * 0.01,
                                                                      Dpi * 0.04, Dpi * 0.01);
            QRectF placed = plate;
            placed.moveCenter(r.center());
            painter->setPen(Qt::NoPen);
            painter->setBrush(tile.page ? QColor(255, 255, 255, 225) : QColor(255, 255, 255, 160));
            painter->drawRoundedRect(placed, Dpi * 0.03, Dpi * 0.03);
            painter->setPen(tile.page ? QColor(0xb7, 0x1c, 0x1c) : FaintInk);
            painter->drawText(placed, Qt::AlignCenter, label);
        }
        painter->restore();
    }
    flow.take(0.1);

    // The sides.
    const double row = 0.22;
    y = flow.take(0.32);
    //: Heading: the sides (teams) of the encounter.
    text(painter, QRectF(x, y, w, 0.32), QCoreApplication::translate("BattleSheet", "Sides"),
         sheetFont(12, true));
    for (const Side &s : shown.sides) {
        y = flow.take(row);
        if (painter) {
            // The swatch wears the side's ring, as its tokens do on the board.
            const QRectF swatch = inches(x + 0.05, y + 0.05, row - 0.1, row - 0.1);
            painter->setPen(QPen(Qt::white, Dpi * 0.01));
            painter->setBrush(c.renderer.sideColor(s.id));
            painter->drawEllipse(swatch);
            SideRing::paint(*painter, swatch, Dpi * 0.025, c.renderer.sideColor(s.id),
                            SideRing::patternOf(SideRing::sideIndex(shown, s.id)));
        }
        text(painter, QRectF(x + row + 0.1, y, w - row - 0.1, row),
             s.name.isEmpty()
                 ? s.id
                 : QCoreApplication::translate("BattleSheet", "%1 (%2)").arg(s.name, s.id),
             sheetFont(10));
    }
    flow.take(0.1);

    // The tokens, in file order.
    const double nameW = w * 0.42;
    const double sideW = w * 0.3;
    const double sizeW = w * 0.1;
    auto header = [&](double top) {
        text(painter, QRectF(x, top, nameW, row),
             QCoreApplication::translate("BattleSheet", "Name"), sheetFont(9, true), FaintInk);
        //: Column heading: the side (team) a token fights on.
        text(painter, QRectF(x + nameW, top, sideW, row),
             QCoreApplication::translate("BattleSheet", "Side"), sheetFont(9, true), FaintInk);
        //: Column heading: a token's size in squares, e.g. "2×2".
        text(painter, QRectF(x + nameW + sideW, top, sizeW, row),
             QCoreApplication::translate("BattleSheet", "Size"), sheetFont(9, true), FaintInk);
        if (painter) {
            painter->setPen(QPen(FaintInk, Dpi * 0.006));
            painter->drawLine(QPointF(x * Dpi, (top + row) * Dpi),
                              QPointF((x + w) * Dpi, (top + row) * Dpi));
        }
    };
    y = flow.take(0.32);
    text(painter, QRectF(x, y, w, 0.32), QCoreApplication::translate("BattleSheet", "Tokens"),
         sheetFont(12, true));
    y = flow.take(row);
    header(y);
    if (shown.tokens.isEmpty()) {
        y = flow.take(row);
        text(painter, QRectF(x, y, w, row),
             QCoreApplication::translate("BattleSheet", "No tokens."), sheetFont(10, false, true),
             FaintInk);
    }
    for (const Token &token : shown.tokens) {
        y = flow.take(row, [&]() {
            const double top = flow.take(row);
            header(top);
        });
        const Side *side = shown.side(token.side);
        const QString name = token.name.isEmpty() ? token.id : token.name;
        text(painter, QRectF(x, y, nameW - 0.1, row), name, sheetFont(10, false, token.hidden));
        if (painter) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(c.renderer.sideColor(token.side));
            painter->drawEllipse(inches(x + nameW + 0.02, y + 0.05, row - 0.1, row - 0.1));
        }
        text(painter, QRectF(x + nameW + row, y, sideW - row - 0.1, row),
             side && !side->name.isEmpty() ? side->name : token.side, sheetFont(10));
        text(painter, QRectF(x + nameW + sideW, y, sizeW, row), sizeText(token.size),
             sheetFont(10));
        if (token.hidden) {
            // Only ever in the GM's copy: the players' encounter has no hidden token.
            text(painter, QRectF(x + nameW + sideW + sizeW, y, w - nameW - sideW - sizeW, row),
                 QCoreApplication::translate("BattleSheet", "hidden"), sheetFont(9, true, true),
                 QColor(0x8e, 0x24, 0xaa));
        }
    }
    return flow.pages();
}

// A sheet of the board: the tile at true scale, its overlap strips, crop ticks and captions.
void tilePage(const Content &c, QPainter &painter, const BattleSheet::Tile &tile, int totalPages)
{
    const Geometry &g = c.g;
    const double cell = g.square * Dpi;
    // The full tile's frame, centred on the sheet; a short tile at the board's edge starts at
    // the same corner, so the sheets line up.
    const double frameW = g.squares.width() * g.square;
    const double frameH = g.squares.height() * g.square;
    const double ox = (g.page.width() - frameW) / 2;
    const double oy = (g.page.height() - frameH) / 2;
    const QRectF area(ox * Dpi, oy * Dpi, tile.cells.width() * cell, tile.cells.height() * cell);

    painter.save();
    painter.translate(area.topLeft());
    c.renderer.paint(painter, QRectF(tile.cells), cell);
    painter.restore();

    // Overlap strips: the first column (row) repeats the last one of the sheet to the left
    // (above).
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, true);
    const QColor strip(0x1e, 0x50, 0x9a, 38);
    QPen edge(QColor(0x1e, 0x50, 0x9a), Dpi * 0.012, Qt::DashLine, Qt::FlatCap);
    if (tile.column > 0) {
        const QRectF r(area.left(), area.top(), cell, area.height());
        painter.fillRect(r, strip);
        painter.setPen(edge);
        painter.drawLine(r.topRight(), r.bottomRight());
    }
    if (tile.row > 0) {
        const QRectF r(area.left(), area.top(), area.width(), cell);
        painter.fillRect(tile.column > 0 ? r.adjusted(cell, 0, 0, 0) : r, strip);
        painter.setPen(edge);
        painter.drawLine(r.bottomLeft(), r.bottomRight());
    }

    // Crop ticks at the tile's corners, in the margin.
    const double gap = 0.05 * Dpi;
    const double len = 0.22 * Dpi;
    painter.setPen(QPen(Qt::black, Dpi * 0.006));
    const QPointF corners[] = {area.topLeft(), area.topRight(), area.bottomLeft(),
                               area.bottomRight()};
    for (const QPointF &p : corners) {
        const double sx = p.x() == area.left() ? -1 : 1;
        const double sy = p.y() == area.top() ? -1 : 1;
        painter.drawLine(QPointF(p.x() + sx * gap, p.y()),
                         QPointF(p.x() + sx * (gap + len), p.y()));
        painter.drawLine(QPointF(p.x(), p.y() + sy * gap),
                         QPointF(p.x(), p.y() + sy * (gap + len)));
    }

    // Column numbers above the squares and row numbers left of them, as in the file.
    const QFont small = sheetFont(6.5);
    painter.setFont(small);
    painter.setPen(FaintInk);
    const double band = 0.16 * Dpi;
    for (int i = 0; i < tile.cells.width(); ++i) {
        painter.drawText(QRectF(area.left() + i * cell, area.top() - band - 0.02 * Dpi, cell, band),
                         Qt::AlignHCenter | Qt::AlignBottom, QString::number(tile.cells.x() + i));
    }
    for (int i = 0; i < tile.cells.height(); ++i) {
        painter.drawText(
            QRectF(area.left() - 0.3 * Dpi - 0.03 * Dpi, area.top() + i * cell, 0.3 * Dpi, cell),
            Qt::AlignRight | Qt::AlignVCenter, QString::number(tile.cells.y() + i));
    }

    // Where the sheet goes, under the squares.
    const QString place =
        QCoreApplication::translate("BattleSheet", "Page %1 · columns %2–%3, rows %4–%5")
            .arg(tile.name())
            .arg(tile.cells.left())
            .arg(tile.cells.right())
            .arg(tile.cells.top())
            .arg(tile.cells.bottom());
    const QString which = QCoreApplication::translate("BattleSheet", "%1 · sheet %2 of %3")
                              .arg(c.renderer.encounter().name)
                              .arg(tile.page)
                              .arg(totalPages);
    const double captionTop = area.bottom() + 0.08 * Dpi;
    const QRectF caption((ox + 0.12) * Dpi, captionTop, (frameW - 0.24) * Dpi, 0.2 * Dpi);
    painter.setFont(sheetFont(8, true));
    painter.setPen(InkColor);
    painter.drawText(caption, Qt::AlignLeft | Qt::AlignTop, place);
    painter.setFont(sheetFont(8));
    painter.setPen(FaintInk);
    painter.drawText(caption, Qt::AlignRight | Qt::AlignTop, which);
    painter.restore();
}

} // namespace

QString BattleSheet::Tile::name() const
{
    return columnName(column) + QString::number(row + 1);
}

QString BattleSheet::columnName(int column)
{
    QString name;
    int n = column + 1;
    while (n > 0) {
        const int rest = (n - 1) % 26;
        name.prepend(QChar(u'A' + rest));
        n = (n - 1) / 26;
    }
    return name;
}

QSize BattleSheet::squaresPerPage(const Options &options)
{
    return geometryOf(options).squares;
}

BattleSheet::Layout BattleSheet::layout(const Encounter &gm, const Options &options)
{
    Layout result;
    const BoardRenderer renderer(gm, BoardRenderer::Options{1, options.players, true, true, false});
    const Geometry g = geometryOf(options);
    if (!renderer.isValid() || g.squares.width() < 2 || g.squares.height() < 2)
        return result;
    result.squares = g.squares;
    const QSize board = renderer.boardSize();
    result.tileColumns = tileCount(board.width(), g.squares.width());
    result.tileRows = tileCount(board.height(), g.squares.height());
    for (int r = 0; r < result.tileRows; ++r) {
        for (int col = 0; col < result.tileColumns; ++col) {
            Tile tile;
            tile.column = col;
            tile.row = r;
            const int x = col * (g.squares.width() - 1);
            const int y = r * (g.squares.height() - 1);
            tile.cells = QRect(x, y, qMin(g.squares.width(), board.width() - x),
                               qMin(g.squares.height(), board.height() - y));
            result.tiles << tile;
        }
    }
    // The legend's length does not depend on the page numbers, so count it first.
    const Content content{gm, options, renderer, result, g};
    result.legendPages = legend(content, nullptr, {});
    int page = result.legendPages;
    for (Tile &tile : result.tiles)
        tile.page = renderer.hasContent(tile.cells) ? ++page : 0;
    result.pages = page;
    return result;
}

bool BattleSheet::write(const Encounter &gm, const Options &options, const QString &fileName,
                        QString *error, int *pages, const Progress &progress)
{
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        return false;
    };
    if (!gm.board.isSquare())
        return fail(
            QCoreApplication::translate("BattleSheet", "battle sheets need a square board"));
    if (!BoardRenderer::canDrawText())
        return fail(QCoreApplication::translate("BattleSheet",
                                                "battle sheets need a QGuiApplication (fonts)"));
    const Layout sheetLayout = layout(gm, options);
    if (sheetLayout.tiles.isEmpty())
        return fail(QCoreApplication::translate(
            "BattleSheet", "the board has no squares to print, or the margins leave no room"));
    const BoardRenderer renderer(gm, BoardRenderer::Options{1, options.players, true, true, false});
    const Geometry g = geometryOf(options);
    const Content content{gm, options, renderer, sheetLayout, g};
    const int total = sheetLayout.pages;

    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly))
        return fail(QCoreApplication::translate("BattleSheet", "cannot write %1: %2")
                        .arg(fileName, file.errorString()));
    QPdfWriter writer(&file);
    writer.setResolution(Dpi);
    writer.setPageLayout(QPageLayout(QPageSize(g.pageId), QPageLayout::Portrait,
                                     QMarginsF(0, 0, 0, 0), QPageLayout::Inch));
    writer.setTitle(renderer.encounter().name.isEmpty()
                        ? QCoreApplication::translate("BattleSheet", "Battle map")
                        : renderer.encounter().name);
    writer.setCreator(q("Gridkeep"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        file.cancelWriting();
        return fail(
            QCoreApplication::translate("BattleSheet", "cannot start the PDF %1").arg(fileName));
    }
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);

    int done = 0;
    bool cancelled = progress && !progress(0, total);
    auto pageDone = [&]() {
        ++done;
        if (progress && !progress(done, total))
            cancelled = true;
    };
    if (!cancelled) {
        legend(content, &painter, [&]() {
            pageDone();
            writer.newPage();
        });
        pageDone();
    }
    for (const Tile &tile : sheetLayout.tiles) {
        if (cancelled)
            break;
        if (tile.page == 0)
            continue;
        writer.newPage();
        tilePage(content, painter, tile, total);
        pageDone();
    }
    painter.end();
    if (cancelled) {
        file.cancelWriting();
        return fail(QCoreApplication::translate("BattleSheet", "cancelled"));
    }
    if (!AtomicSave::commit(file))
        return fail(QCoreApplication::translate("BattleSheet", "cannot write %1: %2")
                        .arg(fileName, file.errorString()));
    if (pages)
        *pages = total;
    return true;
}
