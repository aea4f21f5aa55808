#pragma once

#include "model/altitudelevel.h"
#include "model/positionboard.h"
#include "model/squareboard.h"
#include "model/token.h"

#include <QList>
#include <QPoint>
#include <QString>
#include <optional>

class RuleSet;

// Where the GM may put a token, as pure functions: the editor asks them before it pushes an
// undo step and words the refusal itself. Footprints come from Token (docs/rules.md §1.1).
namespace TokenEdit
{

// Square boards. Every cell of the footprint lies on the map. Stricter than loading, which asks
// only for the anchor (docs/rules.md §5.12): the editor never lets a footprint hang off the map.
[[nodiscard]] bool fitsOnMap(const Token &token, const SquareBoard &board);
// The same with the token's anchor moved to `anchor`.
[[nodiscard]] bool fitsOnMap(const Token &token, QPoint anchor, const SquareBoard &board);
// The anchor nearest to `anchor` (each axis clamped) that keeps the whole footprint on the map,
// for a token dropped near an edge; nothing when the footprint is bigger than the map.
[[nodiscard]] std::optional<QPoint> clampOntoMap(const Token &token, QPoint anchor,
                                                 const SquareBoard &board);

// The token drawn on top at a cell: the last in file order whose footprint covers it, as an
// index into `tokens`, or -1.
[[nodiscard]] int tokenAt(const QList<Token> &tokens, QPoint cell);

// The nearest place for a copy of `token` that fits on the map and overlaps no footprint of
// `tokens`: rings around the token's anchor at Chebyshev distance 1, 2, … counted in steps of
// its footprint side (so a copy lies flush beside the original), each ring row by row from its
// top-left candidate. Nothing when no ring up to the map's larger side has a free place.
[[nodiscard]] std::optional<QPoint> freeAnchorNear(const Token &token, const QList<Token> &tokens,
                                                   const SquareBoard &board);

// The Combat Grid. `level` exists at the ground `position` (docs/rules.md §2.1, §5.13):
// `shallows` and `deep` only at water positions, where `surface` replaces `ground`, and
// `skyward` only when the board allows it. False for an unknown position or level.
[[nodiscard]] bool levelExistsAt(const PositionBoard &board, const RuleSet &rules,
                                 const QString &position, const QString &level);
// The levels that exist at `position`, highest first (rule-set order among equal values).
[[nodiscard]] QList<AltitudeLevel> levelsAt(const PositionBoard &board, const RuleSet &rules,
                                            const QString &position);

} // namespace TokenEdit
