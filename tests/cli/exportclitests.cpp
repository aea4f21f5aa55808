#include "clirunner.h"

#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QTemporaryDir>

// gridkeep-cli export (docs/cli.md section 9): the files it writes and its one-line summary.

namespace
{

QString q(const char *text)
{
    return QString::fromUtf8(text);
}

int pdfPageCount(const QString &fileName)
{
    QFile file(fileName);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromLatin1(file.readAll());
    return int(text.count(QRegularExpression(q("/Type\\s*/Page(?![s\\w])"))));
}

} // namespace

TEST_CASE("export --png writes the board at 70 pixels per cell, or as asked", "[export]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(q("bridge.png"));
    auto run = runCli({q("export"), examplePath("bridge-ambush.encounter"), q("--png"), out});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.isEmpty());
    CHECK(run.out.count('\n') == 1);
    auto summary = jsonObject(run.out);
    CHECK(summary == QJsonObject{{q("file"), out}, {q("width"), 24 * 70}, {q("height"), 16 * 70}});
    CHECK(QImage(out).size() == QSize(24 * 70, 16 * 70));

    run = runCli({q("export"), examplePath("bridge-ambush.encounter"), q("--png"), out,
                  q("--player"), q("--cell-pixels"), q("20")});
    REQUIRE(run.exitCode == 0);
    CHECK(QImage(out).size() == QSize(480, 320));
}

TEST_CASE("export --pdf writes the battle sheet and says how many pages", "[export]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(q("bridge.pdf"));
    for (const QStringList &extra :
         {QStringList{}, QStringList{q("--player")},
          QStringList{q("--paper"), q("a4"), q("--square"), q("25mm")}}) {
        INFO(extra.join(q(" ")).toStdString());
        const auto run = runCli(
            QStringList{q("export"), examplePath("bridge-ambush.encounter"), q("--pdf"), out} +
            extra);
        INFO(run.err.toStdString());
        REQUIRE(run.exitCode == 0);
        const auto summary = jsonObject(run.out);
        CHECK(summary.value(q("file")).toString() == out);
        // 24 × 16 squares: sheets of 7 × 10 overlapping by one, 4 × 2 of them, none blank,
        // after the legend page.
        CHECK(summary.value(q("pages")).toInt() == 9);
        CHECK(pdfPageCount(out) == 9);
    }
}

TEST_CASE("export refuses a position board and bad options", "[export]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(q("grid.pdf"));
    auto run = runCli({q("export"), examplePath("churn-clash.encounter"), q("--pdf"), out});
    CHECK(run.exitCode == 2);
    CHECK(run.out.isEmpty());
    CHECK(run.err.contains("battle sheets need a square board"));
    CHECK_FALSE(QFile::exists(out));

    const QString file = examplePath("bridge-ambush.encounter");
    for (const QStringList &args :
         {QStringList{q("export"), file}, QStringList{q("export"), file, q("--png")},
          QStringList{q("export"), file, q("--png"), out, q("--pdf"), out},
          QStringList{q("export"), file, q("--png"), out, q("--cell-pixels"), q("zero")},
          QStringList{q("export"), file, q("--pdf"), out, q("--paper"), q("a3")},
          QStringList{q("export"), file, q("--pdf"), out, q("--square"), q("cm")},
          QStringList{q("export"), file, q("--png"), out, q("--paper"), q("a4")}}) {
        INFO(args.join(q(" ")).toStdString());
        run = runCli(args);
        CHECK(run.exitCode == 2);
        CHECK(run.out.isEmpty());
    }
    run = runCli({q("export"), dataPath(q("bad/broken-json.encounter")), q("--png"), out});
    CHECK(run.exitCode == 1);
}

TEST_CASE("export --uvtt writes a Universal VTT file of the map", "[export]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString out = dir.filePath(q("bridge.dd2vtt"));
    const auto run = runCli({q("export"), examplePath("bridge-ambush.encounter"), q("--uvtt"), out,
                             q("--cell-pixels"), q("32")});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    CHECK(jsonObject(run.out).value(q("width")).toInt() == 24 * 32);
    QFile file(out);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const auto doc = QJsonDocument::fromJson(file.readAll());
    CHECK(doc.isObject());
}

TEST_CASE("export --player leaves out hidden tokens and what the fog hides", "[export]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    // Lanterns in the crypt with fog: only the left room (columns 0 to 6) revealed, and the
    // ghast hidden.
    QFile sample(examplePath("lantern-crypt.encounter"));
    REQUIRE(sample.open(QIODevice::ReadOnly));
    QJsonObject encounter = QJsonDocument::fromJson(sample.readAll()).object();
    encounter[q("fog")] =
        QJsonObject{{q("mode"), q("manual")}, {q("revealed"), QJsonArray{QJsonArray{0, 0, 7, 14}}}};
    QJsonArray tokens = encounter[q("tokens")].toArray();
    for (int i = 0; i < tokens.size(); ++i) {
        QJsonObject token = tokens[i].toObject();
        if (token[q("id")] == q("ghoul1"))
            token[q("hidden")] = true;
        tokens[i] = token;
    }
    encounter[q("tokens")] = tokens;
    const QString file = dir.filePath(q("fog.encounter"));
    QFile out(file);
    REQUIRE(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(encounter).toJson());
    out.close();

    const QString uvtt = dir.filePath(q("players.dd2vtt"));
    auto run = runCli({q("export"), file, q("--uvtt"), uvtt, q("--player")});
    INFO(run.err.toStdString());
    REQUIRE(run.exitCode == 0);
    QFile written(uvtt);
    REQUIRE(written.open(QIODevice::ReadOnly));
    const QJsonObject vtt = QJsonDocument::fromJson(written.readAll()).object();
    const QJsonObject kept = vtt.value(q("gridkeep")).toObject();
    REQUIRE(!kept.isEmpty());
    QStringList ids;
    for (const auto &token : kept.value(q("tokens")).toArray())
        ids << token.toObject().value(q("id")).toString();
    CHECK(ids == QStringList{q("knight")}); // the only token in the revealed room
    CHECK_FALSE(kept.value(q("board")).toObject().contains(q("background")));

    const QString png = dir.filePath(q("players.png"));
    run = runCli({q("export"), file, q("--png"), png, q("--player"), q("--cell-pixels"), q("10")});
    REQUIRE(run.exitCode == 0);
    const QImage image(png);
    REQUIRE(image.size() == QSize(180, 140));
    // Everything right of the revealed room is black.
    for (int y = 0; y < 14; ++y) {
        for (int x = 7; x < 18; ++x)
            CHECK(image.pixelColor(x * 10 + 5, y * 10 + 5) == QColor(Qt::black));
    }
}
