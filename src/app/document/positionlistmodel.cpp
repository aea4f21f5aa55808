#include "document/positionlistmodel.h"

#include "document/encounterdocument.h"

PositionListModel::PositionListModel(EncounterDocument *document)
    : QAbstractListModel(document), m_document(document)
{
    connect(document, &EncounterDocument::encounterAboutToReset, this,
            &PositionListModel::beginResetModel);
    connect(document, &EncounterDocument::encounterReset, this, [this]() {
        rebuild();
        endResetModel();
        Q_EMIT countChanged();
        Q_EMIT lanesChanged();
    });
    connect(document, &EncounterDocument::boardChanged, this, [this]() {
        refreshLanes();
        if (m_rows > 0)
            Q_EMIT dataChanged(index(0), index(m_rows - 1));
    });
    for (auto signal : {&EncounterDocument::tokenChanged, &EncounterDocument::tokenInserted,
                        &EncounterDocument::tokenRemoved}) {
        connect(document, signal, this, [this]() {
            refreshLanes();
            if (m_rows > 0)
                Q_EMIT dataChanged(index(0), index(m_rows - 1), {TokenCountRole});
        });
    }
}

int PositionListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int PositionListModel::rowOf(const QString &positionId) const
{
    const auto &rules = m_document->encounter().rules;
    if (!rules)
        return -1;
    for (int i = 0; i < m_rows; ++i) {
        if (rules->positions[i].id == positionId)
            return i;
    }
    return -1;
}

QHash<int, QByteArray> PositionListModel::roleNames() const
{
    return {{PositionIdRole, "positionId"},
            {NameRole, "name"},
            {BandRole, "band"},
            {BandNameRole, "bandName"},
            {HalfRole, "half"},
            {LayoutRowRole, "layoutRow"},
            {LayoutColumnRole, "layoutColumn"},
            {DifficultRole, "difficult"},
            {SaveRole, "save"},
            {TurbulentRole, "turbulent"},
            {WaterRole, "water"},
            {FillsPositionRole, "fillsPosition"},
            {TokenCountRole, "tokenCount"},
            {LanesRole, "lanes"},
            {AdjacentRole, "adjacent"}};
}

QString PositionListModel::saveText(const PositionFlags &flags, const RuleSet &rules)
{
    if (flags.saveEnergy.isEmpty())
        return {};
    const auto *pool = rules.combat.pool(flags.saveEnergy);
    return QStringLiteral("%1%2 %3")
        .arg(flags.saveModifier < 0 ? QString() : QStringLiteral("+"))
        .arg(flags.saveModifier)
        .arg(pool ? pool->name : flags.saveEnergy);
}

QVariant PositionListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &encounter = m_document->encounter();
    const GridPosition &position = encounter.rules->positions.at(index.row());
    const PositionFlags flags = encounter.board.positions.flags(position.id);
    switch (Role(role)) {
    case PositionIdRole:
        return position.id;
    case NameRole:
        return position.name;
    case BandRole:
        return position.band;
    case BandNameRole:
        return bandName(position.band);
    case HalfRole:
        return position.half;
    case LayoutRowRole:
        return position.row;
    case LayoutColumnRole:
        return position.column;
    case DifficultRole:
        return flags.difficult;
    case SaveRole:
        return saveText(flags, *encounter.rules);
    case TurbulentRole:
        return flags.turbulent;
    case WaterRole:
        return flags.water;
    case FillsPositionRole:
        return flags.fillsPosition;
    case TokenCountRole:
        return int(std::count_if(encounter.tokens.cbegin(), encounter.tokens.cend(),
                                 [&](const Token &t) { return t.position == position.id; }));
    case LanesRole:
        return QVariant::fromValue(m_lanes.value(index.row()));
    case AdjacentRole:
        return encounter.rules->adjacency.value(position.id);
    }
    return {};
}

QString PositionListModel::bandName(int band) const
{
    const auto &rules = m_document->encounter().rules;
    if (!rules)
        return {};
    return rules->bandNames.value(band, tr("Band %1").arg(band));
}

void PositionListModel::rebuild()
{
    const auto &encounter = m_document->encounter();
    const bool positions = m_document->isLoaded() && !encounter.board.isSquare() &&
                           encounter.rules && !encounter.rules->isSquare();
    m_rows = positions ? int(encounter.rules->positions.size()) : 0;
    m_layoutRows = 0;
    m_layoutColumns = 0;
    while (m_lanes.size() > m_rows)
        m_lanes.takeLast()->deleteLater(); // delegates may still hold it until the reset ends
    while (m_lanes.size() < m_rows)
        m_lanes << new LevelLaneModel(this);
    for (int i = 0; i < m_rows; ++i) {
        m_layoutRows = qMax(m_layoutRows, encounter.rules->positions[i].row + 1);
        m_layoutColumns = qMax(m_layoutColumns, encounter.rules->positions[i].column + 1);
    }
    refreshLanes();
}

void PositionListModel::refreshLanes()
{
    const auto &encounter = m_document->encounter();
    if (m_rows == 0)
        return;
    const RuleSet &rules = *encounter.rules;
    for (int i = 0; i < m_rows; ++i) {
        const QString &id = rules.positions[i].id;
        const auto lanes = LevelLanes::at(rules, encounter.board.positions, id);
        QList<int> counts(lanes.size(), 0);
        for (const auto &token : encounter.tokens) {
            if (token.position != id)
                continue;
            const int lane = LevelLanes::indexOf(lanes, rules, token.level);
            if (lane >= 0)
                ++counts[lane];
        }
        m_lanes[i]->setLanes(lanes, counts);
    }
    Q_EMIT lanesChanged();
}
