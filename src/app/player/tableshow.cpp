#include "player/tableshow.h"

#include "document/encounterdocument.h"

TableShow::TableShow(QObject *parent)
    : QObject(parent), m_drawings(new DrawingEditor(this)), m_marks(new BoardMarks(this)),
      m_pings(new BoardPings(this)), m_handouts(new HandoutShelf(this))
{
}

void TableShow::setDocument(EncounterDocument *document)
{
    m_drawings->setDocument(document);
    m_marks->setDocument(document);
    m_handouts->setDocument(document);
    // Pings point at a spot of one map: another map drops them.
    connect(document, &EncounterDocument::encounterReset, m_pings, &BoardPings::clear);
}

void TableShow::setWorkspace(SessionWorkspace *workspace)
{
    m_handouts->setWorkspace(workspace);
}
