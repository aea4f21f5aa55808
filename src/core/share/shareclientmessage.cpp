#include "shareclientmessage.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <cmath>

namespace
{

std::optional<ShareClientMessage> refuse(QString *error, const char *why)
{
    if (error)
        *error = QCoreApplication::translate("ShareClientMessage", why);
    return std::nullopt;
}

} // namespace

std::optional<ShareClientMessage> ShareClientMessage::parse(QByteArrayView text, QString *error)
{
    if (text.size() > MaxBytes)
        return refuse(error, "The message is too long.");
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toByteArray(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject())
        return refuse(error, "The message is not a JSON object.");
    const QJsonObject object = document.object();
    if (object.size() != 3 ||
        object.value(QLatin1String("type")).toString() != QLatin1String("ping"))
        return refuse(error, "Only pings may be sent.");
    const QJsonValue x = object.value(QLatin1String("x"));
    const QJsonValue y = object.value(QLatin1String("y"));
    if (!x.isDouble() || !y.isDouble())
        return refuse(error, "A ping needs the numbers x and y.");
    ShareClientMessage message;
    message.x = x.toDouble();
    message.y = y.toDouble();
    if (!std::isfinite(message.x) || !std::isfinite(message.y) || message.x < 0 || message.y < 0 ||
        message.x > MaxCells || message.y > MaxCells)
        return refuse(error, "The ping is off the board.");
    return message;
}
