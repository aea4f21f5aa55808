#pragma once

#include <QByteArray>
#include <QHash>
#include <QJsonValue>
#include <QStringList>
#include <QStringView>

// Writes JSON as people like to read it: keys in a preferred order (the rest sorted),
// two-space indents, and short lists of numbers or strings on one line.
// QJsonDocument sorts every key alphabetically, which scatters an encounter's fields.
class JsonTextWriter
{
public:
    explicit JsonTextWriter(const QStringList &keyOrder = {});

    [[nodiscard]] QByteArray write(const QJsonValue &value) const;
    // One value as it appears nested `indent` levels deep in a larger document, without the
    // final newline: for writers that stream a long array piece by piece.
    [[nodiscard]] QByteArray writeNested(const QJsonValue &value, int indent) const;

    [[nodiscard]] static QByteArray number(double value);

private:
    void writeValue(QByteArray &out, const QJsonValue &value, int indent) const;
    // `s` in quotes, escaped byte for byte as QJsonDocument escapes it.
    static void appendQuoted(QByteArray &out, QStringView s);

    QHash<QString, int> m_rank; // a key's place in the preferred order
};
