#include "live/coverheat.h"

#include <QElapsedTimer>

CoverHeat CoverHeat::compute(const QString &observerId, const QRect &observer,
                             const SquareBoard &board, const RuleSet &rules)
{
    QElapsedTimer timer;
    timer.start();
    auto data = std::make_shared<Data>();
    data->observer = observerId;
    data->footprint = observer;
    data->size = QSize(qMax(0, board.width), qMax(0, board.height));
    data->cells.resize(qsizetype(data->size.width()) * data->size.height());
    for (int y = 0; y < board.height; ++y) {
        for (int x = 0; x < board.width; ++x) {
            if (observer.contains(x, y))
                continue; // where the observer stands: no level, no shade
            const auto result = CoverLevel::of({x, y}, observer, board, rules);
            Cell &cell = data->cells[board.cellIndex(x, y)];
            cell.level = qint8(levelOf(result, rules));
            cell.blocked = qint8(result.blocked);
            cell.advantage = qint8(result.advantage);
            cell.from = result.from;
            for (int i = 0; i < CoverLevel::Lines; ++i) {
                if (result.lineBlocked[i])
                    cell.lines |= quint8(1u << i);
            }
        }
    }
    data->milliseconds = double(timer.nsecsElapsed()) / 1e6;
    CoverHeat heat;
    heat.m_data = std::move(data);
    return heat;
}

CoverHeat CoverHeat::computeShared(QString observerId, QRect observer, SquareBoard board,
                                   std::shared_ptr<const RuleSet> rules)
{
    if (!rules)
        return {};
    return compute(observerId, observer, board, *rules);
}

const CoverHeat::Cell *CoverHeat::at(QPoint cell) const
{
    if (!m_data || cell.x() < 0 || cell.y() < 0 || cell.x() >= m_data->size.width() ||
        cell.y() >= m_data->size.height())
        return nullptr;
    return &m_data->cells[qsizetype(cell.y()) * m_data->size.width() + cell.x()];
}

int CoverHeat::lighting(const Cell &cell, QPoint at, const SquareBoard &board, const RuleSet &rules,
                        const LightField *light)
{
    if (!seen(cell) || !board.contains(at.x(), at.y()))
        return 0;
    if (light && light->width() == board.width && light->height() == board.height)
        return light->advantageAt(board, rules, at.x(), at.y());
    return board.lightingAdvantageAt(at.x(), at.y(), rules);
}

int CoverHeat::levelOf(const CoverLevel::Result &result, const RuleSet &rules)
{
    if (result.openField)
        return 0;
    for (int i = 0; i < rules.coverLevels.size(); ++i) {
        if (rules.coverLevels[i].id == result.id)
            return 1 + i;
    }
    return -1;
}

QString CoverHeat::levelName(int level, const RuleSet &rules)
{
    if (level == 0)
        return CoverLevel::classify(0, true, rules).name;
    if (level >= 1 && level <= rules.coverLevels.size())
        return rules.coverLevels[level - 1].name;
    return {};
}

QColor CoverHeat::shade(int level, int levelCount)
{
    // Exposed to hidden: gold, orange, magenta, violet; the last (total cover) a faint blue.
    static const QColor ramp[] = {QColor(0xff, 0xb0, 0x00), QColor(0xfe, 0x61, 0x00),
                                  QColor(0xdc, 0x26, 0x7f), QColor(0x78, 0x5e, 0xf0)};
    if (level < 0)
        return {};
    if (level >= levelCount - 1 && levelCount > 1) {
        QColor hidden(0x64, 0x8f, 0xff);
        hidden.setAlphaF(0.10);
        return hidden;
    }
    QColor color = ramp[qMin(level, 3)];
    color.setAlphaF(0.48);
    return color;
}
