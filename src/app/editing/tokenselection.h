#pragma once

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include "document/encounterdocument.h"

// The tokens the GM has selected on the board, in the order they were picked. The last one
// picked is `current`: the token the overlays and the inspector are about. Ids of tokens
// that leave the document leave the selection.
class TokenSelection : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(QStringList ids READ ids WRITE setIds NOTIFY selectionChanged)
    Q_PROPERTY(QString current READ current NOTIFY selectionChanged)
    Q_PROPERTY(int count READ count NOTIFY selectionChanged)

public:
    explicit TokenSelection(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] QStringList ids() const { return m_ids; }
    void setIds(const QStringList &ids);
    [[nodiscard]] QString current() const { return m_ids.isEmpty() ? QString() : m_ids.last(); }
    [[nodiscard]] int count() const { return int(m_ids.size()); }

    Q_INVOKABLE bool contains(const QString &tokenId) const { return m_ids.contains(tokenId); }
    // A plain click: only this token.
    Q_INVOKABLE void select(const QString &tokenId);
    // Shift-click: in or out of the selection.
    Q_INVOKABLE void toggle(const QString &tokenId);
    Q_INVOKABLE void clear();
    Q_INVOKABLE void selectAll();
    // A rubber band over cells [x1, x2] × [y1, y2] (any order) of a square board: every token
    // whose footprint touches it; `extend` adds them to the selection.
    Q_INVOKABLE void selectInCells(int x1, int y1, int x2, int y2, bool extend);

Q_SIGNALS:
    void documentChanged();
    void selectionChanged();

private:
    void dropMissing();

    QPointer<EncounterDocument> m_document;
    QStringList m_ids;
};
