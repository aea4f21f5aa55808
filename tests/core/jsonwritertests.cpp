#include "io/jsontextwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

// JsonTextWriter escapes strings itself; it used to hand each one to QJsonDocument. Files must
// not change by a byte: these tests hold the escaping to QJsonDocument's on random strings
// (control characters, quotes, backslashes, every plane of Unicode, non-characters, surrogates
// paired, lone and reversed), and whole documents to the writer as it was.

namespace
{

// QJsonDocument's escaping of one string, quotes included.
QByteArray quotedByQt(const QString &s)
{
    const auto doc = QJsonDocument(QJsonArray{s}).toJson(QJsonDocument::Compact);
    return doc.mid(1, doc.size() - 2);
}

// The writer as it was before it escaped strings itself, kept as the reference.
class PreviousWriter
{
public:
    explicit PreviousWriter(QStringList keyOrder) : m_keyOrder(std::move(keyOrder)) {}

    QByteArray write(const QJsonValue &value) const
    {
        QByteArray out;
        writeValue(out, value, 0);
        out += '\n';
        return out;
    }

    QByteArray writeNested(const QJsonValue &value, int indent) const
    {
        QByteArray out;
        writeValue(out, value, indent);
        return out;
    }

private:
    QStringList orderedKeys(const QJsonObject &object) const
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

    void writeValue(QByteArray &out, const QJsonValue &value, int indent) const
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
            out += JsonTextWriter::number(value.toDouble());
            return;
        case QJsonValue::String:
            out += quotedByQt(value.toString());
            return;
        case QJsonValue::Array: {
            const auto array = value.toArray();
            if (array.isEmpty()) {
                out += "[]";
                return;
            }
            const bool inline_ =
                array.size() <= 8 && std::all_of(array.begin(), array.end(), [](const auto &v) {
                    return !QJsonValue(v).isArray() && !QJsonValue(v).isObject();
                });
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
                out += innerPad + quotedByQt(key) + ": ";
                writeValue(out, object.value(key), indent + 1);
            }
            out += '\n' + pad + '}';
            return;
        }
        }
    }

    QStringList m_keyOrder;
};

// One UTF-16 unit or pair from every class the escaping treats apart.
void appendRandomPiece(QString &s, std::mt19937 &rng)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    switch (pick(0, 13)) {
    case 0:
        s += QChar(char16_t(pick(0, 0x1f))); // control characters
        break;
    case 1: {
        const char16_t special[] = {'"', '\\', '/', 0x7f, '\b', '\f', '\n', '\r', '\t', 0};
        s += QChar(special[pick(0, int(std::size(special)) - 1)]);
        break;
    }
    case 2:
    case 3:
        s += QChar(char16_t(pick(0x20, 0x7e))); // printable ASCII
        break;
    case 4:
        s += QChar(char16_t(pick(0x80, 0x7ff))); // two UTF-8 bytes
        break;
    case 5:
        s += QChar(char16_t(pick(0x800, 0xd7ff))); // three
        break;
    case 6:
        s += QChar(char16_t(pick(0xe000, 0xffff))); // three, past the surrogates
        break;
    case 7: {
        const char16_t nonCharacters[] = {0xfffe, 0xffff, 0xfdd0, 0xfdef, 0xfeff, 0xfffd};
        s += QChar(nonCharacters[pick(0, int(std::size(nonCharacters)) - 1)]);
        break;
    }
    case 8: { // a pair: four bytes, non-characters of the upper planes included
        const char32_t code = pick(0, 3) == 0
                                  ? char32_t(pick(1, 16)) * 0x10000 + 0xfffe + char32_t(pick(0, 1))
                                  : char32_t(pick(0x10000, 0x10ffff));
        s += QString::fromUcs4(&code, 1);
        break;
    }
    case 9:
        s += QChar(char16_t(pick(0xd800, 0xdbff))); // a lone high surrogate
        break;
    case 10:
        s += QChar(char16_t(pick(0xdc00, 0xdfff))); // a lone low surrogate
        break;
    case 11: // a reversed pair
        s += QChar(char16_t(pick(0xdc00, 0xdfff)));
        s += QChar(char16_t(pick(0xd800, 0xdbff)));
        break;
    case 12: // a high surrogate before something other than a low one
        s += QChar(char16_t(pick(0xd800, 0xdbff)));
        s += QChar(char16_t(pick(0, 1) ? pick(0x20, 0x7e) : pick(0xd800, 0xdbff)));
        break;
    default:
        s += QStringLiteral("é名🙂");
        break;
    }
}

QString randomString(std::mt19937 &rng)
{
    QString s;
    const int pieces = std::uniform_int_distribution<int>(0, 24)(rng);
    for (int i = 0; i < pieces; ++i)
        appendRandomPiece(s, rng);
    return s;
}

QJsonValue randomValue(std::mt19937 &rng, int depth)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int kind = depth >= 4 ? pick(0, 3) : pick(0, 6);
    switch (kind) {
    case 0:
        return randomString(rng);
    case 1:
        return pick(0, 1) ? QJsonValue(pick(-1000, 1000)) : QJsonValue(pick(-1000, 1000) / 7.0);
    case 2:
        return QJsonValue(bool(pick(0, 1)));
    case 3:
        return QJsonValue(QJsonValue::Null);
    case 4:
    case 5: {
        QJsonArray array;
        const int size = pick(0, 10);
        for (int i = 0; i < size; ++i)
            array.append(randomValue(rng, depth + 1));
        return array;
    }
    default: {
        const QStringList names = {QStringLiteral("id"),   QStringLiteral("x"),
                                   QStringLiteral("y"),    QStringLiteral("name"),
                                   QStringLiteral("side"), QStringLiteral("zeta"),
                                   QStringLiteral("Alpha")};
        QJsonObject object;
        const int size = pick(0, 8);
        for (int i = 0; i < size; ++i) {
            const QString key =
                pick(0, 2) ? names[pick(0, int(names.size()) - 1)] : randomString(rng);
            object.insert(key, randomValue(rng, depth + 1));
        }
        return object;
    }
    }
}

} // namespace

TEST_CASE("JsonTextWriter escapes strings byte for byte as QJsonDocument does", "[json]")
{
    const JsonTextWriter writer;
    // The edges one by one: every unit below 0x80, the surrogate range's ends, the last ones.
    for (char16_t u = 0; u < 0x80; ++u) {
        const QString s(QChar{u});
        CAPTURE(int(u));
        REQUIRE(writer.write(s) == quotedByQt(s) + '\n');
    }
    for (const char16_t u : {char16_t(0x80), char16_t(0x7ff), char16_t(0x800), char16_t(0xd7ff),
                             char16_t(0xd800), char16_t(0xdbff), char16_t(0xdc00), char16_t(0xdfff),
                             char16_t(0xe000), char16_t(0xfffe), char16_t(0xffff)}) {
        const QString s(QChar{u});
        CAPTURE(int(u));
        REQUIRE(writer.write(s) == quotedByQt(s) + '\n');
    }
    CHECK(writer.write(QString()) == "\"\"\n");
    CHECK(writer.write(QStringLiteral("a\"b\\c/d\u007f\n")) == "\"a\\\"b\\\\c/d\x7f\\n\"\n");

    std::mt19937 rng(20261126);
    for (int round = 0; round < 20000; ++round) {
        const QString s = randomString(rng);
        CAPTURE(round);
        INFO(QByteArray(reinterpret_cast<const char *>(s.utf16()), s.size() * 2).toHex().data());
        REQUIRE(writer.write(s) == quotedByQt(s) + '\n');
    }
}

TEST_CASE("JsonTextWriter writes random documents exactly as it always has", "[json]")
{
    const QStringList order = {QStringLiteral("name"), QStringLiteral("id"),
                               QStringLiteral("x"),    QStringLiteral("y"),
                               QStringLiteral("id"),   QStringLiteral("side")};
    std::mt19937 rng(4242);
    for (int round = 0; round < 3000; ++round) {
        const QJsonValue value = randomValue(rng, 0);
        CAPTURE(round);
        const bool ordered = round % 2 == 0;
        const QStringList keys = ordered ? order : QStringList();
        REQUIRE(JsonTextWriter(keys).write(value) == PreviousWriter(keys).write(value));
        const int indent = std::uniform_int_distribution<int>(0, 3)(rng);
        REQUIRE(JsonTextWriter(keys).writeNested(value, indent) ==
                PreviousWriter(keys).writeNested(value, indent));
    }
}
