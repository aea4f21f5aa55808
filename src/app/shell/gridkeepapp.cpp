#include "shell/gridkeepapp.h"

#include "document/encounterdocument.h"
#include "shell/appoptions.h"
#include "shell/mainwindowhost.h"

#include <QCoro/QCoroTask>
#include <QCoro/QCoroTimer>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>
#include <cstdio>

namespace
{

void printError(const QString &text)
{
    std::fprintf(stderr, "gridkeep: %s\n", qPrintable(text));
}

// Loads the file, lets the window lay out and render, grabs it into `out`, and quits.
QCoro::Task<int> screenshot(MainWindowHost *host, AppOptions options, QString file)
{
    const QString out = options.screenshotPath;
    const bool loaded = co_await host->document()->load(file);
    if (!loaded) {
        printError(host->document()->errorString());
        co_return 1;
    }
    if (!options.selectToken.isEmpty()) {
        // Let the board view load before the drag needs it.
        QTimer layout;
        layout.setSingleShot(true);
        layout.start(50);
        co_await layout;
        QVariant refusal;
        QMetaObject::invokeMethod(
            host->window(), "applyScreenshotState", Q_RETURN_ARG(QVariant, refusal),
            Q_ARG(QVariant, options.selectToken), Q_ARG(QVariant, options.dragTo));
        if (!refusal.toString().isEmpty()) {
            printError(refusal.toString());
            co_return 2;
        }
    }
    QQuickWindow *shown = host->window();
    if (options.player) {
        QMetaObject::invokeMethod(host->window(), "openPlayerView",
                                  Q_ARG(QVariant, options.windowSize.isEmpty()
                                                      ? QVariant()
                                                      : QVariant(options.windowSize)));
        shown = host->window()->property("playerWindow").value<QQuickWindow *>();
        if (!shown) {
            printError(QStringLiteral("%1: the player view could not be opened").arg(out));
            co_return 1;
        }
    }
    // Give bindings, image loading and the first frames a moment to settle.
    QTimer settle;
    settle.setSingleShot(true);
    settle.start(250);
    co_await settle;
    const QImage image = shown->grabWindow();
    if (image.isNull()) {
        printError(QStringLiteral("%1: the window could not be rendered").arg(out));
        co_return 1;
    }
    if (!image.save(out, "PNG")) {
        printError(QStringLiteral("%1: cannot write the PNG").arg(out));
        co_return 1;
    }
    co_return 0;
}

} // namespace

namespace GridkeepApp
{

int run(QGuiApplication &app)
{
    const AppOptions options = AppOptions::parse(app.arguments());
    if (options.status != AppOptions::Status::Run) {
        if (options.status == AppOptions::Status::Error) {
            printError(options.message);
            return 2;
        }
        std::fputs(qPrintable(options.message), stdout);
        return 0;
    }

    MainWindowHost host;
    if (!host.create(options.windowSize.isEmpty() ? MainWindowHost::DefaultSize
                                                  : options.windowSize)) {
        printError(host.errorString());
        return 1;
    }
    const QString file = options.file.isEmpty() ? MainWindowHost::SampleFile
                                                : QFileInfo(options.file).absoluteFilePath();
    if (options.screenshot()) {
        int exitCode = 1;
        QCoro::connect(screenshot(&host, options, file), &app, [&exitCode](int code) {
            exitCode = code;
            QCoreApplication::exit(code);
        });
        app.exec();
        return exitCode;
    }
    host.document()->openFile(file);
    if (options.player)
        QMetaObject::invokeMethod(host.window(), "openPlayerView", Q_ARG(QVariant, QVariant()));
    return app.exec();
}

} // namespace GridkeepApp
