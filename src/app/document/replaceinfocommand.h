#pragma once

#include "model/side.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QUndoCommand>

class EncounterDocument;

// One undoable change of the encounter's name, its sides or which sides are allied.
class ReplaceInfoCommand : public QUndoCommand
{
public:
    struct Info {
        QString name;
        QList<Side> sides;
        QList<QPair<QString, QString>> allies;
    };

    ReplaceInfoCommand(EncounterDocument *document, Info before, Info after, const QString &text);

    void undo() override;
    void redo() override;

private:
    EncounterDocument *m_document;
    Info m_before;
    Info m_after;
};
