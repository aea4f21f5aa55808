#include "sharestate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cmath>

namespace
{

QJsonObject boardOf(const Encounter &players, const ShareState::Extras &extras)
{
    QJsonObject board;
    if (!players.board.isSquare()) {
        board.insert(QLatin1String("kind"), QLatin1String("position"));
        return board;
    }
    const int width = players.board.square.width;
    const int height = players.board.square.height;
    const int tile = std::max(1, extras.tileCells);
    board.insert(QLatin1String("kind"), QLatin1String("square"));
    board.insert(QLatin1String("width"), width);
    board.insert(QLatin1String("height"), height);
    board.insert(QLatin1String("cellPixels"), extras.cellPixels);
    board.insert(QLatin1String("tileCells"), tile);
    board.insert(QLatin1String("tilesX"), (width + tile - 1) / tile);
    board.insert(QLatin1String("tilesY"), (height + tile - 1) / tile);
    return board;
}

// The turn strip as the player window shows it: the order, by the names the players know.
QJsonValue turnsOf(const Encounter &players)
{
    if (!players.combat)
        return QJsonValue::Null;
    const CombatState &fight = *players.combat;
    QStringList ids = fight.order;
    for (const auto &combatant : fight.combatants) {
        if (!ids.contains(combatant.tokenId))
            ids << combatant.tokenId;
    }
    QJsonArray order;
    for (const QString &id : ids) {
        const Token *token = nullptr;
        for (const auto &t : players.tokens) {
            if (t.id == id) {
                token = &t;
                break;
            }
        }
        if (!token || !fight.combatant(id))
            continue; // not on the players' board: not in their strip
        order.append(QJsonObject{{QLatin1String("name"), token->name},
                                 {QLatin1String("current"), id == fight.current}});
    }
    return QJsonObject{{QLatin1String("round"), fight.round}, {QLatin1String("order"), order}};
}

QJsonValue handoutOf(const ShareState::Extras &extras, int version)
{
    if (extras.handoutKind.isEmpty())
        return QJsonValue::Null;
    QJsonObject handout{{QLatin1String("title"), extras.handoutTitle},
                        {QLatin1String("kind"), extras.handoutKind}};
    if (extras.handoutKind == QLatin1String("text"))
        handout.insert(QLatin1String("text"), extras.handoutText);
    else
        handout.insert(QLatin1String("image"), QStringLiteral("handout?v=%1").arg(version));
    return handout;
}

} // namespace

QByteArray ShareState::message(const Encounter &players, const Extras &extras, int version)
{
    QJsonObject message{{QLatin1String("type"), QLatin1String("state")},
                        {QLatin1String("version"), version},
                        {QLatin1String("blanked"), extras.blanked},
                        {QLatin1String("betweenScenes"), extras.betweenScenes},
                        {QLatin1String("pingsAllowed"), extras.pingsAllowed}};
    if (extras.betweenScenes || extras.blanked) {
        // Nothing of the map at all while the view is covered or between scenes.
        message.insert(QLatin1String("sessionTitle"), extras.sessionTitle);
        message.insert(QLatin1String("board"),
                       QJsonObject{{QLatin1String("kind"), QLatin1String("none")}});
        return QJsonDocument(message).toJson(QJsonDocument::Compact);
    }
    message.insert(QLatin1String("title"), players.name);
    message.insert(QLatin1String("board"), boardOf(players, extras));
    message.insert(QLatin1String("camera"),
                   QJsonObject{{QLatin1String("x"), extras.camera.x()},
                               {QLatin1String("y"), extras.camera.y()},
                               {QLatin1String("w"), extras.camera.width()},
                               {QLatin1String("h"), extras.camera.height()}});
    message.insert(QLatin1String("turns"), turnsOf(players));
    message.insert(QLatin1String("handout"), handoutOf(extras, version));
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}

QByteArray ShareState::ping(double x, double y)
{
    const QJsonObject message{{QLatin1String("type"), QLatin1String("ping")},
                              {QLatin1String("x"), std::isfinite(x) ? x : 0.0},
                              {QLatin1String("y"), std::isfinite(y) ? y : 0.0}};
    return QJsonDocument(message).toJson(QJsonDocument::Compact);
}
