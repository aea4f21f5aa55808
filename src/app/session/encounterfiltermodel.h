#pragma once

#include <QSortFilterProxyModel>
#include <QString>
#include <QtQml/qqmlregistration.h>

// The Encounters panel's search: keeps the rows whose name, token names or GM notes hold every
// word of the query, in running order. Reordering is done on the source rows (sourceRow()).
class EncounterFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("EncounterFilterModel belongs to a SessionWorkspace")
    Q_PROPERTY(QString query READ query WRITE setQuery NOTIFY queryChanged)
    Q_PROPERTY(bool filtering READ isFiltering NOTIFY queryChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    explicit EncounterFilterModel(QObject *parent = nullptr);

    [[nodiscard]] QString query() const { return m_query; }
    void setQuery(const QString &query);
    [[nodiscard]] bool isFiltering() const { return !m_words.isEmpty(); }
    [[nodiscard]] int count() const { return rowCount(); }

    // The row of `encounters` shown at `row`, -1 if none.
    [[nodiscard]] Q_INVOKABLE int sourceRow(int row) const;
    // The row showing source row `row`, -1 if filtered out.
    [[nodiscard]] Q_INVOKABLE int rowOfSource(int row) const;

Q_SIGNALS:
    void queryChanged();
    void countChanged();

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow,
                                        const QModelIndex &sourceParent) const override;

private:
    QString m_query;
    QStringList m_words;
};
