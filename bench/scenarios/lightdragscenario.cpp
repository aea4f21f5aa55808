#include "lightdragscenario.h"

#include "dragpath.h"
#include "lightedmap.h"
#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "engine/lightfield.h"
#include "engine/partyvision.h"

#include "model/fixedpoint.h"

std::string LightDragScenario::summary() const
{
    return "a torch-bearer dragged on the rooms map among 40 lights, 200 steps: "
           "LightField::update and PartyVision::fill per step";
}

void LightDragScenario::run(const BenchOptions &options)
{
    constexpr int lightCount = 40;
    constexpr int tokenCount = 20;
    constexpr int steps = 200;
    Encounter e = LightedMap::build(lightCount, tokenCount);
    // The dragged token carries a torch; it and three more of its side make the party.
    Token &bearer = e.tokens[0];
    Light torch;
    torch.id = QStringLiteral("torch");
    torch.token = bearer.id;
    torch.bright = FixedPoint::fromDouble(LightedMap::Bright);
    torch.dim = FixedPoint::fromDouble(LightedMap::Dim);
    e.board.square.lights << torch;
    const QString party = bearer.side;
    int partyTokens = 0;
    for (auto &token : e.tokens) {
        if (token.side == party)
            ++partyTokens;
    }
    LightField light;
    light.rebuild(e);
    PartyVision::Buffers buffers; // prepared once: a drag changes no terrain
    std::vector<quint8> seen;
    const DragPath path(e, 0, steps, 1111);
    int step = 0;
    int recomputed = 0;
    auto prepare = [&] {};
    auto body = [&] {
        Token &t = e.tokens[0];
        const auto change = EncounterChange::ofToken(EncounterChange::Kind::TokenMoved, t);
        const QPoint anchor = path.pingPong(++step);
        t.x = anchor.x();
        t.y = anchor.y();
        light.update(e, change);
        recomputed += light.lastRecomputed();
        PartyVision::fill(e, party, light, buffers, seen);
        benchSink = seen[0];
    };
    const auto samples = Sampler::runFixed(10, steps, prepare, body);

    // The incremental field must equal a fresh one where the drag ended.
    LightField fresh;
    fresh.rebuild(e);
    bool equal = true;
    for (int y = 0; y < fresh.height(); ++y) {
        for (int x = 0; x < fresh.width(); ++x)
            equal = equal && fresh.computedAt(x, y) == light.computedAt(x, y);
    }
    int seenCells = 0;
    for (const auto cell : seen)
        seenCells += cell;

    ResultLine::Target target;
    target.microseconds = 500;
    target.statistic = "p99";
    JsonLine params = MapGenerator::params(MapKind::Rooms, e);
    params.add("lights", lightCount + 1).add("party_tokens", partyTokens).add("steps", steps);
    JsonLine line = ResultLine::start(id(), "rooms-torch-drag", "gridkeep",
                                      "one drag step: LightField::update(TokenMoved) and "
                                      "PartyVision::fill",
                                      params, samples, target);
    line.add("pools_recomputed_per_step", double(recomputed) / (steps + 10))
        .add("seen_cells_last_step", seenCells)
        .add("incremental_equals_full", equal);
    ResultLine::finish(line);
}
