#include "board/templateoverlayitem.h"

#include "board/overlaygeometry.h"
#include "board/picturerendernode.h"
#include "model/fixedpoint.h"
#include "render/templateshape.h"

#include <QDataStream>
#include <QPainter>
#include <QPainterPath>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGRendererInterface>
#include <QSGTransformNode>
#include <QSet>
#include <algorithm>

namespace
{

// The draft's key in the cache: no template id starts with a control character.
const QString DraftKey = QStringLiteral("\x01draft");

QPointF toCells(MicroPoint p)
{
    return {FixedPoint::toDouble(p.x), FixedPoint::toDouble(p.y)};
}

bool samePlacement(const TemplateArea::Placement &a, const TemplateArea::Placement &b)
{
    return a.shape == b.shape && a.origin == b.origin && a.far == b.far && a.size == b.size;
}

// The templates' geometry, in cell units under a transform to the item's size.
class TemplateRootNode : public QSGTransformNode
{
public:
    QSGGeometryNode *geometry = nullptr;
};

using TemplateShape::Dash;
using TemplateShape::Gap;
using TemplateShape::HaloExtra;
using TemplateShape::LineWidth;
using TemplateShape::OriginHalo;
using TemplateShape::OriginRadius;
using TemplateShape::PickedLineWidth;
// The caught tokens' rings, in cells.
constexpr qreal RingOutside = 0.02;
constexpr qreal RingHalo = 0.13;
constexpr qreal RingWidth = 0.08;
const QColor Halo = TemplateShape::halo();

} // namespace

TemplateOverlayItem::TemplateOverlayItem(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
}

void TemplateOverlayItem::setFrame(const LiveFrame &frame)
{
    m_frame = frame;
    Q_EMIT frameChanged();
    refresh();
}

void TemplateOverlayItem::setDraft(const TemplateDraft &draft)
{
    if (m_draft == draft)
        return;
    m_draft = draft;
    Q_EMIT draftChanged();
    refresh();
}

void TemplateOverlayItem::setCellSize(qreal size)
{
    if (qFuzzyCompare(m_cellSize, size) || size <= 0)
        return;
    m_cellSize = size;
    Q_EMIT cellSizeChanged();
    markDirty();
}

void TemplateOverlayItem::setSelectedId(const QString &id)
{
    if (m_selectedId == id)
        return;
    m_selectedId = id;
    Q_EMIT selectedIdChanged();
    refresh();
}

void TemplateOverlayItem::setShowCaught(bool show)
{
    if (m_showCaught == show)
        return;
    m_showCaught = show;
    Q_EMIT showCaughtChanged();
    refresh();
}

void TemplateOverlayItem::markDirty()
{
    m_dirty = true;
    update();
}

void TemplateOverlayItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        markDirty();
}

const PointSight *TemplateOverlayItem::sight(const Encounter &encounter)
{
    const auto &board = encounter.board.square;
    const QSize size(board.width, board.height);
    // Walls and sight-blocking terrain change only with the board's revision: the same sight
    // serves every frame of a drag (docs/architecture.md §4.11).
    if (m_frame.boardRevision != m_ofRevision || encounter.rules.get() != m_ofRules ||
        size != m_ofSize || !m_sight) {
        m_ofRevision = m_frame.boardRevision;
        m_ofRules = encounter.rules.get();
        m_ofSize = size;
        m_cache.clear();
        m_sight.reset();
        if (encounter.rules)
            m_sight.emplace(board, *encounter.rules);
    }
    return m_sight ? &*m_sight : nullptr;
}

TemplateArea TemplateOverlayItem::areaOf(const QString &key, const BoardTemplate &tpl,
                                         const TemplateArea::Placement &placement,
                                         const Encounter &encounter)
{
    const PointSight *walls = sight(encounter);
    auto it = m_cache.find(key);
    if (it != m_cache.end() && samePlacement(it->placement, placement) &&
        it->wallsBlock == tpl.wallsBlock)
        return it->area;
    Cached cached;
    cached.placement = placement;
    cached.wallsBlock = tpl.wallsBlock;
    cached.area =
        TemplateArea::cellsOf(placement, encounter.board.square, tpl.wallsBlock ? walls : nullptr);
    m_cache.insert(key, cached);
    return cached.area;
}

void TemplateOverlayItem::refresh()
{
    QList<Shown> shown;
    const Encounter *encounter = m_frame.encounter.get();
    if (encounter && encounter->board.isSquare()) {
        QList<BoardTemplate> templates = encounter->board.square.templates;
        // A draft is the GM's alone: the players' view never draws one.
        const bool withDraft = m_draft.isActive() && m_showCaught;
        int draftIndex = -1;
        if (withDraft) {
            for (qsizetype i = 0; i < templates.size() && !m_draft.replaces.isEmpty(); ++i) {
                if (templates[i].id == m_draft.replaces) {
                    templates[i] = *m_draft.tpl;
                    draftIndex = int(i);
                }
            }
            if (draftIndex < 0 && m_draft.replaces.isEmpty()) {
                templates << *m_draft.tpl;
                draftIndex = int(templates.size()) - 1;
            }
        }
        QSet<QString> keys;
        for (qsizetype i = 0; i < templates.size(); ++i) {
            const BoardTemplate &tpl = templates[i];
            const bool isDraft = i == draftIndex;
            const auto placement = TemplateArea::placementOf(tpl, encounter->tokens);
            if (!placement)
                continue; // its token is gone: it holds nothing (docs/rules.md §9)
            const QString key = isDraft ? DraftKey : tpl.id;
            keys.insert(key);
            Shown one;
            one.tpl = tpl;
            one.placement = *placement;
            one.area = areaOf(key, tpl, *placement, *encounter);
            one.caught = m_showCaught ? one.area.catches(encounter->tokens) : QStringList();
            one.shade = TemplateShape::shade(tpl);
            one.draft = isDraft;
            shown << one;
        }
        // Forget the cells of templates that are gone.
        for (auto it = m_cache.begin(); it != m_cache.end();) {
            if (keys.contains(it.key()))
                ++it;
            else
                it = m_cache.erase(it);
        }
    }
    // The draft and the picked template on top.
    std::stable_sort(shown.begin(), shown.end(), [this](const Shown &a, const Shown &b) {
        const auto rank = [this](const Shown &s) {
            return s.draft ? 2 : s.tpl.id == m_selectedId ? 1 : 0;
        };
        return rank(a) < rank(b);
    });

    QVariantList labels;
    for (const Shown &s : std::as_const(shown)) {
        const bool picked = s.draft || s.tpl.id == m_selectedId;
        QString text = s.tpl.label;
        if (m_showCaught) {
            QStringList names = m_frame.tokenNames(s.caught);
            names.sort(Qt::CaseInsensitive);
            QString count;
            if (names.isEmpty())
                count = tr("nobody caught");
            else if (picked)
                //: How many creatures a template's area catches, then their names.
                count = tr("%n caught: %1", nullptr, int(names.size()))
                            .arg(names.join(QStringLiteral(", ")));
            else
                //: How many creatures a template's area catches.
                count = tr("%n caught", nullptr, int(names.size()));
            text = text.isEmpty() ? count : tr("%1 · %2").arg(text, count);
            if (s.draft && s.tpl.isAnchored())
                //: %1 is the template's chip text so far, %2 the token it follows.
                text = tr("%1 · follows %2").arg(text, m_frame.tokenName(s.tpl.anchor));
        }
        // An unnamed template that catches nobody needs no chip until it is picked.
        if (text.isEmpty() || (!picked && s.tpl.label.isEmpty() && s.caught.isEmpty()))
            continue;
        const QPointF at = TemplateShape::labelPoint(s.placement);
        labels << QVariantMap{
            {QStringLiteral("id"), s.draft && m_draft.replaces.isEmpty() ? QString() : s.tpl.id},
            {QStringLiteral("text"), text},
            {QStringLiteral("labelX"), at.x()},
            {QStringLiteral("labelY"), at.y()},
            {QStringLiteral("shade"), s.shade.name(QColor::HexRgb)},
            {QStringLiteral("draft"), s.draft},
            {QStringLiteral("picked"), picked}};
    }

    // What the picture shows, to repaint only when it changed.
    QByteArray signature;
    {
        QDataStream out(&signature, QIODevice::WriteOnly);
        out << m_ofRevision << m_ofSize << m_showCaught << m_selectedId;
        for (const Shown &s : std::as_const(shown)) {
            out << s.tpl.id << int(s.placement.shape) << s.placement.origin.x
                << s.placement.origin.y << s.placement.far.x << s.placement.far.y
                << s.placement.size << s.tpl.wallsBlock << s.tpl.sharedWithPlayers << s.caught
                << s.shade.rgba() << s.draft;
            for (const QString &id : s.caught) {
                const Token *token = encounter ? encounter->token(id) : nullptr;
                out << (token ? token->footprintRect() : QRect());
            }
        }
    }
    const int before = int(m_shown.size());
    m_shown = shown;
    if (signature != m_signature) {
        m_signature = signature;
        markDirty();
    }
    if (labels != m_labels || before != int(m_shown.size())) {
        m_labels = labels;
        Q_EMIT labelsChanged();
    }
}

QStringList TemplateOverlayItem::caughtOf(const QString &id) const
{
    for (const Shown &s : m_shown) {
        if (s.tpl.id == id)
            return s.caught;
    }
    return {};
}

QSize TemplateOverlayItem::boardCells() const
{
    const Encounter *encounter = m_frame.encounter.get();
    if (m_shown.isEmpty() || !encounter || !encounter->board.isSquare())
        return {};
    const auto &board = encounter->board.square;
    if (board.width <= 0 || board.height <= 0)
        return {};
    return {board.width, board.height};
}

bool TemplateOverlayItem::picked(const Shown &s) const
{
    return s.draft || s.tpl.id == m_selectedId;
}

void TemplateOverlayItem::paint(QPainter *painter) const
{
    const QSize cells = boardCells();
    if (cells.isEmpty())
        return;
    painter->save();
    // Draw in cell units: (0, 0) is the board's top-left corner, one unit is one cell.
    painter->scale(width() / cells.width(), height() / cells.height());
    painter->setRenderHint(QPainter::Antialiasing, true);
    for (const Shown &s : std::as_const(m_shown))
        paintOne(painter, s);
    painter->restore();
}

void TemplateOverlayItem::paintOne(QPainter *painter, const Shown &s) const
{
    const bool isPicked = picked(s);
    const Encounter &encounter = *m_frame.encounter;

    // In the GM's view a template the players do not see is dashed.
    TemplateShape::paint(*painter, s.area, s.placement, s.shade,
                         s.draft    ? 0.24
                         : isPicked ? 0.36
                                    : 0.30,
                         isPicked, m_showCaught && (s.draft || !s.tpl.sharedWithPlayers));

    // Each caught token ringed just outside its disc (the disc is drawn over this layer).
    if (!m_showCaught)
        return;
    painter->setBrush(Qt::NoBrush);
    for (const QString &id : s.caught) {
        const Token *token = encounter.token(id);
        if (!token)
            continue;
        const QRectF r = token->footprintRect();
        const double radius = r.width() / 2 + RingOutside;
        painter->setPen(QPen(Halo, RingHalo));
        painter->drawEllipse(r.center(), radius, radius);
        painter->setPen(QPen(s.shade, RingWidth));
        painter->drawEllipse(r.center(), radius, radius);
    }
}

QSGNode *TemplateOverlayItem::updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *)
{
    const QSize cells = boardCells();
    if (cells.isEmpty() || width() <= 0 || height() <= 0) {
        delete oldNode;
        m_dirty = true;
        return nullptr;
    }
    if (window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
        auto *node = static_cast<PictureRenderNode *>(oldNode);
        if (!node) {
            node = new PictureRenderNode(window());
            m_dirty = true;
        }
        if (m_dirty) {
            // Bounded to the shapes: a drag that moves one repaints only around it.
            const qreal cell = width() / cells.width();
            node->record([this](QPainter *painter) { paint(painter); }, boundingRect(), true,
                         cell * RingHalo + 2);
            ++m_rebuildCount;
        }
        m_dirty = false;
        return node;
    }
    auto *root = static_cast<TemplateRootNode *>(oldNode);
    if (!root) {
        root = new TemplateRootNode;
        m_dirty = true;
    }
    QMatrix4x4 toItem;
    toItem.scale(float(width() / cells.width()), float(height() / cells.height()));
    root->setMatrix(toItem);
    if (!m_dirty)
        return root;
    m_dirty = false;
    ++m_rebuildCount;
    // One device pixel in cells, for the fringes and the thinnest line.
    const QRectF cell =
        mapRectToScene(QRectF(0, 0, width() / cells.width(), height() / cells.height()));
    OverlayGeometry geometry(1.0 /
                             qMax(1e-3, cell.width() * window()->effectiveDevicePixelRatio()));
    const Encounter &encounter = *m_frame.encounter;
    for (const Shown &s : std::as_const(m_shown)) {
        const bool isPicked = picked(s);
        QColor fill = s.shade;
        fill.setAlphaF(float(s.shade.alphaF() * (s.draft ? 0.24 : isPicked ? 0.36 : 0.30)));
        for (const QRectF &run : TemplateShape::runs(s.area))
            geometry.rect(run, fill);

        const qreal width = isPicked ? PickedLineWidth : LineWidth;
        const bool dashed = m_showCaught && (s.draft || !s.tpl.sharedWithPlayers);
        const QList<QPolygonF> outline = TemplateShape::outline(s.placement).toSubpathPolygons();
        for (const QPolygonF &polygon : outline)
            geometry.polyline(polygon, width + HaloExtra, Halo);
        for (const QPolygonF &polygon : outline) {
            if (dashed)
                geometry.polyline(polygon, width, s.shade, Dash * width, Gap * width);
            else
                geometry.polyline(polygon, width, s.shade);
        }

        const QPointF origin = toCells(s.placement.origin);
        geometry.disc(origin, OriginRadius, s.shade);
        geometry.ring(origin, OriginRadius, OriginHalo, Halo);

        if (!m_showCaught)
            continue;
        for (const QString &id : s.caught) {
            const Token *token = encounter.token(id);
            if (!token)
                continue;
            const QRectF r = token->footprintRect();
            const qreal radius = r.width() / 2 + RingOutside;
            geometry.ring(r.center(), radius, RingHalo, Halo);
            geometry.ring(r.center(), radius, RingWidth, s.shade);
        }
    }
    const bool created = !root->geometry;
    root->geometry = geometry.intoNode(root->geometry);
    if (created)
        root->appendChildNode(root->geometry);
    return root;
}
