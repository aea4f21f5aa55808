#pragma once

#include <QPoint>
#include <QSet>
#include <QString>

// What the GM lets the players see (docs/rules.md §3.1, docs/file-format.md §11). Off unless
// the file has a "fog" key: then every cell (or Combat Grid position) is dark to the players
// until the GM reveals it, or until the party sees it in party-sight mode.
struct FogOfWar {
    enum class Mode {
        Manual,     // only what the GM revealed
        PartySight, // also whatever the party's tokens can see now (square boards)
    };

    bool enabled = false;
    Mode mode = Mode::Manual;
    // Party sight: cells the party saw before stay dimmed ("explored") rather than going dark.
    bool keepExplored = true;
    // The side whose sight reveals; empty: the fight's party, else the first side.
    QString party;
    // Square boards: cells the GM revealed, and cells the party has seen (party sight).
    QSet<QPoint> revealed;
    QSet<QPoint> explored;
    // The Combat Grid: the same by position id.
    QSet<QString> revealedPositions;
    QSet<QString> exploredPositions;

    friend bool operator==(const FogOfWar &, const FogOfWar &) = default;
};
