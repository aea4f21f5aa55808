#include "editing/tokenselection.h"

#include "document/encounterdocument.h"
#include "document/rebind.h"

#include <algorithm>

TokenSelection::TokenSelection(QObject *parent) : QObject(parent) {}

void TokenSelection::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::tokenRemoved, this, &TokenSelection::dropMissing);
        connect(m_document, &EncounterDocument::encounterReset, this, &TokenSelection::clear);
        // A token renamed by an undo keeps its id, so a change needs no check.
    }
    Q_EMIT documentChanged();
    dropMissing();
}

void TokenSelection::setIds(const QStringList &ids)
{
    QStringList unique;
    for (const auto &id : ids) {
        if (!unique.contains(id) && (!m_document || m_document->encounter().token(id)))
            unique << id;
    }
    if (unique == m_ids)
        return;
    m_ids = unique;
    Q_EMIT selectionChanged();
}

void TokenSelection::select(const QString &tokenId)
{
    setIds({tokenId});
}

void TokenSelection::toggle(const QString &tokenId)
{
    QStringList ids = m_ids;
    if (!ids.removeAll(tokenId))
        ids << tokenId;
    setIds(ids);
}

void TokenSelection::clear()
{
    setIds({});
}

void TokenSelection::selectAll()
{
    if (!m_document)
        return;
    QStringList ids;
    for (const auto &token : m_document->encounter().tokens)
        ids << token.id;
    setIds(ids);
}

void TokenSelection::selectInCells(int x1, int y1, int x2, int y2, bool extend)
{
    if (!m_document || !m_document->encounter().board.isSquare())
        return;
    const QRect band(QPoint(std::min(x1, x2), std::min(y1, y2)),
                     QPoint(std::max(x1, x2), std::max(y1, y2)));
    QStringList ids = extend ? m_ids : QStringList();
    for (const auto &token : m_document->encounter().tokens) {
        if (token.footprintRect().intersects(band) && !ids.contains(token.id))
            ids << token.id;
    }
    setIds(ids);
}

void TokenSelection::dropMissing()
{
    setIds(m_ids);
}
