#include "clirunner.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>

// docs/cli.md section 14: `gridkeep-cli session FOLDER` lists a session folder's running order,
// each encounter with what the prep screen shows, the files that are gone, and the roster.

namespace
{

QString writeFile(const QString &folder, const QString &name, const QByteArray &bytes)
{
    const auto path = QDir(folder).filePath(name);
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
    file.close();
    REQUIRE(file.open(QIODevice::ReadWrite));
    // A fixed time, so the output is the same on every run.
    REQUIRE(file.setFileTime(QDateTime(QDate(2026, 11, 25), QTime(14, 2), Qt::UTC),
                             QFileDevice::FileModificationTime));
    return path;
}

QByteArray sample(const char *name)
{
    QFile file(examplePath(name));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

// A folder with three samples in a running order, a file that is gone, a broken file and one
// the order does not list yet.
void fillFolder(const QString &folder)
{
    writeFile(folder, QStringLiteral("bridge.encounter"), sample("bridge-ambush.encounter"));
    writeFile(folder, QStringLiteral("churn.encounter"), sample("churn-clash.encounter"));
    writeFile(folder, QStringLiteral("giant.encounter"), sample("hill-giant.encounter"));
    writeFile(folder, QStringLiteral("broken.encounter"),
              R"({"format":"gridkeep-encounter","version":1,"name":"Half a map","rules":"paces"})");
    writeFile(folder, QStringLiteral("gridkeep-session.json"), R"({
      "format": "gridkeep-session", "version": 1, "name": "Night two",
      "encounters": [
        {"file": "giant.encounter", "done": true},
        {"file": "gone.encounter"},
        {"file": "bridge.encounter", "carryOver": false}
      ],
      "roster": [{"id": "kara", "name": "Kara", "pools": {"stress": [4, 0]},
                  "conditions": ["afflicted"], "from": "Bridge ambush"}]
    })");
}

} // namespace

TEST_CASE("session FOLDER: the running order, the other files, what is gone, and the roster")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    fillFolder(dir.path());
    const auto run = runCli({QStringLiteral("session"), dir.path()});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.isEmpty());
    const QByteArray expected = R"({
  "encounters": [
    {
      "board": {
        "height": 12,
        "kind": "square",
        "width": 16
      },
      "carryOver": true,
      "changed": "2026-11-25T14:02:00Z",
      "done": true,
      "file": "giant.encounter",
      "inOrder": true,
      "name": "Tombril and the hill giant",
      "rules": "classic",
      "sides": [
        {
          "id": "party",
          "name": "Party",
          "tokens": 2
        },
        {
          "id": "giants",
          "name": "Giants",
          "tokens": 1
        }
      ]
    },
    {
      "board": {
        "height": 16,
        "kind": "square",
        "width": 24
      },
      "carryOver": false,
      "changed": "2026-11-25T14:02:00Z",
      "done": false,
      "file": "bridge.encounter",
      "inOrder": true,
      "name": "Bridge ambush",
      "rules": "paces",
      "sides": [
        {
          "id": "party",
          "name": "Party",
          "tokens": 3
        },
        {
          "id": "bandits",
          "name": "Bandits",
          "tokens": 5
        }
      ]
    },
    {
      "carryOver": true,
      "changed": "2026-11-25T14:02:00Z",
      "done": false,
      "error": "broken.encounter: sides: expected a list of sides, but the key is missing",
      "file": "broken.encounter",
      "inOrder": false,
      "name": "Half a map",
      "rules": "paces"
    },
    {
      "board": {
        "kind": "positions"
      },
      "carryOver": true,
      "changed": "2026-11-25T14:02:00Z",
      "done": false,
      "file": "churn.encounter",
      "inOrder": false,
      "name": "Clash at the ford",
      "rules": "labyrinthian",
      "sides": [
        {
          "id": "party",
          "name": "Party",
          "tokens": 3
        },
        {
          "id": "cult",
          "name": "Ashen Cult",
          "tokens": 4
        }
      ]
    }
  ],
  "missing": ["gone.encounter"],
  "name": "Night two",
  "roster": [
    {
      "conditions": ["afflicted"],
      "from": "Bridge ambush",
      "id": "kara",
      "name": "Kara",
      "pools": {
        "stress": [4, 0]
      }
    }
  ]
}
)";
    CHECK(run.out.toStdString() == expected.toStdString());
}

TEST_CASE("session FOLDER: a refused session file still lists the folder, with the reason")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    fillFolder(dir.path());
    // A hostile order: a path out of the folder, to a file that is really there.
    QTemporaryDir outside;
    REQUIRE(outside.isValid());
    writeFile(outside.path(), QStringLiteral("secret.encounter"),
              sample("bridge-ambush.encounter"));
    const auto up =
        QDir(dir.path()).relativeFilePath(outside.filePath(QStringLiteral("secret.encounter")));
    REQUIRE(up.startsWith(QLatin1String("../")));
    writeFile(dir.path(), QStringLiteral("gridkeep-session.json"),
              QByteArray(R"({"format":"gridkeep-session","version":1,"encounters":[{"file":")") +
                  up.toUtf8() + R"("}]})");
    const auto run = runCli({QStringLiteral("session"), dir.path()});
    REQUIRE(run.exitCode == 0);
    const auto message =
        QStringLiteral(
            "gridkeep-session.json: encounters[0].file: expected the name of an .encounter file in "
            "the session folder, got \"%1\"")
            .arg(up);
    CHECK(QString::fromUtf8(run.err).trimmed().toStdString() == message.toStdString());
    const auto json = jsonObject(run.out);
    CHECK(json.value(QStringLiteral("error")).toString().toStdString() == message.toStdString());
    QStringList files;
    for (const auto &item : json.value(QStringLiteral("encounters")).toArray()) {
        files << item.toObject().value(QStringLiteral("file")).toString();
        CHECK_FALSE(item.toObject().value(QStringLiteral("inOrder")).toBool());
    }
    // The folder's own files, alphabetically; never the one outside.
    CHECK(files ==
          QStringList{QStringLiteral("bridge.encounter"), QStringLiteral("broken.encounter"),
                      QStringLiteral("churn.encounter"), QStringLiteral("giant.encounter")});
    CHECK(json.value(QStringLiteral("roster")).toArray().isEmpty());
    CHECK(json.value(QStringLiteral("missing")).toArray().isEmpty());
}

TEST_CASE("session FOLDER: a folder without a session file lists its files; no folder is an "
          "error, and so is a wrong number of arguments")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    writeFile(dir.path(), QStringLiteral("b.encounter"), sample("bridge-ambush.encounter"));
    writeFile(dir.path(), QStringLiteral("A.encounter"), sample("hill-giant.encounter"));
    auto run = runCli({QStringLiteral("session"), dir.path()});
    REQUIRE(run.exitCode == 0);
    const auto json = jsonObject(run.out);
    CHECK_FALSE(json.contains(QStringLiteral("error")));
    const auto encounters = json.value(QStringLiteral("encounters")).toArray();
    REQUIRE(encounters.size() == 2);
    CHECK(encounters[0].toObject().value(QStringLiteral("file")).toString() ==
          QLatin1String("A.encounter"));
    CHECK(json.value(QStringLiteral("name")).toString().isEmpty());

    const auto none = dir.filePath(QStringLiteral("none"));
    run = runCli({QStringLiteral("session"), none});
    CHECK(run.exitCode == 1);
    CHECK(run.out.isEmpty());
    CHECK(QString::fromUtf8(run.err).trimmed() ==
          none + QStringLiteral(": expected a folder, but there is none"));

    run = runCli({QStringLiteral("session")});
    CHECK(run.exitCode == 2);
    CHECK(run.out.isEmpty());
    CHECK(run.err.contains("session takes exactly one FOLDER"));
}
