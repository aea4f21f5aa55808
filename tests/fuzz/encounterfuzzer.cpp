// libFuzzer target: EncounterReader::readBytes on arbitrary bytes (docs/file-format.md).
// An encounter that reads must also write and read back.
#include "fuzzsupport.h"

#include "io/encounterreader.h"
#include "io/encounterwriter.h"

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
    return 0;
}
