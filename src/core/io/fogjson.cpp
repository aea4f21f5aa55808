#include "fogjson.h"

#include "model/encounter.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QRect>
#include <algorithm>
#include <cmath>

namespace
{

struct Refusal {
    QString where;
    QString error;
};

[[noreturn]] void refuse(const QString &where, const QString &error)
{
    throw Refusal{where, error};
}

// Row runs first, then runs of equal extent in consecutive rows joined into one rectangle.
QList<QRect> mergedRects(const QSet<QPoint> &cells)
{
    QList<QPoint> sorted(cells.cbegin(), cells.cend());
    std::sort(sorted.begin(), sorted.end(), [](const QPoint &a, const QPoint &b) {
        return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
    });
    QList<QRect> runs;
    for (const auto &c : sorted) {
        if (!runs.isEmpty() && runs.last().y() == c.y() && runs.last().right() + 1 == c.x())
            runs.last().setRight(c.x());
        else
            runs << QRect(c.x(), c.y(), 1, 1);
    }
    QList<QRect> rects;
    QList<int> open; // indices into rects that may still grow downwards
    for (const auto &run : runs) {
        bool joined = false;
        for (const int i : std::as_const(open)) {
            QRect &r = rects[i];
            if (r.bottom() + 1 == run.y() && r.left() == run.left() && r.right() == run.right()) {
                r.setBottom(run.y());
                joined = true;
                break;
            }
        }
        if (!joined) {
            open << int(rects.size());
            rects << run;
        }
        open.erase(std::remove_if(open.begin(), open.end(),
                                  [&](int i) { return rects[i].bottom() < run.y() - 1; }),
                   open.end());
    }
    std::sort(rects.begin(), rects.end(), [](const QRect &a, const QRect &b) {
        return a.y() != b.y() ? a.y() < b.y() : a.x() < b.x();
    });
    return rects;
}

QJsonArray cellsJson(const QSet<QPoint> &cells)
{
    QJsonArray out;
    for (const auto &r : mergedRects(cells))
        out.append(QJsonArray{r.x(), r.y(), r.width(), r.height()});
    return out;
}

QJsonArray positionsJson(const QSet<QString> &positions)
{
    QStringList sorted(positions.cbegin(), positions.cend());
    sorted.sort();
    return QJsonArray::fromStringList(sorted);
}

int whole(const QJsonValue &v, const QString &where)
{
    const double d = v.isDouble() ? v.toDouble() : NAN;
    if (!v.isDouble() || d != std::floor(d) || std::fabs(d) > 1e9)
        refuse(where, QCoreApplication::translate("FogJson", "expected a whole number"));
    return int(d);
}

QSet<QPoint> readCells(const QJsonValue &value, const Encounter &e, const QString &where)
{
    if (value.isUndefined())
        return {};
    if (!value.isArray())
        refuse(where,
               QCoreApplication::translate("FogJson", "expected a list of rects [x, y, w, h]"));
    const auto &board = e.board.square;
    QSet<QPoint> cells;
    const auto array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = QStringLiteral("%1[%2]").arg(where).arg(i);
        const auto r = array[i].toArray();
        if (!array[i].isArray() || r.size() != 4)
            refuse(at, QCoreApplication::translate("FogJson", "expected a rect [x, y, w, h]"));
        int n[4];
        for (int k = 0; k < 4; ++k)
            n[k] = whole(r[k], QStringLiteral("%1[%2]").arg(at).arg(k));
        if (n[2] < 1 || n[3] < 1 || n[0] < 0 || n[1] < 0 || qint64(n[0]) + n[2] > board.width ||
            qint64(n[1]) + n[3] > board.height)
            refuse(at, QCoreApplication::translate(
                           "FogJson", "expected a rect with positive width and height wholly "
                                      "inside the %1×%2 map")
                           .arg(board.width)
                           .arg(board.height));
        for (int y = n[1]; y < n[1] + n[3]; ++y) {
            for (int x = n[0]; x < n[0] + n[2]; ++x)
                cells.insert({x, y});
        }
    }
    return cells;
}

QSet<QString> readPositions(const QJsonValue &value, const Encounter &e, const QString &where)
{
    if (value.isUndefined())
        return {};
    if (!value.isArray())
        refuse(where, QCoreApplication::translate("FogJson", "expected a list of position ids"));
    QSet<QString> positions;
    const auto array = value.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const auto id = array[i].toString();
        if (!array[i].isString() || !e.rules || !e.rules->position(id))
            refuse(QStringLiteral("%1[%2]").arg(where).arg(i),
                   QCoreApplication::translate("FogJson",
                                               "expected the id of a Combat Grid position"));
        positions.insert(id);
    }
    return positions;
}

QString choice(const QJsonObject &json, const char *key, const QStringList &allowed)
{
    const auto v = json.value(QLatin1String(key));
    if (v.isUndefined())
        return allowed.first();
    if (!v.isString() || !allowed.contains(v.toString()))
        refuse(QLatin1String(key), QCoreApplication::translate("FogJson", "expected one of %1")
                                       .arg(allowed.join(QStringLiteral(", "))));
    return v.toString();
}

} // namespace

QJsonObject FogJson::toJson(const FogOfWar &fog, bool square)
{
    QJsonObject o;
    o.insert(QStringLiteral("mode"), fog.mode == FogOfWar::Mode::PartySight
                                         ? QStringLiteral("party-sight")
                                         : QStringLiteral("manual"));
    o.insert(QStringLiteral("explored"),
             fog.keepExplored ? QStringLiteral("dim") : QStringLiteral("dark"));
    if (!fog.party.isEmpty())
        o.insert(QStringLiteral("party"), fog.party);
    if (square) {
        o.insert(QStringLiteral("revealed"), cellsJson(fog.revealed));
        o.insert(QStringLiteral("seen"), cellsJson(fog.explored));
    } else {
        o.insert(QStringLiteral("revealed"), positionsJson(fog.revealedPositions));
        o.insert(QStringLiteral("seen"), positionsJson(fog.exploredPositions));
    }
    return o;
}

std::optional<FogOfWar> FogJson::fromJson(const QJsonObject &json, const Encounter &encounter,
                                          QString *where, QString *error)
{
    try {
        FogOfWar fog;
        fog.enabled = true;
        fog.mode =
            choice(json, "mode", {QStringLiteral("manual"), QStringLiteral("party-sight")}) ==
                    QLatin1String("party-sight")
                ? FogOfWar::Mode::PartySight
                : FogOfWar::Mode::Manual;
        fog.keepExplored =
            choice(json, "explored", {QStringLiteral("dim"), QStringLiteral("dark")}) ==
            QLatin1String("dim");
        const auto party = json.value(QLatin1String("party"));
        if (!party.isUndefined()) {
            if (!party.isString() || !encounter.side(party.toString()))
                refuse(QStringLiteral("party"),
                       QCoreApplication::translate("FogJson", "expected the id of a side"));
            fog.party = party.toString();
        }
        const auto revealed = json.value(QLatin1String("revealed"));
        const auto seen = json.value(QLatin1String("seen"));
        if (encounter.board.isSquare()) {
            fog.revealed = readCells(revealed, encounter, QStringLiteral("revealed"));
            fog.explored = readCells(seen, encounter, QStringLiteral("seen"));
        } else {
            fog.revealedPositions = readPositions(revealed, encounter, QStringLiteral("revealed"));
            fog.exploredPositions = readPositions(seen, encounter, QStringLiteral("seen"));
        }
        return fog;
    } catch (const Refusal &refusal) {
        *where = refusal.where;
        *error = refusal.error;
        return std::nullopt;
    }
}
