#include "apptestsupport.h"
#include "document/autosaver.h"
#include "document/encounterdocument.h"
#include "document/encounterio.h"
#include "editing/encountereditor.h"
#include "io/encounterreader.h"
#include "shell/appoptions.h"

#include <QCoreApplication>
#include <QCoro/QCoroTask>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace AppTestSupport;

namespace
{

// A temporary folder with the recovery folder in it (GRIDKEEP_RECOVERY_DIR, read by each
// Autosaver as it is made) and a copy of a sample to edit.
struct RecoveryFixture {
    QTemporaryDir dir;
    QString recoveryDir;
    QString file;
    QByteArray originalBytes;

    RecoveryFixture()
    {
        REQUIRE(dir.isValid());
        recoveryDir = dir.filePath(QStringLiteral("recovery"));
        qputenv("GRIDKEEP_RECOVERY_DIR", QFile::encodeName(recoveryDir));
        file = dir.filePath(QStringLiteral("lanterns.encounter"));
        REQUIRE(QFile::copy(examplePath(QStringLiteral("lantern-crypt.encounter")), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        QFile in(file);
        REQUIRE(in.open(QIODevice::ReadOnly));
        originalBytes = in.readAll();
    }
    ~RecoveryFixture() { qunsetenv("GRIDKEEP_RECOVERY_DIR"); }

    [[nodiscard]] QStringList recoveryFiles() const
    {
        return QDir(recoveryDir).entryList(QDir::Files, QDir::Name);
    }
};

QByteArray readAll(const QString &fileName)
{
    QFile file(fileName);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

QString sidecarOf(const QString &recoveryFile)
{
    return recoveryFile.chopped(int(QStringLiteral(".encounter").size())) + QStringLiteral(".json");
}

} // namespace

TEST_CASE("Autosaver writes a recovery file within the interval after an edit", "[async]")
{
    RecoveryFixture f;
    EncounterDocument document;
    REQUIRE(openAndWait(document, f.file));
    EncounterEditor editor;
    editor.setDocument(&document);
    Autosaver autosaver;
    autosaver.setInterval(150);
    autosaver.setDocument(&document);
    QSignalSpy written(&autosaver, &Autosaver::written);

    // No unsaved changes: nothing is written.
    QTest::qWait(400);
    CHECK(written.isEmpty());
    CHECK(f.recoveryFiles().isEmpty());

    REQUIRE(editor.setEncounterName(QStringLiteral("Lanterns, edited")));
    REQUIRE(written.wait(3000));
    const QString recovery = written.front().at(0).toString();
    CHECK(recovery == autosaver.recoveryFile());
    CHECK(QFileInfo(recovery).absolutePath() == QDir(f.recoveryDir).absolutePath());
    CHECK(QFileInfo(recovery).completeBaseName() == autosaver.sessionId());
    // The session id carries this process's pid.
    CHECK(autosaver.sessionId().contains(QString::number(QCoreApplication::applicationPid())));

    // The encounter as it is in memory, and the sidecar the recovery prompt reads.
    EncounterReader reader;
    const auto recovered = reader.readFile(recovery);
    REQUIRE(recovered);
    CHECK(recovered->name == QStringLiteral("Lanterns, edited"));
    const QJsonObject meta = QJsonDocument::fromJson(readAll(sidecarOf(recovery))).object();
    CHECK(meta.value(QStringLiteral("format")).toString() == QStringLiteral("gridkeep-recovery"));
    CHECK(meta.value(QStringLiteral("version")).toInt() == 1);
    CHECK(meta.value(QStringLiteral("name")).toString() == QStringLiteral("Lanterns, edited"));
    CHECK(meta.value(QStringLiteral("originalFile")).toString() == f.file);
    const auto when =
        QDateTime::fromString(meta.value(QStringLiteral("written")).toString(), Qt::ISODate);
    CHECK(qAbs(when.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    // The file on disk is untouched until the GM saves.
    CHECK(readAll(f.file) == f.originalBytes);

    // Nothing new: no rewrite at the next tick.
    written.clear();
    QTest::qWait(400);
    CHECK(written.isEmpty());

    // Saving removes the recovery file, its sidecar and its lock.
    REQUIRE(QCoro::waitFor(document.saveTo(f.file)));
    CHECK_FALSE(document.isModified());
    CHECK(autosaver.recoveryFile().isEmpty());
    CHECK(f.recoveryFiles().isEmpty());
    QTest::qWait(400);
    CHECK(f.recoveryFiles().isEmpty());
}

TEST_CASE("Undoing back to the saved state and closing cleanly remove the recovery file", "[async]")
{
    RecoveryFixture f;
    EncounterDocument document;
    REQUIRE(openAndWait(document, f.file));
    EncounterEditor editor;
    editor.setDocument(&document);
    {
        Autosaver autosaver;
        autosaver.setInterval(100);
        autosaver.setDocument(&document);
        QSignalSpy written(&autosaver, &Autosaver::written);
        REQUIRE(editor.setEncounterName(QStringLiteral("Undo me")));
        REQUIRE(written.wait(3000));
        CHECK(f.recoveryFiles().size() == 3); // .encounter, .json, .lock
        editor.undo();
        CHECK_FALSE(document.isModified());
        CHECK(f.recoveryFiles().isEmpty());

        editor.redo();
        REQUIRE(written.wait(3000));
        CHECK_FALSE(f.recoveryFiles().isEmpty());
    }
    // The Autosaver went away with the window: a clean end leaves nothing behind.
    CHECK(f.recoveryFiles().isEmpty());
}

TEST_CASE("Saving over a file keeps the previous version as FILE.bak", "[async]")
{
    RecoveryFixture f;
    EncounterDocument document;
    REQUIRE(openAndWait(document, f.file));
    EncounterEditor editor;
    editor.setDocument(&document);
    const QString backup = f.file + QStringLiteral(".bak");
    CHECK(EncounterIo::backupFileName(f.file) == backup);

    REQUIRE(editor.setEncounterName(QStringLiteral("First save")));
    REQUIRE(QCoro::waitFor(document.saveTo(f.file)));
    REQUIRE(QFileInfo::exists(backup));
    CHECK(readAll(backup) == f.originalBytes);
    const QByteArray firstSave = readAll(f.file);
    CHECK(firstSave != f.originalBytes);

    // One .bak: the next save replaces it with the version it overwrites.
    REQUIRE(editor.setEncounterName(QStringLiteral("Second save")));
    REQUIRE(QCoro::waitFor(document.saveTo(f.file)));
    CHECK(readAll(backup) == firstSave);
    CHECK(QDir(f.dir.path()).entryList({QStringLiteral("*.bak")}, QDir::Files).size() == 1);

    // A new file has no previous version.
    const QString fresh = f.dir.filePath(QStringLiteral("fresh.encounter"));
    REQUIRE(QCoro::waitFor(document.saveTo(fresh)));
    CHECK_FALSE(QFileInfo::exists(fresh + QStringLiteral(".bak")));
}

TEST_CASE("A backup that cannot be written refuses the save and leaves the file whole", "[async]")
{
    RecoveryFixture f;
    EncounterDocument document;
    REQUIRE(openAndWait(document, f.file));
    EncounterEditor editor;
    editor.setDocument(&document);
    // A folder where the .bak would go.
    REQUIRE(QDir().mkpath(f.file + QStringLiteral(".bak")));
    REQUIRE(editor.setEncounterName(QStringLiteral("Not saved")));
    CHECK_FALSE(QCoro::waitFor(document.saveTo(f.file)));
    CHECK(document.errorString().contains(QStringLiteral("cannot keep a backup")));
    CHECK(document.isModified());
    CHECK(readAll(f.file) == f.originalBytes);
}

TEST_CASE("Recovery files of a session that is gone are offered and recovered", "[async]")
{
    RecoveryFixture f;
    // Session A edits and autosaves.
    EncounterDocument first;
    REQUIRE(openAndWait(first, f.file));
    EncounterEditor editor;
    editor.setDocument(&first);
    auto a = std::make_unique<Autosaver>();
    a->setInterval(100);
    a->setDocument(&first);
    QSignalSpy written(a.get(), &Autosaver::written);
    REQUIRE(editor.setEncounterName(QStringLiteral("Lanterns in the crypt, recovered")));
    REQUIRE(written.wait(3000));

    // A second instance sees a live session's files and leaves them alone.
    Autosaver b;
    CHECK(b.scan() == 0);

    // A crash leaves the files without a live owner: here, a copy under another session name.
    const QString crashed = QStringLiteral("20261125-140200-1-deadbeef");
    const QString crashedFile =
        f.recoveryDir + QLatin1Char('/') + crashed + QStringLiteral(".encounter");
    REQUIRE(QFile::copy(a->recoveryFile(), crashedFile));
    REQUIRE(QFile::copy(sidecarOf(a->recoveryFile()), sidecarOf(crashedFile)));
    a.reset();
    CHECK(f.recoveryFiles() ==
          QStringList({crashed + QStringLiteral(".encounter"), crashed + QStringLiteral(".json")}));

    REQUIRE(b.scan() == 1);
    const QVariantMap candidate = b.candidates().front().toMap();
    CHECK(candidate.value(QStringLiteral("id")).toString() == crashed);
    CHECK(candidate.value(QStringLiteral("name")).toString() ==
          QStringLiteral("Lanterns in the crypt, recovered"));
    CHECK(candidate.value(QStringLiteral("originalFile")).toString() == f.file);
    CHECK_FALSE(candidate.value(QStringLiteral("writtenText")).toString().isEmpty());
    // Claimed: a third instance does not offer it too.
    Autosaver c;
    CHECK(c.scan() == 0);

    EncounterDocument second;
    b.setDocument(&second);
    b.setInterval(100);
    REQUIRE(QCoro::waitFor(b.recoverTask(crashed)));
    CHECK(second.name() == QStringLiteral("Lanterns in the crypt, recovered"));
    CHECK(second.fileName() == f.file); // Save writes where it came from
    CHECK(second.isModified());
    CHECK(b.candidates().isEmpty());
    // The changes are now in b's own recovery file; the old one is gone.
    CHECK_FALSE(QFileInfo::exists(crashedFile));
    CHECK(QFileInfo::exists(b.recoveryFile()));
    CHECK(QFileInfo(b.recoveryFile()).completeBaseName() == b.sessionId());

    REQUIRE(QCoro::waitFor(second.saveTo(second.fileName())));
    CHECK(f.recoveryFiles().isEmpty());
    EncounterReader reader;
    CHECK(reader.readFile(f.file)->name == QStringLiteral("Lanterns in the crypt, recovered"));
}

TEST_CASE("A corrupt recovery file is reported and kept", "[async]")
{
    RecoveryFixture f;
    REQUIRE(QDir().mkpath(f.recoveryDir));
    const QString id = QStringLiteral("20261125-140200-2-0badf11e");
    const QString broken = f.recoveryDir + QLatin1Char('/') + id + QStringLiteral(".encounter");
    {
        QFile out(broken);
        REQUIRE(out.open(QIODevice::WriteOnly));
        out.write("{\"version\": 1, \"name\": \"Half writ");
        QFile meta(sidecarOf(broken));
        REQUIRE(meta.open(QIODevice::WriteOnly));
        meta.write(QJsonDocument(Autosaver::sidecarJson(id, QStringLiteral("Broken crypt"), {},
                                                        QDateTime::currentDateTimeUtc()))
                       .toJson());
    }
    const QByteArray brokenBytes = readAll(broken);

    EncounterDocument document;
    REQUIRE(openAndWait(document, f.file));
    Autosaver autosaver;
    autosaver.setDocument(&document);
    REQUIRE(autosaver.scan() == 1);
    CHECK(autosaver.candidates().front().toMap().value(QStringLiteral("fileLabel")).toString() ==
          QStringLiteral("never saved"));
    QSignalSpy finished(&autosaver, &Autosaver::recoverFinished);
    CHECK_FALSE(QCoro::waitFor(autosaver.recoverTask(id)));
    REQUIRE(finished.size() == 1);
    CHECK_FALSE(finished.front().at(0).toBool());
    const QString error = finished.front().at(2).toString();
    CHECK(error.contains(broken));
    CHECK(error.contains(QStringLiteral("recovery file is kept")));
    CHECK(document.errorString() == error);
    // The open document is untouched, the file is kept and still offered, with the reason.
    CHECK(document.fileName() == f.file);
    CHECK_FALSE(document.isModified());
    CHECK(readAll(broken) == brokenBytes);
    REQUIRE(autosaver.candidates().size() == 1);
    CHECK(autosaver.candidates().front().toMap().value(QStringLiteral("error")).toString() ==
          error);

    // Later keeps it for the next start.
    autosaver.later(id);
    CHECK(autosaver.candidates().isEmpty());
    CHECK(QFileInfo::exists(broken));
    Autosaver nextStart;
    CHECK(nextStart.scan() == 1);
    // Discard deletes it.
    CHECK(nextStart.discard(id));
    CHECK(f.recoveryFiles().isEmpty());
}

TEST_CASE("gridkeep --recover takes a recovery id or file; --test-script is not in --help")
{
    const auto byFile = AppOptions::parse(
        strings({"gridkeep", "--recover", "/tmp/recovery/20261125-140200-7-abcdef01.encounter"}));
    CHECK(byFile.status == AppOptions::Status::Run);
    CHECK(byFile.recoverId == QStringLiteral("20261125-140200-7-abcdef01"));

    const auto withFile =
        AppOptions::parse(strings({"gridkeep", "--recover", "x", "crypt.encounter"}));
    CHECK(withFile.status == AppOptions::Status::Error);

    const auto script = AppOptions::parse(
        strings({"gridkeep", "--test-script", "rename:A B;wait-autosave;report", "f.encounter"}));
    CHECK(script.testScript == strings({"rename:A B", "wait-autosave", "report"}));

    const auto list = AppOptions::parse(strings({"gridkeep", "--recovery-list"}));
    CHECK(list.recoveryList);

    const auto help = AppOptions::parse(strings({"gridkeep", "--help"}));
    CHECK(help.message.contains(QStringLiteral("--recovery-list")));
    CHECK(help.message.contains(QStringLiteral("--recover <ID>")));
    CHECK_FALSE(help.message.contains(QStringLiteral("test-script")));
}
