#pragma once

#include "terrainentry.h"

#include <QJsonObject>
#include <QString>

// A trap on a square board (docs/file-format.md §3.9, docs/rules.md §12): a region of cells
// that fires when a token enters it, when a path crosses it, or when a turn starts in it.
// Hidden by default: a hidden trap, its name and its note never reach the players.
struct BoardTrap {
    enum class Trigger { Enter, Cross, Turn };

    QString id;
    QString name;
    TerrainEntry region; // its cells and rect, as written (kind and height unused)
    Trigger trigger = Trigger::Enter;
    bool hidden = true;
    bool hiddenWritten = false; // the file named `hidden`: written back even when true
    QString note;
    QJsonObject extra; // keys this version does not know

    [[nodiscard]] bool covers(int x, int y) const
    {
        for (const auto &rect : region.rects) {
            if (rect.contains(x, y))
                return true;
        }
        return region.cells.contains(QPoint(x, y));
    }

    [[nodiscard]] static QString triggerId(Trigger trigger)
    {
        switch (trigger) {
        case Trigger::Enter:
            return QStringLiteral("enter");
        case Trigger::Cross:
            return QStringLiteral("cross");
        case Trigger::Turn:
            return QStringLiteral("turn");
        }
        return {};
    }

    friend bool operator==(const BoardTrap &a, const BoardTrap &b)
    {
        return a.id == b.id && a.name == b.name && a.region.cells == b.region.cells &&
               a.region.rects == b.region.rects && a.region.hasCells == b.region.hasCells &&
               a.trigger == b.trigger && a.hidden == b.hidden && a.note == b.note &&
               a.extra == b.extra;
    }
};
