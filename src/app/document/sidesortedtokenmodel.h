#pragma once

#include <QSortFilterProxyModel>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;

// The tokens grouped by side, in the encounter's side order and then file order, so a list
// can show one section per side. Same roles as TokenListModel.
class SideSortedTokenModel : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SideSortedTokenModel belongs to an EncounterDocument")

public:
    explicit SideSortedTokenModel(EncounterDocument *document);

protected:
    [[nodiscard]] bool lessThan(const QModelIndex &left, const QModelIndex &right) const override;

private:
    [[nodiscard]] int sideOrder(const QModelIndex &index) const;

    EncounterDocument *m_document;
};
