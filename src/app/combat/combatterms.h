#pragma once

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

// The words and choices of an encounter's fight, from its rule set and sides (docs/rules.md
// §7): the procedure, the energy pools, the conditions, the sides, each turn's actions, whether
// a reaction exists, the pool damage goes to, and the roll and save dice. One value the combat
// panel and its popups read as `combat.terms`; it changes only with the encounter.
struct CombatTerms {
    Q_GADGET
    QML_VALUE_TYPE(combatTerms)
    // "labyrinthian", "paces", "meters", "classic"; "" without a fight procedure.
    Q_PROPERTY(QString procedure MEMBER procedure)
    // [{id, name, short, color}]
    Q_PROPERTY(QVariantList pools MEMBER pools)
    // [{id, name, icon, description}]
    Q_PROPERTY(QVariantList conditions MEMBER conditions)
    // [{id, name}]
    Q_PROPERTY(QVariantList sides MEMBER sides)
    Q_PROPERTY(QStringList turnActions MEMBER turnActions)
    Q_PROPERTY(bool hasReaction MEMBER hasReaction)
    Q_PROPERTY(QString damagePool MEMBER damagePool)
    Q_PROPERTY(QString rollExpression MEMBER rollExpression)
    Q_PROPERTY(QString saveDie MEMBER saveDie)

public:
    QString procedure;
    QVariantList pools;
    QVariantList conditions;
    QVariantList sides;
    QStringList turnActions;
    bool hasReaction = false;
    QString damagePool;
    QString rollExpression;
    QString saveDie;

    friend bool operator==(const CombatTerms &, const CombatTerms &) = default;
};

Q_DECLARE_METATYPE(CombatTerms)
