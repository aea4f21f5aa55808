#include "combatgridscenario.h"

#include "combatgridgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "engine/positionanalysis.h"
#include "engine/positionmovement.h"

std::string CombatGridScenario::summary() const
{
    return "Combat Grid (labyrinthian), 200 tokens: PositionAnalysis::recomputeAll and one "
           "token's PositionMovement reach, together and apart";
}

void CombatGridScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int mover = 0;
    const Encounter e = CombatGridGenerator::generate(200);
    const auto &rules = *e.rules;
    const Token &token = e.tokens[mover];
    const double budget = PositionMovement::defaultBudget(token);
    PositionAnalysis analysis(Perspective::GameMaster);
    analysis.recomputeAll(e);
    int reached = 0;
    auto reach = [&] {
        const auto field = PositionMovement::forToken(analysis.graph(), rules, token);
        reached = int(field.reachable(budget).size());
        benchSink = reached;
    };
    JsonLine params = CombatGridGenerator::params(e);
    params.add("mover_budget", budget);

    const auto both = sampler.run([&] {
        analysis.recomputeAll(e);
        reach();
    });
    JsonLine bothLine = ResultLine::start(
        id(), "analysis+reach", "gridkeep",
        "PositionAnalysis::recomputeAll + PositionMovement::forToken(mover).reachable(budget)",
        params, both, {100.0});
    bothLine.add("places_reached", reached);
    ResultLine::finish(bothLine);

    const auto whole = sampler.run([&] { analysis.recomputeAll(e); });
    JsonLine analysisLine = ResultLine::start(id(), "analysis", "gridkeep",
                                              "PositionAnalysis::recomputeAll", params, whole, {});
    ResultLine::finish(analysisLine);

    const auto reachOnly = sampler.run(reach);
    JsonLine reachLine = ResultLine::start(id(), "reach", "gridkeep",
                                           "PositionMovement::forToken(mover).reachable(budget)",
                                           params, reachOnly, {});
    ResultLine::finish(reachLine);
}
