#pragma once

#include <QByteArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStringList>
#include <catch2/catch.hpp>

// Runs the real gridkeep-cli binary, as the engine's outside checker does.
struct CliRun {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    [[nodiscard]] QJsonDocument json() const { return QJsonDocument::fromJson(out); }
};

inline CliRun runCli(const QStringList &args)
{
    QProcess process;
    process.start(QStringLiteral(GRIDKEEP_CLI), args);
    REQUIRE(process.waitForFinished(60000));
    return {process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
}

inline QString examplePath(const char *name)
{
    return QStringLiteral(GRIDKEEP_EXAMPLES_DIR "/") + QLatin1String(name);
}

inline QString dataPath(const QString &name)
{
    return QStringLiteral(GRIDKEEP_TEST_DATA_DIR "/") + name;
}
