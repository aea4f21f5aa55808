#pragma once

#include "model/encounter.h"

#include <QJsonObject>
#include <QStringList>
#include <QTextStream>
#include <optional>

// Shared plumbing of the gridkeep-cli subcommands: exit codes and output streams.
namespace Cli
{

enum ExitCode { Ok = 0, Refused = 1, Usage = 2 };

[[nodiscard]] QTextStream &out();
[[nodiscard]] QTextStream &err();
int usage(const QString &message);

// Each subcommand receives the arguments after its name.
int validate(const QStringList &args);
int analyze(const QStringList &args);
int reach(const QStringList &args);
int path(const QStringList &args);
int exportFile(const QStringList &args);
int importFile(const QStringList &args);
int roll(const QStringList &args);
// tactics FILE TOKEN TARGET: the tactical map of TOKEN against TARGET (docs/rules.md §1.10).
int tactics(const QStringList &args);
// template FILE --circle X Y R | --cone X Y TX TY | --line X Y TX TY W | --square X Y S
// [--through-walls]: a template's cells and the tokens it catches (docs/rules.md §9). Named
// after what a template is, since `template` is a C++ keyword.
int stencil(const QStringList &args);
// session FOLDER: the running order, the encounters and the roster of a session folder
// (docs/cli.md section 14, docs/file-format.md §15).
int session(const QStringList &args);

// Loads FILE for a subcommand; prints the refusal and returns nullopt when it cannot.
[[nodiscard]] std::optional<Encounter> load(const QString &fileName);
// The index of token `id`, or -1 after printing that there is no such token.
[[nodiscard]] int findToken(const Encounter &encounter, const QString &id);
// Prints a JSON value as the subcommands' output.
void print(const QJsonValue &value);

// Board-specific halves of analyze / reach / path. A token index is into Encounter::tokens.
// `budget` is nullopt when --budget was not given (the rule set's default then applies).
void printSquareAnalysis(const Encounter &encounter, bool player);
[[nodiscard]] QJsonObject analyzePositions(const Encounter &encounter, bool player);
// On a board with traps, reachSquare and pathSquare add the traps each path sets off
// (docs/cli.md §6.3); `player` leaves the hidden ones out.
[[nodiscard]] QJsonObject reachSquare(const Encounter &encounter, int token,
                                      std::optional<double> budget, bool player);
[[nodiscard]] QJsonObject reachPositions(const Encounter &encounter, int token,
                                         std::optional<double> budget);
// `goal` holds the words after TOKEN: "X Y" on square boards, "POSITION [LEVEL]" on position
// boards. Returns nullopt for a usage error (the function prints why).
[[nodiscard]] std::optional<QJsonObject> pathSquare(const Encounter &encounter, int token,
                                                    const QStringList &goal, bool player);
[[nodiscard]] std::optional<QJsonObject> pathPositions(const Encounter &encounter, int token,
                                                       const QStringList &goal);

} // namespace Cli
