#include "tacticalmapscenario.h"

#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "engine/movementfield.h"
#include "engine/tacticalmap.h"

namespace
{

// The enemy whose footprint is nearest (Chebyshev, then file order) to the token's.
int nearestEnemy(const Encounter &e, int tokenIndex)
{
    const QRect from = e.tokens[tokenIndex].footprintRect();
    int best = -1;
    int bestDistance = 0;
    for (int i = 0; i < e.tokens.size(); ++i) {
        if (i == tokenIndex || !e.areEnemies(e.tokens[tokenIndex], e.tokens[i]))
            continue;
        const QRect to = e.tokens[i].footprintRect();
        const int dx = std::max({0, to.left() - from.right(), from.left() - to.right()});
        const int dy = std::max({0, to.top() - from.bottom(), from.top() - to.bottom()});
        const int distance = std::max(dx, dy);
        if (best < 0 || distance < bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

} // namespace

std::string TacticalMapScenario::summary() const
{
    return "TacticalMap::compute for one token against the nearest enemy, 500 tokens, walls5 "
           "and open";
}

void TacticalMapScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int token = 0;
    for (const MapKind kind : {MapKind::Walls5, MapKind::Open}) {
        const Encounter e = MapGenerator::withTokens(kind, 500);
        const int target = nearestEnemy(e, token);
        int cells = 0;
        const auto samples = sampler.run([&] {
            cells = int(TacticalMap::compute(e, token, target).size());
            benchSink = cells;
        });
        JsonLine params = MapGenerator::params(kind, e);
        params.add("token_size", e.tokens[token].footprint())
            .add("target_size", e.tokens[target].footprint())
            .add("budget", MovementField::defaultBudget(e.tokens[token], *e.rules));
        JsonLine line = ResultLine::start(id(), MapGenerator::name(kind), "gridkeep",
                                          "TacticalMap::compute(encounter, token, target), "
                                          "default budget",
                                          params, samples, {4000.0});
        line.add("cells_scored", cells);
        ResultLine::finish(line);
    }
}
