#pragma once

#include "editing/backgroundplacement.h"
#include "engine/encounterchange.h"
#include "model/board.h"

#include <QCoro/QCoroTask>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <QSet>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <optional>

#include "document/encounterdocument.h" // moc needs the complete type for the property

// The GM's board editing tools (terrain and elevation brushes, walls and doors, the background
// image, Combat Grid marks) and the palette state QML shows. Every edit is one
// ReplaceBoardCommand on the document's undo stack, built by the pure SquareBoardEdit
// functions; the commands of one stroke merge, and an edit that changes nothing pushes nothing.
class BoardEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(Tool tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(Shape shape READ shape WRITE setShape NOTIFY shapeChanged)
    Q_PROPERTY(QString terrainKind READ terrainKind WRITE setTerrainKind NOTIFY terrainKindChanged)
    // The lighting brush's level (a RuleSet lighting id); the first level erases to the default.
    Q_PROPERTY(
        QString lightingLevel READ lightingLevel WRITE setLightingLevel NOTIFY lightingLevelChanged)
    // [{id, name, color (the shade), advantage}] of the rule set's lighting levels; empty when it
    // has none, and then the palette offers no lighting tool.
    Q_PROPERTY(QVariantList lightingLevels READ lightingLevels NOTIFY rulesChanged)
    // The rule set places FIELD and ZONE areas (`meters`), or the file already has some.
    Q_PROPERTY(bool areasAvailable READ areasAvailable NOTIFY rulesChanged)
    // In meters, the unit of elevations in every rule set (docs/rules.md §1.2); defaults to the
    // rule set's high-ground threshold, the smallest height difference the rules care about.
    Q_PROPERTY(
        double elevationStep READ elevationStep WRITE setElevationStep NOTIFY elevationStepChanged)
    Q_PROPERTY(QString elevationUnit READ elevationUnit CONSTANT)
    Q_PROPERTY(bool raise READ raise WRITE setRaise NOTIFY raiseChanged)
    Q_PROPERTY(bool wallSnap READ wallSnap WRITE setWallSnap NOTIFY wallSnapChanged)
    // [{id, name, color}] of the rule set's terrain kinds, for the palette.
    Q_PROPERTY(QVariantList terrainKinds READ terrainKinds NOTIFY rulesChanged)
    Q_PROPERTY(bool squareBoard READ isSquareBoard NOTIFY rulesChanged)
    Q_PROPERTY(bool strokeActive READ isStrokeActive NOTIFY strokeActiveChanged)
    // The Combat Grid's marks by position id: {difficult, turbulent, water, fillsPosition},
    // and {saveEnergy, saveModifier, saveText} where entering asks for a Saving Throw.
    Q_PROPERTY(QVariantMap positionFlags READ positionFlags NOTIFY positionFlagsChanged)
    // The square board's doors: [{index (into the walls), x1, y1, x2, y2 (cells), open}], so a
    // door can be opened or closed with a click during a fight (toggleDoor).
    Q_PROPERTY(QVariantList doors READ doors NOTIFY doorsChanged)
    // docs/rules.md §13: lines of sight run in three dimensions (Board ▸ Sight Over Heights).
    Q_PROPERTY(bool sightOverHeights READ sightOverHeights NOTIFY sightOverHeightsChanged)
    // The height new terrain is painted with (docs/rules.md §13): full height (none, infinitely
    // tall, as all terrain was before) or terrainHeight meters above each cell's ground.
    Q_PROPERTY(bool terrainFullHeight READ terrainFullHeight WRITE setTerrainFullHeight NOTIFY
                   terrainHeightChanged)
    Q_PROPERTY(
        double terrainHeight READ terrainHeight WRITE setTerrainHeight NOTIFY terrainHeightChanged)
    // The brush's kind blocks sight or gives cover, so its height matters; other kinds are
    // painted without one.
    Q_PROPERTY(bool terrainHeightApplies READ terrainHeightApplies NOTIFY terrainKindChanged)
    // The top new walls and doors get: full height (none) or wallTop meters, absolute like
    // elevations, so it may be negative.
    Q_PROPERTY(
        bool wallFullHeight READ wallFullHeight WRITE setWallFullHeight NOTIFY wallTopChanged)
    Q_PROPERTY(double wallTop READ wallTop WRITE setWallTop NOTIFY wallTopChanged)
    // The background as the file has it, for the background dialog.
    Q_PROPERTY(
        BackgroundPlacement backgroundPlacement READ backgroundPlacement NOTIFY backgroundChanged)

public:
    // The palette's tools; QML names them BoardEditor.Select, BoardEditor.Terrain, …
    // Template and Ruler are drawn by TemplateEditor and RulerModel (docs/rules.md §9).
    enum class Tool {
        Select,
        Terrain,
        Erase,
        Elevation,
        Wall,
        Door,
        Background,
        Lighting,
        Area,
        Light,
        Template,
        Ruler,
        Draw, // DrawingEditor's (docs/file-format.md §3.10)
        Pin,  // BoardMarks' (docs/file-format.md §3.9)
        Trap
    };
    Q_ENUM(Tool)
    // How terrain, erase and elevation apply: BoardEditor.Brush, BoardEditor.Rect, …
    enum class Shape { Brush, Rect, Line };
    Q_ENUM(Shape)

    explicit BoardEditor(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] Tool tool() const { return m_tool; }
    // A value that is not one of the enum's is ignored, as is the same tool again.
    void setTool(Tool tool);
    [[nodiscard]] Shape shape() const { return m_shape; }
    void setShape(Shape shape);
    [[nodiscard]] QString terrainKind() const { return m_terrainKind; }
    void setTerrainKind(const QString &kind);
    [[nodiscard]] QString lightingLevel() const { return m_lightingLevel; }
    void setLightingLevel(const QString &level);
    [[nodiscard]] QVariantList lightingLevels() const;
    [[nodiscard]] bool areasAvailable() const;
    [[nodiscard]] double elevationStep() const { return m_elevationStep; }
    void setElevationStep(double meters);
    [[nodiscard]] QString elevationUnit() const { return QStringLiteral("m"); }
    [[nodiscard]] bool raise() const { return m_raise; }
    void setRaise(bool raise);
    [[nodiscard]] bool wallSnap() const { return m_wallSnap; }
    void setWallSnap(bool snap);
    [[nodiscard]] QVariantList terrainKinds() const;
    [[nodiscard]] bool isSquareBoard() const;
    [[nodiscard]] bool isStrokeActive() const { return m_strokeId >= 0; }
    [[nodiscard]] BackgroundPlacement backgroundPlacement() const;
    [[nodiscard]] QVariantList doors() const;
    [[nodiscard]] bool sightOverHeights() const;
    [[nodiscard]] bool terrainFullHeight() const { return m_terrainFullHeight; }
    void setTerrainFullHeight(bool full);
    [[nodiscard]] double terrainHeight() const { return m_terrainHeight; }
    // 0 to Limits::MaxSightHeightMeters; other values are ignored.
    void setTerrainHeight(double meters);
    [[nodiscard]] bool terrainHeightApplies() const;
    [[nodiscard]] bool wallFullHeight() const { return m_wallFullHeight; }
    void setWallFullHeight(bool full);
    [[nodiscard]] double wallTop() const { return m_wallTop; }
    // Within ±Limits::MaxSightHeightMeters; other values are ignored.
    void setWallTop(double meters);

    // Strokes: everything between begin and end undoes as one step. cancelStroke() restores
    // the board from before the stroke and leaves no undo step behind.
    Q_INVOKABLE void beginStroke();
    Q_INVOKABLE void endStroke();
    Q_INVOKABLE void cancelStroke();

    // The current tool (terrain, erase or elevation) on cells. applyAt() in a stroke also
    // covers the cells between the previous cell and this one, so a fast drag leaves no gaps,
    // and raises or lowers each cell once per stroke. Each returns whether the board changed.
    Q_INVOKABLE bool applyAt(int cellX, int cellY);
    Q_INVOKABLE bool applyRect(int x1, int y1, int x2, int y2);
    Q_INVOKABLE bool applyLine(int x1, int y1, int x2, int y2);
    // The cells applyRect (Rect, Brush) / applyLine (Line) would touch, as points, for the
    // live preview.
    Q_INVOKABLE QVariantList shapeCells(Shape shape, int x1, int y1, int x2, int y2) const;

    // What a cell holds now, for the cursor and for tests: the terrain kind id ("" for plain
    // ground or off the map) and the elevation in meters.
    Q_INVOKABLE QString terrainAt(int cellX, int cellY) const;
    Q_INVOKABLE double elevationAt(int cellX, int cellY) const;
    // The cell's lighting level id: the first level ("bright") where no entry lights it.
    Q_INVOKABLE QString lightingAt(int cellX, int cellY) const;

    // The terrain's height on a cell in meters, or -1 for full height or plain ground.
    Q_INVOKABLE double terrainHeightAt(int cellX, int cellY) const;

    // Board ▸ Sight Over Heights, one undo step (docs/rules.md §13).
    Q_INVOKABLE bool setSightOverHeights(bool on);

    // Walls in cell units. With wallSnap the ends go to the nearest grid-line crossing; a new
    // wall gets the palette's top (wallFullHeight, wallTop).
    Q_INVOKABLE bool addWall(double x1, double y1, double x2, double y2);
    // A point as addWall would store it: snapped or not, then exact to a micro-cell.
    Q_INVOKABLE QPointF wallPoint(double x, double y) const;
    // The wall nearest to (x, y) within a quarter of a cell, or -1.
    Q_INVOKABLE int wallAt(double x, double y) const;
    // {x1, y1, x2, y2 (cells), door: "none" | "closed" | "open", fullHeight, top (meters; 0 at
    // full height)}, or empty for a bad index.
    Q_INVOKABLE QVariantMap wall(int index) const;
    // The top of an existing wall or door: full height, or `meters` (absolute), one undo step.
    Q_INVOKABLE bool setWallTopAt(int index, bool fullHeight, double meters);
    Q_INVOKABLE bool removeWall(int index);
    Q_INVOKABLE bool toggleDoor(int index);
    Q_INVOKABLE bool makePlainWall(int index);

    // Reads and embeds an image file (off the UI thread); backgroundLoaded tells the outcome.
    Q_INVOKABLE void setBackground(const QUrl &url);
    [[nodiscard]] QCoro::Task<bool> loadBackground(QString fileName);
    Q_INVOKABLE bool setBackgroundFit(double cellPixels, double offsetX, double offsetY,
                                      double opacity);
    // The fit that covers the board with the image, centred.
    Q_INVOKABLE bool fitBackgroundToBoard();
    Q_INVOKABLE bool clearBackground();

    // Combat Grid marks (docs/file-format.md §4).
    Q_INVOKABLE bool positionFlag(const QString &positionId, const QString &flag) const;
    [[nodiscard]] QVariantMap positionFlags() const;
    Q_INVOKABLE bool togglePositionFlag(const QString &positionId, const QString &flag);
    Q_INVOKABLE bool setSkyward(bool allowed);
    // "+15 Stamina Difficult": entering the position asks for a Saving Throw against that
    // energy (a combat pool id) with that modifier; an empty energy clears it.
    Q_INVOKABLE bool setPositionSave(const QString &positionId, const QString &energy,
                                     int modifier);
    // The rule set's energies for it: [{id, name}].
    Q_INVOKABLE QVariantList energyChoices() const;

Q_SIGNALS:
    void documentChanged();
    void toolChanged();
    void shapeChanged();
    void terrainKindChanged();
    void lightingLevelChanged();
    void elevationStepChanged();
    void raiseChanged();
    void wallSnapChanged();
    void rulesChanged();
    void positionFlagsChanged();
    void strokeActiveChanged();
    void backgroundChanged();
    void doorsChanged();
    void sightOverHeightsChanged();
    void terrainHeightChanged();
    void wallTopChanged();
    void backgroundLoaded(bool ok, const QString &error);
    // An edit the editor will not make, because the file would become invalid.
    void refused(const QString &reason);

private:
    void rulesReset();
    [[nodiscard]] bool canEdit() const;
    [[nodiscard]] bool canEditSquare() const;
    // Pushes one board edit with what it changed (for the live analysis); false when the
    // board is the same as before.
    bool push(const Board &after, const EncounterChange &change, const QString &text);
    bool applyCells(const QList<QPoint> &cells);
    [[nodiscard]] QString terrainText() const;
    [[nodiscard]] qint64 toMicro(double cells) const;
    // The height the brush paints the current kind with: none at full height, or for a kind
    // whose height does not matter.
    [[nodiscard]] std::optional<qint64> paintedHeight() const;

    QPointer<EncounterDocument> m_document;
    Tool m_tool = Tool::Select;
    Shape m_shape = Shape::Brush;
    QString m_terrainKind;
    QString m_lightingLevel;
    double m_elevationStep = 1.0;
    bool m_raise = true;
    bool m_wallSnap = true;
    bool m_terrainFullHeight = true;
    double m_terrainHeight = 1.0;
    bool m_wallFullHeight = true;
    double m_wallTop = 1.0;

    int m_strokeId = -1;
    int m_nextStrokeId = 0;
    bool m_strokePushed = false;
    int m_strokeIndex = 0; // undo stack index when the stroke began
    Board m_strokeBefore;
    EncounterChange m_strokeChange; // what the stroke changed so far (its commands merged)
    QSet<QPoint> m_strokeCells;     // raised or lowered in this stroke
    QPoint m_lastStrokeCell{-1, -1};
};
