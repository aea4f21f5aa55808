// Writes drag-1000.encounter: the map of gridkeep-bench's S7 (walls5, 256 x 256, 1,000 tokens,
// bench/mapgenerator.h) as a file, so `gridkeep --bench-drag` can drag in it. It was run once and
// its output is kept; make-drag-1000.sh builds and runs it again against a build of the project.
#include "io/encounterwriter.h"
#include "mapgenerator.h"

#include <QCoreApplication>
#include <QFile>
#include <cstdio>

namespace
{

// The file holds one rectangle per entry (docs/file-format.md): the generator's row runs become
// one entry each.
QVector<TerrainEntry> oneRectEach(const QVector<TerrainEntry> &entries)
{
    QVector<TerrainEntry> split;
    for (const TerrainEntry &entry : entries) {
        if (entry.rects.size() <= 1) {
            split << entry;
            continue;
        }
        for (const QRect &rect : entry.rects) {
            TerrainEntry one = entry;
            one.rects = {rect};
            split << one;
        }
    }
    return split;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fputs("usage: make-drag-1000 OUT.encounter\n", stderr);
        return 2;
    }
    Encounter encounter = MapGenerator::withTokens(MapKind::Walls5, 1000);
    encounter.name = QStringLiteral("Drag benchmark: S7, 256x256, 1,000 tokens");
    auto &board = encounter.board.square;
    board.terrain = oneRectEach(board.terrain);
    board.elevation = oneRectEach(board.elevation);
    board.rebuild(*encounter.rules);
    QFile out(QString::fromLocal8Bit(argv[1]));
    if (!out.open(QIODevice::WriteOnly) || out.write(EncounterWriter::toBytes(encounter)) < 0) {
        std::fprintf(stderr, "cannot write %s\n", argv[1]);
        return 1;
    }
    return 0;
}
