// Saving is atomic even when the disk fills up (docs/architecture.md §4.15): Qt 6.4's QSaveFile
// commits a truncated file when only its buffered flush fails, so every writer goes through
// AtomicSave. RLIMIT_FSIZE stands in for the full disk: a write past it fails with EFBIG.
#include "filesizelimit.h"
#include "io/atomicsave.h"
#include "io/encounterwriter.h"
#include "io/jsonfile.h"
#include "io/uvttwriter.h"
#include "testsupport.h"

#include <QFile>
#include <QSaveFile>
#include <QTemporaryDir>
#include <catch2/catch.hpp>

using namespace TestSupport;

namespace
{

QByteArray bytesOf(const QString &fileName)
{
    QFile file(fileName);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

} // namespace

TEST_CASE("A save that hits a full disk leaves the previous file whole and says why", "[io]")
{
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("crypt.encounter"));
    const Encounter encounter = loadExample("lantern-crypt.encounter");
    const QByteArray before = QByteArrayLiteral("the previous version");
    {
        QFile old(file);
        REQUIRE(old.open(QIODevice::WriteOnly));
        old.write(before);
    }

    SECTION("the encounter writer")
    {
        EncounterWriter writer;
        {
            const FileSizeLimit full(512);
            CHECK_FALSE(writer.writeFile(encounter, file));
        }
        CHECK(writer.errorString().contains(QStringLiteral("crypt.encounter")));
        CHECK_FALSE(writer.errorString().endsWith(QStringLiteral(": ")));
    }
    SECTION("a JSON file")
    {
        QString error;
        {
            const FileSizeLimit full(512);
            error = JsonFile::save(file, QByteArray(4096, 'x'),
                                   QT_TRANSLATE_NOOP("JsonFile", "%1: cannot save: %2"));
        }
        CHECK(error.contains(QStringLiteral("crypt.encounter")));
    }
    SECTION("bytes written through a QSaveFile and committed")
    {
        QSaveFile saving(file);
        REQUIRE(saving.open(QIODevice::WriteOnly));
        {
            const FileSizeLimit full(512);
            CHECK_FALSE(AtomicSave::writeAndCommit(saving, QByteArray(4096, 'x')));
        }
        CHECK_FALSE(saving.errorString().isEmpty());
    }
    // Whatever failed, the file is the previous version and no temporary file is left.
    CHECK(bytesOf(file) == before);
    CHECK(QDir(dir.path()).entryList(QDir::Files) ==
          QStringList{QStringLiteral("crypt.encounter")});

    // With room on the disk the same writer succeeds.
    EncounterWriter writer;
    CHECK(writer.writeFile(encounter, file));
    CHECK(bytesOf(file) == writer.toBytes(encounter));
}
