#include "analysis.h"

#include "positionanalysis.h"
#include "squareanalysis.h"

std::unique_ptr<Analysis> Analysis::create(const Encounter &encounter, Perspective perspective)
{
    if (encounter.board.isSquare())
        return std::make_unique<SquareAnalysis>(encounter, perspective);
    auto analysis = std::make_unique<PositionAnalysis>(perspective);
    analysis->recomputeAll(encounter);
    return analysis;
}
