#pragma once

#include "model/token.h"

#include <QRect>
#include <QString>

// One edit to an encounter, as an incremental analysis needs to hear of it. The edit fills it
// in itself (docs/architecture.md §4): nobody compares encounters afterwards to find out.
struct EncounterChange {
    enum class Kind {
        TokenMoved,     // tokenId moved and nothing else of it changed; `before` holds its old
                        // footprint (square boards), `beforePosition` its old ground position
        TokenAdded,     // tokenId was inserted into Encounter::tokens
        TokenRemoved,   // tokenId is gone; `before` holds its old footprint
        TokenChanged,   // any property of tokenId, its place included (conditions, side, size …)
        TerrainChanged, // terrain, elevation or walls changed inside `area` (cells)
        Appearance,     // only what the rules never read changed (the background): no result moves
        Lighting,       // lights or the ambient level changed: only light and vision move
                        // (docs/rules.md §8), no analysis of tokens
        Everything,     // anything else: recompute all
    };

    Kind kind = Kind::Everything;
    QString tokenId;
    QRect before;           // old footprint, in cells
    QRect area;             // changed cells, for TerrainChanged
    QString beforePosition; // old ground position, for position boards

    // A terrain change of `area`; a null area means the edit changed nothing the rules read.
    [[nodiscard]] static EncounterChange terrain(const QRect &area)
    {
        EncounterChange change;
        change.kind = area.isNull() ? Kind::Appearance : Kind::TerrainChanged;
        change.area = area;
        return change;
    }
    [[nodiscard]] static EncounterChange everything() { return {}; }
    // A change of kind `kind` to `before`, the token as it stood until now.
    [[nodiscard]] static EncounterChange ofToken(Kind kind, const Token &before)
    {
        EncounterChange change;
        change.kind = kind;
        change.tokenId = before.id;
        change.before = before.footprintRect();
        change.beforePosition = before.position;
        return change;
    }
    // Only the background changed: no result moves.
    [[nodiscard]] static EncounterChange appearance() { return terrain(QRect()); }
    [[nodiscard]] static EncounterChange lighting()
    {
        EncounterChange change;
        change.kind = Kind::Lighting;
        return change;
    }
    // One change that covers both board changes, as a merged brush stroke reports: the union
    // of two terrain areas, else the wider kind.
    [[nodiscard]] static EncounterChange merged(const EncounterChange &a, const EncounterChange &b)
    {
        if (a.kind == Kind::Appearance)
            return b;
        if (b.kind == Kind::Appearance)
            return a;
        if (a.kind == Kind::TerrainChanged && b.kind == Kind::TerrainChanged)
            return terrain(a.area | b.area);
        if (a.kind == Kind::Lighting && b.kind == Kind::Lighting)
            return a;
        return everything();
    }

    friend bool operator==(const EncounterChange &, const EncounterChange &) = default;
};
