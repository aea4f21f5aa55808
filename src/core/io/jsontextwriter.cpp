#include "jsontextwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace
{

bool isScalar(const QJsonValue &v)
{
    return !v.isArray() && !v.isObject();
}

QByteArray quoted(const QString &s)
{
    // QJsonDocument escapes exactly as JSON requires.
    const auto doc = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return doc.mid(1, doc.size() - 2);
}

} // namespace

QByteArray JsonTextWriter::number(double value)
{
    if (!std::isfinite(value))
        return "null";
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return QByteArray::number(static_cast<qint64>(value));
    return QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
}

QByteArray JsonTextWriter::write(const QJsonValue &value) const
{
    QByteArray out;
    writeValue(out, value, 0);
    out += '\n';
    return out;
}

QByteArray JsonTextWriter::writeNested(const QJsonValue &value, int indent) const
{
    QByteArray out;
    writeValue(out, value, indent);
    return out;
}

QStringList JsonTextWriter::orderedKeys(const QJsonObject &object) const
{
    auto keys = object.keys();
    std::stable_sort(keys.begin(), keys.end(), [this](const QString &a, const QString &b) {
        const auto ia = m_keyOrder.indexOf(a);
        const auto ib = m_keyOrder.indexOf(b);
        if (ia >= 0 && ib >= 0)
            return ia < ib;
        if ((ia >= 0) != (ib >= 0))
            return ia >= 0;
        return a < b;
    });
    return keys;
}

void JsonTextWriter::writeValue(QByteArray &out, const QJsonValue &value, int indent) const
{
    const QByteArray pad(indent * 2, ' ');
    const QByteArray innerPad((indent + 1) * 2, ' ');
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out += "null";
        return;
    case QJsonValue::Bool:
        out += value.toBool() ? "true" : "false";
        return;
    case QJsonValue::Double:
        out += number(value.toDouble());
        return;
    case QJsonValue::String:
        out += quoted(value.toString());
        return;
    case QJsonValue::Array: {
        const auto array = value.toArray();
        if (array.isEmpty()) {
            out += "[]";
            return;
        }
        const bool inline_ = array.size() <= 8 && std::all_of(array.begin(), array.end(), isScalar);
        out += '[';
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (inline_) {
                out += i ? ", " : "";
            } else {
                out += i ? ",\n" : "\n";
                out += innerPad;
            }
            writeValue(out, array[i], indent + 1);
        }
        if (!inline_)
            out += '\n' + pad;
        out += ']';
        return;
    }
    case QJsonValue::Object: {
        const auto object = value.toObject();
        if (object.isEmpty()) {
            out += "{}";
            return;
        }
        out += '{';
        bool first = true;
        for (const auto &key : orderedKeys(object)) {
            out += first ? "\n" : ",\n";
            first = false;
            out += innerPad + quoted(key) + ": ";
            writeValue(out, object.value(key), indent + 1);
        }
        out += '\n' + pad + '}';
        return;
    }
    }
}
