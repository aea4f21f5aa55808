#pragma once

#include "document/replacelightscommand.h"
#include "model/light.h"

#include <QObject>
#include <QPoint>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <functional>

#include "document/encounterdocument.h" // moc needs the complete type for the property

// The GM's lights on a square board (docs/rules.md §8): the list the light tool draws and the
// inspector edits, the light the GM picked, the lights tokens carry, and the board's ambient
// level. Every edit (place, move, resize, switch, recolour, preset, carrier, delete, ambient) is
// one ReplaceLightsCommand on the document's undo stack, built by the pure LightEdit functions;
// a drag (moving a light or pulling one of its rings) is one step, and an edit that changes
// nothing, or would make the file invalid, pushes nothing.
class LightEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // A square board is open: lights can be placed.
    Q_PROPERTY(bool available READ isAvailable NOTIFY lightsChanged)
    // [{id, label, lightX, lightY (the point it shines from, in cells: a carrier's footprint
    //   centre, following a dragged carrier), iconX, iconY (where its icon is drawn: the point,
    //   or a carried light's badge on its bearer's bottom right corner), brightCells, dimCells, on,
    //   color (as written, or
    //   ""), glow (the colour it is drawn in), token, tokenName, carried, hiddenCarrier, preset
    //   (the id of the preset with the same radii, or ""), brightHandleX, brightHandleY,
    //   dimHandleX, dimHandleY (where the rings' handles sit, in cells, on the map: the dim
    //   ring's to a side, the bright ring's on a diagonal), zAuto (it has no height of its own),
    //   zMeters (its height, 0 when auto), autoZMeters (where it shines from without one: its
    //   bearer's eye, else the ground plus the eye height, docs/rules.md §13)}], in file order. No
    //   key is named like an Item property (x, color is the light's …): a Repeater would assign it
    //   to the delegate.
    Q_PROPERTY(QVariantList lights READ lights NOTIFY lightsChanged)
    Q_PROPERTY(int count READ count NOTIFY lightsChanged)
    Q_PROPERTY(QString selectedId READ selectedId WRITE setSelectedId NOTIFY selectedChanged)
    // The selected light's row of `lights`, or empty.
    Q_PROPERTY(QVariantMap selected READ selected NOTIFY selectedChanged)
    // Token id → the row of the first light it carries; tokens without one are absent.
    Q_PROPERTY(QVariantMap carried READ carried NOTIFY lightsChanged)
    // Who may carry a light: [{id, name}], "" (nobody: a free light) first, then every token.
    Q_PROPERTY(QVariantList carrierChoices READ carrierChoices NOTIFY lightsChanged)
    // The board's ambient level: "bright", "dim" or "dark".
    Q_PROPERTY(QString ambient READ ambient NOTIFY lightsChanged)
    // The rule set's presets: [{id, name, brightCells, dimCells}].
    Q_PROPERTY(QVariantList presets READ presets NOTIFY presetsChanged)
    // The preset a newly placed light gets (the rule set's first by default).
    Q_PROPERTY(QString placePreset READ placePreset WRITE setPlacePreset NOTIFY placePresetChanged)
    // The token drag in progress (LiveAnalysis::dragToken, dragCell), bound by the board view,
    // so the lights a dragged token carries are drawn where it is held.
    Q_PROPERTY(QString dragToken READ dragToken WRITE setDragToken NOTIFY tokenDragChanged)
    Q_PROPERTY(QPoint dragCell READ dragCell WRITE setDragCell NOTIFY tokenDragChanged)
    // A light is being moved or resized (beginDrag … endDrag).
    Q_PROPERTY(bool dragging READ isDragging NOTIFY draggingChanged)

public:
    // A new light's radii in cells when the rule set names no preset.
    static constexpr double FallbackBright = 2;
    static constexpr double FallbackDim = 4;

    explicit LightEditor(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] bool isAvailable() const { return board() != nullptr; }
    [[nodiscard]] QVariantList lights() const { return m_rows; }
    [[nodiscard]] int count() const { return int(m_rows.size()); }
    [[nodiscard]] QString selectedId() const { return m_selectedId; }
    void setSelectedId(const QString &id);
    [[nodiscard]] QVariantMap selected() const;
    [[nodiscard]] QVariantMap carried() const { return m_carried; }
    [[nodiscard]] QVariantList carrierChoices() const { return m_choices; }
    [[nodiscard]] QString ambient() const;
    [[nodiscard]] QVariantList presets() const;
    [[nodiscard]] QString placePreset() const { return m_placePreset; }
    void setPlacePreset(const QString &presetId);
    [[nodiscard]] QString dragToken() const { return m_dragToken; }
    void setDragToken(const QString &tokenId);
    [[nodiscard]] QPoint dragCell() const { return m_dragCell; }
    void setDragCell(QPoint cell);
    [[nodiscard]] bool isDragging() const { return m_dragId >= 0; }

    // Where a light placed or dragged to (x, y) in cells goes: the nearest half cell (a corner,
    // an edge's middle, a centre), or with `free` the point itself; on the map either way.
    Q_INVOKABLE QPointF placePoint(double x, double y, bool free = false) const;
    // Places a light of placePreset at placePoint(x, y, free) and selects it; returns its id, or
    // "" when refused.
    Q_INVOKABLE QString addLight(double x, double y, bool free = false);
    // The light whose icon is within a third of a cell of (x, y), the one drawn on top, or "".
    Q_INVOKABLE QString lightAt(double x, double y) const;
    // The picked light's ring whose handle is within a third of a cell of (x, y): "bright",
    // "dim", or "".
    Q_INVOKABLE QString ringAt(double x, double y) const;

    Q_INVOKABLE bool moveLight(const QString &id, double x, double y, bool free = false);
    Q_INVOKABLE bool setOn(const QString &id, bool on);
    // "#RRGGBB" or "#AARRGGBB"; "" goes back to the default glow.
    Q_INVOKABLE bool setColor(const QString &id, const QString &color);
    // Radii in cells. Raising bright above dim raises dim with it; lowering dim below bright
    // lowers bright with it.
    Q_INVOKABLE bool setBright(const QString &id, double cells);
    Q_INVOKABLE bool setDim(const QString &id, double cells);
    Q_INVOKABLE bool setRadii(const QString &id, double bright, double dim);
    Q_INVOKABLE bool applyPreset(const QString &id, const QString &presetId);
    // Hands the light to a token (it then follows it), or with "" sets it down where it shines.
    Q_INVOKABLE bool setCarrier(const QString &id, const QString &tokenId);
    // The light's height in absolute meters (docs/rules.md §13), a number or its text ("2,5"
    // too); empty text or null goes back to automatic.
    Q_INVOKABLE bool setZ(const QString &id, const QVariant &meters);
    Q_INVOKABLE bool removeLight(const QString &id);

    // A drag of one light, one undo step however many moves it makes: beginDrag, any number of
    // dragTo (the point, as moveLight places it) or resizeTo (the "bright" or "dim" ring pulled
    // to the pointer at (x, y): its radius the distance from the light's point, to the nearest
    // half cell unless `free`), then endDrag. cancelDrag puts the light back and leaves no step.
    Q_INVOKABLE bool beginDrag(const QString &id);
    Q_INVOKABLE bool dragTo(double x, double y, bool free = false);
    Q_INVOKABLE bool resizeTo(const QString &ring, double x, double y, bool free = false);
    Q_INVOKABLE void endDrag();
    Q_INVOKABLE void cancelDrag();

    // A token carries a light of that preset: a new light if it carries none, else its first
    // light takes the preset's radii and is lit.
    Q_INVOKABLE bool carryLight(const QString &tokenId, const QString &presetId);
    // The token carries no light any more (every light it carried is deleted).
    Q_INVOKABLE bool stopCarrying(const QString &tokenId);

    // "bright", "dim" or "dark".
    Q_INVOKABLE bool setAmbient(const QString &level);

Q_SIGNALS:
    void documentChanged();
    void lightsChanged();
    void selectedChanged();
    void presetsChanged();
    void placePresetChanged();
    void tokenDragChanged();
    void draggingChanged();
    void refused(const QString &reason);

private:
    [[nodiscard]] const SquareBoard *board() const;
    [[nodiscard]] const Light *find(const QString &id) const;
    // A light's name for undo texts and the inspector: its preset's ("Torch"), carried ones
    // with their bearer's ("Sable's torch").
    [[nodiscard]] QString label(const Light &light) const;
    [[nodiscard]] QString presetOf(const Light &light) const;
    // Pushes the new lights (and ambient level) as one step; false when nothing changed.
    bool push(const ReplaceLightsCommand::State &after, const QString &text);
    bool edit(const QString &id, const QString &text, const std::function<void(Light &)> &change);
    void refresh();
    void rulesReset();

    QPointer<EncounterDocument> m_document;
    QVariantList m_rows;
    QVariantMap m_carried;
    QVariantList m_choices;
    QString m_ambient; // as last announced
    QString m_selectedId;
    QString m_placePreset;
    QString m_dragToken;
    QPoint m_dragCell{-1, -1};

    int m_dragId = -1;
    int m_nextDragId = 0;
    QString m_dragLight;
    int m_dragIndex = 0; // undo stack index when the drag began
    ReplaceLightsCommand::State m_dragBefore;
};
