#pragma once

#include "model/creature.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

// Writes a creature file (docs/file-format.md §16): known keys in a fixed order, keys at their
// default left out, unknown keys kept; atomically, so a crash never leaves half a creature.
class CreatureWriter
{
public:
    // A creature file's name ends in this; the rest is the creature's id in its folder.
    static constexpr const char *Suffix = ".creature";

    [[nodiscard]] static QJsonObject toJson(const Creature &creature);
    [[nodiscard]] static QJsonObject blockJson(const Creature::StatBlock &block);
    [[nodiscard]] static QByteArray toBytes(const Creature &creature);

    // Atomic: the old file stays whole until the new one is complete (QSaveFile).
    [[nodiscard]] bool writeFile(const Creature &creature, const QString &fileName);
    [[nodiscard]] const QString &errorString() const { return m_error; }

private:
    QString m_error;
};
