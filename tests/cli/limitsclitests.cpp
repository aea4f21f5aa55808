#include "clirunner.h"

#include "../core/limitsfiles.h"

#include <QTemporaryDir>

using namespace LimitsFiles;

// docs/file-format.md §14 through the real program: a file past a limit is refused with exit 1
// and "FILE: PATH: MESSAGE" on stderr (docs/cli.md §2), never a crash, an out-of-memory or a hang.

namespace
{

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    const auto fileName = dir.filePath(name);
    QFile file(fileName);
    REQUIRE(file.open(QIODevice::WriteOnly));
    REQUIRE(file.write(bytes) == bytes.size());
    return fileName;
}

void checkRefused(const CliRun &run, const QString &fileName, const QString &pathAndMessage)
{
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 1);
    CHECK(run.out.isEmpty());
    CHECK(run.err.startsWith((fileName + QStringLiteral(": ") + pathAndMessage).toUtf8()));
    CHECK(run.err.endsWith('\n'));
}

} // namespace

TEST_CASE("gridkeep-cli refuses a 5000×5000 board", "[cli][limits]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto fileName =
        writeFile(dir, QStringLiteral("wide.encounter"), bytes(squareEncounter(5000, 5000)));
    for (const auto *command : {"validate", "analyze"})
        checkRefused(runCli({QLatin1String(command), fileName}), fileName,
                     QStringLiteral("board.width: expected at most 1000000 cells in all, got "
                                    "5000×5000\n"));
}

TEST_CASE("gridkeep-cli refuses 100,000 tokens instead of crashing", "[cli][limits]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto fileName =
        writeFile(dir, QStringLiteral("crowd.encounter"), crowdBytes(1000, 1000, 100'000));
    for (const auto *command : {"validate", "analyze"})
        checkRefused(runCli({QLatin1String(command), fileName}), fileName,
                     QStringLiteral("tokens: expected at most 2000 tokens, got 100000\n"));
}

TEST_CASE("gridkeep-cli refuses a 200 MB file by its size", "[cli][limits]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto fileName = dir.filePath(QStringLiteral("huge.encounter"));
    REQUIRE(writeHugeFile(fileName, 200));
    for (const auto *command : {"validate", "analyze"})
        checkRefused(runCli({QLatin1String(command), fileName}), fileName,
                     QStringLiteral("expected a file of at most 128 MB, got 200."));
}

TEST_CASE("gridkeep-cli accepts exactly MaxTokens tokens", "[cli][limits]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto encounter = squareEncounter(100, 100);
    encounter.insert(QStringLiteral("tokens"), tokens(Limits::MaxTokens, 100));
    const auto fileName = writeFile(dir, QStringLiteral("full.encounter"), bytes(encounter));
    const auto run = runCli({QStringLiteral("validate"), fileName});
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 0);
    CHECK(run.out == "ok\n");
}

TEST_CASE("gridkeep-cli analyzes a small stack of tokens", "[cli][limits]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto encounter = squareEncounter(24, 16);
    encounter.insert(QStringLiteral("tokens"), tokens(40, 24, true));
    const auto fileName = writeFile(dir, QStringLiteral("stack.encounter"), bytes(encounter));
    const auto run = runCli({QStringLiteral("analyze"), fileName});
    INFO(run.err.toStdString());
    CHECK(run.exitCode == 0);
    CHECK(run.err.isEmpty());
    CHECK(jsonObject(run.out).contains(QStringLiteral("tokens")));
}
