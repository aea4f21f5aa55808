#pragma once

#include "editing/templatedraft.h"
#include "engine/pointsight.h"
#include "engine/templatearea.h"
#include "live/liveframe.h"

#include <QByteArray>
#include <QColor>
#include <QHash>
#include <QList>
#include <QQuickItem>
#include <QRectF>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>
#include <optional>

// The templates on a square board (docs/rules.md §9), drawn from a LiveFrame's shown encounter
// under the tokens: the cells inside shaded, the shape's outline, and in the GM's view a ring
// round every caught token. An anchored template follows its token through a drag preview,
// because the frame holds the token where it is held. The draft (a template being drawn or
// dragged, TemplateEditor::draft) is drawn in place of the one it stands for. Both windows host
// one: the players' frame holds only the templates the GM shares (PlayersEncounter), and with
// `showCaught` off it draws no ring and counts nothing. It publishes one label per template for
// the view's name chips. Scene-graph nodes (docs/architecture.md §4.14), rebuilt only when what it
// draws changed: triangles in cell units, or on the software renderer a recording played onto
// the window, bounded to the shapes; no board-sized texture. With nothing to draw, no node.
class TemplateOverlayItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    Q_PROPERTY(TemplateDraft draft READ draft WRITE setDraft NOTIFY draftChanged)
    Q_PROPERTY(qreal cellSize READ cellSize WRITE setCellSize NOTIFY cellSizeChanged)
    // The template picked in the editor: drawn stronger.
    Q_PROPERTY(QString selectedId READ selectedId WRITE setSelectedId NOTIFY selectedIdChanged)
    // The GM's view: caught tokens are ringed and counted. Off (the players'), only the shapes.
    Q_PROPERTY(bool showCaught READ showCaught WRITE setShowCaught NOTIFY showCaughtChanged)
    // The name chips: [{id, text, labelX, labelY (cells: the middle of the outline's top),
    //   shade, draft, picked}], the draft last. GM: the label and the count ("Fireball ·
    //   3 caught"), with the names for the draft and the picked one ("3 caught: Ogre, Rat,
    //   Rat 2"). Players: the label alone, and no chip for a template without one.
    Q_PROPERTY(QVariantList labels READ labels NOTIFY labelsChanged)
    // How many templates are drawn, the draft included.
    Q_PROPERTY(int shownCount READ shownCount NOTIFY labelsChanged)

public:
    explicit TemplateOverlayItem(QQuickItem *parent = nullptr);

    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] const TemplateDraft &draft() const { return m_draft; }
    void setDraft(const TemplateDraft &draft);
    [[nodiscard]] qreal cellSize() const { return m_cellSize; }
    void setCellSize(qreal size);
    [[nodiscard]] QString selectedId() const { return m_selectedId; }
    void setSelectedId(const QString &id);
    [[nodiscard]] bool showCaught() const { return m_showCaught; }
    void setShowCaught(bool show);
    [[nodiscard]] QVariantList labels() const { return m_labels; }
    [[nodiscard]] int shownCount() const { return int(m_shown.size()); }
    // The ids of the tokens the template with that id catches as drawn (the draft's when it
    // stands for it), for tests; empty without ringing.
    [[nodiscard]] QStringList caughtOf(const QString &id) const;
    // Draws the templates on any painter, in item coordinates.
    void paint(QPainter *painter) const;
    // How many times its nodes were rebuilt (a test's witness that unchanged frames keep them).
    [[nodiscard]] int rebuildCount() const { return m_rebuildCount; }

Q_SIGNALS:
    void frameChanged();
    void draftChanged();
    void cellSizeChanged();
    void selectedIdChanged();
    void showCaughtChanged();
    void labelsChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    // One template as drawn.
    struct Shown {
        BoardTemplate tpl;
        TemplateArea::Placement placement;
        TemplateArea area;
        QStringList caught;
        QColor shade;
        bool draft = false;
    };
    // The cells of a placement, kept while the placement, the walls switch and the board stay.
    struct Cached {
        TemplateArea::Placement placement;
        bool wallsBlock = true;
        TemplateArea area;
    };

    void refresh();
    void markDirty();
    [[nodiscard]] const PointSight *sight(const Encounter &encounter);
    [[nodiscard]] TemplateArea areaOf(const QString &key, const BoardTemplate &tpl,
                                      const TemplateArea::Placement &placement,
                                      const Encounter &encounter);
    void paintOne(QPainter *painter, const Shown &shown) const;
    [[nodiscard]] bool picked(const Shown &shown) const;
    // The board's size in cells, when there is something to draw.
    [[nodiscard]] QSize boardCells() const;

    LiveFrame m_frame;
    TemplateDraft m_draft;
    qreal m_cellSize = 48;
    QString m_selectedId;
    bool m_showCaught = true;

    QList<Shown> m_shown;
    QVariantList m_labels;
    QByteArray m_signature;
    bool m_dirty = true;
    int m_rebuildCount = 0;

    // What the sight and the cached cells belong to: the board's revision, its rules and size.
    int m_ofRevision = -1;
    const void *m_ofRules = nullptr;
    QSize m_ofSize;
    std::optional<PointSight> m_sight;
    QHash<QString, Cached> m_cache;
};
