#pragma once

#include "document/encounterdocument.h"
#include "live/dragpreview.h"
#include "live/liveframe.h"
#include "live/positionoverlaymodel.h"
#include "live/surroundedbadgemodel.h"
#include "live/tokenrelationmodel.h"

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

class DragPreviewWorker;
class WorkerGate;

// The engine's live results for an EncounterDocument in one perspective (docs/rules.md §3,
// §4): the GM's, or the players' (hidden tokens left out). It applies each EncounterChange
// the document reports to its analysis incrementally, and keeps a drag preview: while a token
// is dragged, the results are those of the encounter with the token at the pointer, computed
// by one incremental update per pointer move on a scratch copy. On a square board that update
// runs on a worker thread, newest move wins, so the UI thread never waits for it
// (docs/architecture.md §4.13); committed edits are applied at once. After each update it
// publishes one LiveFrame to its overlay models and to QML (`frame`, for SquareOverlayItem);
// none of them reads back from here. QML computes none of it.
class LiveAnalysis : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // Whose view: the GM's (every token) or the players' (as if hidden tokens were absent).
    Q_PROPERTY(View perspective READ view WRITE setView NOTIFY perspectiveChanged)
    // The token whose relations are shown when nothing is dragged.
    Q_PROPERTY(
        QString selectedToken READ selectedToken WRITE setSelectedToken NOTIFY selectedTokenChanged)
    // The last published frame.
    Q_PROPERTY(LiveFrame frame READ frame NOTIFY frameChanged)
    // The token the overlays are about: the dragged one, else the selected one.
    Q_PROPERTY(QString focusToken READ focusToken NOTIFY focusTokenChanged)
    Q_PROPERTY(bool dragging READ isDragging NOTIFY dragChanged)
    // The dragged token and its square (the Combat Grid's place is C++ only: dragPosition()).
    Q_PROPERTY(QString dragToken READ dragToken NOTIFY dragChanged)
    Q_PROPERTY(QPoint dragCell READ dragCell NOTIFY dragChanged)
    // Square drags run on a worker thread (the program's default); false computes each move
    // before setDrag returns (tests, the screenshot mode).
    Q_PROPERTY(
        bool asynchronous READ isAsynchronous WRITE setAsynchronous NOTIFY asynchronousChanged)
    // The frame shown answers an older pointer move than the newest: the drag's results are
    // still being worked out.
    Q_PROPERTY(bool updating READ isUpdating NOTIFY updatingChanged)

    // Movement of the focus token from where it stands (docs/rules.md §1.7, §2.3).
    Q_PROPERTY(double movementBudget READ movementBudget NOTIFY frameChanged)
    // The square under the pointer (hover or drag); (-1, -1) for none.
    Q_PROPERTY(QPoint pointerCell READ pointerCell WRITE setPointerCell NOTIFY frameChanged)
    // The pointer cell (or the dragged position and level) is within the focus token's move;
    // pointerCost() is its cheapest cost, pathText says it in words.
    Q_PROPERTY(bool pointerWithinBudget READ pointerWithinBudget NOTIFY frameChanged)
    // The path being dragged: its cost (-1 without one) and the enemies who would hinder it.
    Q_PROPERTY(int pathCost READ pathCost NOTIFY frameChanged)
    Q_PROPERTY(QStringList pathHinderedBy READ pathHinderedBy NOTIFY frameChanged)
    // "Move 4 of 5 · hindered by Thug, Cutthroat", for a label at the pointer.
    Q_PROPERTY(QString pathText READ pathText NOTIFY frameChanged)

    Q_PROPERTY(SurroundedBadgeModel *surroundedBadges READ surroundedBadges CONSTANT)
    Q_PROPERTY(TokenRelationModel *relations READ relations CONSTANT)
    Q_PROPERTY(PositionOverlayModel *positionOverlay READ positionOverlay CONSTANT)

public:
    // Perspective for QML (the core enum has no meta-object).
    enum class View { GameMaster, Players };
    Q_ENUM(View)

    explicit LiveAnalysis(QObject *parent = nullptr);
    ~LiveAnalysis() override;

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] Perspective perspective() const { return m_perspective; }
    [[nodiscard]] View view() const
    {
        return m_perspective == Perspective::Players ? View::Players : View::GameMaster;
    }
    void setView(View view);
    [[nodiscard]] QString selectedToken() const { return m_selected; }
    void setSelectedToken(const QString &tokenId);
    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    [[nodiscard]] QString focusToken() const { return m_drag ? m_drag->tokenId : m_selected; }
    [[nodiscard]] bool isDragging() const { return m_drag.has_value(); }
    [[nodiscard]] QString dragToken() const { return m_drag ? m_drag->tokenId : QString(); }
    [[nodiscard]] QPoint dragCell() const { return m_drag ? m_drag->cell : QPoint(-1, -1); }
    [[nodiscard]] QString dragPosition() const { return m_drag ? m_drag->position : QString(); }
    [[nodiscard]] QString dragLevel() const { return m_drag ? m_drag->level : QString(); }
    [[nodiscard]] bool isAsynchronous() const { return m_asynchronous; }
    void setAsynchronous(bool on);
    [[nodiscard]] bool isUpdating() const { return m_updating; }
    // The newest drag request (LiveFrame::dragRequest is the one the frame answers).
    [[nodiscard]] int dragRequest() const { return m_requestSerial; }
    // How long the shown square preview step took to compute (--bench-drag), in ms.
    [[nodiscard]] double previewMilliseconds() const { return m_shown ? m_shown->milliseconds : 0; }
    // How long the last publish took on this thread, the readers of `frameChanged` included.
    [[nodiscard]] double publishMilliseconds() const { return m_publishMilliseconds; }
    // The program runs drags asynchronously; a test process (QStandardPaths test mode, which
    // every test main turns on) starts synchronous, as its checks read the frame right away.
    [[nodiscard]] static bool asynchronousByDefault();
    // Tests: the drag preview worker passes `gate` after each step, before it posts the result
    // (DragPreviewWorker::setGate), so a race with the UI thread is staged without sleeping.
    void setWorkerGate(std::shared_ptr<WorkerGate> gate);

    [[nodiscard]] QString unitName() const { return m_frame.unitName; }
    [[nodiscard]] double movementBudget() const { return m_frame.budget; }
    [[nodiscard]] QPoint pointerCell() const { return m_frame.pointer; }
    void setPointerCell(QPoint cell);
    [[nodiscard]] int pointerCost() const { return m_frame.pointerCost; }
    [[nodiscard]] bool pointerWithinBudget() const { return m_frame.pointerWithinBudget(); }
    [[nodiscard]] int pathCost() const;
    [[nodiscard]] QStringList pathHinderedBy() const;
    [[nodiscard]] QString pathText() const;

    [[nodiscard]] SurroundedBadgeModel *surroundedBadges() const { return m_badges; }
    [[nodiscard]] TokenRelationModel *relations() const { return m_relations; }
    [[nodiscard]] PositionOverlayModel *positionOverlay() const { return m_positionOverlay; }

    // The drag preview of a square board: `cell` is the token's new anchor. Each call is one
    // incremental update of the preview from the previous one, on the worker when
    // `asynchronous` (the frame follows when it is done). False (and no preview) for an
    // unknown token, another board kind, or an anchor off the map.
    Q_INVOKABLE bool setDrag(const QString &tokenId, QPoint cell);
    // The same on the Combat Grid: a ground position id and a level id ("elevated", "ground").
    // Its graph is small, so this one is always computed at once.
    Q_INVOKABLE bool setDragPosition(const QString &tokenId, const QString &position,
                                     const QString &level);
    // Back to the document's own state.
    Q_INVOKABLE void clearDrag();

    // The reason a token is surrounded ("Surrounded — no way out: Thug, Cutthroat"), or an
    // empty string, in the shown state (the drag preview while dragging).
    Q_INVOKABLE QString surroundedReason(const QString &tokenId) const;

    // Movement a token already spent this turn (classic: before and after its Action, kept by
    // ActionPointModel, docs/rules.md §1.9): its budget is its default budget less this. 0
    // forgets it.
    Q_INVOKABLE void setSpentMovement(const QString &tokenId, double spent);
    [[nodiscard]] double spentMovement(const QString &tokenId) const
    {
        return m_spent.value(tokenId, 0);
    }

    // Short-hands for the current frame's parts (null until a document with a board of that
    // kind is set).
    [[nodiscard]] const Encounter *shownEncounter() const { return m_frame.encounter.get(); }
    [[nodiscard]] const SquareAnalysis *squareAnalysis() const { return m_frame.square.get(); }
    [[nodiscard]] const PositionAnalysis *positionAnalysis() const
    {
        return m_frame.positions.get();
    }
    [[nodiscard]] const SquareAnalysis *committedSquareAnalysis() const { return m_square.get(); }
    [[nodiscard]] const PositionAnalysis *committedPositionAnalysis() const
    {
        return m_positions.get();
    }
    [[nodiscard]] const MovementField *movementField() const { return m_frame.field.get(); }
    [[nodiscard]] const QVector<MovementField::Reached> &reachableCells() const
    {
        return m_frame.reachable;
    }
    [[nodiscard]] const std::optional<MovementField::Path> &path() const { return m_frame.path; }
    [[nodiscard]] const PositionMovement *positionMovement() const
    {
        return m_frame.placeField.get();
    }
    [[nodiscard]] const std::optional<PositionMovement::Route> &route() const
    {
        return m_frame.route;
    }

Q_SIGNALS:
    void documentChanged();
    void perspectiveChanged();
    void selectedTokenChanged();
    void focusTokenChanged();
    void dragChanged();
    // A new frame was published (a document edit, a drag frame, the pointer, the selection).
    void frameChanged();
    void asynchronousChanged();
    void updatingChanged();

private:
    struct Drag {
        QString tokenId;
        QPoint cell{-1, -1};
        QString position;
        QString level;
    };

    void onReset();
    // Applies one change the document reported to the committed analysis, then refreshes
    // the preview and the movement, and publishes.
    void onChanged(const EncounterChange &change);
    void rebuildAll();
    // The document's state as the next frame's snapshot, with the names and colours.
    void takeSnapshot();
    // Starts the preview over from the committed state, then moves the token to the drag.
    bool restartPreview();
    bool applyPositionDrag();
    void dropPreview();
    // Asks for the square preview of the drag as it is now: computed here, or queued on the
    // worker.
    void requestSquarePreview();
    // A finished square preview step: shown if it still belongs to this drag.
    [[nodiscard]] bool acceptPreview(const DragPreview::Result &result);
    void refreshUpdating();
    void refreshMovement();
    // Builds the next frame; `results` says whether the analysis changed (the overlay models
    // refresh then), not only the pointer.
    void publish(bool results = true);
    [[nodiscard]] bool hasSquare() const { return m_square != nullptr; }
    [[nodiscard]] bool hasPositions() const { return m_positions != nullptr; }

    QPointer<EncounterDocument> m_document;
    Perspective m_perspective = Perspective::GameMaster;
    QString m_selected;
    QString m_lastFocus;
    std::optional<Drag> m_drag;

    // The document's state the committed results are of: a snapshot taken after each change
    // (the movement field points into it), never compared with anything. It and everything
    // below that a frame can hold is replaced, never changed in place: a frame may be read on
    // another thread (the worker, the render thread).
    std::shared_ptr<const Encounter> m_snapshot;
    // The document's whole encounter (the same as the snapshot in the GM's perspective): the
    // light is computed on it, hidden bearers included.
    std::shared_ptr<const Encounter> m_whole;
    QHash<QString, QString> m_names;
    QHash<QString, QColor> m_sideColors;
    // The committed analysis, typed by the board's kind.
    std::shared_ptr<const SquareAnalysis> m_square;
    std::shared_ptr<const PositionAnalysis> m_positions;
    // The committed light (LiveFrame::light).
    std::shared_ptr<const LightField> m_light;
    // Counts the committed states: a preview step of an older one is dropped.
    int m_generation = 0;

    // The square drag preview: the newest request's serial, the step shown, the scratch state
    // of the synchronous mode (the worker keeps its own).
    bool m_asynchronous = asynchronousByDefault();
    bool m_updating = false;
    int m_requestSerial = 0;
    // The serial of the current drag's first request: a step of an earlier drag is never shown,
    // even of the same token picked up again after clearDrag (which forgets m_shown).
    int m_dragFirstSerial = 0;
    std::optional<DragPreview::Result> m_shown;
    std::shared_ptr<WorkerGate> m_workerGate; // tests (setWorkerGate)
    DragPreview m_preview;
    // The Combat Grid's drag preview: a scratch encounter with the dragged token moved, and its
    // analysis.
    std::shared_ptr<Encounter> m_positionScratch;
    std::shared_ptr<const PositionAnalysis> m_previewPositions;

    // Movement of the focus token.
    QString m_fieldToken; // whose field m_field / m_placeField is
    std::shared_ptr<const MovementField> m_field;
    std::shared_ptr<const PositionMovement> m_placeField;
    QVector<MovementField::Reached> m_reachable;
    double m_budget = 0;
    QHash<QString, double> m_spent; // setSpentMovement
    QPoint m_pointer{-1, -1};
    int m_boardRevision = 0; // LiveFrame::boardRevision
    double m_publishMilliseconds = 0;

    LiveFrame m_frame;
    SurroundedBadgeModel *m_badges;
    TokenRelationModel *m_relations;
    PositionOverlayModel *m_positionOverlay;
    // Made on the first asynchronous drag; declared last, so it stops (and waits for its step)
    // before anything it reports to goes.
    std::unique_ptr<DragPreviewWorker> m_worker;
};
