#pragma once

#include <QPoint>
#include <QRect>
#include <QVarLengthArray>
#include <QVector>
#include <algorithm>
#include <type_traits>

// What flat and lifted line of sight share (LineOfSight, HeightLineOfSight): the segments of a
// pair, and the sorted lists their reasons are reported in.
namespace CentrePairs
{

// Calls visit(ax, ay, bx, by) for every pair of a cell of fa and a cell of fb: the segments
// between their centres are what docs/rules.md §1.6 decides sight and cover on.
template<typename Visit> void forEach(const QRect &fa, const QRect &fb, Visit visit)
{
    for (int ay = fa.top(); ay <= fa.bottom(); ++ay)
        for (int ax = fa.left(); ax <= fa.right(); ++ax)
            for (int by = fb.top(); by <= fb.bottom(); ++by)
                for (int bx = fb.left(); bx <= fb.right(); ++bx)
                    if constexpr (std::is_void_v<decltype(visit(ax, ay, bx, by))>)
                        visit(ax, ay, bx, by);
                    else if (!visit(ax, ay, bx, by))
                        return;
}

inline void sortUnique(QVector<QPoint> &cells)
{
    // By y, then x, as one unsigned key per cell: a pair's cells repeat once per segment, and
    // sorting plain integers is several times quicker than comparing points.
    if (cells.size() < 2)
        return;
    QVarLengthArray<quint64, 64> keys;
    keys.reserve(cells.size());
    for (const QPoint &c : cells)
        keys.append((quint64(quint32(c.y()) ^ 0x80000000u) << 32) | (quint32(c.x()) ^ 0x80000000u));
    std::sort(keys.begin(), keys.end());
    cells.clear();
    for (qsizetype i = 0; i < keys.size(); ++i) {
        if (i > 0 && keys[i] == keys[i - 1])
            continue;
        cells.append(
            QPoint(int(quint32(keys[i]) ^ 0x80000000u), int(quint32(keys[i] >> 32) ^ 0x80000000u)));
    }
}

inline void sortUnique(QVector<int> &values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
}

} // namespace CentrePairs
