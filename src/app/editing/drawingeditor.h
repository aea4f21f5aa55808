#pragma once

#include "model/boarddrawing.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <optional>

#include "document/encounterdocument.h" // moc needs the complete type for the property

class SquareBoard;

// The GM's drawings on a square board, as on a dry-erase mat (docs/file-format.md §3.10): the
// tool, colour, width and sharing the next stroke takes, the stroke being drawn (the draft,
// which DrawingDraftItem paints live), and the edits. Each stroke, text, erasure, share and
// clear is one ReplaceDrawingsCommand; a stroke pushes its step when the pointer is let go.
// Points are in cells, as QML has them, kept on the board.
class DrawingEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    // A square board is open: it can be drawn on.
    Q_PROPERTY(bool available READ isAvailable NOTIFY drawingsChanged)
    // "pen", "line", "arrow", "rect", "ellipse", "text" or "eraser".
    Q_PROPERTY(QString tool READ tool WRITE setTool NOTIFY toolChanged)
    // "#RRGGBB", one of colorChoices.
    Q_PROPERTY(QString color READ color WRITE setColor NOTIFY toolChanged)
    // The stroke's width in cells; text is drawn textScale times as high.
    Q_PROPERTY(double strokeWidth READ strokeWidth WRITE setStrokeWidth NOTIFY toolChanged)
    // New drawings are shown to the players.
    Q_PROPERTY(bool shared READ isShared WRITE setShared NOTIFY toolChanged)
    Q_PROPERTY(int count READ count NOTIFY drawingsChanged)
    Q_PROPERTY(int sharedCount READ sharedCount NOTIFY drawingsChanged)
    // A stroke is being drawn (begin … end).
    Q_PROPERTY(bool drawing READ isDrawing NOTIFY draftChanged)
    // The colours offered: [{colorText, name}], safe for every kind of colour vision.
    Q_PROPERTY(QVariantList colorChoices READ colorChoices CONSTANT)
    // The widths offered: [{cells, name}].
    Q_PROPERTY(QVariantList widthChoices READ widthChoices CONSTANT)

public:
    static constexpr double DefaultWidth = 0.1;
    // Text stands this many stroke widths high: a thin pen writes readable letters.
    static constexpr double TextScale = 6;
    // A freehand stroke keeps a point only this far (cells) from the last one it kept.
    static constexpr double PenStep = 0.05;
    // How near (cells) the eraser must come to a drawing's line, beyond its own width.
    static constexpr double EraserReach = 0.25;

    explicit DrawingEditor(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] bool isAvailable() const { return board() != nullptr; }
    [[nodiscard]] QString tool() const { return m_tool; }
    void setTool(const QString &tool);
    [[nodiscard]] QString color() const { return m_color; }
    void setColor(const QString &color);
    [[nodiscard]] double strokeWidth() const { return m_width; }
    void setStrokeWidth(double cells);
    [[nodiscard]] bool isShared() const { return m_shared; }
    void setShared(bool shared);
    [[nodiscard]] int count() const;
    [[nodiscard]] int sharedCount() const;
    [[nodiscard]] bool isDrawing() const { return m_draft.has_value(); }
    [[nodiscard]] QVariantList colorChoices() const;
    [[nodiscard]] QVariantList widthChoices() const;
    // The stroke being drawn, for DrawingDraftItem.
    [[nodiscard]] const std::optional<BoardDrawing> &draft() const { return m_draft; }

    // A stroke of the tool (not text, not the eraser): press at (x, y), drag, let go. end()
    // pushes it as one step; a stroke of no length pushes nothing. False when refused.
    Q_INVOKABLE bool begin(double x, double y);
    Q_INVOKABLE bool extend(double x, double y);
    Q_INVOKABLE bool end();
    Q_INVOKABLE void cancel();
    // Writes `text` with its top-left corner at (x, y), one step; its id, or "" when refused.
    Q_INVOKABLE QString addText(double x, double y, const QString &text);
    // The drawing under (x, y), the one drawn last, or "".
    Q_INVOKABLE QString drawingAt(double x, double y) const;
    // The eraser at (x, y): removes the drawing under it, one step. False when none is there.
    Q_INVOKABLE bool eraseAt(double x, double y);
    Q_INVOKABLE bool removeDrawing(const QString &id);
    // Shows the drawing to the players, or hides it from them; one step.
    Q_INVOKABLE bool setDrawingShared(const QString &id, bool shared);
    // Whether the drawing is shown to the players.
    Q_INVOKABLE bool isDrawingShared(const QString &id) const;
    // Wipes the board: every drawing, or only those the players do not see; one step.
    Q_INVOKABLE bool clear(bool gmOnly = false);

Q_SIGNALS:
    void documentChanged();
    void drawingsChanged();
    void toolChanged();
    void draftChanged();
    void refused(const QString &reason);

private:
    [[nodiscard]] const SquareBoard *board() const;
    [[nodiscard]] MicroPoint onBoard(double x, double y) const;
    [[nodiscard]] QString newId() const;
    [[nodiscard]] static QString kindName(BoardDrawing::Kind kind);
    bool push(const QList<BoardDrawing> &after, const QString &text);
    void reset();

    QPointer<EncounterDocument> m_document;
    QString m_tool = QStringLiteral("pen");
    QString m_color;
    double m_width = DefaultWidth;
    bool m_shared = false;
    std::optional<BoardDrawing> m_draft;
};
