#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QPoint>
#include <QRect>
#include <QString>
#include <QStringList>
#include <optional>

// One miniature on the board, with every key of docs/file-format.md §5.
struct Token {
    QString id;
    QString name;
    QString side;
    // Square boards: anchor (top-left) cell.
    int x = 0;
    int y = 0;
    // Position boards.
    QString position;
    QString level = QStringLiteral("ground");
    int size = 1;
    qint64 altitudeMicrometres = 0;
    // From its feet to its eyes (docs/rules.md §13); none means the rule set's eye height per
    // size times its size.
    std::optional<qint64> heightMicrometres;
    bool zoc = true;
    std::optional<int> reach; // absent: the rule set's default reach
    double speed = 0;
    std::optional<double> movement; // labyrinthian: this round's Movement
    double agility = 0;
    double facing = 0;
    qint64 darkvision = 0; // micro-cells: sees dark cells within this range (docs/rules.md §8)
    QStringList conditions;
    bool hidden = false;
    bool fillsPosition = false;
    QString stance;   // labyrinthian: a stance may negate flanking
    QString portrait; // data URL of an embedded image, or empty
    // The player view shows the name, or "Unknown creature" (docs/rules.md §3.2).
    bool showName = true;
    QString notes; // GM notes: never in the player view or a player export
    // Numbers the combat procedures read (docs/file-format.md §5): brawn, armor, level …
    QMap<QString, double> stats;
    // The party roster's character this token is (a RosterEntry id; docs/rules.md §10), or "".
    QString roster;
    // What earlier fights left, per pool id (docs/rules.md §10): how far below its maximum the
    // pool starts the next fight, or for an unbounded pool (stress) how much it starts with.
    QMap<QString, double> carried;
    QJsonObject extra; // keys this version does not know, kept for saving

    // The footprint is size × size cells from the anchor; size 0 or below covers one cell
    // (docs/rules.md §1.1). These are the one definition of it: build footprints from them,
    // never as QRect(x, y, size, size) by hand.
    [[nodiscard]] static constexpr int footprintSide(int size) { return size < 1 ? 1 : size; }
    [[nodiscard]] int footprint() const { return footprintSide(size); }
    // The footprint of a token of `size` anchored at `anchor` (a step, a path, a drag).
    [[nodiscard]] static QRect footprintAt(QPoint anchor, int size)
    {
        const int side = footprintSide(size);
        return {anchor.x(), anchor.y(), side, side};
    }
    // This token's footprint with its anchor moved to `anchor`.
    [[nodiscard]] QRect footprintAt(QPoint anchor) const { return footprintAt(anchor, size); }
    // This token's footprint where it stands: cells (x, y) to (x + side - 1, y + side - 1).
    // Hot loops iterate it from top() to bottom() and left() to right().
    [[nodiscard]] QRect footprintRect() const { return footprintAt({x, y}, size); }
    // The footprint's cells, row by row (y, then x) from the anchor; on or off the map.
    [[nodiscard]] QList<QPoint> cells() const;
    [[nodiscard]] int reachOr(int defaultReach) const { return reach.value_or(defaultReach); }
    // A stat by name; "agility" falls back to the token's own `agility` key, which the
    // Labyrinthian Movement reads too.
    [[nodiscard]] double stat(const QString &name, double fallback = 0) const
    {
        if (!stats.contains(name) && name == QLatin1String("agility"))
            return agility;
        return stats.value(name, fallback);
    }
    [[nodiscard]] bool hasCondition(const QString &condition) const
    {
        return conditions.contains(condition);
    }

    friend bool operator==(const Token &, const Token &) = default;
};
