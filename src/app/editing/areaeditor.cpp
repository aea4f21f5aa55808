#include "editing/areaeditor.h"

#include "document/encounterdocument.h"
#include "document/rebind.h"
#include "document/replaceboardcommand.h"
#include "edit/boardareaedit.h"
#include "edit/squareboardedit.h"
#include "engine/radiusarea.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace
{

QString kindName(BoardArea::Kind kind)
{
    //: The FIELD spell keyword (a game term, written in capitals).
    return kind == BoardArea::Kind::Field ? QCoreApplication::translate("AreaEditor", "FIELD")
                                          //: The ZONE spell keyword (a game term, written in
                                          //: capitals).
                                          : QCoreApplication::translate("AreaEditor", "ZONE");
}

} // namespace

AreaEditor::AreaEditor(QObject *parent) : QObject(parent) {}

void AreaEditor::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, [this] {
            setSelectedId({}); // another file: its areas are others
            refresh();
        });
        connect(m_document, &EncounterDocument::boardChanged, this, &AreaEditor::refresh);
        // The tokens inside follow the tokens.
        connect(m_document, &EncounterDocument::tokenChanged, this, &AreaEditor::refresh);
        connect(m_document, &EncounterDocument::tokenInserted, this, &AreaEditor::refresh);
        connect(m_document, &EncounterDocument::tokenRemoved, this, &AreaEditor::refresh);
    }
    Q_EMIT documentChanged();
    refresh();
}

const SquareBoard *AreaEditor::board() const
{
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules ||
        !m_document->encounter().board.isSquare())
        return nullptr;
    return &m_document->encounter().board.square;
}

const BoardArea *AreaEditor::find(const QString &id) const
{
    const auto *b = board();
    return b ? b->area(id) : nullptr;
}

void AreaEditor::refresh()
{
    QVariantList rows;
    if (const auto *b = board()) {
        const auto &encounter = m_document->encounter();
        for (const auto &area : b->areas) {
            const RadiusArea radius(area.centre, area.radius);
            const auto cells = radius.cells(*b);
            QRect rect;
            for (const QPoint &c : cells)
                rect |= QRect(c, QSize(1, 1));
            const QStringList ids = radius.tokensInside(encounter);
            QStringList names;
            for (const auto &id : ids) {
                const auto *t = encounter.token(id);
                names << (t && !t->name.isEmpty() ? t->name : id);
            }
            rows << QVariantMap{{QStringLiteral("id"), area.id},
                                {QStringLiteral("name"), area.name},
                                {QStringLiteral("kind"), BoardArea::kindId(area.kind)},
                                {QStringLiteral("kindName"), kindName(area.kind)},
                                {QStringLiteral("centreX"), area.centre.x()},
                                {QStringLiteral("centreY"), area.centre.y()},
                                {QStringLiteral("radiusCells"), area.radius},
                                {QStringLiteral("cellsX"), rect.x()},
                                {QStringLiteral("cellsY"), rect.y()},
                                {QStringLiteral("cellsWidth"), rect.width()},
                                {QStringLiteral("cellsHeight"), rect.height()},
                                {QStringLiteral("tokenIds"), ids},
                                {QStringLiteral("tokens"), names},
                                {QStringLiteral("tokensText"), names.join(QStringLiteral(", "))}};
        }
    }
    if (m_selectedId.size() && !find(m_selectedId)) {
        m_selectedId.clear();
        Q_EMIT selectedChanged();
    }
    if (rows != m_rows) {
        m_rows = rows;
        Q_EMIT areasChanged();
        Q_EMIT selectedChanged();
    }
    updateDrag();
}

void AreaEditor::setSelectedId(const QString &id)
{
    const QString next = find(id) ? id : QString();
    if (m_selectedId == next)
        return;
    m_selectedId = next;
    Q_EMIT selectedChanged();
}

QVariantMap AreaEditor::selected() const
{
    for (const auto &row : m_rows) {
        const auto map = row.toMap();
        if (map.value(QStringLiteral("id")).toString() == m_selectedId)
            return map;
    }
    return {};
}

void AreaEditor::setDragToken(const QString &tokenId)
{
    if (m_dragToken == tokenId)
        return;
    m_dragToken = tokenId;
    updateDrag();
}

void AreaEditor::setDragCell(QPoint cell)
{
    if (m_dragCell == cell)
        return;
    m_dragCell = cell;
    updateDrag();
}

void AreaEditor::updateDrag()
{
    QStringList entered;
    QStringList names;
    const auto *b = board();
    const Token *token =
        b && !m_dragToken.isEmpty() ? m_document->encounter().token(m_dragToken) : nullptr;
    if (token) {
        // An area the token already stands in is not entered (seed 003 ZONE: "enters the
        // radius"); one it would touch where it is held is.
        for (const auto &area : b->areas) {
            const RadiusArea radius(area.centre, area.radius);
            if (radius.touches(m_dragCell, token->footprint()) &&
                !radius.touches({token->x, token->y}, token->footprint())) {
                entered << area.id;
                //: An area's name and its kind, e.g. "Burning floor (FIELD)".
                names << tr("%1 (%2)").arg(area.name, kindName(area.kind));
            }
        }
    }
    const QString note =
        names.isEmpty() ? QString() : tr("enters %1").arg(names.join(QStringLiteral(", ")));
    if (entered == m_entered && note == m_dragNote)
        return;
    m_entered = entered;
    m_dragNote = note;
    Q_EMIT dragChanged();
}

bool AreaEditor::push(const SquareBoard &after, const QString &text)
{
    const Board &before = m_document->encounter().board;
    Board next = before;
    next.square = after;
    if (SquareBoardEdit::sameBoard(before, next))
        return false;
    // No rule of the analysis reads areas: the live results stay (docs/architecture.md §4.2).
    m_document->undoStack()->push(
        new ReplaceBoardCommand(m_document, before, next, EncounterChange::appearance(), text));
    return true;
}

QString AreaEditor::addArea(int cellX, int cellY)
{
    const auto *b = board();
    if (!b || !b->contains(cellX, cellY))
        return {};
    const BoardArea area =
        BoardAreaEdit::newArea(*b, {cellX, cellY}, DefaultRadius, BoardArea::Kind::Zone);
    if (!push(BoardAreaEdit::addArea(*b, area), tr("Add %1").arg(area.name)))
        return {};
    setSelectedId(area.id);
    return area.id;
}

bool AreaEditor::edit(const QString &id, const QString &text,
                      const std::function<void(BoardArea &)> &change)
{
    const auto *b = board();
    const auto *area = find(id);
    if (!b || !area)
        return false;
    BoardArea next = *area;
    change(next);
    if (!BoardAreaEdit::isValid(*b, next)) {
        Q_EMIT refused(tr("An area's centre must be on the map and its radius 0 or more."));
        return false;
    }
    return push(BoardAreaEdit::replaceArea(*b, next), text.arg(area->name));
}

bool AreaEditor::setName(const QString &id, const QString &name)
{
    const QString trimmed = name.trimmed();
    if (trimmed.isEmpty())
        return false;
    return edit(id, tr("Rename %1"), [&](BoardArea &a) { a.name = trimmed; });
}

bool AreaEditor::setKind(const QString &id, const QString &kind)
{
    BoardArea::Kind value;
    if (kind.compare(QLatin1String("field"), Qt::CaseInsensitive) == 0)
        value = BoardArea::Kind::Field;
    else if (kind.compare(QLatin1String("zone"), Qt::CaseInsensitive) == 0)
        value = BoardArea::Kind::Zone;
    else
        return false;
    return edit(id, tr("Change %1's kind"), [&](BoardArea &a) { a.kind = value; });
}

bool AreaEditor::setRadius(const QString &id, int radius)
{
    return edit(id, tr("Resize %1"), [&](BoardArea &a) { a.radius = radius; });
}

bool AreaEditor::setCentre(const QString &id, int cellX, int cellY)
{
    return edit(id, tr("Move %1"), [&](BoardArea &a) { a.centre = {cellX, cellY}; });
}

bool AreaEditor::removeArea(const QString &id)
{
    const auto *b = board();
    const auto *area = find(id);
    if (!b || !area)
        return false;
    return push(BoardAreaEdit::removeArea(*b, id), tr("Delete %1").arg(area->name));
}

QString AreaEditor::areaAt(int cellX, int cellY) const
{
    const auto *b = board();
    if (!b)
        return {};
    const int i = BoardAreaEdit::areaAt(*b, {cellX, cellY});
    return i >= 0 ? b->areas[i].id : QString();
}

QStringList AreaEditor::tokensInside(const QString &id) const
{
    const auto *area = find(id);
    if (!area)
        return {};
    return RadiusArea(area->centre, area->radius).tokensInside(m_document->encounter());
}
