#include "editing/boardeditor.h"

#include "document/encounterdocument.h"
#include "document/positionlistmodel.h"
#include "document/rebind.h"
#include "document/replaceboardcommand.h"
#include "edit/squareboardedit.h"
#include "io/dataurl.h"
#include "live/overlaytext.h"
#include "model/fixedpoint.h"
#include "model/limits.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QImageReader>
#include <QMetaEnum>
#include <QMimeDatabase>
#include <QUndoStack>
#include <cmath>

namespace
{

// A quarter of a cell: close enough to aim at a wall, far enough from the next grid line.
constexpr qint64 WallPickTolerance = FixedPoint::Scale / 4;

struct BackgroundFile {
    QString dataUrl;
    QSize size;
    QString error;
};

// Worker thread: read and check the image, embed it as it is (no re-encoding, no quality lost).
BackgroundFile readBackground(QString fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {{}, {}, QStringLiteral("%1: %2").arg(fileName, file.errorString())};
    // A larger picture would make a file no Gridkeep opens (docs/file-format.md §14).
    if (file.size() > Limits::MaxImageBytes)
        return {{},
                {},
                QCoreApplication::translate("BoardEditor",
                                            "%1: expected a picture of at most %2 MB, got %3 MB")
                    .arg(fileName)
                    .arg(Limits::MaxImageBytes / (1024 * 1024))
                    .arg(file.size() / (1024 * 1024))};
    const QByteArray bytes = file.readAll();
    QImage image;
    if (!image.loadFromData(bytes))
        return {{},
                {},
                QCoreApplication::translate("BoardEditor", "%1: not an image Gridkeep can read")
                    .arg(fileName)};
    const QString mime = QMimeDatabase().mimeTypeForFileNameAndData(fileName, bytes).name();
    return {DataUrl::encode(bytes, mime), image.size(), {}};
}

// The display name of a terrain kind for an undo text: "Water (wet terrain)" -> "water" (in
// German "Wasser", as OverlayText::midSentence keeps a noun's capital).
QString shortName(const QString &name)
{
    return OverlayText::midSentence(name.section(QStringLiteral(" ("), 0, 0).trimmed());
}

} // namespace

BoardEditor::BoardEditor(QObject *parent) : QObject(parent) {}

void BoardEditor::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &BoardEditor::rulesReset);
        connect(m_document, &EncounterDocument::boardChanged, this,
                &BoardEditor::backgroundChanged);
        connect(m_document, &EncounterDocument::boardChanged, this,
                &BoardEditor::positionFlagsChanged);
        connect(m_document, &EncounterDocument::boardChanged, this, &BoardEditor::doorsChanged);
        connect(m_document, &EncounterDocument::boardChanged, this,
                &BoardEditor::sightOverHeightsChanged);
    }
    Q_EMIT documentChanged();
    rulesReset();
}

void BoardEditor::rulesReset()
{
    // A new encounter: a stroke in progress belongs to the old one.
    if (m_strokeId >= 0) {
        m_strokeId = -1;
        Q_EMIT strokeActiveChanged();
    }
    const RuleSet *rules =
        m_document && m_document->encounter().rules ? m_document->encounter().rules.get() : nullptr;
    if (rules && rules->terrainIndex(m_terrainKind) < 0)
        m_terrainKind = rules->terrainKinds.isEmpty() ? QString() : rules->terrainKinds[0].id;
    // Also when the id stays: what the kind blocks (terrainHeightApplies) is the new rules'.
    Q_EMIT terrainKindChanged();
    if (rules && rules->lightingIndex(m_lightingLevel) < 0) {
        // Darkness, the level a GM paints most, else whatever the rule set lists last.
        m_lightingLevel =
            rules->lightingLevels.isEmpty() ? QString() : rules->lightingLevels.last().id;
        Q_EMIT lightingLevelChanged();
    }
    if (rules) {
        const double step = FixedPoint::toDouble(rules->highGroundMicrometres);
        if (step > 0 && step != m_elevationStep) {
            m_elevationStep = step;
            Q_EMIT elevationStepChanged();
        }
    }
    Q_EMIT rulesChanged();
    Q_EMIT positionFlagsChanged();
    Q_EMIT backgroundChanged();
    Q_EMIT doorsChanged();
    Q_EMIT sightOverHeightsChanged();
}

void BoardEditor::setTool(Tool tool)
{
    if (m_tool == tool || !QMetaEnum::fromType<Tool>().valueToKey(int(tool)))
        return;
    m_tool = tool;
    Q_EMIT toolChanged();
}

void BoardEditor::setShape(Shape shape)
{
    if (m_shape == shape || !QMetaEnum::fromType<Shape>().valueToKey(int(shape)))
        return;
    m_shape = shape;
    Q_EMIT shapeChanged();
}

void BoardEditor::setTerrainKind(const QString &kind)
{
    if (m_terrainKind == kind)
        return;
    m_terrainKind = kind;
    Q_EMIT terrainKindChanged();
}

void BoardEditor::setLightingLevel(const QString &level)
{
    if (m_lightingLevel == level)
        return;
    m_lightingLevel = level;
    Q_EMIT lightingLevelChanged();
}

QVariantList BoardEditor::lightingLevels() const
{
    QVariantList list;
    if (!canEditSquare())
        return list;
    for (const auto &level : m_document->encounter().rules->lightingLevels) {
        list << QVariantMap{{QStringLiteral("id"), level.id},
                            {QStringLiteral("name"), level.name},
                            {QStringLiteral("color"), level.shade},
                            {QStringLiteral("advantage"), level.advantage}};
    }
    return list;
}

bool BoardEditor::areasAvailable() const
{
    // Seed 003's FIELD and ZONE keywords belong to the `meters` procedure (docs/rules.md §7.4).
    return canEditSquare() &&
           (m_document->encounter().rules->combat.procedure == CombatRules::Procedure::Meters ||
            !m_document->encounter().board.square.areas.isEmpty());
}

void BoardEditor::setElevationStep(double meters)
{
    // Micrometres are the exact unit; a step that rounds to nothing would do nothing.
    if (!FixedPoint::isRepresentable(meters) || FixedPoint::fromDouble(std::fabs(meters)) == 0)
        return;
    meters = FixedPoint::toDouble(FixedPoint::fromDouble(std::fabs(meters)));
    if (m_elevationStep == meters)
        return;
    m_elevationStep = meters;
    Q_EMIT elevationStepChanged();
}

void BoardEditor::setRaise(bool raise)
{
    if (m_raise == raise)
        return;
    m_raise = raise;
    Q_EMIT raiseChanged();
}

void BoardEditor::setWallSnap(bool snap)
{
    if (m_wallSnap == snap)
        return;
    m_wallSnap = snap;
    Q_EMIT wallSnapChanged();
}

bool BoardEditor::sightOverHeights() const
{
    return canEditSquare() && m_document->encounter().board.square.sightOverHeights;
}

void BoardEditor::setTerrainFullHeight(bool full)
{
    if (m_terrainFullHeight == full)
        return;
    m_terrainFullHeight = full;
    Q_EMIT terrainHeightChanged();
}

void BoardEditor::setTerrainHeight(double meters)
{
    // docs/file-format.md §3.12: a terrain height is 0 or more; exact to a micrometre.
    if (!std::isfinite(meters) || meters < 0 || meters > Limits::MaxSightHeightMeters)
        return;
    meters = FixedPoint::toDouble(FixedPoint::fromDouble(meters));
    if (m_terrainHeight == meters)
        return;
    m_terrainHeight = meters;
    Q_EMIT terrainHeightChanged();
}

bool BoardEditor::terrainHeightApplies() const
{
    if (!canEditSquare())
        return false;
    const auto &rules = *m_document->encounter().rules;
    const int kind = rules.terrainIndex(m_terrainKind);
    // Only what blocks sight or gives cover stands in a line's way (docs/rules.md §13).
    return kind >= 0 &&
           (rules.terrainKinds[kind].blocksSight || rules.terrainKinds[kind].givesCover);
}

void BoardEditor::setWallFullHeight(bool full)
{
    if (m_wallFullHeight == full)
        return;
    m_wallFullHeight = full;
    Q_EMIT wallTopChanged();
}

void BoardEditor::setWallTop(double meters)
{
    // Absolute, like elevations: a wall may top out below a terrace beside it.
    if (!std::isfinite(meters) || std::fabs(meters) > Limits::MaxSightHeightMeters)
        return;
    meters = FixedPoint::toDouble(FixedPoint::fromDouble(meters));
    if (m_wallTop == meters)
        return;
    m_wallTop = meters;
    Q_EMIT wallTopChanged();
}

std::optional<qint64> BoardEditor::paintedHeight() const
{
    if (m_terrainFullHeight || !terrainHeightApplies())
        return std::nullopt;
    return FixedPoint::fromDouble(m_terrainHeight);
}

QVariantList BoardEditor::terrainKinds() const
{
    QVariantList list;
    if (!canEditSquare())
        return list;
    for (const auto &kind : m_document->encounter().rules->terrainKinds) {
        list << QVariantMap{{QStringLiteral("id"), kind.id},
                            {QStringLiteral("name"), kind.name},
                            {QStringLiteral("color"), kind.color}};
    }
    return list;
}

bool BoardEditor::isSquareBoard() const
{
    return canEditSquare();
}

bool BoardEditor::canEdit() const
{
    return m_document && m_document->isLoaded() && m_document->encounter().rules;
}

bool BoardEditor::canEditSquare() const
{
    return canEdit() && m_document->encounter().board.isSquare();
}

BackgroundPlacement BoardEditor::backgroundPlacement() const
{
    BackgroundPlacement placement;
    if (m_document)
        placement.imageSize = m_document->backgroundImage().size();
    if (!canEditSquare())
        return placement;
    const auto &background = m_document->encounter().board.square.background;
    placement.present = !background.isEmpty();
    placement.cellPixels = background.cellPixels;
    placement.offsetX = background.offsetX;
    placement.offsetY = background.offsetY;
    placement.opacity = background.opacity;
    return placement;
}

bool BoardEditor::push(const Board &after, const EncounterChange &change, const QString &text)
{
    const Board &before = m_document->encounter().board;
    if (SquareBoardEdit::sameBoard(before, after))
        return false;
    m_document->undoStack()->push(
        new ReplaceBoardCommand(m_document, before, after, change, text, m_strokeId));
    if (m_strokeId >= 0) {
        m_strokeChange = m_strokePushed ? EncounterChange::merged(m_strokeChange, change) : change;
        m_strokePushed = true;
    }
    return true;
}

void BoardEditor::beginStroke()
{
    if (!canEdit())
        return;
    const bool wasActive = m_strokeId >= 0;
    m_strokeId = m_nextStrokeId++;
    m_strokePushed = false;
    m_strokeIndex = m_document->undoStack()->index();
    m_strokeBefore = m_document->encounter().board;
    m_strokeCells.clear();
    m_lastStrokeCell = {-1, -1};
    if (!wasActive)
        Q_EMIT strokeActiveChanged();
}

void BoardEditor::endStroke()
{
    if (m_strokeId < 0)
        return;
    m_strokeId = -1;
    m_strokeCells.clear();
    Q_EMIT strokeActiveChanged();
}

void BoardEditor::cancelStroke()
{
    if (m_strokeId < 0)
        return;
    auto *stack = m_document ? m_document->undoStack() : nullptr;
    if (m_strokePushed && stack && stack->index() == m_strokeIndex + 1 &&
        stack->count() == m_strokeIndex + 1) {
        // The stroke's merged command is on top. Restore the board, then let QUndoStack drop the
        // command: an obsolete command is deleted by undo() without being undone again.
        m_document->replaceBoard(m_strokeBefore, m_strokeChange);
        const_cast<QUndoCommand *>(stack->command(m_strokeIndex))->setObsolete(true);
        stack->undo();
    }
    endStroke();
}

QString BoardEditor::terrainText() const
{
    if (m_tool == Tool::Erase)
        return tr("Erase terrain");
    if (m_tool == Tool::Elevation)
        return m_raise ? tr("Raise ground") : tr("Lower ground");
    if (m_tool == Tool::Lighting) {
        const auto &levels = m_document->encounter().rules->lightingLevels;
        const int level = m_document->encounter().rules->lightingIndex(m_lightingLevel);
        if (level == 0)
            return tr("Erase lighting"); // the first level is the default (file-format §3.5)
        return tr("Paint %1").arg(level > 0 ? levels[level].name.toLower() : m_lightingLevel);
    }
    const auto &rules = *m_document->encounter().rules;
    const int kind = rules.terrainIndex(m_terrainKind);
    return tr("Paint %1").arg(kind >= 0 ? shortName(rules.terrainKinds[kind].name) : m_terrainKind);
}

bool BoardEditor::applyCells(const QList<QPoint> &cells)
{
    if (!canEditSquare() || cells.isEmpty())
        return false;
    const auto &rules = *m_document->encounter().rules;
    Board after = m_document->encounter().board;
    QRect touched;
    const SquareBoard &square = after.square;
    if (m_tool == Tool::Terrain) {
        if (rules.terrainIndex(m_terrainKind) < 0)
            return false;
        after.square = SquareBoardEdit::paintTerrain(square, rules, cells, m_terrainKind,
                                                     paintedHeight(), &touched);
    } else if (m_tool == Tool::Erase) {
        after.square = SquareBoardEdit::eraseTerrain(square, rules, cells, &touched);
    } else if (m_tool == Tool::Lighting) {
        if (rules.lightingIndex(m_lightingLevel) < 0)
            return false;
        // Light reaches the analysis like terrain: the cells it changed (docs/rules.md §1.9).
        after.square =
            SquareBoardEdit::paintLighting(square, rules, cells, m_lightingLevel, &touched);
    } else if (m_tool == Tool::Elevation) {
        // A stroke raises each cell once, however often the brush passes over it.
        QList<QPoint> fresh;
        for (const QPoint &c : cells) {
            if (m_strokeId < 0 || !m_strokeCells.contains(c))
                fresh << c;
            if (m_strokeId >= 0)
                m_strokeCells.insert(c);
        }
        const qint64 step = FixedPoint::fromDouble(m_elevationStep);
        after.square =
            SquareBoardEdit::raiseElevation(square, rules, fresh, m_raise ? step : -step, &touched);
    } else {
        return false;
    }
    return push(after, EncounterChange::terrain(touched), terrainText());
}

bool BoardEditor::applyAt(int cellX, int cellY)
{
    if (!canEditSquare())
        return false;
    const QPoint cell(cellX, cellY);
    const auto &square = m_document->encounter().board.square;
    if (!square.contains(cellX, cellY)) {
        // Leaving the map breaks the stroke's line: coming back elsewhere starts a new run.
        m_lastStrokeCell = {-1, -1};
        return false;
    }
    QList<QPoint> cells{cell};
    if (m_strokeId >= 0 && m_lastStrokeCell != QPoint(-1, -1) && m_lastStrokeCell != cell)
        cells = SquareBoardEdit::lineCells(square, m_lastStrokeCell, cell);
    if (m_strokeId >= 0)
        m_lastStrokeCell = cell;
    return applyCells(cells);
}

bool BoardEditor::applyRect(int x1, int y1, int x2, int y2)
{
    if (!canEditSquare())
        return false;
    return applyCells(
        SquareBoardEdit::rectCells(m_document->encounter().board.square, {x1, y1}, {x2, y2}));
}

bool BoardEditor::applyLine(int x1, int y1, int x2, int y2)
{
    if (!canEditSquare())
        return false;
    return applyCells(
        SquareBoardEdit::lineCells(m_document->encounter().board.square, {x1, y1}, {x2, y2}));
}

QVariantList BoardEditor::shapeCells(Shape shape, int x1, int y1, int x2, int y2) const
{
    QVariantList list;
    if (!canEditSquare())
        return list;
    const auto &square = m_document->encounter().board.square;
    const QList<QPoint> cells = shape == Shape::Line
                                    ? SquareBoardEdit::lineCells(square, {x1, y1}, {x2, y2})
                                    : SquareBoardEdit::rectCells(square, {x1, y1}, {x2, y2});
    for (const QPoint &c : cells)
        list << QVariant(c);
    return list;
}

QString BoardEditor::terrainAt(int cellX, int cellY) const
{
    if (!canEditSquare())
        return {};
    const auto &square = m_document->encounter().board.square;
    if (!square.contains(cellX, cellY))
        return {};
    const int kind = square.terrainAt(cellX, cellY);
    return kind >= 0 ? m_document->encounter().rules->terrainKinds[kind].id : QString();
}

double BoardEditor::elevationAt(int cellX, int cellY) const
{
    if (!canEditSquare())
        return 0;
    const auto &square = m_document->encounter().board.square;
    return square.contains(cellX, cellY) ? FixedPoint::toDouble(square.elevationAt(cellX, cellY))
                                         : 0;
}

QString BoardEditor::lightingAt(int cellX, int cellY) const
{
    if (!canEditSquare())
        return {};
    const auto &square = m_document->encounter().board.square;
    const auto &levels = m_document->encounter().rules->lightingLevels;
    if (!square.contains(cellX, cellY) || levels.isEmpty())
        return {};
    const int level = square.lightingAt(cellX, cellY);
    return levels[level >= 0 ? level : 0].id;
}

double BoardEditor::terrainHeightAt(int cellX, int cellY) const
{
    if (!canEditSquare())
        return -1;
    const auto &square = m_document->encounter().board.square;
    if (!square.contains(cellX, cellY))
        return -1;
    const qint64 top = square.terrainTopAt(cellX, cellY);
    return top == SquareBoard::NoTop ? -1
                                     : FixedPoint::toDouble(top - square.elevationAt(cellX, cellY));
}

bool BoardEditor::setSightOverHeights(bool on)
{
    if (!canEditSquare())
        return false;
    Board after = m_document->encounter().board;
    after.square = SquareBoardEdit::setSightOverHeights(after.square, on);
    // Every line of sight, light and vision may change: the analysis starts over.
    return push(after, EncounterChange::everything(),
                on ? tr("Turn on sight over heights") : tr("Turn off sight over heights"));
}

qint64 BoardEditor::toMicro(double cells) const
{
    // Snapped: whole cells, exact. Free: the nearest micro-cell.
    if (m_wallSnap)
        return static_cast<qint64>(std::llround(cells)) * FixedPoint::Scale;
    return FixedPoint::fromDouble(cells);
}

QPointF BoardEditor::wallPoint(double x, double y) const
{
    return {FixedPoint::toDouble(toMicro(x)), FixedPoint::toDouble(toMicro(y))};
}

bool BoardEditor::addWall(double x1, double y1, double x2, double y2)
{
    if (!canEditSquare())
        return false;
    const auto &square = m_document->encounter().board.square;
    for (double v : {x1, y1, x2, y2}) {
        if (!FixedPoint::isRepresentable(v))
            return false;
    }
    // Walls stay on the map: docs/file-format.md §9 refuses out-of-range coordinates.
    const auto clampX = [&](double v) { return qBound(0.0, v, double(square.width)); };
    const auto clampY = [&](double v) { return qBound(0.0, v, double(square.height)); };
    WallSegment wall;
    wall.x1 = toMicro(clampX(x1));
    wall.y1 = toMicro(clampY(y1));
    wall.x2 = toMicro(clampX(x2));
    wall.y2 = toMicro(clampY(y2));
    if (!m_wallFullHeight)
        wall.topMicrometres = FixedPoint::fromDouble(m_wallTop);
    Board after = m_document->encounter().board;
    QRect touched;
    after.square = SquareBoardEdit::addWall(square, wall, &touched);
    return push(after, EncounterChange::terrain(touched), tr("Add wall"));
}

int BoardEditor::wallAt(double x, double y) const
{
    if (!canEditSquare() || !FixedPoint::isRepresentable(x) || !FixedPoint::isRepresentable(y))
        return -1;
    return SquareBoardEdit::wallNear(m_document->encounter().board.square,
                                     FixedPoint::fromDouble(x), FixedPoint::fromDouble(y),
                                     WallPickTolerance);
}

QVariantMap BoardEditor::wall(int index) const
{
    if (!canEditSquare() || index < 0 || index >= m_document->encounter().board.square.walls.size())
        return {};
    const WallSegment &w = m_document->encounter().board.square.walls[index];
    using Door = WallSegment::Door;
    return {{QStringLiteral("x1"), FixedPoint::toDouble(w.x1)},
            {QStringLiteral("y1"), FixedPoint::toDouble(w.y1)},
            {QStringLiteral("x2"), FixedPoint::toDouble(w.x2)},
            {QStringLiteral("y2"), FixedPoint::toDouble(w.y2)},
            {QStringLiteral("door"), w.door == Door::None     ? QStringLiteral("none")
                                     : w.door == Door::Closed ? QStringLiteral("closed")
                                                              : QStringLiteral("open")},
            {QStringLiteral("fullHeight"), !w.topMicrometres.has_value()},
            {QStringLiteral("top"), FixedPoint::toDouble(w.topMicrometres.value_or(0))}};
}

bool BoardEditor::setWallTopAt(int index, bool fullHeight, double meters)
{
    if (!canEditSquare() || index < 0 || index >= m_document->encounter().board.square.walls.size())
        return false;
    std::optional<qint64> top;
    if (!fullHeight) {
        if (!std::isfinite(meters) || std::fabs(meters) > Limits::MaxSightHeightMeters)
            return false;
        top = FixedPoint::fromDouble(meters);
    }
    Board after = m_document->encounter().board;
    const bool door = after.square.walls[index].door != WallSegment::Door::None;
    QRect touched;
    after.square = SquareBoardEdit::setWallTop(after.square, index, top, &touched);
    //: An undo step: set how high a wall (a door) reaches (docs/rules.md §13).
    return push(after, EncounterChange::terrain(touched),
                door ? tr("Set door top") : tr("Set wall top"));
}

QVariantList BoardEditor::doors() const
{
    QVariantList list;
    if (!canEditSquare())
        return list;
    const auto &walls = m_document->encounter().board.square.walls;
    for (int i = 0; i < walls.size(); ++i) {
        const WallSegment &w = walls[i];
        if (w.door == WallSegment::Door::None)
            continue;
        list << QVariantMap{{QStringLiteral("index"), i},
                            {QStringLiteral("x1"), FixedPoint::toDouble(w.x1)},
                            {QStringLiteral("y1"), FixedPoint::toDouble(w.y1)},
                            {QStringLiteral("x2"), FixedPoint::toDouble(w.x2)},
                            {QStringLiteral("y2"), FixedPoint::toDouble(w.y2)},
                            {QStringLiteral("open"), w.door == WallSegment::Door::Open}};
    }
    return list;
}

bool BoardEditor::removeWall(int index)
{
    if (!canEditSquare())
        return false;
    Board after = m_document->encounter().board;
    QRect touched;
    after.square = SquareBoardEdit::removeWall(after.square, index, &touched);
    return push(after, EncounterChange::terrain(touched), tr("Remove wall"));
}

bool BoardEditor::toggleDoor(int index)
{
    if (!canEditSquare())
        return false;
    Board after = m_document->encounter().board;
    if (index < 0 || index >= after.square.walls.size())
        return false;
    using Door = WallSegment::Door;
    const Door was = after.square.walls[index].door;
    QRect touched;
    after.square = SquareBoardEdit::toggleDoor(after.square, index, &touched);
    //: Undo steps: turn a wall into a door, open it, close it (verbs).
    const QString text = was == Door::None ? tr("Make door")
                         //: An undo step: open the door (a verb).
                         : was == Door::Closed ? tr("Open door")
                                               //: An undo step: close the door (a verb).
                                               : tr("Close door");
    return push(after, EncounterChange::terrain(touched), text);
}

bool BoardEditor::makePlainWall(int index)
{
    if (!canEditSquare())
        return false;
    Board after = m_document->encounter().board;
    QRect touched;
    after.square = SquareBoardEdit::setDoor(after.square, index, WallSegment::Door::None, &touched);
    return push(after, EncounterChange::terrain(touched), tr("Make plain wall"));
}

void BoardEditor::setBackground(const QUrl &url)
{
    const QString fileName = url.isLocalFile() ? url.toLocalFile() : url.toString();
    QCoro::connect(loadBackground(fileName), this, [](bool) {});
}

QCoro::Task<bool> BoardEditor::loadBackground(QString fileName)
{
    QPointer<BoardEditor> self(this);
    QPointer<EncounterDocument> document = m_document;
    if (!document || !canEditSquare()) {
        Q_EMIT backgroundLoaded(false, tr("Only a square board takes a background image"));
        co_return false;
    }
    QPointer<DocumentJobs> jobs = document->jobs();
    const DocumentJobs::Stamp stamp = jobs->stamp();
    auto task = jobs->run(DocumentJobs::Kind::Background, &readBackground, fileName);
    const BackgroundFile file = co_await std::move(task);
    if (!self)
        co_return false;
    if (!file.error.isEmpty()) {
        Q_EMIT backgroundLoaded(false, file.error);
        co_return false;
    }
    // The document may have been closed, or its encounter replaced (a reload), meanwhile: the
    // same object then shows another encounter.
    if (!document || document != m_document || !jobs || !jobs->isSameDocument(stamp) ||
        !canEditSquare()) {
        Q_EMIT backgroundLoaded(false, tr("The board changed while the image was read"));
        co_return false;
    }
    const auto &square = m_document->encounter().board.square;
    const double cellPixels =
        SquareBoardEdit::coverCellPixels(file.size, square.width, square.height);
    const QPointF offset =
        SquareBoardEdit::centredOffset(file.size, cellPixels, square.width, square.height);
    Board after = m_document->encounter().board;
    after.square = SquareBoardEdit::setBackground(square, file.dataUrl, cellPixels, offset.x(),
                                                  offset.y(), square.background.opacity);
    push(after, EncounterChange::appearance(), tr("Set background image"));
    Q_EMIT backgroundLoaded(true, QString());
    co_return true;
}

bool BoardEditor::setBackgroundFit(double cellPixels, double offsetX, double offsetY,
                                   double opacity)
{
    if (!canEditSquare() || m_document->encounter().board.square.background.isEmpty())
        return false;
    Board after = m_document->encounter().board;
    after.square =
        SquareBoardEdit::setBackgroundFit(after.square, cellPixels, offsetX, offsetY, opacity);
    return push(after, EncounterChange::appearance(), tr("Fit background"));
}

bool BoardEditor::fitBackgroundToBoard()
{
    if (!canEditSquare())
        return false;
    const auto &square = m_document->encounter().board.square;
    const QSize size = m_document->backgroundImage().size();
    if (square.background.isEmpty() || size.isEmpty())
        return false;
    const double cellPixels = SquareBoardEdit::coverCellPixels(size, square.width, square.height);
    const QPointF offset =
        SquareBoardEdit::centredOffset(size, cellPixels, square.width, square.height);
    return setBackgroundFit(cellPixels, offset.x(), offset.y(), square.background.opacity);
}

bool BoardEditor::clearBackground()
{
    if (!canEditSquare())
        return false;
    Board after = m_document->encounter().board;
    after.square = SquareBoardEdit::clearBackground(after.square);
    return push(after, EncounterChange::appearance(), tr("Remove background"));
}

namespace
{

// The marks a position can carry, by their names in the file and in QML.
const char *const FlagNames[] = {"difficult", "turbulent", "water", "fillsPosition"};

bool *flagField(PositionFlags &flags, const QString &flag)
{
    if (flag == QLatin1String("difficult"))
        return &flags.difficult;
    if (flag == QLatin1String("turbulent"))
        return &flags.turbulent;
    if (flag == QLatin1String("water"))
        return &flags.water;
    if (flag == QLatin1String("fillsPosition"))
        return &flags.fillsPosition;
    return nullptr;
}

} // namespace

bool BoardEditor::positionFlag(const QString &positionId, const QString &flag) const
{
    if (!canEdit() || m_document->encounter().board.isSquare())
        return false;
    PositionFlags flags = m_document->encounter().board.positions.flags(positionId);
    const bool *field = flagField(flags, flag);
    return field && *field;
}

QVariantMap BoardEditor::positionFlags() const
{
    QVariantMap all;
    if (!canEdit() || m_document->encounter().board.isSquare())
        return all;
    const Encounter &encounter = m_document->encounter();
    for (const GridPosition &position : encounter.rules->positions) {
        PositionFlags flags = encounter.board.positions.flags(position.id);
        QVariantMap marks;
        for (const char *name : FlagNames)
            marks.insert(QLatin1String(name), *flagField(flags, QLatin1String(name)));
        if (!flags.saveEnergy.isEmpty()) {
            marks.insert(QStringLiteral("saveEnergy"), flags.saveEnergy);
            marks.insert(QStringLiteral("saveModifier"), flags.saveModifier);
            marks.insert(QStringLiteral("saveText"),
                         PositionListModel::saveText(flags, *encounter.rules));
        }
        all.insert(position.id, marks);
    }
    return all;
}

bool BoardEditor::togglePositionFlag(const QString &positionId, const QString &flag)
{
    if (!canEdit() || m_document->encounter().board.isSquare())
        return false;
    const Encounter &encounter = m_document->encounter();
    const GridPosition *position = encounter.rules->position(positionId);
    if (!position)
        return false;
    Board after = encounter.board;
    PositionFlags flags = after.positions.flags(positionId);
    bool *field = flagField(flags, flag);
    if (!field)
        return false;
    *field = !*field;
    // docs/file-format.md §9: a token below the surface where there is no water would make
    // the file unreadable, so drying such a position is refused.
    if (flag == QLatin1String("water") && !flags.water) {
        for (const Token &token : encounter.tokens) {
            const AltitudeLevel *level = encounter.rules->level(token.level);
            if (token.position == positionId && level && level->waterOnly && level->value != 0) {
                Q_EMIT refused(tr("%1 is at %2 in %3: move it before removing the water")
                                   .arg(token.name.isEmpty() ? token.id : token.name, level->name,
                                        position->name));
                return false;
            }
        }
    }
    if (flags.isPlain())
        after.positions.positions.remove(positionId);
    else
        after.positions.positions.insert(positionId, flags);

    QString text;
    if (flag == QLatin1String("difficult"))
        text = *field ? tr("Mark %1 difficult") : tr("Clear difficult from %1");
    else if (flag == QLatin1String("turbulent"))
        text = *field ? tr("Mark %1 turbulent") : tr("Clear turbulent from %1");
    else if (flag == QLatin1String("water"))
        text = *field ? tr("Put water in %1") : tr("Remove water from %1");
    else
        text = *field ? tr("Fill %1 with an obstacle") : tr("Clear the obstacle from %1");
    return push(after, EncounterChange::everything(), text.arg(position->name));
}

bool BoardEditor::setPositionSave(const QString &positionId, const QString &energy, int modifier)
{
    if (!canEdit() || m_document->encounter().board.isSquare())
        return false;
    const Encounter &encounter = m_document->encounter();
    const GridPosition *position = encounter.rules->position(positionId);
    if (!position || (!energy.isEmpty() && !encounter.rules->combat.pool(energy)))
        return false;
    Board after = encounter.board;
    PositionFlags flags = after.positions.flags(positionId);
    if (flags.saveEnergy == energy && (energy.isEmpty() || flags.saveModifier == modifier))
        return false;
    flags.saveEnergy = energy;
    flags.saveModifier = energy.isEmpty() ? 0 : modifier;
    if (flags.isPlain())
        after.positions.positions.remove(positionId);
    else
        after.positions.positions.insert(positionId, flags);
    // No rule the analysis reads changes: only the fight asks for the Saving Throw.
    return push(after, EncounterChange::appearance(),
                energy.isEmpty() ? tr("Clear the Saving Throw of %1").arg(position->name)
                                 : tr("Saving Throw on entering %1").arg(position->name));
}

QVariantList BoardEditor::energyChoices() const
{
    QVariantList out;
    if (!canEdit())
        return out;
    for (const auto &pool : m_document->encounter().rules->combat.pools) {
        if (!pool.unbounded)
            out << QVariantMap{{QStringLiteral("id"), pool.id},
                               {QStringLiteral("name"), pool.name}};
    }
    return out;
}

bool BoardEditor::setSkyward(bool allowed)
{
    if (!canEdit() || m_document->encounter().board.isSquare())
        return false;
    const Encounter &encounter = m_document->encounter();
    //: The Combat Grid's altitude level above the ground (a game term), when the rule set
    //: names none.
    QString levelName = QCoreApplication::translate("BoardEditor", "Skyward");
    for (const auto &level : encounter.rules->levels) {
        if (level.needsSkyward)
            levelName = level.name;
    }
    if (!allowed) {
        // A token up there would make the file unreadable (docs/file-format.md §9).
        for (const Token &token : encounter.tokens) {
            const AltitudeLevel *level = encounter.rules->level(token.level);
            if (level && level->needsSkyward) {
                Q_EMIT refused(tr("%1 is at %2: bring it down before forbidding %2")
                                   .arg(token.name.isEmpty() ? token.id : token.name, level->name));
                return false;
            }
        }
    }
    Board after = encounter.board;
    after.positions.skyward = allowed;
    return push(after, EncounterChange::everything(),
                allowed ? tr("Allow %1").arg(levelName) : tr("Forbid %1").arg(levelName));
}
