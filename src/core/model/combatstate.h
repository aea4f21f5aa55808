#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// A running fight, saved in the .encounter file under "combat" (docs/file-format.md §10).
// Plain values, so an undo command can keep a whole copy and restore it exactly.
struct CombatState {
    struct Pool {
        double value = 0;
        double max = 0; // 0 with an unbounded pool (stress)
        friend bool operator==(const Pool &, const Pool &) = default;
    };

    // A condition that ends by itself after `rounds` turn starts or ends of `anchorId`.
    struct Timer {
        enum class When { TurnStart, TurnEnd };
        QString tokenId; // who has the condition
        QString condition;
        int rounds = 1;
        When when = When::TurnEnd;
        QString anchorId; // whose turn counts: the affected token's or the source's
        // Set when the timer starts during the anchor's own turn with When::TurnEnd: that
        // turn's end is not one of the rounds (docs/rules.md §7.1).
        bool skipNext = false;
        friend bool operator==(const Timer &, const Timer &) = default;
    };

    struct Combatant {
        QString tokenId;
        QMap<QString, Pool> pools;
        int initiative = 0;    // meters: the initiative roll; labyrinthian: the Combat Roll total
        QList<int> dice;       // labyrinthian: this round's Combat Roll, one die an Action
        int dieModifier = 0;   // labyrinthian: added to each die
        int turnsPerRound = 1; // paces: legendary creatures take several
        int turnsTaken = 0;    // this round
        QStringList used;      // this turn's spent actions ("attack", "maneuver", "reaction" …)
        bool joinedHidden = false; // revealed on its first turn
        friend bool operator==(const Combatant &, const Combatant &) = default;
    };

    struct LogEntry {
        int round = 0;
        QString text;
        bool secret = false; // a GM roll: never shown to players
        friend bool operator==(const LogEntry &, const LogEntry &) = default;
    };

    int round = 1;
    bool surpriseRound = false; // classic: only `surpriseSide` acts
    QString surpriseSide;
    QString partySide;  // the players' side; "enemies" are everyone else
    QString firstSide;  // classic: "party" or "enemies", who won this round's initiative
    QString current;    // whose turn it is; empty between turns
    QStringList order;  // meters: initiative order; others: the panel's order
    QStringList turns;  // this round's turns so far, in order (previous turn)
    QString lastActor;  // paces: whose turn ended last (its round may be over)
    QString lastTarget; // paces: whom the current turn's action targeted
    QMap<QString, double> damageThisTurn; // paces: damage dealt per target this turn
    QString seizedBy;                     // labyrinthian: a Reaction seized the Initiative
    QStringList delayed;                  // combatants who put their turn off; suggested last
    QString over; // why the fight is over ("only one side can fight"), or empty
    QList<Combatant> combatants;
    QList<Timer> timers;
    QList<LogEntry> log;
    QJsonObject extra; // keys this version does not know, kept for saving

    [[nodiscard]] int indexOf(const QString &tokenId) const
    {
        for (int i = 0; i < combatants.size(); ++i) {
            if (combatants[i].tokenId == tokenId)
                return i;
        }
        return -1;
    }
    [[nodiscard]] const Combatant *combatant(const QString &tokenId) const
    {
        const int i = indexOf(tokenId);
        return i < 0 ? nullptr : &combatants[i];
    }
    [[nodiscard]] Combatant *combatant(const QString &tokenId)
    {
        const int i = indexOf(tokenId);
        return i < 0 ? nullptr : &combatants[i];
    }

    // A token left the encounter: every mention of it goes, so the file stays valid.
    void forget(const QString &tokenId)
    {
        combatants.removeIf([&](const Combatant &c) { return c.tokenId == tokenId; });
        order.removeAll(tokenId);
        turns.removeAll(tokenId);
        delayed.removeAll(tokenId);
        timers.removeIf(
            [&](const Timer &t) { return t.tokenId == tokenId || t.anchorId == tokenId; });
        damageThisTurn.remove(tokenId);
        for (QString *id : {&current, &lastActor, &lastTarget, &seizedBy}) {
            if (*id == tokenId)
                id->clear();
        }
    }

    friend bool operator==(const CombatState &, const CombatState &) = default;
};
