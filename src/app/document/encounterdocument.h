#pragma once

#include "document/documentjobs.h"
#include "document/positionlistmodel.h"
#include "document/sidelistmodel.h"
#include "document/sidesortedtokenmodel.h"
#include "document/tokenlistmodel.h"
#include "engine/encounterchange.h"
#include "model/encounter.h"

#include <QColor>
#include <QCoro/QCoroTask>
#include <QHash>
#include <QImage>
#include <QObject>
#include <QString>
#include <QUrl>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QUndoStack;

namespace EncounterIo
{
struct LoadResult;
struct SaveResult;
} // namespace EncounterIo

// The open encounter as the app sees it: owns the Encounter, loads and saves it off the UI
// thread, and announces every change with typed signals that the list models and board items
// follow. Edits will go through its QUndoStack (the editor builds on this).
class EncounterDocument : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(bool busy READ isBusy NOTIFY busyChanged)
    // A save or autosave is being written (DocumentFlow.qml waits for it before the window closes).
    Q_PROPERTY(bool saving READ isSaving NOTIFY busyChanged)
    Q_PROPERTY(bool loaded READ isLoaded NOTIFY encounterReset)
    Q_PROPERTY(QString errorString READ errorString NOTIFY errorStringChanged)
    Q_PROPERTY(QString fileName READ fileName NOTIFY fileNameChanged)
    Q_PROPERTY(bool modified READ isModified NOTIFY modifiedChanged)
    Q_PROPERTY(QString name READ name NOTIFY nameChanged)
    // The GM's notes on the encounter: never in the player view.
    Q_PROPERTY(QString notes READ notes NOTIFY notesChanged)
    Q_PROPERTY(QString rulesId READ rulesId NOTIFY encounterReset)
    Q_PROPERTY(QString rulesName READ rulesName NOTIFY encounterReset)
    Q_PROPERTY(QString rulesDescription READ rulesDescription NOTIFY encounterReset)
    Q_PROPERTY(BoardKind boardKind READ boardKind NOTIFY encounterReset)
    Q_PROPERTY(int boardWidth READ boardWidth NOTIFY boardChanged)
    Q_PROPERTY(int boardHeight READ boardHeight NOTIFY boardChanged)
    Q_PROPERTY(bool skyward READ skyward NOTIFY boardChanged)
    // The rule set gives tokens a field of view (backstab): boards show which way they face.
    Q_PROPERTY(bool usesFacing READ usesFacing NOTIFY encounterReset)
    Q_PROPERTY(TokenListModel *tokens READ tokens CONSTANT)
    Q_PROPERTY(SideListModel *sides READ sides CONSTANT)
    Q_PROPERTY(SideSortedTokenModel *tokensBySide READ tokensBySide CONSTANT)
    Q_PROPERTY(PositionListModel *positions READ positions CONSTANT)

public:
    enum class BoardKind { None, Square, Positions };
    Q_ENUM(BoardKind)

    explicit EncounterDocument(QObject *parent = nullptr);
    ~EncounterDocument() override;

    // Opening or saving the document itself (not an autosave, export or import, which have
    // their own indicators).
    [[nodiscard]] bool isBusy() const
    {
        return m_jobs->pending(DocumentJobs::Kind::Load) +
                   m_jobs->pending(DocumentJobs::Kind::Save) >
               0;
    }
    [[nodiscard]] bool isSaving() const
    {
        return m_jobs->pending(DocumentJobs::Kind::Save) +
                   m_jobs->pending(DocumentJobs::Kind::Autosave) >
               0;
    }
    // Every asynchronous job of this document runs through its queue (docs/architecture.md
    // §4.15).
    [[nodiscard]] DocumentJobs *jobs() const { return m_jobs; }
    [[nodiscard]] bool isLoaded() const { return m_loaded; }
    [[nodiscard]] QString errorString() const { return m_errorString; }
    [[nodiscard]] QString fileName() const { return m_fileName; }
    [[nodiscard]] QUrl fileUrl() const;
    [[nodiscard]] bool isModified() const;
    [[nodiscard]] QString name() const { return m_encounter.name; }
    [[nodiscard]] QString notes() const { return m_encounter.notes; }
    [[nodiscard]] QString rulesId() const { return m_encounter.rulesId; }
    [[nodiscard]] QString rulesName() const;
    [[nodiscard]] QString rulesDescription() const;
    [[nodiscard]] QString unitName() const;
    [[nodiscard]] BoardKind boardKind() const;
    [[nodiscard]] int boardWidth() const;
    [[nodiscard]] int boardHeight() const;
    [[nodiscard]] bool skyward() const;
    [[nodiscard]] bool usesFacing() const
    {
        return m_loaded && m_encounter.rules && m_encounter.rules->usesFacing;
    }

    [[nodiscard]] TokenListModel *tokens() const { return m_tokens; }
    [[nodiscard]] SideListModel *sides() const { return m_sides; }
    [[nodiscard]] SideSortedTokenModel *tokensBySide() const { return m_tokensBySide; }
    [[nodiscard]] PositionListModel *positions() const { return m_positions; }
    [[nodiscard]] QUndoStack *undoStack() const { return m_undoStack; }

    [[nodiscard]] const Encounter &encounter() const { return m_encounter; }
    [[nodiscard]] const QImage &backgroundImage() const { return m_background; }
    // The side's colour from the file, or one picked for it when the file gives none.
    [[nodiscard]] QColor sideColor(const QString &sideId) const;

    // Replaces the whole document, as loading does (and as "New" will).
    void resetEncounter(Encounter encounter, const QString &fileName, QImage background = {});

    // The primitive edits the editor's undo commands are built from. Each changes the
    // encounter, emits its typed signal and then changed() with what it changed; none is
    // undoable by itself, and none checks the rules (the commands validate before they call
    // these). A token edit says whether it only moved the token (TokenMoved) or may have
    // changed anything of it (TokenChanged); a board edit passes the change its edit reported
    // (SquareBoardEdit's touched cells), or Everything when it cannot tell.
    void replaceToken(int index, const Token &token,
                      EncounterChange::Kind kind = EncounterChange::Kind::TokenChanged);
    void insertToken(int index, const Token &token);
    void removeToken(int index);
    void replaceBoard(const Board &board,
                      const EncounterChange &change = EncounterChange::everything());
    // The fight in progress, or none (docs/file-format.md §10); emits combatChanged().
    void replaceCombat(const std::optional<CombatState> &combat);
    // The fog of war (docs/rules.md §3.1); emits fogChanged(). The rules never read it, so no
    // changed() follows.
    void replaceFog(const FogOfWar &fog);
    void replaceNotes(const QString &notes);
    // The handouts (docs/file-format.md §3.11); emits handoutsChanged(). No rule reads them.
    void replaceHandouts(const QList<Handout> &handouts);
    // The encounter's name, its sides and which sides are allied.
    void replaceInfo(const QString &name, const QList<Side> &sides,
                     const QList<QPair<QString, QString>> &allies);

    // Loads in a worker thread. A refused file leaves the open document untouched and sets
    // errorString. Resolves to whether the file was loaded; a load overtaken by a newer
    // replacement (another load, New, an import) resolves to false and changes nothing, and so
    // does one that finds the open document edited meanwhile (it says so in errorString).
    [[nodiscard]] QCoro::Task<bool> load(QString fileName);
    // Saves atomically in a worker thread (EncounterWriter uses QSaveFile), keeping the
    // previous version of an existing file as FILE.bak (EncounterIo::writeBlocking). Writes
    // what the document holds now; saves run one after another. It marks clean only the state
    // it wrote: an edit made meanwhile leaves the document modified, and a result for a
    // document replaced meanwhile changes nothing here (docs/architecture.md §4.15).
    [[nodiscard]] QCoro::Task<bool> saveTo(QString fileName);
    // Opens an autosaved recovery file (Autosaver) as an unsaved document named `fileName`,
    // the file it was edited from (empty: untitled), so Save writes there. A refused file
    // leaves the open document untouched and sets errorString; no loadFinished is emitted.
    [[nodiscard]] QCoro::Task<bool> recover(QString recoveryFile, QString fileName);

    // The rule sets a new encounter can use: [{id, name, square, unit}].
    Q_INVOKABLE QVariantList ruleSetChoices() const;
    // Replaces the document with an empty encounter of that rule set: a width × height map
    // for square rule sets, the Combat Grid for the Labyrinthian one; two sides, no tokens,
    // no file yet. False (and errorString) for an unknown rule set or a bad size.
    Q_INVOKABLE bool newEncounter(const QString &rulesId, int width, int height);
    // The sides a new encounter starts with: Party and Foes.
    [[nodiscard]] static QList<Side> startingSides();

    // Fire-and-forget forms for QML; results arrive through the signals below.
    Q_INVOKABLE void open(const QUrl &url);
    Q_INVOKABLE void openFile(const QString &fileName);
    Q_INVOKABLE void save();
    Q_INVOKABLE void saveAs(const QUrl &url);
    Q_INVOKABLE void clearError();
    // Shows a message in the document's error banner (errorString), for work done beside the
    // document such as an import or export (Exchange); empty clears it.
    void reportError(const QString &error) { setErrorString(error); }

Q_SIGNALS:
    void busyChanged();
    void errorStringChanged();
    void fileNameChanged();
    void modifiedChanged();

    // The whole encounter is about to be replaced / was replaced (load, New).
    void encounterAboutToReset();
    void encounterReset();
    // Typed changes for edits; the models update only what changed.
    void boardChanged();
    // An edit of the name, the sides or the allies (replaceInfo); a new encounter says
    // encounterReset instead.
    void infoAboutToChange();
    void infoChanged();
    void nameChanged();
    void tokenChanged(int index);
    void tokenAboutToBeInserted(int index);
    void tokenInserted(int index);
    void tokenAboutToBeRemoved(int index);
    void tokenRemoved(int index);
    // After every primitive edit and replaceInfo: what changed, for the incremental analysis
    // (LiveAnalysis). A whole new encounter says encounterReset instead.
    void changed(const EncounterChange &change);

    // The fight's state changed (replaceCombat), or a new encounter was loaded.
    void combatChanged();
    // The fog changed (replaceFog), or a new encounter was loaded.
    void fogChanged();
    void handoutsChanged();
    void notesChanged();

    void loadFinished(bool ok, const QString &fileName);
    void saveFinished(bool ok, const QString &fileName);

private:
    bool applyLoadResult(quint64 ticket, DocumentJobs::Stamp stamp, EncounterIo::LoadResult result);
    bool applySaveResult(DocumentJobs::Stamp stamp, EncounterIo::SaveResult result);
    bool applyRecoveryResult(quint64 ticket, DocumentJobs::Stamp stamp,
                             EncounterIo::LoadResult result, const QString &fileName);
    // A replacement read off the UI thread may go ahead: no newer replacement began, and the
    // open document was not edited since (else the GM's guard would have to ask again).
    bool mayReplace(quint64 ticket, DocumentJobs::Stamp stamp, const QString &fileName);
    void noteEdit() { m_jobs->noteEdit(); }
    void setErrorString(const QString &error);
    void assignSideColors();

    Encounter m_encounter;
    QImage m_background;
    // The picture replaced by the last background change, for a cheap undo.
    QImage m_otherBackground;
    QString m_otherBackgroundSource;
    QHash<QString, QColor> m_sideColors;
    QString m_fileName;
    QString m_errorString;
    bool m_loaded = false;

    DocumentJobs *m_jobs;
    QUndoStack *m_undoStack;
    TokenListModel *m_tokens;
    SideListModel *m_sides;
    SideSortedTokenModel *m_tokensBySide;
    PositionListModel *m_positions;
};
