#include "shell/appoptions.h"
#include "shell/gridkeepapp.h"

#include <QGuiApplication>
#include <QIcon>
#include <QtQml/qqmlextensionplugin.h>

Q_IMPORT_QML_PLUGIN(GridkeepPlugin)

int main(int argc, char *argv[])
{
    if (AppOptions::rendersOffscreen(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QGuiApplication::setApplicationName(QStringLiteral("Gridkeep"));
    QGuiApplication::setOrganizationName(QStringLiteral("Gridkeep"));
    QGuiApplication::setApplicationVersion(QStringLiteral(GRIDKEEP_VERSION));
    QGuiApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/gridkeep.svg")));
    // Wayland matches the window to its launcher and icon by this id (packaging/README.md).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.github.gridkeep.Gridkeep"));
    return GridkeepApp::run(app);
}
