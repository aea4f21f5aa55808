#pragma once

#ifdef GRIDKEEP_BENCH_LIBTCOD

#include "model/encounter.h"

#include <libtcod/fov.h>

// A libtcod map of the same board: a cell is transparent unless its terrain blocks sight and
// walkable unless it is impassable (both from the rule set). Tokens and elevation are not
// there: libtcod has no notion of them.
class TcodMap
{
public:
    explicit TcodMap(const Encounter &encounter);
    ~TcodMap();
    TcodMap(const TcodMap &) = delete;
    TcodMap &operator=(const TcodMap &) = delete;

    [[nodiscard]] TCOD_Map *get() const { return m_map; }

private:
    TCOD_Map *m_map = nullptr;
};

#endif
