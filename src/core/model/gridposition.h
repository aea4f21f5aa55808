#pragma once

#include <QString>

// One ground position of the Labyrinthian Combat Grid (docs/rules.md §2.1), read from rules data.
struct GridPosition {
    QString id;
    QString name;
    int band = 0;   // churn 0, flanks 1, ranged 2, support 3
    QString half;   // "enemy", "ally" or "center"; the Divide separates the halves
    int column = 0; // layout column, 0..2 (1 is the centre line)
    int row = 0;    // layout row from the top, 0..6
};
