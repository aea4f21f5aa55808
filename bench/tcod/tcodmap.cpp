#include "tcodmap.h"

#ifdef GRIDKEEP_BENCH_LIBTCOD

#include "mapgenerator.h"

TcodMap::TcodMap(const Encounter &encounter)
{
    const auto &board = encounter.board.square;
    m_map = TCOD_map_new(board.width, board.height);
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x)
            TCOD_map_set_properties(m_map, x, y, !MapGenerator::blocksSight(encounter, x, y),
                                    MapGenerator::passable(encounter, x, y));
    }
}

TcodMap::~TcodMap()
{
    TCOD_map_delete(m_map);
}

#endif
