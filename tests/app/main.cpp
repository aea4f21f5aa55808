#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QGuiApplication>
#include <QStandardPaths>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(GridkeepPlugin)

// A QGuiApplication exists for the whole run. Without a display the tests still run, on
// the offscreen platform (ctest sets it too).
int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    // Settings (recent files) and data folders go to test locations, not the user's.
    QGuiApplication::setOrganizationName(QStringLiteral("GridkeepTests"));
    QStandardPaths::setTestModeEnabled(true);
    return Catch::Session().run(argc, argv);
}
