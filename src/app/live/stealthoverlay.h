#pragma once

#include "live/coverheat.h"
#include "live/liveframe.h"

#include <QColor>
#include <QObject>
#include <QPoint>
#include <QRect>
#include <QString>
#include <QVariantList>
#include <QVector>
#include <QtQml/qqmlregistration.h>
#include <memory>

// Sneaking and backstab results of one LiveFrame, for the overlays (docs/rules.md §1.9, §5.14),
// as one value: SquareOverlayItem paints it, StealthOverlay publishes it.
struct StealthFrame {
    Q_GADGET
    QML_VALUE_TYPE(stealthFrame)
    Q_PROPERTY(bool coverShown READ coverShown)
    Q_PROPERTY(int sneakCount READ sneakCount)
    Q_PROPERTY(double facing MEMBER facing)

public:
    // One enemy observer's rating of the dragged token's path (SneakRating::rate).
    struct Sneak {
        QString observerId;
        QString observerName;
        QColor color; // the observer's side colour
        bool seen = false;
        QPoint cell{-1, -1}; // the crossed cell that decides; (-1, -1) when unseen
        QString level;       // the level's name
        int advantage = 0;   // with lighting
        int lighting = 0;
    };
    // An attacker outside a target's field of view (Backstab::isBackstab), one per attacker.
    struct Backstab {
        QString attackerId;
        QRect attacker; // footprint, cells
        QStringList targetIds;
        QString text; // "Backstab on Ghoul, Warden"
    };

    // The cover heat layer, invalid while off (or not computed yet).
    CoverHeat heat;
    // While a token is dragged: its path rated by each enemy observer, in token order.
    QVector<Sneak> sneak;
    // The focus token's field of view, when the rule set uses facing: its footprint and facing.
    bool showFacing = false;
    QRectF facingFrom;
    double facing = 0;
    int fieldOfView = 180;
    QVector<Backstab> backstabs;

    [[nodiscard]] bool coverShown() const { return heat.isValid(); }
    [[nodiscard]] int sneakCount() const { return int(sneak.size()); }
};

Q_DECLARE_METATYPE(StealthFrame)

// Keeps the sneaking and backstab overlays of a LiveFrame (docs/rules.md §1.9, §5.14): the
// cover heat layer from an observer the GM picks, the sneak rating of a dragged path against
// each enemy observer, and the backstabs around the focus token. The heat layer is the costly
// part (every cell × the observer's footprint × five lines): it is cached by the observer's
// footprint and the frame's board revision and computed on a worker thread (newest wins), so
// a drag never waits for it. Only the GM's perspective gets sneak ratings and the heat layer:
// the players never see ratings against tokens they may not see.
class StealthOverlay : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(LiveFrame frame READ frame WRITE setFrame NOTIFY frameChanged)
    // The token whose view the heat layer shows; "" for none.
    Q_PROPERTY(
        QString coverObserver READ coverObserver WRITE setCoverObserver NOTIFY coverObserverChanged)
    // Backstab cones and markers on or off.
    Q_PROPERTY(bool showBackstab READ showBackstab WRITE setShowBackstab NOTIFY showBackstabChanged)
    // Everything off (the player window).
    Q_PROPERTY(bool enabled READ isEnabled WRITE setEnabled NOTIFY enabledChanged)
    Q_PROPERTY(StealthFrame stealth READ stealth NOTIFY stealthChanged)
    // The rule set rates cover (it has coverLevels) on a square board.
    Q_PROPERTY(bool coverAvailable READ coverAvailable NOTIFY stealthChanged)
    // The heat layer is on for an observer on the board (it may still be computing).
    Q_PROPERTY(bool coverActive READ coverActive NOTIFY stealthChanged)
    Q_PROPERTY(bool computing READ isComputing NOTIFY computingChanged)
    Q_PROPERTY(QString observerName READ observerName NOTIFY stealthChanged)
    // Why the cell under the pointer has its level, for the hover note ("" for none).
    Q_PROPERTY(QString pointerNote READ pointerNote NOTIFY pointerNoteChanged)
    // The cell that note is about (it changes with the pointer even where the text does not).
    Q_PROPERTY(QPoint pointerNoteCell READ pointerNoteCell NOTIFY pointerNoteChanged)
    // The legend: one entry per shade, {name, color, advantage}.
    Q_PROPERTY(QVariantList legend READ legend NOTIFY legendChanged)
    // The backstab markers: {tokenId, x, y, size, text}, one per attacker.
    Q_PROPERTY(QVariantList backstabMarks READ backstabMarks NOTIFY backstabMarksChanged)
    // How long the last heat layer took to compute, in milliseconds.
    Q_PROPERTY(double coverMilliseconds READ coverMilliseconds NOTIFY stealthChanged)

public:
    explicit StealthOverlay(QObject *parent = nullptr);

    [[nodiscard]] const LiveFrame &frame() const { return m_frame; }
    void setFrame(const LiveFrame &frame);
    [[nodiscard]] QString coverObserver() const { return m_observer; }
    void setCoverObserver(const QString &tokenId);
    [[nodiscard]] bool showBackstab() const { return m_showBackstab; }
    void setShowBackstab(bool on);
    [[nodiscard]] bool isEnabled() const { return m_enabled; }
    void setEnabled(bool on);

    [[nodiscard]] const StealthFrame &stealth() const { return m_stealth; }
    [[nodiscard]] bool coverAvailable() const;
    [[nodiscard]] bool coverActive() const { return m_wanted.has_value(); }
    [[nodiscard]] bool isComputing() const { return m_running; }
    [[nodiscard]] QString observerName() const;
    [[nodiscard]] QString pointerNote() const { return m_pointerNote; }
    [[nodiscard]] QPoint pointerNoteCell() const { return m_pointerNoteCell; }
    [[nodiscard]] QVariantList legend() const { return m_legend; }
    [[nodiscard]] QVariantList backstabMarks() const { return m_backstabMarks; }
    [[nodiscard]] double coverMilliseconds() const { return m_stealth.heat.milliseconds(); }

    // The dragged path rated by each enemy observer (GM perspective only; empty otherwise).
    [[nodiscard]] static QVector<StealthFrame::Sneak> sneakRatings(const LiveFrame &frame);
    // The backstabs between the focus token and its enemies, when the rule set uses facing.
    [[nodiscard]] static QVector<StealthFrame::Backstab> backstabs(const LiveFrame &frame);
    // The hover note for `cell` of a heat layer over the frame's board.
    [[nodiscard]] static QString coverNote(const CoverHeat &heat, QPoint cell,
                                           const LiveFrame &frame);

Q_SIGNALS:
    void frameChanged();
    void coverObserverChanged();
    void showBackstabChanged();
    void enabledChanged();
    void stealthChanged();
    void computingChanged();
    void pointerNoteChanged();
    void legendChanged();
    void backstabMarksChanged();

private:
    // What a heat layer is computed from: the observer where it stands, on one board revision.
    struct Key {
        QString observer;
        QRect footprint;
        int boardRevision = 0;
        const void *rules = nullptr;
        friend bool operator==(const Key &, const Key &) = default;
    };

    void refresh();
    void refreshCover();
    void startCover();
    void refreshNote();
    void publish();
    [[nodiscard]] QVariantList makeLegend() const;
    [[nodiscard]] QVariantList makeBackstabMarks() const;

    LiveFrame m_frame;
    QString m_observer;
    bool m_showBackstab = true;
    bool m_enabled = true;
    StealthFrame m_stealth;
    QString m_pointerNote;
    QPoint m_pointerNoteCell{-1, -1};
    QVariantList m_legend;
    QVariantList m_backstabMarks;

    // The heat layer's cache: the key of the layer shown, the one wanted, and the job running.
    std::optional<Key> m_shownKey;
    std::optional<Key> m_wanted;
    SquareBoard m_wantedBoard;
    std::shared_ptr<const RuleSet> m_wantedRules;
    bool m_running = false;
};
