#include "editing/templateeditor.h"

#include "document/encounterdocument.h"
#include "document/rebind.h"
#include "document/replaceboardlistcommand.h"
#include "edit/templateedit.h"
#include "engine/templatearea.h"
#include "model/fixedpoint.h"
#include "model/limits.h"
#include "render/templateshape.h"

#include <QColor>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{

using Shape = BoardTemplate::Shape;

constexpr qint64 Cell = FixedPoint::Scale;
constexpr qint64 HalfCell = Cell / 2;
// A press that moves less than this (in cells) before it is let go is a click.
constexpr double ClickSlop = 0.35;

double cells(qint64 micro)
{
    return FixedPoint::toDouble(micro);
}

int shapeIndex(Shape shape)
{
    return int(shape);
}

QString shapeName(Shape shape)
{
    switch (shape) {
    case Shape::Cone:
        return TemplateEditor::tr("Cone");
    case Shape::Line:
        //: A template shape: a line-shaped spell area.
        return TemplateEditor::tr("Line");
    case Shape::Square:
        //: A template shape: a square spell area.
        return TemplateEditor::tr("Square");
    case Shape::Circle:
        break;
    }
    return TemplateEditor::tr("Circle");
}

QString tokenName(const Token &token)
{
    return token.name.isEmpty() ? token.id : token.name;
}

// A size in cells as a template stores it, within what a file may hold.
std::optional<qint64> extent(double value)
{
    if (!std::isfinite(value) || value < 0 || value > Limits::MaxTemplateSize)
        return std::nullopt;
    return FixedPoint::fromDouble(value);
}

} // namespace

TemplateEditor::TemplateEditor(QObject *parent) : QObject(parent) {}

void TemplateEditor::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &TemplateEditor::reset);
        // Every primitive edit ends with changed(): templates, tokens they catch or follow, and
        // the walls that spare cells all arrive through it.
        connect(m_document, &EncounterDocument::changed, this, &TemplateEditor::boardEdited);
    }
    Q_EMIT documentChanged();
    reset();
}

void TemplateEditor::reset()
{
    // Another file: a gesture in progress and the picked template belong to the old one.
    m_sight.reset();
    setGesture(Gesture::None);
    setDraft(std::nullopt);
    setSelectedId({});
    refresh();
}

void TemplateEditor::boardEdited(const EncounterChange &change)
{
    if (change.kind == EncounterChange::Kind::TerrainChanged ||
        change.kind == EncounterChange::Kind::Everything)
        m_sight.reset();
    refresh();
}

const SquareBoard *TemplateEditor::board() const
{
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules ||
        !m_document->encounter().board.isSquare())
        return nullptr;
    return &m_document->encounter().board.square;
}

const BoardTemplate *TemplateEditor::find(const QString &id) const
{
    const auto *b = board();
    const int index = b ? TemplateEdit::indexOf(*b, id) : -1;
    return index < 0 ? nullptr : &b->templates[index];
}

const PointSight *TemplateEditor::sight() const
{
    const auto *b = board();
    if (!b)
        return nullptr;
    // Built once per board and kept across drags (docs/architecture.md §4.11).
    if (!m_sight)
        m_sight.emplace(*b, *m_document->encounter().rules);
    return &*m_sight;
}

QColor TemplateEditor::shadeOf(const BoardTemplate &tpl)
{
    return TemplateShape::shade(tpl);
}

QString TemplateEditor::nameOf(const BoardTemplate &tpl)
{
    return tpl.label.isEmpty() ? shapeName(tpl.shape).toLower() : tpl.label;
}

QVariantMap TemplateEditor::rowOf(const BoardTemplate &tpl) const
{
    const auto &encounter = m_document->encounter();
    const auto placement = TemplateArea::placementOf(tpl, encounter.tokens);
    const MicroPoint origin = placement ? placement->origin : tpl.origin;
    const MicroPoint far = placement ? placement->far : tpl.farFrom(tpl.origin);
    const TemplateArea area = TemplateArea::of(tpl, encounter, sight());

    QStringList names;
    for (const QString &id : area.caught()) {
        const Token *token = encounter.token(id);
        names << (token ? tokenName(*token) : id);
    }
    names.sort(Qt::CaseInsensitive);
    const QString caughtText =
        names.isEmpty()
            ? tr("Nobody caught")
            //: How many creatures a template's area catches, then their names.
            : tr("%n caught: %1", nullptr, int(names.size())).arg(names.join(QStringLiteral(", ")));

    const double ox = cells(origin.x);
    const double oy = cells(origin.y);
    const double fx = cells(far.x);
    const double fy = cells(far.y);
    const double size = cells(tpl.size);
    const double dx = fx - ox;
    const double dy = fy - oy;
    const double length = std::hypot(dx, dy);
    // The unit normal of a cone's or line's direction (a quarter turn clockwise on screen).
    const double nx = length > 0 ? -dy / length : 0;
    const double ny = length > 0 ? dx / length : 1;

    // Handles, in cells: the move handle at the origin (a square's in its middle), a cone's or
    // line's aim at its far point, and the size handle where pulling it reads naturally.
    double moveX = ox, moveY = oy, sizeX = ox, sizeY = oy;
    switch (tpl.shape) {
    case Shape::Circle:
        sizeX = ox + std::max(size, 0.35);
        break;
    case Shape::Square:
        moveX = ox + size / 2;
        moveY = oy + size / 2;
        sizeX = ox + size;
        sizeY = oy + size;
        break;
    case Shape::Cone:
        sizeX = fx;
        sizeY = fy;
        break;
    case Shape::Line:
        sizeX = fx + nx * size / 2;
        sizeY = fy + ny * size / 2;
        break;
    }
    TemplateArea::Placement standing;
    standing.shape = tpl.shape;
    standing.origin = origin;
    standing.far = far;
    standing.size = tpl.size;
    const QPointF label = TemplateShape::labelPoint(standing);

    const Token *anchor = tpl.isAnchored() ? encounter.token(tpl.anchor) : nullptr;
    return QVariantMap{
        {QStringLiteral("id"), tpl.id},
        {QStringLiteral("shape"), BoardTemplate::shapeId(tpl.shape)},
        {QStringLiteral("shapeName"), shapeName(tpl.shape)},
        {QStringLiteral("label"), tpl.label},
        {QStringLiteral("name"), tpl.label.isEmpty() ? shapeName(tpl.shape) : tpl.label},
        {QStringLiteral("colorText"), tpl.color},
        {QStringLiteral("shade"), shadeOf(tpl).name(QColor::HexRgb)},
        {QStringLiteral("originX"), ox},
        {QStringLiteral("originY"), oy},
        {QStringLiteral("farX"), tpl.hasFarPoint() ? fx : ox},
        {QStringLiteral("farY"), tpl.hasFarPoint() ? fy : oy},
        {QStringLiteral("sizeCells"), size},
        {QStringLiteral("lengthCells"), tpl.hasFarPoint() ? length : 0.0},
        {QStringLiteral("angle"),
         tpl.hasFarPoint() && length > 0 ? std::atan2(dy, dx) * 180 / std::numbers::pi : 0.0},
        {QStringLiteral("anchor"), tpl.anchor},
        {QStringLiteral("anchorName"), anchor ? tokenName(*anchor) : QString()},
        {QStringLiteral("wallsBlock"), tpl.wallsBlock},
        {QStringLiteral("shared"), tpl.sharedWithPlayers},
        {QStringLiteral("caughtIds"), area.caught()},
        {QStringLiteral("caughtNames"), names},
        {QStringLiteral("caughtText"), caughtText},
        {QStringLiteral("cellCount"), area.cellCount()},
        {QStringLiteral("moveX"), moveX},
        {QStringLiteral("moveY"), moveY},
        {QStringLiteral("aimX"), tpl.hasFarPoint() ? fx : ox},
        {QStringLiteral("aimY"), tpl.hasFarPoint() ? fy : oy},
        {QStringLiteral("sizeX"), sizeX},
        {QStringLiteral("sizeY"), sizeY},
        {QStringLiteral("labelX"), label.x()},
        {QStringLiteral("labelY"), label.y()},
    };
}

void TemplateEditor::refresh()
{
    QVariantList rows;
    QVariantList choices;
    if (const auto *b = board()) {
        for (const auto &tpl : b->templates)
            rows << rowOf(tpl);
        choices << QVariantMap{{QStringLiteral("id"), QString()},
                               {QStringLiteral("name"), tr("Nobody")}};
        for (const Token &token : m_document->encounter().tokens)
            choices << QVariantMap{{QStringLiteral("id"), token.id},
                                   {QStringLiteral("name"), tokenName(token)}};
    }
    // An undo in the middle of a drag may take the dragged template away.
    if (!m_draft.replaces.isEmpty() && !find(m_draft.replaces)) {
        setGesture(Gesture::None);
        setDraft(std::nullopt);
    } else if (m_draft.isActive()) {
        // The tokens it catches may have moved.
        setDraft(m_draft.tpl, m_draft.replaces);
    }
    if (!m_selectedId.isEmpty() && !find(m_selectedId)) {
        m_selectedId.clear();
        Q_EMIT selectedChanged();
    }
    if (rows != m_rows || choices != m_choices) {
        m_rows = rows;
        m_choices = choices;
        Q_EMIT templatesChanged();
        Q_EMIT selectedChanged();
    }
}

void TemplateEditor::setSelectedId(const QString &id)
{
    const QString next = find(id) ? id : QString();
    if (m_selectedId == next)
        return;
    m_selectedId = next;
    Q_EMIT selectedChanged();
}

QVariantMap TemplateEditor::selected() const
{
    if (m_selectedId.isEmpty())
        return {};
    if (m_draft.isActive() && m_draft.replaces == m_selectedId)
        return m_draftRow;
    for (const auto &row : m_rows) {
        const auto map = row.toMap();
        if (map.value(QStringLiteral("id")).toString() == m_selectedId)
            return map;
    }
    return {};
}

QString TemplateEditor::placeShape() const
{
    return BoardTemplate::shapeId(m_placeShape);
}

void TemplateEditor::setPlaceShape(const QString &shape)
{
    const auto parsed = BoardTemplate::shapeFromId(shape);
    if (!parsed || *parsed == m_placeShape)
        return;
    m_placeShape = *parsed;
    Q_EMIT placeChanged();
    // The ghost takes the new shape where it is.
    if (m_gesture == Gesture::None && m_draft.isActive() && m_draft.replaces.isEmpty())
        hover(m_pressPoint.x(), m_pressPoint.y());
}

double TemplateEditor::placeSize() const
{
    return m_placeSizes[shapeIndex(m_placeShape)];
}

void TemplateEditor::setPlaceSize(double value)
{
    if (!extent(value) || value <= 0 || value == placeSize())
        return;
    m_placeSizes[shapeIndex(m_placeShape)] = value;
    Q_EMIT placeChanged();
}

void TemplateEditor::setPlaceWidth(double value)
{
    if (!extent(value) || value <= 0 || value == m_placeWidth)
        return;
    m_placeWidth = value;
    Q_EMIT placeChanged();
}

QVariantList TemplateEditor::colorChoices() const
{
    const auto choice = [](const char *color, const QString &name) {
        return QVariantMap{{QStringLiteral("colorText"), QString::fromLatin1(color)},
                           {QStringLiteral("name"), name}};
    };
    //: The default in the list of template colours; the others are named after effects.
    return {choice("", tr("The shape's colour")), choice("#e03131", tr("Fire")),
            choice("#f08c00", tr("Amber")),       choice("#2f9e44", tr("Acid")),
            choice("#1c7ed6", tr("Frost")),       choice("#ae3ec9", tr("Arcane")),
            choice("#495057", tr("Shadow"))};
}

MicroPoint TemplateEditor::snapFor(Shape shape, double x, double y, bool free) const
{
    const auto *b = board();
    if (!b)
        return {};
    if (free)
        return TemplateEdit::clamped(*b, x, y);
    // A square lies along the grid, so its corner goes to a grid crossing; the others' origins
    // go to a corner, an edge's middle or a cell's centre.
    return TemplateEdit::snapped(*b, x, y, shape == Shape::Square ? Cell : HalfCell);
}

qint64 TemplateEditor::lengthFor(double value, bool free) const
{
    if (!std::isfinite(value))
        return 0;
    const double bounded = std::clamp(value, 0.0, double(Limits::MaxTemplateSize));
    return free ? FixedPoint::fromDouble(bounded) : qint64(std::llround(bounded * 2)) * HalfCell;
}

QPointF TemplateEditor::snapPoint(double x, double y, bool free, const QString &shape) const
{
    const auto parsed =
        shape.isEmpty() ? std::optional(m_placeShape) : BoardTemplate::shapeFromId(shape);
    const MicroPoint p = snapFor(parsed.value_or(m_placeShape), x, y, free);
    return {cells(p.x), cells(p.y)};
}

QString TemplateEditor::templateAt(double x, double y) const
{
    const auto *b = board();
    if (!b || !std::isfinite(x) || !std::isfinite(y))
        return {};
    const int index = TemplateEdit::templateAt(
        m_document->encounter(), {FixedPoint::fromDouble(x), FixedPoint::fromDouble(y)});
    return index < 0 ? QString() : b->templates[index].id;
}

QStringList TemplateEditor::caughtIds(const QString &id) const
{
    const auto *tpl = find(id);
    return tpl ? TemplateArea::of(*tpl, m_document->encounter(), sight()).caught() : QStringList();
}

BoardTemplate TemplateEditor::placedAt(Shape shape, double x, double y, bool free) const
{
    BoardTemplate tpl;
    tpl.id = TemplateEdit::freeId(*board());
    tpl.shape = shape;
    const double size = m_placeSizes[shapeIndex(shape)];
    switch (shape) {
    case Shape::Circle:
        tpl.origin = snapFor(shape, x, y, free);
        tpl.size = FixedPoint::fromDouble(size);
        break;
    case Shape::Cone:
    case Shape::Line:
        tpl.origin = snapFor(shape, x, y, free);
        tpl.reach = TemplateEdit::withLength(m_lastDirection, FixedPoint::fromDouble(size));
        if (shape == Shape::Line)
            tpl.size = FixedPoint::fromDouble(m_placeWidth);
        break;
    case Shape::Square:
        // Centred on the pointer, its corner on a grid crossing.
        tpl.origin = snapFor(shape, x - size / 2, y - size / 2, free);
        tpl.size = FixedPoint::fromDouble(size);
        break;
    }
    return tpl;
}

void TemplateEditor::setDraft(std::optional<BoardTemplate> tpl, const QString &replaces)
{
    TemplateDraft next;
    next.tpl = std::move(tpl);
    next.replaces = next.tpl ? replaces : QString();
    QVariantMap row = next.tpl && m_document ? rowOf(*next.tpl) : QVariantMap();
    if (next == m_draft && row == m_draftRow)
        return;
    // The selected row is drawn from the draft while the selected template is dragged.
    const bool touchesSelected = !m_selectedId.isEmpty() && (m_draft.replaces == m_selectedId ||
                                                             next.replaces == m_selectedId);
    m_draft = next;
    m_draftRow = row;
    Q_EMIT draftChanged();
    if (touchesSelected)
        Q_EMIT selectedChanged();
}

void TemplateEditor::setGesture(Gesture gesture)
{
    if (m_gesture == gesture)
        return;
    const bool was = isDragging();
    m_gesture = gesture;
    if (was != isDragging())
        Q_EMIT draggingChanged();
}

void TemplateEditor::hover(double x, double y, bool free)
{
    if (!board() || m_gesture != Gesture::None || !std::isfinite(x) || !std::isfinite(y))
        return;
    m_pressPoint = {x, y};
    setDraft(placedAt(m_placeShape, x, y, free));
}

void TemplateEditor::clearHover()
{
    if (m_gesture == Gesture::None)
        setDraft(std::nullopt);
}

bool TemplateEditor::beginPlace(double x, double y, bool free)
{
    if (!board() || !std::isfinite(x) || !std::isfinite(y))
        return false;
    cancel();
    m_pressPoint = {x, y};
    m_pressed = placedAt(m_placeShape, x, y, free);
    m_pulled = false;
    setGesture(Gesture::Place);
    setDraft(m_pressed);
    return true;
}

bool TemplateEditor::dragPlace(double x, double y, bool free)
{
    const auto *b = board();
    if (m_gesture != Gesture::Place || !b || !std::isfinite(x) || !std::isfinite(y))
        return false;
    const double px = m_pressPoint.x();
    const double py = m_pressPoint.y();
    if (!m_pulled && std::hypot(x - px, y - py) < ClickSlop)
        return true;
    m_pulled = true;
    BoardTemplate tpl = m_pressed;
    const MicroPoint origin = snapFor(tpl.shape, px, py, free);
    switch (tpl.shape) {
    case Shape::Circle: {
        tpl.origin = origin;
        const qint64 radius = lengthFor(std::hypot(x - cells(origin.x), y - cells(origin.y)), free);
        tpl.size = std::max(radius, free ? qint64(0) : HalfCell);
        break;
    }
    case Shape::Cone:
    case Shape::Line: {
        tpl.origin = origin;
        const MicroPoint far = TemplateEdit::rounded(x, y, free ? 1 : HalfCell);
        const MicroPoint reach{far.x - origin.x, far.y - origin.y};
        if (reach.x != 0 || reach.y != 0)
            tpl.reach = reach;
        break;
    }
    case Shape::Square: {
        // From the grid crossing pressed to the cell under the pointer, whole cells unless free.
        const double dx = x - cells(origin.x);
        const double dy = y - cells(origin.y);
        const double extentCells = std::max(std::abs(dx), std::abs(dy));
        const qint64 side =
            free ? std::max<qint64>(1, FixedPoint::fromDouble(
                                           std::min(extentCells, double(Limits::MaxTemplateSize))))
                 : std::max<qint64>(
                       1,
                       qint64(std::ceil(std::min(extentCells, double(Limits::MaxTemplateSize))))) *
                       Cell;
        tpl.size = side;
        tpl.origin = {std::max<qint64>(0, dx < 0 ? origin.x - side : origin.x),
                      std::max<qint64>(0, dy < 0 ? origin.y - side : origin.y)};
        break;
    }
    }
    setDraft(tpl);
    return true;
}

QString TemplateEditor::endPlace()
{
    if (m_gesture != Gesture::Place || !m_draft.isActive())
        return {};
    const BoardTemplate tpl = *m_draft.tpl;
    setGesture(Gesture::None);
    setDraft(std::nullopt);
    if (!board())
        return {};
    auto after = board()->templates;
    after << tpl;
    if (!push(after, tr("Place %1").arg(nameOf(tpl))))
        return {};
    if (tpl.hasFarPoint())
        m_lastDirection = tpl.reach;
    setSelectedId(tpl.id);
    return tpl.id;
}

bool TemplateEditor::beginDrag(const QString &id, const QString &handle, double x, double y)
{
    const auto *tpl = find(id);
    if (!tpl || !std::isfinite(x) || !std::isfinite(y))
        return false;
    Gesture gesture = Gesture::None;
    if (handle == QLatin1String("move"))
        gesture = Gesture::Move;
    else if (handle == QLatin1String("aim") && tpl->hasFarPoint())
        gesture = Gesture::Aim;
    else if (handle == QLatin1String("size"))
        gesture = Gesture::Size;
    if (gesture == Gesture::None)
        return false;
    cancel();
    m_pressPoint = {x, y};
    m_pressed = *tpl;
    // Where it stands now: an anchored template's origin is its token's centre.
    if (const auto origin = tpl->originAmong(m_document->encounter().tokens))
        m_pressed.origin = *origin;
    setGesture(gesture);
    setSelectedId(id);
    setDraft(m_pressed, id);
    return true;
}

bool TemplateEditor::dragTo(double x, double y, bool free)
{
    const auto *b = board();
    if (!b || m_gesture == Gesture::None || m_gesture == Gesture::Place || !std::isfinite(x) ||
        !std::isfinite(y))
        return false;
    const auto &tokens = m_document->encounter().tokens;
    BoardTemplate tpl = m_pressed;
    const double ox = cells(m_pressed.origin.x);
    const double oy = cells(m_pressed.origin.y);
    switch (m_gesture) {
    case Gesture::Move: {
        const MicroPoint to =
            snapFor(tpl.shape, ox + x - m_pressPoint.x(), oy + y - m_pressPoint.y(), free);
        // Dropped on a token, it follows it (docs/rules.md §9); a square, whose origin is its
        // corner, follows a token only when the GM says so.
        const int under =
            free || tpl.shape == Shape::Square ? -1 : TemplateEdit::tokenUnder(tokens, to);
        if (under >= 0) {
            tpl = TemplateEdit::anchored(tpl, tokens[under]);
        } else {
            tpl.anchor.clear();
            tpl.origin = to;
        }
        break;
    }
    case Gesture::Aim: {
        const MicroPoint far = TemplateEdit::rounded(x, y, free ? 1 : HalfCell);
        const MicroPoint reach{far.x - m_pressed.origin.x, far.y - m_pressed.origin.y};
        if (reach.x == 0 && reach.y == 0)
            return true;
        tpl.reach = reach;
        break;
    }
    case Gesture::Size: {
        const qint64 least = free ? 1 : HalfCell;
        if (tpl.shape == Shape::Circle) {
            tpl.size = std::max(least, lengthFor(std::hypot(x - ox, y - oy), free));
        } else if (tpl.shape == Shape::Square) {
            const double side = std::max(x - ox, y - oy);
            tpl.size =
                free
                    ? std::max(least, lengthFor(side, true))
                    : std::max<qint64>(
                          1, std::llround(std::clamp(side, 0.0, double(Limits::MaxTemplateSize)))) *
                          Cell;
        } else if (tpl.shape == Shape::Cone) {
            tpl.reach = TemplateEdit::withLength(
                tpl.reach, std::max(least, lengthFor(std::hypot(x - ox, y - oy), free)));
        } else {
            // A line's width is twice the pointer's distance from its middle line.
            const double dx = cells(tpl.reach.x);
            const double dy = cells(tpl.reach.y);
            const double length = std::hypot(dx, dy);
            const double distance =
                length > 0 ? std::abs((x - ox) * dy - (y - oy) * dx) / length : 0;
            tpl.size = std::max(least, lengthFor(2 * distance, free));
        }
        break;
    }
    case Gesture::None:
    case Gesture::Place:
        return false;
    }
    setDraft(tpl, m_draft.replaces);
    return true;
}

bool TemplateEditor::endDrag()
{
    if (m_gesture == Gesture::None || m_gesture == Gesture::Place || !m_draft.isActive())
        return false;
    const Gesture gesture = m_gesture;
    const BoardTemplate tpl = *m_draft.tpl;
    const QString id = m_draft.replaces;
    setGesture(Gesture::None);
    setDraft(std::nullopt);
    const auto *b = board();
    const int index = b ? TemplateEdit::indexOf(*b, id) : -1;
    if (index < 0)
        return false;
    const BoardTemplate &before = b->templates[index];
    // An anchored template that stays with its token keeps its own origin as it was read.
    BoardTemplate next = tpl;
    if (next.isAnchored() && next.anchor == before.anchor)
        next.origin = before.origin;
    if (next == before)
        return false;
    QString text;
    if (gesture == Gesture::Move && next.isAnchored() && next.anchor != before.anchor) {
        const Token *token = m_document->encounter().token(next.anchor);
        text = tr("Anchor %1 to %2").arg(nameOf(before), token ? tokenName(*token) : next.anchor);
    } else if (gesture == Gesture::Move) {
        text = tr("Move %1").arg(nameOf(before));
    } else if (gesture == Gesture::Aim) {
        text = tr("Turn %1").arg(nameOf(before));
    } else {
        text = tr("Resize %1").arg(nameOf(before));
    }
    if (gesture == Gesture::Aim)
        m_lastDirection = next.reach;
    auto after = b->templates;
    after[index] = next;
    return push(after, text);
}

void TemplateEditor::cancel()
{
    setGesture(Gesture::None);
    setDraft(std::nullopt);
}

bool TemplateEditor::push(const QList<BoardTemplate> &after, const QString &text)
{
    const auto *b = board();
    if (!b || after == b->templates)
        return false;
    QString why;
    if (!TemplateEdit::isValid(m_document->encounter(), after, &why)) {
        Q_EMIT refused(tr("The file could not hold that template: %1.").arg(why));
        return false;
    }
    m_document->undoStack()->push(
        new ReplaceTemplatesCommand(m_document, b->templates, after, text));
    return true;
}

bool TemplateEditor::edit(const QString &id, const QString &text,
                          const std::function<void(BoardTemplate &)> &change)
{
    const auto *b = board();
    const int index = b ? TemplateEdit::indexOf(*b, id) : -1;
    if (index < 0)
        return false;
    const BoardTemplate &before = b->templates[index];
    BoardTemplate next = before;
    change(next);
    if (next == before)
        return false;
    auto after = b->templates;
    after[index] = next;
    // "%1" in the text stands for the template's name.
    return push(after, text.contains(QLatin1String("%1")) ? text.arg(nameOf(before)) : text);
}

QString TemplateEditor::addTemplate(const QString &shape, double x, double y, bool free)
{
    const auto *b = board();
    const auto parsed = BoardTemplate::shapeFromId(shape);
    if (!b || !parsed || !std::isfinite(x) || !std::isfinite(y))
        return {};
    const BoardTemplate tpl = placedAt(*parsed, x, y, free);
    auto after = b->templates;
    after << tpl;
    if (!push(after, tr("Place %1").arg(nameOf(tpl))))
        return {};
    setSelectedId(tpl.id);
    return tpl.id;
}

bool TemplateEditor::moveTemplate(const QString &id, double x, double y, bool free)
{
    const auto *tpl = find(id);
    if (!tpl || !std::isfinite(x) || !std::isfinite(y))
        return false;
    const MicroPoint to = snapFor(tpl->shape, x, y, free);
    return edit(id, tr("Move %1"), [&](BoardTemplate &t) {
        t.anchor.clear();
        t.origin = to;
    });
}

bool TemplateEditor::aimTemplate(const QString &id, double x, double y, bool free)
{
    const auto *tpl = find(id);
    if (!tpl || !tpl->hasFarPoint() || !std::isfinite(x) || !std::isfinite(y))
        return false;
    const MicroPoint origin =
        tpl->originAmong(m_document->encounter().tokens).value_or(tpl->origin);
    const MicroPoint far = TemplateEdit::rounded(x, y, free ? 1 : HalfCell);
    const MicroPoint reach{far.x - origin.x, far.y - origin.y};
    if (reach.x == 0 && reach.y == 0)
        return false;
    return edit(id, tr("Turn %1"), [&](BoardTemplate &t) { t.reach = reach; });
}

bool TemplateEditor::rotateTemplate(const QString &id, double degrees)
{
    const auto *tpl = find(id);
    if (!tpl || !tpl->hasFarPoint() || !std::isfinite(degrees))
        return false;
    return edit(id, tr("Turn %1"),
                [&](BoardTemplate &t) { t.reach = TemplateEdit::rotated(t.reach, degrees); });
}

bool TemplateEditor::setSize(const QString &id, double value)
{
    const auto *tpl = find(id);
    const auto micro = extent(value);
    if (!tpl || !micro)
        return false;
    if (tpl->shape == Shape::Cone)
        return setLength(id, value);
    return edit(id, tr("Resize %1"), [&](BoardTemplate &t) { t.size = *micro; });
}

bool TemplateEditor::setLength(const QString &id, double value)
{
    const auto *tpl = find(id);
    const auto micro = extent(value);
    if (!tpl || !tpl->hasFarPoint() || !micro || *micro == 0)
        return false;
    return edit(id, tr("Resize %1"),
                [&](BoardTemplate &t) { t.reach = TemplateEdit::withLength(t.reach, *micro); });
}

bool TemplateEditor::setLabel(const QString &id, const QString &label)
{
    const QString value = label.trimmed();
    return edit(id, value.isEmpty() ? tr("Clear the label of %1") : tr("Rename %1"),
                [&](BoardTemplate &t) { t.label = value; });
}

bool TemplateEditor::setColor(const QString &id, const QString &color)
{
    const QString value = color.trimmed();
    return edit(id, value.isEmpty() ? tr("Default colour for %1") : tr("Recolour %1"),
                [&](BoardTemplate &t) { t.color = value; });
}

bool TemplateEditor::setShared(const QString &id, bool shared)
{
    return edit(id, shared ? tr("Show %1 to the players") : tr("Hide %1 from the players"),
                [&](BoardTemplate &t) { t.sharedWithPlayers = shared; });
}

bool TemplateEditor::setWallsBlock(const QString &id, bool block)
{
    return edit(id, block ? tr("Walls block %1") : tr("%1 passes walls"),
                [&](BoardTemplate &t) { t.wallsBlock = block; });
}

bool TemplateEditor::setAnchor(const QString &id, const QString &tokenId)
{
    const auto *tpl = find(id);
    if (!tpl)
        return false;
    const auto &encounter = m_document->encounter();
    if (tokenId.isEmpty()) {
        if (!tpl->isAnchored())
            return false;
        return edit(id, tr("Let go of %1"),
                    [&](BoardTemplate &t) { t = TemplateEdit::detached(t, encounter.tokens); });
    }
    const Token *token = encounter.token(tokenId);
    if (!token || tpl->anchor == tokenId)
        return false;
    return edit(id, tr("Anchor %1 to %2").arg(QStringLiteral("%1"), tokenName(*token)),
                [&](BoardTemplate &t) { t = TemplateEdit::anchored(t, *token); });
}

bool TemplateEditor::removeTemplate(const QString &id)
{
    const auto *b = board();
    const int index = b ? TemplateEdit::indexOf(*b, id) : -1;
    if (index < 0)
        return false;
    auto after = b->templates;
    const QString name = nameOf(after[index]);
    after.removeAt(index);
    if (m_draft.replaces == id)
        cancel();
    return push(after, tr("Delete %1").arg(name));
}
