#pragma once

#include "combat/combatantlistmodel.h"
#include "combat/combatlogmodel.h"
#include "combat/combatterms.h"
#include "dice/diceroller.h"
#include "engine/traptriggers.h"

#include <QHash>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <functional>

#include "document/encounterdocument.h"

class CombatRunner;

// The GM's side of a fight (docs/rules.md §7): start and end it, move the turn on, roll,
// damage and heal, conditions with durations, and each rule set's own actions. Every call
// is one undoable step on the document's QUndoStack (ReplaceCombatCommand); a call that does
// not apply pushes nothing and returns false. The state lives in the document, so saving
// mid-fight and reopening resumes it exactly.
class CombatController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool available READ isAvailable NOTIFY stateChanged)
    Q_PROPERTY(bool active READ isActive NOTIFY stateChanged)
    Q_PROPERTY(int round READ round NOTIFY stateChanged)
    Q_PROPERTY(QString roundText READ roundText NOTIFY stateChanged)
    Q_PROPERTY(QString status READ status NOTIFY stateChanged)
    Q_PROPERTY(QString over READ over NOTIFY stateChanged)
    Q_PROPERTY(QString currentId READ currentId NOTIFY stateChanged)
    Q_PROPERTY(QString currentName READ currentName NOTIFY stateChanged)
    Q_PROPERTY(QString suggestedId READ suggestedId NOTIFY stateChanged)
    Q_PROPERTY(QString suggestedName READ suggestedName NOTIFY stateChanged)
    Q_PROPERTY(QStringList waiting READ waiting NOTIFY stateChanged)
    // The fight's words and choices: procedure, pools, conditions, sides, actions, dice.
    Q_PROPERTY(CombatTerms terms READ terms NOTIFY stateChanged)
    Q_PROPERTY(CombatantListModel *combatants READ combatants CONSTANT)
    Q_PROPERTY(CombatLogModel *log READ log CONSTANT)
    Q_PROPERTY(QString lastRoll READ lastRoll NOTIFY lastRollChanged)
    // meters: this turn's FIELD and ZONE alerts for the moves of whoever acts (AreaAlert::moved),
    // newest last; a new turn clears them. The turn-start alerts are in the log.
    Q_PROPERTY(QStringList areaAlerts READ areaAlerts NOTIFY areaAlertsChanged)

public:
    explicit CombatController(QObject *parent = nullptr);
    ~CombatController() override;

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);

    [[nodiscard]] bool isAvailable() const;
    [[nodiscard]] bool isActive() const;
    [[nodiscard]] CombatTerms terms() const;
    [[nodiscard]] int round() const;
    [[nodiscard]] QString roundText() const;
    [[nodiscard]] QString status() const;
    [[nodiscard]] QString over() const;
    [[nodiscard]] QString currentId() const;
    [[nodiscard]] QString currentName() const;
    [[nodiscard]] QString suggestedId() const;
    [[nodiscard]] QString suggestedName() const;
    [[nodiscard]] QStringList waiting() const;
    [[nodiscard]] CombatantListModel *combatants() const { return m_combatants; }
    [[nodiscard]] CombatLogModel *log() const { return m_log; }
    [[nodiscard]] QString lastRoll() const { return m_lastRoll; }
    [[nodiscard]] QStringList areaAlerts() const { return m_areaAlerts; }

    // Rolls repeat for tests and screenshots.
    Q_INVOKABLE void setDiceSeed(quint32 seed) { m_dice = DiceRoller(seed); }

    // surprise: "none", "party", "opponents" or "roll" (classic); first: paces' opening pick.
    Q_INVOKABLE bool start(const QString &partySide = {}, const QString &surprise = {},
                           const QString &first = {});
    Q_INVOKABLE bool end();
    Q_INVOKABLE bool nextTurn(const QString &pick = {});
    Q_INVOKABLE bool previousTurn();
    Q_INVOKABLE bool delayTurn();
    Q_INVOKABLE bool reveal(const QString &tokenId);
    Q_INVOKABLE bool damage(const QString &tokenId, double amount, const QString &pool = {});
    Q_INVOKABLE bool heal(const QString &tokenId, double amount, const QString &pool = {});
    Q_INVOKABLE bool setPool(const QString &tokenId, const QString &pool, double value);
    // Returns the roll as the log shows it, or an error starting with "Error:".
    Q_INVOKABLE QString roll(const QString &tokenId, const QString &expression = {},
                             bool secret = false);
    // when: "start" or "end" of the anchor's turn; rounds 0 lasts until removed.
    Q_INVOKABLE bool addCondition(const QString &tokenId, const QString &condition, int rounds = 0,
                                  const QString &when = QStringLiteral("end"),
                                  const QString &anchorId = {});
    Q_INVOKABLE bool removeCondition(const QString &tokenId, const QString &condition);
    // The same for several tokens at once (everyone a template catches, docs/rules.md §9): one
    // undo step, and one log line for each token it applies to; tokens outside the fight, or
    // for which it does not apply, are skipped. `source` names what did it in the undo text
    // ("Fireball"); a condition's timer ends on each token's own turn unless `anchorId` is given.
    Q_INVOKABLE bool damageAll(const QStringList &tokenIds, double amount, const QString &pool = {},
                               const QString &source = {});
    Q_INVOKABLE bool healAll(const QStringList &tokenIds, double amount, const QString &pool = {},
                             const QString &source = {});
    Q_INVOKABLE bool addConditionAll(const QStringList &tokenIds, const QString &condition,
                                     int rounds = 0, const QString &when = QStringLiteral("end"),
                                     const QString &anchorId = {}, const QString &source = {});
    Q_INVOKABLE bool toggleAction(const QString &tokenId, const QString &action);
    Q_INVOKABLE bool moveInOrder(const QString &tokenId, int delta);
    // labyrinthian
    Q_INVOKABLE bool react(const QString &reactorId);
    Q_INVOKABLE bool setDieModifier(const QString &tokenId, int modifier);
    // The Saving Throw asked for by saveRequested; a failure also puts the token back where it
    // came from, knocked prone, in the same step.
    Q_INVOKABLE bool savingThrow(const QString &tokenId, const QString &pool, int modifier,
                                 const QString &fromPosition = {}, const QString &fromLevel = {});
    // paces: returns "" or why the defense is not allowed.
    Q_INVOKABLE QString defend(const QString &targetId, double threat, const QString &pool);
    Q_INVOKABLE bool yieldTo(const QString &attackerId, const QString &targetId,
                             const QString &dice, bool melee, const QString &pool);
    // classic: returns the damage dealt, or -1 when refused.
    Q_INVOKABLE int classicAttack(const QString &attackerId, const QString &targetId, int level,
                                  int sides, int magicBonus, double bonus, bool power, bool sneak);
    Q_INVOKABLE int classicDiceCount(int level) const;
    // A token's stat (docs/file-format.md §5), for the popups' defaults.
    Q_INVOKABLE double tokenStat(const QString &tokenId, const QString &name,
                                 double fallback = 0) const;

    // A move of the acting combatant `tokenId` set off these traps (docs/rules.md §12): one
    // secret log line each, naming the trap and where, as one undo step. False when no fight
    // runs or it is another's turn.
    bool logTrapsSetOff(const QString &tokenId, const QList<TrapTriggers::Sprung> &sprung);

Q_SIGNALS:
    void documentChanged();
    void stateChanged();
    void lastRollChanged();
    void areaAlertsChanged();
    // meters: a committed move of the combatant whose turn it is entered FIELD or ZONE areas;
    // one text for each (docs/rules.md §7.4).
    void areaAlert(const QString &tokenId, const QStringList &texts);
    // labyrinthian: a combatant entered a position whose energy modifier asks for a Saving
    // Throw (docs/rules.md §7.2).
    void saveRequested(const QString &tokenId, const QString &tokenName, const QString &pool,
                       const QString &poolName, int modifier, const QString &positionName,
                       const QString &fromPosition, const QString &fromLevel);
    void refused(const QString &reason);

private:
    [[nodiscard]] QString rollExpression() const;
    bool perform(const QString &text, const std::function<bool(CombatRunner &)> &action);
    void refresh();
    void watchMoves(int index);
    void watchAreas(int index);
    [[nodiscard]] QVariantMap rowFor(const CombatRunner &runner, const CombatState::Combatant &c,
                                     const QStringList &waiting, const QString &suggested) const;
    [[nodiscard]] const Encounter *encounter() const;

    QPointer<EncounterDocument> m_document;
    DiceRoller m_dice;
    CombatantListModel *m_combatants;
    CombatLogModel *m_log;
    QString m_lastRoll;
    // Where each token stood, to notice a move into a position that asks for a Saving Throw.
    QHash<QString, QPair<QString, QString>> m_places;
    // Where each token's anchor stood (square boards), to follow a move into FIELD and ZONE areas.
    QHash<QString, QPoint> m_anchors;
    QStringList m_areaAlerts;
    QString m_alertTurn;        // "round/current" the alerts belong to
    bool m_puttingBack = false; // a failed Saving Throw moves the token back: no new question
};
