#include "document/sidesortedtokenmodel.h"

#include "document/encounterdocument.h"
#include "document/tokenlistmodel.h"

SideSortedTokenModel::SideSortedTokenModel(EncounterDocument *document)
    : QSortFilterProxyModel(document), m_document(document)
{
    setSourceModel(document->tokens());
    setDynamicSortFilter(true);
    sort(0);
    // The order of the sides may change without any token changing.
    connect(document, &EncounterDocument::infoChanged, this, [this]() { invalidate(); });
}

int SideSortedTokenModel::sideOrder(const QModelIndex &index) const
{
    const QString side = index.data(TokenListModel::SideIdRole).toString();
    const auto &sides = m_document->encounter().sides;
    for (int i = 0; i < sides.size(); ++i) {
        if (sides[i].id == side)
            return i;
    }
    return int(sides.size());
}

bool SideSortedTokenModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    const int a = sideOrder(left);
    const int b = sideOrder(right);
    return a != b ? a < b : left.row() < right.row();
}
