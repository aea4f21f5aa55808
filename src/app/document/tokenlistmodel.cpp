#include "document/tokenlistmodel.h"

#include "document/encounterdocument.h"
#include "document/portraitimageprovider.h"
#include "engine/levellanes.h"
#include "model/fixedpoint.h"

#include <QHash>

namespace
{

QString initialsOf(const QString &name)
{
    const auto words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString initials;
    for (const auto &word : words) {
        if (word.front().isLetterOrNumber())
            initials += word.front().toUpper();
        if (initials.size() == 2)
            break;
    }
    if (initials.isEmpty() && !name.isEmpty())
        initials = name.left(1).toUpper();
    return initials;
}

} // namespace

TokenListModel::TokenListModel(EncounterDocument *document)
    : QAbstractListModel(document), m_document(document)
{
    connect(document, &EncounterDocument::encounterAboutToReset, this,
            &TokenListModel::onAboutToReset);
    connect(document, &EncounterDocument::encounterReset, this, &TokenListModel::onReset);
    connect(document, &EncounterDocument::tokenChanged, this, &TokenListModel::onTokenChanged);
    connect(document, &EncounterDocument::tokenAboutToBeInserted, this,
            &TokenListModel::onTokenAboutToBeInserted);
    connect(document, &EncounterDocument::tokenInserted, this, &TokenListModel::onTokenInserted);
    connect(document, &EncounterDocument::tokenAboutToBeRemoved, this,
            &TokenListModel::onTokenAboutToBeRemoved);
    connect(document, &EncounterDocument::tokenRemoved, this, &TokenListModel::onTokenRemoved);
    // Position flags (water) change which lane a level is in.
    // Side names and colours show in every row.
    connect(document, &EncounterDocument::infoChanged, this, [this]() {
        if (rowCount() > 0)
            Q_EMIT dataChanged(index(0), index(rowCount() - 1),
                               {SideNameRole, SideColorRole, SideIdRole});
    });
    connect(document, &EncounterDocument::boardChanged, this, [this]() {
        const auto before = m_placements;
        recomputePlacements();
        emitPlacementChanges(before);
    });
}

int TokenListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_placements.size());
}

int TokenListModel::indexOf(const QString &tokenId) const
{
    return m_document->encounter().tokenIndex(tokenId);
}

QHash<int, QByteArray> TokenListModel::roleNames() const
{
    return {
        {TokenIdRole, "tokenId"},
        {NameRole, "name"},
        {InitialsRole, "initials"},
        {SideIdRole, "sideId"},
        {SideNameRole, "sideName"},
        {SideColorRole, "sideColor"},
        {SizeRole, "size"},
        {CellXRole, "cellX"},
        {CellYRole, "cellY"},
        {PositionRole, "position"},
        {PositionNameRole, "positionName"},
        {PositionRowRole, "positionRow"},
        {LevelRole, "level"},
        {LevelNameRole, "levelName"},
        {LaneRole, "lane"},
        {LaneOrderRole, "laneOrder"},
        {LaneCountRole, "laneCount"},
        {AltitudeRole, "altitude"},
        {HiddenRole, "hidden"},
        {ConditionsRole, "conditions"},
        {ConditionNamesRole, "conditionNames"},
        {ConditionTextRole, "conditionText"},
        {ZocRole, "zoc"},
        {ReachRole, "reach"},
        {SpeedRole, "speed"},
        {FacingRole, "facing"},
        {FillsPositionRole, "fillsPosition"},
        {PortraitRole, "portrait"},
        {PortraitUrlRole, "portraitUrl"},
    };
}

QVariant TokenListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &encounter = m_document->encounter();
    const Token &token = encounter.tokens.at(index.row());
    const auto &placement = m_placements.at(index.row());
    const RuleSet *rules = encounter.rules.get();
    switch (Role(role)) {
    case TokenIdRole:
        return token.id;
    case NameRole:
        return token.name.isEmpty() ? token.id : token.name;
    case InitialsRole:
        return initialsOf(token.name.isEmpty() ? token.id : token.name);
    case SideIdRole:
        return token.side;
    case SideNameRole: {
        const auto *side = encounter.side(token.side);
        return side && !side->name.isEmpty() ? side->name : token.side;
    }
    case SideColorRole:
        return m_document->sideColor(token.side);
    case SizeRole:
        return token.footprint();
    case CellXRole:
        return token.x;
    case CellYRole:
        return token.y;
    case PositionRole:
        return token.position;
    case PositionNameRole: {
        const auto *position = rules ? rules->position(token.position) : nullptr;
        return position ? position->name : token.position;
    }
    case PositionRowRole:
        return placement.positionRow;
    case LevelRole:
        return token.level;
    case LevelNameRole: {
        const auto *level = rules ? rules->level(token.level) : nullptr;
        return level ? level->name : token.level;
    }
    case LaneRole:
        return placement.lane;
    case LaneOrderRole:
        return placement.laneOrder;
    case LaneCountRole:
        return placement.laneCount;
    case AltitudeRole:
        return FixedPoint::toDouble(token.altitudeMicrometres);
    case HiddenRole:
        return token.hidden;
    case ConditionsRole:
        return token.conditions;
    case ConditionNamesRole:
    case ConditionTextRole: {
        QStringList names;
        for (const auto &id : token.conditions) {
            QString name = id;
            if (rules) {
                for (const auto &condition : rules->conditions) {
                    if (condition.id == id)
                        name = condition.name;
                }
            }
            names << name;
        }
        if (role == ConditionTextRole)
            return names.join(QStringLiteral(", "));
        return names;
    }
    case ZocRole:
        return token.zoc;
    case ReachRole:
        return token.reachOr(rules ? rules->defaultReach : 1);
    case SpeedRole:
        return token.speed;
    case FacingRole:
        return token.facing;
    case FillsPositionRole:
        return token.fillsPosition;
    case PortraitRole:
        return token.portrait;
    case PortraitUrlRole:
        return PortraitImageProvider::urlFor(token);
    }
    return {};
}

void TokenListModel::onAboutToReset()
{
    beginResetModel();
}

void TokenListModel::onReset()
{
    recomputePlacements();
    endResetModel();
    Q_EMIT countChanged();
}

void TokenListModel::onTokenChanged(int row)
{
    const auto before = m_placements;
    recomputePlacements();
    Q_EMIT dataChanged(index(row), index(row));
    emitPlacementChanges(before);
}

void TokenListModel::onTokenAboutToBeInserted(int row)
{
    beginInsertRows({}, row, row);
}

void TokenListModel::onTokenInserted(int row)
{
    auto before = m_placements;
    before.insert(row, Placement{});
    recomputePlacements();
    endInsertRows();
    Q_EMIT countChanged();
    // The new token may share a lane with others, whose order and count change with it.
    emitPlacementChanges(before);
}

void TokenListModel::onTokenAboutToBeRemoved(int row)
{
    beginRemoveRows({}, row, row);
}

void TokenListModel::onTokenRemoved(int row)
{
    auto before = m_placements;
    before.removeAt(row);
    recomputePlacements();
    endRemoveRows();
    Q_EMIT countChanged();
    emitPlacementChanges(before);
}

void TokenListModel::recomputePlacements()
{
    const auto &encounter = m_document->encounter();
    m_placements = QList<Placement>(encounter.tokens.size());
    if (!m_document->isLoaded() || encounter.board.isSquare() || !encounter.rules)
        return;
    const RuleSet &rules = *encounter.rules;
    QHash<QString, QList<LevelLane>> lanesByPosition;
    QHash<QPair<int, int>, int> occupancy; // (position row, lane) -> tokens so far
    for (int i = 0; i < encounter.tokens.size(); ++i) {
        const Token &token = encounter.tokens[i];
        Placement &placement = m_placements[i];
        for (int p = 0; p < rules.positions.size(); ++p) {
            if (rules.positions[p].id == token.position)
                placement.positionRow = p;
        }
        if (placement.positionRow < 0)
            continue;
        auto lanes = lanesByPosition.find(token.position);
        if (lanes == lanesByPosition.end())
            lanes = lanesByPosition.insert(
                token.position, LevelLanes::at(rules, encounter.board.positions, token.position));
        placement.lane = LevelLanes::indexOf(*lanes, rules, token.level);
        if (placement.lane < 0)
            continue;
        placement.laneOrder = occupancy[{placement.positionRow, placement.lane}]++;
    }
    for (auto &placement : m_placements) {
        if (placement.lane >= 0)
            placement.laneCount = occupancy.value({placement.positionRow, placement.lane});
    }
}

void TokenListModel::emitPlacementChanges(const QList<Placement> &before)
{
    for (int i = 0; i < m_placements.size() && i < before.size(); ++i) {
        const auto &a = before[i];
        const auto &b = m_placements[i];
        if (a.positionRow != b.positionRow || a.lane != b.lane || a.laneOrder != b.laneOrder ||
            a.laneCount != b.laneCount)
            Q_EMIT dataChanged(index(i), index(i),
                               {LaneRole, LaneOrderRole, LaneCountRole, PositionRowRole});
    }
}
