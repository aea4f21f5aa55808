#pragma once

#include "document/encounterdocument.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

// The GM's fog of war tools (docs/rules.md §3.1): turning fog on, the party-sight mode, and
// revealing or hiding with a brush (per cell; per position on the Combat Grid) or a
// rectangle. Every change is one ReplaceFogCommand; a brush stroke undoes at once, and an
// edit that changes nothing pushes nothing.
class FogEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool enabled READ isEnabled WRITE setEnabled NOTIFY fogChanged)
    Q_PROPERTY(bool partySight READ partySight WRITE setPartySight NOTIFY fogChanged)
    Q_PROPERTY(bool keepExplored READ keepExplored WRITE setKeepExplored NOTIFY fogChanged)
    Q_PROPERTY(bool strokeActive READ isStrokeActive NOTIFY strokeActiveChanged)

public:
    explicit FogEditor(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] bool isEnabled() const;
    void setEnabled(bool enabled);
    [[nodiscard]] bool partySight() const;
    void setPartySight(bool on);
    [[nodiscard]] bool keepExplored() const;
    void setKeepExplored(bool keep);
    [[nodiscard]] bool isStrokeActive() const { return m_strokeId >= 0; }

    Q_INVOKABLE void beginStroke();
    Q_INVOKABLE void endStroke();
    // Reveal (or hide again) one cell, every cell of a rectangle, or one Combat Grid position.
    // Hiding also forgets that the party saw it. Each returns whether the fog changed.
    Q_INVOKABLE bool paintCell(int x, int y, bool reveal);
    Q_INVOKABLE bool paintRect(int x, int y, int width, int height, bool reveal);
    Q_INVOKABLE bool paintPosition(const QString &positionId, bool reveal);
    Q_INVOKABLE bool revealAll();
    Q_INVOKABLE bool hideAll();
    // Party sight: the party forgets what it saw before (the dimmed cells go dark).
    Q_INVOKABLE bool forgetExplored();

Q_SIGNALS:
    void documentChanged();
    void fogChanged();
    void strokeActiveChanged();

private:
    [[nodiscard]] const FogOfWar *fog() const;
    bool push(const FogOfWar &after, const QString &text);

    QPointer<EncounterDocument> m_document;
    int m_strokeId = -1;
    int m_nextStroke = 0;
};
