#pragma once

#include <QObject>
#include <QtQml/qqmlregistration.h>

#include "editing/boardmarks.h" // moc needs the complete types for the properties
#include "editing/drawingeditor.h"
#include "player/boardpings.h"
#include "player/handoutshelf.h"

class EncounterDocument;
class SessionWorkspace;

// What the GM marks on the map and shows the table besides it (README, "Drawings and pings",
// "Handouts"): the drawings, the pins and traps, the pings and the handouts. One per main window,
// made by the Workbench; the player window reads the same objects, so a ping rings in both.
class TableShow : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by the Workbench")
    Q_PROPERTY(DrawingEditor *drawings READ drawings CONSTANT)
    Q_PROPERTY(BoardMarks *marks READ marks CONSTANT)
    Q_PROPERTY(BoardPings *pings READ pings CONSTANT)
    Q_PROPERTY(HandoutShelf *handouts READ handouts CONSTANT)

public:
    explicit TableShow(QObject *parent = nullptr);

    void setDocument(EncounterDocument *document);
    void setWorkspace(SessionWorkspace *workspace);
    [[nodiscard]] DrawingEditor *drawings() const { return m_drawings; }
    [[nodiscard]] BoardMarks *marks() const { return m_marks; }
    [[nodiscard]] BoardPings *pings() const { return m_pings; }
    [[nodiscard]] HandoutShelf *handouts() const { return m_handouts; }

private:
    DrawingEditor *m_drawings;
    BoardMarks *m_marks;
    BoardPings *m_pings;
    HandoutShelf *m_handouts;
};
