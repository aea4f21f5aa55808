#pragma once

#include <QCoro/QCoroTask>
#include <QFile>
#include <QObject>
#include <QPointer>
#include <QRandomGenerator>
#include <QString>

class Autosaver;
class EncounterDocument;
class EncounterEditor;
class MainWindowHost;

// `gridkeep --soak SEED [--soak-journal JOURNAL] FILE` (hidden, for the kill test,
// docs/architecture.md §4.8): once FILE is open, an endless seeded loop of real edits through the
// window's EncounterEditor (token moves, turns, conditions, the name, the notes, undo and redo),
// saves to FILE through EncounterDocument::saveTo, and recovery writes through
// Autosaver::writeNow, with short random pauses, until the process is killed. Up to two saves
// may be in flight at once, and edits go on while they are written.
//
// The journal tells the kill test (tests/app/shell/killtest.cpp) what may be on disk. Before a
// save or a recovery write starts, its line holds the SHA-256 of the exact bytes it will write
// (EncounterWriter::toBytes of the document's encounter at that moment, which saveTo and writeNow
// take) and how many edits came before it; when it ends, a second line says how. Each line is
// written unbuffered and synced before the write it announces begins, so it survives SIGKILL:
//
//   start PID SESSION                      the Autosaver's session id (its SESSION.encounter)
//   save-begin SEQ EDITS SHA256
//   save-end SEQ ok|failed
//   autosave-begin SEQ EDITS SHA256
//   autosave-end SEQ ok|not-written
//
// SEQ counts both kinds in the order they began. The Autosaver's own timer is set to a day, so
// every recovery write is one the journal announced. Undo and redo never step onto the undo
// stack's clean index: a document that turns clean by undo rightly drops its recovery file, and
// the test could not tell that from a loss.
class SoakDriver : public QObject
{
    Q_OBJECT

public:
    // Starts the loop on the window's open document; false (said on stderr) when the window
    // lacks its editor or autosaver, the journal cannot be written, or EncounterWriter does not
    // write the same bytes twice for the same encounter.
    [[nodiscard]] static bool start(MainWindowHost *host, quint32 seed, const QString &journal);

private:
    SoakDriver(MainWindowHost *host, quint32 seed);

    QCoro::Task<void> loop();
    QCoro::Task<void> save();
    QCoro::Task<void> autosave();
    bool edit();
    bool undoOrRedo();
    void journal(const QByteArray &line);

    QPointer<EncounterDocument> m_document;
    QPointer<EncounterEditor> m_editor;
    QPointer<Autosaver> m_autosaver;
    QRandomGenerator m_random;
    QFile m_journal;
    QString m_fileName;
    quint64 m_sequence = 0;
    quint64 m_edits = 0;
    int m_savesInFlight = 0;
    bool m_autosaving = false;
};
