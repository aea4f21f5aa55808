#pragma once

#include "io/encounterreader.h"

#include <QString>
#include <catch2/catch.hpp>

// Small helpers shared by the core test files.
namespace TestSupport
{

inline QString examplePath(const char *name)
{
    return QStringLiteral(GRIDKEEP_EXAMPLES_DIR "/") + QLatin1String(name);
}

inline QString dataPath(const QString &name)
{
    return QStringLiteral(GRIDKEEP_TEST_DATA_DIR "/") + name;
}

inline Encounter loadExample(const char *name)
{
    EncounterReader reader;
    auto encounter = reader.readFile(examplePath(name));
    INFO(reader.error().toString().toStdString());
    REQUIRE(encounter.has_value());
    return *encounter;
}

inline Encounter loadJson(const QByteArray &json)
{
    EncounterReader reader;
    auto encounter = reader.readBytes(json, QStringLiteral("test.encounter"));
    INFO(reader.error().toString().toStdString());
    REQUIRE(encounter.has_value());
    return *encounter;
}

// The refusal of a file that must not read (docs/file-format.md §9).
inline LoadError refusal(const QByteArray &json)
{
    EncounterReader reader;
    const auto encounter = reader.readBytes(json, QStringLiteral("test.encounter"));
    REQUIRE_FALSE(encounter.has_value());
    return reader.error();
}

} // namespace TestSupport
