#pragma once

#include "render/boardrenderer.h"

#include <QByteArray>
#include <memory>

#include <optional>

// One committed state of the shared player view (docs/sharing.md, "The wire"), made on the GUI
// thread and read by the server thread: the state message (ShareState, from the players'
// encounter) and what the tiles and the handout are drawn from. Immutable once made.
struct ShareSnapshot {
    int version = 0;
    QByteArray state;
    // The committed encounter the tiles are drawn from, only ever through BoardRenderer's
    // players' mode (PlayersEncounter::of, the fog blacked out), on the server thread so a
    // commit costs the GM's frame nothing; absent while nothing of a map may show.
    std::optional<Encounter> tilesFrom;
    int tileCells = 16;
    int cellPixels = 48;
    QByteArray handoutPng; // the shown picture handout, or empty
};
