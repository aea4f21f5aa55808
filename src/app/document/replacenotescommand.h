#pragma once

#include <QString>
#include <QUndoCommand>

class EncounterDocument;

// One undoable edit of the encounter's GM notes. Typing merges into one step until the GM
// leaves the field (the editor passes a new edit id then).
class ReplaceNotesCommand : public QUndoCommand
{
public:
    ReplaceNotesCommand(EncounterDocument *document, QString before, QString after, int editId);

    void undo() override;
    void redo() override;
    [[nodiscard]] int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    EncounterDocument *m_document;
    QString m_before;
    QString m_after;
    int m_editId;
};
