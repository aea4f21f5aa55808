#include "scenarioregistry.h"

#include "scenarios/combatgridscenario.h"
#include "scenarios/dragsightscenario.h"
#include "scenarios/fullanalysisscenario.h"
#include "scenarios/heightanalysisscenario.h"
#include "scenarios/incrementalscenario.h"
#include "scenarios/lightdragscenario.h"
#include "scenarios/lightfieldscenario.h"
#include "scenarios/movementscenario.h"
#include "scenarios/realisticdragscenario.h"
#include "scenarios/savescenario.h"
#include "scenarios/stressdragscenario.h"
#include "scenarios/tacticalmapscenario.h"
#include "scenarios/visibilityscenario.h"
#include "scenarios/zonescenario.h"

#include <QString>

ScenarioRegistry::ScenarioRegistry()
{
    m_scenarios.push_back(std::make_unique<VisibilityScenario>());
    m_scenarios.push_back(std::make_unique<DragSightScenario>());
    m_scenarios.push_back(std::make_unique<IncrementalScenario>());
    m_scenarios.push_back(std::make_unique<FullAnalysisScenario>());
    m_scenarios.push_back(std::make_unique<HeightAnalysisScenario>());
    m_scenarios.push_back(std::make_unique<MovementScenario>());
    m_scenarios.push_back(std::make_unique<ZoneScenario>());
    m_scenarios.push_back(std::make_unique<StressDragScenario>());
    m_scenarios.push_back(std::make_unique<CombatGridScenario>());
    m_scenarios.push_back(std::make_unique<TacticalMapScenario>());
    m_scenarios.push_back(std::make_unique<LightFieldScenario>());
    m_scenarios.push_back(std::make_unique<LightDragScenario>());
    m_scenarios.push_back(std::make_unique<SaveScenario>());
    m_scenarios.push_back(std::make_unique<RealisticDragScenario>());
}

Scenario *ScenarioRegistry::find(const std::string &id) const
{
    for (const auto &scenario : m_scenarios) {
        if (QString::fromStdString(scenario->id())
                .compare(QString::fromStdString(id), Qt::CaseInsensitive) == 0)
            return scenario.get();
    }
    return nullptr;
}
