#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>
#include <initializer_list>

// The keys of one JSON object, each read with its type checked; a wrong one is refused
// (JsonRefusal) under the object's path, in the words docs/file-format.md §9 quotes. Shared by
// the file readers so a key is refused the same way in every format.
class JsonFields
{
public:
    JsonFields(QJsonObject object, QString path);

    [[nodiscard]] QString path(const char *key) const;
    [[nodiscard]] QString path(const QString &key) const;
    [[nodiscard]] bool has(const char *key) const;
    [[nodiscard]] QJsonValue value(const char *key) const;
    // The value, refused as missing when the key is absent.
    [[nodiscard]] QJsonValue required(const char *key) const;

    // Each returns `fallback` for an absent key unless `needed`, which refuses it as missing.
    [[nodiscard]] QString string(const char *key, const QString &fallback = {},
                                 bool needed = false) const;
    [[nodiscard]] QString nonEmptyString(const char *key) const;
    // A colour as written, "#RRGGBB" or "#AARRGGBB" (`fallback` when absent).
    [[nodiscard]] QString colorText(const char *key, const QString &fallback = {}) const;
    [[nodiscard]] bool boolean(const char *key, bool fallback) const;
    [[nodiscard]] double number(const char *key, double fallback, bool needed = false) const;
    [[nodiscard]] int integer(const char *key, int fallback, bool needed = false) const;
    [[nodiscard]] QJsonArray array(const char *key) const;
    [[nodiscard]] QJsonObject object(const char *key, bool needed = false) const;
    // The file's `version`: needed, from 1 to `supported` (a newer one is named as newer).
    int version(int supported) const;

    // Keys not in `known`, to keep for saving.
    [[nodiscard]] QJsonObject unknown(std::initializer_list<const char *> known) const;

    // The same checks for a value that is not under a key (a list entry, a map's value).
    [[nodiscard]] static double numberValue(const QJsonValue &v, const QString &path);
    [[nodiscard]] static int integerValue(const QJsonValue &v, const QString &path);
    [[nodiscard]] static QJsonObject objectValue(const QJsonValue &v, const QString &path);

private:
    QJsonObject m_object;
    QString m_path;
};
