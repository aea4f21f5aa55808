#include "shell/soakdriver.h"

#include "document/autosaver.h"
#include "document/encounterdocument.h"
#include "editing/encountereditor.h"
#include "io/encounterwriter.h"
#include "shell/mainwindowhost.h"
#include "shell/workbench.h"

#include <QCoreApplication>
#include <QCoro/QCoroTimer>
#include <QCryptographicHash>
#include <QQuickWindow>
#include <QUndoStack>
#include <algorithm>
#include <chrono>
#include <cstdio>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace
{

// At most this many saves in flight at once: enough to overlap them, never a pile-up.
constexpr int MaxSavesInFlight = 2;
// The pause after each step, at random from 0 to this many milliseconds.
constexpr int MaxPauseMs = 30;
// The Autosaver's own timer, set out of the way: the driver announces every recovery write.
constexpr int AutosaveTimerMs = 24 * 60 * 60 * 1000;

QByteArray digest(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

void printError(const QString &text)
{
    std::fprintf(stderr, "gridkeep: --soak: %s\n", qPrintable(text));
}

} // namespace

SoakDriver::SoakDriver(MainWindowHost *host, quint32 seed)
    : QObject(host), m_document(host->document()), m_random(seed)
{
    m_editor = host->workbench()->editor();
    m_autosaver = host->workbench()->autosaver();
    m_fileName = m_document->fileName();
}

bool SoakDriver::start(MainWindowHost *host, quint32 seed, const QString &journal)
{
    auto *driver = new SoakDriver(host, seed);
    if (!driver->m_editor || !driver->m_autosaver || !driver->m_document ||
        !driver->m_document->isLoaded()) {
        printError(QStringLiteral("the window has no open document, editor or autosaver"));
        delete driver;
        return false;
    }
    if (driver->m_fileName.isEmpty() || driver->m_fileName.startsWith(QLatin1String(":/"))) {
        printError(QStringLiteral("needs a FILE of its own to save to"));
        delete driver;
        return false;
    }
    // The journal's digests stand for what a save writes only if the writer is deterministic.
    const Encounter &encounter = driver->m_document->encounter();
    const Encounter copy = encounter;
    if (EncounterWriter::toBytes(encounter) != EncounterWriter::toBytes(copy)) {
        printError(QStringLiteral("EncounterWriter wrote the same encounter in two ways"));
        delete driver;
        return false;
    }
    driver->m_journal.setFileName(journal);
    if (!driver->m_journal.open(QIODevice::WriteOnly | QIODevice::Append | QIODevice::Unbuffered)) {
        printError(QStringLiteral("%1: %2").arg(journal, driver->m_journal.errorString()));
        delete driver;
        return false;
    }
    driver->m_autosaver->setInterval(AutosaveTimerMs);
    driver->journal(QByteArray("start ") + QByteArray::number(QCoreApplication::applicationPid()) +
                    ' ' + driver->m_autosaver->sessionId().toUtf8());
    QCoro::connect(driver->loop(), driver, [] {});
    return true;
}

void SoakDriver::journal(const QByteArray &line)
{
    const QByteArray whole = line + '\n';
    if (m_journal.write(whole) != whole.size()) {
        printError(
            QStringLiteral("the journal cannot be written: %1").arg(m_journal.errorString()));
        QCoreApplication::exit(3);
        return;
    }
#ifdef Q_OS_UNIX
    ::fdatasync(m_journal.handle());
#endif
}

QCoro::Task<void> SoakDriver::loop()
{
    QPointer<SoakDriver> self(this);
    for (;;) {
        const int roll = int(m_random.bounded(100));
        if (roll < 62) {
            edit();
        } else if (roll < 74) {
            if (m_savesInFlight < MaxSavesInFlight)
                QCoro::connect(save(), this, [] {});
        } else if (roll < 90) {
            if (!m_autosaving)
                QCoro::connect(autosave(), this, [] {});
        } else {
            undoOrRedo();
        }
        co_await QCoro::sleepFor(std::chrono::milliseconds(m_random.bounded(MaxPauseMs + 1)));
        if (!self || !m_document)
            co_return;
    }
}

QCoro::Task<void> SoakDriver::save()
{
    QPointer<SoakDriver> self(this);
    const quint64 sequence = ++m_sequence;
    // saveTo hands a copy of this very encounter to its writer before it returns to us.
    const QByteArray bytes = EncounterWriter::toBytes(m_document->encounter());
    journal("save-begin " + QByteArray::number(sequence) + ' ' + QByteArray::number(m_edits) + ' ' +
            digest(bytes));
    ++m_savesInFlight;
    const bool ok = co_await m_document->saveTo(m_fileName);
    if (!self)
        co_return;
    --m_savesInFlight;
    journal("save-end " + QByteArray::number(sequence) + (ok ? " ok" : " failed"));
    if (!ok)
        printError(m_document->errorString());
}

QCoro::Task<void> SoakDriver::autosave()
{
    QPointer<SoakDriver> self(this);
    const quint64 sequence = ++m_sequence;
    const QByteArray bytes = EncounterWriter::toBytes(m_document->encounter());
    journal("autosave-begin " + QByteArray::number(sequence) + ' ' + QByteArray::number(m_edits) +
            ' ' + digest(bytes));
    m_autosaving = true;
    // False also when there was nothing to write (no unsaved changes) or the document turned
    // clean while it was written (then the Autosaver removed the file again).
    const bool written = co_await m_autosaver->writeNow();
    if (!self)
        co_return;
    m_autosaving = false;
    journal("autosave-end " + QByteArray::number(sequence) + (written ? " ok" : " not-written"));
}

bool SoakDriver::edit()
{
    const Encounter &encounter = m_document->encounter();
    const int kind = int(m_random.bounded(100));
    bool done = false;
    if (kind < 5 || encounter.tokens.isEmpty()) {
        done = m_editor->setEncounterName(QStringLiteral("Soak %1").arg(m_random.bounded(1000)));
    } else if (kind < 10) {
        done = m_editor->setEncounterNotes(
            QStringLiteral("Soak note %1\n\"quoted\" — ünïcode").arg(m_random.bounded(1000)));
    } else {
        // A copy: the edit replaces the document's token, which a reference would follow.
        const Token token =
            encounter.tokens.at(int(m_random.bounded(int(encounter.tokens.size()))));
        const QStringList ids{token.id};
        if (kind < 75 && encounter.board.isSquare()) {
            const int side = token.footprint();
            const int maxX = encounter.board.square.width - side;
            const int maxY = encounter.board.square.height - side;
            const int x = std::clamp(token.x + m_random.bounded(-3, 4), 0, std::max(0, maxX));
            const int y = std::clamp(token.y + m_random.bounded(-3, 4), 0, std::max(0, maxY));
            done = m_editor->moveToken(token.id, x, y);
        } else if (kind < 85) {
            done = m_editor->rotateFacing(ids, 45.0 * (1 + m_random.bounded(7)));
        } else if (kind < 93) {
            const QVariantList conditions = m_editor->conditionChoices();
            if (!conditions.isEmpty()) {
                const QString condition =
                    conditions.at(int(m_random.bounded(int(conditions.size()))))
                        .toMap()
                        .value(QStringLiteral("id"))
                        .toString();
                done = m_editor->setCondition(ids, condition, !token.hasCondition(condition));
            }
        } else {
            done = m_editor->setHidden(ids, !token.hidden);
        }
    }
    if (done)
        ++m_edits;
    return done;
}

bool SoakDriver::undoOrRedo()
{
    QUndoStack *stack = m_document->undoStack();
    const int before = stack->index();
    if (m_random.bounded(2) == 0) {
        if (stack->canUndo() && before - 1 != stack->cleanIndex())
            m_editor->undo();
    } else if (stack->canRedo() && before + 1 != stack->cleanIndex()) {
        m_editor->redo();
    }
    if (stack->index() == before)
        return false;
    ++m_edits;
    return true;
}
