#include "jsonfields.h"

#include "jsonrefusal.h"

#include "model/fixedpoint.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <cmath>

using JsonRefusal::describe;
using JsonRefusal::refuse;

JsonFields::JsonFields(QJsonObject object, QString path)
    : m_object(std::move(object)), m_path(std::move(path))
{
}

QString JsonFields::path(const char *key) const
{
    return JsonRefusal::join(m_path, QLatin1String(key));
}

QString JsonFields::path(const QString &key) const
{
    return JsonRefusal::join(m_path, key);
}

bool JsonFields::has(const char *key) const
{
    return m_object.contains(QLatin1String(key));
}

QJsonValue JsonFields::value(const char *key) const
{
    return m_object.value(QLatin1String(key));
}

QJsonValue JsonFields::required(const char *key) const
{
    if (!has(key))
        refuse(path(key), QCoreApplication::translate("JsonFields",
                                                      "expected a value, but the key is missing"));
    return value(key);
}

QString JsonFields::string(const char *key, const QString &fallback, bool needed) const
{
    if (!has(key) && !needed)
        return fallback;
    const auto v = required(key);
    if (!v.isString())
        refuse(path(key), QCoreApplication::translate("JsonFields", "expected a string, got %1")
                              .arg(describe(v)));
    return v.toString();
}

QString JsonFields::nonEmptyString(const char *key) const
{
    const auto s = string(key, {}, true);
    if (s.isEmpty())
        refuse(path(key), QCoreApplication::translate("JsonFields", "expected a non-empty string"));
    return s;
}

QString JsonFields::colorText(const char *key, const QString &fallback) const
{
    if (!has(key))
        return fallback;
    const auto text = string(key);
    static const QRegularExpression colour(QStringLiteral("^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$"));
    if (!colour.match(text).hasMatch())
        refuse(path(key),
               QCoreApplication::translate(
                   "JsonFields", "expected a colour \"#RRGGBB\" or \"#AARRGGBB\", got \"%1\"")
                   .arg(text));
    return text;
}

bool JsonFields::boolean(const char *key, bool fallback) const
{
    if (!has(key))
        return fallback;
    const auto v = value(key);
    if (!v.isBool())
        refuse(path(key),
               QCoreApplication::translate("JsonFields", "expected true or false, got %1")
                   .arg(describe(v)));
    return v.toBool();
}

double JsonFields::number(const char *key, double fallback, bool needed) const
{
    if (!has(key) && !needed)
        return fallback;
    return numberValue(required(key), path(key));
}

int JsonFields::integer(const char *key, int fallback, bool needed) const
{
    if (!has(key) && !needed)
        return fallback;
    return integerValue(required(key), path(key));
}

QJsonArray JsonFields::array(const char *key) const
{
    if (!has(key))
        return {};
    const auto v = value(key);
    if (!v.isArray())
        refuse(
            path(key),
            QCoreApplication::translate("JsonFields", "expected a list, got %1").arg(describe(v)));
    return v.toArray();
}

QJsonObject JsonFields::object(const char *key, bool needed) const
{
    if (!has(key) && !needed)
        return {};
    return objectValue(required(key), path(key));
}

int JsonFields::version(int supported) const
{
    const int version = integer("version", 0, true);
    if (version > supported)
        refuse(path("version"),
               QCoreApplication::translate(
                   "JsonFields", "expected version %1 or lower; this file was written by a newer "
                                 "Gridkeep (version %2)")
                   .arg(supported)
                   .arg(version));
    if (version < 1)
        refuse(path("version"),
               QCoreApplication::translate("JsonFields", "expected a version of 1 or more, got %1")
                   .arg(version));
    return version;
}

QJsonObject JsonFields::unknown(std::initializer_list<const char *> known) const
{
    QJsonObject extra = m_object;
    for (const char *key : known)
        extra.remove(QLatin1String(key));
    return extra;
}

double JsonFields::numberValue(const QJsonValue &v, const QString &path)
{
    if (!v.isDouble() || !FixedPoint::isRepresentable(v.toDouble()))
        refuse(path, QCoreApplication::translate("JsonFields", "expected a number, got %1")
                         .arg(describe(v)));
    return v.toDouble();
}

// docs/rules.md §5.12: integral floats such as 3.0 are accepted where integers are expected.
int JsonFields::integerValue(const QJsonValue &v, const QString &path)
{
    const double d = v.isDouble() ? v.toDouble() : NAN;
    if (!v.isDouble() || d != std::floor(d) || std::fabs(d) > 1e9)
        refuse(path, QCoreApplication::translate("JsonFields", "expected a whole number, got %1")
                         .arg(describe(v)));
    return static_cast<int>(d);
}

QJsonObject JsonFields::objectValue(const QJsonValue &v, const QString &path)
{
    if (!v.isObject())
        refuse(path, QCoreApplication::translate("JsonFields", "expected an object, got %1")
                         .arg(describe(v)));
    return v.toObject();
}
