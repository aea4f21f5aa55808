#include "shell/apptranslations.h"

#include <QDir>
#include <QGuiApplication>
#include <QQmlContext>
#include <QQmlEngine>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtQml/qqmlextensionplugin.h>
#include <QtQuickTest/quicktest.h>

Q_IMPORT_QML_PLUGIN(GridkeepPlugin)

// Hands the tests the example folder and a scratch folder, and keeps the GM's own settings
// and miniature store out of the run.
class QuickTestSetup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("GridkeepTests"));
        qputenv("GRIDKEEP_DATA_DIR", m_scratch.filePath(QStringLiteral("data")).toUtf8());
        // English as the app shows it: with its plural forms ("1 token", "2 tokens").
        AppTranslations::install(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral("qrc:/"));
        engine->rootContext()->setContextProperty(
            QStringLiteral("examplesDir"),
            QDir(QStringLiteral(GRIDKEEP_EXAMPLES_DIR)).absolutePath());
        engine->rootContext()->setContextProperty(QStringLiteral("scratchDir"), m_scratch.path());
        engine->rootContext()->setContextProperty(
            QStringLiteral("testDataDir"),
            QDir(QStringLiteral(GRIDKEEP_TEST_DATA_DIR)).absolutePath());
        // tst_screens.qml writes the README's pictures here; without it, it skips.
        engine->rootContext()->setContextProperty(QStringLiteral("screensDir"),
                                                  qEnvironmentVariable("GRIDKEEP_SCREENS_DIR"));
    }

private:
    QTemporaryDir m_scratch;
};

QUICK_TEST_MAIN_WITH_SETUP(gridkeep_quick, QuickTestSetup)

#include "main.moc"
