#pragma once

#include "live/liveanalysis.h"

#include <QHash>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QString>
#include <QVector>
#include <QtQml/qqmlregistration.h>
#include <memory>

// Movement split around the Action (`classic`, seed 004: "some or all occurring before an
// Action, and the remainder taking place after"; docs/rules.md §1.9). While a token is dragged,
// markAction() takes the dragged cell as the token's action point: the cost of the path so far
// is spent before the Action, and the rest of its Speed is left for after it. The model tells
// its LiveAnalysis the movement spent (LiveAnalysis::setSpentMovement), so the reachable area
// and the path from the token's next place use only what is left; each later drop of the token
// adds the cost of its path (recordMove). The total movement of the turn so stays within the
// Speed. An undo that puts the token back where an earlier step of the turn left it goes back
// to what was spent then (back to the turn's start forgets the action point); clear() ends the
// turn (a new turn in a fight, the GM's Escape).
class ActionPointModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(LiveAnalysis *live READ live WRITE setLive NOTIFY liveChanged)
    // The focus token's action point, if it has one this turn.
    Q_PROPERTY(bool active READ isActive NOTIFY changed)
    Q_PROPERTY(QString tokenId READ tokenId NOTIFY changed)
    Q_PROPERTY(QPoint cell READ cell NOTIFY changed)
    Q_PROPERTY(double speed READ speed NOTIFY changed)
    Q_PROPERTY(double before READ before NOTIFY changed)
    Q_PROPERTY(double after READ after NOTIFY changed)
    Q_PROPERTY(double left READ left NOTIFY changed)
    // "Speed 6: 4 before the Action, 2 left" (after more moves: "…, 1 after, 1 left").
    Q_PROPERTY(QString text READ text NOTIFY changed)

public:
    explicit ActionPointModel(QObject *parent = nullptr);

    [[nodiscard]] LiveAnalysis *live() const { return m_live; }
    void setLive(LiveAnalysis *live);

    [[nodiscard]] bool isActive() const { return current() != nullptr; }
    [[nodiscard]] QString tokenId() const;
    [[nodiscard]] QPoint cell() const;
    [[nodiscard]] double speed() const;
    [[nodiscard]] double before() const;
    [[nodiscard]] double after() const;
    [[nodiscard]] double left() const;
    [[nodiscard]] QString text() const;
    // The movement a token spent this turn (0 without an action point).
    [[nodiscard]] Q_INVOKABLE double spent(const QString &tokenId) const;

    // Marks the dragged cell as the dragged token's action point. False (nothing marked) when
    // nothing is dragged on a square board, the token already acted this turn, or the cell
    // cannot be reached within its Speed.
    Q_INVOKABLE bool markAction();
    // A drop of `tokenId` whose path cost `cost`: after its Action, that is spent too.
    Q_INVOKABLE void recordMove(const QString &tokenId, int cost);
    // Forgets a token's action point ("" for every token's: a new turn).
    Q_INVOKABLE void clear(const QString &tokenId = QString());

Q_SIGNALS:
    void liveChanged();
    void changed();

private:
    struct Step {
        QPoint anchor; // where the token stood after this part of its move
        double spent = 0;
    };
    struct Record {
        QString tokenId;
        QPoint start; // the turn's start: the anchor before the first move
        QPoint action;
        double speed = 0;
        double before = 0;
        QVector<Step> steps; // the action point first, then each later drop
        bool moving = false; // a recorded move is waiting for the document to show it
        [[nodiscard]] double spent() const { return steps.isEmpty() ? 0 : steps.last().spent; }
    };

    [[nodiscard]] const Record *current() const;
    void onFrame();
    void apply(const QString &tokenId);

    QPointer<LiveAnalysis> m_live;
    QHash<QString, Record> m_records;
    const void *m_seenCommitted = nullptr;
    QString m_lastFocus;
};
