#include "tcodlibrary.h"

#include "resultline.h"

#ifdef GRIDKEEP_BENCH_LIBTCOD
#include <libtcod/version.h>
#endif

bool TcodLibrary::available()
{
#ifdef GRIDKEEP_BENCH_LIBTCOD
    return true;
#else
    return false;
#endif
}

std::string TcodLibrary::version()
{
#ifdef GRIDKEEP_BENCH_LIBTCOD
    return TCOD_STRVERSION;
#else
    return {};
#endif
}

void TcodLibrary::printSkipped()
{
    JsonLine()
        .add("library", "libtcod")
        .add("skipped", true)
        .add("reason", "gridkeep-bench was built without libtcod (pkg-config found no 'libtcod', "
                       "or GRIDKEEP_BENCH_LIBTCOD=OFF); apt-get install libtcod-dev and "
                       "configure again to compare")
        .print();
}

void TcodLibrary::printResult(const std::string &scenario, const std::string &caseName,
                              const JsonLine &params, const TcodResult &result)
{
    JsonLine line = ResultLine::start(scenario, caseName, "libtcod " + version(), result.function,
                                      params, result.samples, {});
    line.add(result.countName, result.count);
    ResultLine::finish(line);
}
