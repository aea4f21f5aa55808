#pragma once

#include "library/miniaturelibrarymodel.h"
#include "model/token.h"

#include <QColor>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <functional>

#include "document/encounterdocument.h"

// The GM's token edits, each one undoable step on the document's QUndoStack: moving (a whole
// drag is one move), nudging, placing on the Combat Grid, adding a miniature, duplicating,
// deleting, rotating and every property the context menu and inspector change. Edits that
// would break the file's rules (off the map, a level that does not exist there) are refused
// and push nothing; so are edits that change nothing.
class EncounterEditor : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(EncounterDocument *document READ document WRITE setDocument NOTIFY documentChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoStateChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoStateChanged)
    Q_PROPERTY(QString undoText READ undoText NOTIFY undoStateChanged)
    Q_PROPERTY(QString redoText READ redoText NOTIFY undoStateChanged)
    // The rule set's conditions as [{id, name, suppressesZoc}], for menus.
    Q_PROPERTY(QVariantList conditionChoices READ conditionChoices NOTIFY choicesChanged)
    Q_PROPERTY(int defaultReach READ defaultReach NOTIFY choicesChanged)
    // The stats the rule set's combat procedure reads, as [{id, name}] (docs/rules.md §7).
    Q_PROPERTY(QVariantList statChoices READ statChoices NOTIFY choicesChanged)
    // tokenDetails() of every token, by id; QML binds `editor.details[tokenId]` and follows
    // every change of the document.
    Q_PROPERTY(QVariantMap details READ details NOTIFY detailsChanged)

public:
    explicit EncounterEditor(QObject *parent = nullptr);

    [[nodiscard]] EncounterDocument *document() const { return m_document; }
    void setDocument(EncounterDocument *document);
    [[nodiscard]] bool canUndo() const;
    [[nodiscard]] bool canRedo() const;
    [[nodiscard]] QString undoText() const;
    [[nodiscard]] QString redoText() const;
    [[nodiscard]] QVariantList conditionChoices() const;
    [[nodiscard]] int defaultReach() const;
    [[nodiscard]] QVariantList statChoices() const;
    [[nodiscard]] QVariantMap details() const;

    Q_INVOKABLE void undo();
    Q_INVOKABLE void redo();

    // Square boards. The anchor must keep the whole footprint on the map.
    Q_INVOKABLE bool canPlace(const QString &tokenId, int x, int y) const;
    Q_INVOKABLE bool moveToken(const QString &tokenId, int x, int y);
    // The token drawn on top at a cell of a square board (the last in file order whose
    // footprint covers it), or an empty string.
    Q_INVOKABLE QString tokenAt(int x, int y) const;
    // Moves every token by (dx, dy) cells as one step; refused if any would leave the map.
    Q_INVOKABLE bool moveTokens(const QStringList &tokenIds, int dx, int dy);
    // The Combat Grid: a ground position and a level that exists there.
    Q_INVOKABLE bool canPlaceAt(const QString &tokenId, const QString &position,
                                const QString &level) const;
    Q_INVOKABLE bool placeToken(const QString &tokenId, const QString &position,
                                const QString &level);
    // The levels a token may take at a position: [{id, name}], highest first.
    Q_INVOKABLE QVariantList levelsAt(const QString &position) const;

    // A token from a library miniature, anchored at (x, y) / placed at position and level.
    // Returns the new token's id, or an empty string when refused.
    Q_INVOKABLE QString addMiniature(MiniatureLibraryModel *library, const QString &miniatureId,
                                     int x, int y, const QString &side = {});
    Q_INVOKABLE QString addMiniatureAt(MiniatureLibraryModel *library, const QString &miniatureId,
                                       const QString &position, const QString &level,
                                       const QString &side = {});
    // Copies next to the originals (on the Combat Grid, in the same place); returns new ids.
    // A copy carries copies of the original's lights.
    Q_INVOKABLE QStringList duplicateTokens(const QStringList &tokenIds);
    // The lights the tokens carry go with them, in the same undo step.
    Q_INVOKABLE bool removeTokens(const QStringList &tokenIds);

    Q_INVOKABLE bool rotateFacing(const QStringList &tokenIds, double degrees);
    Q_INVOKABLE bool setCondition(const QStringList &tokenIds, const QString &condition, bool on);
    Q_INVOKABLE bool setSide(const QStringList &tokenIds, const QString &side);
    Q_INVOKABLE bool setHidden(const QStringList &tokenIds, bool hidden);
    Q_INVOKABLE bool setZoc(const QStringList &tokenIds, bool zoc);
    // reach < 0 goes back to the rule set's default.
    Q_INVOKABLE bool setReach(const QStringList &tokenIds, int reach);
    // One field from the inspector: name, size, speed, movement (< 0 clears it), agility,
    // facing, altitude (in meters), stance, fillsPosition, showName (to players), notes (GM),
    // darkvision (in cells, docs/rules.md §8.2), height (feet to eyes in meters, docs/rules.md
    // §13; < 0 clears it).
    Q_INVOKABLE bool setTokenField(const QString &tokenId, const QString &field,
                                   const QVariant &value);
    // One of the token's stats (docs/file-format.md §5): a number, or empty text to remove it.
    Q_INVOKABLE bool setTokenStat(const QString &tokenId, const QString &stat,
                                  const QVariant &value);
    // The encounter's name and sides. A side is removed only when no token is on it.
    Q_INVOKABLE bool setEncounterName(const QString &name);
    // The GM's notes on the encounter; consecutive edits undo as one step.
    Q_INVOKABLE bool setEncounterNotes(const QString &notes);
    // Returns the new side's id (made from its name), or an empty string.
    Q_INVOKABLE QString addSide(const QString &name);
    Q_INVOKABLE bool renameSide(const QString &sideId, const QString &name);
    Q_INVOKABLE bool removeSide(const QString &sideId);
    Q_INVOKABLE bool setSideColor(const QString &sideId, const QColor &color);
    // docs/rules.md §1.3: tokens of allied sides are not enemies.
    Q_INVOKABLE bool setAllied(const QString &sideA, const QString &sideB, bool allied);
    Q_INVOKABLE bool areAllied(const QString &sideA, const QString &sideB) const;

    // Every property of a token for the inspector; an empty map for an unknown id.
    Q_INVOKABLE QVariantMap tokenDetails(const QString &tokenId) const;

Q_SIGNALS:
    void documentChanged();
    void undoStateChanged();
    void choicesChanged();
    void detailsChanged();
    // An edit was refused; `reason` says why in a GM's words.
    void refused(const QString &reason);

private:
    // Applies `edit` to a copy of each token, keeps those that changed and pushes one
    // ReplaceTokensCommand. The edit returns false to refuse the whole step.
    // `kind`: TokenMoved for edits that only move tokens, TokenChanged for anything else.
    bool editTokens(const QStringList &tokenIds, const QString &text,
                    const std::function<bool(Token &)> &edit,
                    EncounterChange::Kind kind = EncounterChange::Kind::TokenChanged);
    bool insertNewToken(Token token, const QString &text);
    bool pushInfo(const QString &name, const QList<Side> &sides,
                  const QList<QPair<QString, QString>> &allies, const QString &text);
    [[nodiscard]] bool fitsOnMap(const Token &token) const;
    [[nodiscard]] bool levelExistsAt(const QString &position, const QString &level) const;
    // The document changed: details() is built anew when next read.
    void invalidateDetails();

    QPointer<EncounterDocument> m_document;
    // details(), built when first read after a change.
    mutable std::optional<QVariantMap> m_details;
};
