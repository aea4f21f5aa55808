#include "levellanes.h"

#include "model/positionboard.h"
#include "model/ruleset.h"

#include <algorithm>

namespace LevelLanes
{

QList<LevelLane> at(const RuleSet &rules, const PositionBoard &board, const QString &positionId)
{
    const bool water = board.flags(positionId).water;
    QList<AltitudeLevel> levels = rules.levels;
    std::stable_sort(
        levels.begin(), levels.end(),
        [](const AltitudeLevel &a, const AltitudeLevel &b) { return a.value > b.value; });
    QList<LevelLane> lanes;
    for (const auto &level : levels) {
        if (!level.belongsAt(water))
            continue;
        LevelLane lane;
        lane.levelId = level.id;
        lane.name = level.name;
        lane.value = level.value;
        lane.allowed = level.existsAt(water, board.skyward);
        lane.water = level.waterOnly;
        lanes << lane;
    }
    return lanes;
}

int indexOf(const QList<LevelLane> &lanes, const RuleSet &rules, const QString &levelId)
{
    const auto *level = rules.level(levelId);
    if (!level)
        return -1;
    // By value, not id: a file may say "ground" at a water position, which is its surface.
    for (int i = 0; i < lanes.size(); ++i) {
        if (lanes[i].value == level->value)
            return i;
    }
    return -1;
}

} // namespace LevelLanes
