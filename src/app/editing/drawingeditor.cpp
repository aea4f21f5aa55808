#include "editing/drawingeditor.h"

#include "document/rebind.h"
#include "document/replaceboardlistcommand.h"
#include "edit/templateedit.h"
#include "model/fixedpoint.h"
#include "model/limits.h"
#include "render/drawingpainter.h"

#include <QLineF>
#include <QPolygonF>
#include <QtMath>
#include <algorithm>
#include <cmath>

namespace
{

using Kind = BoardDrawing::Kind;

QPointF cellPoint(const MicroPoint &p)
{
    return {FixedPoint::toDouble(p.x), FixedPoint::toDouble(p.y)};
}

double distanceToSegment(const QPointF &p, const QPointF &a, const QPointF &b)
{
    const QPointF ab = b - a;
    const double lengthSquared = QPointF::dotProduct(ab, ab);
    const double t = lengthSquared > 0
                         ? std::clamp(QPointF::dotProduct(p - a, ab) / lengthSquared, 0.0, 1.0)
                         : 0.0;
    return QLineF(p, a + ab * t).length();
}

// The line a drawing is drawn along, as a polyline in cells (text has none).
QPolygonF outline(const BoardDrawing &d)
{
    QPolygonF line;
    if (d.points.isEmpty())
        return line;
    const QRectF box = QRectF(cellPoint(d.points.first()), cellPoint(d.points.last())).normalized();
    switch (d.kind) {
    case Kind::Pen:
    case Kind::Line:
    case Kind::Arrow:
        for (const auto &p : d.points)
            line << cellPoint(p);
        break;
    case Kind::Rect:
        line << box.topLeft() << box.topRight() << box.bottomRight() << box.bottomLeft()
             << box.topLeft();
        break;
    case Kind::Ellipse:
        for (int i = 0; i <= 48; ++i) {
            const double a = 2 * M_PI * i / 48;
            line << box.center() +
                        QPointF(box.width() / 2 * std::cos(a), box.height() / 2 * std::sin(a));
        }
        break;
    case Kind::Text:
        break;
    }
    return line;
}

bool hits(const BoardDrawing &d, const QPointF &p)
{
    if (d.kind == Kind::Text)
        return DrawingPainter::bounds(d).contains(p);
    const QPolygonF line = outline(d);
    const double reach = FixedPoint::toDouble(d.width) / 2 + DrawingEditor::EraserReach;
    if (line.size() == 1)
        return QLineF(p, line.first()).length() <= reach;
    for (qsizetype i = 1; i < line.size(); ++i) {
        if (distanceToSegment(p, line[i - 1], line[i]) <= reach)
            return true;
    }
    return false;
}

qsizetype pointCount(const QList<BoardDrawing> &drawings)
{
    qsizetype n = 0;
    for (const auto &d : drawings)
        n += d.points.size();
    return n;
}

} // namespace

DrawingEditor::DrawingEditor(QObject *parent)
    : QObject(parent),
      m_color(colorChoices().first().toMap().value(QStringLiteral("colorText")).toString())
{
}

void DrawingEditor::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &DrawingEditor::reset);
        connect(m_document, &EncounterDocument::changed, this, &DrawingEditor::drawingsChanged);
    }
    Q_EMIT documentChanged();
    reset();
}

void DrawingEditor::reset()
{
    // Another file: a stroke in progress belongs to the old one.
    cancel();
    Q_EMIT drawingsChanged();
}

const SquareBoard *DrawingEditor::board() const
{
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules ||
        !m_document->encounter().board.isSquare())
        return nullptr;
    return &m_document->encounter().board.square;
}

void DrawingEditor::setTool(const QString &tool)
{
    Kind kind;
    if (tool == m_tool ||
        (!BoardDrawing::kindFromId(tool, kind) && tool != QLatin1String("eraser")))
        return;
    cancel();
    m_tool = tool;
    Q_EMIT toolChanged();
}

void DrawingEditor::setColor(const QString &color)
{
    if (color == m_color || !QColor::isValidColorName(color))
        return;
    m_color = QColor(color).name(QColor::HexRgb);
    Q_EMIT toolChanged();
}

void DrawingEditor::setStrokeWidth(double cells)
{
    const double width = std::clamp(cells, 0.02, double(Limits::MaxDrawingWidth));
    if (!std::isfinite(cells) || qFuzzyCompare(width, m_width))
        return;
    m_width = width;
    Q_EMIT toolChanged();
}

void DrawingEditor::setShared(bool shared)
{
    if (shared == m_shared)
        return;
    m_shared = shared;
    Q_EMIT toolChanged();
}

int DrawingEditor::count() const
{
    const auto *b = board();
    return b ? int(b->drawings.size()) : 0;
}

int DrawingEditor::sharedCount() const
{
    const auto *b = board();
    return b ? int(std::count_if(b->drawings.cbegin(), b->drawings.cend(),
                                 [](const BoardDrawing &d) { return d.shared; }))
             : 0;
}

QVariantList DrawingEditor::colorChoices() const
{
    const auto choice = [](const char *color, const QString &name) {
        return QVariantMap{{QStringLiteral("colorText"), QString::fromLatin1(color)},
                           {QStringLiteral("name"), name}};
    };
    // Okabe and Ito's palette, which stays apart under every common colour-vision deficiency,
    // with black and white for the darkest and palest maps.
    return {choice("#d55e00", tr("Vermilion")), choice("#0072b2", tr("Blue")),
            choice("#e69f00", tr("Orange")),    choice("#009e73", tr("Green")),
            choice("#56b4e9", tr("Sky blue")),  choice("#cc79a7", tr("Purple")),
            choice("#f0e442", tr("Yellow")),    choice("#000000", tr("Black")),
            choice("#ffffff", tr("White"))};
}

QVariantList DrawingEditor::widthChoices() const
{
    const auto choice = [](double cells, const QString &name) {
        return QVariantMap{{QStringLiteral("cells"), cells}, {QStringLiteral("name"), name}};
    };
    return {choice(0.05, tr("Fine")), choice(DefaultWidth, tr("Medium")), choice(0.2, tr("Bold")),
            choice(0.4, tr("Marker"))};
}

MicroPoint DrawingEditor::onBoard(double x, double y) const
{
    return TemplateEdit::clamped(*board(), x, y);
}

QString DrawingEditor::newId() const
{
    const auto *b = board();
    for (int n = int(b->drawings.size()) + 1;; ++n) {
        const QString id = QStringLiteral("drawing-%1").arg(n);
        if (std::none_of(b->drawings.cbegin(), b->drawings.cend(),
                         [&](const BoardDrawing &d) { return d.id == id; }))
            return id;
    }
}

QString DrawingEditor::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Pen:
        return tr("stroke");
    case Kind::Line:
        return tr("line");
    case Kind::Arrow:
        return tr("arrow");
    case Kind::Rect:
        return tr("rectangle");
    case Kind::Ellipse:
        return tr("ellipse");
    case Kind::Text:
        return tr("text");
    }
    return {};
}

bool DrawingEditor::begin(double x, double y)
{
    Kind kind;
    if (!board() || !BoardDrawing::kindFromId(m_tool, kind) || kind == Kind::Text)
        return false;
    BoardDrawing d;
    d.kind = kind;
    d.color = m_color;
    d.width = FixedPoint::fromDouble(m_width);
    d.shared = m_shared;
    const MicroPoint at = onBoard(x, y);
    d.points = {at, at};
    m_draft = d;
    Q_EMIT draftChanged();
    return true;
}

bool DrawingEditor::extend(double x, double y)
{
    if (!m_draft || !board())
        return false;
    const MicroPoint at = onBoard(x, y);
    auto &points = m_draft->points;
    if (m_draft->kind != Kind::Pen) {
        if (points.last() == at)
            return true;
        points.last() = at;
    } else {
        // The stroke's second point follows the pointer until it has moved PenStep away.
        const MicroPoint &kept = points[points.size() - 2];
        const bool far = QLineF(cellPoint(kept), cellPoint(at)).length() >= PenStep;
        if (far && points.size() < Limits::MaxDrawingPoints)
            points << at;
        else
            points.last() = at;
    }
    Q_EMIT draftChanged();
    return true;
}

bool DrawingEditor::end()
{
    if (!m_draft)
        return false;
    BoardDrawing d = *m_draft;
    m_draft.reset();
    Q_EMIT draftChanged();
    const auto *b = board();
    const QRectF box = QRectF(cellPoint(d.points.first()), cellPoint(d.points.last()));
    const bool empty =
        d.kind == Kind::Pen ? d.points.size() < 2 || DrawingPainter::bounds(d).isEmpty()
        : d.kind == Kind::Line || d.kind == Kind::Arrow ? d.points.first() == d.points.last()
                                                        : box.width() == 0 || box.height() == 0;
    if (!b || empty)
        return false;
    d.id = newId();
    auto after = b->drawings;
    after << d;
    return push(after, tr("Draw %1").arg(kindName(d.kind)));
}

void DrawingEditor::cancel()
{
    if (!m_draft)
        return;
    m_draft.reset();
    Q_EMIT draftChanged();
}

QString DrawingEditor::addText(double x, double y, const QString &text)
{
    const auto *b = board();
    const QString written = text.trimmed();
    if (!b || written.isEmpty())
        return {};
    if (written.size() > Limits::MaxNoteChars) {
        Q_EMIT refused(
            tr("A text on the board may have at most %1 characters.").arg(Limits::MaxNoteChars));
        return {};
    }
    BoardDrawing d;
    d.kind = Kind::Text;
    d.color = m_color;
    d.width =
        FixedPoint::fromDouble(std::min(m_width * TextScale, double(Limits::MaxDrawingTextHeight)));
    d.shared = m_shared;
    d.text = written;
    d.points = {onBoard(x, y)};
    d.id = newId();
    auto after = b->drawings;
    after << d;
    return push(after, tr("Draw %1").arg(kindName(d.kind))) ? d.id : QString();
}

QString DrawingEditor::drawingAt(double x, double y) const
{
    const auto *b = board();
    if (!b)
        return {};
    for (auto it = b->drawings.crbegin(); it != b->drawings.crend(); ++it) {
        if (hits(*it, QPointF(x, y)))
            return it->id;
    }
    return {};
}

bool DrawingEditor::eraseAt(double x, double y)
{
    return removeDrawing(drawingAt(x, y));
}

bool DrawingEditor::removeDrawing(const QString &id)
{
    const auto *b = board();
    if (!b || id.isEmpty())
        return false;
    auto after = b->drawings;
    const auto gone =
        std::find_if(after.begin(), after.end(), [&](const BoardDrawing &d) { return d.id == id; });
    if (gone == after.end())
        return false;
    const QString text = tr("Erase %1").arg(kindName(gone->kind));
    after.erase(gone);
    return push(after, text);
}

bool DrawingEditor::setDrawingShared(const QString &id, bool shared)
{
    const auto *b = board();
    if (!b)
        return false;
    auto after = b->drawings;
    for (auto &d : after) {
        if (d.id == id && d.shared != shared) {
            d.shared = shared;
            return push(after, shared ? tr("Show %1 to the players").arg(kindName(d.kind))
                                      : tr("Hide %1 from the players").arg(kindName(d.kind)));
        }
    }
    return false;
}

bool DrawingEditor::isDrawingShared(const QString &id) const
{
    const auto *b = board();
    return b && std::any_of(b->drawings.cbegin(), b->drawings.cend(),
                            [&](const BoardDrawing &d) { return d.id == id && d.shared; });
}

bool DrawingEditor::clear(bool gmOnly)
{
    const auto *b = board();
    if (!b)
        return false;
    QList<BoardDrawing> after;
    if (gmOnly) {
        std::copy_if(b->drawings.cbegin(), b->drawings.cend(), std::back_inserter(after),
                     [](const BoardDrawing &d) { return d.shared; });
    }
    return push(after, gmOnly ? tr("Clear the GM's drawings") : tr("Clear all drawings"));
}

bool DrawingEditor::push(const QList<BoardDrawing> &after, const QString &text)
{
    const auto *b = board();
    if (!b || after == b->drawings)
        return false;
    if (after.size() > Limits::MaxDrawings || pointCount(after) > Limits::MaxBoardDrawingPoints) {
        Q_EMIT refused(tr("The board holds as many drawings as a file may: erase some first."));
        return false;
    }
    m_document->undoStack()->push(new ReplaceDrawingsCommand(m_document, b->drawings, after, text));
    return true;
}
