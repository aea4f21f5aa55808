#include "jsontextwriter.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QVarLengthArray>
#include <algorithm>
#include <cmath>

namespace
{

bool isScalar(const QJsonValue &v)
{
    return !v.isArray() && !v.isObject();
}

char hexDigit(uint value)
{
    return char(value < 10 ? '0' + value : 'a' + value - 10);
}

} // namespace

JsonTextWriter::JsonTextWriter(const QStringList &keyOrder)
{
    m_rank.reserve(keyOrder.size());
    for (int i = 0; i < keyOrder.size(); ++i) {
        if (!m_rank.contains(keyOrder[i])) // a key named twice keeps its first place
            m_rank.insert(keyOrder[i], i);
    }
}

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

void JsonTextWriter::appendQuoted(QByteArray &out, QStringView s)
{
    // What QJsonDocument writes (Qt 6): ", \ and control characters escaped (\b \f \n \r \t,
    // the rest \u00xx), other ASCII as is, everything else as UTF-8, except a surrogate that
    // is not half of a pair, which becomes \uxxxx; hex digits in lower case. It used to be
    // QJsonDocument itself, a whole document per string; jsonwritertests.cpp holds the two
    // equal on random strings.
    const qsizetype start = out.size();
    // At most six bytes per UTF-16 unit (\uxxxx), and the quotes.
    out.resize(start + 6 * s.size() + 2);
    char *const begin = out.data();
    char *cursor = begin + start;
    *cursor++ = '"';
    const char16_t *src = s.utf16();
    const char16_t *const end = src + s.size();
    while (src != end) {
        const char16_t u = *src++;
        if (u < 0x80) {
            if (u >= 0x20 && u != '"' && u != '\\') {
                *cursor++ = char(u);
                continue;
            }
            *cursor++ = '\\';
            switch (u) {
            case '"':
                *cursor++ = '"';
                break;
            case '\\':
                *cursor++ = '\\';
                break;
            case '\b':
                *cursor++ = 'b';
                break;
            case '\f':
                *cursor++ = 'f';
                break;
            case '\n':
                *cursor++ = 'n';
                break;
            case '\r':
                *cursor++ = 'r';
                break;
            case '\t':
                *cursor++ = 't';
                break;
            default:
                *cursor++ = 'u';
                *cursor++ = '0';
                *cursor++ = '0';
                *cursor++ = hexDigit(u >> 4);
                *cursor++ = hexDigit(u & 0xf);
            }
        } else if (u < 0x800) {
            *cursor++ = char(0xc0 | (u >> 6));
            *cursor++ = char(0x80 | (u & 0x3f));
        } else if (!QChar::isSurrogate(u)) {
            *cursor++ = char(0xe0 | (u >> 12));
            *cursor++ = char(0x80 | ((u >> 6) & 0x3f));
            *cursor++ = char(0x80 | (u & 0x3f));
        } else if (QChar::isHighSurrogate(u) && src != end && QChar::isLowSurrogate(*src)) {
            const char32_t code = QChar::surrogateToUcs4(u, *src++);
            *cursor++ = char(0xf0 | (code >> 18));
            *cursor++ = char(0x80 | ((code >> 12) & 0x3f));
            *cursor++ = char(0x80 | ((code >> 6) & 0x3f));
            *cursor++ = char(0x80 | (code & 0x3f));
        } else {
            *cursor++ = '\\';
            *cursor++ = 'u';
            *cursor++ = hexDigit(u >> 12);
            *cursor++ = hexDigit((u >> 8) & 0xf);
            *cursor++ = hexDigit((u >> 4) & 0xf);
            *cursor++ = hexDigit(u & 0xf);
        }
    }
    *cursor++ = '"';
    out.resize(cursor - begin);
}

void JsonTextWriter::writeValue(QByteArray &out, const QJsonValue &value, int indent) const
{
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
        appendQuoted(out, value.toString());
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
                out.append((indent + 1) * 2, ' ');
            }
            writeValue(out, array[i], indent + 1);
        }
        if (!inline_) {
            out += '\n';
            out.append(indent * 2, ' ');
        }
        out += ']';
        return;
    }
    case QJsonValue::Object: {
        const auto object = value.toObject();
        if (object.isEmpty()) {
            out += "{}";
            return;
        }
        // The preferred keys first, in their order, then the others sorted.
        struct Member {
            int rank;
            QString key;
            QJsonValue value;
        };
        QVarLengthArray<Member, 24> members;
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            QString key = it.key();
            const int rank = m_rank.value(key, -1);
            members.append({rank, std::move(key), it.value()});
        }
        std::sort(members.begin(), members.end(), [](const Member &a, const Member &b) {
            if (a.rank >= 0 && b.rank >= 0)
                return a.rank < b.rank;
            if ((a.rank >= 0) != (b.rank >= 0))
                return a.rank >= 0;
            return a.key < b.key;
        });
        out += '{';
        bool first = true;
        for (const Member &member : members) {
            out += first ? "\n" : ",\n";
            first = false;
            out.append((indent + 1) * 2, ' ');
            appendQuoted(out, member.key);
            out += ": ";
            writeValue(out, member.value, indent + 1);
        }
        out += '\n';
        out.append(indent * 2, ' ');
        out += '}';
        return;
    }
    }
}
