#pragma once

#include "live/liveframe.h"

#include "engine/tacticalmap.h"

#include <QColor>
#include <QHash>
#include <QObject>
#include <QPoint>
#include <QRect>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QVector>
#include <QtQml/qqmlregistration.h>
#include <memory>

// The tactical map of docs/rules.md §1.10 for the board: the GM picks a target for a token,
// and while that token is the focus (selected or dragged) every anchor it can reach this turn
// is scored against the target by TacticalMap. It reads LiveFrames and never calls back into
// the LiveAnalysis. The cells come from the committed encounter and the frame's MovementField
// (the focus token's start), so they are cached by (committed encounter, field, target,
// budget): a drag that does not change the start reuses them. GM only: a players' frame, or a
// disabled model (the player window), shows nothing. TacticalMapItem draws it.
class TacticalMapModel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    // Off: no map at all (the player window).
    Q_PROPERTY(bool enabled READ isEnabled WRITE setEnabled NOTIFY enabledChanged)
    // The map being shown: whose it is, against whom, and its scores.
    Q_PROPERTY(bool active READ isActive NOTIFY mapChanged)
    Q_PROPERTY(QString tokenId READ tokenId NOTIFY mapChanged)
    Q_PROPERTY(QString targetId READ targetId NOTIFY mapChanged)
    Q_PROPERTY(QString tokenName READ tokenName NOTIFY mapChanged)
    Q_PROPERTY(QString targetName READ targetName NOTIFY mapChanged)
    Q_PROPERTY(int maxScore READ maxScore NOTIFY mapChanged)
    Q_PROPERTY(int bestScore READ bestScore NOTIFY mapChanged)
    Q_PROPERTY(int cellCount READ cellCount NOTIFY mapChanged)
    // Every target picked so far, by token id (a token keeps its target while another is
    // selected); a change to it is a change of `targets`.
    Q_PROPERTY(QVariantMap targets READ targets NOTIFY targetsChanged)
    // The reasons of the cell under the pointer, for the hover note ("" for none).
    Q_PROPERTY(QString pointerNote READ pointerNote NOTIFY pointerNoteChanged)
    Q_PROPERTY(QPoint pointerNoteCell READ pointerNoteCell NOTIFY pointerNoteChanged)
    // How long the last computation took, and how many there were (the cache's witness).
    Q_PROPERTY(double computeMilliseconds READ computeMilliseconds NOTIFY mapChanged)
    Q_PROPERTY(int computeCount READ computeCount NOTIFY mapChanged)

public:
    explicit TacticalMapModel(QObject *parent = nullptr);

    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] bool isEnabled() const { return m_enabled; }
    void setEnabled(bool on);

    [[nodiscard]] bool isActive() const { return !m_cells.isEmpty(); }
    [[nodiscard]] QString tokenId() const { return m_tokenId; }
    [[nodiscard]] QString targetId() const { return m_targetId; }
    [[nodiscard]] QString tokenName() const;
    [[nodiscard]] QString targetName() const;
    [[nodiscard]] int maxScore() const { return m_maxScore; }
    [[nodiscard]] int bestScore() const { return m_bestScore; }
    [[nodiscard]] int cellCount() const { return int(m_cells.size()); }
    [[nodiscard]] QVariantMap targets() const;
    [[nodiscard]] QString pointerNote() const { return m_pointerNote; }
    [[nodiscard]] QPoint pointerNoteCell() const { return m_pointerNoteCell; }
    [[nodiscard]] double computeMilliseconds() const { return m_milliseconds; }
    [[nodiscard]] int computeCount() const { return m_computeCount; }

    // The scored cells of the shown map (empty when inactive), and the target's footprint.
    [[nodiscard]] const QVector<TacticalMap::Cell> &cells() const { return m_cells; }
    [[nodiscard]] QRect targetRect() const { return m_targetRect; }

    // `tokenId`'s target from now on ("" clears it); false for an unknown token or itself.
    Q_INVOKABLE bool setTarget(const QString &tokenId, const QString &targetId);
    Q_INVOKABLE void clearTarget(const QString &tokenId);
    // Sets `targetId` as the target, or clears it when it is already the one (the T key).
    Q_INVOKABLE bool toggleTarget(const QString &tokenId, const QString &targetId);
    [[nodiscard]] Q_INVOKABLE QString targetOf(const QString &tokenId) const;
    // The tokens a menu offers as targets for `tokenId`: enemies first, then the rest, nearest
    // first, at most `limit`; each {tokenId, name, enemy}.
    [[nodiscard]] Q_INVOKABLE QVariantList candidatesFor(const QString &tokenId,
                                                         int limit = 12) const;
    // A shown cell by anchor: {score, maxScore, reasons, cost}, or an empty map.
    [[nodiscard]] Q_INVOKABLE QVariantMap cellAt(int x, int y) const;

    // The ramp the map is shaded with, from 0 (poor: deep red) over yellow to 1 (best: green),
    // opaque; and a score's colour on it.
    [[nodiscard]] static QColor rampColor(double t);
    [[nodiscard]] Q_INVOKABLE QColor scoreColor(int score) const;

Q_SIGNALS:
    void frameChanged();
    void enabledChanged();
    void mapChanged();
    void targetsChanged();
    void pointerNoteChanged();

private:
    void refresh();
    void clearMap();
    void refreshPointerNote();
    [[nodiscard]] QString noteFor(const TacticalMap::Cell &cell) const;

    LiveFrame m_frame;
    bool m_enabled = true;
    QHash<QString, QString> m_targets;

    // What the shown cells were computed from; the pointers are held, so they are never reused.
    std::shared_ptr<const Encounter> m_ofEncounter;
    std::shared_ptr<const MovementField> m_ofField;
    double m_ofBudget = -1;
    QString m_tokenId;
    QString m_targetId;
    QVector<TacticalMap::Cell> m_cells;
    QHash<QPoint, int> m_cellIndex;
    QRect m_targetRect;
    int m_maxScore = 0;
    int m_bestScore = 0;
    double m_milliseconds = 0;
    int m_computeCount = 0;
    QString m_pointerNote;
    QPoint m_pointerNoteCell{-1, -1};
};
