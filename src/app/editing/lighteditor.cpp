#include "editing/lighteditor.h"

#include "document/encounterdocument.h"
#include "document/rebind.h"
#include "edit/lightedit.h"
#include "engine/heightsight.h"
#include "engine/lightfield.h"
#include "live/overlaytext.h"
#include "model/fixedpoint.h"
#include "model/limits.h"
#include "render/lightshade.h"

#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <numbers>

namespace
{

// A click this close to a light's icon (in cells, on both axes) picks it.
constexpr double PickTolerance = 1.0 / 3.0;
// How far in from its bearer's corner a carried light's badge sits, in cells.
constexpr double BadgeInset = 0.2;

double cells(qint64 micro)
{
    return FixedPoint::toDouble(micro);
}

// A radius in cells as a light stores it: exact micro-cells, within what a file may hold.
std::optional<qint64> radius(double value)
{
    if (!std::isfinite(value) || value < 0 || value > Limits::MaxLightRadius)
        return std::nullopt;
    return FixedPoint::fromDouble(value);
}

// Where a ring's handle goes, as angles in degrees clockwise from due right, the first that
// stays on the map winning: the dim ring's to the side, the bright ring's on a diagonal, so the
// two never sit on one another while the radii differ.
constexpr double HandleMargin = 0.25;
constexpr int DimDirections[] = {0, 180, 90, 270, 45, 135, 225, 315};
constexpr int BrightDirections[] = {315, 45, 225, 135, 0, 180, 90, 270};

template<std::size_t N>
QPointF handle(const SquareBoard &board, double x, double y, double radius, const int (&angles)[N])
{
    QPointF fallback;
    for (std::size_t i = 0; i < N; ++i) {
        const double a = angles[i] * std::numbers::pi / 180;
        const QPointF at(x + radius * std::cos(a), y + radius * std::sin(a));
        if (i == 0)
            fallback = at;
        // A quarter of a cell inside the edge: the whole handle shows, and can be grabbed.
        if (at.x() >= HandleMargin && at.y() >= HandleMargin &&
            at.x() <= board.width - HandleMargin && at.y() <= board.height - HandleMargin)
            return at;
    }
    // A ring wider than the map: the handle at the map's edge, still pulling the same ring.
    return {
        std::clamp(fallback.x(), HandleMargin, std::max(HandleMargin, board.width - HandleMargin)),
        std::clamp(fallback.y(), HandleMargin,
                   std::max(HandleMargin, board.height - HandleMargin))};
}

QString levelName(LightLevel level)
{
    switch (level) {
    case LightLevel::Dark:
        return LightEditor::tr("dark");
    case LightLevel::Dim:
        return LightEditor::tr("dim");
    case LightLevel::Bright:
        break;
    }
    return LightEditor::tr("bright");
}

} // namespace

LightEditor::LightEditor(QObject *parent) : QObject(parent) {}

void LightEditor::setDocument(EncounterDocument *document)
{
    if (!rebind(m_document, document, this))
        return;
    if (m_document) {
        connect(m_document, &EncounterDocument::encounterReset, this, &LightEditor::rulesReset);
        connect(m_document, &EncounterDocument::boardChanged, this, &LightEditor::refresh);
        // Carried lights follow their bearers, and show their names.
        connect(m_document, &EncounterDocument::tokenChanged, this, &LightEditor::refresh);
        connect(m_document, &EncounterDocument::tokenInserted, this, &LightEditor::refresh);
        connect(m_document, &EncounterDocument::tokenRemoved, this, &LightEditor::refresh);
    }
    Q_EMIT documentChanged();
    rulesReset();
}

void LightEditor::rulesReset()
{
    // Another file: a drag in progress and the picked light belong to the old one.
    if (m_dragId >= 0) {
        m_dragId = -1;
        Q_EMIT draggingChanged();
    }
    setSelectedId({});
    const auto *b = board();
    const RuleSet *rules = b ? m_document->encounter().rules.get() : nullptr;
    if (rules && !rules->lightPreset(m_placePreset)) {
        m_placePreset = rules->lightPresets.isEmpty() ? QString() : rules->lightPresets[0].id;
        Q_EMIT placePresetChanged();
    }
    Q_EMIT presetsChanged();
    refresh();
}

const SquareBoard *LightEditor::board() const
{
    if (!m_document || !m_document->isLoaded() || !m_document->encounter().rules ||
        !m_document->encounter().board.isSquare())
        return nullptr;
    return &m_document->encounter().board.square;
}

const Light *LightEditor::find(const QString &id) const
{
    const auto *b = board();
    return b ? b->light(id) : nullptr;
}

QString LightEditor::presetOf(const Light &light) const
{
    for (const auto &preset : m_document->encounter().rules->lightPresets) {
        if (preset.bright == light.bright && preset.dim == light.dim)
            return preset.id;
    }
    return {};
}

QString LightEditor::label(const Light &light) const
{
    const auto *preset = m_document->encounter().rules->lightPreset(presetOf(light));
    //: Noun: a light source.
    const QString kind = preset ? preset->name : tr("Light");
    if (!light.isCarried()) {
        if (preset)
            return kind;
        // A light of its own make: its number tells it from the others ("light-3": "Light 3").
        const QString number = light.id.section(QLatin1Char('-'), -1);
        return light.id.startsWith(QLatin1String("light-"))
                   ? tr("Light %1", "noun: the light numbered %1").arg(number)
                   : light.id;
    }
    const Token *bearer = m_document->encounter().token(light.token);
    const QString name = bearer && !bearer->name.isEmpty() ? bearer->name : light.token;
    return tr("%1's %2").arg(name, OverlayText::midSentence(kind));
}

void LightEditor::refresh()
{
    QVariantList rows;
    QVariantMap carried;
    if (const auto *b = board()) {
        const auto &encounter = m_document->encounter();
        for (const auto &light : b->lights) {
            auto point = LightField::pointOf(light, encounter);
            const Token *bearer = light.isCarried() ? encounter.token(light.token) : nullptr;
            if (bearer && bearer->id == m_dragToken && m_dragCell.x() >= 0) {
                // Where the dragged bearer is held: the light goes with it.
                const qint64 side = bearer->footprint();
                point = MicroPoint{
                    qint64(m_dragCell.x()) * FixedPoint::Scale + side * FixedPoint::Scale / 2,
                    qint64(m_dragCell.y()) * FixedPoint::Scale + side * FixedPoint::Scale / 2};
            }
            const MicroPoint p = point.value_or(MicroPoint{light.x, light.y});
            const double px = cells(p.x);
            const double py = cells(p.y);
            // A carried light's icon is a badge on its bearer's bottom right corner, clear of
            // the token's face and of its hidden and altitude marks on the top corners; a free
            // light's sits on its point.
            QPointF icon(px, py);
            if (bearer) {
                const double corner = bearer->footprint() / 2.0 - BadgeInset;
                icon += QPointF(corner, corner);
            }
            Light automatic = light;
            automatic.zMicrometres.reset();
            const qint64 autoZ = HeightSight::lightZ(automatic, p, encounter);
            const QPointF dimHandle = handle(*b, px, py, cells(light.dim), DimDirections);
            const QPointF brightHandle = handle(*b, px, py, cells(light.bright), BrightDirections);
            const QVariantMap row{
                {QStringLiteral("id"), light.id},
                {QStringLiteral("label"), label(light)},
                {QStringLiteral("lightX"), px},
                {QStringLiteral("lightY"), py},
                {QStringLiteral("iconX"), icon.x()},
                {QStringLiteral("iconY"), icon.y()},
                {QStringLiteral("brightCells"), cells(light.bright)},
                {QStringLiteral("dimCells"), cells(light.dim)},
                {QStringLiteral("on"), light.on},
                {QStringLiteral("color"), light.color},
                {QStringLiteral("glow"), LightShade::glowColor(light).name(QColor::HexRgb)},
                {QStringLiteral("token"), light.token},
                {QStringLiteral("tokenName"),
                 bearer ? (bearer->name.isEmpty() ? bearer->id : bearer->name) : QString()},
                {QStringLiteral("carried"), light.isCarried()},
                {QStringLiteral("hiddenCarrier"), bearer && bearer->hidden},
                {QStringLiteral("preset"), presetOf(light)},
                {QStringLiteral("brightHandleX"), brightHandle.x()},
                {QStringLiteral("brightHandleY"), brightHandle.y()},
                {QStringLiteral("dimHandleX"), dimHandle.x()},
                {QStringLiteral("dimHandleY"), dimHandle.y()},
                {QStringLiteral("zAuto"), !light.zMicrometres.has_value()},
                {QStringLiteral("zMeters"), cells(light.zMicrometres.value_or(0))},
                {QStringLiteral("autoZMeters"), cells(autoZ)}};
            rows << row;
            if (light.isCarried() && !carried.contains(light.token))
                carried.insert(light.token, row);
        }
    }
    QVariantList choices;
    if (board()) {
        choices << QVariantMap{{QStringLiteral("id"), QString()},
                               {QStringLiteral("name"), tr("Nobody: it stays where it is")}};
        for (const Token &token : m_document->encounter().tokens)
            choices << QVariantMap{
                {QStringLiteral("id"), token.id},
                {QStringLiteral("name"), token.name.isEmpty() ? token.id : token.name}};
    }
    if (!m_selectedId.isEmpty() && !find(m_selectedId)) {
        m_selectedId.clear();
        Q_EMIT selectedChanged();
    }
    const QString ambientNow = ambient();
    if (rows != m_rows || carried != m_carried || choices != m_choices || ambientNow != m_ambient) {
        m_rows = rows;
        m_carried = carried;
        m_choices = choices;
        m_ambient = ambientNow;
        Q_EMIT lightsChanged();
        Q_EMIT selectedChanged();
    }
}

void LightEditor::setSelectedId(const QString &id)
{
    const QString next = find(id) ? id : QString();
    if (m_selectedId == next)
        return;
    m_selectedId = next;
    Q_EMIT selectedChanged();
}

QVariantMap LightEditor::selected() const
{
    for (const auto &row : m_rows) {
        const auto map = row.toMap();
        if (map.value(QStringLiteral("id")).toString() == m_selectedId)
            return map;
    }
    return {};
}

QString LightEditor::ambient() const
{
    const auto *b = board();
    return LightLevels::id(b ? b->ambient : LightLevel::Bright);
}

QVariantList LightEditor::presets() const
{
    QVariantList list;
    if (!board())
        return list;
    for (const auto &preset : m_document->encounter().rules->lightPresets) {
        list << QVariantMap{{QStringLiteral("id"), preset.id},
                            {QStringLiteral("name"), preset.name},
                            {QStringLiteral("brightCells"), cells(preset.bright)},
                            {QStringLiteral("dimCells"), cells(preset.dim)}};
    }
    return list;
}

void LightEditor::setPlacePreset(const QString &presetId)
{
    if (m_placePreset == presetId)
        return;
    m_placePreset = presetId;
    Q_EMIT placePresetChanged();
}

void LightEditor::setDragToken(const QString &tokenId)
{
    if (m_dragToken == tokenId)
        return;
    m_dragToken = tokenId;
    Q_EMIT tokenDragChanged();
    refresh();
}

void LightEditor::setDragCell(QPoint cell)
{
    if (m_dragCell == cell)
        return;
    m_dragCell = cell;
    Q_EMIT tokenDragChanged();
    if (!m_dragToken.isEmpty())
        refresh();
}

QPointF LightEditor::placePoint(double x, double y, bool free) const
{
    const auto *b = board();
    if (!b)
        return {};
    const MicroPoint p = free ? LightEdit::clamped(*b, x, y) : LightEdit::snapped(*b, x, y);
    return {cells(p.x), cells(p.y)};
}

bool LightEditor::push(const ReplaceLightsCommand::State &after, const QString &text)
{
    const auto before = ReplaceLightsCommand::stateOf(*m_document);
    if (after == before)
        return false;
    m_document->undoStack()->push(
        new ReplaceLightsCommand(m_document, before, after, text, m_dragId));
    return true;
}

bool LightEditor::edit(const QString &id, const QString &text,
                       const std::function<void(Light &)> &change)
{
    const auto *b = board();
    const auto *light = find(id);
    if (!b || !light)
        return false;
    Light next = *light;
    change(next);
    if (next == *light)
        return false;
    if (!LightEdit::isValid(m_document->encounter(), next)) {
        Q_EMIT refused(tr("A light needs a point on the map and radii from 0 to %1 squares, "
                          "bright no larger than dim.")
                           .arg(Limits::MaxLightRadius));
        return false;
    }
    auto after = ReplaceLightsCommand::stateOf(*m_document);
    after.lights = LightEdit::replaceLight(*b, next).lights;
    // "%1" in the text stands for the light's label.
    return push(after, text.contains(QLatin1String("%1")) ? text.arg(label(*light)) : text);
}

QString LightEditor::addLight(double x, double y, bool free)
{
    const auto *b = board();
    if (!b || !std::isfinite(x) || !std::isfinite(y) || x < 0 || y < 0 || x > b->width ||
        y > b->height)
        return {};
    if (b->lights.size() >= Limits::MaxLights) {
        Q_EMIT refused(tr("A board holds at most %n lights.", nullptr, Limits::MaxLights));
        return {};
    }
    const auto &rules = *m_document->encounter().rules;
    const LightPreset *preset = rules.lightPreset(m_placePreset);
    if (!preset && !rules.lightPresets.isEmpty())
        preset = &rules.lightPresets[0];
    Light light;
    light.id = LightEdit::freeId(*b);
    const MicroPoint p = free ? LightEdit::clamped(*b, x, y) : LightEdit::snapped(*b, x, y);
    light.x = p.x;
    light.y = p.y;
    light.bright = preset ? preset->bright : FixedPoint::fromDouble(FallbackBright);
    light.dim = preset ? preset->dim : FixedPoint::fromDouble(FallbackDim);
    auto after = ReplaceLightsCommand::stateOf(*m_document);
    after.lights = LightEdit::addLight(*b, light).lights;
    if (!push(after, tr("Add %1").arg(OverlayText::midSentence(label(light)))))
        return {};
    setSelectedId(light.id);
    return light.id;
}

QString LightEditor::lightAt(double x, double y) const
{
    for (auto it = m_rows.crbegin(); it != m_rows.crend(); ++it) {
        const auto row = it->toMap();
        if (std::abs(row.value(QStringLiteral("iconX")).toDouble() - x) <= PickTolerance &&
            std::abs(row.value(QStringLiteral("iconY")).toDouble() - y) <= PickTolerance)
            return row.value(QStringLiteral("id")).toString();
    }
    return {};
}

QString LightEditor::ringAt(double x, double y) const
{
    const QVariantMap row = selected();
    if (row.isEmpty())
        return {};
    auto near = [&](const char *hx, const char *hy) {
        return std::hypot(row.value(QLatin1String(hx)).toDouble() - x,
                          row.value(QLatin1String(hy)).toDouble() - y);
    };
    const double bright = near("brightHandleX", "brightHandleY");
    const double dim = near("dimHandleX", "dimHandleY");
    if (std::min(bright, dim) > PickTolerance)
        return {};
    return dim <= bright ? QStringLiteral("dim") : QStringLiteral("bright");
}

bool LightEditor::moveLight(const QString &id, double x, double y, bool free)
{
    const auto *b = board();
    const auto *light = find(id);
    if (!b || !light || !std::isfinite(x) || !std::isfinite(y))
        return false;
    if (light->isCarried()) {
        Q_EMIT refused(tr("%1 goes where its bearer goes: move the token, or set the light down "
                          "first.")
                           .arg(label(*light)));
        return false;
    }
    const MicroPoint p = free ? LightEdit::clamped(*b, x, y) : LightEdit::snapped(*b, x, y);
    return edit(id, tr("Move %1"), [&](Light &l) {
        l.x = p.x;
        l.y = p.y;
        l.pointWritten = true;
    });
}

bool LightEditor::setOn(const QString &id, bool on)
{
    return edit(
        id, on ? tr("Light %1", "verb: an undo step that turns the light %1 on") : tr("Put out %1"),
        [&](Light &l) { l.on = on; });
}

bool LightEditor::setColor(const QString &id, const QString &color)
{
    const QString value = color.trimmed();
    return edit(id, value.isEmpty() ? tr("Default colour for %1") : tr("Recolour %1"),
                [&](Light &l) { l.color = value; });
}

bool LightEditor::setBright(const QString &id, double value)
{
    const auto micro = radius(value);
    if (!micro)
        return false;
    return edit(id, tr("Resize %1"), [&](Light &l) {
        l.bright = *micro;
        l.dim = std::max(l.dim, l.bright);
    });
}

bool LightEditor::setDim(const QString &id, double value)
{
    const auto micro = radius(value);
    if (!micro)
        return false;
    return edit(id, tr("Resize %1"), [&](Light &l) {
        l.dim = *micro;
        l.bright = std::min(l.bright, l.dim);
    });
}

bool LightEditor::setRadii(const QString &id, double bright, double dim)
{
    const auto b = radius(bright);
    const auto d = radius(dim);
    if (!b || !d || *b > *d)
        return false;
    return edit(id, tr("Resize %1"), [&](Light &l) {
        l.bright = *b;
        l.dim = *d;
    });
}

bool LightEditor::applyPreset(const QString &id, const QString &presetId)
{
    const auto *b = board();
    const auto *preset = b ? m_document->encounter().rules->lightPreset(presetId) : nullptr;
    if (!preset)
        return false;
    return edit(
        id, tr("Make %1 a %2").arg(QStringLiteral("%1"), OverlayText::midSentence(preset->name)),
        [&](Light &l) {
            l.bright = preset->bright;
            l.dim = preset->dim;
        });
}

bool LightEditor::setCarrier(const QString &id, const QString &tokenId)
{
    const auto *light = find(id);
    if (!light)
        return false;
    const auto &encounter = m_document->encounter();
    if (tokenId.isEmpty())
        return edit(id, tr("Set down %1"),
                    [&](Light &l) { l = LightEdit::detached(l, encounter); });
    const Token *bearer = encounter.token(tokenId);
    if (!bearer)
        return false;
    const QString name = bearer->name.isEmpty() ? bearer->id : bearer->name;
    return edit(id, tr("Give %1 to %2").arg(QStringLiteral("%1"), name),
                [&](Light &l) { l = LightEdit::carried(l, tokenId); });
}

bool LightEditor::setZ(const QString &id, const QVariant &meters)
{
    QString text = meters.isNull() ? QString() : meters.toString().trimmed();
    text.replace(QLatin1Char(','), QLatin1Char('.'));
    if (text.isEmpty())
        return edit(id, tr("Automatic height for %1"), [](Light &l) { l.zMicrometres.reset(); });
    bool ok = false;
    const double value = text.toDouble(&ok);
    // docs/file-format.md §3.12: absolute, within the bound of every sight height.
    if (!ok || !std::isfinite(value) || std::fabs(value) > Limits::MaxSightHeightMeters)
        return false;
    return edit(id, tr("Set height of %1"),
                [&](Light &l) { l.zMicrometres = FixedPoint::fromDouble(value); });
}

bool LightEditor::removeLight(const QString &id)
{
    const auto *b = board();
    const auto *light = find(id);
    if (!b || !light)
        return false;
    auto after = ReplaceLightsCommand::stateOf(*m_document);
    after.lights = LightEdit::removeLight(*b, id).lights;
    return push(after, tr("Delete %1").arg(label(*light)));
}

bool LightEditor::beginDrag(const QString &id)
{
    if (!find(id))
        return false;
    if (m_dragId >= 0)
        endDrag();
    m_dragId = m_nextDragId++;
    m_dragLight = id;
    m_dragIndex = m_document->undoStack()->index();
    m_dragBefore = ReplaceLightsCommand::stateOf(*m_document);
    Q_EMIT draggingChanged();
    return true;
}

bool LightEditor::dragTo(double x, double y, bool free)
{
    return m_dragId >= 0 && moveLight(m_dragLight, x, y, free);
}

bool LightEditor::resizeTo(const QString &ring, double x, double y, bool free)
{
    if (m_dragId < 0 || !std::isfinite(x) || !std::isfinite(y))
        return false;
    const auto *light = find(m_dragLight);
    const auto point = light ? LightField::pointOf(*light, m_document->encounter()) : std::nullopt;
    if (!point)
        return false;
    double value = std::hypot(x - cells(point->x), y - cells(point->y));
    if (!free)
        value = std::round(value * 2) / 2;
    if (ring == QLatin1String("bright"))
        return setBright(m_dragLight, value);
    if (ring == QLatin1String("dim"))
        return setDim(m_dragLight, value);
    return false;
}

void LightEditor::endDrag()
{
    if (m_dragId < 0)
        return;
    m_dragId = -1;
    m_dragLight.clear();
    Q_EMIT draggingChanged();
}

void LightEditor::cancelDrag()
{
    if (m_dragId < 0)
        return;
    auto *stack = m_document ? m_document->undoStack() : nullptr;
    if (stack && stack->index() == m_dragIndex + 1 && stack->count() == m_dragIndex + 1 &&
        ReplaceLightsCommand::stateOf(*m_document) != m_dragBefore) {
        // The drag's merged command is on top: undo it by hand, then let QUndoStack drop it (an
        // obsolete command is deleted by undo() without being undone again).
        auto *command = const_cast<QUndoCommand *>(stack->command(m_dragIndex));
        command->undo();
        command->setObsolete(true);
        stack->undo();
    }
    endDrag();
}

bool LightEditor::carryLight(const QString &tokenId, const QString &presetId)
{
    const auto *b = board();
    if (!b)
        return false;
    const auto &encounter = m_document->encounter();
    const Token *bearer = encounter.token(tokenId);
    const LightPreset *preset = encounter.rules->lightPreset(presetId);
    if (!bearer || !preset)
        return false;
    const QString name = bearer->name.isEmpty() ? bearer->id : bearer->name;
    const auto indexes = LightEdit::carriedBy(*b, tokenId);
    if (!indexes.isEmpty()) {
        return edit(b->lights[indexes.first()].id,
                    tr("%1 carries a %2").arg(name, OverlayText::midSentence(preset->name)),
                    [&](Light &l) {
                        l.bright = preset->bright;
                        l.dim = preset->dim;
                        l.on = true;
                    });
    }
    if (b->lights.size() >= Limits::MaxLights) {
        Q_EMIT refused(tr("A board holds at most %n lights.", nullptr, Limits::MaxLights));
        return false;
    }
    Light light;
    light.id = LightEdit::freeId(*b);
    light.bright = preset->bright;
    light.dim = preset->dim;
    light = LightEdit::carried(light, tokenId);
    auto after = ReplaceLightsCommand::stateOf(*m_document);
    after.lights = LightEdit::addLight(*b, light).lights;
    return push(after, tr("Give %1 a %2").arg(name, OverlayText::midSentence(preset->name)));
}

bool LightEditor::stopCarrying(const QString &tokenId)
{
    const auto *b = board();
    const Token *bearer = b ? m_document->encounter().token(tokenId) : nullptr;
    if (!bearer)
        return false;
    auto after = ReplaceLightsCommand::stateOf(*m_document);
    after.lights = LightEdit::withoutCarried(*b, {tokenId}).lights;
    return push(after,
                tr("Take %1's light").arg(bearer->name.isEmpty() ? bearer->id : bearer->name));
}

bool LightEditor::setAmbient(const QString &level)
{
    const auto value = LightLevels::fromId(level);
    if (!board() || !value)
        return false;
    auto after = ReplaceLightsCommand::stateOf(*m_document);
    after.ambient = *value;
    return push(after, tr("Ambient light: %1").arg(levelName(*value)));
}
