#pragma once

#include <QByteArray>
#include <QJsonValue>
#include <QStringList>

// Writes JSON as people like to read it: keys in a preferred order (the rest sorted),
// two-space indents, and short lists of numbers or strings on one line.
// QJsonDocument sorts every key alphabetically, which scatters an encounter's fields.
class JsonTextWriter
{
public:
    explicit JsonTextWriter(QStringList keyOrder = {}) : m_keyOrder(std::move(keyOrder)) {}

    [[nodiscard]] QByteArray write(const QJsonValue &value) const;
    // One value as it appears nested `indent` levels deep in a larger document, without the
    // final newline: for writers that stream a long array piece by piece.
    [[nodiscard]] QByteArray writeNested(const QJsonValue &value, int indent) const;

    [[nodiscard]] static QByteArray number(double value);

private:
    void writeValue(QByteArray &out, const QJsonValue &value, int indent) const;
    [[nodiscard]] QStringList orderedKeys(const QJsonObject &object) const;

    QStringList m_keyOrder;
};
