// gridkeep-bench: the engine's timing suite (bench/README.md). One JSON line per measured case
// on stdout; progress and errors on stderr. It prints numbers and never fails on time.

#include "allocationcounter.h"
#include "benchoptions.h"
#include "jsonline.h"
#include "peakrss.h"
#include "scenarioregistry.h"
#include "tcod/tcodlibrary.h"

#include <QCoreApplication>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace
{

void printUsage(std::FILE *to)
{
    std::fputs("usage: gridkeep-bench [--quick] (--all | SCENARIO...)\n"
               "       gridkeep-bench --list\n"
               "  --all     run every scenario\n"
               "  --list    list the scenarios and what each measures\n"
               "  --quick   shorter warm-up and fewer repetitions (noisier numbers)\n"
               "Prints one JSON line per measured case; see bench/README.md.\n",
               to);
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv); // the rule set registry looks beside the executable
    const ScenarioRegistry registry;
    BenchOptions options;
    bool all = false;
    bool list = false;
    std::vector<Scenario *> chosen;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (arg == "--all") {
            all = true;
        } else if (arg == "--quick") {
            options.quick = true;
        } else if (arg == "--list") {
            list = true;
        } else if (arg == "--help" || arg == "-h") {
            printUsage(stdout);
            return 0;
        } else if (Scenario *scenario = registry.find(arg)) {
            chosen.push_back(scenario);
        } else {
            std::fprintf(stderr, "gridkeep-bench: unknown scenario or option '%s'\n", arg.c_str());
            printUsage(stderr);
            return 2;
        }
    }
    if (list) {
        for (const auto &scenario : registry.all())
            std::printf("%-5s %s\n", scenario->id().c_str(), scenario->summary().c_str());
        return 0;
    }
    if (all) {
        chosen.clear();
        for (const auto &scenario : registry.all())
            chosen.push_back(scenario.get());
    }
    if (chosen.empty()) {
        printUsage(stderr);
        return 2;
    }

    JsonLine()
        .add("gridkeep_bench", true)
        .add("quick", options.quick)
        .add("libtcod", TcodLibrary::available() ? TcodLibrary::version() : "absent")
        .add("allocs_count_malloc", AllocationCounter::countsMalloc())
        .print();
    if (!TcodLibrary::available())
        TcodLibrary::printSkipped();
    const auto start = std::chrono::steady_clock::now();
    for (Scenario *scenario : chosen) {
        std::fprintf(stderr, "gridkeep-bench: %s ...\n", scenario->id().c_str());
        scenario->run(options);
    }
    JsonLine()
        .add("done", true)
        .add("seconds",
             std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count())
        .add("peak_rss_kb", PeakRss::kib())
        .print();
    return 0;
}
