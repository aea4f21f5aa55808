#pragma once

#include <QList>
#include <QString>

class PositionBoard;
class RuleSet;

// One altitude lane of a Combat Grid position: a level a token there can be at.
struct LevelLane {
    QString levelId;
    QString name;
    int value = 0;
    bool allowed = true; // false: shown greyed out (skyward on a board that does not allow it)
    bool water = false;  // a water level (surface, shallows, deep)
};

// The altitude strip of one ground position (docs/rules.md §2.1, §5.13), top to bottom,
// from the rule set's levels: skyward only where the board allows it (else greyed), shallows
// and deep only at water positions, where the ground level is called surface.
namespace LevelLanes
{

[[nodiscard]] QList<LevelLane> at(const RuleSet &rules, const PositionBoard &board,
                                  const QString &positionId);
// The lane a token at `levelId` stands in: the lane with that level's value; -1 if none.
[[nodiscard]] int indexOf(const QList<LevelLane> &lanes, const RuleSet &rules,
                          const QString &levelId);

} // namespace LevelLanes
