#pragma once

#include "jsonline.h"
#include "mapkind.h"

#include "model/encounter.h"

#include <QPoint>
#include <string>
#include <vector>

// Builds the bench's encounters in memory through the public model API, the way a file would
// load them (SquareBoard entries, then rebuild()). Everything is seeded: the same kind and token
// count give the same encounter in every run, so ours and libtcod's timings see the same map.
//
// Rule set `paces`: `wall` cells block sight and movement; elevation terraces rise 1 m a step
// from 0 to 3 m (paces' high ground and climbing threshold is 1 m). Token sizes follow the
// issue's mix: 70 % 1×1, 20 % 2×2, 7 % 3×3, 3 % 4×4, on three mutually hostile sides.
class MapGenerator
{
public:
    static constexpr int Size = 256;

    [[nodiscard]] static std::vector<MapKind> allKinds();
    // "open", "walls5", "walls20", "rooms".
    [[nodiscard]] static std::string name(MapKind kind);

    // The board alone, no tokens.
    [[nodiscard]] static Encounter board(MapKind kind);
    // The board with `tokenCount` tokens. Token 0, the one scenarios move or look from, is a
    // 1×1 party token on the free cell nearest the centre.
    [[nodiscard]] static Encounter withTokens(MapKind kind, int tokenCount);

    // The map's parameters for a JSON line: kind, size, wall share, token count, seeds.
    [[nodiscard]] static JsonLine params(MapKind kind, const Encounter &encounter);

    // Cells that hold a sight-blocking terrain kind.
    [[nodiscard]] static int blockingCells(const Encounter &encounter);
    [[nodiscard]] static bool passable(const Encounter &encounter, int x, int y);
    [[nodiscard]] static bool blocksSight(const Encounter &encounter, int x, int y);

private:
    [[nodiscard]] static unsigned boardSeed(MapKind kind);
    [[nodiscard]] static unsigned tokenSeed(MapKind kind, int tokenCount);
};
