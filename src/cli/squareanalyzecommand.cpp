#include "clicommand.h"

#include "engine/squareanalysis.h"

// `gridkeep-cli analyze` on a square board: the GM's analysis, or the players' (docs/rules.md §3).
QJsonObject Cli::analyzeSquare(const Encounter &encounter, bool player)
{
    const SquareAnalysis analysis(encounter,
                                  player ? Perspective::Players : Perspective::GameMaster);
    return analysis.toJson();
}
