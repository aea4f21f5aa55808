#include "clirunner.h"

#include <QDir>

TEST_CASE("gridkeep-cli validate accepts every example", "[cli][validate]")
{
    const char *file = GENERATE("bridge-ambush.encounter", "churn-clash.encounter",
                                "crypt-sneak.encounter", "hill-giant.encounter");
    const auto run = runCli({QStringLiteral("validate"), examplePath(file)});
    CHECK(run.exitCode == 0);
    CHECK(run.out == "ok\n");
    CHECK(run.err.isEmpty());
}

TEST_CASE("gridkeep-cli validate refuses every bad file with exit 1 and names file and path",
          "[cli][validate]")
{
    const auto files =
        QDir(dataPath(QStringLiteral("bad"))).entryList({QStringLiteral("*.encounter")});
    REQUIRE(files.size() >= 15);
    for (const auto &name : files) {
        const auto path = dataPath(QStringLiteral("bad/") + name);
        const auto run = runCli({QStringLiteral("validate"), path});
        INFO(name.toStdString() << ": " << run.err.toStdString());
        CHECK(run.exitCode == 1);
        CHECK(run.out.isEmpty());
        CHECK(run.err.startsWith((path + QStringLiteral(": ")).toUtf8()));
        CHECK(run.err.endsWith('\n'));
    }
}

TEST_CASE("gridkeep-cli usage errors exit 2", "[cli]")
{
    const auto args =
        GENERATE(as<QStringList>{}, QStringList{}, QStringList{QStringLiteral("frobnicate")},
                 QStringList{QStringLiteral("validate")}, QStringList{QStringLiteral("analyze")},
                 QStringList{QStringLiteral("reach"), examplePath("bridge-ambush.encounter")});
    const auto run = runCli(args);
    CHECK(run.exitCode == 2);
    CHECK(run.err.contains("usage"));
}
