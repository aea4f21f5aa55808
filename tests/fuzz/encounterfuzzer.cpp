// libFuzzer target: EncounterReader::readBytes on arbitrary bytes (docs/file-format.md).
// An encounter that reads must also write and read back, and a small square board's light and
// vision (docs/rules.md §8) must compute without a fault and the same twice.
#include "fuzzsupport.h"

#include "io/encounterreader.h"
#include "io/encounterwriter.h"

#include "engine/lightfield.h"
#include "engine/partyvision.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    FuzzSupport::startApplication(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    EncounterReader reader;
    const auto encounter =
        reader.readBytes(FuzzSupport::bytes(data, size), QStringLiteral("fuzz.encounter"));
    if (!encounter)
        return 0;
    const auto written = EncounterWriter::toBytes(*encounter);
    EncounterReader again;
    if (!again.readBytes(written, QStringLiteral("rewritten.encounter")))
        FuzzSupport::fail(qPrintable(QStringLiteral("a written encounter does not read back: ") +
                                     again.error().toString()));
    const auto &board = encounter->board.square;
    // Over heights every cell's lines are walked one by one (docs/rules.md §13), so a smaller
    // board keeps each input well within the fuzzer's time limit.
    const qint64 cellLimit = board.sightOverHeights ? 1024 : 4096;
    if (encounter->board.isSquare() && qint64(board.width) * board.height <= cellLimit &&
        board.lights.size() <= 64) {
        LightField light;
        light.rebuild(*encounter);
        LightField moved = light;
        moved.update(*encounter, EncounterChange::lighting());
        for (int y = 0; y < board.height; ++y) {
            for (int x = 0; x < board.width; ++x) {
                if (light.computedAt(x, y) != moved.computedAt(x, y))
                    FuzzSupport::fail("an update without a change moved the light field");
            }
        }
        std::vector<quint8> seen;
        VisibilityField scratch;
        PartyVision::fill(*encounter, encounter->partySide(), light, scratch, seen);
    }
    return 0;
}
