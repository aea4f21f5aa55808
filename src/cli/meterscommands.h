#pragma once

#include <QStringList>

// Extra gridkeep-cli subcommands for the `meters` square-grid extras (docs/rules.md §1.9).
// They work on any square board; the rule set supplies the numbers.
namespace Cli
{

// cover FILE OBSERVER: every cell's cover level relative to OBSERVER.
int cover(const QStringList &args);
// sneak FILE TOKEN X Y: the cheapest path to (X, Y) rated against each enemy of TOKEN.
int sneak(const QStringList &args);
// area FILE X Y RADIUS: the FIELD/ZONE cells around (X, Y) and the tokens inside.
int area(const QStringList &args);
// backstab FILE: for every ordered pair of tokens, whether `from` attacks `to` from behind.
int backstab(const QStringList &args);

} // namespace Cli
