#include "boardareaedit.h"

#include "engine/radiusarea.h"
#include "io/encounterreader.h"
#include <QCoreApplication>

namespace BoardAreaEdit
{

namespace
{

int indexOf(const SquareBoard &board, const QString &id)
{
    for (int i = 0; i < board.areas.size(); ++i) {
        if (board.areas[i].id == id)
            return i;
    }
    return -1;
}

} // namespace

QString freeId(const SquareBoard &board)
{
    for (int n = 1;; ++n) {
        const QString id = QStringLiteral("area-%1").arg(n);
        if (indexOf(board, id) < 0)
            return id;
    }
}

QString freeName(const SquareBoard &board)
{
    for (int n = int(board.areas.size()) + 1;; ++n) {
        const QString name = QCoreApplication::translate("BoardAreaEdit", "Area %1").arg(n);
        bool used = false;
        for (const auto &area : board.areas)
            used = used || area.name == name;
        if (!used)
            return name;
    }
}

BoardArea newArea(const SquareBoard &board, QPoint centre, int radius, BoardArea::Kind kind)
{
    BoardArea area;
    area.id = freeId(board);
    area.name = freeName(board);
    area.kind = kind;
    area.centre = centre;
    area.radius = radius;
    return area;
}

bool isValid(const SquareBoard &board, const BoardArea &area)
{
    // The reader's refusals (docs/file-format.md §3.6).
    return !area.id.isEmpty() && board.contains(area.centre.x(), area.centre.y()) &&
           area.radius >= 0 && area.radius <= EncounterReader::MaxAreaRadius;
}

SquareBoard addArea(const SquareBoard &board, const BoardArea &area)
{
    if (!isValid(board, area) || indexOf(board, area.id) >= 0)
        return board;
    SquareBoard result = board;
    result.areas << area;
    return result;
}

SquareBoard replaceArea(const SquareBoard &board, const BoardArea &area)
{
    const int i = indexOf(board, area.id);
    if (i < 0 || !isValid(board, area) || board.areas[i] == area)
        return board;
    SquareBoard result = board;
    result.areas[i] = area;
    return result;
}

SquareBoard removeArea(const SquareBoard &board, const QString &id)
{
    const int i = indexOf(board, id);
    if (i < 0)
        return board;
    SquareBoard result = board;
    result.areas.removeAt(i);
    return result;
}

int areaAt(const SquareBoard &board, QPoint cell)
{
    for (int i = int(board.areas.size()) - 1; i >= 0; --i) {
        if (RadiusArea(board.areas[i].centre, board.areas[i].radius).contains(cell))
            return i;
    }
    return -1;
}

} // namespace BoardAreaEdit
