#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class EncounterDocument;

// The encounter's sides for QML, with the colour each is drawn in and how many tokens it has.
class SideListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("SideListModel belongs to an EncounterDocument")
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    enum Role {
        SideIdRole = Qt::UserRole + 1,
        NameRole,
        ColorRole,
        TokenCountRole,
        AlliesRole,  // names of the sides declared allied with this one
        AllyIdsRole, // their ids
    };
    Q_ENUM(Role)

    explicit SideListModel(EncounterDocument *document);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] int count() const { return rowCount(); }

Q_SIGNALS:
    void countChanged();

private:
    void refreshTokenCounts();

    EncounterDocument *m_document;
    int m_rows = 0;
};
