#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "io/sessionfolder.h"
#include "io/sessionreader.h"
#include "io/sessionwriter.h"
#include "testsupport.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <string>

// The session folder (docs/file-format.md §15): gridkeep-session.json read and written, its
// refusals, and the folder scan that merges it with the .encounter files beside it.

namespace
{

std::string s(const QString &text)
{
    return text.toStdString();
}

QString writeFile(const QString &folder, const QString &name, const QByteArray &bytes)
{
    const auto path = QDir(folder).filePath(name);
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    return path;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

QByteArray sample(const char *name)
{
    return readAll(TestSupport::examplePath(name));
}

void setChanged(const QString &path, const QDateTime &when)
{
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadWrite));
    REQUIRE(file.setFileTime(when, QFileDevice::FileModificationTime));
}

Session readSession(const QByteArray &bytes)
{
    SessionReader reader;
    const auto session = reader.readBytes(bytes, QStringLiteral("gridkeep-session.json"));
    INFO(s(reader.error().toString()));
    REQUIRE(session.has_value());
    return *session;
}

const QByteArray fullSession = R"({
  "format": "gridkeep-session",
  "version": 1,
  "name": "The drowned mill",
  "encounters": [
    {"file": "bridge-ambush.encounter", "done": true, "lantern": "lit"},
    {"file": "mill.encounter", "carryOver": false}
  ],
  "roster": [
    {"id": "kara", "name": "Kara", "pools": {"stress": [4, 0], "poise": [12, 15]},
     "conditions": ["afflicted"], "stats": {"agility": 2, "brawn": 1}, "from": "Bridge ambush",
     "player": "Ana"}
  ],
  "camera": {"zoom": 2}
})";

} // namespace

TEST_CASE("Session file: every key read, the defaults filled in")
{
    const auto session = readSession(fullSession);
    CHECK(s(session.name) == "The drowned mill");
    REQUIRE(session.order.size() == 2);
    CHECK(s(session.order[0].file) == "bridge-ambush.encounter");
    CHECK(session.order[0].done);
    CHECK(session.order[0].carryOver); // on unless the file says otherwise
    CHECK_FALSE(session.order[1].done);
    CHECK_FALSE(session.order[1].carryOver);
    REQUIRE(session.roster.size() == 1);
    const auto &kara = session.roster[0];
    CHECK(s(kara.id) == "kara");
    CHECK(s(kara.name) == "Kara");
    CHECK(kara.pools.value(QStringLiteral("stress")) == CombatState::Pool{4, 0});
    CHECK(kara.pools.value(QStringLiteral("poise")) == CombatState::Pool{12, 15});
    CHECK(kara.conditions == QStringList{QStringLiteral("afflicted")});
    CHECK(kara.stats.value(QStringLiteral("agility")) == 2);
    CHECK(s(kara.from) == "Bridge ambush");

    const auto minimal = readSession(R"({"format":"gridkeep-session","version":1})");
    CHECK(minimal.name.isEmpty());
    CHECK(minimal.order.isEmpty());
    CHECK(minimal.roster.isEmpty());
    const auto named =
        readSession(R"({"format":"gridkeep-session","version":1,"roster":[{"id":"brom"}]})");
    CHECK(s(named.roster[0].name) == "brom"); // the id when there is no name
}

TEST_CASE("Session file: unknown keys survive a read and a write, at every level")
{
    const auto session = readSession(fullSession);
    CHECK(session.extra.value(QStringLiteral("camera")).toObject().value(QStringLiteral("zoom")) ==
          2);
    CHECK(s(session.order[0].extra.value(QStringLiteral("lantern")).toString()) == "lit");
    CHECK(s(session.roster[0].extra.value(QStringLiteral("player")).toString()) == "Ana");

    const auto written = SessionWriter::toBytes(session);
    const auto again = readSession(written);
    CHECK(again == session);
    // Written twice, the same bytes: the order of keys does not depend on anything but the data.
    CHECK(SessionWriter::toBytes(again) == written);
}

TEST_CASE("Session file: keys in a fixed order, defaults left out")
{
    Session session;
    session.name = QStringLiteral("Night two");
    session.order = {{QStringLiteral("b.encounter"), true, true, {}},
                     {QStringLiteral("a.encounter"), false, false, {}},
                     {QStringLiteral("c.encounter"), false, true, {}}};
    RosterEntry kara;
    kara.id = QStringLiteral("kara");
    kara.name = QStringLiteral("Kara");
    kara.pools.insert(QStringLiteral("stress"), {3, 0});
    kara.conditions = {QStringLiteral("afflicted")};
    kara.from = QStringLiteral("Bridge ambush");
    RosterEntry brom;
    brom.id = QStringLiteral("brom");
    brom.name = QStringLiteral("Brom");
    brom.stats.insert(QStringLiteral("brawn"), 3);
    session.roster = {kara, brom};
    const QByteArray expected = R"({
  "format": "gridkeep-session",
  "version": 1,
  "name": "Night two",
  "encounters": [
    {
      "file": "b.encounter",
      "done": true
    },
    {
      "file": "a.encounter",
      "carryOver": false
    },
    {
      "file": "c.encounter"
    }
  ],
  "roster": [
    {
      "id": "kara",
      "name": "Kara",
      "pools": {
        "stress": [3, 0]
      },
      "conditions": ["afflicted"],
      "from": "Bridge ambush"
    },
    {
      "id": "brom",
      "name": "Brom",
      "pools": {},
      "conditions": [],
      "stats": {
        "brawn": 3
      }
    }
  ]
}
)";
    CHECK(s(QString::fromUtf8(SessionWriter::toBytes(session))) == s(QString::fromUtf8(expected)));
    CHECK(readSession(expected) == session);
}

TEST_CASE("Session file: a bad value is refused with its JSON path, and nothing outside the "
          "folder can be named")
{
    struct Case {
        const char *json;
        const char *error;
    };
    const auto c = GENERATE(values<Case>({
        {R"({"format":"gridkeep-session",)",
         "gridkeep-session.json: expected valid JSON, but line 1, column 30 has an error: "
         "unterminated object"},
        {R"([1, 2])", "gridkeep-session.json: expected a JSON object at the top level"},
        {R"({"format":"gridkeep-encounter","version":1})",
         "gridkeep-session.json: format: expected \"gridkeep-session\", got "
         "\"gridkeep-encounter\""},
        {R"({"version":1})",
         "gridkeep-session.json: format: expected a value, but the key is missing"},
        {R"({"format":"gridkeep-session"})",
         "gridkeep-session.json: version: expected a value, but the key is missing"},
        {R"({"format":"gridkeep-session","version":"1"})",
         "gridkeep-session.json: version: expected a whole number, got \"1\""},
        {R"({"format":"gridkeep-session","version":2})",
         "gridkeep-session.json: version: expected version 1 or lower; this file was written by "
         "a newer Gridkeep (version 2)"},
        {R"({"format":"gridkeep-session","version":0})",
         "gridkeep-session.json: version: expected a version of 1 or more, got 0"},
        {R"({"format":"gridkeep-session","version":1,"name":7})",
         "gridkeep-session.json: name: expected a string, got 7"},
        {R"({"format":"gridkeep-session","version":1,"encounters":{"file":"a.encounter"}})",
         "gridkeep-session.json: encounters: expected a list, got an object"},
        {R"({"format":"gridkeep-session","version":1,"encounters":["a.encounter"]})",
         "gridkeep-session.json: encounters[0]: expected an object, got \"a.encounter\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"done":true}]})",
         "gridkeep-session.json: encounters[0].file: expected a value, but the key is missing"},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":3}]})",
         "gridkeep-session.json: encounters[0].file: expected a string, got 3"},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"a.encounter"},{"file":"../secret.encounter"}]})",
         "gridkeep-session.json: encounters[1].file: expected the name of an .encounter file in "
         "the session folder, got \"../secret.encounter\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"/etc/passwd.encounter"}]})",
         "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
         "the session folder, got \"/etc/passwd.encounter\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"act1/a.encounter"}]})",
         "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
         "the session folder, got \"act1/a.encounter\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"..\\a.encounter"}]})",
         "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
         "the session folder, got \"..\\a.encounter\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"C:a.encounter"}]})",
         "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
         "the session folder, got \"C:a.encounter\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":".."}]})",
         "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
         "the session folder, got \"..\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":".encounter"}]})",
         "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
         "the session folder, got \".encounter\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"notes.txt"}]})",
         "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
         "the session folder, got \"notes.txt\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":""}]})",
         "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
         "the session folder, got \"\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"a.encounter"},{"file":"b.encounter"},{"file":"a.encounter"}]})",
         "gridkeep-session.json: encounters[2].file: expected each file once, but \"a.encounter\" "
         "is listed twice"},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"a.encounter","done":"yes"}]})",
         "gridkeep-session.json: encounters[0].done: expected true or false, got \"yes\""},
        {R"({"format":"gridkeep-session","version":1,"encounters":[{"file":"a.encounter","carryOver":1}]})",
         "gridkeep-session.json: encounters[0].carryOver: expected true or false, got 1"},
        {R"({"format":"gridkeep-session","version":1,"roster":"kara"})",
         "gridkeep-session.json: roster: expected a list, got \"kara\""},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"name":"Kara"}]})",
         "gridkeep-session.json: roster[0].id: expected a value, but the key is missing"},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":""}]})",
         "gridkeep-session.json: roster[0].id: expected a non-empty string"},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara"},{"id":"kara"}]})",
         "gridkeep-session.json: roster[1].id: expected a unique roster id, but \"kara\" is used "
         "twice"},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara","pools":{"poise":[3]}}]})",
         "gridkeep-session.json: roster[0].pools.poise: expected [value, max], two numbers of 0 "
         "or more, got a list"},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara","pools":{"poise":[-1,15]}}]})",
         "gridkeep-session.json: roster[0].pools.poise: expected [value, max], two numbers of 0 "
         "or more, got a list"},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara","pools":{"poise":12}}]})",
         "gridkeep-session.json: roster[0].pools.poise: expected [value, max], two numbers of 0 "
         "or more, got 12"},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara","pools":[]}]})",
         "gridkeep-session.json: roster[0].pools: expected an object, got a list"},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara","conditions":"wet"}]})",
         "gridkeep-session.json: roster[0].conditions: expected a list, got \"wet\""},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara","conditions":["wet",3]}]})",
         "gridkeep-session.json: roster[0].conditions[1]: expected a condition id, got 3"},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara","stats":{"brawn":"high"}}]})",
         "gridkeep-session.json: roster[0].stats.brawn: expected a number, got \"high\""},
        {R"({"format":"gridkeep-session","version":1,"roster":[{"id":"kara","from":false}]})",
         "gridkeep-session.json: roster[0].from: expected a string, got false"},
    }));
    SessionReader reader;
    INFO(c.json);
    CHECK_FALSE(reader.readBytes(c.json, QStringLiteral("gridkeep-session.json")).has_value());
    CHECK(s(reader.error().toString()) == c.error);
}

TEST_CASE("Session file: only plain .encounter names are file names of the order")
{
    for (const char *good : {"a.encounter", "Bridge ambush.encounter", "x.ENCOUNTER",
                             "été.encounter", "a..b.encounter"})
        CHECK(SessionReader::isEncounterFileName(QString::fromUtf8(good)));
    for (const char *bad : {"", ".", "..", ".encounter", ".hidden.encounter", "../a.encounter",
                            "/a.encounter", "a/b.encounter", "a\\b.encounter", "C:a.encounter",
                            "a.encounter.bak", "a.json", "a\n.encounter"})
        CHECK_FALSE(SessionReader::isEncounterFileName(QString::fromUtf8(bad)));
}

TEST_CASE("Session file: written atomically, a failed write reports why and leaves the old file")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto path = SessionFolder::sessionFilePath(dir.path());
    CHECK(QFileInfo(path).fileName() == QLatin1String("gridkeep-session.json"));
    auto session = readSession(fullSession);
    SessionWriter writer;
    REQUIRE(writer.writeFile(session, path));
    CHECK(writer.errorString().isEmpty());
    SessionReader reader;
    CHECK(reader.readFile(path) == session);

    // No stray temporary files beside it.
    CHECK(QDir(dir.path()).entryList(QDir::Files) ==
          QStringList{QStringLiteral("gridkeep-session.json")});

    const auto nowhere = dir.filePath(QStringLiteral("no-such-folder/gridkeep-session.json"));
    CHECK_FALSE(writer.writeFile(session, nowhere));
    CHECK(writer.errorString().startsWith(nowhere + QStringLiteral(": cannot write")));
    CHECK(reader.readFile(path) == session);
}

TEST_CASE("Session: a new running order keeps each file's flags, and files that are gone")
{
    auto session = readSession(R"({"format":"gridkeep-session","version":1,"encounters":[
        {"file":"a.encounter","done":true},{"file":"gone.encounter","carryOver":false},
        {"file":"b.encounter","carryOver":false,"note":"x"}]})");
    session.reorder({QStringLiteral("c.encounter"), QStringLiteral("b.encounter"),
                     QStringLiteral("a.encounter"), QStringLiteral("c.encounter")});
    REQUIRE(session.order.size() == 4);
    CHECK(s(session.order[0].file) == "c.encounter");
    CHECK(session.order[0].carryOver);
    CHECK_FALSE(session.order[0].done);
    CHECK(s(session.order[1].file) == "b.encounter");
    CHECK_FALSE(session.order[1].carryOver);
    CHECK(session.order[1].extra.contains(QStringLiteral("note")));
    CHECK(s(session.order[2].file) == "a.encounter");
    CHECK(session.order[2].done);
    CHECK(s(session.order[3].file) == "gone.encounter");
    CHECK_FALSE(session.order[3].carryOver);
    CHECK(session.step(QStringLiteral("new.encounter")).carryOver);
}

TEST_CASE("Session folder: the running order, then the other files alphabetically; a broken "
          "file is listed with its error and never stops the rest")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto folder = dir.path();
    const QDateTime when(QDate(2026, 11, 25), QTime(14, 2), Qt::UTC);
    setChanged(
        writeFile(folder, QStringLiteral("bridge.encounter"), sample("bridge-ambush.encounter")),
        when);
    writeFile(folder, QStringLiteral("churn.encounter"), sample("churn-clash.encounter"));
    writeFile(folder, QStringLiteral("Crypt.encounter"), sample("crypt-sneak.encounter"));
    writeFile(folder, QStringLiteral("giant.encounter"), sample("hill-giant.encounter"));
    // Valid JSON with a bad token: its name still shows, with the refusal.
    auto broken = QJsonDocument::fromJson(sample("bridge-ambush.encounter")).object();
    auto tokens = broken.value(QStringLiteral("tokens")).toArray();
    auto first = tokens[0].toObject();
    first.insert(QStringLiteral("side"), QStringLiteral("nobody"));
    tokens[0] = first;
    broken.insert(QStringLiteral("tokens"), tokens);
    broken.insert(QStringLiteral("name"), QStringLiteral("Broken bridge"));
    writeFile(folder, QStringLiteral("broken.encounter"), QJsonDocument(broken).toJson());
    writeFile(folder, QStringLiteral("garbage.encounter"), "{ not json");
    writeFile(folder, QStringLiteral("notes.txt"), "not an encounter");
    QDir(folder).mkdir(QStringLiteral("sub.encounter")); // a folder is not a file
    writeFile(folder, QStringLiteral("gridkeep-session.json"), R"({
      "format": "gridkeep-session", "version": 1,
      "encounters": [
        {"file": "giant.encounter", "done": true},
        {"file": "gone.encounter"},
        {"file": "bridge.encounter", "carryOver": false}
      ],
      "roster": [{"id": "kara", "name": "Kara", "pools": {"stress": [2, 0]}}]
    })");

    QStringList seen;
    const auto scan =
        SessionFolder::scan(folder, [&](const QString &file, const Encounter &) { seen << file; });
    INFO(s(scan.sessionError));
    CHECK(scan.error.isEmpty());
    CHECK(scan.sessionFound);
    CHECK(scan.sessionError.isEmpty());
    CHECK(scan.missing == QStringList{QStringLiteral("gone.encounter")});
    CHECK(scan.session.order.size() == 3); // the gone file stays in the session
    REQUIRE(scan.session.roster.size() == 1);

    QStringList files;
    for (const auto &item : scan.encounters)
        files << item.file;
    CHECK(files ==
          QStringList{QStringLiteral("giant.encounter"), QStringLiteral("bridge.encounter"),
                      QStringLiteral("broken.encounter"), QStringLiteral("churn.encounter"),
                      QStringLiteral("Crypt.encounter"), QStringLiteral("garbage.encounter")});
    CHECK(seen == QStringList{QStringLiteral("giant.encounter"), QStringLiteral("bridge.encounter"),
                              QStringLiteral("churn.encounter"),
                              QStringLiteral("Crypt.encounter")});

    const auto &giant = scan.encounters[0];
    CHECK(giant.inOrder);
    CHECK(giant.done);
    CHECK(giant.carryOver);
    CHECK(s(giant.rules) == "classic");
    const auto &bridge = scan.encounters[1];
    CHECK(s(bridge.name) == "Bridge ambush");
    CHECK(s(bridge.rules) == "paces");
    CHECK(s(bridge.boardKind) == "square");
    CHECK(bridge.width > 0);
    CHECK(bridge.height > 0);
    CHECK_FALSE(bridge.done);
    CHECK_FALSE(bridge.carryOver);
    CHECK(bridge.error.isEmpty());
    CHECK(bridge.lastChange == when);
    CHECK(bridge.sides == QList<SessionFolder::SideCount>{
                              {QStringLiteral("party"), QStringLiteral("Party"), 3},
                              {QStringLiteral("bandits"), QStringLiteral("Bandits"), 5}});

    const auto &brokenItem = scan.encounters[2];
    CHECK_FALSE(brokenItem.inOrder);
    CHECK(s(brokenItem.name) == "Broken bridge");
    CHECK(s(brokenItem.rules) == "paces");
    CHECK(brokenItem.boardKind.isEmpty());
    CHECK(brokenItem.sides.isEmpty());
    CHECK(s(brokenItem.error) ==
          "broken.encounter: tokens[0].side: expected one of the side ids (party, bandits), got "
          "\"nobody\"");
    const auto &churn = scan.encounters[3];
    CHECK(s(churn.boardKind) == "positions");
    CHECK(churn.width == 0);
    CHECK(churn.carryOver); // the defaults for a file outside the order
    CHECK_FALSE(churn.done);
    const auto &garbage = scan.encounters[5];
    CHECK(s(garbage.name) == "garbage"); // the file's name when nothing else is known
    CHECK(garbage.error.startsWith(QStringLiteral("garbage.encounter: expected valid JSON")));
}

TEST_CASE("Session folder: a refused session file opens the folder with the defaults and the "
          "reason; none at all is no error")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto folder = dir.path();
    writeFile(folder, QStringLiteral("b.encounter"), sample("bridge-ambush.encounter"));
    writeFile(folder, QStringLiteral("a.encounter"), sample("hill-giant.encounter"));

    auto scan = SessionFolder::scan(folder);
    CHECK_FALSE(scan.sessionFound);
    CHECK(scan.sessionError.isEmpty());
    REQUIRE(scan.encounters.size() == 2);
    CHECK(s(scan.encounters[0].file) == "a.encounter");

    writeFile(folder, QStringLiteral("gridkeep-session.json"),
              R"({"format":"gridkeep-session","version":1,
                  "encounters":[{"file":"b.encounter"},{"file":"../../etc/passwd.encounter"}]})");
    scan = SessionFolder::scan(folder);
    CHECK(scan.sessionFound);
    CHECK(s(scan.sessionError) ==
          "gridkeep-session.json: encounters[1].file: expected the name of an .encounter file in "
          "the session folder, got \"../../etc/passwd.encounter\"");
    CHECK(scan.session == Session{});
    REQUIRE(scan.encounters.size() == 2);
    CHECK(s(scan.encounters[0].file) == "a.encounter");
    CHECK(s(scan.encounters[1].file) == "b.encounter");
    CHECK_FALSE(scan.encounters[1].inOrder);
    CHECK(scan.missing.isEmpty());
}

TEST_CASE("Session folder: nothing outside the folder is read, not even through a link")
{
    QTemporaryDir outside;
    QTemporaryDir dir;
    REQUIRE(outside.isValid());
    REQUIRE(dir.isValid());
    const auto secret = writeFile(outside.path(), QStringLiteral("secret.encounter"),
                                  sample("bridge-ambush.encounter"));
    REQUIRE(QFile::link(secret, dir.filePath(QStringLiteral("link.encounter"))));
    writeFile(dir.path(), QStringLiteral("own.encounter"), sample("hill-giant.encounter"));
    // A link inside the folder to a file inside the folder is fine.
    REQUIRE(QFile::link(dir.filePath(QStringLiteral("own.encounter")),
                        dir.filePath(QStringLiteral("same.encounter"))));

    QStringList read;
    const auto scan = SessionFolder::scan(
        dir.path(), [&](const QString &file, const Encounter &) { read << file; });
    REQUIRE(scan.encounters.size() == 3);
    const auto &link = scan.encounters[0];
    CHECK(s(link.file) == "link.encounter");
    CHECK(s(link.name) == "link");
    CHECK(link.rules.isEmpty());
    CHECK(s(link.error) == "link.encounter: expected a file in the session folder, but it links "
                           "to one outside it (not read)");
    CHECK(read == QStringList{QStringLiteral("own.encounter"), QStringLiteral("same.encounter")});
}

TEST_CASE("Session folder: a folder that is not there, or a file, is an error")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto none = dir.filePath(QStringLiteral("none"));
    CHECK(s(SessionFolder::scan(none).error) == s(none) + ": expected a folder, but there is none");
    const auto file = writeFile(dir.path(), QStringLiteral("a.encounter"), "{}");
    CHECK(s(SessionFolder::scan(file).error) == s(file) + ": expected a folder, got a file");
}

TEST_CASE("Token keys roster and carried: read, written back, and refused when wrong")
{
    auto json = QJsonDocument::fromJson(sample("bridge-ambush.encounter")).object();
    auto tokens = json.value(QStringLiteral("tokens")).toArray();
    auto kara = tokens[0].toObject();
    kara.insert(QStringLiteral("roster"), QStringLiteral("kara-7"));
    kara.insert(QStringLiteral("carried"),
                QJsonObject{{QStringLiteral("stress"), 4}, {QStringLiteral("poise"), 2.5}});
    tokens[0] = kara;
    json.insert(QStringLiteral("tokens"), tokens);
    const auto encounter = TestSupport::loadJson(QJsonDocument(json).toJson());
    const auto &token = encounter.tokens[0];
    CHECK(s(token.roster) == "kara-7");
    CHECK(token.carried.value(QStringLiteral("stress")) == 4);
    CHECK(token.carried.value(QStringLiteral("poise")) == 2.5);
    CHECK(token.extra.isEmpty());
    const auto written = EncounterWriter::toJson(encounter);
    const auto writtenToken = written.value(QStringLiteral("tokens")).toArray()[0].toObject();
    CHECK(s(writtenToken.value(QStringLiteral("roster")).toString()) == "kara-7");
    CHECK(
        writtenToken.value(QStringLiteral("carried")).toObject().value(QStringLiteral("stress")) ==
        4);
    CHECK(TestSupport::loadJson(EncounterWriter::toBytes(encounter)).tokens == encounter.tokens);
    // Without them, a token is written without them.
    const auto brom = written.value(QStringLiteral("tokens")).toArray()[1].toObject();
    CHECK_FALSE(brom.contains(QStringLiteral("roster")));
    CHECK_FALSE(brom.contains(QStringLiteral("carried")));

    struct Case {
        const char *key;
        QJsonValue value;
        const char *error;
    };
    const auto c = GENERATE(values<Case>({
        {"roster", 7, "test.encounter: tokens[0].roster: expected a string, got 7"},
        {"carried", QJsonArray{1},
         "test.encounter: tokens[0].carried: expected an object, got a list"},
        {"carried", QJsonObject{{QStringLiteral("stress"), -1}},
         "test.encounter: tokens[0].carried.stress: expected a number of 0 or more, got -1"},
        {"carried", QJsonObject{{QStringLiteral("stress"), QStringLiteral("lots")}},
         "test.encounter: tokens[0].carried.stress: expected a number, got \"lots\""},
    }));
    auto bad = tokens[0].toObject();
    bad.insert(QLatin1String(c.key), c.value);
    auto badTokens = tokens;
    badTokens[0] = bad;
    auto badJson = json;
    badJson.insert(QStringLiteral("tokens"), badTokens);
    EncounterReader reader;
    CHECK_FALSE(
        reader.readBytes(QJsonDocument(badJson).toJson(), QStringLiteral("test.encounter")));
    CHECK(s(reader.error().toString()) == c.error);
}
