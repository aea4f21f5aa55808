#pragma once

#include "model/boardarea.h"

#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <functional>

#include "document/encounterdocument.h" // moc needs the complete type for the property

// The GM's FIELD and ZONE areas on a square board (`meters`, docs/rules.md §1.9,
// docs/file-format.md §3.6): the list the board draws and the inspector edits, the area the GM
// picked, and what a token dragged into one enters. Every edit (place, rename, kind, radius,
// move, delete) is one ReplaceBoardCommand on the document's undo stack, built by the pure
// BoardAreaEdit functions; an edit that changes nothing pushes nothing.
class AreaEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // [{id, name, kind ("field" | "zone"), kindName ("FIELD" | "ZONE"), centreX, centreY,
    //   radiusCells, cellsX, cellsY, cellsWidth, cellsHeight (its cells on the map,
    //   RadiusArea::cells), tokenIds, tokens (names), tokensText}], in file order. No key is
    //   named like an Item property (x, width, radius …): a Repeater would assign it to the
    //   delegate's.
    Q_PROPERTY(QVariantList areas READ areas NOTIFY areasChanged)
    Q_PROPERTY(int count READ count NOTIFY areasChanged)
    Q_PROPERTY(QString selectedId READ selectedId WRITE setSelectedId NOTIFY selectedChanged)
    // The selected area's row of `areas`, or empty.
    Q_PROPERTY(QVariantMap selected READ selected NOTIFY selectedChanged)
    // The drag in progress (LiveAnalysis::dragToken, dragCell), bound by the board view.
    Q_PROPERTY(QString dragToken READ dragToken WRITE setDragToken NOTIFY dragChanged)
    Q_PROPERTY(QPoint dragCell READ dragCell WRITE setDragCell NOTIFY dragChanged)
    // The ids of the areas the dragged token would enter where it is held, and a note naming
    // them ("enters Spore cloud (ZONE)"), or "".
    Q_PROPERTY(QStringList enteredAreas READ enteredAreas NOTIFY dragChanged)
    Q_PROPERTY(QString dragNote READ dragNote NOTIFY dragChanged)

public:
    // A new area's radius, in squares.
    static constexpr int DefaultRadius = 2;

    explicit AreaEditor(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] QVariantList areas() const { return m_rows; }
    [[nodiscard]] int count() const { return int(m_rows.size()); }
    [[nodiscard]] QString selectedId() const { return m_selectedId; }
    void setSelectedId(const QString &id);
    [[nodiscard]] QVariantMap selected() const;
    [[nodiscard]] QString dragToken() const { return m_dragToken; }
    void setDragToken(const QString &tokenId);
    [[nodiscard]] QPoint dragCell() const { return m_dragCell; }
    void setDragCell(QPoint cell);
    [[nodiscard]] QStringList enteredAreas() const { return m_entered; }
    [[nodiscard]] QString dragNote() const { return m_dragNote; }

    // Places a ZONE of DefaultRadius named "Area N" centred on the cell and selects it; returns
    // its id, or "" off the map.
    Q_INVOKABLE QString addArea(int cellX, int cellY);
    Q_INVOKABLE bool setName(const QString &id, const QString &name);
    // kind: "field" or "zone".
    Q_INVOKABLE bool setKind(const QString &id, const QString &kind);
    Q_INVOKABLE bool setRadius(const QString &id, int radius);
    Q_INVOKABLE bool setCentre(const QString &id, int cellX, int cellY);
    Q_INVOKABLE bool removeArea(const QString &id);
    // The area a click on the cell picks (the last drawn that covers it), or "".
    Q_INVOKABLE QString areaAt(int cellX, int cellY) const;
    // Ids of the tokens with a footprint cell in the area (RadiusArea::tokensInside).
    Q_INVOKABLE QStringList tokensInside(const QString &id) const;

Q_SIGNALS:
    void documentChanged();
    void areasChanged();
    void selectedChanged();
    void dragChanged();
    void refused(const QString &reason);

private:
    [[nodiscard]] const SquareBoard *board() const;
    [[nodiscard]] const BoardArea *find(const QString &id) const;
    bool push(const SquareBoard &after, const QString &text);
    bool edit(const QString &id, const QString &text,
              const std::function<void(BoardArea &)> &change);
    void refresh();
    void updateDrag();

    QPointer<EncounterDocument> m_document;
    QVariantList m_rows;
    QString m_selectedId;
    QString m_dragToken;
    QPoint m_dragCell{-1, -1};
    QStringList m_entered;
    QString m_dragNote;
};
