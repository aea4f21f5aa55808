#pragma once

#include "engine/coverlevel.h"
#include "engine/lightfield.h"

#include <QColor>
#include <QMetaType>
#include <QPoint>
#include <QRect>
#include <QSize>
#include <QString>
#include <QVector>
#include <QtQml/qqmlregistration.h>
#include <memory>

// The cover level of every cell of a square board as one observer sees it (docs/rules.md §1.9,
// §5.14): what the GM's cover heat layer draws and the hover note explains. It depends only on
// the board (terrain and walls) and the observer's footprint, never on the other tokens, so
// StealthOverlay computes it once per observer place and board revision, off the UI thread,
// and hands it on by value (the cells are shared). Lighting is added where it is read, from the
// board being shown, so a lighting edit never needs a new layer (docs/architecture.md §4.7).
class CoverHeat
{
    Q_GADGET
    QML_VALUE_TYPE(coverHeat)
    Q_PROPERTY(bool valid READ isValid)
    Q_PROPERTY(QString observer READ observer)

public:
    // One cell, as CoverLevel::of rates it.
    struct Cell {
        qint8 level = -1;    // shade: 0 open field, 1 + i for RuleSet::coverLevels[i]; -1 none
        qint8 blocked = 0;   // of the five lines
        quint8 lines = 0;    // bit i: line i blocked, in CoverLevel::Result::lineBlocked's order
        qint8 advantage = 0; // the level's Advantage, lighting not added
        QPoint from;         // the observer's footprint cell the lines start from
    };

    CoverHeat() = default;

    // Rates every cell of the board but the observer's own (level -1 there).
    [[nodiscard]] static CoverHeat compute(const QString &observerId, const QRect &observer,
                                           const SquareBoard &board, const RuleSet &rules);
    // The same with everything by value, for a worker thread (WorkerThread::run).
    [[nodiscard]] static CoverHeat computeShared(QString observerId, QRect observer,
                                                 SquareBoard board,
                                                 std::shared_ptr<const RuleSet> rules);

    [[nodiscard]] bool isValid() const { return m_data != nullptr; }
    [[nodiscard]] QString observer() const { return m_data ? m_data->observer : QString(); }
    [[nodiscard]] QRect footprint() const { return m_data ? m_data->footprint : QRect(); }
    [[nodiscard]] QSize size() const { return m_data ? m_data->size : QSize(); }
    // How long compute() took, in milliseconds.
    [[nodiscard]] double milliseconds() const { return m_data ? m_data->milliseconds : 0; }
    // The cell's rating; null off the layer.
    [[nodiscard]] const Cell *at(QPoint cell) const;
    // Identity of the computed cells: two copies of one layer share them.
    [[nodiscard]] const void *identity() const { return m_data.get(); }

    // A cell is seen while at least one of its five lines is clear (§5.14).
    [[nodiscard]] static bool seen(const Cell &cell) { return cell.blocked < CoverLevel::Lines; }
    // The board's lighting part of a cell's Advantage: none where the cell is unseen (§5.14).
    // With `light`, the effective level (its lights, painted lighting over them, docs/rules.md
    // §8.1); without, the painted lighting alone.
    [[nodiscard]] static int lighting(const Cell &cell, QPoint at, const SquareBoard &board,
                                      const RuleSet &rules, const LightField *light = nullptr);
    // The level's Advantage plus lighting, as SneakRating counts it.
    [[nodiscard]] static int advantage(const Cell &cell, QPoint at, const SquareBoard &board,
                                       const RuleSet &rules, const LightField *light = nullptr)
    {
        return cell.advantage + lighting(cell, at, board, rules, light);
    }
    // The shade index of a cover result (0 open field, 1 + i for coverLevels[i], -1 none).
    [[nodiscard]] static int levelOf(const CoverLevel::Result &result, const RuleSet &rules);
    // The rule set's name of a shade index ("Open field", "Half cover").
    [[nodiscard]] static QString levelName(int level, const RuleSet &rules);
    // How many shades the rule set has (open field and its coverLevels).
    [[nodiscard]] static int levelCount(const RuleSet &rules)
    {
        return 1 + int(rules.coverLevels.size());
    }
    // The colour of a shade in the layer and its legend, from exposed to hidden: the IBM
    // colour-blind-safe palette (gold, orange, magenta, violet), the last level nearly clear so
    // the map stays readable where nothing sees.
    [[nodiscard]] static QColor shade(int level, int levelCount);

private:
    struct Data {
        QString observer;
        QRect footprint;
        QSize size;
        QVector<Cell> cells;
        double milliseconds = 0;
    };
    std::shared_ptr<const Data> m_data;
};

Q_DECLARE_METATYPE(CoverHeat)
