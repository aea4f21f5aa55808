#include "clicommand.h"

#include "engine/squareanalysis.h"
#include "io/jsontextwriter.h"

// `gridkeep-cli analyze` on a square board: the GM's analysis, or the players' (docs/rules.md §3).
// The pairs are written one at a time, in exactly the text Cli::print gives the whole object,
// because there are n² of them: a board of stacked tokens must not hold its whole answer in
// memory (docs/cli.md §4).
void Cli::printSquareAnalysis(const Encounter &encounter, bool player)
{
    const SquareAnalysis analysis(encounter,
                                  player ? Perspective::Players : Perspective::GameMaster);
    const JsonTextWriter writer;
    auto &stream = out();
    stream << "{\n  \"pairs\": [";
    bool first = true;
    analysis.forEachPairJson([&](const QJsonObject &pair) {
        stream << (first ? "\n    " : ",\n    ") << QString::fromUtf8(writer.writeNested(pair, 2));
        first = false;
    });
    stream << (first ? "]" : "\n  ]")
           << ",\n  \"rules\": " << QString::fromUtf8(writer.writeNested(encounter.rulesId, 1))
           << ",\n  \"tokens\": " << QString::fromUtf8(writer.writeNested(analysis.tokensJson(), 1))
           << "\n}\n";
}
