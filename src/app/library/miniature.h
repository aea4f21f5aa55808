#pragma once

#include "model/creature.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QUrl>

// One entry of the miniature library: a built-in from resources/miniatures/catalogue.json, one
// of the GM's own from the user store, or a creature with its stat blocks (a .creature file of
// the GM's library or of the open session, docs/file-format.md §16). A value type;
// MiniatureTokenFactory turns it into a Token.
struct Miniature {
    QString id;   // unique within the library; never changes, so drags and files can name it
    QString name; // shown in the library and given to the tokens made from it
    int size = 1; // footprint in cells (docs/rules.md §1.1)
    // The picture: a resource path (":/miniatures/fighter.svg") for built-ins, an absolute file
    // path inside the store for the GM's own; empty when there is none.
    QString imagePath;
    bool builtIn = false;
    QString side; // preferred side id; empty: the encounter decides
    QStringList tags;
    // Stats per rule-set id, each a free key/value object; "*" applies to every rule set.
    QJsonObject stats;
    // A creature: the stat block per rule set its tokens start with (then `stats` is unused),
    // the file it lives in, and whether that file is in the session folder rather than the
    // GM's own library.
    std::optional<Creature> creature;
    QString creatureFile;
    bool inSession = false;

    static inline const QString AnyRuleSet = QStringLiteral("*");

    [[nodiscard]] bool isCreature() const { return creature.has_value(); }
    // qrc:/… or file:/… for QML (a creature's data: URL as it is); empty without a picture.
    [[nodiscard]] QUrl imageUrl() const;
    [[nodiscard]] bool hasSvgImage() const;
    // The stats for one rule set: the "*" object with the rule set's own keys on top.
    [[nodiscard]] QJsonObject statsFor(const QString &rulesId) const;
    // Case-insensitive match of every word of the filter against the name and the tags.
    [[nodiscard]] bool matches(const QString &filter) const;

    // A lowercase ASCII id from a display name: "Goblin Chief!" → "goblin-chief". Accents
    // are dropped ("Élan" → "elan"); a name with no usable letters gives an empty string.
    [[nodiscard]] static QString slug(const QString &text);
};
