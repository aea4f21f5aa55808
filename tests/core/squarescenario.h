#pragma once

#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <optional>

// Builds small square-grid encounters for the rule tests from a picture of the map, so each
// table row reads like the situation the seed sentence describes. The encounter goes through
// EncounterReader, so it is exactly what a file with the same content would give.
//   '.' plain   '#' wall (terrain)   'o' obstacle   '~' water   ',' difficult
namespace SquareScenario
{

struct TokenSpec {
    QString id;
    QString side;
    int x = 0;
    int y = 0;
    int size = 1;
    std::optional<int> reach;
    bool zoc = true;
    QStringList conditions;
    bool hidden = false;
    double altitude = 0;
};

struct WallSpec {
    double x1, y1, x2, y2;
    const char *door = ""; // "", "open" or "closed"
};

// Map rows, written as string literals in the tables (the core forbids implicit QString casts).
struct Rows : QStringList {
    Rows() = default;
    Rows(const QStringList &rows) : QStringList(rows) {}
    Rows(std::initializer_list<const char *> rows)
    {
        for (const auto *row : rows)
            append(QString::fromUtf8(row));
    }
};

struct ElevationSpec {
    int x, y, w, h;
    double meters;
};

struct Spec {
    Rows rows;
    QList<TokenSpec> tokens;
    QList<WallSpec> walls;
    QList<ElevationSpec> elevation;
    QString rules = QStringLiteral("paces");
    QList<QPair<QString, QString>> allies;
};

inline QByteArray json(const Spec &spec)
{
    const int height = spec.rows.size();
    const int width = height == 0 ? 0 : spec.rows.first().size();
    QJsonArray terrain;
    const QList<QPair<QChar, QString>> kinds = {{QLatin1Char('#'), QStringLiteral("wall")},
                                                {QLatin1Char('o'), QStringLiteral("obstacle")},
                                                {QLatin1Char('~'), QStringLiteral("water")},
                                                {QLatin1Char(','), QStringLiteral("difficult")}};
    for (const auto &[symbol, kind] : kinds) {
        QJsonArray cells;
        for (int y = 0; y < height; ++y) {
            for (int x = 0; x < spec.rows[y].size(); ++x) {
                if (spec.rows[y][x] == symbol)
                    cells.append(QJsonArray{x, y});
            }
        }
        if (!cells.isEmpty())
            terrain.append(
                QJsonObject{{QStringLiteral("kind"), kind}, {QStringLiteral("cells"), cells}});
    }
    QJsonArray walls;
    for (const auto &w : spec.walls) {
        QJsonObject o{{QStringLiteral("from"), QJsonArray{w.x1, w.y1}},
                      {QStringLiteral("to"), QJsonArray{w.x2, w.y2}}};
        if (*w.door)
            o.insert(QStringLiteral("door"), QString::fromUtf8(w.door));
        walls.append(o);
    }
    QJsonArray elevation;
    for (const auto &e : spec.elevation) {
        elevation.append(QJsonObject{{QStringLiteral("rect"), QJsonArray{e.x, e.y, e.w, e.h}},
                                     {QStringLiteral("meters"), e.meters}});
    }
    QStringList sideIds;
    QJsonArray tokens;
    for (const auto &t : spec.tokens) {
        if (!sideIds.contains(t.side))
            sideIds.append(t.side);
        QJsonObject o{{QStringLiteral("id"), t.id},
                      {QStringLiteral("side"), t.side},
                      {QStringLiteral("x"), t.x},
                      {QStringLiteral("y"), t.y},
                      {QStringLiteral("size"), t.size},
                      {QStringLiteral("zoc"), t.zoc},
                      {QStringLiteral("hidden"), t.hidden},
                      {QStringLiteral("altitude"), t.altitude},
                      {QStringLiteral("conditions"), QJsonArray::fromStringList(t.conditions)}};
        if (t.reach)
            o.insert(QStringLiteral("reach"), *t.reach);
        tokens.append(o);
    }
    QJsonArray sides;
    for (const auto &[a, b] : spec.allies) {
        for (const auto &id : {a, b}) {
            if (!sideIds.contains(id))
                sideIds.append(id);
        }
    }
    for (const auto &id : sideIds)
        sides.append(QJsonObject{{QStringLiteral("id"), id}, {QStringLiteral("name"), id}});
    QJsonArray allies;
    for (const auto &[a, b] : spec.allies)
        allies.append(QJsonArray{a, b});
    const QJsonObject board{{QStringLiteral("kind"), QStringLiteral("square")},
                            {QStringLiteral("width"), width},
                            {QStringLiteral("height"), height},
                            {QStringLiteral("terrain"), terrain},
                            {QStringLiteral("walls"), walls},
                            {QStringLiteral("elevation"), elevation}};
    const QJsonObject root{{QStringLiteral("format"), QStringLiteral("gridkeep-encounter")},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("name"), QStringLiteral("test")},
                           {QStringLiteral("rules"), spec.rules},
                           {QStringLiteral("board"), board},
                           {QStringLiteral("sides"), sides},
                           {QStringLiteral("allies"), allies},
                           {QStringLiteral("tokens"), tokens}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

inline Encounter build(const Spec &spec)
{
    return TestSupport::loadJson(json(spec));
}

inline TokenSpec token(const char *id, const char *side, int x, int y, int size = 1)
{
    TokenSpec t;
    t.id = QString::fromUtf8(id);
    t.side = QString::fromUtf8(side);
    t.x = x;
    t.y = y;
    t.size = size;
    return t;
}

inline TokenSpec with(TokenSpec t, std::initializer_list<const char *> conditions)
{
    for (const auto *c : conditions)
        t.conditions << QString::fromUtf8(c);
    return t;
}

inline TokenSpec reach(TokenSpec t, int r)
{
    t.reach = r;
    return t;
}

inline TokenSpec hidden(TokenSpec t)
{
    t.hidden = true;
    return t;
}

inline TokenSpec noZoc(TokenSpec t)
{
    t.zoc = false;
    return t;
}

inline TokenSpec altitude(TokenSpec t, double meters)
{
    t.altitude = meters;
    return t;
}

} // namespace SquareScenario
