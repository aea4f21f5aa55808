#include "clicommand.h"

// Placeholder until the Combat Grid engine lands (issue 4).
QJsonObject Cli::analyzePositions(const Encounter &, bool) { return {}; }
QJsonObject Cli::reachPositions(const Encounter &, int, std::optional<double>) { return {}; }
std::optional<QJsonObject> Cli::pathPositions(const Encounter &, int, const QStringList &) { return QJsonObject{}; }
