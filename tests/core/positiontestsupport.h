#pragma once

#include "testsupport.h"

#include "engine/positiongraph.h"

#include <QByteArray>

// Builds small `labyrinthian` encounters for the Combat Grid tests.
namespace PositionTestSupport
{

// `positions` is the inside of board.positions, e.g. R"("churn": {"difficult": true})";
// `tokens` the inside of the tokens list. Sides: party and cult (enemies), and villagers,
// allied with party.
inline Encounter grid(const QByteArray &positions, const QByteArray &tokens, bool skyward = true)
{
    const QByteArray json =
        R"({"format": "gridkeep-encounter", "version": 1, "name": "test", "rules": "labyrinthian",)"
        R"("board": {"kind": "positions", "skyward": )" +
        QByteArray(skyward ? "true" : "false") + R"(, "positions": {)" + positions +
        R"(}}, "sides": [{"id": "party", "name": "Party"}, {"id": "cult", "name": "Cult"},)"
        R"({"id": "villagers", "name": "Villagers"}], "allies": [["party", "villagers"]],)"
        R"("tokens": [)" +
        tokens + "]}";
    return TestSupport::loadJson(json);
}

inline PositionGraph graphOf(const Encounter &encounter)
{
    return PositionGraph(*encounter.rules, encounter.board.positions);
}

} // namespace PositionTestSupport
