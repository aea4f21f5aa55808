#pragma once

// How much each reason counts on the tactical map (docs/rules.md §1.10), from a rule set's
// `square.tactics`. A cell's score is the sum of the weights of the reasons that hold there.
struct TacticsWeights {
    int lineOfSight = 3;   // the token sees the target
    int targetExposed = 2; // ... and the target has no cover from it
    int tokenCovered = 2;  // the token has cover from the target's side
    int highGround = 1;    // the token stands on higher ground than the target
    int notSurrounded = 2; // the token is not surrounded there
    int noExtraZoc = 1;    // no enemy other than the target holds the token in its ZoC
    int unhindered = 1;    // no enemy may hinder the path there

    [[nodiscard]] int total() const
    {
        return lineOfSight + targetExposed + tokenCovered + highGround + notSurrounded +
               noExtraZoc + unhindered;
    }
};
