#pragma once

#include "loaderror.h"
#include "model/creature.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <optional>

// Reads a creature file (docs/file-format.md §16), one creature of the GM's library. Like the
// other readers it refuses a file it cannot read exactly, naming the JSON path and what was
// expected, and keeps the keys it does not know. The library skips a refused file and shows why.
class CreatureReader
{
public:
    // A creature file is small: a stat block or two and a portrait of at most 256 pixels.
    static constexpr qint64 MaxFileBytes = 16LL * 1024 * 1024;
    static constexpr int MaxBlocks = 64; // rule sets in one file
    static constexpr int MaxTags = 64;
    static constexpr int MaxNumbers = 256; // entries of one block's `stats` or `pools`

    [[nodiscard]] std::optional<Creature> readFile(const QString &fileName);
    [[nodiscard]] std::optional<Creature> readBytes(const QByteArray &bytes,
                                                    const QString &fileName = {});
    [[nodiscard]] std::optional<Creature> readJson(const QJsonObject &json,
                                                   const QString &fileName = {});
    [[nodiscard]] const LoadError &error() const { return m_error; }

    // A rule-set id as the rules folder names them: lowercase letters, digits, "-" and "_".
    [[nodiscard]] static bool isRulesId(const QString &id);

private:
    LoadError m_error;
};
