#include "combat/areaalert.h"

#include "engine/radiusarea.h"
#include "model/encounter.h"

namespace AreaAlert
{

namespace
{

QString kindName(BoardArea::Kind kind)
{
    return kind == BoardArea::Kind::Field ? QStringLiteral("FIELD") : QStringLiteral("ZONE");
}

QString areaName(const BoardArea &area)
{
    return QStringLiteral("%1 (%2)").arg(area.name.isEmpty() ? area.id : area.name,
                                         kindName(area.kind));
}

QString nameOf(const Token &token)
{
    return token.name.isEmpty() ? token.id : token.name;
}

} // namespace

QString quote(BoardArea::Kind kind)
{
    // Seed 003, the FIELD and ZONE keywords.
    if (kind == BoardArea::Kind::Field)
        return QStringLiteral("Seed 003: FIELD spells \"trigger their effect when a creature "
                              "enters a square within the radius ... The effect is triggered "
                              "again for every subsequent square entered\"");
    return QStringLiteral("Seed 003: ZONE spells \"trigger their effect when a creature enters "
                          "the radius\"");
}

QStringList turnStart(const Encounter &encounter, const Token &token)
{
    QStringList texts;
    if (!encounter.board.isSquare())
        return texts;
    for (const auto &area : encounter.board.square.areas) {
        if (!RadiusArea(area.centre, area.radius).touches({token.x, token.y}, token.footprint()))
            continue;
        texts << QStringLiteral("⚠ %1 starts their turn in %2. %3.")
                     .arg(nameOf(token), areaName(area), quote(area.kind));
    }
    return texts;
}

QStringList moved(const Encounter &encounter, const Token &token, const QVector<QPoint> &steps)
{
    QStringList texts;
    if (!encounter.board.isSquare() || steps.size() < 2)
        return texts;
    for (const auto &area : encounter.board.square.areas) {
        const RadiusArea radius(area.centre, area.radius);
        const int size = token.footprint();
        const int count = area.kind == BoardArea::Kind::Field ? radius.fieldTriggers(steps, size)
                                                              : radius.zoneEntries(steps, size);
        if (count == 0)
            continue;
        const QString times =
            area.kind == BoardArea::Kind::Field
                ? (count == 1 ? QStringLiteral("1 trigger")
                              : QStringLiteral("%1 triggers, one a square entered").arg(count))
                : (count == 1 ? QStringLiteral("1 trigger")
                              : QStringLiteral("%1 triggers, one an entry").arg(count));
        texts << QStringLiteral("⚠ %1 enters %2: %3. %4.")
                     .arg(nameOf(token), areaName(area), times, quote(area.kind));
    }
    return texts;
}

} // namespace AreaAlert
