#pragma once

#include "encounterdocument.h"
#include "engine/movementfield.h"
#include "engine/positionanalysis.h"
#include "engine/positionmovement.h"
#include "engine/squareanalysis.h"
#include "model/encounter.h"
#include "positionoverlaymodel.h"
#include "surroundedbadgemodel.h"
#include "tokenrelationmodel.h"

#include <QColor>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

// The engine's live results for the GM's view of an EncounterDocument (rules.md §4), kept
// incrementally from the document's typed signals, plus a drag preview: while a token is
// dragged, the results are those of the encounter with the token at the pointer, computed
// by one incremental update per frame on a scratch copy. The overlays (SquareOverlayItem and
// the models below) read everything from here; QML computes none of it.
class LiveAnalysis : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // The token whose relations are shown when nothing is dragged.
    Q_PROPERTY(
        QString selectedToken READ selectedToken WRITE setSelectedToken NOTIFY selectedTokenChanged)
    // The token the overlays are about: the dragged one, else the selected one.
    Q_PROPERTY(QString focusToken READ focusToken NOTIFY focusTokenChanged)
    Q_PROPERTY(bool dragging READ isDragging NOTIFY dragChanged)
    Q_PROPERTY(QString dragToken READ dragToken NOTIFY dragChanged)
    Q_PROPERTY(QPoint dragCell READ dragCell NOTIFY dragChanged)
    Q_PROPERTY(QString dragPosition READ dragPosition NOTIFY dragChanged)
    Q_PROPERTY(QString dragLevel READ dragLevel NOTIFY dragChanged)
    // Bumped whenever any result changes, so QML bindings on Q_INVOKABLE look-ups re-run.
    Q_PROPERTY(int revision READ revision NOTIFY resultsChanged)

    // Movement of the focus token from where it stands (rules.md §1.7, §2.3).
    Q_PROPERTY(QString unitName READ unitName NOTIFY documentChanged)
    Q_PROPERTY(double movementBudget READ movementBudget NOTIFY movementChanged)
    // The square under the pointer (hover or drag); (-1, -1) for none.
    Q_PROPERTY(QPoint pointerCell READ pointerCell WRITE setPointerCell NOTIFY movementChanged)
    // The cheapest cost to end the focus token's move with its anchor on the pointer cell (or
    // at the dragged position and level); -1 when it cannot end there.
    Q_PROPERTY(int pointerCost READ pointerCost NOTIFY movementChanged)
    Q_PROPERTY(bool pointerWithinBudget READ pointerWithinBudget NOTIFY movementChanged)
    // The path being dragged: its cost (-1 without one) and the enemies who would hinder it.
    Q_PROPERTY(int pathCost READ pathCost NOTIFY movementChanged)
    Q_PROPERTY(QStringList pathHinderedBy READ pathHinderedBy NOTIFY movementChanged)
    // "4 paces of 5 · hindered by Thug, Cutthroat", for a label at the pointer.
    Q_PROPERTY(QString pathText READ pathText NOTIFY movementChanged)

    Q_PROPERTY(SurroundedBadgeModel *surroundedBadges READ surroundedBadges CONSTANT)
    Q_PROPERTY(TokenRelationModel *relations READ relations CONSTANT)
    Q_PROPERTY(PositionOverlayModel *positionOverlay READ positionOverlay CONSTANT)

public:
    explicit LiveAnalysis(QObject *parent = nullptr);
    ~LiveAnalysis() override;

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] QString selectedToken() const { return m_selected; }
    void setSelectedToken(const QString &tokenId);
    [[nodiscard]] QString focusToken() const { return m_drag ? m_drag->tokenId : m_selected; }
    [[nodiscard]] bool isDragging() const { return m_drag.has_value(); }
    [[nodiscard]] QString dragToken() const { return m_drag ? m_drag->tokenId : QString(); }
    [[nodiscard]] QPoint dragCell() const { return m_drag ? m_drag->cell : QPoint(-1, -1); }
    [[nodiscard]] QString dragPosition() const { return m_drag ? m_drag->position : QString(); }
    [[nodiscard]] QString dragLevel() const { return m_drag ? m_drag->level : QString(); }
    [[nodiscard]] int revision() const { return m_revision; }

    [[nodiscard]] QString unitName() const;
    [[nodiscard]] double movementBudget() const { return m_budget; }
    [[nodiscard]] QPoint pointerCell() const { return m_pointer; }
    void setPointerCell(QPoint cell);
    [[nodiscard]] int pointerCost() const;
    [[nodiscard]] bool pointerWithinBudget() const;
    [[nodiscard]] int pathCost() const { return m_path ? m_path->cost : -1; }
    [[nodiscard]] QStringList pathHinderedBy() const;
    [[nodiscard]] QString pathText() const;

    [[nodiscard]] SurroundedBadgeModel *surroundedBadges() const { return m_badges; }
    [[nodiscard]] TokenRelationModel *relations() const { return m_relations; }
    [[nodiscard]] PositionOverlayModel *positionOverlay() const { return m_positionOverlay; }

    // The drag preview of a square board: `cell` is the token's new anchor. Each call is one
    // incremental update of the preview from the previous frame. False (and no preview) for
    // an unknown token, another board kind, or an anchor off the map.
    Q_INVOKABLE bool setDrag(const QString &tokenId, QPoint cell);
    // The same on the Combat Grid: a ground position id and a level id ("elevated", "ground").
    Q_INVOKABLE bool setDragPosition(const QString &tokenId, const QString &position,
                                     const QString &level);
    // Back to the document's own state.
    Q_INVOKABLE void clearDrag();

    // The reason a token is surrounded ("Surrounded — no way out: Thug, Cutthroat"), or an
    // empty string, in the shown state (the drag preview while dragging).
    Q_INVOKABLE QString surroundedReason(const QString &tokenId) const;

    // What the overlays draw, all in the shown state: the preview while dragging, else the
    // document's. Null until a document with a board of that kind is set.
    [[nodiscard]] const Encounter *shownEncounter() const;
    [[nodiscard]] const SquareAnalysis *squareAnalysis() const;
    [[nodiscard]] const PositionAnalysis *positionAnalysis() const;
    // The analysis of the document's own state, which the preview started from.
    [[nodiscard]] const SquareAnalysis *committedSquareAnalysis() const;
    [[nodiscard]] const PositionAnalysis *committedPositionAnalysis() const;
    [[nodiscard]] const Encounter &committedEncounter() const { return m_committed; }

    // Square movement of the focus token, from the cell it stands on in the document (a
    // drag shows where it can go from there): the field searched without a budget (so the
    // pointer's cost shows beyond it), the anchors within the default budget, and the path
    // to the dragged anchor.
    [[nodiscard]] const MovementField *movementField() const { return m_field.get(); }
    [[nodiscard]] const QVector<MovementField::Reached> &reachableCells() const
    {
        return m_reachable;
    }
    [[nodiscard]] const std::optional<MovementField::Path> &path() const { return m_path; }
    // Combat Grid movement of the focus token (every reachable place, whatever the budget).
    [[nodiscard]] const PositionMovement *positionMovement() const { return m_placeField.get(); }
    [[nodiscard]] const std::optional<PositionMovement::Route> &route() const { return m_route; }

    [[nodiscard]] QColor sideColor(const QString &sideId) const;
    // A token's display name in the shown state (its id when it has none).
    [[nodiscard]] QString tokenName(const QString &tokenId) const;
    [[nodiscard]] QStringList tokenNames(const QStringList &tokenIds) const;

Q_SIGNALS:
    void documentChanged();
    void selectedTokenChanged();
    void focusTokenChanged();
    void dragChanged();
    // The analysis results changed (a document edit, a drag frame, clearDrag).
    void resultsChanged();
    // The movement overlay changed: focus, budget, area, pointer, path.
    void movementChanged();

private:
    struct Drag {
        QString tokenId;
        QPoint cell{-1, -1};
        QString position;
        QString level;
    };

    void onReset();
    void onBoardChanged();
    void onTokenChanged(int index);
    void onTokenInserted(int index);
    void onTokenRemoved(int index);
    // Applies one change of the document to the committed analysis, then refreshes the
    // preview and the movement, and publishes.
    void commit(const EncounterChange &change);
    void rebuildAll();
    // Starts the preview over from the committed state, then moves the token to the drag.
    bool restartPreview();
    bool applyDrag();
    void refreshMovement();
    void refreshPath();
    void publish();
    [[nodiscard]] bool isSquare() const;
    [[nodiscard]] bool isPositions() const;

    QPointer<EncounterDocument> m_document;
    QString m_selected;
    QString m_lastFocus;
    std::optional<Drag> m_drag;
    int m_revision = 0;

    // The document's state as the committed analysis knows it: a shallow copy, so the
    // signal handlers can see what a token or the board was before the change.
    Encounter m_committed;
    std::unique_ptr<Analysis> m_analysis;
    // The drag preview: a scratch encounter with the dragged token moved, and its analysis.
    Encounter m_scratch;
    std::unique_ptr<Analysis> m_preview;

    // Movement of the focus token.
    QString m_fieldToken; // whose field m_field / m_placeField is
    std::unique_ptr<MovementField> m_field;
    std::unique_ptr<PositionMovement> m_placeField;
    QVector<MovementField::Reached> m_reachable;
    std::optional<MovementField::Path> m_path;
    std::optional<PositionMovement::Route> m_route;
    double m_budget = 0;
    QPoint m_pointer{-1, -1};

    SurroundedBadgeModel *m_badges;
    TokenRelationModel *m_relations;
    PositionOverlayModel *m_positionOverlay;
};
