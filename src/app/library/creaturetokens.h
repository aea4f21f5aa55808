#pragma once

#include "model/creature.h"

#include <QString>

class Encounter;
class RuleSet;
struct Token;

// Between a creature's stat block and a token (docs/file-format.md §16.3): "Save as creature"
// takes the block from a token, a drop on the board gives a new token the block and the next
// number of its name.
namespace CreatureTokens
{

// The token's stat block under `rules`: its size, speed, reach, zone of control, agility,
// darkvision, name shown, stance, conditions and notes, its stats with the rule set's pool ids
// moved to `pools`. Place, portrait, hidden, `roster` and `carried` belong to the one token.
[[nodiscard]] Creature::StatBlock blockFromToken(const Token &token, const RuleSet *rules);
// Gives `token` the block's keys, its pools back among its stats.
void applyBlock(const Creature::StatBlock &block, Token &token);

// "Ghoul 3" → "Ghoul": a token's name without the number a library drop gave it.
[[nodiscard]] QString baseName(const QString &tokenName);
// "Ghoul N": one more than the highest N among the tokens named "Ghoul N", so a number is never
// given twice in one encounter and the log never means two creatures by one name.
[[nodiscard]] QString numberedName(const QString &name, const Encounter &encounter);

// The block in words for the library's tooltip: "3×3 · speed 6 · reach 2 · POI 12 · brawn 2".
[[nodiscard]] QString describe(const Creature::StatBlock &block, const RuleSet *rules);

} // namespace CreatureTokens
