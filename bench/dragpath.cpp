#include "dragpath.h"

#include "mapgenerator.h"

#include <random>

DragPath::DragPath(const Encounter &encounter, int moverIndex, int steps, unsigned seed)
{
    const auto &board = encounter.board.square;
    const Token &mover = encounter.tokens[moverIndex];
    const int side = mover.footprint();
    std::vector<char> held(std::size_t(board.width * board.height), 0);
    for (int i = 0; i < encounter.tokens.size(); ++i) {
        const QRect r = encounter.tokens[i].footprintRect();
        for (int y = r.top(); y <= r.bottom(); ++y) {
            for (int x = r.left(); x <= r.right(); ++x) {
                if (i != moverIndex && board.contains(x, y))
                    held[std::size_t(board.cellIndex(x, y))] = 1;
            }
        }
    }
    auto onMap = [&](QPoint a) {
        return a.x() >= 0 && a.y() >= 0 && a.x() + side <= board.width &&
               a.y() + side <= board.height;
    };
    auto free = [&](QPoint a) {
        if (!onMap(a))
            return false;
        for (int y = a.y(); y < a.y() + side; ++y) {
            for (int x = a.x(); x < a.x() + side; ++x) {
                if (held[std::size_t(board.cellIndex(x, y))] ||
                    !MapGenerator::passable(encounter, x, y))
                    return false;
            }
        }
        return true;
    };
    const QPoint directions[8] = {{1, 0},  {1, 1},   {0, 1},  {-1, 1},
                                  {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    std::mt19937 rng(seed);
    std::uniform_int_distribution<int> anyDirection(0, 7);
    std::uniform_int_distribution<int> percent(0, 99);
    int heading = anyDirection(rng);
    m_anchors << QPoint(mover.x, mover.y);
    while (m_anchors.size() <= steps) {
        const QPoint here = m_anchors.last();
        if (percent(rng) >= 80 || !free(here + directions[heading])) {
            // Turn: the first free direction from a random start, else any on the map.
            const int start = anyDirection(rng);
            int chosen = -1;
            for (int k = 0; k < 8 && chosen < 0; ++k) {
                if (free(here + directions[(start + k) % 8]))
                    chosen = (start + k) % 8;
            }
            for (int k = 0; k < 8 && chosen < 0; ++k) {
                if (onMap(here + directions[(start + k) % 8]))
                    chosen = (start + k) % 8;
            }
            heading = chosen;
        }
        m_anchors << here + directions[heading];
    }
}

QPoint DragPath::pingPong(int rep) const
{
    const int n = steps();
    if (n == 0)
        return m_anchors.first();
    const int phase = rep % (2 * n);
    return m_anchors.at(phase <= n ? phase : 2 * n - phase);
}
