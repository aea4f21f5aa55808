#include "clicommand.h"

// Placeholder until square-grid movement lands (issue 3).
QJsonObject Cli::reachSquare(const Encounter &, int, std::optional<double>) { return {}; }
std::optional<QJsonObject> Cli::pathSquare(const Encounter &, int, const QStringList &) { return QJsonObject{}; }
