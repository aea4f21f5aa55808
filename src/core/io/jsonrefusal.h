#pragma once

#include "loaderror.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QString>
#include <optional>

// How the file readers refuse a value (docs/file-format.md §9): a refusal names the JSON path
// and what was expected, and the value found is described in the same words everywhere. The
// readers throw a Refusal inside their parsers only and turn it into their error at the top.
namespace JsonRefusal
{

struct Refusal {
    QString path;
    QString message;
};

[[noreturn]] inline void refuse(const QString &path, const QString &message)
{
    throw Refusal{path, message};
}

// A value as a refusal names it: null, true, 3.5, "text", a list, an object.
[[nodiscard]] inline QString describe(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(v.toDouble(), 'g', 17);
    case QJsonValue::String:
        return QLatin1Char('"') + v.toString() + QLatin1Char('"');
    case QJsonValue::Array:
        return QCoreApplication::translate("JsonRefusal", "a list");
    case QJsonValue::Object:
        return QCoreApplication::translate("JsonRefusal", "an object");
    case QJsonValue::Undefined:
        break;
    }
    return QCoreApplication::translate("JsonRefusal", "nothing");
}

// "board.lights" from "board" and "lights"; the key alone at the top level.
[[nodiscard]] inline QString join(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

// "board.lights[2]".
[[nodiscard]] inline QString at(const QString &path, qsizetype index)
{
    return path + QStringLiteral("[%1]").arg(index);
}

// docs/file-format.md §14: a list longer than `limit` is refused before its entries are read.
inline void checkCount(qsizetype count, qint64 limit, const QString &path, const QString &what)
{
    if (count > limit)
        refuse(path, QCoreApplication::translate("JsonRefusal", "expected at most %1 %2, got %3")
                         .arg(limit)
                         .arg(what)
                         .arg(count));
}

// What `parse()` reads, or nothing with its refusal in `*error` for `fileName`: the readers'
// top, where a Refusal becomes their error.
template<typename Parse>
[[nodiscard]] auto readOrRefuse(const QString &fileName, LoadError *error, Parse &&parse)
    -> std::optional<decltype(parse())>
{
    try {
        return parse();
    } catch (const Refusal &refusal) {
        *error = {fileName, refusal.path, refusal.message};
        return std::nullopt;
    }
}

} // namespace JsonRefusal
