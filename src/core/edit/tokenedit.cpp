#include "tokenedit.h"

#include "model/ruleset.h"

#include <algorithm>
#include <cstdlib>

namespace
{

bool onMap(const QRect &footprint, const SquareBoard &board)
{
    return footprint.left() >= 0 && footprint.top() >= 0 && footprint.right() < board.width &&
           footprint.bottom() < board.height;
}

} // namespace

namespace TokenEdit
{

bool fitsOnMap(const Token &token, const SquareBoard &board)
{
    return onMap(token.footprintRect(), board);
}

bool fitsOnMap(const Token &token, QPoint anchor, const SquareBoard &board)
{
    return onMap(token.footprintAt(anchor), board);
}

std::optional<QPoint> clampOntoMap(const Token &token, QPoint anchor, const SquareBoard &board)
{
    const int side = token.footprint();
    if (side > board.width || side > board.height)
        return std::nullopt;
    return QPoint(std::clamp(anchor.x(), 0, board.width - side),
                  std::clamp(anchor.y(), 0, board.height - side));
}

int tokenAt(const QList<Token> &tokens, QPoint cell)
{
    for (auto i = tokens.size() - 1; i >= 0; --i) {
        if (tokens[i].footprintRect().contains(cell))
            return int(i);
    }
    return -1;
}

std::optional<QPoint> freeAnchorNear(const Token &token, const QList<Token> &tokens,
                                     const SquareBoard &board)
{
    const int side = token.footprint();
    const auto overlapsAny = [&](const QRect &footprint) {
        return std::any_of(tokens.cbegin(), tokens.cend(), [&](const Token &other) {
            return other.footprintRect().intersects(footprint);
        });
    };
    const int limit = std::max(board.width, board.height);
    for (int ring = 1; ring <= limit; ++ring) {
        for (int dy = -ring; dy <= ring; ++dy) {
            for (int dx = -ring; dx <= ring; ++dx) {
                if (std::max(std::abs(dx), std::abs(dy)) != ring)
                    continue;
                const QPoint anchor(token.x + dx * side, token.y + dy * side);
                const QRect footprint = token.footprintAt(anchor);
                if (onMap(footprint, board) && !overlapsAny(footprint))
                    return anchor;
            }
        }
    }
    return std::nullopt;
}

bool levelExistsAt(const PositionBoard &board, const RuleSet &rules, const QString &position,
                   const QString &level)
{
    if (!rules.position(position))
        return false;
    const AltitudeLevel *altitude = rules.level(level);
    return altitude && altitude->existsAt(board.flags(position).water, board.skyward);
}

QList<AltitudeLevel> levelsAt(const PositionBoard &board, const RuleSet &rules,
                              const QString &position)
{
    QList<AltitudeLevel> levels;
    for (const AltitudeLevel &level : rules.levels) {
        if (levelExistsAt(board, rules, position, level.id))
            levels << level;
    }
    std::stable_sort(
        levels.begin(), levels.end(),
        [](const AltitudeLevel &a, const AltitudeLevel &b) { return a.value > b.value; });
    return levels;
}

} // namespace TokenEdit
