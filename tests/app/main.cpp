#include "catchsession.h"
#include <catch2/catch.hpp>

#include "document/workerthread.h"
#include "shell/apptranslations.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QSettings>
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
    // ctest runs test cases in parallel processes: each gets its own settings file and data
    // folder, so one case's player-view calibration never shows up in another's.
    QGuiApplication::setApplicationName(
        QStringLiteral("gridkeep-app-tests-%1").arg(QCoreApplication::applicationPid()));
    QStandardPaths::setTestModeEnabled(true);
    // English as the app shows it: with its plural forms ("1 token", "2 tokens").
    AppTranslations::install(app, QStringLiteral("en"));
    const int result = runCatchSession(argc, argv);
    // A test may end while a worker it released still finishes: wait for it, as the app does
    // at quit, before the application (and JobCompletions with it) goes.
    (void)WorkerThread::finishAll(std::chrono::seconds(30));
    QFile::remove(QSettings().fileName());
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)).removeRecursively();
    return result;
}
