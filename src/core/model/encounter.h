#pragma once

#include "board.h"
#include "combatstate.h"
#include "fogofwar.h"
#include "handout.h"
#include "ruleset.h"
#include "side.h"
#include "token.h"

#include <QJsonObject>
#include <QList>
#include <QPair>
#include <QString>
#include <memory>
#include <optional>

// One encounter: the whole document of a .encounter file (docs/file-format.md, version 1).
class Encounter
{
public:
    QString name;
    QString rulesId;
    std::shared_ptr<const RuleSet> rules;
    Board board;
    QList<Side> sides;
    QList<QPair<QString, QString>> allies;
    QList<Token> tokens;
    std::optional<CombatState> combat; // a fight in progress (docs/file-format.md §10)
    FogOfWar fog;                      // docs/file-format.md §11
    QString notes;                     // GM notes: never shown to the players
    QList<Handout> handouts;           // docs/file-format.md §3.11: the GM's, never the players'
    QJsonObject extra;                 // top-level keys this version does not know

    [[nodiscard]] int tokenIndex(const QString &id) const;
    [[nodiscard]] const Token *token(const QString &id) const;
    [[nodiscard]] const Side *side(const QString &id) const;
    [[nodiscard]] bool areAllied(const QString &sideA, const QString &sideB) const;
    // docs/rules.md §1.3: different sides are enemies unless declared allied.
    [[nodiscard]] bool areEnemies(const Token &a, const Token &b) const;
    [[nodiscard]] bool areEnemies(const QString &sideA, const QString &sideB) const;
    // The side whose sight the fog follows (FogOfWar::party), or "" without sides.
    [[nodiscard]] QString partySide() const;
};
