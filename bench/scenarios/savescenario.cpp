#include "savescenario.h"

#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "io/encounterreader.h"
#include "io/encounterwriter.h"
#include "model/limits.h"

std::string SaveScenario::summary() const
{
    return "EncounterWriter::toBytes of an encounter at the 2,000-token limit (rooms map, "
           "terraces, names with quotes and non-ASCII text, notes)";
}

void SaveScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    const MapKind kind = MapKind::Rooms;
    Encounter e = MapGenerator::withTokens(kind, Limits::MaxTokens);
    // Text a GM writes: every third name quoted or accented, some in other scripts, and notes
    // over several lines, so the writer's escaping has its share of the work.
    const QString names[] = {QStringLiteral("Bandit \"the Quick\""),
                             QStringLiteral("Wölfin Ærendil"), QStringLiteral("山賊 #%1"),
                             QStringLiteral("Loup\tgris 🐺")};
    for (int i = 0; i < e.tokens.size(); i += 3) {
        const QString &name = names[(i / 3) % std::size(names)];
        e.tokens[i].name = name.contains(QLatin1String("%1")) ? name.arg(i) : name;
    }
    e.notes = QStringLiteral("Round 3: the wolves flank from the north.\n"
                             "\"Hold the door!\" — Ærendil\n\\ no retreat \\");

    std::int64_t bytes = 0;
    const auto samples = sampler.run([&] {
        const QByteArray written = EncounterWriter::toBytes(e);
        bytes = written.size();
        benchSink = bytes;
    });

    // Not timed: the file reads back and writes again to the same bytes.
    const QByteArray written = EncounterWriter::toBytes(e);
    EncounterReader reader;
    const auto readBack = reader.readBytes(written, QStringLiteral("bench.encounter"));
    const bool roundTrip = readBack && EncounterWriter::toBytes(*readBack) == written;

    JsonLine params = MapGenerator::params(kind, e);
    params.add("token_limit", Limits::MaxTokens);
    JsonLine line = ResultLine::start(id(), "save-2000", "gridkeep",
                                      "EncounterWriter::toBytes(encounter): toJson + "
                                      "JsonTextWriter with the file's key order",
                                      params, samples, {50'000.0});
    line.add("bytes", bytes).add("round_trip_equal", roundTrip);
    ResultLine::finish(line);
}
