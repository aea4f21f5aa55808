#pragma once

#include <QColor>
#include <QJsonObject>
#include <QString>

// One side of an encounter (party, bandits …). Tokens on different sides are enemies
// unless the encounter declares the two sides allied (docs/rules.md §1.3).
struct Side {
    QString id;
    QString name;
    QColor color;      // invalid when the file gives none; the app picks one
    QJsonObject extra; // keys this version does not know, kept for saving

    friend bool operator==(const Side &, const Side &) = default;
};
