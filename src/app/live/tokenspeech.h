#pragma once

#include "document/encounterdocument.h"
#include "live/liveframe.h"
#include "model/combatstate.h"

#include <QAccessible>
#include <QHash>
#include <QMap>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

// What a screen reader says about each token (issue #25): "Kara, Party, at column 7 row 7, in
// cover from Thug, surrounded by Cutthroat and Thug, 3 of 5 Poise", from a LiveFrame and the
// fight in its document, in the frame's perspective (a players' frame knows no hidden token). It
// also notices what changed for the listener between two committed states: a new turn, a token
// surrounded or out of cover, a condition, a pool down to 0, a token that moved.
//
// Nothing is built while no assistive technology is listening (QAccessible::isActive()), nor
// for a drag frame: drag frames are the app's hottest path (README, Performance). The readings
// follow the document's committed states only.
class TokenSpeech : public QObject, public QAccessible::ActivationObserver
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    // The document the frame is of, for the fight: a change of turn or pool is no new frame.
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // Every shown token's reading by id; empty while no assistive technology listens.
    Q_PROPERTY(QVariantMap byToken READ byToken NOTIFY byTokenChanged)
    // Whether it reports changes (announcement): the GM's window does, the players' not.
    Q_PROPERTY(bool announces READ announces WRITE setAnnounces NOTIFY announcesChanged)

public:
    // The facts a reading is made of, as ids and numbers, so two states can be compared.
    struct Facts {
        QString tokenId;
        QString name;
        QString sideName;
        bool square = true;
        QPoint cell;
        QString position; // the place's name on the Combat Grid
        QString level;    // the level's name there, "" on the ground
        bool hidden = false;
        QStringList coverFrom;                          // enemy ids that see it with cover
        bool seenInTheOpen = false;                     // some enemy sees it without cover
        QStringList surroundedBy;                       // enemy ids
        QStringList flankedBy;                          // Combat Grid: enemy ids flanking it
        QStringList engagedWith;                        // Combat Grid: enemy ids
        QStringList conditions;                         // condition ids
        QList<QPair<QString, CombatState::Pool>> pools; // pool id, value, in the rules' order

        friend bool operator==(const Facts &, const Facts &) = default;
    };

    explicit TokenSpeech(QObject *parent = nullptr);
    ~TokenSpeech() override;

    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] QVariantMap byToken() const { return m_byToken; }
    [[nodiscard]] bool announces() const { return m_announces; }
    void setAnnounces(bool on);

    // The facts of one token in a frame's shown state, with its pools in `combat` (none
    // without); an empty tokenId when the frame does not show it.
    [[nodiscard]] static Facts factsOf(const LiveFrame &frame, const CombatState *combat,
                                       const QString &tokenId);
    // The reading of a token, or "" for a token the frame does not show.
    [[nodiscard]] static QString describe(const LiveFrame &frame, const QString &tokenId,
                                          const CombatState *combat = nullptr);
    [[nodiscard]] static QString reading(const LiveFrame &frame, const Facts &facts);
    // What changed for one token between two states, one sentence each ("Kara is surrounded
    // by Cutthroat and Thug."); `names` gives the names of the newer state.
    [[nodiscard]] static QStringList changes(const LiveFrame &frame, const Facts &before,
                                             const Facts &after);
    // "Kara's turn, round 2.", or "" between turns, out of a fight, and for a combatant the
    // frame does not show.
    [[nodiscard]] static QString turnText(const LiveFrame &frame, const CombatState *combat);
    // A list as the language says it: "Cutthroat and Thug".
    [[nodiscard]] static QString listOf(const QStringList &items);

    // Builds the readings even without an assistive technology (tests).
    void setForced(bool on);

Q_SIGNALS:
    void frameChanged();
    void documentChanged();
    void byTokenChanged();
    void announcesChanged();
    // Something changed that a listener should hear now.
    void announcement(const QString &text);

private:
    void accessibilityActiveChanged(bool active) override;
    [[nodiscard]] bool listening() const;
    // Reads the frame and the fight when either is new; `quiet` only takes them as the base.
    void refresh(bool quiet);
    void flush();

    LiveFrame m_frame;
    QPointer<EncounterDocument> m_document;
    std::optional<CombatState> m_combat;
    bool m_combatRead = false; // m_byToken holds m_combat's pools
    QVariantMap m_byToken;
    QHash<QString, Facts> m_facts;     // of the state m_byToken reads
    const void *m_readState = nullptr; // the analysis m_byToken was built from
    QStringList m_pending;             // told at the next turn of the event loop
    QString m_turn;                    // the last turn announced, as "token/round"
    bool m_announces = false;
    bool m_forced = false;
};
