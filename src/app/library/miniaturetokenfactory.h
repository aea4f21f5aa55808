#pragma once

#include "model/token.h"

#include <QImage>
#include <QJsonObject>
#include <QString>

class Encounter;
struct Miniature;

// Turns a library miniature into a Token for one encounter: a fresh id, a side of that
// encounter, the size, the rule set's stats and the picture embedded as a data URL, so the
// .encounter file stays self-contained (docs/file-format.md §7). Where the token stands (x, y or
// position and level) is left to the caller.
class MiniatureTokenFactory
{
public:
    // SVG pictures are rendered at this size; raster pictures are shrunk to fit MaxPortraitSize.
    static constexpr int SvgPortraitSize = 128;
    static constexpr int MaxPortraitSize = 256;

    // side: the side to put the token on; when empty or not in the encounter, the
    // miniature's own side, else the encounter's first side.
    [[nodiscard]] static Token create(const Miniature &miniature, const Encounter &encounter,
                                      const QString &side = {});

    // A creature's token (docs/file-format.md §16.3): numbered "Ghoul 1", "Ghoul 2" …, with the
    // stat block of the encounter's rule set (only the size when the creature has none for it)
    // and the creature's portrait.
    [[nodiscard]] static Token createCreature(const Miniature &miniature,
                                              const Encounter &encounter, const QString &side = {});
    // base, or base-2, base-3 … : the first id no token of the encounter uses.
    [[nodiscard]] static QString uniqueTokenId(const QString &base, const Encounter &encounter);
    [[nodiscard]] static QString chooseSide(const Miniature &miniature, const Encounter &encounter,
                                            const QString &side);
    [[nodiscard]] static QImage portraitImage(const Miniature &miniature);
    // data:image/png;base64,… (image/jpeg for opaque photos); empty without a readable picture.
    [[nodiscard]] static QString portraitDataUrl(const Miniature &miniature);
    // Known keys set Token fields (reach, speed, zoc, agility, facing, hidden, fillsPosition,
    // stance, conditions); the rest, and known keys of the wrong type, go to the token's
    // "stats" object, which the file keeps.
    static void applyStats(Token &token, const QJsonObject &stats);
};
