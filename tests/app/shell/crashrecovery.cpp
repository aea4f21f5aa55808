// The crash-recovery test: the real `gridkeep` binary, offscreen, edits a copy of a sample,
// autosaves, is killed with SIGKILL, and a new start offers the changes and restores them. The
// program is driven through its hidden --test-script steps and --recovery-list / --recover
// (docs/architecture.md §4.8); it needs no display and no stdin.
#include "catchsession.h"
#include <catch2/catch.hpp>

#include <QByteArray>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>

#include <csignal>

namespace
{

struct Run {
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::NormalExit;
    QByteArray out;
    QByteArray err;
};

struct Session {
    QTemporaryDir dir;
    QString recoveryDir;
    QString file;
    QByteArray originalBytes;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();

    Session()
    {
        REQUIRE(dir.isValid());
        recoveryDir = dir.filePath(QStringLiteral("recovery"));
        file = dir.filePath(QStringLiteral("crypt.encounter"));
        REQUIRE(
            QFile::copy(QStringLiteral(GRIDKEEP_EXAMPLES_DIR "/lantern-crypt.encounter"), file));
        QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner);
        originalBytes = readAll(file);
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        env.insert(QStringLiteral("GRIDKEEP_AUTOSAVE_MS"), QStringLiteral("200"));
        env.insert(QStringLiteral("GRIDKEEP_RECOVERY_DIR"), recoveryDir);
        // Settings (recent files) stay out of the user's.
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        env.insert(QStringLiteral("XDG_DATA_HOME"), dir.filePath(QStringLiteral("data")));
    }

    static QByteArray readAll(const QString &fileName)
    {
        QFile in(fileName);
        REQUIRE(in.open(QIODevice::ReadOnly));
        return in.readAll();
    }

    void start(QProcess &process, const QStringList &arguments) const
    {
        process.setProcessEnvironment(env);
        process.setProgram(QStringLiteral(GRIDKEEP_BIN));
        process.setArguments(arguments);
        process.setStandardInputFile(QProcess::nullDevice());
        process.start();
        REQUIRE(process.waitForStarted(10000));
    }

    Run run(const QStringList &arguments) const
    {
        QProcess process;
        start(process, arguments);
        const bool finished = process.waitForFinished(30000);
        if (!finished)
            process.kill();
        Run result;
        result.exitCode = process.exitCode();
        result.status = process.exitStatus();
        result.out = process.readAllStandardOutput();
        result.err = process.readAllStandardError();
        INFO("stderr: " << result.err.toStdString());
        REQUIRE(finished);
        return result;
    }

    QJsonArray recoveryList() const
    {
        const Run listed = run({QStringLiteral("--recovery-list")});
        INFO("stdout: " << listed.out.toStdString());
        REQUIRE(listed.exitCode == 0);
        QJsonParseError error{};
        const QJsonDocument json = QJsonDocument::fromJson(listed.out, &error);
        REQUIRE(error.error == QJsonParseError::NoError);
        REQUIRE(json.isArray());
        return json.array();
    }

    QStringList recoveryFiles() const { return QDir(recoveryDir).entryList(QDir::Files); }
};

// The JSON lines the program printed ("report" steps).
QList<QJsonObject> reports(const QByteArray &out)
{
    QList<QJsonObject> list;
    for (const QByteArray &line : out.split('\n')) {
        const QJsonDocument json = QJsonDocument::fromJson(line);
        if (json.isObject())
            list << json.object();
    }
    return list;
}

} // namespace

TEST_CASE("gridkeep killed with unsaved changes offers them on the next start and restores them")
{
    Session s;
    const QString newName = QStringLiteral("Lanterns in the crypt — after the crash");

    // 1. Edit, wait for the autosave, report, and keep running.
    QProcess first;
    s.start(first, {s.file, QStringLiteral("--test-script"),
                    QStringLiteral("rename:%1;wait-autosave;report").arg(newName)});
    QByteArray out;
    QElapsedTimer clock;
    clock.start();
    while (reports(out).isEmpty() && clock.elapsed() < 30000) {
        first.waitForReadyRead(500);
        out += first.readAllStandardOutput();
        REQUIRE(first.state() == QProcess::Running);
    }
    INFO("stderr of the first run: " << first.readAllStandardError().toStdString());
    REQUIRE(reports(out).size() == 1);
    const QJsonObject edited = reports(out).front();
    CHECK(edited.value(QStringLiteral("name")).toString() == newName);
    CHECK(edited.value(QStringLiteral("modified")).toBool());
    const QString recoveryFile = edited.value(QStringLiteral("recoveryFile")).toString();
    REQUIRE(QFile::exists(recoveryFile));

    // 2. A second instance does not take a running one's recovery file.
    CHECK(s.recoveryList().isEmpty());

    // 3. The crash: SIGKILL, no chance to clean up.
    ::kill(pid_t(first.processId()), SIGKILL);
    REQUIRE(first.waitForFinished(10000));
    CHECK(first.exitStatus() == QProcess::CrashExit);
    CHECK(QFile::exists(recoveryFile));
    CHECK(Session::readAll(s.file) == s.originalBytes); // never saved

    // 4. The next start offers it: in the list, and in the dialog of a normal start. That start
    //    quits without answering (Later): the file stays.
    const QJsonArray listed = s.recoveryList();
    REQUIRE(listed.size() == 1);
    const QJsonObject candidate = listed.at(0).toObject();
    CHECK(candidate.value(QStringLiteral("name")).toString() == newName);
    CHECK(candidate.value(QStringLiteral("originalFile")).toString() == s.file);
    CHECK(candidate.value(QStringLiteral("file")).toString() == recoveryFile);
    const QString id = candidate.value(QStringLiteral("id")).toString();

    const Run offered =
        s.run({s.file, QStringLiteral("--test-script"), QStringLiteral("report;quit")});
    REQUIRE(offered.exitCode == 0);
    REQUIRE(reports(offered.out).size() == 1);
    const QJsonObject offer = reports(offered.out).front();
    CHECK(offer.value(QStringLiteral("recoveryOffered")).toBool());
    CHECK(offer.value(QStringLiteral("offered")).toArray() == QJsonArray{newName});
    CHECK(QFile::exists(recoveryFile));

    // 5. Recover: the edit is back, unsaved, named after the original file; Save writes there.
    const Run recovered = s.run({QStringLiteral("--recover"), id, QStringLiteral("--test-script"),
                                 QStringLiteral("report;save;report;quit")});
    INFO("stdout: " << recovered.out.toStdString());
    REQUIRE(recovered.exitCode == 0);
    const auto states = reports(recovered.out);
    REQUIRE(states.size() == 2);
    CHECK(states[0].value(QStringLiteral("name")).toString() == newName);
    CHECK(states[0].value(QStringLiteral("fileName")).toString() == s.file);
    CHECK(states[0].value(QStringLiteral("modified")).toBool());
    CHECK_FALSE(states[0].value(QStringLiteral("recoveryOffered")).toBool());
    CHECK_FALSE(states[1].value(QStringLiteral("modified")).toBool());

    const QJsonObject saved = QJsonDocument::fromJson(Session::readAll(s.file)).object();
    CHECK(saved.value(QStringLiteral("name")).toString() == newName);
    // The version it replaced is kept as FILE.bak.
    CHECK(Session::readAll(s.file + QStringLiteral(".bak")) == s.originalBytes);

    // 6. Nothing is left to recover.
    CHECK(s.recoveryFiles().isEmpty());
    CHECK(s.recoveryList().isEmpty());
}

TEST_CASE("gridkeep --recover of an unknown id fails clearly")
{
    Session s;
    const Run run = s.run({QStringLiteral("--recover"), QStringLiteral("nothing-here"),
                           QStringLiteral("--test-script"), QStringLiteral("quit")});
    CHECK(run.exitCode == 1);
    CHECK(run.err.contains("no recovery file \"nothing-here\""));
}

int main(int argc, char *argv[])
{
    return runCatchSession(argc, argv);
}
