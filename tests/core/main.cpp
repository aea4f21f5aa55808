#include "catchsession.h"
#include <catch2/catch.hpp>

#include <QGuiApplication>

// An application object exists for the whole run, as in the programs the tests stand for. It
// is a QGuiApplication, offscreen, because the board renderer's tests draw text (fonts need
// one); the rest of the core needs only QtCore.
int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    return runCatchSession(argc, argv);
}
