#include "document/sidelistmodel.h"

#include "document/encounterdocument.h"

SideListModel::SideListModel(EncounterDocument *document)
    : QAbstractListModel(document), m_document(document)
{
    connect(document, &EncounterDocument::encounterAboutToReset, this,
            &SideListModel::beginResetModel);
    connect(document, &EncounterDocument::encounterReset, this, [this]() {
        m_rows = int(m_document->encounter().sides.size());
        endResetModel();
        Q_EMIT countChanged();
    });
    connect(document, &EncounterDocument::infoAboutToChange, this, &SideListModel::beginResetModel);
    connect(document, &EncounterDocument::infoChanged, this, [this]() {
        m_rows = int(m_document->encounter().sides.size());
        endResetModel();
        Q_EMIT countChanged();
    });
    connect(document, &EncounterDocument::tokenChanged, this, &SideListModel::refreshTokenCounts);
    connect(document, &EncounterDocument::tokenInserted, this, &SideListModel::refreshTokenCounts);
    connect(document, &EncounterDocument::tokenRemoved, this, &SideListModel::refreshTokenCounts);
}

int SideListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

QHash<int, QByteArray> SideListModel::roleNames() const
{
    return {{SideIdRole, "sideId"},         {NameRole, "name"},     {ColorRole, "sideColor"},
            {TokenCountRole, "tokenCount"}, {AlliesRole, "allies"}, {AllyIdsRole, "allyIds"}};
}

QVariant SideListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const auto &encounter = m_document->encounter();
    const Side &side = encounter.sides.at(index.row());
    switch (Role(role)) {
    case SideIdRole:
        return side.id;
    case NameRole:
        return side.name.isEmpty() ? side.id : side.name;
    case ColorRole:
        return m_document->sideColor(side.id);
    case TokenCountRole:
        return int(std::count_if(encounter.tokens.cbegin(), encounter.tokens.cend(),
                                 [&](const Token &t) { return t.side == side.id; }));
    case AlliesRole: {
        QStringList names;
        for (const auto &other : encounter.sides) {
            if (other.id != side.id && encounter.areAllied(side.id, other.id))
                names << (other.name.isEmpty() ? other.id : other.name);
        }
        return names;
    }
    case AllyIdsRole: {
        QStringList ids;
        for (const auto &other : encounter.sides) {
            if (other.id != side.id && encounter.areAllied(side.id, other.id))
                ids << other.id;
        }
        return ids;
    }
    }
    return {};
}

void SideListModel::refreshTokenCounts()
{
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0), index(m_rows - 1), {TokenCountRole});
}
