#pragma once

#include "encounterchange.h"
#include "model/encounter.h"
#include "perspective.h"

#include <QJsonObject>
#include <memory>

// The live results of docs/rules.md for one encounter, for either board kind. The app and the CLI
// use it alike. It is incremental: update() recomputes only what a change can affect, and
// recomputeAll() is the reference that the tests hold update() to.
class Analysis
{
public:
    virtual ~Analysis() = default;

    // A square-grid or a position-grid analysis, whichever the encounter's board needs.
    [[nodiscard]] static std::unique_ptr<Analysis> create(const Encounter &encounter,
                                                          Perspective perspective);

    virtual void recomputeAll(const Encounter &encounter) = 0;
    // `encounter` is the state after the change.
    virtual void update(const Encounter &encounter, const EncounterChange &change) = 0;

    // The JSON of `gridkeep-cli analyze` (docs/cli.md §4), tokens and pairs sorted as it says.
    [[nodiscard]] virtual QJsonObject toJson() const = 0;
};
