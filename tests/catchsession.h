#pragma once

// Runs the Catch2 session of a test runner: the runners' main() functions call this after their
// own set-up. Catch2 declares its Session only together with its implementation, which
// tests/catchsession.cpp compiles once for every runner of a build.
int runCatchSession(int argc, char *argv[]);
