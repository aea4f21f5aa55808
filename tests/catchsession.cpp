// Catch2's implementation, compiled once into gridkeep_catch for every test runner of a build:
// it is the slowest file to compile, and each runner used to compile its own copy.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "catchsession.h"

int runCatchSession(int argc, char *argv[])
{
    return Catch::Session().run(argc, argv);
}
