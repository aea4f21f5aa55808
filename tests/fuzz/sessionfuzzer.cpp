// libFuzzer target: SessionReader::readBytes on arbitrary bytes (docs/file-format.md §15).
// A session that reads must name only files inside its folder, and must write and read back
// to the same order, roster and handouts, and the same bytes.
#include "fuzzsupport.h"

#include "io/handoutjson.h"
#include "io/sessionreader.h"
#include "io/sessionwriter.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    FuzzSupport::startApplication(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    SessionReader reader;
    const auto session =
        reader.readBytes(FuzzSupport::bytes(data, size), QStringLiteral("gridkeep-session.json"));
    if (!session) {
        if (reader.error().message.isEmpty())
            FuzzSupport::fail("a session file was refused without a reason");
        return 0;
    }
    for (const auto &step : session->order) {
        if (!SessionReader::isEncounterFileName(step.file))
            FuzzSupport::fail("a session names a file outside its folder");
    }
    for (const auto &handout : session->handouts) {
        if (handout.isImage() && !handout.isEmbedded() &&
            !HandoutJson::isFolderImagePath(handout.image))
            FuzzSupport::fail("a session names a handout picture outside its folder");
    }
    // Written and read back, it writes the same bytes again. (Values are compared through the
    // bytes: an unknown key's 5536697820797818195 reads as a whole number the first time and as
    // the nearest double after it is written, two QJsonValues that are not ==.)
    const auto written = SessionWriter::toBytes(*session);
    SessionReader again;
    const auto reread = again.readBytes(written);
    if (!reread)
        FuzzSupport::fail(qPrintable(QStringLiteral("a written session does not read back: ") +
                                     again.error().toString()));
    if (SessionWriter::toBytes(*reread) != written)
        FuzzSupport::fail("a session changed on its way through the writer");
    if (reread->order.size() != session->order.size() ||
        reread->roster.size() != session->roster.size() ||
        reread->handouts.size() != session->handouts.size())
        FuzzSupport::fail("a session lost an encounter or a character");
    for (qsizetype i = 0; i < session->order.size(); ++i) {
        const auto &a = session->order[i];
        const auto &b = reread->order[i];
        if (a.file != b.file || a.done != b.done || a.carryOver != b.carryOver)
            FuzzSupport::fail("an encounter of the order changed");
    }
    for (qsizetype i = 0; i < session->roster.size(); ++i) {
        const auto &a = session->roster[i];
        const auto &b = reread->roster[i];
        if (a.id != b.id || a.name != b.name || a.pools != b.pools ||
            a.conditions != b.conditions || a.stats != b.stats || a.from != b.from)
            FuzzSupport::fail("a character of the roster changed");
    }
    for (qsizetype i = 0; i < session->handouts.size(); ++i) {
        const auto &a = session->handouts[i];
        const auto &b = reread->handouts[i];
        if (a.id != b.id || a.title != b.title || a.image != b.image || a.text != b.text ||
            a.shown.size() != b.shown.size())
            FuzzSupport::fail("a handout changed");
    }
    return 0;
}
