#pragma once

// What the command line asked for, as every scenario needs to know it.
struct BenchOptions {
    // --quick: shorter warm-up and fewer repetitions, for a smoke run; the numbers get noisier.
    bool quick = false;
};
