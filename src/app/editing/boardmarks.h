#pragma once

#include "model/boardtrap.h"
#include "model/mappin.h"

#include <QObject>
#include <QPointer>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;
class SquareBoard;

// The GM's pins and traps on a square board (docs/file-format.md §3.9, docs/rules.md §12): the
// lists the board's tools and cards show, and every edit, one undo step each (a pin placed,
// moved, written or removed; a trap laid, changed or removed). Points are in cells, as QML has
// them: a pin anywhere on the board, a trap a rectangle of whole cells.
class BoardMarks : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("made by the Workbench")
    // A square board is open.
    Q_PROPERTY(bool available READ isAvailable NOTIFY marksChanged)
    // [{pinId, cellX, cellY, title, text, shared, token, tokenName, handout}], in file order.
    Q_PROPERTY(QVariantList pins READ pins NOTIFY marksChanged)
    // [{trapId, name, trigger ("enter" | "cross" | "turn"), hidden, note, left, top, right,
    //   bottom (the cells' box), cellCount}], in file order.
    Q_PROPERTY(QVariantList traps READ traps NOTIFY marksChanged)
    // Whom a pin may be about: [{id, name}], "" (nobody) first.
    Q_PROPERTY(QVariantList tokenChoices READ tokenChoices NOTIFY marksChanged)

public:
    // How near (cells) a click must come to a pin's point to pick it.
    static constexpr double PinReach = 0.3;

    explicit BoardMarks(QObject *parent = nullptr);

    void setDocument(EncounterDocument *document);
    [[nodiscard]] bool isAvailable() const { return board() != nullptr; }
    [[nodiscard]] QVariantList pins() const;
    [[nodiscard]] QVariantList traps() const;
    [[nodiscard]] QVariantList tokenChoices() const;

    // A new pin at (x, y), titled "Note N"; its id, or "".
    Q_INVOKABLE QString addPin(double x, double y);
    Q_INVOKABLE bool movePin(const QString &id, double x, double y);
    Q_INVOKABLE bool editPin(const QString &id, const QString &title, const QString &text,
                             bool shared, const QString &token, const QString &handout);
    Q_INVOKABLE bool removePin(const QString &id);
    // The pin nearest (x, y) within PinReach, the one drawn on top, or "".
    Q_INVOKABLE QString pinAt(double x, double y) const;
    Q_INVOKABLE QVariantMap pin(const QString &id) const;

    // A new hidden "enter" trap on the cells from (x0, y0) to (x1, y1), either corner first,
    // clipped to the board, titled "Trap N"; its id, or "".
    Q_INVOKABLE QString addTrap(int x0, int y0, int x1, int y1);
    Q_INVOKABLE bool editTrap(const QString &id, const QString &name, const QString &trigger,
                              bool hidden, const QString &note);
    Q_INVOKABLE bool removeTrap(const QString &id);
    // The trap on cell (x, y), the last in the file, or "".
    Q_INVOKABLE QString trapAt(int x, int y) const;
    Q_INVOKABLE QVariantMap trap(const QString &id) const;

Q_SIGNALS:
    void marksChanged();
    void refused(const QString &reason);

private:
    [[nodiscard]] const SquareBoard *board() const;
    [[nodiscard]] QVariantMap pinRow(const MapPin &pin) const;
    [[nodiscard]] static QVariantMap trapRow(const BoardTrap &trap);
    bool pushPins(const QList<MapPin> &after, const QString &text);
    bool pushTraps(const QList<BoardTrap> &after, const QString &text);

    QPointer<EncounterDocument> m_document;
};
