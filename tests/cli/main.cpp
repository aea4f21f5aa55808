#include "catchsession.h"
#include <catch2/catch.hpp>

#include <QCoreApplication>

// A QCoreApplication exists for the whole run, as in the programs the tests stand for.
int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    return runCatchSession(argc, argv);
}
