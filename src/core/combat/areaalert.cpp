#include "combat/areaalert.h"

#include "engine/radiusarea.h"
#include "model/encounter.h"

#include <QCoreApplication>

namespace AreaAlert
{

namespace
{

QString kindName(BoardArea::Kind kind)
{
    //: The FIELD spell keyword (a game term, written in capitals).
    return kind == BoardArea::Kind::Field ? QCoreApplication::translate("AreaAlert", "FIELD")
                                          //: The ZONE spell keyword (a game term, written in
                                          //: capitals).
                                          : QCoreApplication::translate("AreaAlert", "ZONE");
}

QString areaName(const BoardArea &area)
{
    //: An area's name and its kind, e.g. "Burning floor (FIELD)".
    return QCoreApplication::translate("AreaAlert", "%1 (%2)")
        .arg(area.name.isEmpty() ? area.id : area.name, kindName(area.kind));
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
        //: A quotation of the rules text (Seed 003).
        return QCoreApplication::translate(
            "AreaAlert", "Seed 003: FIELD spells \"trigger their effect when a creature "
                         "enters a square within the radius ... The effect is triggered "
                         "again for every subsequent square entered\"");
    //: A quotation of the rules text (Seed 003).
    return QCoreApplication::translate("AreaAlert",
                                       "Seed 003: ZONE spells \"trigger their effect when a "
                                       "creature enters the radius\"");
}

QStringList turnStart(const Encounter &encounter, const Token &token)
{
    QStringList texts;
    if (!encounter.board.isSquare())
        return texts;
    for (const auto &area : encounter.board.square.areas) {
        if (!RadiusArea(area.centre, area.radius).touches({token.x, token.y}, token.footprint()))
            continue;
        //: %2 is the area, e.g. "Burning floor (FIELD)"; %3 quotes the rule.
        texts << QCoreApplication::translate("AreaAlert", "⚠ %1 starts their turn in %2. %3.")
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
        // Whole sentences for one and for many rather than a %n plural: without a translator
        // (the core tests) the English must read "1 trigger" and "3 triggers".
        //: %2 is the area, e.g. "Burning floor (FIELD)"; %4 quotes the rule.
        const QString text =
            count == 1 ? QCoreApplication::translate("AreaAlert", "⚠ %1 enters %2: %3 trigger. %4.")
            : area.kind == BoardArea::Kind::Field
                //: %2 is the area, %3 the number of triggers; %4 quotes the rule.
                ? QCoreApplication::translate(
                      "AreaAlert", "⚠ %1 enters %2: %3 triggers, one a square entered. %4.")
                //: %2 is the area, %3 the number of triggers; %4 quotes the rule.
                : QCoreApplication::translate("AreaAlert",
                                              "⚠ %1 enters %2: %3 triggers, one an entry. %4.");
        texts << text.arg(nameOf(token), areaName(area), QString::number(count), quote(area.kind));
    }
    return texts;
}

} // namespace AreaAlert
