// gridkeep-bench-map OUT.encounter: writes the map of gridkeep-bench's S7 (walls5, 256 x 256,
// 1,000 tokens, bench/mapgenerator.h) as a file, so `gridkeep --bench-drag` can drag in it
// (resources/bench/README.md). resources/bench/drag-1000.encounter is its output, kept as data.
#include "io/encounterwriter.h"
#include "mapgenerator.h"

#include <QCoreApplication>
#include <QFile>
#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fputs("usage: gridkeep-bench-map OUT.encounter\n", stderr);
        return 2;
    }
    Encounter encounter = MapGenerator::withTokens(MapKind::Walls5, 1000);
    encounter.name = QStringLiteral("Drag benchmark: S7, 256x256, 1,000 tokens");
    QFile out(QString::fromLocal8Bit(argv[1]));
    if (!out.open(QIODevice::WriteOnly) || out.write(EncounterWriter::toBytes(encounter)) < 0) {
        std::fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
