#pragma once

#include <QList>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;
class PositionBoardItem;

// Keyboard play on the board (docs/input.md): which token an arrow key picks next, and on the
// Combat Grid which place a grabbed token moves to. Both are "the nearest thing in that
// direction", by the same rule on the square board (cells) and the Combat Grid (the layout's
// coordinates), so the keys feel alike on both.
class KeyboardPicker : public QObject
{
    Q_OBJECT
    Q_MOC_INCLUDE("document/encounterdocument.h")
    Q_MOC_INCLUDE("board/positionboarditem.h")
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // The Combat Grid's item, whose layout places the chips and lanes; null on square boards.
    Q_PROPERTY(PositionBoardItem *positionBoard READ positionBoard WRITE setPositionBoard NOTIFY
                   positionBoardChanged)

public:
    enum Direction { Left, Right, Up, Down };
    Q_ENUM(Direction)

    // Something to pick and where its centre is.
    struct Candidate {
        QString id;
        QPointF centre;
    };

    explicit KeyboardPicker(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] PositionBoardItem *positionBoard() const { return m_board; }
    void setPositionBoard(PositionBoardItem *board);

    // The candidate nearest to `from` whose centre lies in the 90° cone around `direction`
    // (edges included; y grows downwards); ties go to the smaller angle off the arrow, then to
    // the smaller id, so a key always picks the same one. -1 when the cone is empty.
    [[nodiscard]] static int nearest(const QList<Candidate> &candidates, QPointF from,
                                     Direction direction);

    // Every token the board shows, with its centre: in cells on a square board, in the
    // layout's coordinates on the Combat Grid (tokens without a lane are not shown).
    [[nodiscard]] QList<Candidate> tokenCandidates() const;
    // The board's middle, in the same coordinates: where picking starts without a selection.
    [[nodiscard]] QPointF boardCentre() const;

    // The token an arrow picks from `fromTokenId` (from the board's middle when it is empty or
    // not on the board); "" when none lies that way.
    Q_INVOKABLE QString nearestToken(const QString &fromTokenId, int direction) const;

    // The Combat Grid: the place a grabbed token moves to from (`positionId`, `levelId`), as
    // {positionId, levelId, centre (the middle of the lane's chip area)}: the nearest lane that way
    // whose level exists there. Up and Down climb the altitude strip first; Left and Right keep the
    // level when the next card has it. An empty map when none lies that way.
    Q_INVOKABLE QVariantMap nextPlace(const QString &positionId, const QString &levelId,
                                      int direction) const;

Q_SIGNALS:
    void documentChanged();
    void positionBoardChanged();

private:
    QPointer<EncounterDocument> m_document;
    QPointer<PositionBoardItem> m_board;
};
