#pragma once

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
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

// The JSON object in `bytes`; the test fails, showing them, when they hold none.
inline QJsonObject jsonObject(const QByteArray &bytes)
{
    QJsonParseError error;
    const auto doc = QJsonDocument::fromJson(bytes, &error);
    INFO(bytes.toStdString());
    REQUIRE(error.error == QJsonParseError::NoError);
    REQUIRE(doc.isObject());
    return doc.object();
}

// A golden file under tests/data/golden, checked by hand before it was frozen.
inline QJsonDocument goldenDocument(const QString &name)
{
    QFile file(dataPath(QStringLiteral("golden/") + name));
    INFO(name.toStdString());
    REQUIRE(file.open(QIODevice::ReadOnly));
    const auto doc = QJsonDocument::fromJson(file.readAll());
    REQUIRE(!doc.isNull());
    return doc;
}
