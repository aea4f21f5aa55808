#include "session/encounterfiltermodel.h"

#include "session/encounterlistmodel.h"

#include <QRegularExpression>

EncounterFilterModel::EncounterFilterModel(QObject *parent) : QSortFilterProxyModel(parent)
{
    connect(this, &QAbstractItemModel::rowsInserted, this, &EncounterFilterModel::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &EncounterFilterModel::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &EncounterFilterModel::countChanged);
    connect(this, &QAbstractItemModel::layoutChanged, this, &EncounterFilterModel::countChanged);
}

void EncounterFilterModel::setQuery(const QString &query)
{
    if (m_query == query)
        return;
    m_query = query;
    m_words = query.toLower().split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    invalidateFilter();
    Q_EMIT queryChanged();
    Q_EMIT countChanged();
}

int EncounterFilterModel::sourceRow(int row) const
{
    return mapToSource(index(row, 0)).row();
}

int EncounterFilterModel::rowOfSource(int row) const
{
    return sourceModel() ? mapFromSource(sourceModel()->index(row, 0)).row() : -1;
}

bool EncounterFilterModel::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (m_words.isEmpty())
        return true;
    const QString text = sourceModel()
                             ->index(sourceRow, 0, sourceParent)
                             .data(EncounterListModel::SearchTextRole)
                             .toString();
    for (const auto &word : m_words) {
        if (!text.contains(word))
            return false;
    }
    return true;
}
