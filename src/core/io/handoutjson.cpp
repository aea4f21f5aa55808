#include "handoutjson.h"

#include "embeddedimage.h"
#include "jsonrefusal.h"

#include "model/limits.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QSet>

namespace
{

using JsonRefusal::at;
using JsonRefusal::checkCount;
using JsonRefusal::describe;
using JsonRefusal::refuse;

QString limitedText(const JsonFields &f, const char *key, bool needed)
{
    const QString text = f.string(key, {}, needed);
    if (text.size() > Limits::MaxNoteChars)
        refuse(f.path(key), QCoreApplication::translate("EncounterReader",
                                                        "expected at most %1 characters, got %2")
                                .arg(Limits::MaxNoteChars)
                                .arg(text.size()));
    return text;
}

void readImage(const JsonFields &f, Handout &h)
{
    h.image = f.string("image");
    const QString path = f.path("image");
    if (h.image.startsWith(QLatin1String("data:"))) {
        const bool known = h.image.startsWith(QLatin1String("data:image/png")) ||
                           h.image.startsWith(QLatin1String("data:image/jpeg")) ||
                           h.image.startsWith(QLatin1String("data:image/webp"));
        if (!known)
            refuse(path, QCoreApplication::translate(
                             "HandoutJson", "expected a PNG, JPEG or WebP picture, got \"%1\"")
                             .arg(h.image.left(h.image.indexOf(QLatin1Char(','))).left(40)));
        EmbeddedImage::check(h.image, path);
    } else if (!HandoutJson::isFolderImagePath(h.image)) {
        refuse(path, QCoreApplication::translate(
                         "HandoutJson",
                         "expected a data: URL, or the path of a .png, .jpg or .webp file inside "
                         "the session folder, got %1")
                         .arg(describe(f.value("image"))));
    }
}

QList<Handout::Showing> readShowings(const JsonFields &f)
{
    QList<Handout::Showing> shown;
    const auto list = f.array("shown");
    checkCount(list.size(), Limits::MaxHandoutShowings, f.path("shown"),
               QCoreApplication::translate("HandoutJson", "showings"));
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = at(f.path("shown"), i);
        JsonFields s(JsonFields::objectValue(list[i], path), path);
        Handout::Showing showing;
        showing.at = s.string("at", {}, true);
        if (!QDateTime::fromString(showing.at, Qt::ISODate).isValid())
            refuse(s.path("at"),
                   QCoreApplication::translate(
                       "HandoutJson", "expected a date and time such as \"2026-11-29T20:15:00Z\", "
                                      "got %1")
                       .arg(describe(s.value("at"))));
        showing.encounter = limitedText(s, "encounter", false);
        showing.extra = s.unknown({"at", "encounter"});
        shown << showing;
    }
    return shown;
}

} // namespace

namespace HandoutJson
{

bool isFolderImagePath(const QString &path)
{
    if (path.isEmpty() || path.size() > Limits::MaxHandoutPathChars ||
        path.startsWith(QLatin1Char('/')))
        return false;
    for (const QChar c : path) {
        if (c == QLatin1Char('\\') || c == QLatin1Char(':') || c.unicode() < 0x20)
            return false;
    }
    const auto parts = path.split(QLatin1Char('/'));
    for (const auto &part : parts) {
        if (part.isEmpty() || part == QLatin1String(".") || part == QLatin1String(".."))
            return false;
    }
    const QString name = parts.last().toLower();
    return name.endsWith(QLatin1String(".png")) || name.endsWith(QLatin1String(".jpg")) ||
           name.endsWith(QLatin1String(".jpeg")) || name.endsWith(QLatin1String(".webp"));
}

QList<Handout> readList(const JsonFields &f, const char *key)
{
    QList<Handout> handouts;
    const auto list = f.array(key);
    checkCount(list.size(), Limits::MaxHandouts, f.path(key),
               QCoreApplication::translate("HandoutJson", "handouts"));
    QSet<QString> ids;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString path = at(f.path(key), i);
        JsonFields h(JsonFields::objectValue(list[i], path), path);
        Handout handout;
        handout.id = h.nonEmptyString("id");
        if (ids.contains(handout.id))
            refuse(h.path("id"),
                   QCoreApplication::translate(
                       "HandoutJson", "expected a unique handout id, but \"%1\" is used twice")
                       .arg(handout.id));
        ids.insert(handout.id);
        handout.title = limitedText(h, "title", true);
        if (h.has("image") && h.has("text"))
            refuse(h.path("text"), QCoreApplication::translate(
                                       "HandoutJson", "expected \"image\" or \"text\", not both"));
        if (h.has("image"))
            readImage(h, handout);
        else if (h.has("text"))
            handout.text = limitedText(h, "text", true);
        else
            refuse(h.path("image"),
                   QCoreApplication::translate("HandoutJson",
                                               "expected \"image\" or \"text\", got neither"));
        handout.shown = readShowings(h);
        handout.extra = h.unknown({"id", "title", "image", "text", "shown"});
        handouts << handout;
    }
    return handouts;
}

QJsonArray toJson(const QList<Handout> &handouts)
{
    QJsonArray list;
    for (const auto &handout : handouts) {
        QJsonObject o = handout.extra;
        o.insert(QStringLiteral("id"), handout.id);
        o.insert(QStringLiteral("title"), handout.title);
        if (handout.isImage())
            o.insert(QStringLiteral("image"), handout.image);
        else
            o.insert(QStringLiteral("text"), handout.text);
        if (!handout.shown.isEmpty()) {
            QJsonArray shown;
            for (const auto &showing : handout.shown) {
                QJsonObject s = showing.extra;
                s.insert(QStringLiteral("at"), showing.at);
                if (!showing.encounter.isEmpty())
                    s.insert(QStringLiteral("encounter"), showing.encounter);
                shown.append(s);
            }
            o.insert(QStringLiteral("shown"), shown);
        }
        list.append(o);
    }
    return list;
}

} // namespace HandoutJson
