#pragma once

#include "engine/lightfield.h"
#include "engine/movementfield.h"
#include "engine/perspective.h"
#include "engine/positionanalysis.h"
#include "engine/positionmovement.h"
#include "engine/squareanalysis.h"
#include "model/encounter.h"

#include <QColor>
#include <QHash>
#include <QMetaType>
#include <QPoint>
#include <QString>
#include <QStringList>
#include <QtQml/qqmlregistration.h>
#include <memory>
#include <optional>

// What a LiveAnalysis published last: the engine's results for one perspective, as one value
// that it hands to every overlay model and item (docs/architecture.md §4). Readers get it
// whole and never call back into the LiveAnalysis, so one class serves the GM's view and the
// players' alike. The shared pointers keep what it refers to alive, and nothing they point to
// changes once published: LiveAnalysis replaces its analyses instead of updating them in place,
// so a frame can be read on any thread and kept as long as a reader likes (docs/architecture.md
// §4.13).
struct LiveFrame {
    Q_GADGET
    QML_VALUE_TYPE(liveFrame)
    Q_PROPERTY(bool valid READ isValid)
    Q_PROPERTY(QString focusToken MEMBER focusToken)
    Q_PROPERTY(bool dragging READ isDragging)
    Q_PROPERTY(int serial MEMBER serial)
    Q_PROPERTY(int dragRequest MEMBER dragRequest)

public:
    Perspective perspective = Perspective::GameMaster;
    int serial = 0; // counts the frames a LiveAnalysis published
    // Counts the board's changes the rules read (terrain, walls, elevation; a new document):
    // results of the board alone (StealthOverlay's cover heat layer) are cached by it.
    int boardRevision = 0;

    // The shown state (the drag preview while a token is dragged, else the document's) and
    // its analysis: `square` on square boards, `positions` on the Combat Grid.
    std::shared_ptr<const Encounter> encounter;
    std::shared_ptr<const SquareAnalysis> square;
    std::shared_ptr<const PositionAnalysis> positions;
    // The document's own state, and on square boards its analysis (the hindering zones of a
    // dragged path come from it); the same as the shown ones when nothing is dragged.
    std::shared_ptr<const Encounter> committed;
    std::shared_ptr<const SquareAnalysis> committedSquare;
    // The light on a square board (docs/rules.md §8.1), from every token of the document,
    // hidden ones included in both perspectives: a hidden bearer's light is real. The drag
    // preview's while a token is dragged.
    std::shared_ptr<const LightField> light;

    // The token the overlays are about: the dragged one, else the selected one.
    QString focusToken;
    QString dragToken; // empty without a drag
    QPoint dragCell{-1, -1};
    // The square drag request the shown preview answers (LiveAnalysis::dragRequest counts
    // them); 0 without one. While it trails the newest, the overlays are catching up.
    int dragRequest = 0;
    QString dragPosition;
    QString dragLevel;

    // Movement of the focus token from where it stands in the document (docs/rules.md §1.7,
    // §2.3): the square field searched without a budget, the anchors within the budget, and
    // the path to the dragged anchor; on the Combat Grid, every reachable place and the route.
    std::shared_ptr<const MovementField> field;
    QVector<MovementField::Reached> reachable;
    std::optional<MovementField::Path> path;
    std::shared_ptr<const PositionMovement> placeField;
    std::optional<PositionMovement::Route> route;
    double budget = 0;
    // The square under the pointer and the cheapest cost to end the move there (-1: cannot).
    QPoint pointer{-1, -1};
    int pointerCost = -1;

    // What this perspective may call each token and draw each side in.
    QString unitName;
    QHash<QString, QString> names;
    QHash<QString, QColor> sideColors;

    [[nodiscard]] bool isValid() const { return encounter && (square || positions); }
    [[nodiscard]] bool isDragging() const { return !dragToken.isEmpty(); }
    // A token's name as this perspective shows it (its id when it has none).
    [[nodiscard]] QString tokenName(const QString &tokenId) const
    {
        return names.value(tokenId, tokenId);
    }
    [[nodiscard]] QStringList tokenNames(const QStringList &tokenIds) const
    {
        QStringList list;
        list.reserve(tokenIds.size());
        for (const auto &id : tokenIds)
            list << tokenName(id);
        return list;
    }
    [[nodiscard]] QColor sideColor(const QString &sideId) const
    {
        return sideColors.value(sideId, QColor(Qt::gray));
    }
    [[nodiscard]] bool pointerWithinBudget() const
    {
        return pointerCost >= 0 && pointerCost <= budget;
    }
};

Q_DECLARE_METATYPE(LiveFrame)
