// libFuzzer target: CreatureReader::readBytes on arbitrary bytes (docs/file-format.md §16). A
// creature that reads must have a name and only blocks of plain rule-set ids, and must write and
// read back to the same creature and the same bytes.
#include "fuzzsupport.h"

#include "io/creaturereader.h"
#include "io/creaturewriter.h"

extern "C" int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    FuzzSupport::startApplication(argc, argv);
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    CreatureReader reader;
    const auto creature =
        reader.readBytes(FuzzSupport::bytes(data, size), QStringLiteral("fuzz.creature"));
    if (!creature) {
        if (reader.error().message.isEmpty())
            FuzzSupport::fail("a creature file was refused without a reason");
        return 0;
    }
    if (creature->name.trimmed().isEmpty())
        FuzzSupport::fail("a creature without a name was read");
    for (auto it = creature->blocks.cbegin(); it != creature->blocks.cend(); ++it) {
        if (!CreatureReader::isRulesId(it.key()))
            FuzzSupport::fail("a block names something other than a rule set id");
        if (it->size < 1 || it->size > 32)
            FuzzSupport::fail("a block's size is out of range");
    }
    // Values are compared through the bytes where unknown keys may hold numbers beyond a double
    // (tests/fuzz/regressions/README.md), and field by field where the reader understands them.
    const auto written = CreatureWriter::toBytes(*creature);
    CreatureReader again;
    const auto reread = again.readBytes(written);
    if (!reread)
        FuzzSupport::fail(qPrintable(QStringLiteral("a written creature does not read back: ") +
                                     again.error().toString()));
    if (CreatureWriter::toBytes(*reread) != written)
        FuzzSupport::fail("a creature changed on its way through the writer");
    if (reread->name != creature->name || reread->tags != creature->tags ||
        reread->side != creature->side || reread->portrait != creature->portrait ||
        reread->blocks.keys() != creature->blocks.keys())
        FuzzSupport::fail("a creature's name, tags, side, portrait or rule sets changed");
    for (auto it = creature->blocks.cbegin(); it != creature->blocks.cend(); ++it) {
        const auto &a = *it;
        const auto &b = reread->blocks[it.key()];
        if (a.size != b.size || a.speed != b.speed || a.reach != b.reach || a.zoc != b.zoc ||
            a.agility != b.agility || a.darkvision != b.darkvision || a.showName != b.showName ||
            a.fillsPosition != b.fillsPosition || a.stance != b.stance ||
            a.conditions != b.conditions || a.pools != b.pools || a.stats != b.stats ||
            a.notes != b.notes)
            FuzzSupport::fail("a stat block changed");
    }
    return 0;
}
