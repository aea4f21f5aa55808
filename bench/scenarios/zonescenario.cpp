#include "zonescenario.h"

#include "dragpath.h"
#include "mapgenerator.h"
#include "resultline.h"
#include "sampler.h"
#include "sink.h"

#include "engine/occupancymap.h"
#include "engine/surrounded.h"
#include "engine/zocmap.h"
#include "engine/zoneofcontrol.h"

std::string ZoneScenario::summary() const
{
    return "zones of control + surrounded for 1,000 tokens on walls5: full rebuild, and one "
           "token's one-cell move done incrementally";
}

void ZoneScenario::run(const BenchOptions &options)
{
    const Sampler sampler(options);
    constexpr int tokenCount = 1000;
    constexpr int mover = 0;
    const MapKind kind = MapKind::Walls5;
    Encounter e = MapGenerator::withTokens(kind, tokenCount);
    const auto &board = e.board.square;
    const auto &rules = *e.rules;
    const JsonLine params = MapGenerator::params(kind, e);

    // The maps and buffers live across rebuilds, as they do in an analysis: a rebuild resets
    // only the cells that were held.
    int surrounded = 0;
    OccupancyMap rebuiltOccupancy;
    ZocMap rebuiltZocs;
    QVector<int> holding;
    QVector<int> by;
    const auto full = sampler.run([&] {
        rebuiltOccupancy.rebuild(e, Perspective::GameMaster);
        rebuiltZocs.rebuild(e);
        surrounded = 0;
        for (int i = 0; i < e.tokens.size(); ++i) {
            Surrounded::enemiesHolding(i, e, rebuiltZocs, holding);
            surrounded += Surrounded::evaluate(i, holding, e, rebuiltOccupancy, rebuiltZocs, by) !=
                          Surrounded::Rule::None;
        }
        benchSink = surrounded;
    });
    // The same answers as freshly built maps and the allocating calls.
    int fresh = 0;
    {
        const OccupancyMap occupancy(e, Perspective::GameMaster);
        const ZocMap zocs(e);
        for (int i = 0; i < e.tokens.size(); ++i)
            fresh += Surrounded::evaluate(i, e, occupancy, zocs).isSurrounded();
    }
    JsonLine fullLine = ResultLine::start(
        id(), "full", "gridkeep",
        "OccupancyMap::rebuild + ZocMap::rebuild + Surrounded::enemiesHolding and evaluate for "
        "every token (maps and buffers kept from the last rebuild)",
        params, full, {20.0});
    fullLine.add("same_as_fresh_maps", fresh == surrounded);
    fullLine.add("surrounded_tokens", surrounded);
    ResultLine::finish(fullLine);

    // Incremental: the mover's zone and place change; a token's status reads zones and tokens
    // within one cell of its footprint, so the statuses to redo are those of the tokens on the
    // changed cells grown by one.
    OccupancyMap occupancy(e, Perspective::GameMaster);
    ZocMap zocs(e);
    QVector<QPoint> moverZone = ZoneOfControl::cells(e.tokens[mover], board, rules);
    const DragPath path(e, mover, 64, 606);
    std::vector<int> seenStamp(std::size_t(e.tokens.size()), 0);
    int stamp = 0;
    int rep = 0;
    int redone = 0;
    Token before;
    auto prepare = [&] {
        before = e.tokens[mover];
        const QPoint anchor = path.pingPong(++rep);
        e.tokens[mover].x = anchor.x();
        e.tokens[mover].y = anchor.y();
    };
    auto body = [&] {
        const Token &now = e.tokens[mover];
        occupancy.remove(mover, before);
        occupancy.add(mover, now);
        zocs.remove(mover, moverZone);
        moverZone = ZoneOfControl::cells(now, board, rules);
        zocs.add(mover, moverZone);
        const QRect changed = (ZoneOfControl::bounds(before, board, rules) |
                               ZoneOfControl::bounds(now, board, rules) | before.footprintRect() |
                               now.footprintRect())
                                  .adjusted(-1, -1, 1, 1)
                                  .intersected(QRect(0, 0, board.width, board.height));
        ++stamp;
        redone = 0;
        int count = 0;
        for (int y = changed.top(); y <= changed.bottom(); ++y) {
            for (int x = changed.left(); x <= changed.right(); ++x) {
                for (const int t : occupancy.holders(x, y)) {
                    if (seenStamp[std::size_t(t)] == stamp)
                        continue;
                    seenStamp[std::size_t(t)] = stamp;
                    count += Surrounded::evaluate(t, e, occupancy, zocs).isSurrounded();
                    ++redone;
                }
            }
        }
        benchSink = count;
    };
    const auto incremental = sampler.run(prepare, body);
    JsonLine moveParams = params;
    moveParams.add("mover_size", e.tokens[mover].footprint()).add("path_steps", path.steps());
    JsonLine moveLine = ResultLine::start(
        id(), "incremental", "gridkeep",
        "one-cell move: OccupancyMap and ZocMap remove/add for the mover, ZoneOfControl::cells, "
        "Surrounded::evaluate for the tokens within one cell of the changed cells",
        moveParams, incremental, {2.0});
    moveLine.add("statuses_redone_last_step", redone)
        .add("note", "the bench's own incremental bookkeeping over public engine classes; "
                     "SquareAnalysis::update does the same inside S3 with sight added");
    ResultLine::finish(moveLine);
}
