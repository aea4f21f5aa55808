#include "limitsfiles.h"
#include "testsupport.h"

#include "io/uvttreader.h"

#include <QElapsedTimer>
#include <QTemporaryDir>

using namespace LimitsFiles;
using namespace TestSupport;

// docs/file-format.md §14: past every limit the reader refuses the file quickly, naming the limit
// and the JSON path, before the engine ever sees it.

namespace
{


} // namespace

TEST_CASE("The old names of the limits are the ones in model/limits.h", "[format][limits]")
{
    STATIC_REQUIRE(EncounterReader::MaxBoardCells == Limits::MaxBoardCells);
    STATIC_REQUIRE(EncounterReader::MaxAreaRadius == Limits::MaxAreaRadius);
    STATIC_REQUIRE(UvttReader::MaxSegments == Limits::MaxWallSegments);
    STATIC_REQUIRE(UvttReader::ImageAllocationLimitMb == Limits::ImageAllocationLimitMb);
    STATIC_REQUIRE(UvttReader::MaxFileBytes == Limits::MaxUvttFileBytes);
    // A UVTT export holds the whole encounter, so it must be allowed to be larger.
    STATIC_REQUIRE(Limits::MaxUvttFileBytes >= Limits::MaxFileBytes);
}

TEST_CASE("A 5000×5000 board is refused", "[format][limits]")
{
    const auto error = refusal(bytes(squareEncounter(5000, 5000)));
    CHECK(error.path == QStringLiteral("board.width"));
    CHECK(error.message == QStringLiteral("expected at most 1000000 cells in all, got 5000×5000"));
}

TEST_CASE("100,000 tokens are refused before any is read", "[format][limits]")
{
    const auto error = refusal(crowdBytes(1000, 1000, 100'000));
    CHECK(error.path == QStringLiteral("tokens"));
    CHECK(error.message == QStringLiteral("expected at most 2000 tokens, got 100000"));
}

TEST_CASE("Exactly MaxTokens tokens are accepted, one more is refused", "[format][limits]")
{
    auto encounter = squareEncounter(100, 100);
    encounter.insert(QStringLiteral("tokens"), tokens(Limits::MaxTokens, 100));
    const auto loaded = loadJson(bytes(encounter));
    CHECK(loaded.tokens.size() == Limits::MaxTokens);

    encounter.insert(QStringLiteral("tokens"), tokens(Limits::MaxTokens + 1, 100));
    CHECK(refusal(bytes(encounter)).message ==
          QStringLiteral("expected at most 2000 tokens, got 2001"));
}

TEST_CASE("A file over MaxFileBytes is refused by its size, before it is read", "[format][limits]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const auto fileName = dir.filePath(QStringLiteral("huge.encounter"));
    REQUIRE(writeHugeFile(fileName, 200));

    QElapsedTimer timer;
    timer.start();
    EncounterReader reader;
    CHECK_FALSE(reader.readFile(fileName).has_value());
    // Not a timing test: a refusal by size must not even read the file (reported for the log).
    WARN("refused in " << timer.elapsed() << " ms");
    CHECK(reader.error().file == fileName);
    CHECK(reader.error().path.isEmpty());
    CHECK(reader.error().message.startsWith(
        QStringLiteral("expected a file of at most 128 MB, got 200.")));

    // The same bytes handed over in memory are refused by size as well, not parsed.
    const QByteArray inMemory(Limits::MaxFileBytes + 1, ' ');
    CHECK(
        refusal(inMemory).message.startsWith(QStringLiteral("expected a file of at most 128 MB")));
}

TEST_CASE("Walls, sides, allies, areas, conditions and the combat log have limits",
          "[format][limits]")
{
    SECTION("walls")
    {
        QJsonArray walls;
        const QJsonObject wall{{QStringLiteral("from"), QJsonArray{0, 0}},
                               {QStringLiteral("to"), QJsonArray{1, 0}}};
        for (int i = 0; i <= Limits::MaxWallSegments; ++i)
            walls.append(wall);
        const auto error =
            refusal(bytes(withBoardList(squareEncounter(10, 10), QStringLiteral("walls"), walls)));
        CHECK(error.path == QStringLiteral("board.walls"));
        CHECK(error.message == QStringLiteral("expected at most 200000 wall segments, got 200001"));
    }
    SECTION("sides")
    {
        auto encounter = squareEncounter(10, 10);
        QJsonArray sides;
        for (int i = 0; i <= Limits::MaxSides; ++i)
            sides.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("s%1").arg(i)}});
        encounter.insert(QStringLiteral("sides"), sides);
        const auto error = refusal(bytes(encounter));
        CHECK(error.path == QStringLiteral("sides"));
        CHECK(error.message == QStringLiteral("expected at most 32 sides, got 33"));
    }
    SECTION("allies")
    {
        auto encounter = squareEncounter(10, 10);
        QJsonArray allies;
        for (int i = 0; i <= Limits::MaxAllies; ++i)
            allies.append(QJsonArray{QStringLiteral("party"), QStringLiteral("foes")});
        encounter.insert(QStringLiteral("allies"), allies);
        const auto error = refusal(bytes(encounter));
        CHECK(error.path == QStringLiteral("allies"));
        CHECK(error.message.startsWith(QStringLiteral("expected at most 496 pairs of allies")));
    }
    SECTION("areas")
    {
        QJsonArray areas;
        for (int i = 0; i <= Limits::MaxAreas; ++i)
            areas.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("a%1").arg(i)},
                                     {QStringLiteral("kind"), QStringLiteral("zone")},
                                     {QStringLiteral("at"), QJsonArray{1, 1}},
                                     {QStringLiteral("radius"), 1}});
        const auto error = refusal(bytes(withBoardList(
            squareEncounter(10, 10, QStringLiteral("meters")), QStringLiteral("areas"), areas)));
        CHECK(error.path == QStringLiteral("board.areas"));
        CHECK(error.message == QStringLiteral("expected at most 256 areas, got 257"));
    }
    SECTION("conditions")
    {
        auto encounter = squareEncounter(10, 10);
        auto list = tokens(2, 10);
        auto token = list[1].toObject();
        QJsonArray conditions;
        for (int i = 0; i <= Limits::MaxConditionsPerToken; ++i)
            conditions.append(QStringLiteral("prone"));
        token.insert(QStringLiteral("conditions"), conditions);
        list[1] = token;
        encounter.insert(QStringLiteral("tokens"), list);
        const auto error = refusal(bytes(encounter));
        CHECK(error.path == QStringLiteral("tokens[1].conditions"));
        CHECK(error.message == QStringLiteral("expected at most 64 conditions, got 65"));
    }
    SECTION("combat log")
    {
        auto encounter = squareEncounter(10, 10);
        QJsonArray log;
        const QJsonObject entry{{QStringLiteral("round"), 1}, {QStringLiteral("text"), QString()}};
        for (int i = 0; i <= Limits::MaxCombatLogEntries; ++i)
            log.append(entry);
        encounter.insert(QStringLiteral("combat"), QJsonObject{{QStringLiteral("log"), log}});
        const auto error = refusal(bytes(encounter));
        CHECK(error.path == QStringLiteral("combat.log"));
        CHECK(error.message == QStringLiteral("expected at most 100000 combat log entries, got "
                                              "100001"));
    }
}

TEST_CASE("A layer that repeats a large rect past MaxLayerCells is refused", "[format][limits]")
{
    // 17 full boards of 1000×1000: each entry is valid, together they are 17,000,000 cells.
    const QJsonObject full{{QStringLiteral("kind"), QStringLiteral("difficult")},
                           {QStringLiteral("rect"), QJsonArray{0, 0, 1000, 1000}}};
    QJsonArray terrain;
    for (int i = 0; i < 17; ++i)
        terrain.append(full);
    auto error = refusal(
        bytes(withBoardList(squareEncounter(1000, 1000), QStringLiteral("terrain"), terrain)));
    CHECK(error.path == QStringLiteral("board.terrain[16].rect"));
    CHECK(error.message.startsWith(QStringLiteral("expected at most 16000000 cells in all terrain "
                                                  "entries")));

    // 16 of them are accepted.
    terrain.removeLast();
    loadJson(bytes(withBoardList(squareEncounter(1000, 1000), QStringLiteral("terrain"), terrain)));

    // The fog's rect lists are counted the same way, before they are painted.
    QJsonArray revealed;
    for (int i = 0; i < 17; ++i)
        revealed.append(QJsonArray{0, 0, 1000, 1000});
    auto encounter = squareEncounter(1000, 1000);
    encounter.insert(QStringLiteral("fog"), QJsonObject{{QStringLiteral("revealed"), revealed}});
    error = refusal(bytes(encounter));
    CHECK(error.path == QStringLiteral("fog.revealed[16]"));
    CHECK(error.message.startsWith(QStringLiteral("expected at most 16000000 cells in all "
                                                  "fog.revealed rects")));
}

TEST_CASE("Embedded pictures have a size limit and a pixel limit", "[format][limits]")
{
    SECTION("a background over MaxImageBytes is refused without being decoded")
    {
        // Written directly: 86 MB of JSON through QJsonDocument would be slow to build.
        const QByteArray json =
            R"({"format": "gridkeep-encounter", "version": 1, "rules": "paces", "sides": [], )"
            R"("board": {"kind": "square", "width": 10, "height": 10, "background": {"image": )"
            R"("data:image/png;base64,)" +
            QByteArray(Limits::MaxImageBytes / 3 * 4 + 8, 'A') + R"("}}})";
        const auto error = refusal(json);
        CHECK(error.path == QStringLiteral("board.background.image"));
        CHECK(error.message.startsWith(QStringLiteral("expected an embedded image of at most 64 "
                                                      "MB, got about 64.0 MB")));
    }
    SECTION("a portrait whose header claims 100000×100000 pixels is refused")
    {
        auto encounter = squareEncounter(10, 10);
        auto list = tokens(1, 10);
        auto token = list[0].toObject();
        token.insert(QStringLiteral("portrait"), dataUrl(pngClaiming(100'000, 100'000)));
        list[0] = token;
        encounter.insert(QStringLiteral("tokens"), list);
        const auto error = refusal(bytes(encounter));
        CHECK(error.path == QStringLiteral("tokens[0].portrait"));
        CHECK(error.message == QStringLiteral("expected a picture of at most 256 MB once decoded, "
                                              "got 100000×100000 pixels"));
    }
    SECTION("a small real picture is accepted")
    {
        auto encounter = squareEncounter(10, 10);
        auto list = tokens(1, 10);
        auto token = list[0].toObject();
        token.insert(QStringLiteral("portrait"), dataUrl(pngClaiming(1, 1)));
        list[0] = token;
        encounter.insert(QStringLiteral("tokens"), list);
        CHECK(loadJson(bytes(encounter))
                  .tokens.first()
                  .portrait.startsWith(QStringLiteral("data:image/png")));
    }
}

TEST_CASE("A token's size and reach have limits", "[format][limits]")
{
    auto encounter = squareEncounter(10, 10);
    auto list = tokens(1, 10);
    auto token = list[0].toObject();
    token.insert(QStringLiteral("size"), 1'000'000'000);
    list[0] = token;
    encounter.insert(QStringLiteral("tokens"), list);
    auto error = refusal(bytes(encounter));
    CHECK(error.path == QStringLiteral("tokens[0].size"));
    CHECK(error.message == QStringLiteral("expected a size of at most 32, got 1000000000"));

    token.insert(QStringLiteral("size"), Limits::MaxTokenSize);
    token.insert(QStringLiteral("reach"), Limits::MaxReach + 1);
    list[0] = token;
    encounter.insert(QStringLiteral("tokens"), list);
    error = refusal(bytes(encounter));
    CHECK(error.path == QStringLiteral("tokens[0].reach"));
    CHECK(error.message == QStringLiteral("expected a reach of at most 100 cells, got 101"));

    token.insert(QStringLiteral("reach"), Limits::MaxReach);
    list[0] = token;
    encounter.insert(QStringLiteral("tokens"), list);
    loadJson(bytes(encounter));
}
