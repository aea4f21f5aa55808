#pragma once

#include "editing/templatedraft.h"
#include "engine/pointsight.h"
#include "model/boardtemplate.h"

#include <QColor>
#include <QObject>
#include <QPointF>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <functional>
#include <optional>

#include "document/encounterdocument.h" // moc needs the complete type for the property

// The GM's templates on a square board (docs/rules.md §9): the list the template tool and the
// panel show, with the tokens each catches; the template the GM picked; and the draft, the
// template being drawn or dragged, which TemplateOverlayItem draws live. Every edit (place,
// move, turn, resize, anchor, label, colour, sharing, delete) is one ReplaceTemplatesCommand;
// a drag pushes its one step when it ends, and an edit that changes nothing, or would make the
// file invalid, pushes nothing. Points are in cells, as QML has them; origins go to the nearest
// half cell (a square's corner to the nearest whole one) unless `free`.
class TemplateEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // A square board is open: templates can be placed.
    Q_PROPERTY(bool available READ isAvailable NOTIFY templatesChanged)
    // [{id, shape ("circle" | "cone" | "line" | "square"), shapeName, label, name (the label, or
    //   the shape's name), colorText (as written, or ""), shade (the colour it is drawn in),
    //   originX, originY (where it stands: an anchored one at its token), farX, farY (a cone's or
    //   line's far point, else the origin), sizeCells (radius, width or side), lengthCells (a
    //   cone's or line's), angle (degrees, clockwise from east), anchor, anchorName, wallsBlock,
    //   shared, caughtIds, caughtNames, caughtText ("3 caught: Ogre, Rat, Rat 2"), cellCount,
    //   moveX, moveY (the handle that moves it), aimX, aimY (cone and line: the far point),
    //   sizeX, sizeY (circle, line, square: the handle that resizes it; a cone's is its aim),
    //   labelX, labelY (the top middle of its outline)}], in file order. No key is named like an
    //   Item property (x, width, color …): a Repeater would assign it to the delegate.
    Q_PROPERTY(QVariantList templates READ templates NOTIFY templatesChanged)
    Q_PROPERTY(int count READ count NOTIFY templatesChanged)
    Q_PROPERTY(QString selectedId READ selectedId WRITE setSelectedId NOTIFY selectedChanged)
    // The selected template's row as it is drawn (while dragged: where it is held), or empty.
    Q_PROPERTY(QVariantMap selected READ selected NOTIFY selectedChanged)
    // The template being drawn or dragged, for TemplateOverlayItem, and its row.
    Q_PROPERTY(TemplateDraft draft READ draft NOTIFY draftChanged)
    Q_PROPERTY(QVariantMap draftRow READ draftRow NOTIFY draftChanged)
    // A placement or a drag is under way (beginPlace … endPlace, beginDrag … endDrag).
    Q_PROPERTY(bool dragging READ isDragging NOTIFY draggingChanged)
    // What a click places: the shape, its radius, length or side in cells, and a line's width.
    Q_PROPERTY(QString placeShape READ placeShape WRITE setPlaceShape NOTIFY placeChanged)
    Q_PROPERTY(double placeSize READ placeSize WRITE setPlaceSize NOTIFY placeChanged)
    Q_PROPERTY(double placeWidth READ placeWidth WRITE setPlaceWidth NOTIFY placeChanged)
    // Whom a template may follow: [{id, name}], "" (nobody) first, then every token.
    Q_PROPERTY(QVariantList tokenChoices READ tokenChoices NOTIFY templatesChanged)
    // The colours the panel offers: [{colorText, name}].
    Q_PROPERTY(QVariantList colorChoices READ colorChoices CONSTANT)

public:
    // What a click places before the GM changes it, in cells.
    static constexpr double DefaultRadius = 2;
    static constexpr double DefaultConeLength = 3;
    static constexpr double DefaultLineLength = 6;
    static constexpr double DefaultLineWidth = 1;
    static constexpr double DefaultSide = 2;

    explicit TemplateEditor(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] bool isAvailable() const { return board() != nullptr; }
    [[nodiscard]] QVariantList templates() const { return m_rows; }
    [[nodiscard]] int count() const { return int(m_rows.size()); }
    [[nodiscard]] QString selectedId() const { return m_selectedId; }
    void setSelectedId(const QString &id);
    [[nodiscard]] QVariantMap selected() const;
    [[nodiscard]] TemplateDraft draft() const { return m_draft; }
    [[nodiscard]] QVariantMap draftRow() const { return m_draftRow; }
    [[nodiscard]] bool isDragging() const { return m_gesture != Gesture::None; }
    [[nodiscard]] QString placeShape() const;
    void setPlaceShape(const QString &shape);
    [[nodiscard]] double placeSize() const;
    void setPlaceSize(double cells);
    [[nodiscard]] double placeWidth() const { return m_placeWidth; }
    void setPlaceWidth(double cells);
    [[nodiscard]] QVariantList tokenChoices() const { return m_choices; }
    [[nodiscard]] QVariantList colorChoices() const;

    // The colour a template is drawn in: its own, or the one the app gives its shape.
    [[nodiscard]] static QColor shadeOf(const BoardTemplate &tpl);

    // Where an origin placed at (x, y) goes for the shape (placeShape when empty).
    Q_INVOKABLE QPointF snapPoint(double x, double y, bool free = false,
                                  const QString &shape = {}) const;
    // The template whose shape holds (x, y), the one drawn on top, or "".
    Q_INVOKABLE QString templateAt(double x, double y) const;
    // The ids of the tokens the template catches where it stands now, sorted (TemplateArea).
    Q_INVOKABLE QStringList caughtIds(const QString &id) const;

    // The ghost: a template of placeShape at (x, y) follows the pointer until a click places it.
    Q_INVOKABLE void hover(double x, double y, bool free = false);
    Q_INVOKABLE void clearHover();
    // Placing by hand: press at the origin, drag for a cone's or line's far point, a circle's
    // radius or a square's opposite corner, release to place. Without a drag it is a click:
    // the template of placeSize there, a cone or line pointing the way the last one did.
    Q_INVOKABLE bool beginPlace(double x, double y, bool free = false);
    Q_INVOKABLE bool dragPlace(double x, double y, bool free = false);
    // Pushes the new template as one step and selects it; its id, or "" when refused.
    Q_INVOKABLE QString endPlace();
    // Dragging a placed template's handle from (x, y): "move" (dropped on a token it follows
    // it, unless `free`; dragged off its token it stays where it is let go), "aim" (a cone's or
    // line's far point: turns and lengthens it) or "size" (a circle's radius, a line's width, a
    // square's side, a cone's length). endDrag pushes the whole drag as one step.
    Q_INVOKABLE bool beginDrag(const QString &id, const QString &handle, double x, double y);
    Q_INVOKABLE bool dragTo(double x, double y, bool free = false);
    Q_INVOKABLE bool endDrag();
    // Drops the placement or drag in progress, and the ghost; nothing is pushed.
    Q_INVOKABLE void cancel();

    // One step each. addTemplate places placeSize's template of `shape` at (x, y) and selects it.
    Q_INVOKABLE QString addTemplate(const QString &shape, double x, double y, bool free = false);
    // Moves the origin to (x, y); an anchored template is let go there.
    Q_INVOKABLE bool moveTemplate(const QString &id, double x, double y, bool free = false);
    // A cone's or line's far point to (x, y).
    Q_INVOKABLE bool aimTemplate(const QString &id, double x, double y, bool free = false);
    // Turns a cone or line by `degrees` clockwise.
    Q_INVOKABLE bool rotateTemplate(const QString &id, double degrees);
    // A circle's radius, a line's width, a square's side, a cone's length, in cells.
    Q_INVOKABLE bool setSize(const QString &id, double cells);
    // A cone's or line's length in cells, keeping its direction.
    Q_INVOKABLE bool setLength(const QString &id, double cells);
    Q_INVOKABLE bool setLabel(const QString &id, const QString &label);
    // "#RRGGBB" or "#AARRGGBB"; "" goes back to the shape's colour.
    Q_INVOKABLE bool setColor(const QString &id, const QString &color);
    Q_INVOKABLE bool setShared(const QString &id, bool shared);
    Q_INVOKABLE bool setWallsBlock(const QString &id, bool block);
    // The template follows the token from now on; "" lets it go where it stands.
    Q_INVOKABLE bool setAnchor(const QString &id, const QString &tokenId);
    Q_INVOKABLE bool removeTemplate(const QString &id);

Q_SIGNALS:
    void documentChanged();
    void templatesChanged();
    void selectedChanged();
    void draftChanged();
    void draggingChanged();
    void placeChanged();
    void refused(const QString &reason);

private:
    enum class Gesture { None, Place, Move, Aim, Size };

    [[nodiscard]] const SquareBoard *board() const;
    [[nodiscard]] const BoardTemplate *find(const QString &id) const;
    [[nodiscard]] const PointSight *sight() const;
    // The template's name for undo texts: its label, else its shape's ("cone").
    [[nodiscard]] static QString nameOf(const BoardTemplate &tpl);
    [[nodiscard]] QVariantMap rowOf(const BoardTemplate &tpl) const;
    // A template of `shape` at (x, y) as a click would place it.
    [[nodiscard]] BoardTemplate placedAt(BoardTemplate::Shape shape, double x, double y,
                                         bool free) const;
    [[nodiscard]] MicroPoint snapFor(BoardTemplate::Shape shape, double x, double y,
                                     bool free) const;
    [[nodiscard]] qint64 lengthFor(double cells, bool free) const;
    void setDraft(std::optional<BoardTemplate> tpl, const QString &replaces = {});
    void setGesture(Gesture gesture);
    // Pushes the templates as one step; false when nothing changed or the file would not take it.
    bool push(const QList<BoardTemplate> &after, const QString &text);
    bool edit(const QString &id, const QString &text,
              const std::function<void(BoardTemplate &)> &change);
    void refresh();
    void boardEdited(const EncounterChange &change);
    void reset();

    QPointer<EncounterDocument> m_document;
    QVariantList m_rows;
    QVariantList m_choices;
    QString m_selectedId;
    TemplateDraft m_draft;
    QVariantMap m_draftRow;

    BoardTemplate::Shape m_placeShape = BoardTemplate::Shape::Circle;
    double m_placeSizes[4] = {DefaultRadius, DefaultConeLength, DefaultLineLength, DefaultSide};
    double m_placeWidth = DefaultLineWidth;
    // The way the last cone or line was pulled, so the next click points the same way.
    MicroPoint m_lastDirection{1, 0};

    Gesture m_gesture = Gesture::None;
    QPointF m_pressPoint;
    BoardTemplate m_pressed; // the template as it stood when the gesture began
    bool m_pulled = false;   // a placement was dragged, not only clicked

    // Walls and sight-blocking terrain for the templates' lines, rebuilt after a board edit the
    // rules read (docs/architecture.md §4.11).
    mutable std::optional<PointSight> m_sight;
};
