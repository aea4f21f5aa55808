#pragma once

#include "engine/lightfield.h"
#include "engine/movementfield.h"
#include "engine/squareanalysis.h"
#include "model/encounter.h"

#include <QPoint>
#include <QString>
#include <memory>
#include <optional>

// The drag preview of a square board as plain values (docs/architecture.md §4.13): a scratch
// copy of the committed state with the dragged token moved, its analysis and light, each moved
// by one incremental update per step. It touches no QObject, so LiveAnalysis runs it on the UI
// thread (synchronous mode) or DragPreviewWorker on its thread, one step at a time. A step hands
// out copies: what a LiveFrame holds is never written again, whichever thread reads it.
class DragPreview
{
public:
    // One pointer move. Everything it points to is immutable; the field, when given, is the
    // dragged token's, searched on `encounter` (which keeps it valid).
    struct Request {
        int serial = 0;     // LiveAnalysis counts its drag requests
        int generation = 0; // LiveAnalysis counts the committed states; a new one restarts
        QString tokenId;
        QPoint cell{-1, -1};
        std::shared_ptr<const Encounter> encounter; // the committed state in this perspective
        std::shared_ptr<const SquareAnalysis> analysis;
        std::shared_ptr<const Encounter> whole; // the document's whole encounter, for the light
        std::shared_ptr<const LightField> light;
        std::shared_ptr<const MovementField> field;
    };

    // What one step found: the preview with the token's anchor on `cell`, or !ok when the token
    // is not in the committed state.
    struct Result {
        int serial = 0;
        int generation = 0;
        QString tokenId;
        QPoint cell{-1, -1};
        bool ok = false;
        std::shared_ptr<const Encounter> encounter;
        std::shared_ptr<const SquareAnalysis> analysis;
        std::shared_ptr<const LightField> light;
        std::optional<MovementField::Path> path;
        double milliseconds = 0; // the step's own time, for --bench-drag
    };

    [[nodiscard]] Result step(const Request &request);
    // Forgets the scratch state (its memory); the next step starts over from its request.
    void clear();

private:
    void restart(const Request &request);
    void moveLight(const Request &request);

    int m_generation = -1;
    QString m_tokenId;
    Encounter m_encounter;
    std::optional<SquareAnalysis> m_analysis;
    Encounter m_whole;
    std::optional<LightField> m_light;
    // The light handed out last, handed out again while no pool changes (most tokens carry none).
    std::shared_ptr<const LightField> m_lightShown;
};
