// The kill test (issue 31, "Nothing is lost"; docs/architecture.md §4.8): the real `gridkeep`,
// offscreen, runs `--soak SEED` on a copy of a sample and on an encounter at the 2,000-token
// limit, editing, saving and writing recovery files without pause, and is killed with SIGKILL at
// seeded random moments. After each kill:
//
// - the encounter file parses and its bytes are one of the versions a save set out to write
//   (their SHA-256 is in the soak's journal) or the version the run started from: never torn,
//   never mixed;
// - no completed save is lost: the file holds the last save that completed or one begun after it;
// - FILE.encounter.bak parses and is a version seen before;
// - the recovery file holds the last recovery write that completed or one begun after it (none
//   at all only when a save of a state at least as new reached the file since), and a fresh
//   Autosaver::scan(), as the next start does, offers it.
//
// Then the soak starts again on the same file. It prints
// `kills: N, torn files: T, lost saved versions: L` and fails unless T and L are 0.
//
//   gridkeep-kill-tests [--kills N] [--seed SEED] [--max-delay MS]
//
// (also GRIDKEEP_KILLS, GRIDKEEP_KILL_SEED; GRIDKEEP_KILL_TEST_BIN runs another gridkeep). The
// kills are shared between the two files; ctest runs a short version, the README the long one.
// Its own Catch2 implementation (not gridkeep_catch): main() adds options to Catch's command line.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "document/autosaver.h"
#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "mapgenerator.h"
#include "model/limits.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>

#include <algorithm>
#include <csignal>
#include <cstdio>
#include <iterator>
#include <optional>

namespace
{

struct Settings {
    int kills = 10;
    quint32 seed = 31;
    // The longest wait from the soak's start to the kill; each kill waits a random part of it.
    int maxDelayMs = 2500;
};
Settings settings;

struct Tally {
    int kills = 0;
    int torn = 0;
    int lost = 0;
    int savesCompleted = 0;
    int autosavesCompleted = 0;
    int recoveryFilesChecked = 0;
};

QByteArray digestOf(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

std::optional<QByteArray> readBytes(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

bool parses(const QByteArray &bytes, const QString &fileName, QString *error)
{
    EncounterReader reader;
    if (reader.readBytes(bytes, fileName))
        return true;
    *error = reader.error().toString();
    return false;
}

// The gridkeep under test: this build's, or GRIDKEEP_KILL_TEST_BIN (another build of it).
QString program()
{
    const QString other = qEnvironmentVariable("GRIDKEEP_KILL_TEST_BIN");
    return other.isEmpty() ? QStringLiteral(GRIDKEEP_BIN) : other;
}

// One save or recovery write the soak announced.
struct Attempt {
    quint64 sequence = 0;
    quint64 edits = 0; // how many edits came before its snapshot
    QByteArray digest;
    enum class End { Pending, Ok, Failed } end = End::Pending;
};

struct Journal {
    QString session;
    QList<Attempt> saves;
    QList<Attempt> autosaves;

    // Complete lines only: a line cut by the kill announced nothing that had begun.
    static Journal read(const QString &fileName)
    {
        Journal journal;
        QByteArray bytes = readBytes(fileName).value_or(QByteArray());
        bytes.truncate(bytes.lastIndexOf('\n') + 1);
        for (const QByteArray &line : bytes.split('\n')) {
            const QList<QByteArray> words = line.split(' ');
            if (words.value(0) == "start" && words.size() == 3) {
                journal.session = QString::fromUtf8(words[2]);
            } else if ((words.value(0) == "save-begin" || words.value(0) == "autosave-begin") &&
                       words.size() == 4) {
                auto &list = words[0] == "save-begin" ? journal.saves : journal.autosaves;
                list.append(Attempt{words[1].toULongLong(), words[2].toULongLong(), words[3]});
            } else if ((words.value(0) == "save-end" || words.value(0) == "autosave-end") &&
                       words.size() == 3) {
                auto &list = words[0] == "save-end" ? journal.saves : journal.autosaves;
                for (auto &attempt : list) {
                    if (attempt.sequence == words[1].toULongLong())
                        attempt.end = words[2] == "ok" ? Attempt::End::Ok : Attempt::End::Failed;
                }
            }
        }
        return journal;
    }

    [[nodiscard]] static const Attempt *lastCompleted(const QList<Attempt> &list)
    {
        const Attempt *last = nullptr;
        for (const auto &attempt : list) {
            if (attempt.end == Attempt::End::Ok && (!last || attempt.sequence > last->sequence))
                last = &attempt;
        }
        return last;
    }
};

// S12's encounter (bench/scenarios/savescenario.cpp): the rooms map at the 2,000-token limit,
// names with quotes and other scripts, notes over several lines.
QByteArray limitEncounterBytes()
{
    Encounter e = MapGenerator::withTokens(MapKind::Rooms, Limits::MaxTokens);
    e.name = QStringLiteral("Kill test: 2,000 tokens");
    const QString names[] = {QStringLiteral("Bandit \"the Quick\""),
                             QStringLiteral("Wölfin Ærendil"), QStringLiteral("山賊 #%1"),
                             QStringLiteral("Loup\tgris 🐺")};
    for (int i = 0; i < e.tokens.size(); i += 3) {
        const QString &name = names[(i / 3) % std::size(names)];
        e.tokens[i].name = name.contains(QLatin1String("%1")) ? name.arg(i) : name;
    }
    e.notes = QStringLiteral("Round 3: the wolves flank from the north.\n"
                             "\"Hold the door!\" — Ærendil\n\\ no retreat \\");
    return EncounterWriter::toBytes(e);
}

// The soak on one file, killed again and again.
class KillRun
{
public:
    KillRun(QString label, const QByteArray &bytes) : m_label(std::move(label))
    {
        REQUIRE(m_dir.isValid());
        m_file = m_dir.filePath(m_label + QStringLiteral(".encounter"));
        m_recoveryDir = m_dir.filePath(QStringLiteral("recovery"));
        REQUIRE(QDir().mkpath(m_recoveryDir));
        QFile out(m_file);
        REQUIRE(out.open(QIODevice::WriteOnly));
        REQUIRE(out.write(bytes) == bytes.size());
        out.close();
        m_known.insert(digestOf(bytes));
        m_env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_env.insert(QStringLiteral("GRIDKEEP_RECOVERY_DIR"), m_recoveryDir);
        m_env.insert(QStringLiteral("XDG_CONFIG_HOME"), m_dir.filePath(QStringLiteral("config")));
        m_env.insert(QStringLiteral("XDG_DATA_HOME"), m_dir.filePath(QStringLiteral("data")));
        m_env.remove(QStringLiteral("GRIDKEEP_AUTOSAVE_MS"));
    }

    void killOnce(QRandomGenerator &random, Tally &tally)
    {
        ++m_round;
        const auto before = readBytes(m_file);
        REQUIRE(before);
        const QByteArray baseDigest = digestOf(*before);
        const QString journalFile = m_dir.filePath(QStringLiteral("journal-%1.log").arg(m_round));
        const quint32 soakSeed = random.generate();
        const int delay = int(random.bounded(settings.maxDelayMs + 1));

        QProcess soak;
        soak.setProcessEnvironment(m_env);
        soak.setProgram(program());
        soak.setArguments({QStringLiteral("--soak"), QString::number(soakSeed),
                           QStringLiteral("--soak-journal"), journalFile, m_file});
        soak.setStandardInputFile(QProcess::nullDevice());
        soak.setStandardOutputFile(QProcess::nullDevice());
        soak.setStandardErrorFile(m_dir.filePath(QStringLiteral("stderr.log")), QIODevice::Append);
        soak.start();
        REQUIRE(soak.waitForStarted(10000));

        // The soak has begun once the journal says so; then a random while until the kill.
        const auto diedAlone = [&](const char *when) {
            const QString how = soak.exitStatus() == QProcess::CrashExit
                                    ? QStringLiteral("crashed")
                                    : QStringLiteral("exited with %1").arg(soak.exitCode());
            FAIL("kill " << m_round << " on " << m_label.toStdString() << ": gridkeep "
                         << how.toStdString() << ' ' << when << ", stderr:\n"
                         << readBytes(m_dir.filePath(QStringLiteral("stderr.log")))
                                .value_or(QByteArray())
                                .toStdString());
        };
        QElapsedTimer clock;
        clock.start();
        while (Journal::read(journalFile).session.isEmpty()) {
            if (soak.state() != QProcess::Running)
                diedAlone("before its soak began");
            if (clock.elapsed() > 120000)
                FAIL("the soak on " << m_label.toStdString() << " did not begin in 2 minutes");
            soak.waitForFinished(20);
        }
        soak.waitForFinished(delay);
        if (soak.state() != QProcess::Running)
            diedAlone("before it was killed");
        ::kill(pid_t(soak.processId()), SIGKILL);
        REQUIRE(soak.waitForFinished(10000));
        ++tally.kills;

        check(Journal::read(journalFile), baseDigest, tally);
    }

private:
    void problem(bool *counted, int &counter, const QString &text)
    {
        if (!*counted)
            ++counter;
        *counted = true;
        std::printf("kill %d on %s: %s\n", m_round, qPrintable(m_label), qPrintable(text));
        std::fflush(stdout);
    }

    void check(const Journal &journal, const QByteArray &baseDigest, Tally &tally)
    {
        for (const auto &attempt : journal.saves) {
            m_known.insert(attempt.digest);
            if (attempt.end == Attempt::End::Ok)
                ++tally.savesCompleted;
        }
        for (const auto &attempt : journal.autosaves) {
            if (attempt.end == Attempt::End::Ok)
                ++tally.autosavesCompleted;
        }
        bool torn = false;
        bool lost = false;

        // The encounter file: whole, one of the versions written, not older than the last save
        // that completed.
        const Attempt *lastSave = Journal::lastCompleted(journal.saves);
        m_savedOnce = m_savedOnce || lastSave;
        std::optional<quint64> fileEdits; // the newest state the file holds, in edits
        const auto bytes = readBytes(m_file);
        QString error;
        if (!bytes) {
            problem(&torn, tally.torn, QStringLiteral("the encounter file is gone"));
        } else if (!parses(*bytes, m_file, &error)) {
            problem(&torn, tally.torn, QStringLiteral("the encounter file is torn: %1").arg(error));
        } else {
            const QByteArray digest = digestOf(*bytes);
            bool known = false;
            bool current = !lastSave;
            if (digest == baseDigest) {
                known = true;
                fileEdits = 0;
            }
            for (const auto &attempt : journal.saves) {
                if (attempt.digest != digest)
                    continue;
                known = true;
                fileEdits = std::max(fileEdits.value_or(0), attempt.edits);
                current = current || attempt.sequence >= lastSave->sequence;
            }
            if (!known)
                problem(&torn, tally.torn,
                        QStringLiteral("the encounter file parses but is no version any save "
                                       "wrote (mixed): %1")
                            .arg(QString::fromLatin1(digest)));
            else if (!current)
                problem(&lost, tally.lost,
                        QStringLiteral("save #%1 completed, but the file holds an older version")
                            .arg(lastSave->sequence));
        }

        // The .bak: whole, and a version seen before.
        const QString bak = m_file + QStringLiteral(".bak");
        if (const auto bakBytes = readBytes(bak)) {
            if (!parses(*bakBytes, bak, &error))
                problem(&torn, tally.torn, QStringLiteral("the .bak is torn: %1").arg(error));
            else if (!m_known.contains(digestOf(*bakBytes)))
                problem(&torn, tally.torn,
                        QStringLiteral("the .bak parses but is no version ever written (mixed)"));
        } else if (m_savedOnce) {
            problem(&lost, tally.lost, QStringLiteral("a save completed, but there is no .bak"));
        }

        // The recovery file: the last completed recovery write or a newer one, offered.
        const Attempt *lastAutosave = Journal::lastCompleted(journal.autosaves);
        const QString recoveryFile =
            journal.session.isEmpty()
                ? QString()
                : m_recoveryDir + QLatin1Char('/') + journal.session + QStringLiteral(".encounter");
        qputenv("GRIDKEEP_RECOVERY_DIR", m_recoveryDir.toLocal8Bit());
        Autosaver scanner; // a fresh start's view of the recovery folder
        scanner.scan();
        const auto recoveryBytes =
            recoveryFile.isEmpty() ? std::optional<QByteArray>() : readBytes(recoveryFile);
        if (recoveryBytes) {
            ++tally.recoveryFilesChecked;
            const QByteArray digest = digestOf(*recoveryBytes);
            bool known = false;
            bool current = !lastAutosave;
            for (const auto &attempt : journal.autosaves) {
                if (attempt.digest != digest)
                    continue;
                known = true;
                current = current || attempt.sequence >= lastAutosave->sequence;
            }
            if (!parses(*recoveryBytes, recoveryFile, &error))
                problem(&torn, tally.torn,
                        QStringLiteral("the recovery file is torn: %1").arg(error));
            else if (!known)
                problem(&torn, tally.torn,
                        QStringLiteral("the recovery file parses but is no version any recovery "
                                       "write wrote (mixed)"));
            else if (!current)
                problem(&lost, tally.lost,
                        QStringLiteral("recovery write #%1 completed, but the recovery file "
                                       "holds an older one")
                            .arg(lastAutosave->sequence));
            const QString sidecar =
                m_recoveryDir + QLatin1Char('/') + journal.session + QStringLiteral(".json");
            if (const auto sidecarBytes = readBytes(sidecar);
                sidecarBytes && !QJsonDocument::fromJson(*sidecarBytes).isObject())
                problem(&torn, tally.torn, QStringLiteral("the recovery sidecar is torn"));
            const auto &candidates = scanner.candidateList();
            const bool offered =
                std::any_of(candidates.cbegin(), candidates.cend(),
                            [&](const auto &candidate) { return candidate.file == recoveryFile; });
            if (!offered)
                problem(&lost, tally.lost,
                        QStringLiteral("the recovery file is there but a new start does not "
                                       "offer it"));
        } else if (lastAutosave && (!fileEdits || *fileEdits < lastAutosave->edits)) {
            problem(&lost, tally.lost,
                    QStringLiteral("recovery write #%1 (after %2 edits) completed, but there is "
                                   "no recovery file and the encounter file holds an older "
                                   "state (%3 edits)")
                        .arg(lastAutosave->sequence)
                        .arg(lastAutosave->edits)
                        .arg(fileEdits ? QString::number(*fileEdits) : QStringLiteral("?")));
        }
        // Answered: Discard, so the next round starts with an empty recovery folder.
        const auto candidates = scanner.candidateList();
        for (const auto &candidate : candidates)
            scanner.discard(candidate.id);
    }

    QString m_label;
    QTemporaryDir m_dir;
    QString m_file;
    QString m_recoveryDir;
    QProcessEnvironment m_env = QProcessEnvironment::systemEnvironment();
    QSet<QByteArray> m_known; // every version ever written or started from, for the .bak
    bool m_savedOnce = false;
    int m_round = 0;
};

} // namespace

TEST_CASE("gridkeep killed at random moments while it edits and saves loses nothing")
{
    QElapsedTimer clock;
    clock.start();
    QRandomGenerator random(settings.seed);
    const auto sample = readBytes(QStringLiteral(GRIDKEEP_EXAMPLES_DIR "/lantern-crypt.encounter"));
    REQUIRE(sample);
    KillRun small(QStringLiteral("lantern-crypt"), *sample);
    KillRun large(QStringLiteral("limit-2000"), limitEncounterBytes());

    Tally tally;
    const int largeKills = settings.kills / 2;
    for (int i = 0; i < settings.kills; ++i) {
        // Alternating while the large file has kills left.
        KillRun &run = (i % 2 == 1 && i / 2 < largeKills) ? large : small;
        run.killOnce(random, tally);
    }
    std::printf("kills: %d, torn files: %d, lost saved versions: %d\n", tally.kills, tally.torn,
                tally.lost);
    std::printf("(seed %u, %.0f s; saves completed: %d, recovery writes completed: %d, recovery "
                "files checked: %d)\n",
                settings.seed, clock.elapsed() / 1000.0, tally.savesCompleted,
                tally.autosavesCompleted, tally.recoveryFilesChecked);
    std::fflush(stdout);
    CHECK(tally.kills == settings.kills);
    CHECK(tally.torn == 0);
    CHECK(tally.lost == 0);
    // Not a vacuous run: the kills found saves and recovery writes done.
    CHECK(tally.savesCompleted > 0);
    CHECK(tally.autosavesCompleted > 0);
}

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    bool ok = false;
    if (const int kills = qEnvironmentVariableIntValue("GRIDKEEP_KILLS", &ok); ok && kills > 0)
        settings.kills = kills;
    if (const int seed = qEnvironmentVariableIntValue("GRIDKEEP_KILL_SEED", &ok); ok)
        settings.seed = quint32(seed);
    Catch::Session session;
    using Catch::clara::Opt;
    session.cli(session.cli() |
                Opt(settings.kills, "N")["--kills"]("how many kills, shared by the two files") |
                Opt(settings.seed, "SEED")["--seed"]("the seed of the kill moments and soaks") |
                Opt(settings.maxDelayMs,
                    "MS")["--max-delay"]("the longest wait from a soak's start to its kill"));
    if (const int error = session.applyCommandLine(argc, argv); error != 0)
        return error;
    return session.run();
}
