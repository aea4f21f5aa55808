#include "clicommand.h"

// Placeholder until the square-grid engine lands (issue 3).
QJsonObject Cli::analyzeSquare(const Encounter &, bool) { return {}; }
