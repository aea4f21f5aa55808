#include "io/creaturefolder.h"
#include "io/creaturereader.h"
#include "io/creaturewriter.h"
#include "model/fixedpoint.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <string>

// Creature files (docs/file-format.md §16): read, written back byte for byte, hostile files
// refused with their JSON path, and a folder of them scanned with the broken ones skipped.

namespace
{

std::string s(const QString &text)
{
    return text.toStdString();
}

// A 1×1 transparent PNG.
const char *TinyPortrait = "data:image/"
                           "png;base64,"
                           "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwG"
                           "A60e6kgAAAABJRU5ErkJggg==";

QByteArray ghoulFile()
{
    return QByteArrayLiteral(R"({
  "format": "gridkeep-creature",
  "version": 1,
  "name": "Ghoul",
  "side": "monsters",
  "tags": ["undead", "pack"],
  "portrait": "PORTRAIT",
  "rules": {
    "paces": {
      "size": 1,
      "speed": 6,
      "reach": 1,
      "darkvision": 6,
      "conditions": ["afflicted"],
      "pools": {"poise": 12},
      "stats": {"armor": 1, "brawn": 2},
      "notes": "Claws paralyse.",
      "homebrew": {"frenzy": true}
    },
    "meters": {"size": 2, "zoc": false, "pools": {"health": 14}}
  },
  "author": "Mira"
}
)")
        .replace("PORTRAIT", TinyPortrait);
}

void writeFile(const QString &folder, const QString &name, const QByteArray &bytes)
{
    QFile file(QDir(folder).filePath(name));
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

} // namespace

TEST_CASE("A creature file reads every key of its stat blocks", "[creature]")
{
    CreatureReader reader;
    const auto creature = reader.readBytes(ghoulFile(), QStringLiteral("ghoul.creature"));
    INFO(s(reader.error().toString()));
    REQUIRE(creature);
    CHECK(creature->name == QStringLiteral("Ghoul"));
    CHECK(creature->side == QStringLiteral("monsters"));
    CHECK(creature->tags == QStringList{QStringLiteral("undead"), QStringLiteral("pack")});
    CHECK(creature->portrait.startsWith(QStringLiteral("data:image/png")));
    REQUIRE(creature->blocks.size() == 2);
    const auto *paces = creature->block(QStringLiteral("paces"));
    REQUIRE(paces);
    CHECK(paces->speed == 6);
    CHECK(paces->reach == 1);
    CHECK(paces->darkvision == FixedPoint::fromDouble(6));
    CHECK(paces->pools.value(QStringLiteral("poise")) == 12);
    CHECK(paces->stats.value(QStringLiteral("brawn")) == 2);
    CHECK(paces->conditions == QStringList{QStringLiteral("afflicted")});
    CHECK(paces->notes == QStringLiteral("Claws paralyse."));
    CHECK(paces->extra.contains(QStringLiteral("homebrew")));
    const auto *meters = creature->block(QStringLiteral("meters"));
    REQUIRE(meters);
    CHECK(meters->size == 2);
    CHECK_FALSE(meters->zoc);
    CHECK_FALSE(meters->reach);
    CHECK(creature->extra.value(QStringLiteral("author")).toString() == QStringLiteral("Mira"));
}

TEST_CASE("A creature is written and read back to the same value and bytes", "[creature]")
{
    CreatureReader reader;
    const auto creature = reader.readBytes(ghoulFile());
    REQUIRE(creature);
    const QByteArray written = CreatureWriter::toBytes(*creature);
    const auto again = CreatureReader().readBytes(written);
    REQUIRE(again);
    CHECK(*again == *creature);
    CHECK(CreatureWriter::toBytes(*again) == written);
    // Known keys in the order of §16, unknown ones after them.
    CHECK(written.indexOf("\"format\"") < written.indexOf("\"name\""));
    CHECK(written.indexOf("\"rules\"") < written.indexOf("\"author\""));

    QTemporaryDir dir;
    CreatureWriter writer;
    REQUIRE(writer.writeFile(*creature, dir.filePath(QStringLiteral("ghoul.creature"))));
    const auto fromDisk = CreatureReader().readFile(dir.filePath(QStringLiteral("ghoul.creature")));
    REQUIRE(fromDisk);
    CHECK(*fromDisk == *creature);
}

TEST_CASE("Hostile creature files are refused with their JSON path", "[creature]")
{
    struct Case {
        const char *json;
        const char *path;
        const char *message;
    };
    const auto c = GENERATE(values<Case>({
        {R"({"version": 1, "name": "X"})", "format", "missing"},
        {R"({"format": "gridkeep-session", "version": 1, "name": "X"})", "format",
         "expected \"gridkeep-creature\""},
        {R"({"format": "gridkeep-creature", "version": 2, "name": "X"})", "version", "newer"},
        {R"({"format": "gridkeep-creature", "version": 0.5, "name": "X"})", "version",
         "whole number"},
        {R"({"format": "gridkeep-creature", "version": 1})", "name", "missing"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "  "})", "name",
         "expected a name"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "tags": [3]})", "tags[0]",
         "expected a tag"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "portrait": "file:///etc/passwd"})",
         "portrait", "embedded image"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": []})", "rules",
         "expected an object"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"../paces": {}}})",
         "rules.../paces", "rule set id"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": 3}})",
         "rules.paces", "expected an object"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"size": 1000}}})",
         "rules.paces.size", "from 1 to 32"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"size": 0}}})",
         "rules.paces.size", "from 1 to 32"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"reach": 1e9}}})",
         "rules.paces.reach", "at most 100"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"speed": -1}}})",
         "rules.paces.speed", "0 or more"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"darkvision": 1e300}}})",
         "rules.paces.darkvision", "expected a number"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"pools": {"poise": -3}}}})",
         "rules.paces.pools.poise", "0 or more"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"stats": {"brawn": "lots"}}}})",
         "rules.paces.stats.brawn", "expected a number"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"pools": {"poise": 3}, "stats": {"poise": 4}}}})",
         "rules.paces.stats.poise", "also in pools"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"conditions": [""]}}})",
         "rules.paces.conditions[0]", "condition id"},
        {R"({"format": "gridkeep-creature", "version": 1, "name": "X", "rules": {"paces": {"zoc": "yes"}}})",
         "rules.paces.zoc", "true or false"},
    }));
    CreatureReader reader;
    INFO(c.json);
    CHECK_FALSE(reader.readBytes(QByteArray(c.json), QStringLiteral("x.creature")));
    INFO(s(reader.error().toString()));
    CHECK(reader.error().path == QLatin1String(c.path));
    CHECK(reader.error().message.contains(QLatin1String(c.message)));
    CHECK(reader.error().toString().startsWith(QStringLiteral("x.creature: ")));
}

TEST_CASE("Too many tags, numbers or rule sets, and non-JSON, are refused", "[creature]")
{
    QByteArray tags = R"({"format": "gridkeep-creature", "version": 1, "name": "X", "tags": [)";
    for (int i = 0; i <= CreatureReader::MaxTags; ++i)
        tags += (i ? ", \"t" : "\"t") + QByteArray::number(i) + "\"";
    tags += "]}";
    CreatureReader reader;
    CHECK_FALSE(reader.readBytes(tags));
    CHECK(reader.error().path == QStringLiteral("tags"));

    CHECK_FALSE(reader.readBytes("{\"format\": "));
    CHECK(reader.error().message.contains(QStringLiteral("valid JSON")));
    CHECK_FALSE(reader.readBytes("[1, 2]"));
    CHECK(reader.error().message.contains(QStringLiteral("object at the top level")));
    CHECK_FALSE(reader.readBytes(QByteArray(int(CreatureReader::MaxFileBytes) + 1, ' ')));
    CHECK(reader.error().message.contains(QStringLiteral("at most 16 MB")));
}

TEST_CASE("A folder of creatures lists the good files and skips the broken ones", "[creature]")
{
    QTemporaryDir dir;
    writeFile(dir.path(), QStringLiteral("ghoul.creature"), ghoulFile());
    writeFile(dir.path(), QStringLiteral("broken.creature"), "{\"format\": 3}");
    writeFile(dir.path(), QStringLiteral("Bad Name.creature"), ghoulFile());
    writeFile(dir.path(), QStringLiteral("notes.txt"), "not a creature");
    QTemporaryDir outside;
    writeFile(outside.path(), QStringLiteral("far.creature"), ghoulFile());
    REQUIRE(QFile::link(QDir(outside.path()).filePath(QStringLiteral("far.creature")),
                        QDir(dir.path()).filePath(QStringLiteral("far.creature"))));

    const auto scan = CreatureFolder::scan(dir.path());
    REQUIRE(scan.creatures.size() == 1);
    CHECK(scan.creatures[0].id == QStringLiteral("ghoul"));
    CHECK(scan.creatures[0].creature.name == QStringLiteral("Ghoul"));
    REQUIRE(scan.errors.size() == 3);
    const QString all = scan.errors.join(QLatin1Char('\n'));
    INFO(s(all));
    CHECK(all.contains(QStringLiteral("broken.creature: format: expected \"gridkeep-creature\"")));
    CHECK(all.contains(QStringLiteral("Bad Name.creature: expected a file name")));
    CHECK(all.contains(QStringLiteral("far.creature: expected a file in the folder")));

    CHECK(CreatureFolder::scan(dir.filePath(QStringLiteral("none"))).creatures.isEmpty());
    CHECK(CreatureFolder::isCreatureFileName(QStringLiteral("hill-giant_2.creature")));
    CHECK_FALSE(CreatureFolder::isCreatureFileName(QStringLiteral(".creature")));
    CHECK_FALSE(CreatureFolder::isCreatureFileName(QStringLiteral("../x.creature")));
}
