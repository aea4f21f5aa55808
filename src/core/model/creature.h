#pragma once

#include <QJsonObject>
#include <QMap>
#include <QString>
#include <QStringList>
#include <optional>

// A creature of the GM's library (docs/file-format.md §16): a name, a picture and a stat block
// per rule set, so one Ghoul can be dropped into a `paces` and a `meters` encounter with the
// numbers each needs. A plain value; the app turns a block into a token and a token into one.
struct Creature {
    static constexpr int SupportedVersion = 1;

    // What a token of the creature starts with under one rule set: the token keys of
    // docs/file-format.md §5 the inspector edits, never where it stands or what a fight left.
    struct StatBlock {
        int size = 1;
        double speed = 0;
        std::optional<int> reach; // absent: the rule set's default reach
        bool zoc = true;
        double agility = 0;
        qint64 darkvision = 0; // micro-cells, as Token::darkvision
        bool showName = true;
        bool fillsPosition = false;
        QString stance;
        QStringList conditions;
        // A pool's starting value in place of the rule set's formula (the token's stats[pool],
        // docs/file-format.md §7.4), kept apart so the GM reads "poise 12" as a pool.
        QMap<QString, double> pools;
        QMap<QString, double> stats; // every other number a procedure reads
        QString notes;
        QJsonObject extra; // keys this version does not know, kept for saving

        friend bool operator==(const StatBlock &, const StatBlock &) = default;
    };

    QString name;     // shown in the library; tokens are named "Ghoul 1", "Ghoul 2" …
    QString side;     // the side id its tokens prefer; empty: the encounter decides
    QStringList tags; // for the library's search
    QString portrait; // a data:image/… URL, so the file travels alone; or empty
    QMap<QString, StatBlock> blocks; // rule-set id → its stat block
    QJsonObject extra;               // top-level keys this version does not know

    [[nodiscard]] const StatBlock *block(const QString &rulesId) const
    {
        const auto it = blocks.constFind(rulesId);
        return it == blocks.constEnd() ? nullptr : &*it;
    }

    friend bool operator==(const Creature &, const Creature &) = default;
};
