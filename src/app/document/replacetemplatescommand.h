#pragma once

#include "model/boardtemplate.h"

#include <QList>
#include <QUndoCommand>

class EncounterDocument;

// One undoable change of a square board's templates (docs/rules.md §9): a template placed,
// moved, turned, resized, anchored, relabelled, recoloured, shared or deleted. Templates change
// no rule result, so it reports EncounterChange::appearance(): the analyses keep every result
// and only the frame takes the new snapshot (docs/architecture.md §4.2). A drag is one command,
// pushed when it ends (TemplateEditor keeps the preview meanwhile), so nothing merges.
class ReplaceTemplatesCommand : public QUndoCommand
{
public:
    ReplaceTemplatesCommand(EncounterDocument *document, QList<BoardTemplate> before,
                            QList<BoardTemplate> after, const QString &text);

    void undo() override;
    void redo() override;

private:
    void apply(const QList<BoardTemplate> &templates);

    EncounterDocument *m_document;
    QList<BoardTemplate> m_before;
    QList<BoardTemplate> m_after;
};
